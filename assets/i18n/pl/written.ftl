# Co jest nie tak w tym, co ktoś napisał: w zestawie zasad i jego tekstach, w pliku karty,
# w kamieniu, miejscu w murze, murze lub zrzutce w scenariuszu, w ręce wpisanej do
# `mcr fan` albo `card check`. Nazwy w odwrotnych apostrofach (`win_check`, `numbers`,
# `Like`, `OR`) to słowa formatów plików (docs/scenario-format.md, docs/card-format.md):
# w każdym języku zostają bez zmian.

## Zestaw zasad (rulesets/<id>/ruleset.ron i jego artykuły).
err-ruleset-no-edition = zestaw zasad musi mieć co najmniej jedno wydanie; domyślne jest pierwsze
err-ruleset-edition-twice = wydanie „{ $id }” występuje dwa razy; nadaj każdemu wydaniu własny identyfikator
err-ruleset-unaskable = { $place }: artykułu { $article } nie da się zadać jako pytania przy tych zasadach ({ $reason }); któreś ustawienie w ruleset.ron (dead_wall, win_check, kong_counts_three, claim_window_seconds) może mu nie odpowiadać
# $set: nazwa kompletu kamieni w pliku (American, Chinese…).
err-ruleset-stacks = { $stacks ->
    [one] 1 słupek
    [few] { $stacks } słupki
    [many] { $stacks } słupków
   *[other] { $stacks } słupka
} w każdym murze to razem { $tiles ->
    [one] 1 kamień
    [few] { $tiles } kamienie
    [many] { $tiles } kamieni
   *[other] { $tiles } kamienia
}, a komplet { $set } ma ich { $total }
err-ruleset-dead-wall = martwy mur nie może liczyć { $dead ->
    [one] 1 kamienia
    [few] { $dead } kamieni
    [many] { $dead } kamieni
   *[other] { $dead } kamienia
}: musi się składać z całych słupków (czyli z parzystej liczby kamieni) i liczyć najwyżej { $most } z { $total } kamieni kompletu, żeby w żywym murze zostało to, czego potrzebuje historia każdego artykułu
err-ruleset-dora-indicator = wskaźnik dora (`dora_indicator`) leży na miejscu { $place } martwego muru, który ma { $dead } { $dead ->
    [one] kamień
    [few] kamienie
   *[other] kamieni
} (miejsca od 0 do o jedno mniej): podaj miejsce w jego obrębie albo daj martwemu murowi więcej kamieni
err-ruleset-dice = liczba kości: { $dice }; w zestawie zasad rzuca się 1, 2 albo 3 kośćmi
err-ruleset-win-check-american = win_check { $check } nie potrafi ocenić rąk z kompletu amerykańskiego (jokery, kwiaty w rękach): grę amerykańską sprawdza się według karty, `win_check: AmericanCard`
err-ruleset-card-needs-american = win_check AmericanCard wymaga kompletu amerykańskiego (`tiles: American`), a nie { $set }: użyj Standard albo McrFan
err-ruleset-folder = zestaw zasad ma id „{ $id }”, a jego katalog to { $folder }/: popraw id albo zmień nazwę katalogu, żeby się zgadzały
err-ruleset-article-twice = artykuł { $article } jest zdefiniowany dwa razy
# $irregularity: jej nazwa w plikach (WrongWall, TileExposedInDeal…).
err-ruleset-judged-twice = nieprawidłowość { $irregularity } rozstrzygają dwa artykuły, { $other } i { $article }; jedną nieprawidłowość ma rozstrzygać jeden artykuł
err-ruleset-no-cases = artykuł { $article } nie ma żadnego przypadku
err-ruleset-no-source = artykuł { $article } nie podaje żadnego źródła; każdy artykuł musi podać co najmniej jedno
err-ruleset-unknown-work = { $article } powołuje się na dzieło „{ $work }”, którego nie ma w liście `works` zestawu zasad: dopisz je tam albo popraw id (są: { $works })
err-ruleset-unknown-fact = nieznany fakt „{ $fact }” w przypadku { $case } artykułu { $article }; znane fakty: { $known }
# $why: jeden z komunikatów err-fact-….
err-ruleset-fact-value = { $why } (przypadek { $case } artykułu { $article })
err-ruleset-contradiction = przypadek { $case } artykułu { $article } wymaga, by fakt „{ $fact }” był jednocześnie prawdziwy i fałszywy, więc nigdy nie może mieć zastosowania
err-ruleset-case-twice = przypadek { $case } występuje w artykule { $article } dwa razy
err-ruleset-shadowed = przypadek { $case } artykułu { $article } nigdy nie dojdzie do głosu: przypadek { $earlier } stoi wcześniej i pasuje w każdej sytuacji, w której pasowałby ten późniejszy; umieść bardziej szczegółowy przypadek wcześniej
err-fact-no-value = fakt „{ $fact }” nie przyjmuje wartości w nawiasie
err-fact-needs-value = fakt „{ $fact }” wymaga wartości w nawiasie, np. { $example }
err-fact-number = fakt „{ $fact }” przyjmuje liczbę całkowitą, np. { $example }; „{ $value }” nią nie jest
err-fact-edition = fakt „{ $fact }” podaje wydanie „{ $edition }”, którego ten zestaw zasad nie ma; dostępne wydania: { $editions }

