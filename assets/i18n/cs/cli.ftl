# Vlastní výstup příkazové řádky: výpisy článků, judge, deck check, card check
# a mcr fan. (Nápověda k příkazům následuje níže, v oddílu „Help“.)

## mjref articles
articles-head = { $ruleset }: { $count ->
    [one] 1 článek
    [few] { $count } články
    [many] { $count } článku
   *[other] { $count } článků
}
articles-phase-tags = Fáze: { $phase }   Štítky: { $tags }
articles-sources = Zdroje:
articles-cases = Případy v pořadí (rozhoduje první, který platí):
articles-otherwise = Ve všech ostatních případech
articles-always = V každém případě
articles-facts = Skutečnosti, které mohou případy článku používat (Is("name") nebo Not("name")):
articles-facts-valued = Skutečnosti s hodnotou v závorkách (Is("late_over(30)")):

## mjref judge
judge-matter = Situace { $n } z { $count }:
judge-no-irregularity = Žádná nesrovnalost: vše v tomto záznamu pravidla dovolují, není o čem rozhodovat.
judge-acts-looked-at = Posouzené úkony: { $acts }.
act-Deal = rozdávání
act-Charleston = Charleston
act-Draw = dobírání ze zdi
act-Discard = zahazování
act-Claim = nárokování zahozeného kamene
act-Exposure = vykládání
act-Exchange = výměna žolíků
act-Win = ohlášení výhry
act-Conduct = chování u stolu
judge-irregular = Nesrovnalost: { $what } (událost { $event })
judge-lawful = Žádná nesrovnalost: { $what } (událost { $event })
judge-fallback = Článek: žádný tuto situaci neřeší; platí záložní rozhodnutí souboru pravidel
judge-article = Článek: { $id }  { $title }
judge-case = Případ: { $case }
judge-ruling = Rozhodnutí:
judge-facts = Skutečnosti, na které se článek ptá:
judge-fact-holds = platí
judge-fact-fails = neplatí

## mjref deck check
deck-unreadable = nelze přečíst
deck-unjudged = { $case }: nelze rozhodnout
deck-unknown-id = { $field } „{ $id }“ tato pravidla neznají (překlep?); nejbližší: { $close }
deck-no-expectation = soubor neuvádí žádné očekávané rozhodnutí
deck-as-expected = podle očekávání
deck-not-as-expected = NE podle očekávání: { $differences }
deck-difference = { $field } { $found } (očekáváno { $expected })
deck-tally = Podle očekávání: { $right }, jinak než očekáváno: { $wrong }, bez očekávání: { $none }, nepřečteno nebo nerozhodnuto: { $failed }.
deck-need-a-look = { $path }: { $count ->
    [one] 1 případ z balíčku vyžaduje
    [few] { $count } případy z balíčku vyžadují
    [many] { $count } případu z balíčku vyžaduje
   *[other] { $count } případů z balíčku vyžaduje
} kontrolu (viz výše)

## mjref card
card-bad-hand = chybná ruka: { $error }
card-tile-count = má { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}; ruka má mezi tahy 13 kamenů, k ohlášení mah jonggu 14
card-joker-alone = poznámka: { $group } nemůže být skupina: žolík nikdy nesmí být jediným kamenem ani součástí páru
card-completes = dokončuje { $count ->
    [one] 1 ruku
    [few] { $count } ruce
    [many] { $count } ruky
   *[other] { $count } rukou
} z karty { $card }:
card-jokerless = bez žolíků (příplatek: platba se zdvojnásobí)
card-no-jokers-possible = žolíky nelze použít (bez příplatku za ruku bez žolíků)
card-with-jokers = se žolíky
card-completes-none = nedokončuje žádnou ruku z karty { $card }.
card-thirteen = má 13 kamenů: nedokončí žádnou ruku, dokud nepřibude 14. kámen.
card-exposures-fit-none = Vyložení této ruky neodpovídají žádné ruce z karty: nelze dokončit žádnou ruku.
card-nearest = Nejbližší ruce (kolik kamenů ještě vyměnit):
card-label = { $section }, řádek { $line }
card-label-side = { $section }, řádek { $line }, { $side ->
    [1] první
    [2] druhá
    [3] třetí
   *[other] čtvrtá
} ruka
card-show-head = { $card } ({ $lines ->
    [one] 1 řádek
    [few] { $lines } řádky
    [many] { $lines } řádku
   *[other] { $lines } řádků
}, nejnižší hodnota { $lowest })

## mjref mcr fan
mcr-unused-option = `mcr fan` nepoužívá { $option }: počítá fany ruky MCR jen podle tabulky čínských oficiálních pravidel (jeho vlastní volby ukáže `mjref mcr fan --help`)
mcr-meets-minimum = splňuje minimum 8 fanů
mcr-under-minimum = nedosahuje minima 8 fanů: chybné ohlášení mahjongu
mcr-total = Celkem: { $total } { $total ->
        [one] fan
        [few] fany
        [many] fanu
       *[other] fanů
    }{ $flowers ->
        [0] {""}
        [one] {" "}({ $without } + { $flowers } květina)
        [few] {" "}({ $without } + { $flowers } květiny)
        [many] {" "}({ $without } + { $flowers } květiny)
       *[other] {" "}({ $without } + { $flowers } květin)
    }, { $verdict }
mcr-times = ×{ $n } (každý za { $value })
mcr-another-reading = nebo při jiném rozkladu ruky:

## mjref riichi score
riichi-unused-option = `riichi score` nepoužívá { $option }: počítá ruku riichi jen podle přepínačů, které volí vydání pravidel (jeho vlastní volby ukáže `mjref riichi score --help`)
riichi-unknown-edition = Pravidla riichi nemají vydání { $edition }: zadejte jedno z těchto: { $known }.
riichi-bad-indicator = `{ $text }` není seznam kamenů: indikátory dory zapište jako kameny, např. 3p7z
riichi-no-win = Není to výhra: { $why }
riichi-han-fu = { $han } han { $fu } fu
riichi-yakuman = { $n ->
    [one] Yakuman
   *[other] { $n } × yakuman
}
riichi-limit-mangan = mangan
riichi-limit-haneman = haneman
riichi-limit-baiman = baiman
riichi-limit-sanbaiman = sanbaiman
riichi-limit-kazoe = kazoe yakuman (13 a více han)
riichi-pays-ron = Zahazující hráč platí { $points } (včetně počítadel honba)
riichi-pays-dealer-tsumo = Každý z ostatních hráčů platí { $each } (včetně počítadel honba)
riichi-pays-tsumo = Východ platí { $dealer } a každý z ostatních hráčů { $others } (včetně počítadel honba)

## Help: every command and option, as `mjref --help` and `mjref COMMAND --help` show
## them. Ids follow the command: help-mjref-club-join is `mjref club join`, its option
## --name is help-mjref-club-join--name, and a value an option takes has its own id
## after it (help-mjref--tiles--ascii). Global options are the root's.
help-heading-usage = Použití:
help-heading-commands = Příkazy:
help-heading-arguments = Argumenty:
help-heading-options = Volby:
help-default = [výchozí: { $value }]
help-possible-values = [možné hodnoty: { $values }]
help-flag-help = Vypsat nápovědu (-h stručnou, --help úplnou)
help-flag-version = Vypsat verzi
help-subcommand-help = Vypsat tuto nápovědu nebo nápovědu zadaného příkazu
help-mjref = Terminálový trenažér rozhodnutí v mahjongu
help-mjref-long-about =
    mjref cvičí rozhodnutí v mahjongu: rozdá skutečnou simulovanou hru, nechá dojít k chybě (kámen otočený při rozdávání lícem nahoru, špatný počet kamenů, odběr ze špatné zdi…), zeptá se vás na rozhodnutí a vaši odpověď ověří vlastním systémem pravidel.

    Spuštěním bez příkazu otevřete trenažér v terminálu.
help-mjref-after-help =
    Příklady:
      mjref                                   otevřít trenažér
      mjref quiz --plain --count 5            pět otázek jako prostý text na stdin/stdout
      mjref quiz --plain --article AM-DEAL-02 --seed 7
      mjref articles show AM-DEAL-04          přečíst jeden článek a jeho zdroje
      mjref scenario --article AM-DEAL-06 --seed 3 > case.ron
      mjref scenario --article AM-JK-01 --seed 3 --as position > case.ron
                                              stůl těsně před řešenou situací, bez rozdání
      mjref judge case.ron --format json      rozhodnutí systému pravidel k souboru scénáře
      mjref deck check my-cases/              vlastní případy klubu proti očekávaným rozhodnutím
      mjref quiz --deck my-cases/             ptát se na ně jako na otázky
      mjref study --mode due                  dnešní opakování, rozvržená podle toho, jak se učíte
      mjref stats                             vaše úspěšnost, článek po článku
      mjref club new --ruleset millington --count 10 --time 60
                                              kód, který dá týž kvíz na každém počítači
      mjref club join 0C8Z-…                  odpovídat na klubový kvíz
      mjref club new --deck my-cases/         klubový kvíz z vašich vlastních případů

    Návratové kódy: 0 úspěch, 1 nečekané selhání, 2 chybný vstup (soubor, id nebo volba).
