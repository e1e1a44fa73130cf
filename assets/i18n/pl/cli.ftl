# Wyjście samego wiersza poleceń: listy artykułów, judge, deck check, card check oraz
# mcr fan. (Teksty pomocy poleceń są dalej, w części „Help”.)

## mjref articles
articles-head = { $ruleset } – { $count ->
    [one] 1 artykuł
    [few] { $count } artykuły
    [many] { $count } artykułów
   *[other] { $count } artykułu
}
articles-phase-tags = Faza: { $phase }   Tagi: { $tags }
articles-sources = Źródła:
articles-cases = Przypadki po kolei (rozstrzyga pierwszy pasujący):
articles-otherwise = W pozostałych przypadkach
articles-always = W każdym przypadku
articles-facts = Fakty, których mogą używać przypadki artykułu (Is("name") lub Not("name")):
articles-facts-valued = Fakty, które przyjmują wartość w nawiasie (Is("late_over(30)")):

## mjref judge
judge-matter = Sprawa { $n } z { $count }:
judge-no-irregularity = Brak nieprawidłowości: zasady dopuszczają wszystko w tym zapisie, nie ma czego rozstrzygać.
judge-acts-looked-at = Sprawdzone czynności: { $acts }.
act-Deal = rozdanie
act-Charleston = Charleston
act-Draw = dobieranie z muru
act-Discard = wyrzucanie kamieni
act-Claim = branie zrzutek
act-Exposure = wykładanie
act-Exchange = wymiana jokerów
act-Win = zgłoszenie wygranej
act-Conduct = zachowanie przy stole
judge-irregular = Nieprawidłowość: { $what } (zdarzenie { $event })
judge-lawful = Brak nieprawidłowości: { $what } (zdarzenie { $event })
judge-fallback = Artykuł: żaden nie dotyczy tej sytuacji; obowiązuje rozstrzygnięcie zastępcze zasad
judge-article = Artykuł: { $id }  { $title }
judge-case = Przypadek: { $case }
judge-ruling = Rozstrzygnięcie:
judge-facts = Fakty, o które pyta artykuł:
judge-fact-holds = zachodzi
judge-fact-fails = nie zachodzi

## mjref deck check
deck-unreadable = nie udało się odczytać
deck-unjudged = { $case }: nie udało się rozstrzygnąć
deck-unknown-id = { $field } „{ $id }” nie istnieje w tym zestawie zasad (literówka?); najbliższe: { $close }
deck-no-expectation = plik nie podaje oczekiwanego rozstrzygnięcia
deck-as-expected = zgodnie z oczekiwaniem
deck-not-as-expected = NIEZGODNIE z oczekiwaniem: { $differences }
deck-difference = { $field } { $found } (oczekiwano: { $expected })
deck-tally = Zgodnie z oczekiwaniem: { $right }, niezgodnie z oczekiwaniem: { $wrong }, bez oczekiwanego rozstrzygnięcia: { $none }, nie udało się odczytać ani rozstrzygnąć: { $failed }.
deck-need-a-look = { $path }: { $count ->
    [one] 1 przypadek z talii wymaga
    [few] { $count } przypadki z talii wymagają
    [many] { $count } przypadków z talii wymaga
   *[other] { $count } przypadku z talii wymaga
} sprawdzenia (patrz wyżej)

## mjref card
card-bad-hand = nieprawidłowa ręka: { $error }
card-tile-count = ma { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}, a ręka powinna mieć 13 kamieni między ruchami i 14 przy zgłaszaniu mah jongg
card-joker-alone = uwaga: { $group } nie może być grupą: jokera nigdy nie używa się jako pojedynczego kamienia ani w parze
card-completes = kompletuje { $count ->
    [one] 1 rękę
    [few] { $count } ręce
    [many] { $count } rąk
   *[other] { $count } ręki
} z karty { $card }:
card-jokerless = bez jokerów (premia podwaja płatność)
card-no-jokers-possible = ręka nie dopuszcza jokerów (bez premii za brak jokerów)
card-with-jokers = z jokerami
card-completes-none = nie kompletuje żadnej ręki z karty { $card }.
card-thirteen = ma 13 kamieni: nie skompletuje żadnej ręki, dopóki nie dobierze czternastego.
card-exposures-fit-none = Jej wyłożenia nie pasują do żadnej ręki z karty: nie da się skompletować żadnej ręki.
card-nearest = Najbliższe ręce (ile kamieni trzeba jeszcze wymienić):
card-label = { $section }, wiersz { $line }
card-label-side = { $section }, wiersz { $line }, { $side ->
    [1] pierwsza
    [2] druga
    [3] trzecia
   *[other] czwarta
} ręka
card-show-head = { $card } ({ $lines ->
    [one] 1 wiersz
    [few] { $lines } wiersze
    [many] { $lines } wierszy
   *[other] { $lines } wiersza
}, najniższa wartość { $lowest })

## mjref mcr fan
mcr-unused-option = `mcr fan` nie używa opcji { $option }: liczy fany ręki MCR wyłącznie według tabeli oficjalnych chińskich zasad (jego własne opcje pokazuje `mjref mcr fan --help`)
mcr-meets-minimum = minimum 8 fanów osiągnięte
mcr-under-minimum = poniżej minimum 8 fanów: błędna wygrana
mcr-total = { $flowers ->
    [0] Razem: { $total ->
        [one] { $total } fan
        [few] { $total } fany
        [many] { $total } fanów
       *[other] { $total } fana
    }, { $verdict }
    [one] Razem: { $total ->
        [one] { $total } fan
        [few] { $total } fany
        [many] { $total } fanów
       *[other] { $total } fana
    } ({ $without } + { $flowers } kwiat), { $verdict }
    [few] Razem: { $total ->
        [one] { $total } fan
        [few] { $total } fany
        [many] { $total } fanów
       *[other] { $total } fana
    } ({ $without } + { $flowers } kwiaty), { $verdict }
    [many] Razem: { $total ->
        [one] { $total } fan
        [few] { $total } fany
        [many] { $total } fanów
       *[other] { $total } fana
    } ({ $without } + { $flowers } kwiatów), { $verdict }
   *[other] Razem: { $total ->
        [one] { $total } fan
        [few] { $total } fany
        [many] { $total } fanów
       *[other] { $total } fana
    } ({ $without } + { $flowers } kwiatu), { $verdict }
}
mcr-times = ×{ $n } (po { $value })
mcr-another-reading = albo, przy innym odczytaniu ręki:

