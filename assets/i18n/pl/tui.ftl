# Katalog komunikatów mjref, polski: interfejs pełnoekranowy.
# Wspólne komunikaty (question-prompt, summary-line, plain-article, plain-source…) są
# w mjref.ftl i używa się ich także tutaj, bez powtarzania.

## Frame

tui-header = mjref · { $ruleset }
tui-header-short = mjref
tui-header-edition = mjref · { $edition }
tui-header-seed = seed { $seed }
tui-header-score = dobrze { $right }/{ $asked }
tui-scroll-note = { $first }–{ $last } z { $total }
tui-scroll-note-one = { $line } z { $total }
tui-too-small = Terminal ma { $width }×{ $height }; mjref potrzebuje co najmniej { $min_width }×{ $min_height }. Powiększ okno.
tui-too-small-keys = Ctrl-C kończy.

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
tui-key-digits = 1-{ $max }
tui-key-n = n Enter
tui-key-v = v
tui-key-t = t
tui-key-f = f
tui-key-s = s
tui-key-a = a
tui-key-pg = PgUp PgDn
tui-key-slash = /
tui-key-type = pisz
tui-key-scroll = ↑↓ PgUp PgDn

tui-do-move = przesuń
tui-do-choose = wybierz
tui-do-menu-item = tę pozycję menu
tui-do-switch = zasady lub menu
tui-do-answer = odpowiedz
tui-do-next = dalej
tui-do-referee-view = widok sędziego
tui-do-learner-view = widok gracza
tui-do-story = przewiń przebieg
tui-do-fold = cały przebieg
tui-do-review = stół i przebieg
tui-do-explanation = wyjaśnienie
tui-key-b = b
tui-question-review = b: wróć do wyjaśnienia
tui-do-tiles = styl kamieni
tui-do-scroll = przewiń
tui-do-search = szukaj
tui-do-type-search = szukane słowa
tui-do-keep-search = zachowaj wyniki
tui-do-clear-search = wyczyść szukanie
tui-do-end = zakończ quiz
tui-do-drill = przećwicz artykuł
tui-do-back = wstecz
tui-do-change = zmień
tui-do-home = początek
tui-do-articles = artykuły
tui-do-settings = ustawienia
tui-do-quit = wyjdź
tui-do-quit-now = wyjdź od razu, skądkolwiek
tui-do-help = pomoc

tui-help-title = Klawisze
tui-help-q = wstecz, na ekranie początkowym wyjście
tui-help-legend = Mury
tui-help-close = Dowolny klawisz zamyka pomoc.

tui-legend-served = mur w użyciu
tui-legend-break = przełamanie
tui-legend-both = słupek dwóch kamieni
tui-legend-bottom = tylko dolny kamień
tui-legend-top = tylko górny kamień
tui-legend-empty = wzięte
tui-legend-face-up = kamień odkryty, nazwany obok swojego muru
tui-legend-dead-wall = martwy mur: kamienie uzupełniające
tui-legend-dead-wall-dora = martwy mur: kamienie uzupełniające i wskaźniki dora
tui-legend-took = pobranie: 4 kamienie z muru Wschodu

## Home

tui-home-intro = Przy prawdziwym stole trwa rozdanie, coś idzie nie tak, a ty wydajesz rozstrzygnięcie jako sędzia. mjref sprawdza odpowiedź własnym silnikiem zasad i podaje fakty, które o nim decydują.
tui-home-rulesets = Zasady
tui-home-ruleset-about = { $articles ->
    [one] { $articles } artykuł
    [few] { $articles } artykuły
    [many] { $articles } artykułów
   *[other] { $articles } artykułu
 } · { $edition }
tui-home-start = Start
tui-home-status = Kamienie: { $tiles } · Widok: { $view } · s je zmienia
tui-menu-practise = Ćwicz wszystkie artykuły
tui-menu-practise-about = Pytania ze wszystkich artykułów zasad, losowo, aż przestaniesz; potem podsumowanie.
tui-menu-drill = Przećwicz jeden artykuł…
tui-menu-drill-about = Przeglądaj artykuły, przeczytaj jeden i przećwicz go klawiszem Enter.
tui-menu-settings = Ustawienia
tui-menu-settings-about = Jak rysowane są kamienie i czy stojaki widać oczami gracza, czy sędziego.
tui-menu-quit = Wyjdź
tui-menu-quit-about = Zamknij mjref.

tui-view-learner = gracz
tui-view-referee = sędzia

## Question

