# Katalog komunikatów mjref, polski: nauka przez tygodnie, statystyki, quizy klubowe.

## Club quiz

club-new-code = Kod quizu klubowego: { $code }
club-new-about = { $ruleset }, { $edition } · { $count ->
    [one] 1 pytanie
    [few] { $count } pytania
    [many] { $count } pytań
   *[other] { $count } pytania
 } · artykuły: { $articles }
club-new-join = Członkowie rozwiązują go poleceniem: mjref club join { $code }
club-new-handout = Pytania do druku i klucz odpowiedzi: mjref club handout { $code } --format html > quiz.html
club-all-articles = wszystkie
club-deck-articles = przypadki z talii { $deck }, po kolei
club-time-limit = { $seconds ->
    [one] { $seconds } sekunda na pytanie.
    [few] { $seconds } sekundy na pytanie.
    [many] { $seconds } sekund na pytanie.
   *[other] { $seconds } sekundy na pytanie.
}
club-no-time-limit = Bez limitu czasu.
club-pass-mark = Egzamin: próg zaliczenia to { $pass }%.
club-intro = Quiz klubowy { $code }: { $ruleset }, { $edition }, { $count ->
    [one] 1 pytanie.
    [few] { $count } pytania.
    [many] { $count } pytań.
   *[other] { $count } pytania.
}
club-question-head = ── Pytanie { $n } z { $count } ──
club-too-late = Czas minął: limit wynosił { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
 }. Ta odpowiedź się nie liczy.
club-time-up = Czas minął: limit wynosił { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
 } i nie padła żadna odpowiedź, więc pytanie liczy się jako błędne.
club-score-title = Karta wyników
club-score = Dobrze: { $right } z { $count }
club-score-name = Imię: { $name }
club-score-check = Kod kontrolny: { $check }
club-score-code = Quiz: { $code }
club-exam-passed = Zaliczone (próg { $pass }%).
club-exam-failed = Niezaliczone (próg { $pass }%).
club-score-read-out = Odczytaj na głos swój wynik i kod kontrolny; organizator może je sprawdzić poleceniem mjref club verify.
club-verify-good = Kod kontrolny { $check } zgadza się z wynikiem „dobrze: { $right }”{ $name ->
    [none] {""}
   *[other] {" "}(imię: { $name })
 }.
club-verify-bad = Kod kontrolny { $check } nie zgadza się z wynikiem „dobrze: { $right }”{ $name ->
    [none] {""}
   *[other] {" "}(imię: { $name })
 }: źle odczytano wynik albo kod kontrolny.

## Handout

handout-title = Quiz klubowy
handout-intro = Zasady: { $ruleset }, { $edition }. { $count ->
    [one] 1 pytanie.
    [few] { $count } pytania.
    [many] { $count } pytań.
   *[other] { $count } pytania.
}
handout-code = Kod quizu: { $code }
handout-question = Pytanie { $n }
handout-key-title = Klucz odpowiedzi
handout-key-answer = Pytanie { $n }: { $option }

## Study

study-mode-due = Do powtórki
study-mode-new = Nowe przypadki
study-mode-mistakes = Moje błędy
study-mode-cram = Wkuwanie
study-mode-due-about = Przypadki, których powtórka przypada na dziś, najpierw najbardziej zaległe. Harmonogram (FSRS) rozkłada powtórki w czasie, w miarę jak opanowujesz przypadki.
study-mode-new-about = Przypadki, o które jeszcze nigdy nie padło pytanie, artykuł po artykule.
study-mode-mistakes-about = Przypadki z błędną odpowiedzią; przypadek znika z listy, gdy odpowiesz na niego dobrze.
study-mode-cram-about = Wszystkie przypadki bez względu na harmonogram: najpierw błędy, potem przypadki niewidziane najdłużej. Odpowiedzi przy wkuwaniu nie zmieniają harmonogramu.
study-nothing-left = W tym trybie nic już nie zostało: { $mode ->
    [due] nic nie czeka na powtórkę.
    [new] padły już pytania o wszystkie przypadki.
    [mistakes] brak błędów do poprawienia.
   *[other] nie ma o co pytać.
}
study-in-time = { $unit ->
    [minutes] za { $n ->
        [one] 1 minutę
        [few] { $n } minuty
        [many] { $n } minut
       *[other] { $n } minuty
    }
    [hours] za { $n ->
        [one] 1 godzinę
        [few] { $n } godziny
        [many] { $n } godzin
       *[other] { $n } godziny
    }
   *[days] za { $n ->
        [one] 1 dzień
        [few] { $n } dni
        [many] { $n } dni
       *[other] { $n } dnia
    }
}
study-next-review = teraz nic nie czeka; następna powtórka { study-in-time }
study-come-back = Następna powtórka { study-in-time }.
study-set-aside = Nie udało się odczytać pliku postępów { $from } ({ $reason }). Odłożono go jako { $to } i zaczynasz od nowa.
study-not-saved = Postępy nie są zapisywane: { $reason }