## mjref riichi score
riichi-unused-option = `riichi score` nie używa opcji { $option }: liczy rękę riichi wyłącznie według przełączników, którymi wybiera się wydanie zasad (jego własne opcje pokazuje `mjref riichi score --help`)
riichi-unknown-edition = Zasady riichi nie mają wydania { $edition }: podaj jedno z tych: { $known }.
riichi-bad-indicator = `{ $text }` nie jest listą kamieni: wskaźniki dora zapisz jako kamienie, np. 3p7z
riichi-no-win = Brak wygranej: { $why }
riichi-han-fu = { $han } han { $fu } fu
riichi-yakuman = { $n ->
    [one] Yakuman
   *[other] { $n } × yakuman
}
riichi-limit-mangan = mangan
riichi-limit-haneman = haneman
riichi-limit-baiman = baiman
riichi-limit-sanbaiman = sanbaiman
riichi-limit-kazoe = kazoe yakuman (13 han lub więcej)
riichi-pays-ron = Wyrzucający płaci { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} (łącznie z licznikami honba)
riichi-pays-dealer-tsumo = Każdy z pozostałych graczy płaci { $each ->
    [one] 1 punkt
    [few] { $each } punkty
    [many] { $each } punktów
   *[other] { $each } punktu
} (łącznie z licznikami honba)
riichi-pays-tsumo = Wschód płaci { $dealer ->
    [one] 1 punkt
    [few] { $dealer } punkty
    [many] { $dealer } punktów
   *[other] { $dealer } punktu
}, a każdy z pozostałych graczy { $others ->
    [one] 1 punkt
    [few] { $others } punkty
    [many] { $others } punktów
   *[other] { $others } punktu
} (łącznie z licznikami honba)

## Help: every command and option, as `mjref --help` and `mjref COMMAND --help` show
## them. Ids follow the command: help-mjref-club-join is `mjref club join`, its option
## --name is help-mjref-club-join--name, and a value an option takes has its own id
## after it (help-mjref--tiles--ascii). Global options are the root's.
help-heading-usage = Użycie:
help-heading-commands = Polecenia:
help-heading-arguments = Argumenty:
help-heading-options = Opcje:
help-default = [domyślnie: { $value }]
help-possible-values = [możliwe wartości: { $values }]
help-flag-help = Wyświetl pomoc (-h skrót, --help całość)
help-flag-version = Wyświetl wersję
help-subcommand-help = Wyświetl tę pomoc albo pomoc podanego polecenia
help-mjref = Trener rozstrzygnięć w mahjongu, działający w terminalu
help-mjref-long-about =
    mjref uczy rozstrzygnięć w mahjongu: symuluje prawdziwy stół i rozdaje kamienie, pozwala, żeby coś poszło nie tak (kamień odkryty podczas rozdania, błędna liczba kamieni, pobranie z niewłaściwego muru…), pyta cię o rozstrzygnięcie i sprawdza odpowiedź własnym silnikiem zasad.

    Uruchom bez polecenia, aby otworzyć trenera w terminalu.
help-mjref-after-help =
    Przykłady:
      mjref                                   otwórz trenera
      mjref quiz --plain --count 5            pięć pytań na zwykłym stdin/stdout
      mjref quiz --plain --article AM-DEAL-02 --seed 7
      mjref articles show AM-DEAL-04          przeczytaj jeden artykuł i jego źródła
      mjref scenario --article AM-DEAL-06 --seed 3 > case.ron
      mjref scenario --article AM-JK-01 --seed 3 --as position > case.ron
                                              stół tuż przed sprawą do rozstrzygnięcia, bez rozdania
      mjref judge case.ron --format json      rozstrzygnięcie silnika dla pliku scenariusza
      mjref deck check my-cases/              porównaj przypadki klubu z oczekiwanymi rozstrzygnięciami
      mjref quiz --deck my-cases/             zadaj je jako pytania
      mjref study --mode due                  dzisiejsze powtórki, rozłożone w czasie w miarę nauki
      mjref stats                             twoja skuteczność, artykuł po artykule
      mjref club new --ruleset millington --count 10 --time 60
                                              kod tego samego quizu na każdym komputerze
      mjref club join 0C8Z-…                  odpowiedz na quiz klubu
      mjref club new --deck my-cases/         quiz klubowy z własnych przypadków

    Kody wyjścia: 0 sukces, 1 nieoczekiwany błąd, 2 błędne dane wejściowe (plik, id lub opcja).
