# Katalog zpráv mjref, čeština: celoobrazovkové rozhraní.
# Sdílené zprávy (question-prompt, summary-line, plain-article, plain-source…) jsou
# v mjref.ftl a používají se i zde, neopakují se.

## Frame

tui-header = mjref · { $ruleset }
tui-header-short = mjref
tui-header-edition = mjref · { $edition }
tui-header-seed = seed { $seed }
tui-header-score = správně { $right }/{ $asked }
tui-scroll-note = { $first }–{ $last } z { $total }
tui-scroll-note-one = { $line } z { $total }
tui-too-small = Terminál má { $width }×{ $height }; mjref potřebuje aspoň { $min_width }×{ $min_height }. Zvětšete prosím okno.
tui-too-small-keys = Ctrl-C: konec.

## Keys, as the key line and the help show them

tui-key-updown = ↑↓
tui-key-updown-enter = ↑↓ Enter
tui-key-leftright = ←→
tui-key-left = ←
tui-key-enter = Enter
tui-key-esc = Esc
tui-key-tab = Tab
tui-key-q = q
tui-key-ctrl-c = Ctrl-C
tui-key-help = ?
tui-key-digits = 1–{ $max }
tui-key-n = n Enter
tui-key-v = v
tui-key-t = t
tui-key-f = f
tui-key-s = s
tui-key-a = a
tui-key-pg = PgUp PgDn
tui-key-slash = /
tui-key-type = pište
tui-key-scroll = ↑↓ PgUp PgDn

tui-do-move = pohyb
tui-do-choose = volba
tui-do-menu-item = tu položku nabídky
tui-do-switch = pravidla nebo nabídka
tui-do-answer = odpověď
tui-do-next = další
tui-do-referee-view = pohled rozhodčího
tui-do-learner-view = pohled hráče
tui-do-story = posouvat průběh
tui-do-fold = celý průběh
tui-do-review = stůl a průběh
tui-do-explanation = vysvětlení
tui-key-b = b
tui-question-review = b: zpět k vysvětlení
tui-do-tiles = styl kamenů
tui-do-scroll = posun
tui-do-search = hledat
tui-do-type-search = hledaná slova
tui-do-keep-search = ponechat nalezené
tui-do-clear-search = zrušit hledání
tui-do-end = ukončit kvíz
tui-do-drill = procvičit článek
tui-do-back = zpět
tui-do-change = změnit
tui-do-home = domů
tui-do-articles = články
tui-do-settings = nastavení
tui-do-quit = konec
tui-do-quit-now = hned skončit, odkudkoli
tui-do-help = nápověda

tui-help-title = Klávesy
tui-help-q = zpět, na úvodní obrazovce konec
tui-help-legend = Zdi
tui-help-close = Nápovědu zavře kterákoli klávesa.

tui-legend-served = rozebíraná zeď
tui-legend-break = místo rozlomení
tui-legend-both = sloupek dvou kamenů
tui-legend-bottom = jen spodní kámen
tui-legend-top = jen horní kámen
tui-legend-empty = vzato
tui-legend-face-up = kámen lícem nahoru, jeho jméno za řádkem zdi
tui-legend-dead-wall = oblast kongů: náhradní kameny
tui-legend-dead-wall-dora = mrtvá zeď: náhradní kameny a indikátory dory
tui-legend-took = odběr: 4 kameny ze zdi Východu

## Home

tui-home-intro = Rozdá se skutečná hra, něco se pokazí a vy vynesete rozhodnutí jako rozhodčí. mjref odpověď ověří vlastním systémem pravidel a řekne vám, které skutečnosti rozhodují.
tui-home-rulesets = Pravidla
tui-home-ruleset-about = { $articles ->
    [one] { $articles } článek
    [few] { $articles } články
    [many] { $articles } článku
   *[other] { $articles } článků
} · { $edition }
tui-home-start = Začít
tui-home-status = Kameny: { $tiles } · Pohled: { $view } · změna klávesou s
tui-menu-practise = Cvičit všechny články
tui-menu-practise-about = Otázky ze všech článků pravidel v náhodném pořadí, dokud nepřestanete; pak souhrn.
tui-menu-drill = Procvičit jeden článek…
tui-menu-drill-about = Procházejte články, přečtěte si jeden a klávesou Enter ho procvičte.
tui-menu-settings = Nastavení
tui-menu-settings-about = Jak se kreslí kameny a zda stojánky vidíte jako hráč, nebo jako rozhodčí.
tui-menu-quit = Konec
tui-menu-quit-about = Opustit mjref.

