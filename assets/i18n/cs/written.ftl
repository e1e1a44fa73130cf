# Co je špatně v něčem, co napsal člověk: v domácích pravidlech a jejich textech, v souboru
# karty, v kameni, zdi nebo zahozeném kameni ve scénáři, v ruce zadané pro `mcr fan` nebo
# `card check`. Názvy v obrácených apostrofech (`win_check`, `numbers`, `Like`, `OR`) jsou
# slova formátů souborů (docs/scenario-format.md, docs/card-format.md): ve všech jazycích
# zůstávají beze změny.

## Pravidla (rulesets/<id>/ruleset.ron a jejich články).
err-ruleset-no-edition = pravidla potřebují aspoň jedno vydání; výchozí je první z nich
err-ruleset-edition-twice = vydání „{ $id }“ je uvedeno dvakrát; dejte každému vydání vlastní označení
err-ruleset-unaskable = { $place }: článek { $article } nelze s těmito pravidly položit jako otázku ({ $reason }); některé nastavení v ruleset.ron (dead_wall, win_check, kong_counts_three, claim_window_seconds) mu asi nevyhovuje
# $set: název soupravy kamenů v souboru (American, Chinese…).
err-ruleset-stacks = když má každá zeď { $stacks ->
    [one] 1 sloupek
    [few] { $stacks } sloupky
    [many] { $stacks } sloupku
   *[other] { $stacks } sloupků
}, je to { $tiles ->
    [one] 1 kámen
    [few] { $tiles } kameny
    [many] { $tiles } kamene
   *[other] { $tiles } kamenů
}, ale souprava { $set } jich má { $total }
err-ruleset-dead-wall = oblast kongů (`dead_wall`) nemůže mít { $dead ->
    [one] 1 kámen
    [few] { $dead } kameny
    [many] { $dead } kamene
   *[other] { $dead } kamenů
}: musí se skládat z celých sloupků (sudý počet) a mít nejvýš { $most } z { $total } kamenů soupravy, aby v živé zdi zbylo, co potřebuje příběh každého článku
err-ruleset-dora-indicator = ukazatel dory (`dora_indicator`) je na místě { $place } oblasti kongů, která má jen { $dead } { $dead ->
    [one] kámen
    [few] kameny
   *[other] kamenů
} (místa 0 až o jedno méně): zadejte místo uvnitř ní, nebo oblasti kongů dejte víc kamenů
err-ruleset-dice = { $dice ->
    [one] 1 kostka
    [few] { $dice } kostky
    [many] { $dice } kostky
   *[other] { $dice } kostek
}: hází se jednou, dvěma nebo třemi kostkami
err-ruleset-win-check-american = win_check { $check } neumí posoudit ruce hrané s americkou soupravou (žolíky, květiny v rukou): americká hra se kontroluje podle své karty, `win_check: AmericanCard`
err-ruleset-card-needs-american = win_check AmericanCard potřebuje americkou soupravu (`tiles: American`), ne { $set }: použijte Standard nebo McrFan
err-ruleset-folder = pravidla mají id „{ $id }“, ale jejich složka se jmenuje { $folder }/: jedno z nich přejmenujte, aby se shodovaly
err-ruleset-article-twice = článek { $article } je definovaný dvakrát
# $irregularity: její název v souborech (WrongWall, TileExposedInDeal…).
err-ruleset-judged-twice = články { $other } a { $article } oba rozhodují o nesrovnalosti { $irregularity }; o každé nesrovnalosti má rozhodovat právě jeden článek
err-ruleset-no-cases = článek { $article } nemá žádné případy
err-ruleset-no-source = článek { $article } neuvádí žádný zdroj; každý článek potřebuje aspoň jeden
err-ruleset-unknown-work = { $article } cituje dílo „{ $work }“, které pravidla v seznamu `works` neuvádějí: doplňte ho tam, nebo opravte id (uvedená díla: { $works })
err-ruleset-unknown-fact = neznámá skutečnost „{ $fact }“ v případu { $case } článku { $article }; známé skutečnosti: { $known }
# $why: jedna ze zpráv err-fact-….
err-ruleset-fact-value = { $why } (případ { $case } článku { $article })
err-ruleset-contradiction = případ { $case } článku { $article } chce, aby skutečnost „{ $fact }“ zároveň platila i neplatila, takže se nikdy neuplatní
err-ruleset-case-twice = případ { $case } je v článku { $article } dvakrát
err-ruleset-shadowed = na případ { $case } článku { $article } nikdy nedojde: případ { $earlier } stojí před ním a platí vždy, když by platil on; konkrétnější případ dejte dopředu
err-fact-no-value = skutečnost „{ $fact }“ se píše bez hodnoty v závorkách
err-fact-needs-value = skutečnost „{ $fact }“ potřebuje hodnotu v závorkách, například { $example }
err-fact-number = hodnotou skutečnosti „{ $fact }“ je celé číslo, například { $example }; „{ $value }“ celé číslo není
err-fact-edition = skutečnost „{ $fact }“ uvádí vydání „{ $edition }“, které tato pravidla nemají; mají vydání: { $editions }