help-mjref--ruleset = Zestaw zasad [domyślnie: american]. `judge` bierze go z pliku scenariusza, a `scenario`, `quiz --article` i `articles show` z id artykułu; podana opcja ma przed nimi pierwszeństwo
help-mjref--rules_dir = Wczytaj zestawy zasad z KATALOG/<id>/ruleset.ron i articles.ron zamiast wbudowanych (zasady domowe)
help-mjref--card = Karta amerykańska przepisana z twojej karty (RON, zob. docs/card-format.md), używana zamiast wbudowanej karty ćwiczebnej do sprawdzania rąk, wyłożeń i płatności
help-mjref--tiles = Jak rysować kamienie: dwa znaki (ascii), blok mahjonga z Unicode albo chińskie znaki. Bez tej opcji trener rysuje je tak, jak ostatnio wybrano w jego ustawieniach, a w zwykłym tekście – dwoma znakami
help-mjref--tiles--ascii = Dwa znaki na kamień: 5d, 1b, 9c, Ew, Rd, Fl, JK
help-mjref--tiles--unicode = Blok Mahjong Tiles z Unicode (U+1F000)
help-mjref--tiles--cjk = Chińskie znaki, tak jak gracze zapisują kamienie: 5萬 5索 5筒, 東 南 中 發 白
help-mjref--tiles--mps = Dwa znaki na kamień, kolory tak, jak zapisują je gracze riichi: 5m, 5p, 5s, Ew, Rd
help-mjref--lang = Język komunikatów: en, cs, pl lub ru. Bez tej opcji: MJREF_LANG, potem język wybrany w ustawieniach trenera, potem ustawienia regionalne (LC_ALL, LC_MESSAGES, LANG), a na końcu angielski
help-mjref--width = Zawijaj zwykły wydruk po tylu kolumnach, między słowami, nigdy wewnątrz słowa (0: każda pozycja w jednym wierszu, dla programów). Bez tej opcji: szerokość terminala albo 80, gdy wydruk idzie do pliku lub potoku
help-mjref--profile = Profil osoby, której postępy są odczytywane i zapisywane (z jednego komputera może korzystać kilka osób)
help-mjref--data_dir = Przechowuj postępy w katalogu KATALOG zamiast w systemowym katalogu danych (także MJREF_DATA_DIR)
help-mjref-quiz = Odpowiadaj na pytania; z --plain na stdin/stdout, bez interfejsu pełnoekranowego
help-mjref-quiz--plain = Pytania zwykłym tekstem na stdout, odpowiedzi (jedna liczba w wierszu) na stdin
help-mjref-quiz--article = Przećwicz jeden artykuł zamiast ćwiczyć wszystkie
help-mjref-quiz--question = Jedno pytanie jeszcze raz: kod, który trener pokazuje po odpowiedzi (albo w nagłówku pytania w trybie zwykłego tekstu), razem z --ruleset, z którym pytanie powstało
help-mjref-quiz--seed = Seed quizu; ten sam seed daje te same pytania. Bez tej opcji losowy
help-mjref-quiz--count = Liczba pytań (1 lub więcej)
help-mjref-quiz--referee_view = Pokazuj kamienie na każdym stojaku (widok sędziego) zamiast samej ich liczby
help-mjref-quiz--no_save = Z --plain: nie zapisuj postępów (bez tej opcji odpowiedzi są zapisywane w profilu)
help-mjref-quiz--deck = Zadawaj własne przypadki klubu: katalog plików scenariuszy (*.ron) albo jeden plik z jednym przypadkiem lub ich listą (zob. docs/scenario-format.md). Zestaw zasad pochodzi z przypadków, chyba że podano --ruleset
help-mjref-quiz--shuffle = Z --deck: zadawaj przypadki w kolejności wyznaczonej przez seed zamiast w kolejności z listy
help-mjref-quiz--edition = Rozstrzygaj każde pytanie według tego wydania zasad (np. ema2016 lub wrc2015 w riichi; na nieznane wydanie mjref odpowiada listą tych, które zestaw ma); w przeciwnym razie według wydania samego pytania
help-mjref-scenario = Wypisz wygenerowaną sytuację jako plik scenariusza (RON)
help-mjref-scenario--article = Artykuł, dla którego wygenerować sytuację, np. AM-DEAL-02
help-mjref-scenario--seed = Seed; ten sam seed daje tę samą sytuację na każdym komputerze
help-mjref-scenario--form = Jak zapisać scenariusz: `full` odtwarza grę od murów w stanie po zbudowaniu; `position` podaje stół tuż przed pierwszą sprawą do rozstrzygnięcia i zdarzenia od tego miejsca
help-mjref-scenario--form--full = Mury w stanie po zbudowaniu i każde zdarzenie od rozdania
help-mjref-scenario--form--position = Stół tuż przed pierwszą sprawą do rozstrzygnięcia i zdarzenia od tego miejsca
help-mjref-judge = Wczytaj plik scenariusza i wypisz rozstrzygnięcie, które wydaje silnik
help-mjref-judge--file = Plik scenariusza (RON), wygenerowany przez `mjref scenario` albo napisany ręcznie
help-mjref-judge--format = Jak wypisać rozstrzygnięcie: text do czytania albo json (jeden obiekt na sprawę) dla programu
help-mjref-articles = Wypisz artykuły zestawu zasad albo pokaż jeden z nich
help-mjref-articles-show = Wypisz jeden artykuł: streszczenie, źródła i przypadki
help-mjref-articles-show--id = Artykuł, np. AM-DEAL-04 (wielkość liter bez znaczenia)
help-mjref-facts = Wypisz fakty, których artykuły mogą używać w swoich przypadkach (dla autorów zestawów zasad)
help-mjref-mcr = Narzędzia do oficjalnych chińskich zasad (MCR), np. kalkulator fanów
help-mjref-mcr-fan = Policz fany zwycięskiej ręki (z --batch: każdej ręki z osobnego wiersza)
help-mjref-mcr-fan-after-help =
    Zapis ręki: cyfry, a po nich kolor – m znaki, s bambusy, p kółka (123m 55p); wiatry
    E S W N i smoki C F P (czerwony, zielony, biały); układy w nawiasach kwadratowych,
    po przecinku źródło ([123p,1] Chow, [999s,3] Pung, [8888p,1] wyłożony Kong,
    { "[" }SSSS] ukryty Kong). Ostatni kamień poza nawiasami to zwycięski kamień.

    Przykłady:
      mjref mcr fan "[123p,1]456p789p1sEEE1s"
      mjref mcr fan 1112345678999m5m --self-drawn --flowers 2
      mjref mcr fan --batch < hands.txt

    Z --batch każdy wiersz wejścia to ręka i opcjonalne klucze, np.
      { "[" }SSSS]123m456p789p1s1s self_drawn=1 last_tile=0 kong=0 wall_last=0 prevalent=E seat=S flowers=2
    a każdy wiersz wyjścia to suma, tabulator, a potem fany jako `name value` lub
    `name valuexcount`, rozdzielone przecinkami (z --ties inne odczytania ręki z tą samą
    sumą następują po ` | `); albo `error: …` dla wiersza, którego nie da się odczytać
    lub który nie jest wygraną. Puste wiersze i wiersze zaczynające się od # dają pusty
    wiersz.