help-mjref--ruleset = Použitá pravidla [výchozí: american]. `judge` je bere ze souboru scénáře, `scenario`, `quiz --article` a `articles show` z id článku; je-li volba zadána, má přednost
help-mjref--rules_dir = Načíst pravidla ze souborů SLOŽKA/<id>/ruleset.ron a articles.ron místo vestavěných (pro domácí pravidla)
help-mjref--card = Vaše vlastní americká karta opsaná do souboru (RON, viz docs/card-format.md); použije se místo vestavěné cvičné karty ke kontrole rukou, vyložení a plateb
help-mjref--tiles = Jak se kreslí kameny: dvěma znaky (ascii), blokem mahjongu v Unicode, nebo čínskými znaky. Bez volby: trenažér je kreslí tak, jak bylo naposledy zvoleno v jeho nastavení, prostý text je píše dvěma znaky
help-mjref--tiles--ascii = Dva znaky na kámen: 5d, 1b, 9c, Ew, Rd, Fl, JK
help-mjref--tiles--unicode = Blok Mahjong Tiles v Unicode (U+1F000)
help-mjref--tiles--cjk = Čínské znaky, jak kameny píšou hráči: 5萬 5索 5筒, 東 南 中 發 白
help-mjref--tiles--mps = Dva znaky na kámen, barvy tak, jak je píšou hráči riichi: 5m, 5p, 5s, Ew, Rd
help-mjref--lang = Zobrazovaný jazyk: en, cs, pl nebo ru. Bez volby: MJREF_LANG, jinak jazyk zvolený v nastavení trenažéru, jinak národní prostředí (LC_ALL, LC_MESSAGES, LANG), jinak angličtina
help-mjref--width = Zalamovat prostý výstup na tolik sloupců, mezi slovy, nikdy uvnitř slova (0: každá položka na jednom řádku, pro programy). Bez volby: šířka terminálu, nebo 80, jde-li výstup do souboru či roury
help-mjref--profile = Profil, jehož postup se načítá a ukládá (na jednom počítači se může učit více lidí)
help-mjref--data_dir = Ukládat postup do zadané složky místo do datového adresáře systému (také MJREF_DATA_DIR)
help-mjref-quiz = Odpovídat na otázky; s --plain na stdin/stdout bez celoobrazovkového rozhraní
help-mjref-quiz--plain = Otázky jako prostý text na stdout, odpovědi (jedno číslo na řádek) na stdin
help-mjref-quiz--article = Procvičit jeden článek místo cvičení všech
help-mjref-quiz--question = Zopakovat jednu otázku: kód, který trenažér ukáže po odpovědi (nebo v záhlaví otázky v prostém textu), s volbou --ruleset, se kterou vznikl
help-mjref-quiz--seed = Seed kvízu; týž seed dává tytéž otázky. Bez zadání náhodný
help-mjref-quiz--count = Počet otázek (1 nebo více)
help-mjref-quiz--referee_view = Ukázat kameny na všech stojáncích (pohled rozhodčího) místo pouhých počtů
help-mjref-quiz--no_save = S --plain: neukládat postup (jinak se odpovědi ukládají do profilu)
help-mjref-quiz--deck = Ptát se na vlastní případy klubu: složka souborů scénářů (*.ron), nebo jeden soubor s jedním případem či jejich seznamem (viz docs/scenario-format.md). Pravidla určují samy případy, není-li zadáno --ruleset
help-mjref-quiz--shuffle = S --deck: ptát se na případy v pořadí daném seedem, ne v pořadí seznamu
help-mjref-quiz--edition = Posuzovat každou otázku podle tohoto vydání pravidel (např. ema2016 nebo wrc2015 u riichi; na neznámé vydání odpoví mjref výčtem těch, která pravidla mají); jinak podle vydání, které má otázka sama
help-mjref-scenario = Vypsat vygenerovanou situaci jako soubor scénáře (RON)
help-mjref-scenario--article = Článek, ke kterému se má situace vygenerovat, např. AM-DEAL-02
help-mjref-scenario--seed = Seed; týž seed dává na každém počítači tutéž situaci
help-mjref-scenario--form = Jak ji zapsat: `full` hraje ze zdí, jak byly postaveny; `position` popíše stůl těsně před první řešenou situací a události od té chvíle
help-mjref-scenario--form--full = Zdi, jak byly postaveny, a všechny události od rozdání
help-mjref-scenario--form--position = Stůl těsně před první řešenou situací a události od té chvíle
help-mjref-judge = Přečíst soubor scénáře a vypsat rozhodnutí, ke kterému dojde systém pravidel
help-mjref-judge--file = Soubor scénáře (RON) vytvořený příkazem `mjref scenario` nebo napsaný ručně
help-mjref-judge--format = Jak vypsat rozhodnutí: text ke čtení, nebo json (jeden objekt na situaci) pro program
help-mjref-articles = Vypsat články pravidel, nebo ukázat jeden
help-mjref-articles-show = Vypsat jeden článek: shrnutí, zdroje a případy
help-mjref-articles-show--id = Článek, např. AM-DEAL-04 (na velikosti písmen nezáleží)
help-mjref-facts = Vypsat skutečnosti, které mohou články používat ve svých případech (pro autory pravidel)
help-mjref-mcr = Nástroje pro čínská oficiální pravidla (MCR), např. kalkulačka fanů
help-mjref-mcr-fan = Spočítat fany vítězné ruky (nebo s --batch jedné ruky na každém řádku)
help-mjref-mcr-fan-after-help =
    Zápis ruky: číslice, pak barva, m znaky, s bambusy, p kruhy (123m 55p);
    větry E S W N a draci C F P (červený, zelený, bílý); vyložené sady v hranatých
    závorkách, za čárkou odkud kámen přišel ([123p,1] čou, [999s,3] pong, [8888p,1] vyložený
    kong, [SSSS] skrytý kong). Poslední kámen mimo závorky je vítězný kámen.

    Příklady:
      mjref mcr fan "[123p,1]456p789p1sEEE1s"
      mjref mcr fan 1112345678999m5m --self-drawn --flowers 2
      mjref mcr fan --batch < hands.txt

    S --batch je každý vstupní řádek ruka a nepovinné klíče, například
      { "[" }SSSS]123m456p789p1s1s self_drawn=1 last_tile=0 kong=0 wall_last=0 prevalent=E seat=S flowers=2
    a každý výstupní řádek je součet, tabulátor a pak fany jako `name value` nebo
    `name valuexcount` oddělené čárkami (s --ties za ` | ` následují další rozklady se
    stejným součtem); nebo `error: …` u řádku, který nelze přečíst nebo není výhrou.
    Prázdné řádky a řádky začínající # dávají prázdný řádek.