## Texty pravidel nebo karty v jiném jazyce (texts.<lang>.ron, practice.<lang>.ron).
err-texts-lang = tyto texty uvádějí jazyk „{ $said }“, ale soubor je pro „{ $lang }“: opravte `lang`, nebo soubor přejmenujte na texts.{ $said }.ron
err-texts-article = pravidla { $ruleset } nemají článek { $article }: opravte id, nebo jeho texty odstraňte
err-texts-edition = pravidla { $ruleset } nemají vydání „{ $edition }“ (mají { $editions })
err-texts-work = pravidla { $ruleset } necitují žádné dílo „{ $work }“ (citují { $works })
err-texts-sources = článek { $article } cituje zdrojů: { $cited }, jeho texty však uvádějí míst v nich: { $given }; uveďte jedno ke každému zdroji, v pořadí článku
err-card-texts-section = karta { $card } nemá oddíl „{ $section }“
err-card-texts-note = žádný řádek karty { $card } nemá poznámku „{ $note }“

## Soubor karty (docs/card-format.md).
err-card-no-sections = karta nemá žádné oddíly
err-card-section-twice = oddíl „{ $section }“ je na kartě dvakrát
err-card-no-lines = oddíl „{ $section }“ nemá žádné řádky
# $what: jedna ze zpráv níže, o tomto řádku.
err-card-line = oddíl „{ $section }“, řádek { $line }: { $what }
err-card-value = hodnota { $value } není v rozsahu { $low } až { $high }
# $why: err-card-naturals, err-card-jokers nebo err-card-no-reading.
err-card-impossible = `{ $hand }` nelze složit z jedné americké soupravy: { $why }
err-card-naturals = potřebuje { $needs ->
    [one] 1 pravý kámen
    [few] { $needs } pravé kameny
    [many] { $needs } pravého kamene
   *[other] { $needs } pravých kamenů
} { $tile } mimo skupiny o třech a více kamenech, ale souprava jich má { $has }
err-card-jokers = potřebuje { $needs ->
    [one] 1 žolíka
    [few] { $needs } žolíky
    [many] { $needs } žolíka
   *[other] { $needs } žolíků
}, ale souprava jich má { $has }
err-card-no-reading = nevyjde při žádné volbě barev a čísel
err-card-or = `OR` musí stát mezi dvěma rukama
err-card-no-hand = na řádku není žádná ruka
err-card-hand-size = tato ruka má { $tiles ->
    [one] 1 kámen
    [few] { $tiles } kameny
    [many] { $tiles } kamene
   *[other] { $tiles } kamenů
}; ruka z karty jich má { $needed }
err-card-bare-colour = `{ $word }` je písmeno barvy, před kterým nejsou žádné kameny
err-card-no-colour = za `{ $word }` chybí písmeno barvy (g, r nebo b podle barvy tisku na kartě)
err-card-colourless = `{ $word }` neobsahuje žádné kameny v barvě (květiny, větry a 0 barvu nemají), takže písmeno barvy mít nemůže
err-card-symbol = `{ $char }` není znak karty: použijte 1–9, 0 (bílý drak jako nula), F, D, N, E, W, S a za nimi písmeno barvy g, r nebo b
err-card-group-size = skupina má nejvýš { $most ->
    [one] 1 kámen
    [few] { $most } kameny
    [many] { $most } kamene
   *[other] { $most } kamenů
} (šestice), tato jich má { $run }
# $numbers: nastavení `numbers` řádku, jak je zapsané (Like, Run, OddRun…).
err-card-nothing-varies = numbers: { $numbers }, ale na tomto řádku se žádné číslo nemůže měnit (čísla ve skupině s 0, například v letopočtu, zůstávají, jak jsou vytištěná)
# $want: odd (lichá) nebo even (sudá).
err-card-parity = numbers: { $numbers } vyžaduje { $want ->
    [odd] lichá
   *[even] sudá
} čísla, ale tady je vytištěno { $printed }
err-card-like = numbers: { $numbers } bere jediné vytištěné číslo jako vzor čísla, které je ve všech skupinách stejné, ale na tomto řádku je { $low } i { $printed }
err-card-run = numbers: { $numbers } vyžaduje, aby vytištěná čísla tvořila řadu stoupající po { $step }, ale po { $before } následuje { $next }