help-mjref-mcr-fan--hand = Zwycięska ręka w powszechnie używanym zapisie (`123m456p789s EEE 55s`, układy w nawiasach) albo w kodach mjref (`1c 2c 3c 4d … [6b 6b 6b]`); ostatni kamień poza nawiasami to kamień, na którym ręka wygrała
help-mjref-mcr-fan--self_drawn = Zwycięski kamień dobrano z muru, a nie wzięto ze zrzutki
help-mjref-mcr-fan--last_tile = Zwycięski kamień jest ostatnim egzemplarzem swojego rodzaju (pozostałe trzy są widoczne)
help-mjref-mcr-fan--kong = Wygrana z udziałem Konga: na kamieniu uzupełniającym za Konga (własne dobranie) albo przez obrabowanie Konga (zgłoszenie)
help-mjref-mcr-fan--wall_last = Zwycięski kamień jest ostatnim kamieniem muru, dobranym lub wyrzuconym
help-mjref-mcr-fan--prevalent = Wiatr rundy: E, S, W lub N
help-mjref-mcr-fan--seat = Wiatr miejsca gracza: E, S, W lub N
help-mjref-mcr-fan--flowers = Liczba wyłożonych kwiatów i pór roku (1 fan za każdy, nie wliczają się do minimum 8 fanów)
help-mjref-mcr-fan--batch = Czytaj ze stdin po jednej ręce w wierszu i wypisuj po jednym wyniku w wierszu
help-mjref-mcr-fan--ties = Wypisz także inne odczytania ręki, które dają tę samą sumę (z --batch: po pierwszym, rozdzielone ` | `)
help-mjref-mcr-fan--two_concealed_kongs = Ile jest wart fan „Dwa ukryte Kongi”: 6 w chińskich przepisach, 8 na niektórych listach angielskich
help-mjref-mcr-fan--melded_and_concealed_kong = Jak liczy się wyłożony Kong razem z ukrytym Kongiem: osobno („Wyłożony Kong” + „Ukryty Kong”, jak w przepisach), 5 (jak w ChineseOfficialMahjongHelper) albo 6 („Dwa Kongi”)
help-mjref-riichi = Narzędzia do riichi, np. kalkulator wartości ręki
help-mjref-riichi-score = Oblicz wartość wygranej w riichi: yaku, han, fu, limit i płatność albo powód, dla którego to nie jest wygrana (z --batch: po jednej ręce w wierszu)
help-mjref-riichi-score-after-help =
    Zapis ręki: cyfry, a po nich kolor – m znaki, p kółka, s bambusy (123m 55p); czerwona
    piątka jako 0 (0p); kamienie honorowe od 1z do 7z (wiatry: wschodni, południowy,
    zachodni, północny; smoki: biały, zielony, czerwony). Zgłoszone układy w nawiasach
    kwadratowych ([123m] chii, [555z] pon, [5555p] otwarty kan), zamknięty kan w nawiasach
    okrągłych ((1111s)). Ostatni kamień zapisany poza nawiasami to zwycięski kamień.

    Przykłady:
      mjref riichi score 34m456p345678s66s2m --tsumo --riichi --seat S --dora 1m
      mjref riichi score "234m66p34567s8s [777z]" --seat W
      mjref riichi score --batch < hands.txt

    Bez przełączników ręka jest liczona według zasad EMA 2016; przełączniki opisane wyżej
    ustawiają to, co wybrały inne wydania zasad (WRC 2015: --kiriage --double-wind-fu 2),
    a --edition bierze wszystkie wybory jednego wydania naraz (--edition wrc2015).

    Z --batch każdy wiersz wejścia to ręka i opcjonalne klucze, np.
      34m456p345678s66s2m tsumo=1 riichi=1 ippatsu=0 seat=S round=E dora=1m ura=9p honba=1
    (a także double_riichi, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou,
    tile_not_kept_apart),
    a każdy wiersz wyjścia to `han fu payment | yaku han, …` (yakuman: `Yn 0`; płatność
    `R` przy ronie, `D all` przy tsumo Wschodu, `D/N` przy tsumo innego gracza) albo
    `no-win:` z tile-count, not-complete lub no-yaku, albo `error: …` dla wiersza, którego
    nie da się policzyć. Puste wiersze i wiersze zaczynające się od # dają pusty wiersz.
help-mjref-riichi-score--hand = Zwycięska ręka w zapisie, którego używają gracze riichi (`234m66p34567s8s [777z]`); ostatni kamień poza nawiasami to kamień, na którym ręka wygrała
help-mjref-riichi-score--tsumo = Wygrana z własnego dobrania – tsumo (bez tej opcji: ron, wygrana na zrzutce)
help-mjref-riichi-score--riichi = Zwycięzca zgłosił riichi
help-mjref-riichi-score--double_riichi = Zwycięzca zgłosił riichi przy swoim pierwszym wyrzuceniu (double riichi)
help-mjref-riichi-score--ippatsu = Wygrana w ciągu jednego okrążenia po riichi, bez żadnego zgłoszenia w międzyczasie
help-mjref-riichi-score--haitei = Wygrana przez tsumo na ostatnim kamieniu żywego muru
help-mjref-riichi-score--houtei = Wygrana na zrzutce wyrzuconej po dobraniu ostatniego kamienia żywego muru
help-mjref-riichi-score--rinshan = Wygrana na kamieniu uzupełniającym po kanie
help-mjref-riichi-score--chankan = Wygrana na kamieniu, którym inny gracz uzupełnia pona do kana (obrabowanie kana)
help-mjref-riichi-score--tenhou = Wschód wygrywa ręką, którą dostał w rozdaniu
help-mjref-riichi-score--chiihou = Gracz inny niż Wschód wygrywa przez tsumo przy swoim pierwszym dobraniu, bez żadnego wcześniejszego zgłoszenia
help-mjref-riichi-score--renhou = Gracz inny niż Wschód wygrywa na zrzutce jeszcze przed swoim pierwszym dobraniem, bez żadnego wcześniejszego zgłoszenia
help-mjref-riichi-score--tile_not_kept_apart = Dobrany zwycięski kamień nie został odłożony osobno: nie liczą się fu ani yaku zależne od oczekiwania (WRC 2015, pkt 5.6)
help-mjref-riichi-score--seat = Wiatr miejsca gracza: E, S, W lub N (rozdaje Wschód)
help-mjref-riichi-score--round = Wiatr rundy: E, S, W lub N
help-mjref-riichi-score--dora = Wskaźniki dora zapisane jako kamienie (3p7z): każdy wskazuje kamień następny po nim
help-mjref-riichi-score--ura = Wskaźniki ura dora, po riichi
help-mjref-riichi-score--honba = Liczniki honba na stole: przy ronie 300 punktów więcej, przy tsumo po 100 punktów więcej od każdego gracza
help-mjref-riichi-score--batch = Czytaj ze stdin po jednej ręce w wierszu i wypisuj po jednym wyniku w wierszu
help-mjref-riichi-score--edition = Licz punkty tak jak dane wydanie zasad riichi (ema2016, wrc2015): jego przełączniki zamiast podawania ich po kolei
help-mjref-riichi-score--kiriage = Zaokrąglaj 4 han 30 fu i 3 han 60 fu w górę do mangana
help-mjref-riichi-score--double_wind_fu = Ile fu daje para wiatru, który jest zarazem wiatrem miejsca gracza i wiatrem rundy
help-mjref-riichi-score--kazoe = Ile jest warte 13 han lub więcej: yakuman albo najwyżej sanbaiman
help-mjref-riichi-score--renhou_value = Ile jest warte renhou: nie jest yaku, daje 5 han doliczanych do pozostałych, mangan, do którego nic się nie dolicza, albo yakuman
help-mjref-riichi-score--no_open_tanyao = Tanyao liczy się tylko w zamkniętej ręce
help-mjref-riichi-score--red_fives = W komplecie są czerwone piątki, a każda z nich liczy się jako dora
help-mjref-riichi-score--stack_yakuman = Kilka yakumanów w jednej ręce sumuje się
help-mjref-riichi-score--double_yakuman = Licz podwójne formy (kokushi z oczekiwaniem na 13 kamieni, suuankou z oczekiwaniem na parę, chuuren poutou z oczekiwaniem na 9 kamieni, daisuushii) jako dwa yakumany
help-mjref-card = Narzędzia do karty amerykańskiej: sprawdź rękę według karty
help-mjref-card-check = Sprawdź, które ręce z karty kompletuje dana ręka (sekcja, wiersz, wartość, bez jokerów czy z nimi), a jeśli żadnej – pokaż najbliższe ręce i ile kamieni ją od nich dzieli
help-mjref-card-check-after-help =
    Ręka to jej ukryte kamienie, a po nich każde wyłożenie w nawiasach kwadratowych,
    od najstarszego, w zapisie dwuznakowym: 1b-9b bambusy, 1c-9c znaki, 1d-9d kółka,
    Ew Sw Ww Nw wiatry, Rd Gd Wd smoki, Fl kwiat, JK joker.

    Przykłady:
      mjref card check "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"
      mjref card check "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
      mjref card check "2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d" --card my-card.ron

    Kody wyjścia: 0 sprawdzono (ręka kompletna lub nie), 2 błędna ręka lub plik karty.