help-mjref-mcr-fan--hand = Vítězná ruka v obecném zápisu (`123m456p789s EEE 55s`, vyložené sady v závorkách) nebo ve vlastních kódech mjref (`1c 2c 3c 4d … [6b 6b 6b]`); poslední kámen mimo závorky je ten, na který ruka vyhrála
help-mjref-mcr-fan--self_drawn = Vítězný kámen byl dobrán ze zdi, ne nárokován
help-mjref-mcr-fan--last_tile = Vítězný kámen je poslední svého druhu (zbylé tři jsou vidět)
help-mjref-mcr-fan--kong = Šlo o kong: výhra na volný kámen za kong (vlastní dobrání), nebo uloupení kongu (nárok)
help-mjref-mcr-fan--wall_last = Vítězný kámen je poslední kámen zdi, dobraný nebo zahozený
help-mjref-mcr-fan--prevalent = Vítr kola: E, S, W nebo N
help-mjref-mcr-fan--seat = Vítr hráčova místa: E, S, W nebo N
help-mjref-mcr-fan--flowers = Odložené květiny a roční období (po 1 fanu, nepočítají se do minima 8 fanů)
help-mjref-mcr-fan--batch = Číst ze stdin jednu ruku na řádek a vypsat jeden výsledek na řádek
help-mjref-mcr-fan--ties = Vypsat i další rozklady ruky se stejným součtem (s --batch: za prvním, oddělené ` | `)
help-mjref-mcr-fan--two_concealed_kongs = Kolik fanů mají Dva skryté kongy: 6 podle čínské knihy pravidel, 8 v některých anglických seznamech
help-mjref-mcr-fan--melded_and_concealed_kong = Jak se počítá vyložený kong spolu se skrytým kongem: zvlášť (Vyložený kong + Skrytý kong, podle knihy pravidel), 5 (jako ChineseOfficialMahjongHelper) nebo 6 (jako fan Dva kongy)
help-mjref-riichi = Nástroje pro riichi, např. kalkulačka hodnoty ruky
help-mjref-riichi-score = Spočítat výhru v riichi: yaku, han, fu, limit a platbu, nebo proč to není výhra (s --batch jednu ruku na každém řádku)
help-mjref-riichi-score-after-help =
    Zápis ruky: číslice, pak barva, m znaky, p kruhy, s bambusy (123m 55p), červená pětka
    jako 0 (0p); čestné kameny 1z až 7z (východní, jižní, západní a severní vítr, bílý,
    zelený a červený drak). Nárokované sady v hranatých závorkách ([123m] chii, [555z]
    pon, [5555p] otevřený kan), skrytý kan v kulatých závorkách ((1111s)). Poslední
    zapsaný skrytý kámen je vítězný kámen.

    Příklady:
      mjref riichi score 34m456p345678s66s2m --tsumo --riichi --seat S --dora 1m
      mjref riichi score "234m66p34567s8s [777z]" --seat W
      mjref riichi score --batch < hands.txt

    Bez přepínačů se ruka počítá podle pravidel EMA 2016; přepínače výše nastavují volby
    ostatních vydání (WRC 2015: --kiriage --double-wind-fu 2), nebo --edition vezme
    všechny volby jednoho vydání najednou (--edition wrc2015).

    S --batch je každý vstupní řádek ruka a nepovinné klíče, například
      34m456p345678s66s2m tsumo=1 riichi=1 ippatsu=0 seat=S round=E dora=1m ura=9p honba=1
    (také double_riichi, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou,
    tile_not_kept_apart) a každý
    výstupní řádek je `han fu platba | yaku han, …` (yakuman jako `Yn 0`; platba `R` při
    ronu, `D all` při vlastním dobrání Východu, `D/N` při vlastním dobrání jiného hráče),
    nebo `no-win:` a za ním `tile-count`, `not-complete` nebo `no-yaku`, nebo `error: …`
    u řádku, který nelze spočítat. Prázdné řádky a řádky začínající # dávají prázdný řádek.
help-mjref-riichi-score--hand = Vítězná ruka v zápisu, který používají hráči riichi (`234m66p34567s8s [777z]`); poslední skrytý kámen je ten, na který ruka vyhrála
help-mjref-riichi-score--tsumo = Výhra vlastním dobráním, tsumo (jinak na zahozený kámen: ron)
help-mjref-riichi-score--riichi = Vítěz ohlásil riichi
help-mjref-riichi-score--double_riichi = Vítěz ohlásil riichi už při svém prvním zahození (double riichi)
help-mjref-riichi-score--ippatsu = Výhra do jednoho oběhu stolu od ohlášení riichi, aniž mezitím někdo nárokoval kámen
help-mjref-riichi-score--haitei = Výhra vlastním dobráním posledního kamene živé zdi
help-mjref-riichi-score--houtei = Výhra na kámen zahozený po posledním kameni živé zdi
help-mjref-riichi-score--rinshan = Výhra na volný kámen za kan
help-mjref-riichi-score--chankan = Výhra na kámen, který jiný hráč přidal k ponu (uloupení kanu)
help-mjref-riichi-score--tenhou = Východ vyhrál už s rozdanou rukou
help-mjref-riichi-score--chiihou = Jiný hráč než Východ vyhrál vlastním dobráním na svůj první dobraný kámen, aniž předtím někdo nárokoval kámen
help-mjref-riichi-score--renhou = Jiný hráč než Východ vyhrál na zahozený kámen před svým prvním dobráním, aniž předtím někdo nárokoval kámen
help-mjref-riichi-score--tile_not_kept_apart = Vlastním dobráním získaný vítězný kámen nebyl držen stranou od ruky: nepočítají se fu ani yaku závislé na čekání (WRC 2015, odd. 5.6)
help-mjref-riichi-score--seat = Vítr hráčova místa: E, S, W nebo N (rozdává Východ)
help-mjref-riichi-score--round = Vítr kola: E, S, W nebo N
help-mjref-riichi-score--dora = Indikátory dory jako kameny (3p7z): každý ukazuje na kámen, který po něm následuje
help-mjref-riichi-score--ura = Indikátory ura dory, po riichi
help-mjref-riichi-score--honba = Počítadla honba na stole: při ronu o 300 víc, při vlastním dobrání o 100 víc od každého
help-mjref-riichi-score--batch = Číst ze stdin jednu ruku na řádek a vypsat jeden výsledek na řádek
help-mjref-riichi-score--edition = Bodovat jako dané vydání pravidel riichi (ema2016, wrc2015): jeho přepínače místo zadávání jednoho po druhém
help-mjref-riichi-score--kiriage = Zaokrouhlit 4 han 30 fu a 3 han 60 fu nahoru na mangan
help-mjref-riichi-score--double_wind_fu = Fu za pár větru, který je zároveň větrem místa i větrem kola
help-mjref-riichi-score--kazoe = Co je 13 a více han: yakuman, nebo nejvýš sanbaiman
help-mjref-riichi-score--renhou_value = Kolik má renhou: není to yaku, 5 han přičtených k ostatním, mangan, který se k ničemu nepřičítá, nebo yakuman
help-mjref-riichi-score--no_open_tanyao = Tanyao (jen kameny 2 až 8) platí jen se zavřenou rukou
help-mjref-riichi-score--red_fives = Souprava má červené pětky, každá z nich je dora
help-mjref-riichi-score--stack_yakuman = Více yakumanů v jedné ruce se sčítá
help-mjref-riichi-score--double_yakuman = Počítat dvojité podoby (kokushi s čekáním na 13 kamenů, suuankou s čekáním na pár, chuuren poutou s čekáním na 9 kamenů, daisuushii neboli velké čtyři větry) jako dva yakumany
help-mjref-card = Nástroje pro americkou kartu: ověřit ruku podle karty
help-mjref-card-check = Které ruce z karty ruka dokončuje (oddíl, řádek, hodnota, zda bez žolíků), nebo nejbližší ruce a o kolik kamenů je od nich vzdálená
help-mjref-card-check-after-help =
    Ruka se zapisuje jako skryté kameny a za nimi každé vyložení v hranatých závorkách,
    od nejstaršího, dvouznakovým zápisem: 1b-9b bambusy, 1c-9c znaky, 1d-9d kruhy,
    Ew Sw Ww Nw větry, Rd Gd Wd draci, Fl květina, JK žolík.

    Příklady:
      mjref card check "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"
      mjref card check "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
      mjref card check "2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d" --card my-card.ron

    Návratové kódy: 0 ověřeno (dokončená i nedokončená), 2 chybná ruka nebo soubor karty.