tui-view-learner = hráč
tui-view-referee = rozhodčí

## Question

tui-question-counter = Otázka { $n } z { $count }
tui-question-counter-endless = Otázka { $n }
tui-question-counter-drill = Procvičujete { $article } · otázka { $n }
tui-question-counter-drill-stuck = Procvičujete { $article } · otázka { $n } · umíte: { $streak } správně za sebou
tui-question-choose = 1–{ $max } nebo ↑↓ Enter
tui-question-failed = Tuto otázku se nepodařilo sestavit
tui-question-failed-next = Další otázka: stiskněte n.
tui-no-question = Pravidla nemají žádný článek, na který by se dalo ptát.

tui-table-walls = Zdi
tui-table-left = zbývá
tui-table-left-of = { $left ->
    [one] zbývá { $left }
    [few] zbývají { $left }
    [many] zbývá { $left }
   *[other] zbývá { $left }
}
tui-table-tiles = ruka
tui-table-took = vzal
tui-table-front = před hráčem
tui-racks-title = Stojánky: všechny kameny (pohled rozhodčího)
tui-play-bonus = prémiové
tui-play-shown = ukázaná ruka
tui-play-declared = ohlášeno
tui-play-dead = mrtvá ruka
tui-play-to-play = ▸ na řadě
tui-play-hand = Ruka { $seat-gen } lícem nahoru:
tui-play-revealed = { $seat }, omylem lícem nahoru:
tui-play-looked-at = Rozhodčí vidí ruku { $seat-gen }:
tui-play-discards = Zahozené
tui-play-called-tile-left = +{ $tile } leží
tui-play-named = { $tile } (řečeno: { $named })

tui-story-title = Co se stalo
tui-story-folded = f: celý průběh
tui-story-full = f: sbalit rozdání
tui-explanation-title = Proč

## Articles

tui-articles-title = Články
tui-articles-list = Články ({ $count })
tui-articles-matching = Nalezené články: { $shown } z { $count }
tui-articles-none = Žádný článek nemá v id, názvu, štítcích ani shrnutí všechno z „{ $query }“. Backspace hledání zkrátí, Esc ho zruší.
tui-articles-sources = Zdroje
tui-articles-source = { $work }, { $locator }
tui-articles-cases = Případy v pořadí: rozhoduje první, který platí
tui-case-otherwise = Ve všech ostatních případech:
tui-case-always = V každém případě:

tui-phase-before-play = Před hrou
tui-phase-deal = Rozdání
tui-phase-charleston = Charleston
tui-phase-play = Hra
tui-phase-settlement = Vyúčtování

## Settings

tui-settings-title = Nastavení
tui-settings-tiles = Kameny
tui-settings-view = Pohled
tui-settings-language = Jazyk
tui-settings-language-about = Uloží se pro příští spuštění; --lang nebo MJREF_LANG volí jazyk pro jedno spuštění. Klubový kvíz je ve všech jazycích stejný.
tui-style-ascii = ascii
tui-style-unicode = unicode
tui-style-cjk = cjk
tui-style-mps = mps
tui-settings-view-learner = Stojánky ukazují, kolik kamenů který hráč drží a co vzal, jako u stolu.
tui-settings-view-referee = Stojánky ukazují kameny všech hráčů, jak by je viděl rozhodčí při kontrole rukou.
tui-font-ascii = Písmena a číslice: 5d je pětka kruhů, 1b jednička bambusů, 9c devítka znaků, Ew východní vítr, Rd červený drak, JK žolík. Zobrazí je každé písmo.
tui-font-unicode = Kameny z bloku mahjongu v Unicode. Potřebují písmo, které ho obsahuje, např. Noto Sans Symbols 2, Segoe UI Symbol nebo Symbola; červený drak pochází z písma emoji a je širší, bílý drak je prázdný rámeček jako na kameni. Kde se kámen ukáže jako čtvereček nebo otazník, zvolte ascii.
tui-font-cjk = Čínské znaky, jak kameny píšou hráči: 5萬 znaky, 5索 bambusy, 5筒 kruhy, 東 南 西 北, 中 發 白, 花 květina, 百 žolík. Potřebují písmo s čínskými znaky, např. Noto Sans CJK, Source Han Sans, Microsoft YaHei nebo PingFang.
tui-font-mps = Písmena a číslice, jak kameny píšou hráči riichi: 5m je pětka znaků, 5p pětka kruhů (pin), 5s pětka bambusů (sou); Ew východní vítr, Rd červený drak. Zobrazí je každé písmo.
tui-settings-note = Také u otázky: v přepíná pohled, t styl kamenů.