help-mjref-card-check--hand = Ręka, np. "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
help-mjref-card-check--nearest = Ile najbliższych rąk wypisać, gdy ręka nie kompletuje żadnej ręki z karty
help-mjref-card-show = Wypisz kartę: sekcje, wiersze, X/C i wartości
help-mjref-study = Ucz się w trenerze z powtórkami w odstępach: zaległe powtórki, nowe artykuły, twoje błędy albo wkuwanie
help-mjref-study--mode = Czego się uczyć
help-mjref-study--choice = Odpowiadaj przez wybór odpowiedzi (szybciej) zamiast budować rozstrzygnięcie po częściach
help-mjref-stats = Pokaż statystyki: skuteczność według zasad i artykułów, trend, czas na odpowiedź
help-mjref-stats--format = text do czytania albo json dla programu
help-mjref-export = Zapisz historię odpowiedzi
help-mjref-export--format = csv dla arkusza kalkulacyjnego albo json dla programu
help-mjref-export--output = Zapisz do PLIKU zamiast na standardowe wyjście
help-mjref-club = Quiz klubowy: utwórz kod, odpowiadaj na quiz klubu, przygotuj go do druku
help-mjref-club-new = Utwórz kod quizu dla zestawu zasad podanego w --ruleset
help-mjref-club-new--articles = Tylko artykuły, których id pasuje do wzorca: `*` dowolny ciąg znaków, `?` jeden znak, przecinki między wariantami (MIL-7*,MIL-8?)
help-mjref-club-new--count = Liczba pytań (od 1 do 100)
help-mjref-club-new--time = Limit czasu na pytanie w sekundach; 0 oznacza brak limitu
help-mjref-club-new--pass = Tryb egzaminu z tym progiem zaliczenia, w procentach pytań
help-mjref-club-new--edition = Wydanie zasad, według którego gra klub (domyślnie pierwsze wydanie zestawu zasad)
help-mjref-club-new--seed = Seed quizu (bez tej opcji losowy)
help-mjref-club-new--deck = Zadawaj własne przypadki klubu: katalog plików przypadków albo jeden plik z kilkoma przypadkami (zob. `quiz --deck`), po jednym pytaniu na przypadek, po kolei. Kod wskazuje talię, a członkowie, dołączając, podają ten sam plik
help-mjref-club-join = Odpowiadaj na quiz z kodu: w trenerze albo z --plain na stdin/stdout
help-mjref-club-join--code = Kod quizu rozdany przez organizatora, np. 0QMW-W5H9-0050-0007-X803
help-mjref-club-join--plain = Zwykły tekst na stdout, odpowiedzi (jedna liczba w wierszu) na stdin
help-mjref-club-join--name = Imię na karcie wyników (wlicza się do kodu kontrolnego)
help-mjref-club-join--deck = Talia, z której utworzono kod, jeśli kod powstał przez `club new --deck`
help-mjref-club-handout = Wypisz pytania i osobny klucz odpowiedzi, gotowe do druku
help-mjref-club-handout--code = Kod quizu do wydrukowania
help-mjref-club-handout--format = md (Markdown, do druku lub wklejenia) albo html (strona do wydrukowania z przeglądarki)
help-mjref-club-handout--output = Zapisz do PLIKU zamiast na standardowe wyjście
help-mjref-club-handout--deck = Talia, z której utworzono kod, jeśli kod powstał przez `club new --deck`
help-mjref-club-verify = Sprawdź odczytany wynik za pomocą jego kodu kontrolnego
help-mjref-club-verify--code = Kod quizu, w którym uzyskano wynik
help-mjref-club-verify--score = Liczba dobrych odpowiedzi
help-mjref-club-verify--check = Kod kontrolny z karty wyników
help-mjref-club-verify--name = Imię z karty wyników, jeśli je podano
help-mjref-club-verify--deck = Talia, z której utworzono kod, jeśli kod powstał przez `club new --deck`
help-mjref-club-verify--batch = Sprawdź wiele kart wyników: po jednej w wierszu na standardowym wejściu, „liczba kontrola imię”; każda dostaje werdykt, a kod wyjścia to 1, jeśli którąś źle odczytano
help-mjref-club-present = Pokaż quiz na projektorze: duży tekst, jedno pytanie naraz, odpowiedź po naciśnięciu klawisza
help-mjref-club-present--code = Kod quizu do pokazania
help-mjref-club-present--deck = Talia, z której utworzono kod, jeśli kod powstał przez `club new --deck`
help-mjref-deck = Własne przypadki klubu: sprawdź, czy każdy jest rozstrzygany tak, jak oczekuje jego plik
help-mjref-deck-check = Rozstrzygnij każdy przypadek talii i podaj dla każdego znalezione rozstrzygnięcie oraz to, czy jest tym, którego oczekuje plik (`JudgedCase(expect: …, scenario: …)`). Kończy się kodem 2, gdy przypadku nie udało się odczytać lub rozstrzygnąć albo gdy rozstrzygnięcie jest inne niż oczekiwane
help-mjref-deck-check--path = Katalog plików scenariuszy (*.ron) albo jeden plik z jednym przypadkiem lub ich listą