help-mjref-card-check--hand = Ruka, např. "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
help-mjref-card-check--nearest = Kolik blízkých rukou vypsat, když ruka žádnou nedokončuje
help-mjref-card-show = Vypsat kartu: oddíly, řádky, X/C a hodnoty
help-mjref-study = Studovat v trenažéru s rozloženým opakováním: případy k opakování, nové články, vaše chyby nebo biflování
help-mjref-study--mode = Co studovat
help-mjref-study--choice = Odpovídat výběrem z možností (rychle) místo sestavování rozhodnutí po částech
help-mjref-stats = Vaše statistiky: úspěšnost podle pravidel a článků, vývoj, čas na odpověď
help-mjref-stats--format = text ke čtení, nebo json pro program
help-mjref-export = Zapsat historii vašich odpovědí
help-mjref-export--format = csv pro tabulkový procesor, nebo json pro program
help-mjref-export--output = Zapsat do zadaného souboru místo na standardní výstup
help-mjref-club = Klubový kvízový večer: vytvořit kód, odpovídat na klubový kvíz, vytisknout ho
help-mjref-club-new = Vytvořit kód kvízu pro pravidla zadaná volbou --ruleset
help-mjref-club-new--articles = Jen články, jejichž id odpovídá vzoru: `*` libovolný úsek, `?` jeden znak, čárky mezi alternativami (MIL-7*,MIL-8?)
help-mjref-club-new--count = Počet otázek (1 až 100)
help-mjref-club-new--time = Počet sekund na otázku; 0 znamená bez limitu
help-mjref-club-new--pass = Režim zkoušky s touto hranicí úspěšnosti, v procentech otázek
help-mjref-club-new--edition = Vydání pravidel, podle kterého klub hraje (výchozí: první vydání pravidel)
help-mjref-club-new--seed = Seed kvízu (bez zadání náhodný)
help-mjref-club-new--deck = Ptát se na vlastní případy klubu: složka souborů s případy nebo jeden soubor s více případy (viz `quiz --deck`), na každý jedna otázka, v pořadí. Kód určuje balíček a členové při připojení zadají týž soubor
help-mjref-club-join = Odpovídat na kvíz z kódu: v trenažéru, nebo s --plain na stdin/stdout
help-mjref-club-join--code = Kód kvízu, který rozdal pořadatel, např. 0QMW-W5H9-0050-0007-X803
help-mjref-club-join--plain = Prostý text na stdout, odpovědi (jedno číslo na řádek) na stdin
help-mjref-club-join--name = Vaše jméno na výsledkové kartě (započítá se do kontrolního kódu)
help-mjref-club-join--deck = Balíček, ze kterého kód vznikl, u kódu vytvořeného příkazem `club new --deck`
help-mjref-club-handout = Vypsat otázky a zvlášť klíč odpovědí, připravené k tisku
help-mjref-club-handout--code = Kód kvízu k vytištění
help-mjref-club-handout--format = md (Markdown, k tisku nebo vložení) nebo html (stránka k tisku z prohlížeče)
help-mjref-club-handout--output = Zapsat do zadaného souboru místo na standardní výstup
help-mjref-club-handout--deck = Balíček, ze kterého kód vznikl, u kódu vytvořeného příkazem `club new --deck`
help-mjref-club-verify = Ověřit nahlášené skóre podle jeho kontrolního kódu
help-mjref-club-verify--code = Kód kvízu, ve kterém skóre vzniklo
help-mjref-club-verify--score = Počet správných odpovědí
help-mjref-club-verify--check = Kontrolní kód z výsledkové karty
help-mjref-club-verify--name = Jméno na výsledkové kartě, pokud bylo zadáno
help-mjref-club-verify--deck = Balíček, ze kterého kód vznikl, u kódu vytvořeného příkazem `club new --deck`
help-mjref-club-verify--batch = Ověří víc výsledkových lístků: na standardním vstupu jeden na řádek, „počet kontrola jméno“; ke každému řekne výsledek a návratový kód je 1, pokud byl některý špatně přečten
help-mjref-club-present = Promítat kvíz: velké písmo, jedna otázka po druhé, odpověď po stisku klávesy
help-mjref-club-present--code = Kód kvízu k promítání
help-mjref-club-present--deck = Balíček, ze kterého kód vznikl, u kódu vytvořeného příkazem `club new --deck`
help-mjref-deck = Vlastní případy klubu: ověřit, že každý je rozhodnut tak, jak jeho soubor očekává
help-mjref-deck-check = Rozhodnout každý případ balíčku a u každého uvést nalezené rozhodnutí a zda se shoduje s tím, které soubor očekává (`JudgedCase(expect: …, scenario: …)`). Skončí s kódem 2, když některý případ nešlo přečíst ani rozhodnout, nebo byl rozhodnut jinak, než se čekalo
help-mjref-deck-check--path = Složka souborů scénářů (*.ron), nebo jeden soubor s jedním případem či jejich seznamem