## Kámen, místo ve zdi, řada zdi nebo zahozený kámen ve scénáři.
err-tile = `{ $text }` není kámen: kámen se píše dvěma znaky, například 5d, 1b, 9c, Ew, Rd, Fl, F1, S1 nebo JK
err-tile-written = `{ $text }` není kámen: pište kámen v uvozovkách jako ve zdech ("5b", "Ew", "JK"), nebo jako Number(Bams, 5)
err-wall-pos = `{ $text }` není místo ve zdi: zapište písmeno hráče, jehož je zeď, číslo sloupku od 1 a t nebo b, například E7t nebo N12b
# $wall: místo hráče (v pádech jako v ostatních zprávách); $layer: top (horní) nebo bottom (dolní).
err-wall-layer = { $layer ->
    [top] horní
   *[bottom] dolní
} vrstva zdi { $wall-gen } má { $found ->
    [one] 1 kámen
    [few] { $found } kameny
    [many] { $found } kamene
   *[other] { $found } kamenů
}, ale každá zeď má { $stacks ->
    [one] 1 sloupek
    [few] { $stacks } sloupky
    [many] { $stacks } sloupku
   *[other] { $stacks } sloupků
}
err-pos-empty-set = sada bez kamenů
# $text: zahozený kámen, jak je zapsaný; $word: slovo, kterému není rozumět.
err-discard-short = `{ $text }`: je třeba uvést hráče a kámen; zahozený kámen zapište jako "S 4c", "S 4c claimed by W" nebo "S 4c dead" (písmeno hráče, kámen)
err-discard-seat = `{ $text }`: `{ $word }` neoznačuje hráče; zahozený kámen zapište jako "S 4c", "S 4c claimed by W" nebo "S 4c dead" (písmeno hráče, kámen)
err-discard-tile = `{ $text }`: `{ $word }` není kámen; zahozený kámen zapište jako "S 4c", "S 4c claimed by W" nebo "S 4c dead" (písmeno hráče, kámen)
err-discard-end = `{ $text }`: konci zápisu není rozumět; zahozený kámen zapište jako "S 4c", "S 4c claimed by W" nebo "S 4c dead" (písmeno hráče, kámen)