## The command line refused: $arg is the option as written (--count <N>), $value what was
## given, $valid the values it takes, $suggested a near one ($near: some or none).
cli-error-value-missing = po { $arg } brakuje wartości
cli-error-invalid-value = { $value } nie jest wartością, którą przyjmuje { $arg }; możliwe wartości: { $valid }
cli-error-value-validation = { $value } nie jest wartością, którą przyjmuje { $arg }: { $reason }
cli-error-unknown-argument = { $near ->
    [none] nie ma opcji { $arg }
   *[some] nie ma opcji { $arg }; czy chodziło o { $suggested }?
}
cli-error-unknown-command = { $near ->
    [none] nie ma polecenia { $command }
   *[some] nie ma polecenia { $command }; czy chodziło o { $suggested }?
}
cli-error-missing-argument = trzeba podać { $arg }
cli-error-missing-command = to polecenie wymaga jednego ze swoich poleceń: { $commands }
cli-error-conflict = { $arg } nie można podać razem z { $prior }
cli-error-values = { $arg } przyjmuje inną liczbę wartości
cli-error-no-equals = { $arg } przyjmuje wartość po znaku równości
cli-error-more = Aby sprawdzić, co przyjmuje polecenie, dodaj --help.

## Errors a player meets: an option, a file named, a code, a profile, the terminal.
## (A file a person wrote, such as a scenario or a ruleset, is refused at its line and
## column in the words of its format: docs/scenario-format.md, docs/card-format.md.)
err-unknown-ruleset = nieznany zestaw zasad „{ $id }”; wbudowane zestawy zasad: { $known }
err-cannot-read = { $path }: nie można odczytać: { $error }
err-cannot-write = { $path }: nie można zapisać: { $error }
err-no-card = --card: w zestawie zasad { $ruleset } gra się bez karty; użyj --ruleset american
err-unknown-article = nieznany artykuł „{ $id }” w zasadach { $ruleset }: listę artykułów wypisze `mjref articles`
err-unknown-article-near = nieznany artykuł „{ $id }” w zasadach { $ruleset }: czy chodziło o { $near }?
err-no-terminal = trener mjref potrzebuje terminala (wejście lub wyjście nie jest terminalem); spróbuj `mjref quiz --plain`
err-dumb-terminal = TERM=dumb: ten terminal nie potrafi narysować trenera; spróbuj `mjref quiz --plain`
err-bad-profile = nazwa profilu „{ $name }” jest niedozwolona: użyj liter, cyfr, - i _ (najwyżej 40 znaków)
err-no-data-dir = nie udało się znaleźć katalogu danych dla tego użytkownika; podaj go w --data-dir lub { $var }
err-newer-progress = { $path }: plik zapisała nowsza wersja mjref (schemat pliku { $found }, ta wersja odczytuje { $reads }); plik pozostaje bez zmian: zaktualizuj mjref albo użyj innego --profile
err-progress-stuck = { $path }: nie można odczytać pliku ({ $error }) ani odłożyć go na bok ({ $aside })
err-cannot-open-progress = { $path }: nie można otworzyć: { $error }
err-cannot-save = { $path }: nie można zapisać: { $error }
err-not-a-file = { $path }: to nie jest plik (w jego miejscu jest potok, urządzenie lub katalog); przenieś to w inne miejsce albo użyj innego --profile
err-club-unknown-edition = zestaw zasad { $ruleset } nie ma wydania „{ $edition }”; dostępne wydania: { $known }
err-club-no-articles = w zasadach { $ruleset } żaden artykuł nie pasuje do „{ $pattern }”
err-club-count = quiz klubowy ma od 1 do { $most } pytań, nie { $count }
err-club-pass = próg zaliczenia to procent od 1 do 100, nie { $pass }
err-club-unknown-ruleset = ten kod dotyczy zestawu zasad, którego tu nie ma (ani wbudowanego, ani w --rules-dir); organizator powie, o który chodzi
err-club-ruleset-differs = ten kod utworzono przy innych zasadach { $ruleset } (inna wersja mjref lub zasad domowych): poproś organizatora o tę samą wersję
err-club-deck-needed = ten kod zadaje pytania z własnej talii przypadków klubu: podaj plik talii, z której go utworzono, w opcji --deck ŚCIEŻKA (ma go organizator)
err-club-other-deck = to nie jest talia, z której utworzono kod (któryś przypadek się różni albo przypadki są w innej kolejności): poproś organizatora o plik talii tego kodu
err-club-not-a-deck = ten kod zadaje wygenerowane pytania, a nie przypadki z talii: pomiń --deck
err-club-edition-gone = ten kod wskazuje wydanie, którego zestaw zasad { $ruleset } nie ma
err-club-articles-and-deck = --articles wybiera spośród wygenerowanych pytań, a talia zadaje własne przypadki: pomiń jedną z tych opcji
err-code-character = „{ $char }” nie jest literą ani cyfrą kodu quizu klubowego
err-code-too-short = ten kod quizu klubowego jest za krótki: brakuje w nim znaków (porównaj go z kodem od organizatora)
err-code-format = ten kod quizu klubowego utworzyła inna wersja mjref (format kodu { $found }; ta wersja odczytuje format { $reads }): poproś organizatora o kod z tej samej wersji albo zaktualizuj mjref
err-code-checksum = ten kod quizu klubowego jest źle przepisany: jego suma kontrolna się nie zgadza
err-code-pattern = filtr artykułów ma więcej niż { $most } znaków albo nie jest zwykłym tekstem ASCII
err-replay-not-a-code = „{ $code }” nie jest pełnym kodem pytania: skopiuj go w całości, tak jak pokazał go trener
err-replay-other-format = ten kod pytania utworzyła inna wersja mjref; jej pytania nie są takie same
err-replay-mistyped = w „{ $code }” jest błędny znak: skopiuj kod pytania jeszcze raz, tak jak pokazał go trener
err-now = { $var }="{ $value }" to nie jest chwila, którą mjref umie odczytać: zapisz ją jako 2027-03-01, 2027-03-01T18:30 (UTC) albo 2027-03-01T18:30:00+01:00
err-replay-no-article = żaden artykuł tego zestawu zasad nie utworzył tego kodu pytania: podaj --ruleset (i --rules-dir), z którym go utworzono
err-judge-several-cases = { $path }: zawiera { $count ->
    [one] 1 przypadek
    [few] { $count } przypadki
    [many] { $count } przypadków
   *[other] { $count } przypadku
}; rozstrzygnij je poleceniem `mjref deck check { $path }`
err-deck-no-files = { $path }: w tym katalogu nie ma plików scenariuszy (*.ron)
err-deck-empty = { $path }: talia nie zawiera żadnego przypadku
err-deck-mixed = { $place }: ten przypadek jest na zasadach „{ $case }”, a talia na „{ $deck }”: talia zawiera przypadki jednego zestawu zasad
err-deck-needs-path = quiz --deck wymaga katalogu lub pliku