tui-question-counter = Pytanie { $n } z { $count }
tui-question-counter-endless = Pytanie { $n }
tui-question-counter-drill = Ćwiczysz { $article } · pytanie { $n }
tui-question-counter-drill-stuck = Ćwiczysz { $article } · pytanie { $n } · opanowane: { $streak } dobrze z rzędu
tui-question-choose = 1-{ $max } lub ↑↓ Enter
tui-question-failed = Nie udało się zbudować tego pytania
tui-question-failed-next = Naciśnij n: następne pytanie.
tui-no-question = Te zasady nie mają artykułu, o który można by zapytać.

tui-table-walls = Mury
tui-table-left = zost.
tui-table-left-of = { $left ->
    [one] został { $left }
    [few] zostały { $left }
    [many] zostało { $left }
   *[other] zostało { $left }
}
tui-table-tiles = ręka
tui-table-took = wzięte
tui-table-front = na stole
tui-racks-title = Stojaki: wszystkie kamienie (widok sędziego)
tui-play-bonus = bonusy
tui-play-shown = ręka odkryta
tui-play-declared = zgł. wygrana
tui-play-dead = martwa ręka
tui-play-to-play = ▸ ma ruch
tui-play-hand = Odkryta ręka { $seat-gen }:
tui-play-revealed = { $seat } – odkryte przez pomyłkę:
tui-play-looked-at = Sędzia widzi rękę { $seat-gen }:
tui-play-discards = Zrzutki
tui-play-called-tile-left = +{ $tile } leży
tui-play-named = { $tile } (nazwany: { $named })

tui-story-title = Co się stało
tui-story-folded = f: cały przebieg
tui-story-full = f: zwiń rozdanie
tui-explanation-title = Dlaczego

## Articles

tui-articles-title = Artykuły
tui-articles-list = Artykuły ({ $count })
tui-articles-matching = Znalezione artykuły: { $shown } z { $count }
tui-articles-none = Żaden artykuł nie ma w id, tytule, tagach ani streszczeniu wszystkich słów z „{ $query }”. Backspace skraca wyszukiwanie, Esc je czyści.
tui-articles-sources = Źródła
tui-articles-source = { $work }, { $locator }
tui-articles-cases = Przypadki po kolei: rozstrzyga pierwszy pasujący
tui-case-otherwise = W pozostałych przypadkach:
tui-case-always = W każdym przypadku:

tui-phase-before-play = Przed grą
tui-phase-deal = Rozdanie
tui-phase-charleston = Charleston
tui-phase-play = Gra
tui-phase-settlement = Rozliczenie

## Settings

tui-settings-title = Ustawienia
tui-settings-tiles = Kamienie
tui-settings-view = Widok
tui-settings-language = Język
tui-settings-language-about = Zapamiętany na kolejne uruchomienia; --lang lub MJREF_LANG wybierają go na jedno uruchomienie. Quiz klubowy jest taki sam w każdym języku.
tui-style-ascii = ascii
tui-style-unicode = unicode
tui-style-cjk = cjk
tui-style-mps = mps
tui-settings-view-learner = Stojaki pokazują, ile kamieni ma każdy gracz i co wziął, jak przy stole.
tui-settings-view-referee = Stojaki pokazują kamienie wszystkich graczy, tak jak widziałby je sędzia sprawdzający ręce.
tui-font-ascii = Litery i cyfry: 5d to piątka kółek, 1b jedynka bambusów, 9c dziewiątka znaków, Ew wiatr wschodni, Rd czerwony smok, JK joker. Pokaże je każda czcionka.
tui-font-unicode = Kamienie z bloku mahjonga w Unicode. Wymagają czcionki, która go zawiera, np. Noto Sans Symbols 2, Segoe UI Symbol lub Symbola; czerwony smok pochodzi z czcionki emoji i jest szerszy, a biały smok to pusta ramka, jak na kamieniu. Jeśli kamień wyświetla się jako prostokąt lub znak zapytania, wybierz ascii.
tui-font-cjk = Chińskie znaki, tak jak gracze zapisują kamienie: 5萬 znaki, 5索 bambusy, 5筒 kółka, 東 南 西 北, 中 發 白, 花 kwiat, 百 joker. Wymagają czcionki z chińskimi znakami, np. Noto Sans CJK, Source Han Sans, Microsoft YaHei lub PingFang.
tui-font-mps = Litery i cyfry tak, jak kamienie zapisują gracze riichi: 5m to piątka znaków, 5p piątka kółek (pin), 5s piątka bambusów (sou); Ew wiatr wschodni, Rd czerwony smok. Pokaże je każda czcionka.
tui-settings-note = Także przy pytaniu: v przełącza widok, t styl kamieni.

## Summary