## The command line refused: $arg is the option as written (--count <N>), $value what was
## given, $valid the values it takes, $suggested a near one ($near: some or none).
cli-error-value-missing = za { $arg } chybí hodnota
cli-error-invalid-value = { $value } není hodnota, kterou { $arg } přijímá; přijímá { $valid }
cli-error-value-validation = { $value } není hodnota, kterou { $arg } přijímá: { $reason }
cli-error-unknown-argument = { $near ->
    [none] volba { $arg } neexistuje
   *[some] volba { $arg } neexistuje; mysleli jste { $suggested }?
}
cli-error-unknown-command = { $near ->
    [none] příkaz { $command } neexistuje
   *[some] příkaz { $command } neexistuje; mysleli jste { $suggested }?
}
cli-error-missing-argument = je třeba zadat { $arg }
cli-error-missing-command = tento příkaz potřebuje jeden ze svých podpříkazů: { $commands }
cli-error-conflict = { $arg } nelze zadat spolu s { $prior }
cli-error-values = { $arg } přijímá jiný počet hodnot
cli-error-no-equals = { $arg } přijímá hodnotu za rovnítkem
cli-error-more = Co příkaz přijímá, ukáže --help.

## Errors a player meets: an option, a file named, a code, a profile, the terminal.
## (A file a person wrote, such as a scenario or a ruleset, is refused at its line and
## column in the words of its format: docs/scenario-format.md, docs/card-format.md.)
err-unknown-ruleset = neznámá pravidla „{ $id }“; vestavěná pravidla: { $known }
err-cannot-read = { $path }: nelze přečíst: { $error }
err-cannot-write = { $path }: nelze zapsat: { $error }
err-no-card = --card: pravidla { $ruleset } se hrají bez karty; použijte --ruleset american
err-unknown-article = neznámý článek „{ $id }“ v pravidlech { $ruleset }: seznam vypíše `mjref articles`
err-unknown-article-near = neznámý článek „{ $id }“ v pravidlech { $ruleset }: mysleli jste { $near }?
err-no-terminal = mjref potřebuje pro trenažér terminál (vstup nebo výstup terminálem není); zkuste `mjref quiz --plain`
err-dumb-terminal = TERM=dumb: tento terminál neumí trenažér vykreslit; zkuste `mjref quiz --plain`
err-bad-profile = název profilu „{ $name }“ není povolen: použijte písmena, číslice, - a _ (nejvýš 40 znaků)
err-no-data-dir = pro tohoto uživatele se nepodařilo najít datový adresář; zadejte ho volbou --data-dir nebo proměnnou { $var }
err-newer-progress = { $path }: zapsal ho novější mjref (schéma souboru { $found }, tento mjref čte { $reads }); soubor zůstává, jak je: aktualizujte mjref nebo použijte jiný --profile
err-progress-stuck = { $path }: nelze přečíst ({ $error }) ani odložit stranou ({ $aside })
err-cannot-open-progress = { $path }: nelze otevřít: { $error }
err-cannot-save = { $path }: nelze uložit: { $error }
err-not-a-file = { $path }: není soubor (na jeho místě je roura, zařízení nebo složka); přesuňte ho jinam nebo použijte jiný --profile
err-club-unknown-edition = pravidla { $ruleset } nemají vydání „{ $edition }“; mají: { $known }
err-club-no-articles = žádný článek pravidel { $ruleset } neodpovídá vzoru „{ $pattern }“
err-club-count = klubový kvíz má 1 až { $most } { $most ->
    [one] otázku
    [few] otázky
    [many] otázky
   *[other] otázek
}, ne { $count }
err-club-pass = hranice úspěšnosti je procento od 1 do 100, ne { $pass }
err-club-unknown-ruleset = tento kód je pro pravidla, která tu nejsou (ani vestavěná, ani v --rules-dir); pořadatel vám řekne, která to jsou
err-club-ruleset-differs = tento kód vznikl s jinými pravidly pro { $ruleset } (jiná verze mjref nebo domácích pravidel): požádejte pořadatele o stejnou verzi
err-club-deck-needed = tento kód se ptá na vlastní balíček případů klubu: zadejte volbou --deck soubor balíčku, ze kterého vznikl (má ho pořadatel)
err-club-other-deck = toto není balíček, ze kterého kód vznikl (některý případ se liší nebo jsou v jiném pořadí): požádejte pořadatele o soubor balíčku k tomuto kódu
err-club-not-a-deck = tento kód se ptá na vygenerované otázky, ne na balíček: vynechte --deck
err-club-edition-gone = tento kód uvádí vydání, které pravidla { $ruleset } nemají
err-club-articles-and-deck = --articles vybírá z vygenerovaných otázek, kdežto balíček se ptá na vlastní případy: jedno z toho vynechte
err-code-character = „{ $char }“ není písmeno ani číslice klubového kódu
err-code-too-short = tento klubový kód je příliš krátký: chybí v něm znaky (porovnejte ho s kódem od pořadatele)
err-code-format = tento klubový kód vytvořila jiná verze mjref (formát kódu { $found }; tento mjref čte formát { $reads }): požádejte pořadatele o kód ze stejné verze, nebo aktualizujte mjref
err-code-checksum = tento klubový kód je špatně opsaný: nesouhlasí jeho kontrolní součet
err-code-pattern = filtr článků je delší než { $most } { $most ->
    [one] znak
    [few] znaky
    [many] znaku
   *[other] znaků
} nebo není čisté ASCII
err-replay-not-a-code = „{ $code }“ není celý kód otázky: zkopírujte ho celý, tak jak ho trenažér ukázal
err-replay-other-format = tento kód otázky vytvořila jiná verze mjref; její otázky nejsou stejné
err-replay-mistyped = v „{ $code }“ je chybný znak: zkopírujte kód otázky znovu, tak jak ho trenažér ukázal
err-now = { $var }="{ $value }" není okamžik, který mjref umí přečíst: napište ho jako 2027-03-01, 2027-03-01T18:30 (UTC) nebo 2027-03-01T18:30:00+01:00
err-replay-no-article = tento kód otázky nevytvořil žádný článek těchto pravidel: zadejte --ruleset (a --rules-dir), se kterými vznikl
err-judge-several-cases = { $path }: obsahuje { $count ->
    [one] 1 případ
    [few] { $count } případy
    [many] { $count } případu
   *[other] { $count } případů
}; rozhodněte je příkazem `mjref deck check { $path }`
err-deck-no-files = { $path }: v této složce nejsou žádné soubory scénářů (*.ron)
err-deck-empty = { $path }: balíček neobsahuje žádný případ
err-deck-mixed = { $place }: tento případ je podle pravidel „{ $case }“, balíček podle „{ $deck }“: balíček smí obsahovat jen případy jedněch pravidel
err-deck-needs-path = quiz --deck potřebuje složku nebo soubor