## A scenario that cannot be played or judged ($event counts the events from 1).
err-nothing-irregular = w zapisie zdarzeń nie ma żadnej nieprawidłowości: nie ma czego rozstrzygać
err-no-article-judges = zasady nie mają artykułu, który rozstrzyga tę nieprawidłowość: { $what }
err-no-case-applies = żaden przypadek artykułu { $article } nie pasuje do tych faktów; artykuł musi się kończyć przypadkiem bez warunków
err-scenario-ruleset = scenariusz jest napisany dla zasad „{ $found }”, a wczytano zasady „{ $expected }”
err-scenario-edition = zestaw zasad { $ruleset } nie ma wydania „{ $found }”; dostępne wydania: { $known }
err-scenario-format = ta wersja mjref nie rozumie formatu { $found } (odczytuje formaty { $walls } i { $position })
err-scenario-start = scenariusz podaje albo mury (`walls: …`, format { $walls }), albo stan stołu (`position: Position(…)`, format { $position }); ten { $given ->
    [both] podaje jedno i drugie
   *[neither] nie podaje żadnego z nich
}
err-table-total = mury zawierają { $found ->
    [one] 1 kamień
    [few] { $found } kamienie
    [many] { $found } kamieni
   *[other] { $found } kamienia
}, a komplet kamieni liczy { $expected }
err-table-kind = mury zawierają { $found ->
    [one] 1 kamień
    [few] { $found } kamienie
    [many] { $found } kamieni
   *[other] { $found } kamienia
} { $tile }, a komplet kamieni ma ich { $expected }
err-table-off = zdarzenie { $event }: miejsce { $place } leży poza murem (każdy mur ma { $stacks ->
    [one] 1 słupek
    [few] { $stacks } słupki
    [many] { $stacks } słupków
   *[other] { $stacks } słupka
})
err-table-empty = zdarzenie { $event }: na miejscu { $place } nie ma już kamienia
err-table-not-broken = zdarzenie { $event }: kamienie są brane z muru przed jego przełamaniem
err-table-broken-twice = zdarzenie { $event }: mur zostaje przełamany po raz drugi
err-table-not-in-rack = zdarzenie { $event }: { $seat } nie ma kamienia { $tile } do wyrzucenia
err-table-self-call = zdarzenie { $event }: gracz nie może zgłosić, że jego własna ręka jest martwa
err-table-break-outside = zdarzenie { $event }: mur zostaje przełamany po { $after ->
    [one] 1 słupku
    [few] { $after } słupkach
    [many] { $after } słupkach
   *[other] { $after } słupka
}, a ma ich tylko { $stacks }
err-table-nothing-back = zdarzenie { $event }: w tym ruchu { $seat } nie dobiera żadnego kamienia, który można by odłożyć z powrotem do muru
err-table-nothing-drawn = zdarzenie { $event }: { $seat } nie ma właśnie dobranego kamienia, który mógłby włożyć między pozostałe kamienie ręki
err-table-spot-taken = zdarzenie { $event }: miejsce { $place } nie jest puste, nie można tam odłożyć kamienia
err-table-no-discard = zdarzenie { $event }: nie ma zrzutki, { $what ->
    [back] którą można by wziąć z powrotem
    [hand] którą można by wziąć do ręki
    [set] którą można by dołożyć do układu
    [claim] dla której można by wyłożyć zgłoszony układ
   *[exchange] której można by użyć do wymiany jokera
}
err-table-no-called-tile-left = zdarzenie { $event }: { $seat } nie ma wyłożonego układu bez zgłoszonego kamienia; CalledTileTaken następuje po ExposedWithoutDiscard
err-table-no-walls-for-redeal = zdarzenie { $event }: rozdanie jest powtarzane, ale scenariusz nie podaje murów dla { $deal }. rozdania; dopisz je do `redeals: [...]`, po jednym `Laid(...)` albo `Shuffled(seed)` na każde Redealt
err-table-no-claimed-set = zdarzenie { $event }: { $seat } nie ma układu wyłożonego w wyniku tego zgłoszenia, który można by wycofać
err-table-no-such-set = zdarzenie { $event }: { $seat } nie ma układu numer { $set } z kamieniem { $tile }
err-table-no-joker = zdarzenie { $event }: { $seat } nie ma jokera w układzie numer { $set }
err-table-no-set-to-return = zdarzenie { $event }: { $seat } nie ma układu numer { $set } do zabrania z powrotem
err-table-no-dispute = zdarzenie { $event }: { $by } nie ma wobec { $against-gen } spornego zgłoszenia martwej ręki do rozliczenia; DisputeSettled pisze się po DeadCalled i DeadCallAnswered(conceded: false), tylko raz
err-table-die = zdarzenie { $event }: na kości może wypaść od 1 do 6, nie { $face }
err-table-pass-to-self = zdarzenie { $event }: { $seat } przekazuje kamienie { $seat-dat }: przekazanie trafia zawsze do innego gracza