## Summary

tui-summary-title = Souhrn
tui-summary-rule = Jak to šlo
tui-summary-line = Správně { $right } { $asked ->
    [one] z { $asked } otázky
    [few] ze { $asked } otázek
   *[other] z { $asked } otázek
}.
tui-summary-score = { $right } z { $asked }
tui-summary-none = Nebyla zodpovězena žádná otázka.
tui-summary-again-deck = Tytéž případy znovu: spusťte mjref quiz se stejným --deck.
tui-summary-again = Tytéž otázky znovu: { $command }
tui-summary-again-club = Týž kvíz znovu: { $command }
tui-summary-again-club-deck = Týž kvíz znovu: mjref club join se stejným kódem a --deck.

## Study, statistics, club quiz

tui-menu-study = Studium s rozloženým opakováním…
tui-menu-study-about = Případy k opakování, nové články, vaše chyby nebo biflování před klubovým večerem. Postup se ukládá.
tui-menu-stats = Statistiky
tui-menu-stats-about = Úspěšnost podle pravidel a článků, vývoj, čas na odpověď; nejslabší články první.
tui-study-title = Studium
tui-study-waiting = { $n ->
    [one] čeká { $n }
    [few] čekají { $n }
    [many] čeká { $n }
   *[other] čeká { $n }
}
tui-study-new-waiting = { $n ->
    [one] čeká 1 případ
    [few] čekají { $n } případy
    [many] čeká { $n } případu
   *[other] čeká { $n } případů
} ({ $articles ->
    [one] 1 článek
    [few] { $articles } články
    [many] { $articles } článku
   *[other] { $articles } článků
})
tui-study-none-scheduled = zatím nic: zodpovězené případy se sem vrátí, až přijde čas jejich opakování
tui-study-answers = Odpovědi
tui-study-by-parts = sestavit rozhodnutí po částech (Tab: výběr z možností)
tui-study-by-choice = výběr z možností, rychlý režim (Tab: po částech)
tui-key-digits-study = 1–4
tui-do-study = začít
tui-do-answer-style = po částech nebo výběr
tui-stats-col-article = Článek
tui-stats-col-title = Název
tui-stats-col-score = Skóre
tui-stats-col-answers = Odpovědi
tui-stats-col-time = Na odpověď
tui-stats-seconds = { $seconds } s
tui-stats-none-hint = Odpovězte na pár otázek (Cvičit nebo Studium) a vraťte se.
tui-do-drill-weakest = procvičit
tui-parts-step = část { $n } z { $count }
tui-key-digits-parts = 1–5
tui-key-figures = 0–9 ⌫
tui-key-back-part = ← ⌫
tui-do-type = napsat číslo
tui-do-next-figure = další číslo
tui-do-part-back = změnit poslední část
tui-header-club = klubový kvíz { $code }
tui-header-timer = ⏱ { $seconds } s
tui-presenter-of = z { $count }
tui-presenter-seconds = zbývající sekundy
tui-presenter-end = Konec kvízu
tui-presenter-end-about = { $count ->
    [one] To byla jediná otázka.
    [few] To byla poslední otázka; celkem byly { $count }.
    [many] To byla poslední otázka; celkem jich bylo { $count }.
   *[other] To byla poslední otázka; celkem jich bylo { $count }.
} Členové, kteří odpovídali v trenažéru, přečtou nahlas skóre a kontrolní kód ze své výsledkové karty.
    Ověření nahlášeného skóre: mjref club verify { $code } SKÓRE KONTROLA --name JMÉNO
    Klíč odpovědí s důvody a zdroji: mjref club handout { $code }
tui-do-last-question = zpět k poslední otázce
tui-key-enter-esc = Enter Esc
tui-do-end-presenting = opustit promítání
tui-do-reveal = ukázat odpověď
tui-do-previous-next = předchozí nebo další otázka
tui-summary-again-study = Studovat dál z příkazové řádky: { $command }
tui-settings-not-kept = Nastavení se nepodařilo uložit do { $file } ({ $reason }); platí jen do ukončení mjref.
tui-settings-unread = Nastavení uložené minule nelze přečíst ({ $reason }). mjref začíná s výchozím nastavením; až se nějaké nastavení změní, zůstane ten soubor vedle nového se jménem doplněným o „.unread“.

# A share in the statistics table (the language's own spacing before %).
tui-stats-percent = { $n } %