## Teksty zestawu zasad lub karty w innym języku (texts.<lang>.ron, practice.<lang>.ron).
err-texts-lang = te teksty podają, że są w języku „{ $said }”, a plik jest przeznaczony dla języka „{ $lang }”: popraw `lang` albo zmień nazwę pliku na texts.{ $said }.ron
err-texts-article = zestaw zasad { $ruleset } nie ma artykułu { $article }: popraw id albo usuń teksty tego artykułu
err-texts-edition = zestaw zasad { $ruleset } nie ma wydania „{ $edition }” (ma wydania: { $editions })
err-texts-work = zestaw zasad { $ruleset } nie powołuje się na dzieło „{ $work }” (powołuje się na: { $works })
err-texts-sources = artykuł { $article } podaje źródeł: { $cited }, a jego teksty podają miejsc w nich: { $given }; podaj jedno dla każdego źródła, w kolejności artykułu
err-card-texts-section = { $card }: na karcie nie ma sekcji „{ $section }”
err-card-texts-note = { $card }: żaden wiersz karty nie ma uwagi „{ $note }”

## Plik karty (docs/card-format.md).
err-card-no-sections = karta nie ma żadnej sekcji
err-card-section-twice = sekcja „{ $section }” występuje dwa razy
err-card-no-lines = sekcja „{ $section }” nie ma żadnego wiersza
# $what: jeden z komunikatów niżej, o tym wierszu.
err-card-line = sekcja „{ $section }”, wiersz { $line }: { $what }
err-card-value = wartość { $value } nie mieści się w zakresie od { $low } do { $high }
# $why: err-card-naturals, err-card-jokers albo err-card-no-reading.
err-card-impossible = ręki `{ $hand }` nie da się złożyć z jednego kompletu amerykańskiego: { $why }
err-card-naturals = wymaga { $needs ->
    [one] 1 zwykłego kamienia
    [few] { $needs } zwykłych kamieni
    [many] { $needs } zwykłych kamieni
   *[other] { $needs } zwykłego kamienia
} { $tile } poza grupami liczącymi 3 lub więcej kamieni, a komplet ma ich { $has }
err-card-jokers = wymaga { $needs ->
    [one] 1 jokera
    [few] { $needs } jokerów
    [many] { $needs } jokerów
   *[other] { $needs } jokera
}, a komplet ma ich { $has }
err-card-no-reading = nie ma żadnego odczytania
err-card-or = `OR` musi stać między dwiema rękami
err-card-no-hand = w wierszu nie ma ręki
err-card-hand-size = ta ręka ma { $tiles ->
    [one] 1 kamień
    [few] { $tiles } kamienie
    [many] { $tiles } kamieni
   *[other] { $tiles } kamienia
}, a ręka z karty ma ich { $needed }
err-card-bare-colour = `{ $word }` to sama litera koloru, bez kamieni przed nią
err-card-no-colour = po `{ $word }` brakuje litery koloru (g, r lub b: kolor, w jakim grupę wydrukowano)
err-card-colourless = `{ $word }` nie zawiera kamieni żadnego koloru (kwiaty, wiatry i 0 nie należą do żadnego koloru), więc nie dopisuj po nim litery koloru
err-card-symbol = `{ $char }` nie jest symbolem karty: używaj 1-9, 0 (biały smok jako zero), F, D, N, E, W, S, a po nich litery koloru g, r lub b
err-card-group-size = grupa liczy najwyżej { $most ->
    [one] 1 kamień
    [few] { $most } kamienie
    [many] { $most } kamieni
   *[other] { $most } kamienia
} (sekstet), a ta liczy { $run }
# $numbers: ustawienie `numbers` wiersza, tak jak je zapisano (Like, Run, OddRun…).
err-card-nothing-varies = numbers: { $numbers }, ale żadna liczba w tym wierszu nie może się zmieniać (liczby w grupie z 0, np. w roku, zostają takie, jak je wydrukowano)
# $want: odd (nieparzyste) albo even (parzyste).
err-card-parity = numbers: { $numbers } wymaga liczb { $want ->
    [odd] nieparzystych
   *[even] parzystych
}, a tu wydrukowano { $printed }
err-card-like = numbers: { $numbers } oczekuje jednej wydrukowanej liczby jako wzoru jednakowych liczb, a w tym wierszu są { $low } i { $printed }
err-card-run = numbers: { $numbers } wymaga, by wydrukowane liczby tworzyły ciąg rosnący co { $step }, a po { $before } następuje { $next }