## A file that does not read as RON: what the reader found where the error points.
err-ron-eof = plik kończy się za wcześnie: coś nie jest zamknięte (nawias lub cudzysłów)
err-ron-comma = tu brakuje przecinka
err-ron-list = tu powinna być lista w nawiasach kwadratowych [ … ]
err-ron-list-end = lista nie jest tu zamknięta: brakuje przecinka lub ]
err-ron-map = tu powinna być mapa w nawiasach klamrowych { "{" } … { "}" }
err-ron-colon = brakuje dwukropka między nazwą a jej wartością
err-ron-map-end = mapa nie jest tu zamknięta: brakuje przecinka lub { "}" }
err-ron-struct = tu powinna być wartość w nawiasach okrągłych ( … )
err-ron-struct-end = nawiasy nie są tu zamknięte: brakuje przecinka lub )
err-ron-string = tu powinien być tekst w podwójnym cudzysłowie " … "
err-ron-string-end = tekst w cudzysłowie nie jest zamknięty
err-ron-number = tu powinna być liczba
err-ron-boolean = tu powinno być true lub false
err-ron-name = tu powinna być nazwa
err-ron-option = tu powinno być Some( … ) lub None
err-ron-out-of-bounds = ta liczba jest za duża lub za mała dla swojego pola
err-ron-trailing = za wartością, na której powinien się kończyć plik, jest jeszcze coś: usuń to albo zamknij wartość dopiero dalej
err-ron-char = znak { $char } nie powinien się tu pojawić
err-ron-comment = komentarz nie jest zamknięty
err-ron-utf8 = ten bajt nie jest tekstem UTF-8: zapisz plik w kodowaniu UTF-8
err-ron-variant = { $found } nie jest żadną z wartości dozwolonych w tym miejscu: { $expected }
err-ron-field = nie ma tu pola { $found }; dostępne pola: { $expected }
err-ron-missing = brakuje pola { $field }
err-ron-duplicate = pole { $field } podano dwa razy
err-ron-struct-name = tu powinno być { $expected }( … ), nie { $found }

## A position that does not add up ($tile a tile code; $hands, $discards, $wall how many
## of it were counted where; $walled: yes where the wall was written tile by tile).
err-pos-counted = { $tile }: w rękach i wyłożonych układach { $hands }{ $discards ->
    [0] {""}
   *[other] , w zrzutkach { $discards }
}{ $walled ->
    [yes] , w murze { $wall }
   *[no] {""}
}
err-pos-not-in-set = { err-pos-counted }; komplet kamieni tych zasad nie ma jednak żadnego kamienia { $tile }
err-pos-too-many = { err-pos-counted }: kamieni { $tile } jest o { $extra } za dużo (komplet ma ich { $allowed })
err-pos-missing = { err-pos-counted }: brakuje { $missing ->
    [one] 1 kamienia
   *[other] { $missing } kamieni
} { $tile } (komplet ma ich { $allowed })
err-pos-wall-length = mur wymienia { $listed ->
    [one] 1 kamień
    [few] { $listed } kamienie
    [many] { $listed } kamieni
   *[other] { $listed } kamienia
}, a po policzeniu rąk, układów i zrzutek zostaje ich { $left } (razem jest ich { $total })
err-pos-built-broken = mury są zapisane tak, jak je zbudowano, więc nic jeszcze nie rozdano i mur nie jest przełamany: usuń `broken` albo zapisz mur jako `InOrder(…)` lub `Rest(seed)`
err-pos-built-held = mury są zapisane tak, jak je zbudowano, więc nikt jeszcze nie trzyma żadnego kamienia: zapisz mur jako `InOrder(…)` lub `Rest(seed)` i podaj, gdzie go przełamano
err-pos-no-break = podaj, gdzie przełamano mur: `broken: (wall: East, after: 7)`
err-pos-drawn = ruch ma { $seat } i według zapisu właśnie dobiera { $tile }, ale w ukrytej ręce nie ma takiego kamienia
err-pos-drawn-not-held = według zapisu { $seat } właśnie dobiera { $tile }, ale nie ma takiego kamienia
err-pos-wall-count = w murze { $found ->
    [one] jest 1 kamień
    [few] są { $found } kamienie
    [many] jest { $found } kamieni
   *[other] jest { $found } kamienia
}, a po policzeniu rąk, układów i zrzutek powinno zostać { $expected }
err-pos-loose = kamieni uzupełniających dobrano { $loose }, a w murze { $places ->
    [one] jest tylko 1 miejsce, z którego mogą pochodzić
    [few] są tylko { $places } miejsca, z których mogą pochodzić
   *[other] jest tylko { $places } miejsc, z których mogą pochodzić
}
err-pos-claimed-nowhere = kamień { $tile } wyrzucony przez { $by-acc } jest oznaczony jako zgłoszony przez { $claimer-acc }, ale żaden układ { $claimer-gen } nie zawiera kamienia { $tile }, który nie byłby już zgłoszony
err-pos-break-outside = mur jest przełamany po { $after }. słupku, a mur ma tylko { $stacks ->
    [one] 1 słupek
    [few] { $stacks } słupki
    [many] { $stacks } słupków
   *[other] { $stacks } słupka
}

# The placeholders of a usage line: options, a command that may be left out, one that may not.
help-usage-options = [OPCJE]
help-usage-command-optional = [POLECENIE]
help-usage-command = <POLECENIE>

# The placeholder of an option's value in help and usage (`--count <COUNT>`).
help-value-check = KONTROLA
help-value-code = KOD
help-value-columns = KOLUMNY
help-value-count = LICZBA
help-value-dir = KATALOG
help-value-file = PLIK
help-value-format = FORMAT
help-value-id = ID
help-value-lang = JĘZYK
help-value-n = N
help-value-name = NAZWA
help-value-path = ŚCIEŻKA
help-value-pattern = WZORZEC
help-value-percent = PROCENT
help-value-score = WYNIK
help-value-seconds = SEKUNDY
help-value-seed = SEED
help-value-tiles = KAMIENIE
help-value-wind = WIATR
help-value-hand = RĘKA
help-value-mode = TRYB
help-value-fan = FAN
help-value-scoring = LICZENIE
help-value-fu = FU
help-value-limit = LIMIT
help-value-value = WARTOŚĆ