## Ruka zadaná pro `mjref mcr fan` (sloupce se počítají po znacích od 1).
err-mcr-empty = prázdná ruka
err-mcr-char = sloupec { $column }: nečekaný znak `{ $char }`; kameny se píšou číslicemi s m, s nebo p a písmeny E S W N C F P
err-mcr-no-suit = sloupec { $column }: za číslicemi chybí písmeno barvy (m, s, p)
err-mcr-honour-number = sloupec { $column }: čestné kameny psané s písmenem z mají čísla od 1 do 7 (ESWNCFP)
err-mcr-unclosed = sloupec { $column }: závorka `[` není uzavřená
err-mcr-nested = sloupec { $column }: `[` uvnitř vyložené sady
err-mcr-stray-close = sloupec { $column }: `]` bez otevírací `[`
err-mcr-meld-size = sloupec { $column }: vyložená sada má 3 nebo 4 kameny, tato jich má { $count }
err-mcr-not-a-set = sloupec { $column }: tyto kameny netvoří čou, pong ani kong
# $kind: chow (čou), pung (pong) nebo kong.
err-mcr-source = sloupec { $column }: číslice `{ $digit }` za čárkou (odkud kámen přišel) se { $kind ->
    [chow] k čou
    [pung] k pongu
   *[kong] ke kongu
} nehodí: u čou a pongu je 1–3, u vyloženého kongu 1–3 nebo 5–7
err-mcr-no-winning-tile = chybí vítězný kámen: je jím poslední kámen mimo závorky
err-mcr-tile-count = mimo závorky { $found ->
    [one] je 1 kámen
    [few] jsou { $found } kameny
    [many] je { $found } kamene
   *[other] je { $found } kamenů
}, ale vítězná ruka { $melds ->
    [0] bez vyložených sad
    [one] při 1 vyložené sadě
    [few] při { $melds } vyložených sadách
    [many] při { $melds } vyložené sady
   *[other] při { $melds } vyložených sadách
} jich má mít { $needed }; poslední z nich je vítězný kámen
err-mcr-too-many-melds = ruka má nejvýš 4 vyložené sady, tato jich má { $found }
err-mcr-concealed-count = ruka { $melds ->
    [0] bez vyložených sad
    [one] při 1 vyložené sadě
    [few] při { $melds } vyložených sadách
    [many] při { $melds } vyložené sady
   *[other] při { $melds } vyložených sadách
} má mít před vítězným kamenem { $needed ->
    [one] 1 skrytý kámen
    [few] { $needed } skryté kameny
    [many] { $needed } skrytého kamene
   *[other] { $needed } skrytých kamenů
}, tato jich má { $found }
err-mcr-copies = { $tile } je tu { $count }×; souprava má od každého kamene jen 4
err-mcr-chow = čou musí být tři po sobě jdoucí kameny jedné barvy začínající číslem 1 až 7: { $tile }
err-mcr-concealed-set = skrytý může být jen kong; skrytý čou nebo pong se píše jako kameny mimo závorky
err-mcr-not-playing = { $tile }: není hrací kámen (prémiové kameny se počítají jako květiny, žolíky se nepoužívají)
err-mcr-not-a-win = není to vítězná ruka: kameny netvoří čtyři sady a pár, sedm párů, třináct sirotků ani ruku z pletených kamenů