## Kamień, miejsce w murze, rząd muru lub zrzutka w scenariuszu.
err-tile = `{ $text }` nie jest kamieniem: zapisz kamień dwoma znakami, np. 5d, 1b, 9c, Ew, Rd, Fl, F1, S1 lub JK
err-tile-written = `{ $text }` nie jest kamieniem: zapisz kamień w cudzysłowie, tak jak w murach ("5b", "Ew", "JK"), albo jako Number(Bams, 5)
err-wall-pos = `{ $text }` nie jest miejscem w murze: zapisz literę muru (E, S, W lub N), numer słupka liczony od 1 oraz t lub b (górna lub dolna warstwa), np. E7t albo N12b
# $wall: miejsce przy stole (przypadki jak w innych komunikatach); $layer: top albo bottom.
err-wall-layer = mur { $wall-gen }, { $layer ->
    [top] górna
   *[bottom] dolna
} warstwa: { $found ->
    [one] 1 kamień
    [few] { $found } kamienie
    [many] { $found } kamieni
   *[other] { $found } kamienia
}, a mur ma { $stacks ->
    [one] 1 słupek
    [few] { $stacks } słupki
    [many] { $stacks } słupków
   *[other] { $stacks } słupka
}
err-pos-empty-set = układ bez kamieni
# $text: zrzutka tak, jak ją zapisano; $word: słowo, którego nie zrozumiano.
err-discard-short = `{ $text }`: brakuje miejsca lub kamienia; zapisz zrzutkę jako "S 4c", "S 4c claimed by W" albo "S 4c dead" (litera miejsca, kamień)
err-discard-seat = `{ $text }`: `{ $word }` nie jest literą miejsca; zapisz zrzutkę jako "S 4c", "S 4c claimed by W" albo "S 4c dead" (litera miejsca, kamień)
err-discard-tile = `{ $text }`: `{ $word }` nie jest kamieniem; zapisz zrzutkę jako "S 4c", "S 4c claimed by W" albo "S 4c dead" (litera miejsca, kamień)
err-discard-end = `{ $text }`: koniec zapisu jest niezrozumiały; zapisz zrzutkę jako "S 4c", "S 4c claimed by W" albo "S 4c dead" (litera miejsca, kamień)