## Statistics

stats-title = Statystyki
stats-none = Jeszcze brak odpowiedzi.
stats-total = { $answers ->
    [one] 1 odpowiedź
    [few] { $answers } odpowiedzi
    [many] { $answers } odpowiedzi
   *[other] { $answers } odpowiedzi
 }, w pełni dobrze: { $right }; wynik { $accuracy }%, { $seconds } s na odpowiedź
stats-score-note = Wynik uwzględnia części odpowiedzi: odpowiedź z 3 dobrymi częściami na 4 liczy się jako 75%.
stats-rulesets = Według zasad
stats-ruleset = { $ruleset }: { $answers ->
    [one] 1 odpowiedź
    [few] { $answers } odpowiedzi
    [many] { $answers } odpowiedzi
   *[other] { $answers } odpowiedzi
 }, w pełni dobrze: { $right }; wynik { $accuracy }%, { $seconds } s na odpowiedź
stats-trend = Wynik dzień po dniu, { $days ->
    [one] ostatni { $days } dzień
    [few] ostatnie { $days } dni
    [many] ostatnie { $days } dni
   *[other] ostatnie { $days } dnia
 } z odpowiedziami: { $spark } ({ $first }% pierwszego dnia, { $last }% ostatniego)
stats-trend-one-day = Wynik dzień po dniu: na razie odpowiedzi tylko z jednego dnia ({ $accuracy }%); trend pojawi się od drugiego dnia.
stats-articles = Artykuły, najpierw najsłabsze
stats-article = { $ruleset } { $article }: { $answers ->
    [one] 1 odpowiedź
    [few] { $answers } odpowiedzi
    [many] { $answers } odpowiedzi
   *[other] { $answers } odpowiedzi
 }, w pełni dobrze: { $right }; wynik { $accuracy }%, { $seconds } s na odpowiedź
stats-due = Do powtórki teraz: { $due } · nowe przypadki: { $new } · błędy: { $mistakes }
stats-due-next = Teraz nic nie czeka; następna powtórka { study-in-time }.

## Part-by-part answers

parts-players = Kogo to dotyczy i jak?
parts-tiles = Co dzieje się z kamieniami?
parts-payments = Jakie są płatności?
parts-amounts = Ile? Wpisz liczbę dla każdej płatności.
parts-next = Jak toczy się gra dalej?
parts-no-payment = Nikt nic nie płaci.
parts-sum-in-figures = stała kwota (liczba w następnym kroku)
parts-amount-line = { $from } płaci { $to-dat }:
parts-amount-wrong = { $from } płaci { $to-dat } { $right }, nie { $given }.
parts-amount-missing = { $from } płaci { $to-dat } { $right }.
parts-score = Dobrze { $right } z { $count } części.
parts-part-right = Dobrze: { $part }
parts-part-wrong = Źle: { $part } Wybrano: { $chosen } Prawidłowo: { $correct }
parts-part-other-article = To część rozstrzygnięcia artykułu { $id } ({ $title }), który dotyczy innej sprawy.
parts-name-players = kogo to dotyczy i jak.
parts-name-tiles = co dzieje się z kamieniami.
parts-name-payments = kto ile płaci.
parts-name-amounts = liczby.
parts-name-next = jak toczy się gra dalej.

# The mark between whole and decimal part of a figure (6,5 s).
number-decimal-mark = ,
club-verify-line = wiersz { $line }: „{ $text }” to nie jest karta wyniku: wpisz liczbę dobrych odpowiedzi, kontrolę, a potem imię, jeśli je podano