## A scenario that cannot be played or judged ($event counts the events from 1).
err-nothing-irregular = v událostech tohoto scénáře nedošlo k žádné nesrovnalosti: není o čem rozhodovat
err-no-article-judges = pravidla nemají žádný článek, který by rozhodoval tuto situaci: { $what }
err-no-case-applies = na tyto skutečnosti se nevztahuje žádný případ článku { $article }; článek musí končit případem bez podmínek
err-scenario-ruleset = scénář je pro pravidla „{ $found }“, ale načtena jsou pravidla „{ $expected }“
err-scenario-edition = pravidla { $ruleset } nemají vydání „{ $found }“; mají tato vydání: { $known }
err-scenario-format = formátu { $found } tato verze mjref nerozumí (čte formáty { $walls } a { $position })
err-scenario-start = scénář zadává buď zdi (`walls: …`, formát { $walls }), nebo pozici (`position: Position(…)`, formát { $position }); tento { $given ->
    [both] zadává obojí
   *[neither] nezadává ani jedno
}
err-table-total = ve zdech { $found ->
    [one] je 1 kámen
    [few] jsou { $found } kameny
    [many] je { $found } kamene
   *[other] je { $found } kamenů
}, ale souprava jich má { $expected }
err-table-kind = ve zdech { $found ->
    [one] je 1 kámen { $tile }
    [few] jsou { $found } kameny { $tile }
    [many] je { $found } kamene { $tile }
   *[other] je { $found } kamenů { $tile }
}, ale souprava jich má { $expected }
err-table-off = událost { $event }: místo { $place } leží mimo zdi; každá zeď má { $stacks ->
    [one] 1 sloupek
    [few] { $stacks } sloupky
    [many] { $stacks } sloupku
   *[other] { $stacks } sloupků
}
err-table-empty = událost { $event }: na místě { $place } už žádný kámen není
err-table-not-broken = událost { $event }: kameny se berou dřív, než je zeď rozlomená
err-table-broken-twice = událost { $event }: zeď se rozlamuje podruhé
err-table-not-in-rack = událost { $event }: { $seat } nemá v ruce žádný kámen { $tile }, který by mohl zahodit
err-table-self-call = událost { $event }: hráč nemůže prohlásit za mrtvou svou vlastní ruku
err-table-break-outside = událost { $event }: zeď se má rozlomit po { $after ->
    [one] 1 sloupku
    [few] { $after } sloupcích
    [many] { $after } sloupku
   *[other] { $after } sloupcích
}, ale každá zeď jich má jen { $stacks }
err-table-nothing-back = událost { $event }: { $seat } v tomto tahu nedobral žádný kámen, který by mohl vrátit do zdi
err-table-nothing-drawn = událost { $event }: { $seat } nemá právě dobraný kámen, který by vložil mezi ostatní kameny ruky
err-table-spot-taken = událost { $event }: místo { $place } není prázdné, kámen tam nelze vrátit
err-table-no-discard = událost { $event }: není tu žádný zahozený kámen, který by šlo { $what ->
    [back] vzít zpět
    [hand] vzít do ruky
    [set] přidat do sady
    [claim] vyvolat a vyložit k němu sadu
   *[exchange] použít k výměně žolíka
}
err-table-no-called-tile-left = událost { $event }: { $seat } nemá vyloženou žádnou sadu bez vyvolaného kamene; CalledTileTaken přichází po ExposedWithoutDiscard
err-table-no-walls-for-redeal = událost { $event }: ruka se rozdává znovu, ale scénář neuvádí zdi pro { $deal }. rozdání; doplňte je do `redeals: [...]`, jedno `Laid(...)` nebo `Shuffled(seed)` pro každé Redealt
err-table-no-claimed-set = událost { $event }: { $seat } nemá žádnou sadu vyloženou na tento nárok, kterou by mohl vzít zpět
err-table-no-such-set = událost { $event }: { $seat } nemá sadu číslo { $set }, ve které by byl kámen { $tile }
err-table-no-joker = událost { $event }: { $seat } nemá v sadě číslo { $set } žádného žolíka
err-table-no-set-to-return = událost { $event }: { $seat } nemá sadu číslo { $set }, kterou by vrátil
err-table-no-dispute = událost { $event }: { $by } nemá vůči { $against-dat } žádné sporné prohlášení ruky za mrtvou, které by zbývalo vyrovnat; DisputeSettled patří za DeadCalled a DeadCallAnswered(conceded: false), jen jednou
err-table-die = událost { $event }: na kostce padá 1 až 6, ne { $face }
err-table-pass-to-self = událost { $event }: { $seat } předává kameny { $seat-dat }: předání jde vždy jinému hráči