## Ręka wpisana do `mjref mcr fan` (kolumny liczą znaki od 1).
err-mcr-empty = pusta ręka
err-mcr-char = kolumna { $column }: nieoczekiwany znak `{ $char }`; kamienie to cyfry z literą m, s lub p oraz E S W N C F P
err-mcr-no-suit = kolumna { $column }: po cyfrach brakuje litery koloru (m, s, p)
err-mcr-honour-number = kolumna { $column }: kamienie honorowe zapisane z literą z mają numery od 1 do 7 (ESWNCFP)
err-mcr-unclosed = kolumna { $column }: nawias `[` nie jest zamknięty
err-mcr-nested = kolumna { $column }: `[` wewnątrz układu w nawiasach
err-mcr-stray-close = kolumna { $column }: `]` bez otwierającego `[`
err-mcr-meld-size = kolumna { $column }: układ w nawiasach ma 3 lub 4 kamienie, a ten ma { $count }
err-mcr-not-a-set = kolumna { $column }: te kamienie nie tworzą Chow, Punga ani Konga
# $kind: chow, pung albo kong.
err-mcr-source = kolumna { $column }: źródło `{ $digit }` nie pasuje do { $kind ->
    [chow] Chow
    [pung] Punga
   *[kong] Konga
}: Chowy i Pungi przyjmują 1–3, wyłożone Kongi 1–3 lub 5–7
err-mcr-no-winning-tile = nie ma zwycięskiego kamienia: ostatni kamień poza nawiasami to kamień, na którym ręka wygrała
err-mcr-tile-count = { $found ->
    [one] 1 kamień
    [few] { $found } kamienie
    [many] { $found } kamieni
   *[other] { $found } kamienia
} poza nawiasami { $melds ->
    [0] bez układów w nawiasach
    [one] przy 1 układzie w nawiasach
    [few] przy { $melds } układach w nawiasach
    [many] przy { $melds } układach w nawiasach
   *[other] przy { $melds } układu w nawiasach
}; zwycięska ręka ma ich { $needed }, a ostatni z nich jest zwycięskim kamieniem
err-mcr-too-many-melds = ręka może mieć najwyżej 4 układy w nawiasach, a ta ma { $found }
err-mcr-concealed-count = { $melds ->
    [0] bez układów w nawiasach
    [one] przy 1 układzie w nawiasach
    [few] przy { $melds } układach w nawiasach
    [many] przy { $melds } układach w nawiasach
   *[other] przy { $melds } układu w nawiasach
} ręka potrzebuje { $needed ->
    [one] 1 ukrytego kamienia
    [few] { $needed } ukrytych kamieni
    [many] { $needed } ukrytych kamieni
   *[other] { $needed } ukrytego kamienia
} przed zwycięskim kamieniem, a ma ich { $found }
err-mcr-copies = { $tile } występuje { $count ->
    [one] 1 raz
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
}; komplet ma tylko 4 takie kamienie
err-mcr-chow = Chow musi się składać z trzech kolejnych kamieni jednego koloru, od 1-2-3 do 7-8-9: { $tile }
err-mcr-concealed-set = ukryty może być tylko Kong; ukryty Chow lub Pung zapisz jako kamienie poza nawiasami
err-mcr-not-playing = { $tile }: ten kamień nie wchodzi do ręki (kamienie bonusowe liczy się jako kwiaty, a jokerów się nie używa)
err-mcr-not-a-win = to nie jest zwycięska ręka: kamienie nie tworzą ani czterech układów i pary, ani siedmiu par, ani trzynastu sierot, ani ręki z przeplatanych kamieni