tui-summary-title = Podsumowanie
tui-summary-rule = Jak poszło
tui-summary-line = Dobrze { $right } z { $asked ->
    [one] { $asked } pytania
    [few] { $asked } pytań
    [many] { $asked } pytań
   *[other] { $asked } pytania
 }.
tui-summary-score = { $right } z { $asked }
tui-summary-none = Nie odpowiedziano na żadne pytanie.
tui-summary-again-deck = Te same przypadki jeszcze raz: uruchom mjref quiz z tym samym --deck.
tui-summary-again = Te same pytania jeszcze raz: { $command }
tui-summary-again-club = Ten sam quiz jeszcze raz: { $command }
tui-summary-again-club-deck = Ten sam quiz jeszcze raz: mjref club join z tym samym kodem i --deck.

## Study, statistics, club quiz

tui-menu-study = Nauka z powtórkami w odstępach…
tui-menu-study-about = Zaległe powtórki, nowe artykuły, twoje błędy albo wkuwanie przed wieczorem w klubie. Postępy są zapisywane.
tui-menu-stats = Statystyki
tui-menu-stats-about = Skuteczność według zasad i artykułów, trend, czas na odpowiedź; najpierw najsłabsze artykuły.
tui-study-title = Nauka
tui-study-waiting = { $n ->
    [one] czeka { $n }
    [few] czekają { $n }
    [many] czeka { $n }
   *[other] czeka { $n }
}
tui-study-new-waiting = { $n ->
    [one] czeka 1 przypadek
    [few] czekają { $n } przypadki
    [many] czeka { $n } przypadków
   *[other] czeka { $n } przypadku
 } { $articles ->
    [one] w 1 artykule
    [few] w { $articles } artykułach
    [many] w { $articles } artykułach
   *[other] w { $articles } artykułu
}
tui-study-none-scheduled = na razie nic: przypadki, na które odpowiesz, wrócą tutaj, gdy przyjdzie czas ich powtórki
tui-study-answers = Odpowiedzi
tui-study-by-parts = buduj rozstrzygnięcie po częściach (Tab: wybór odpowiedzi)
tui-study-by-choice = wybór odpowiedzi, szybki tryb (Tab: po częściach)
tui-key-digits-study = 1-4
tui-do-study = zacznij
tui-do-answer-style = po częściach lub wybór
tui-stats-col-article = Artykuł
tui-stats-col-title = Tytuł
tui-stats-col-score = Wynik
tui-stats-col-answers = Odpowiedzi
tui-stats-col-time = Na odpowiedź
tui-stats-seconds = { $seconds } s
tui-stats-none-hint = Odpowiedz na kilka pytań (Ćwicz lub Nauka) i wróć tutaj.
tui-do-drill-weakest = przećwicz
tui-parts-step = część { $n } z { $count }
tui-key-digits-parts = 1-5
tui-key-figures = 0-9 ⌫
tui-key-back-part = ← ⌫
tui-do-type = wpisz liczbę
tui-do-next-figure = następna liczba
tui-do-part-back = zmień ostatnią część
tui-header-club = quiz klubowy { $code }
tui-header-timer = ⏱ { $seconds } s
tui-presenter-of = z { $count }
tui-presenter-seconds = pozostałe sekundy
tui-presenter-end = Koniec quizu
tui-presenter-end-about = { $count ->
    [one] To było jedyne pytanie.
    [few] To było ostatnie z { $count } pytań.
    [many] To było ostatnie z { $count } pytań.
   *[other] To było ostatnie z { $count } pytania.
 } Członkowie, którzy odpowiadali w programie, odczytują na głos wynik i kod kontrolny ze swojej karty wyników.
    Sprawdzenie odczytanego wyniku: mjref club verify { $code } SCORE CHECK --name NAME
    Klucz odpowiedzi z uzasadnieniami i źródłami: mjref club handout { $code }
tui-do-last-question = wróć do ostatniego pytania
tui-key-enter-esc = Enter Esc
tui-do-end-presenting = zakończ prezentację
tui-do-reveal = pokaż odpowiedź
tui-do-previous-next = poprzednie/następne pytanie
tui-summary-again-study = Dalsza nauka z wiersza poleceń: { $command }
tui-settings-not-kept = Nie udało się zapisać ustawień w { $file } ({ $reason }); obowiązują do zamknięcia mjref.
tui-settings-unread = Nie da się odczytać ustawień zapisanych poprzednio ({ $reason }). mjref zaczyna z ustawieniami domyślnymi; gdy któreś ustawienie się zmieni, tamten plik zostanie obok nowego, z „.unread” dodanym do nazwy.

# A share in the statistics table (the language's own spacing before %).
tui-stats-percent = { $n }%