## A file that does not read as RON: what the reader found where the error points.
err-ron-eof = soubor končí předčasně: něco v něm není uzavřené (závorka nebo uvozovky)
err-ron-comma = tady chybí čárka
err-ron-list = tady se čeká seznam v hranatých závorkách [ … ]
err-ron-list-end = seznam tu není uzavřený: chybí čárka nebo ]
err-ron-map = tady se čeká mapa ve složených závorkách { "{" } … { "}" }
err-ron-colon = mezi názvem a jeho hodnotou chybí dvojtečka
err-ron-map-end = mapa tu není uzavřená: chybí čárka nebo { "}" }
err-ron-struct = tady se čeká hodnota v kulatých závorkách ( … )
err-ron-struct-end = závorky tu nejsou uzavřené: chybí čárka nebo )
err-ron-string = tady se čeká text ve dvojitých uvozovkách
err-ron-string-end = text v uvozovkách není uzavřený
err-ron-number = tady se čeká číslo
err-ron-boolean = tady se čeká true nebo false
err-ron-name = tady se čeká název
err-ron-option = tady se čeká Some( … ) nebo None
err-ron-out-of-bounds = toto číslo je pro svou položku příliš velké nebo příliš malé
err-ron-trailing = za koncem hodnoty souboru ještě něco následuje: odstraňte to, nebo hodnotu uzavřete až za tím
err-ron-char = znak { $char } sem nepatří
err-ron-comment = komentář není uzavřený
err-ron-utf8 = tento bajt není text v UTF-8: uložte soubor v kódování UTF-8
err-ron-variant = { $found } není žádná z hodnot, které se tu čekají: { $expected }
err-ron-field = položka { $found } tu neexistuje; možné položky jsou { $expected }
err-ron-missing = chybí položka { $field }
err-ron-duplicate = položka { $field } je zadaná dvakrát
err-ron-struct-name = tady se čeká { $expected }( … ), ne { $found }

## A position that does not add up ($tile a tile code; $hands, $discards, $wall how many
## of it were counted where; $walled: yes where the wall was written tile by tile).
err-pos-counted = { $tile }: v rukou a vyložených sadách { $hands }{ $discards ->
    [0] {""}
   *[other] , mezi zahozenými { $discards }
}{ $walled ->
    [yes] , ve zdi { $wall }
   *[no] {""}
}
err-pos-not-in-set = { err-pos-counted }; souprava těchto pravidel ale žádný kámen { $tile } nemá
err-pos-too-many = { err-pos-counted }: kamenů { $tile } je o { $extra } víc, než má souprava (má jich { $allowed })
err-pos-missing = { err-pos-counted }: { $missing ->
    [one] 1 kámen { $tile } chybí
    [few] { $missing } kameny { $tile } chybí
    [many] { $missing } kamene { $tile } chybí
   *[other] { $missing } kamenů { $tile } chybí
} (souprava jich má { $allowed })
err-pos-wall-length = zeď vypisuje { $listed ->
    [one] 1 kámen
    [few] { $listed } kameny
    [many] { $listed } kamene
   *[other] { $listed } kamenů
}, ale po započtení rukou, sad a zahozených jich zbývá { $left } (celkem je jich { $total })
err-pos-built-broken = zdi jsou zapsané tak, jak byly postavené, takže se ještě nerozdávalo a zeď není rozlomená: vynechte `broken`, nebo zapište zeď jako `InOrder(…)` či `Rest(seed)`
err-pos-built-held = zdi jsou zapsané tak, jak byly postavené, takže ještě nikdo nedrží žádný kámen: zapište zeď jako `InOrder(…)` či `Rest(seed)` a uveďte, kde byla rozlomená
err-pos-no-break = uveďte, kde byla zeď rozlomená: `broken: (wall: East, after: 7)`
err-pos-drawn = na řadě je { $seat } a podle zápisu právě dobral kámen { $tile }, ve skryté ruce ho ale nemá
err-pos-drawn-not-held = { $seat } podle zápisu právě dobral kámen { $tile }, žádný takový ale nedrží
err-pos-wall-count = ve zdi { $found ->
    [one] je 1 kámen
    [few] jsou { $found } kameny
    [many] je { $found } kamene
   *[other] je { $found } kamenů
}, ale po započtení rukou, sad a zahozených jich má zbývat { $expected }
err-pos-loose = dobraných volných kamenů je { $loose }, ale ve zdi { $places ->
    [one] je jen 1 místo, odkud mohou pocházet
    [few] jsou jen { $places } místa, odkud mohou pocházet
    [many] je jen { $places } místa, odkud mohou pocházet
   *[other] je jen { $places } míst, odkud mohou pocházet
}
err-pos-claimed-nowhere = kámen { $tile } zahozený { $by-ins } je označen jako nárokovaný { $claimer-ins }, ale žádná sada { $claimer-gen } neobsahuje kámen { $tile }, který by ještě nebyl nárokovaný
err-pos-break-outside = zeď je rozlomená za { $after }. sloupkem, ale zeď má jen { $stacks ->
    [one] 1 sloupek
    [few] { $stacks } sloupky
    [many] { $stacks } sloupku
   *[other] { $stacks } sloupků
}

# The placeholders of a usage line: options, a command that may be left out, one that may not.
help-usage-options = [VOLBY]
help-usage-command-optional = [PŘÍKAZ]
help-usage-command = <PŘÍKAZ>

# The placeholder of an option's value in help and usage (`--count <COUNT>`).
help-value-check = KONTROLA
help-value-code = KÓD
help-value-columns = SLOUPCE
help-value-count = POČET
help-value-dir = SLOŽKA
help-value-file = SOUBOR
help-value-format = FORMÁT
help-value-id = ID
help-value-lang = JAZYK
help-value-n = N
help-value-name = JMÉNO
help-value-path = CESTA
help-value-pattern = VZOR
help-value-percent = PROCENTA
help-value-score = SKÓRE
help-value-seconds = SEKUNDY
help-value-seed = SEED
help-value-tiles = KAMENY
help-value-wind = VÍTR
help-value-hand = RUKA
help-value-mode = REŽIM
help-value-fan = FAN
help-value-scoring = POČÍTÁNÍ
help-value-fu = FU
help-value-limit = LIMIT
help-value-value = HODNOTA