## Ręka wpisana do `mjref riichi score` (kolumny liczą znaki od 1).
err-riichi-empty = pusta ręka
err-riichi-char = kolumna { $column }: nieoczekiwany znak `{ $char }`; kamienie to cyfry z literą m, p, s lub z
err-riichi-no-suit = kolumna { $column }: po cyfrach brakuje litery koloru (m, p, s, z)
err-riichi-honour-number = kolumna { $column }: kamienie honorowe mają numery od 1z do 7z (wiatry: wschodni, południowy, zachodni, północny; smoki: biały, zielony, czerwony)
err-riichi-unclosed = kolumna { $column }: ten układ nie ma nawiasu zamykającego
err-riichi-stray-close = kolumna { $column }: nawias zamykający bez otwierającego
err-riichi-not-a-set = kolumna { $column }: te kamienie nie tworzą chii, pona ani kana (zamknięty kan w nawiasach okrągłych ma cztery kamienie)
err-riichi-no-winning-tile = nie ma zwycięskiego kamienia: ostatni kamień poza nawiasami to kamień, na którym ręka wygrała
err-riichi-too-many-tiles = więcej kamieni poza nawiasami, niż może mieć jakakolwiek ręka
err-riichi-too-many-melds = ręka może mieć najwyżej 4 wyłożone układy, a ta ma { $found }
err-riichi-too-many-copies = { $tile } występuje { $count ->
    [one] 1 raz
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
}; komplet ma tylko 4 takie kamienie
err-riichi-bad-run = chii musi się składać z trzech kolejnych kamieni jednego koloru, od 1-2-3 do 7-8-9: { $tile }
err-riichi-red-not-five = więcej czerwonych piątek, niż ręka ma piątek
err-riichi-riichi-open = riichi zgłasza się tylko przy zamkniętej ręce
err-riichi-ippatsu-alone = ippatsu wymaga riichi
err-riichi-wrong-way = { $flag } wyklucza { $flag ->
    [houtei] wygraną przez tsumo
    [chankan] wygraną przez tsumo
    [renhou] wygraną przez tsumo
   *[other] wygraną na zrzutce (ron)
}
err-riichi-rinshan-no-kan = rinshan wymaga kana w ręce
err-riichi-wrong-seat = { $flag } nie dotyczy { $flag ->
    [tenhou] gracza innego niż Wschód
   *[other] Wschodu
}
err-riichi-first-turn-call = { $flag } wyklucza wcześniejsze zgłoszenie
err-riichi-ura-alone = ura dora liczy się tylko po riichi
err-riichi-indicator = wskaźnik dora nie jest kamieniem
err-riichi-no-red-fives = te zasady nie używają czerwonych piątek
err-riichi-tile-count = ręka ma { $found ->
    [one] 1 kamień
    [few] { $found } kamienie
    [many] { $found } kamieni
   *[other] { $found } kamienia
}, a przy swoich układach potrzebuje ich { $needed }
err-riichi-not-complete = kamienie nie tworzą zwycięskiej ręki (ani czterech układów i pary, ani siedmiu par, ani trzynastu sierot)
err-riichi-no-yaku = ręka jest kompletna, ale nie ma yaku (dora to nie yaku)

## Ręka wpisana do `mjref card check`.
err-hand-not-american = w komplecie amerykańskim nie ma `{ $text }`: wszystkie kwiaty zapisuje się w nim jako Fl
err-hand-too-many = { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} { $tile }, a komplet amerykański ma ich tylko { $limit }
err-hand-nested = `[` wewnątrz wyłożenia: zamknij każde wyłożenie nawiasem `]`, zanim zaczniesz następne
err-hand-stray-close = `]`, choć żadne wyłożenie nie jest otwarte
err-hand-unclosed = wyłożenie nie jest zamknięte: dopisz `]`
err-hand-empty-exposure = puste wyłożenie `[]`
err-hand-mixed = wyłożenie [{ $text }] zawiera różne kamienie: wyłożenie to jedna grupa jednakowych kamieni (jokery dozwolone)
err-hand-too-big = wyłożenie [{ $text }] ma więcej niż 6 kamieni: największa grupa to sekstet

## Wartość podana w opcji.
cli-error-number-range = `{ $text }` nie jest liczbą całkowitą od { $low } do { $high }
cli-error-number-from = `{ $text }` nie jest liczbą całkowitą od { $low } wzwyż
cli-error-wind = `{ $text }` nie jest wiatrem: użyj E, S, W lub N

## Dlaczego system nie odczytał lub nie zapisał pliku (po nazwie pliku).
err-io-not-found = nie ma takiego pliku ani katalogu
err-io-permission = brak uprawnień
err-io-folder = to jest folder, a nie plik
err-io-not-folder = część ścieżki nie jest folderem
err-io-full = dysk jest pełny
err-io-read-only = system plików jest tylko do odczytu
err-io-not-text = to nie jest tekst w UTF-8
err-io-not-regular = to nie jest zwykły plik: w jego miejscu jest potok albo urządzenie; podaj ścieżkę do pliku
err-io-too-large = jest większy niż { $megabytes } MB, więcej, niż mieści plik pisany ręcznie; sprawdź, czy ścieżka wskazuje właściwy plik