## Ruka zadaná pro `mjref riichi score` (sloupce se počítají po znacích od 1).
err-riichi-empty = prázdná ruka
err-riichi-char = sloupec { $column }: nečekaný znak `{ $char }`; kameny se píšou číslicemi s m, p, s nebo z
err-riichi-no-suit = sloupec { $column }: za číslicemi chybí písmeno barvy (m, p, s, z)
err-riichi-honour-number = sloupec { $column }: čestné kameny jsou 1z až 7z (východní, jižní, západní a severní vítr, bílý, zelený a červený drak)
err-riichi-unclosed = sloupec { $column }: závorka této sady se nikde neuzavírá
err-riichi-stray-close = sloupec { $column }: zavírací závorka bez otevírací
err-riichi-not-a-set = sloupec { $column }: tyto kameny netvoří chii, pon ani kan (skrytý kan v kulatých závorkách má čtyři kameny)
err-riichi-no-winning-tile = chybí vítězný kámen: je jím poslední skrytý kámen
err-riichi-too-many-tiles = víc skrytých kamenů, než může mít jakákoli ruka
err-riichi-too-many-melds = ruka má nejvýš 4 vyložené sady, tato jich má { $found }
err-riichi-too-many-copies = { $tile } je tu { $count }×; souprava má od každého kamene jen 4
err-riichi-bad-run = chii musí být tři po sobě jdoucí kameny jedné barvy začínající číslem 1 až 7: { $tile }
err-riichi-red-not-five = víc červených pětek, než má ruka pětek
err-riichi-riichi-open = riichi se ohlašuje jen se zavřenou rukou
err-riichi-ippatsu-alone = ippatsu vyžaduje riichi
# $flag: příznak výhry, jak se píše (houtei, chankan, renhou, haitei, rinshan, tenhou, chiihou).
err-riichi-wrong-way = { $flag } nejde dohromady s { $flag ->
    [houtei] výhrou vlastním dobráním
    [chankan] výhrou vlastním dobráním
    [renhou] výhrou vlastním dobráním
   *[other] výhrou na zahozený kámen
}
err-riichi-rinshan-no-kan = rinshan vyžaduje v ruce kan
err-riichi-wrong-seat = { $flag } nepřísluší { $flag ->
    [tenhou] jinému hráči než Východu
   *[other] Východu
}
err-riichi-first-turn-call = { $flag } není možné, když už někdo nárokoval kámen
err-riichi-ura-alone = ura dora se počítá jen po riichi
err-riichi-indicator = indikátor dory není kámen
err-riichi-no-red-fives = tato pravidla červené pětky nepoužívají
err-riichi-tile-count = ruka má { $found ->
    [one] 1 kámen
    [few] { $found } kameny
    [many] { $found } kamene
   *[other] { $found } kamenů
}; se svými sadami jich potřebuje { $needed }
err-riichi-not-complete = kameny netvoří vítěznou ruku (čtyři sady a pár, sedm párů, třináct sirotků)
err-riichi-no-yaku = ruka je úplná, ale nemá žádné yaku (dora není yaku)

## Ruka zadaná pro `mjref card check`.
err-hand-not-american = `{ $text }` v americké soupravě není: všechny její květiny se píšou Fl
err-hand-too-many = { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
} { $tile }, ale americká souprava jich má jen { $limit }
err-hand-nested = `[` uvnitř vyložení: každé vyložení uzavřete `]` dřív, než začnete další
err-hand-stray-close = `]`, ale žádné vyložení není otevřené
err-hand-unclosed = vyložení není uzavřené: doplňte `]`
err-hand-empty-exposure = prázdné vyložení `[]`
err-hand-mixed = vyložení [{ $text }] obsahuje různé kameny: vyložení tvoří jedna skupina stejných kamenů (žolíky jsou povolené)
err-hand-too-big = vyložení [{ $text }] má víc než 6 kamenů: největší skupina je šestice

## Hodnota zadaná volbě.
cli-error-number-range = `{ $text }` není celé číslo od { $low } do { $high }
cli-error-number-from = `{ $text }` není celé číslo { $low } nebo větší
cli-error-wind = `{ $text }` není vítr: použijte E, S, W nebo N

## Proč systém soubor nepřečetl nebo nezapsal (za jménem souboru).
err-io-not-found = takový soubor ani složka neexistuje
err-io-permission = přístup odepřen
err-io-folder = je to složka, ne soubor
err-io-not-folder = část cesty není složka
err-io-full = disk je plný
err-io-read-only = souborový systém je jen pro čtení
err-io-not-text = není to text v kódování UTF-8
err-io-not-regular = není to obyčejný soubor: na jeho místě je roura nebo zařízení; zadejte cestu k souboru
err-io-too-large = je větší než { $megabytes } MB, víc, než pojme soubor psaný ručně; zkontrolujte, že cesta vede k zamýšlenému souboru
