# Katalog komunikatów mjref: polski.
# Tu jest każdy tekst, który widzi użytkownik. Nowy język: skopiuj ten plik do
# assets/i18n/<lang>/mjref.ftl i przetłumacz wartości; identyfikatory zostają.
# Terminy: docs/glossary-pl.md. Miejsca i role ($seat, $who, $from, $to…) przychodzą
# w każdym przypadku: { $to } to mianownik, { $to-gen }, { $to-dat }, { $to-acc },
# { $to-ins }, { $to-loc } pozostałe przypadki, podane atrybutami komunikatów seat-…
# i role-… poniżej („z muru { $wall-gen }”, „{ $from } płaci { $to-dat }”).

## Seats and roles

seat-east = Wschód
    .gen = Wschodu
    .dat = Wschodowi
    .acc = Wschód
    .ins = Wschodem
    .loc = Wschodzie
seat-south = Południe
    .gen = Południa
    .dat = Południu
    .acc = Południe
    .ins = Południem
    .loc = Południu
seat-west = Zachód
    .gen = Zachodu
    .dat = Zachodowi
    .acc = Zachód
    .ins = Zachodem
    .loc = Zachodzie
seat-north = Północ
    .gen = Północy
    .dat = Północy
    .acc = Północ
    .ins = Północą
    .loc = Północy
role-everyone = każdy gracz
    .gen = każdego gracza
    .dat = każdemu graczowi
    .acc = każdego gracza
    .ins = każdym graczem
    .loc = każdym graczu
role-offender = sprawca
    .gen = sprawcy
    .dat = sprawcy
    .acc = sprawcę
    .ins = sprawcą
    .loc = sprawcy
role-caller = zgłaszający
    .gen = zgłaszającego
    .dat = zgłaszającemu
    .acc = zgłaszającego
    .ins = zgłaszającym
    .loc = zgłaszającym
role-called = wskazany gracz
    .gen = wskazanego gracza
    .dat = wskazanemu graczowi
    .acc = wskazanego gracza
    .ins = wskazanym graczem
    .loc = wskazanym graczu
role-left-of-dealer = gracz na lewo od Wschodu
    .gen = gracza na lewo od Wschodu
    .dat = graczowi na lewo od Wschodu
    .acc = gracza na lewo od Wschodu
    .ins = graczem na lewo od Wschodu
    .loc = graczu na lewo od Wschodu
role-dealer = Wschód
    .gen = Wschodu
    .dat = Wschodowi
    .acc = Wschód
    .ins = Wschodem
    .loc = Wschodzie
role-each-opponent = każdy z pozostałych graczy
    .gen = każdego z pozostałych graczy
    .dat = każdemu z pozostałych graczy
    .acc = każdego z pozostałych graczy
    .ins = każdym z pozostałych graczy
    .loc = każdym z pozostałych graczy
role-each-offender = każdy gracz z błędnym zgłoszeniem
    .gen = każdego gracza z błędnym zgłoszeniem
    .dat = każdemu graczowi z błędnym zgłoszeniem
    .acc = każdego gracza z błędnym zgłoszeniem
    .ins = każdym graczem z błędnym zgłoszeniem
    .loc = każdym graczu z błędnym zgłoszeniem
role-each-of = każdy z graczy { $a } i { $b }
    .gen = każdego z graczy { $a } i { $b }
    .dat = każdemu z graczy { $a } i { $b }
    .acc = każdego z graczy { $a } i { $b }
    .ins = każdym z graczy { $a } i { $b }
    .loc = każdym z graczy { $a } i { $b }
role-each-of-three = każdy z graczy { $a }, { $b } i { $c }
    .gen = każdego z graczy { $a }, { $b } i { $c }
    .dat = każdemu z graczy { $a }, { $b } i { $c }
    .acc = każdego z graczy { $a }, { $b } i { $c }
    .ins = każdym z graczy { $a }, { $b } i { $c }
    .loc = każdym z graczy { $a }, { $b } i { $c }
role-each-injured = każdy gracz bez winy
    .gen = każdego gracza bez winy
    .dat = każdemu graczowi bez winy
    .acc = każdego gracza bez winy
    .ins = każdym graczem bez winy
    .loc = każdym graczu bez winy
role-any-other-player = dowolny inny gracz
    .gen = dowolnego innego gracza
    .dat = dowolnemu innemu graczowi
    .acc = dowolnego innego gracza
    .ins = dowolnym innym graczem
    .loc = dowolnym innym graczu
role-winner = zwycięzca
    .gen = zwycięzcy
    .dat = zwycięzcy
    .acc = zwycięzcę
    .ins = zwycięzcą
    .loc = zwycięzcy
role-each-other-loser = każdy z pozostałych przegranych
    .gen = każdego z pozostałych przegranych
    .dat = każdemu z pozostałych przegranych
    .acc = każdego z pozostałych przegranych
    .ins = każdym z pozostałych przegranych
    .loc = każdym z pozostałych przegranych
role-each-loser = każdy z pozostałych graczy
    .gen = każdego z pozostałych graczy
    .dat = każdemu z pozostałych graczy
    .acc = każdego z pozostałych graczy
    .ins = każdym z pozostałych graczy
    .loc = każdym z pozostałych graczy
role-discarder = wyrzucający
    .gen = wyrzucającego
    .dat = wyrzucającemu
    .acc = wyrzucającego
    .ins = wyrzucającym
    .loc = wyrzucającym
role-each-intact = każdy gracz z nienaruszoną ręką
    .gen = każdego gracza z nienaruszoną ręką
    .dat = każdemu graczowi z nienaruszoną ręką
    .acc = każdego gracza z nienaruszoną ręką
    .ins = każdym graczem z nienaruszoną ręką
    .loc = każdym graczu z nienaruszoną ręką
role-other-player = inny gracz
    .gen = innego gracza
    .dat = innemu graczowi
    .acc = innego gracza
    .ins = innym graczem
    .loc = innym graczu
role-each-ready = każdy gracz z gotową ręką
    .gen = każdego gracza z gotową ręką
    .dat = każdemu graczowi z gotową ręką
    .acc = każdego gracza z gotową ręką
    .ins = każdym graczem z gotową ręką
    .loc = każdym graczu z gotową ręką
role-each-not-ready = każdy gracz bez gotowej ręki
    .gen = każdego gracza bez gotowej ręki
    .dat = każdemu graczowi bez gotowej ręki
    .acc = każdego gracza bez gotowej ręki
    .ins = każdym graczem bez gotowej ręki
    .loc = każdym graczu bez gotowej ręki
role-liable = gracz odpowiedzialny (pao)
    .gen = gracza odpowiedzialnego (pao)
    .dat = graczowi odpowiedzialnemu (pao)
    .acc = gracza odpowiedzialnego (pao)
    .ins = graczem odpowiedzialnym (pao)
    .loc = graczu odpowiedzialnym (pao)
walls-one = z muru { $a-gen }
walls-two = z murów { $a-gen } i { $b-gen }

## Rulings

status-no-penalty-all = Nikt nie dostaje kary.
status-no-penalty = Bez kary dla { $who-gen }.
status-warning = { $who } dostaje ostrzeżenie.
status-points = { $who } traci { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
 }.
status-may-not-win = { $who } nie może zgłosić wygranej w tej rozgrywce.
status-dead-hand = { $who } ma martwą rękę: nie gra dalej, ale nadal płaci.
status-dead-hand-plays-on = { $who } ma martwą rękę: dalej dobiera i wyrzuca, ale nie może zgłaszać, ogłosić riichi ani wygrać, a po wyczerpaniu muru jest noten.
status-held-to-first-call = { $who } nie może zmienić zgłoszenia: albo kontynuuje pierwsze zgłoszenie, albo wycofuje je jako puste zgłoszenie.
status-held-to-ron = { $who } nie może zmienić zgłoszenia wygranej: albo kontynuuje rona i wygrywa, albo wycofuje go jako puste zgłoszenie wygranej, a ręka jest martwa.
status-riichi-stick-stays = Patyczek riichi { $who-gen } zostaje na stole i nie wraca do gracza.
status-riichi-void = Riichi { $who-gen } się nie liczy: { $who } nie jest w riichi, zabiera patyczek z powrotem i gra dalej żywą ręką.
status-stays-live = { $who } nie ma martwej ręki i gra dalej.
status-jokers-exchangeable = Jokery z wyłożeń { $who-gen } pozostawionych na stole nadal można przejąć przez wymianę.
status-settles-dispute = Spór o martwą rękę (zgłoszenie: { $who }, zakwestionowane) rozlicza się teraz, z końcem rozgrywki.
status-long-hand = { $who } ma długą rękę.
status-short-hand = { $who } ma krótką rękę.
status-foul-hand = { $who } ma wadliwą rękę.
status-disqualified = Dyskwalifikacja { $who-gen }.
status-escalating = { $who } dostaje karę według rosnącej skali.
status-points-off = { $who } traci { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
 } z wyniku końcowego (nikt inny na tym nie zyskuje).
status-points-off-per-minutes = { $who } traci z wyniku końcowego { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
 } za { $minutes ->
    [one] każdą rozpoczętą minutę
    [few] każde rozpoczęte { $minutes } minuty
    [many] każde rozpoczęte { $minutes } minut
   *[other] każde rozpoczęte { $minutes } minuty
 } spóźnienia; nikt inny na tym nie zyskuje.
status-dangerous-discard = { $who } odpowiada za niebezpieczną zrzutkę i musi zapłacić za nią karę.
status-gets-tile = Kamień przypada { $who-dat }.
status-claim-refused = Zgłoszenie { $who-gen } nie zostaje uznane.
status-wins = { $who } wygrywa rozgrywkę.
status-win-stands = Wygrana jest ważna.
status-committed = { $who } nie może się już wycofać: musi z tym kamieniem prawidłowo wyłożyć układ, inaczej ma martwą rękę.
status-may-turn-into-exposure = { $who } może bez kary zostawić grupę jako zwykłe wyłożenie i wyrzucić kamień.
status-must-correct = { $who } musi to poprawnie powtórzyć, ale nie dostaje kary.
status-may-not-refuse-exchange = { $who } nie może odmówić: joker przechodzi do gracza, który dał za niego kamień. Nikt nie dostaje kary.
status-may-not-stop-charleston = { $who } nie może zatrzymać tego Charlestona przed jego ostatnim przekazaniem, ale za tę próbę nie dostaje kary.

tiles-unchanged = Żaden kamień się nie przesuwa.
tiles-back-face-down = Kamień zostaje zakryty i pozostaje dokładnie na swoim miejscu.
tiles-exposed-back-face-down = Każdy odkryty kamień muru odwraca się z powrotem licem do dołu na jego miejscu.
tiles-shown-then-back = Kamień zostaje pokazany wszystkim, a potem wraca na miejsce.
tiles-kept = Kamienie zostają tam, gdzie są.
tiles-returned-to-rack = Kamienie wracają na stojak.
tiles-take-from-wall = { $who } bierze { $count ->
    [one] następny kamień
    [few] następne { $count } kamienie
    [many] następnych { $count } kamieni
   *[other] następne { $count } kamienia
 } z muru w użyciu.
tiles-take-loose = { $who } dobiera kamień uzupełniający należny za Konga lub za kamień bonusowy.
tiles-misdeal = Rozdanie jest nieważne: wszystkie kamienie zostają zgarnięte i przemieszane, a mury zbudowane od nowa.
tiles-thrown-in = Wszystkie kamienie zostają zgarnięte i przemieszane, a mury zbudowane od nowa.
tiles-as-agreed = Kamienie poprawia się tak, jak uzgodnili gracze przy stole.
tiles-put-right-where-possible = Błąd zostaje naprawiony, na ile się da: kamienie wracają tam, gdzie były.
tiles-agree-else-misdeal = Każdy błąd w rozdaniu naprawia się od razu, tak jak uzgodnią wszyscy gracze; jeśli nie mogą się porozumieć, jest to błędne rozdanie: kamienie miesza się od nowa, mury buduje ponownie, a Wschód rozdaje jeszcze raz.
tiles-drawn-back = Dobrany kamień wraca na swoje miejsce w murze.
tiles-keeps-drawn = { $who } zatrzymuje kamień.
tiles-swap-for-right = { $who } odkłada niewłaściwy kamień z powrotem na miejsce i bierze właściwy.
tiles-bonus-undeclared = { $who } zatrzymuje kamień bonusowy w ukrytej ręce i go nie melduje.
tiles-discard-back = Zrzutka wraca do ręki; zamiast niej można wyrzucić inny kamień.
tiles-discard-stands = Zrzutka zostaje tam, gdzie jest.
tiles-discard-claimable = Zrzutka zostaje: teraz każdy może ją wziąć w dowolnym celu; jeśli nikt tego nie zrobi, jest martwa.
tiles-discard-dead = Kamień wraca na stół i nie może zostać użyty w żadnym celu.
tiles-claim-undone = Zgłoszony kamień wraca między zrzutki, a kamienie wyłożone razem z nim wracają do ręki.
tiles-claim-and-loose-tile-undone = Zgłoszony kamień wraca między zrzutki, kamienie wyłożone razem z nim wracają do ręki, a kamień uzupełniający dobrany za Konga wraca do muru.
tiles-claim-undone-claimable = Kamienie wyłożone do zgłoszenia wracają do ręki. Zrzutkę nadal można wziąć: ten sam gracz w innym celu, każdy z pozostałych w dowolnym celu; jeśli nikt jej nie weźmie, jest martwa.
tiles-call-undone-claimable = Zrzutkę nadal można wziąć: ten sam gracz w innym celu, każdy z pozostałych w dowolnym celu; jeśli nikt jej nie weźmie, jest martwa.
tiles-swap-exposed = Niewłaściwe kamienie w układzie zostają wymienione na właściwe z ręki.
tiles-set-stays = Układ zostaje dokładnie taki, jak go wyłożono.
tiles-must-expose = { $who } musi teraz wyłożyć na stół zgłoszony kamień razem z kamieniami z ręki.
tiles-called-tile-to-set = { $who } bierze teraz zgłoszoną zrzutkę do układu.
tiles-one-discard-meant = Gracz mówi, który kamień chciał wyrzucić; ten jest zrzutką, a pozostałe wracają.
tiles-one-discard-claimed = Zrzutką jest zgłoszony kamień; pozostałe wracają.
tiles-back-to-hand = Kamienie wracają do ukrytej ręki.
tiles-revealed-discarded = { $who } musi w kolejnych ruchach wyrzucić ujawnione kamienie, po jednym na ruch.
tiles-pung-becomes-kong = Dobrany czwarty kamień dołącza do Punga, który staje się Kongiem; dobiera się kamień uzupełniający.
tiles-set-restored = Wyłożony układ wraca dokładnie do poprzedniej postaci.
tiles-scores-nothing = { $who } nie dostaje żadnych punktów.
tiles-unlaid-set-scores-nothing = Przy rozliczeniu { $who } nie dostaje nic za układ zgłoszony i nigdy niewyłożony; poprawnie ułożone układy liczą się nadal.
tiles-scores-correct-sets = { $who } dostaje punkty tylko za poprawnie ułożone układy i kamienie bonusowe.
tiles-joker-back-to-passer = Joker wraca do gracza, który go przekazał, a ten przekazuje zamiast niego kamień niebędący jokerem.
tiles-pass-stands = Przekazanie zostaje takie, jak je wykonano.
tiles-pass-from-own-hand = Kamienie przekazane dalej w ciemno wracają; gracz przekazuje kamienie z własnej ręki.
tiles-exchange-stands = Wymiana jokera pozostaje ważna.
tiles-exchange-reversed = Wymiana zostaje cofnięta: joker wraca do układu, a kamień oddany za niego wraca do oddającego.
tiles-wrong-tile-fixed = Niewłaściwy kamień wychodzi z układu, a jego miejsce zajmuje właściwy.
tiles-shown-back-exposures-stay = Kamienie pokazane ze stojaka wracają na niego; wcześniejsze wyłożenia zostają na stole.
tiles-whole-hand-back = Wszystkie kamienie ręki wracają na stojak, zakryte.
tiles-stays-with-dead-hand = Zgłoszony kamień zostaje przy martwej ręce; nikt nie może go wziąć do wyłożenia.
tiles-group-stays-exposed = Pokazana grupa zostaje na stole jako zwykłe wyłożenie.
tiles-discard-to-caller = Zrzutkę bierze ten zgłaszający, któremu ona przypada, i używa jej do tego, co zgłosił.
tiles-exposed-with-the-real-tile = Zgłaszający poprawnie nazywa kamień i wykłada układ z kamieniem faktycznie wyrzuconym.
tiles-claimable-for-mah-jongg-only = Kamień nadal można wziąć, ale tylko do mah jongg.
tiles-all-in = Wszystkie kamienie są już zgarnięte: niczego nie da się cofnąć.

amount-fixed = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
amount-hand-value = { $n ->
    [1] wartość ręki
    [2] podwójną wartość ręki
    [3] potrójną wartość ręki
    [4] czterokrotną wartość ręki
   *[other] { $n }-krotność wartości ręki
}
amount-lowest-card-value = najniższą wartość na karcie
amount-their-hand-value = pełną wartość ręki tego gracza
amount-mcr-win = 8 punktów, a gracz, który wyrzucił zwycięski kamień, dodatkowo tyle punktów, ile fanów ma ręka (przy wygranej z własnego dobrania dopłaca je każdy)
amount-riichi-win = swój udział w wartości ręki
amount-riichi-ron = wartość ręki
amount-shared-out = równą część z łącznie { $n } punktów
amount-riichi-whole = całą wartość ręki
amount-riichi-win-wait-unseen = swój udział w wartości ręki liczonej bez jej oczekiwania
amount-riichi-half = połowę wartości ręki
amount-riichi-half-and-counters = połowę wartości ręki oraz ewentualne liczniki honba
amount-limit = { $pct ->
    [100] uzgodniony limit
    [50] połowę uzgodnionego limitu
   *[other] { $pct }% uzgodnionego limitu
}
payment = { $from } płaci { $to-dat } { $amount }.
transfer = W liczbach: { $from } płaci { $to-dat } { $amount ->
    [one] { $amount } punkt
    [few] { $amount } punkty
    [many] { $amount } punktów
   *[other] { $amount } punktu
}.
transfer-unknown = W liczbach: { $from } płaci { $to-dat } (mjref nie umie jeszcze obliczyć tej kwoty).
sticks-taken = W liczbach: { $who } bierze { $sticks ->
        [one] patyczek riichi leżący
        [few] { $sticks } patyczki riichi leżące
        [many] { $sticks } patyczków riichi leżących
       *[other] { $sticks } patyczków riichi leżących
    } na stole ({ $amount }).

next-deal-continues = Rozdanie trwa dalej.
next-game-starts = Gra zaczyna się, gdy Wschód wyrzuci kamień.
next-same-turn = Gra toczy się dalej od tego samego ruchu.
next-player-right = Ruch przechodzi na następnego gracza po prawej.
next-play-continues = Gra toczy się dalej.
next-game-ends = Rozgrywka się kończy.
next-redeal = Wschód rozdaje ponownie: nowy rzut kośćmi, nowe przełamanie muru.
next-redeal-sticks-back = Od nowa rozdaje ten sam gracz jako Wschód; patyczki riichi wracają do właścicieli, licznik honba nie dochodzi.
next-exhaustive-draw = Rozgrywka kończy się wyczerpaniem muru: gotowe ręce zostają pokazane, a gracze noten płacą płatności za noten.
next-hand-ends-dealer-passes = Rozgrywka się kończy, a rola Wschodu przechodzi na następnego gracza.
next-hand-ends-dealer-stays = Rozgrywka się kończy, a Wschód pozostaje Wschodem.
next-charleston-continues = Charleston toczy się dalej – następne przekazanie.
next-charleston-ends = Charleston kończy się tutaj; zanim Wschód wyrzuci kamień, może jeszcze nastąpić nieobowiązkowe przekazanie grzecznościowe.
next-settled-at-end = Gra toczy się dalej; spór rozstrzyga się po zakończeniu rozgrywki.
next-claimant-goes-on = Gracz, któremu przypada kamień, bierze go zgodnie ze swoim zgłoszeniem.
next-win-goes-on = Zgłoszona wygrana toczy się dalej: rękę się odkrywa i ocenia jak każdą inną wygraną.
next-as-chosen = Dalszy przebieg zależy od tego wyboru.

## Facts, as the explanation states them (-yes: the fact holds; -no: it does not)

fact-east-has-discarded-yes = Wschód już wyrzucił kamień, więc gra się zaczęła.
fact-east-has-discarded-no = Wschód jeszcze nie wyrzucił kamienia, więc gra się nie zaczęła.
fact-picking-complete-yes = Wszyscy skończyli pobierać kamienie i ustawili je na stojakach.
fact-picking-complete-no = Gracze wciąż pobierają kamienie.
fact-tile-seen-yes = Inny gracz widział lico kamienia.
fact-tile-seen-no = Nikt inny nie widział lica kamienia.
fact-counts-correct-yes = Każdy gracz ma właściwą liczbę kamieni.
fact-counts-correct-no = Któryś gracz ma błędną liczbę kamieni.
fact-left-of-east-short-one-yes = Jedyny błąd w liczbie dotyczy gracza na lewo od Wschodu, który pobierał ostatni: brakuje mu dokładnie jednego kamienia.
fact-left-of-east-short-one-no = Błąd w liczbie nie polega tylko na tym, że graczowi na lewo od Wschodu brakuje jednego kamienia.
fact-called-hand-count-wrong-yes = Wskazany gracz rzeczywiście ma błędną liczbę kamieni.
fact-called-hand-count-wrong-no = Wskazany gracz ma właściwą liczbę kamieni.
fact-table-agreed-yes = Wszyscy czterej gracze uzgodnili, jak naprawić błąd.
fact-table-agreed-no = Gracze nie zdołali uzgodnić, jak naprawić błąd.

fact-another-player-claimed-yes = Inny gracz zgłosił na tej zrzutce układ lub mahjonga.
fact-another-player-claimed-no = Nikt inny niczego na tej zrzutce nie zgłosił.
fact-offender-has-discarded-since-yes = Sprawca od tego czasu wyrzucił kamień.
fact-offender-has-discarded-since-no = Sprawca od tego czasu nie wyrzucił kamienia.
fact-claimer-discarded-before-withdrawing-yes = Zgłaszający wyrzucił kamień, zanim wycofał zgłoszenie.
fact-claimer-discarded-before-withdrawing-no = Zgłaszający jeszcze nie wyrzucił kamienia.
fact-claimer-laid-tiles-before-withdrawing-yes = Zgłaszający wyłożył kamienie odkryte, zanim wycofał zgłoszenie.
fact-claimer-laid-tiles-before-withdrawing-no = Zgłaszający wycofał zgłoszenie, zanim wyłożył do niego jakikolwiek kamień.
fact-win-claim-taken-back-yes = Wycofane zgłoszenie było zgłoszeniem wygranej (ron), a ręki nie pokazano.
fact-win-claim-taken-back-no = Wycofane zgłoszenie nie było zgłoszeniem wygranej.
fact-offender-has-drawn-since-yes = Sprawca od tego czasu znowu dobrał kamień lub wziął zrzutkę.
fact-offender-has-drawn-since-no = Sprawca od tego czasu nie dobrał kolejnego kamienia ani nie wziął zrzutki.
fact-next-player-has-drawn-yes = Następny gracz już dobrał kamień.
fact-next-player-has-drawn-no = Następny gracz jeszcze nie dobrał kamienia.
fact-loose-tile-missed-yes = Pominięty kamień był kamieniem uzupełniającym należnym za właśnie zameldowanego Konga lub za właśnie odłożony kamień bonusowy.
fact-loose-tile-missed-no = Pominięto zwykłe dobranie z muru.
fact-real-tile-fits-exposure-yes = Faktycznie wyrzucony kamień pasuje do układu, który wyłożył zgłaszający.
fact-real-tile-fits-exposure-no = Faktycznie wyrzucony kamień nie pasuje do układu, który wyłożył zgłaszający.
fact-revealed-tiles-not-discarded-yes = Gracz wyrzucił kamień dobrany później, choć na stojaku wciąż leżały ujawnione kamienie.
fact-revealed-tiles-not-discarded-no = Od odkrycia ręki gracz wyrzucał tylko ujawnione kamienie.
fact-tile-face-known-yes = Gracz zobaczył lub wyczuł lico kamienia.
fact-tile-face-known-no = Lico kamienia pozostało nieznane.
fact-drawn-tile-mixed-in-yes = Gracz włożył dobrany kamień między pozostałe kamienie ręki; nie da się już poznać, który to był kamień.
fact-drawn-tile-mixed-in-no = Dobrany kamień wciąż leży osobno, poza ręką.
fact-drawn-from-dead-wall-yes = Kamień dobrano z martwego muru, skąd bierze się tylko kamień uzupełniający za kan.
fact-drawn-from-dead-wall-no = Kamień dobrano z żywego muru.
fact-drawn-tile-is-bonus-yes = Dobrany kamień to kwiat lub pora roku.
fact-drawn-tile-is-bonus-no = Dobrany kamień nie jest kamieniem bonusowym.
fact-discard-claimed-yes = Ktoś wziął ten kamień, zanim zauważono błąd.
fact-discard-claimed-no = Nikt nie wziął tego kamienia, zanim zauważono błąd.
fact-claim-withdrawn-yes = Zgłaszający wycofał zgłoszenie.
fact-claim-withdrawn-no = Zgłoszenie nadal obowiązuje.
fact-play-moved-on-yes = Gra poszła dalej: sprawca wyrzucił kamień, a następny gracz dobrał, albo ktoś wziął tę zrzutkę.
fact-play-moved-on-no = Od zgłoszenia gra nie poszła dalej.
fact-loose-tile-drawn-for-false-kong-yes = Błędne zgłoszenie dotyczyło Konga i sprawca dobrał już za niego kamień uzupełniający.
fact-loose-tile-drawn-for-false-kong-no = Za błędne zgłoszenie nie dobrano kamienia uzupełniającego.
fact-another-player-exposed-hand-yes = Z powodu tego zgłoszenia inny gracz odkrył swoje kamienie.
fact-another-player-exposed-hand-no = Nikt inny nie odkrył żadnych kamieni.
fact-offender-is-dealer-yes = Sprawcą jest Wschód.
fact-offender-is-dealer-no = Sprawcą nie jest Wschód.
fact-winner-is-dealer-yes = Zwycięzcą jest Wschód.
fact-winner-is-dealer-no = Zwycięzcą nie jest Wschód.
fact-dealer-among-winners-yes = Wśród zwycięzców jest Wschód.
fact-dealer-among-winners-no = Wśród zwycięzców nie ma Wschodu.
fact-another-won-on-the-discard-yes = Na ten sam odrzut ron zgłosił też inny gracz i jego ręka wygrywa.
fact-another-won-on-the-discard-no = Żaden inny gracz nie wygrał ronem na tym samym odrzucie.
fact-every-hand-ready-yes = Wszyscy gracze pokazali gotowe ręce.
fact-every-hand-ready-no = Nie wszyscy gracze mieli gotowe ręce.
fact-no-hand-ready-yes = Żaden gracz nie miał gotowej ręki.
fact-no-hand-ready-no = Co najmniej jeden gracz pokazał gotową rękę.
fact-dealer-ready-yes = Wschód pokazał gotową rękę.
fact-dealer-ready-no = Wschód nie miał gotowej ręki.
fact-liable-discarded-yes = Zwycięski kamień wyrzucił gracz odpowiedzialny (pao).
fact-liable-discarded-no = Zwycięskiego kamienia nie wyrzucił gracz odpowiedzialny (pao).
fact-offender-in-riichi-yes = Sprawca wcześniej ogłosił riichi.
fact-offender-in-riichi-no = Sprawca nie ogłosił riichi.
fact-two-discards-before-called-tile-taken-yes = Zanim zgłoszona zrzutka trafiła do układu, dwóch innych graczy wyrzuciło kamień.
fact-two-discards-before-called-tile-taken-no = Zgłoszoną zrzutkę wzięto albo wezwano sędziego, zanim dwóch innych graczy wyrzuciło kamień.
fact-called-tile-still-left-yes = Zgłoszona zrzutka wciąż leży wśród zrzutek.
fact-called-tile-still-left-no = Zgłoszoną zrzutkę już wzięto do układu.
fact-first-call-was-ron-yes = Zmienione zgłoszenie było zgłoszeniem wygranej (ron).
fact-first-call-was-ron-no = Zmienione zgłoszenie było zgłoszeniem układu, nie wygranej.
fact-win-word-put-right-at-once-yes = Gracz od razu poprawił błędne słowo zgłaszające wygraną.
fact-win-word-put-right-at-once-no = Gracz nie poprawił od razu słowa zgłaszającego wygraną.
fact-ron-and-tsumo-mixed-up-yes = Gracz powiedział drugie ze słów zgłaszających wygraną: „tsumo” na zrzutce albo „ron” na dobranym kamieniu.
fact-ron-and-tsumo-mixed-up-no = Gracz nie pomylił ron i tsumo.
fact-every-player-in-riichi-yes = Wszyscy czterej gracze są w riichi.
fact-every-player-in-riichi-no = Nie wszyscy czterej gracze są w riichi.
fact-four-kans-by-more-than-one-player-yes = W rozdaniu powstały cztery kany i nie wszystkie należą do jednego gracza.
fact-four-kans-by-more-than-one-player-no = W rozdaniu nie ma czterech kanów więcej niż jednego gracza.
fact-riichi-discard-not-turned-yes = Gracz powiedział riichi, ale zrzutkę położył jak każdą inną, nie bokiem.
fact-riichi-discard-not-turned-no = Gracz nie powiedział riichi ze zrzutką położoną jak każda inna.
fact-call-changed-after-a-pause-yes = Zanim gracz zmienił zgłoszenie, minęła chwila.
fact-call-changed-after-a-pause-no = Gracz zmienił zgłoszenie od razu.
fact-ron-would-win-yes = Ręka wygrywa ze zgłoszoną zrzutką.
fact-ron-would-win-no = Ręka nie wygrywa ze zgłoszoną zrzutką.
fact-another-hand-exposed-yes = Odkryte kamienie należały do ręki innego gracza.
fact-another-hand-exposed-no = Odkryte kamienie nie należały do ręki innego gracza.
fact-ron-while-furiten-yes = Gracz zgłosił ron, choć był furiten: kamień, na który czeka jego ręka, leżał wśród jego własnych zrzutek albo gracz przepuścił go po swoim ostatnim dobraniu lub po swoim riichi.
fact-ron-while-furiten-no = Gracz nie był furiten.
fact-exposed-at-once-over-yes = Naraz odkryto więcej niż { $value } kamieni muru.
fact-exposed-at-once-over-no = Naraz odkryto najwyżej { $value } kamieni muru.

fact-pung-promoted-with-drawn-tile-yes = Dodany kamień to właśnie dobrany czwarty kamień do wyłożonego Punga.
fact-pung-promoted-with-drawn-tile-no = Zmiana nie polega na dodaniu dobranego czwartego kamienia do wyłożonego Punga.
fact-offender-hand-long-yes = Ręka ma za dużo kamieni (długa ręka).
fact-offender-hand-long-no = Ręka nie jest długa.
fact-offender-hand-short-yes = Ręka ma za mało kamieni (krótka ręka).
fact-offender-hand-short-no = Ręka nie jest krótka.
fact-offender-hand-foul-yes = Ręka ma wyłożony błędny układ (wadliwa ręka).
fact-offender-hand-foul-no = Ręka nie ma wyłożonego błędnego układu.

fact-one-suit-sets-shown-yes = Zwycięzca miał wyłożonych układów w jednym kolorze co najmniej { $value }.
fact-one-suit-sets-shown-no = Zwycięzca miał wyłożonych układów w jednym kolorze mniej niż { $value }.
fact-wind-sets-shown-yes = Zwycięzca miał wyłożonych układów wiatrów co najmniej { $value }.
fact-wind-sets-shown-no = Zwycięzca miał wyłożonych układów wiatrów mniej niż { $value }.
fact-dragon-sets-shown-yes = Zwycięzca miał wyłożonych układów smoków co najmniej { $value }.
fact-dragon-sets-shown-no = Zwycięzca miał wyłożonych układów smoków mniej niż { $value }.
fact-honour-sets-shown-yes = Zwycięzca miał wyłożonych układów kamieni honorowych co najmniej { $value }.
fact-honour-sets-shown-no = Zwycięzca miał wyłożonych układów kamieni honorowych mniej niż { $value }.
fact-green-sets-shown-yes = Zwycięzca miał wyłożonych całkowicie zielonych układów co najmniej { $value }.
fact-green-sets-shown-no = Zwycięzca miał wyłożonych całkowicie zielonych układów mniej niż { $value }.
fact-terminal-sets-shown-yes = Zwycięzca miał wyłożonych układów jedynek lub dziewiątek co najmniej { $value }.
fact-terminal-sets-shown-no = Zwycięzca miał wyłożonych układów jedynek lub dziewiątek mniej niż { $value }.

fact-repeated-offence-yes = Rejestr przewinień pokazuje, że ten gracz już wcześniej popełnił to przewinienie.
fact-repeated-offence-no = Rejestr przewinień nie pokazuje u tego gracza żadnego wcześniejszego przewinienia tego rodzaju.
fact-declared-win-valid-yes = Zgłoszona wygrana była prawidłowa.
fact-declared-win-valid-no = Zgłoszona wygrana nie była prawidłowa.
fact-win-shape-under-minimum-yes = Ręka jest kompletna, ale warta mniej niż wymagane minimum.
fact-win-shape-under-minimum-no = Ręka w ogóle nie jest ręką wygrywającą.
fact-tile-revealed-when-touched-yes = Ktoś widział, jaki kamień został dotknięty.
fact-tile-revealed-when-touched-no = Nikt nie widział, jaki kamień został dotknięty.
fact-offender-barred-from-winning-yes = Wcześniejsze rozstrzygnięcie w tej rozgrywce już odebrało sprawcy prawo do wygranej.
fact-offender-barred-from-winning-no = Żadne wcześniejsze rozstrzygnięcie w tej rozgrywce nie odebrało sprawcy prawa do wygranej.
fact-late-over-yes = Spóźnienie o ponad { $value ->
    [one] { $value } minutę
    [few] { $value } minuty
    [many] { $value } minut
   *[other] { $value } minuty
 }.
fact-late-over-no = Spóźnienie o najwyżej { $value ->
    [one] { $value } minutę
    [few] { $value } minuty
    [many] { $value } minut
   *[other] { $value } minuty
 }.

fact-unseen-tile-with-live-wall-at-most-yes = W żywym murze zostało kamieni najwyżej { $value }, a żaden egzemplarz tego kamienia nie był jeszcze widoczny.
fact-unseen-tile-with-live-wall-at-most-no = W żywym murze zostało kamieni więcej niż { $value } albo jakiś egzemplarz tego kamienia był już widoczny.

## American play

irr-JokerPassed = joker przekazany w Charlestonie
irr-BlindPass = kamienie przekazane w ciemno w Charlestonie
irr-CharlestonStopped = gracz zatrzymuje Charleston
irr-CharlestonWithThreePlayers = przekazanie w Charlestonie przy zaledwie trzech graczach
irr-PassTakenBack = gracz chce cofnąć swoje wychodzące przekazanie
irr-HeavenlyHand = Wschód dostaje w rozdaniu kompletną rękę
irr-EarthlyHand = ręka Wschodu kompletna po Charlestonie, przed pierwszą zrzutką
irr-ClaimAfterNextPick = chęć wzięcia zrzutki po dobraniu przez następnego gracza
irr-JokerDiscardClaimed = próba wzięcia wyrzuconego jokera
irr-CompetingClaims = dwóch graczy chce tej samej zrzutki
irr-SimultaneousWins = dwóch graczy jednocześnie zgłasza mah jongg
irr-InvalidExposure = niedozwolone wyłożenie
irr-MisnameCorrected = źle nazwana zrzutka od razu poprawiona
irr-MisnamedDiscardClaimed = źle nazwana zrzutka wzięta do wyłożenia
irr-WinOnMisnamedDiscard = mah jongg na źle nazwanej zrzutce
irr-CompetingClaimsOnMisnamedTile = dwa zgłoszenia mah jongg na źle nazwanej zrzutce
irr-WinOnMisnamedJoker = mah jongg na źle nazwanym jokerze
irr-OutOfTurnDiscardClaimed = kamień wyrzucony poza kolejnością i wzięty przez innego gracza
irr-JokerExchangeMade = wymiana jokera we własnym ruchu
irr-JokerOfferedForNatural = joker zaoferowany za zwykły kamień
irr-JokerExchangeRefused = odmowa wymiany jokera
irr-ExchangeBeforePicking = wymiana jokera przed dobraniem
irr-ExchangeWithDiscard = zrzutka użyta do wymiany jokera
irr-ExchangeUndone = próba cofnięcia wymiany jokera
irr-WrongExchangeTile = niewłaściwy kamień oddany za jokera
irr-ExchangeFromDeadHand = joker wzięty z martwej ręki
irr-FalseWinNothingShown = błędny mah jongg, nic nie pokazano
irr-FalseWinGroupShown = błędny mah jongg z pokazaną zgłoszoną grupą
irr-FalseWinHandShown = błędny mah jongg z pokazaną ręką
irr-HandsDisturbedByFalseWin = ręce zgarnięte po błędnym mah jongg
irr-WallDestroyedAfterFalseWin = mur zburzony po błędnym mah jongg
irr-FalselyClaimedTileClaimed = kamień z błędnego mah jongg wzięty ponownie
irr-DeadHandCalledInPlay = ręka zgłoszona jako martwa w trakcie gry
irr-DeadHandPlayed = martwa ręka grająca dalej
irr-WrongCountsFound = błędne liczby kamieni wykryte w trakcie gry
irr-CountsChecked = przeliczenie wszystkich rąk w trakcie gry
irr-ThirdDeadHand = trzecia martwa ręka
irr-DeadCallAnswered = zgłoszenie martwej ręki przyjęte lub zakwestionowane
irr-WinOnDiscard = mah jongg na zrzutce
irr-SelfPickedWin = mah jongg z własnego dobrania
irr-WinAfterJokerExchange = mah jongg po wymianie jokera
irr-JokerlessWin = mah jongg bez jokerów
irr-DealerWins = Wschód zgłasza mah jongg
irr-WallDestroyed = zburzony mur
irr-WallGame = wyczerpany mur
irr-WinOnLastDiscard = mah jongg na ostatniej zrzutce
irr-ExposureOnLastDiscard = ostatnia zrzutka wzięta do wyłożenia

fact-blind-pass-allowed-here-yes = Było to pierwsze przekazanie w lewo lub ostatnie w prawo, a przy nich wolno przekazywać w ciemno.
fact-blind-pass-allowed-here-no = Nie było to pierwsze przekazanie w lewo ani ostatnie w prawo, więc nie wolno było przekazywać w ciemno.
fact-first-charleston-complete-yes = Pierwszy Charleston był zakończony.
fact-first-charleston-complete-no = Pierwszy Charleston nie był jeszcze zakończony.
fact-second-charleston-begun-yes = Drugi Charleston już się zaczął.
fact-second-charleston-begun-no = Drugi Charleston jeszcze się nie zaczął.
fact-incoming-pass-seen-yes = Gracz dostał już przychodzące przekazanie tej rundy.
fact-incoming-pass-seen-no = Gracz nie dostał jeszcze przychodzącego przekazania tej rundy.
fact-exchange-completed-yes = Wymiana została przeprowadzona: joker trafił na stojak.
fact-exchange-completed-no = Wymianę tylko zapowiedziano, nie przeprowadzono jej.
fact-next-discard-made-yes = Od tego czasu ktoś już wyrzucił kamień.
fact-next-discard-made-no = Od tego czasu nikt nie wyrzucił kamienia.
fact-exchanged-exposure-was-valid-yes = Wyłożenie, z którego pochodzi joker, było prawidłowe.
fact-exchanged-exposure-was-valid-no = Wyłożenie, z którego pochodzi joker, nie pasuje do żadnej ręki z karty albo powstało przy błędnym mah jongg.
fact-different-tiles-claimed-yes = Różni gracze chcieli wziąć różne kamienie spośród wyrzuconych naraz.
fact-different-tiles-claimed-no = Żadnych dwóch graczy nie chciało wziąć różnych kamieni spośród wyrzuconych.
fact-both-claims-for-mah-jong-yes = Obaj gracze zgłosili na zrzutce mahjonga.
fact-both-claims-for-mah-jong-no = Najwyżej jedno ze zgłoszeń było do mahjonga.
fact-a-claim-for-mah-jong-yes = Jedno ze zgłoszeń było do mahjonga.
fact-a-claim-for-mah-jong-no = Żadne zgłoszenie nie było do mahjonga.
fact-exchange-refused-yes = Właściciel wyłożenia odmówił oddania jokera.
fact-exchange-refused-no = Nikt nie odmówił wymiany.
fact-exchange-on-own-turn-yes = Wymieniający gracz miał ruch i już dobrał kamień lub wziął zrzutkę.
fact-exchange-on-own-turn-no = Wymieniający gracz nie miał ruchu albo jeszcze nie dobrał kamienia ani nie wziął zrzutki.
fact-exchange-tile-matches-yes = Oddany kamień to zwykły kamień, z którego składa się wyłożenie.
fact-exchange-tile-matches-no = Oddany kamień nie pasuje do wyłożenia.
fact-joker-offered-for-natural-yes = Ktoś zaoferował jokera, by zabrać z wyłożenia zwykły kamień.
fact-joker-offered-for-natural-no = Nikt nie zaoferował jokera za zwykły kamień.
fact-claimed-discard-racked-yes = Zgłaszający wygraną postawił zgłoszoną zrzutkę na stojaku, zamiast wyłożyć z nią grupę.
fact-claimed-discard-racked-no = Zgłoszona zrzutka nie trafiła na stojak.
fact-can-expose-claimed-tile-yes = Zgłaszający wygraną ma na stojaku kamienie, z którymi może wyłożyć zgłoszoną zrzutkę tak, jak pozwala karta.
fact-can-expose-claimed-tile-no = Zgłaszający wygraną nie ma na stojaku kamieni, z którymi mógłby wyłożyć zgłoszoną zrzutkę tak, jak pozwala karta.
fact-picked-tile-racked-yes = Dobrany kamień był już na stojaku.
fact-picked-tile-racked-no = Dobrany kamień nie trafił jeszcze na stojak.
fact-claim-for-mah-jongg-yes = Zgłoszenie dotyczyło mah jongg.
fact-claim-for-mah-jongg-no = Zgłoszenie dotyczyło wyłożenia, nie mah jongg.
fact-first-claim-for-mah-jongg-yes = Pierwszy zgłaszający zgłosił mah jongg.
fact-first-claim-for-mah-jongg-no = Pierwszy zgłaszający chciał wziąć zrzutkę do wyłożenia.
fact-second-claim-for-mah-jongg-yes = Drugi zgłaszający zgłosił mah jongg.
fact-second-claim-for-mah-jongg-no = Drugi zgłaszający chciał wziąć zrzutkę do wyłożenia.
fact-second-claimant-nearer-in-turn-yes = Drugi zgłaszający jest bliżej w kolejności po wyrzucającym.
fact-second-claimant-nearer-in-turn-no = Pierwszy zgłaszający jest bliżej w kolejności po wyrzucającym.
fact-first-claimant-needs-real-tile-yes = Rękę pierwszego zgłaszającego kończy faktycznie wyrzucony kamień.
fact-first-claimant-needs-real-tile-no = Faktycznie wyrzucony kamień nie kończy ręki pierwszego zgłaszającego.
fact-winner-relied-on-name-yes = Zwycięzca potrzebował nazwanego kamienia: faktycznie wyrzucony kamień nie kończy jego ręki.
fact-winner-relied-on-name-no = Faktycznie wyrzucony kamień kończy rękę zwycięzcy: zwycięzca nie polegał na błędnej nazwie.
fact-exchanger-holds-right-tile-yes = Gracz, który dał zły kamień, ma kamień tego rodzaju, z którego składa się wyłożona grupa.
fact-exchanger-holds-right-tile-no = Gracz, który dał zły kamień, nie ma żadnego kamienia tego rodzaju, z którego składa się wyłożona grupa.
fact-claimant-committed-yes = Zgłaszający już wyłożył kamienie do zgłoszenia.
fact-claimant-committed-no = Zgłaszający nie wyłożył żadnych kamieni do zgłoszenia.
fact-claimant-had-exposed-yes = Do zgłoszenia wyłożono już kamienie.
fact-claimant-had-exposed-no = Do zgłoszenia nie wyłożono jeszcze żadnych kamieni.
fact-exposure-locked-yes = Właściciel od czasu wyłożenia wyrzucił już kamień lub wymienił jokera.
fact-exposure-locked-no = Właściciel od czasu wyłożenia nie wyrzucił kamienia ani niczego nie wymienił.
fact-exposure-mixed-tiles-yes = Wyłożona grupa składa się z różnych kamieni.
fact-exposure-mixed-tiles-no = Wyłożona grupa składa się z kamieni jednego rodzaju.
fact-exposure-too-small-yes = Wyłożona grupa to pojedynczy kamień lub para.
fact-exposure-too-small-no = Wyłożona grupa ma trzy kamienie lub więcej.
fact-has-earlier-exposures-yes = Gracz miał na stole wcześniejsze wyłożenia.
fact-has-earlier-exposures-no = Gracz nie miał żadnych wcześniejszych wyłożeń.
fact-win-group-fits-exposure-yes = Pokazana grupa byłaby ważnym wyłożeniem dla ręki z karty.
fact-win-group-fits-exposure-no = Pokazana grupa nie mogłaby być ważnym wyłożeniem.
# The edition's id, as the ruleset names it: "2020" (American), "agreed-limit" (classical).
fact-edition-is-yes = { $value ->
    [agreed-limit] Gracze uzgodnili z góry, że błędne zgłoszenie wygranej kosztuje limit.
    [ema2016] Przy stole obowiązują zasady EMA z 2016 roku.
    [wrc2015] Przy stole obowiązują zasady mistrzostw świata WRC z 2015 roku.
    [standard] Przy stole obowiązują zasady tak, jak pisze Millington.
   *[other] Przy stole obowiązują zasady w wydaniu z { $value } roku.
}
fact-edition-is-no = { $value ->
    [agreed-limit] Nie uzgodniono z góry wyższej kary.
    [ema2016] Przy stole nie obowiązują zasady EMA z 2016 roku.
    [wrc2015] Przy stole nie obowiązują zasady mistrzostw świata WRC z 2015 roku.
    [standard] Przy stole nie obowiązują zasady tak, jak pisze Millington.
   *[other] Przy stole nie obowiązują zasady w wydaniu z { $value } roku.
}
fact-one-intact-hand-left-yes = Została tylko jedna nienaruszona ręka.
fact-one-intact-hand-left-no = Zostały co najmniej dwie nienaruszone ręce.
fact-another-declared-in-error-yes = Inny gracz już błędnie zgłosił wygraną.
fact-another-declared-in-error-no = Żaden inny gracz nie zgłosił błędnie wygranej.
fact-called-exposure-invalid-yes = Któreś wyłożenie wskazanego gracza nie pasuje do żadnej ręki z karty.
fact-called-exposure-invalid-no = Każde wyłożenie wskazanego gracza pasuje do którejś ręki z karty.
fact-called-hand-cannot-be-completed-yes = Ze wskazanej ręki nie da się ułożyć żadnej ręki z karty.
fact-called-hand-cannot-be-completed-no = Ze wskazanej ręki da się jeszcze ułożyć którąś rękę z karty.
fact-called-hand-really-dead-yes = Wskazana ręka była naprawdę martwa.
fact-called-hand-really-dead-no = Wskazana ręka nie była martwa.
fact-conceded-yes = Wskazany gracz przyznał, że ręka jest martwa.
fact-conceded-no = Wskazany gracz zakwestionował zgłoszenie.
fact-wrong-counts-two-yes = Dokładnie dwóch graczy miało błędną liczbę kamieni.
fact-wrong-counts-two-no = Błędną liczbę kamieni miało więcej lub mniej niż dwóch graczy.
fact-wrong-counts-three-or-more-yes = Trzech lub więcej graczy miało błędną liczbę kamieni.
fact-wrong-counts-three-or-more-no = Mniej niż trzech graczy miało błędną liczbę kamieni.
fact-action-was-pick-yes = Gracz z martwą ręką dobrał kamień z muru.
fact-action-was-pick-no = Gracz z martwą ręką nie dobrał kamienia z muru.
fact-action-was-claim-yes = Gracz z martwą ręką zgłosił chęć wzięcia zrzutki.
fact-action-was-claim-no = Gracz z martwą ręką nie zgłosił chęci wzięcia zrzutki.
fact-action-was-discard-yes = Gracz z martwą ręką wyrzucił kamień.
fact-action-was-discard-no = Gracz z martwą ręką nie wyrzucił kamienia.
fact-win-on-discard-yes = Zwycięski kamień pochodzi ze zrzutki.
fact-win-on-discard-no = Zwycięski kamień pochodzi z własnego dobrania.
fact-hand-jokerless-yes = Zwycięska ręka jest bez jokerów (i nie pochodzi z sekcji „Pojedyncze i pary”).
fact-hand-jokerless-no = Zwycięska ręka ma jokery albo pochodzi z sekcji „Pojedyncze i pary”.

## Irregularities

irr-TileTurnedUpInDeal = kamień z muru odkryty podczas rozdania
irr-WrongCountAfterDeal = błędna liczba kamieni wykryta po pobraniu
irr-WrongWallInDeal = kamienie pobrane podczas rozdania z niewłaściwego muru
irr-SelectionError = kamienie pobrane poza kolejnością, już wzięte przez graczy
irr-DeadHandCalled = zgłoszenie, że ręka innego gracza jest martwa
irr-ClaimAfterDrawing = chęć wzięcia zrzutki po dobraniu z muru
irr-NextWallTileExposed = następny kamień z muru zobaczony przez gracza, który ma go dobrać
irr-WallTileSeen = kamień z muru zobaczony przypadkiem
irr-WallTilesExposed = kilka kamieni muru przewróconych naraz
irr-DeadWallTileExposed = kamień martwego muru odkryty licem do góry
irr-ClaimWithdrawn = wycofane zgłoszenie
irr-DiscardTakenBack = niezgłoszona zrzutka wzięta z powrotem
irr-DiscardTakenBackAfterClaim = zrzutka wzięta z powrotem, choć ktoś już zgłosił chęć jej wzięcia
irr-WrongTileDrawn = niewłaściwy kamień dobrany z muru
irr-DrawOutOfTurn = dobranie poza kolejnością
irr-DiscardOutOfTurn = wyrzucenie kamienia poza kolejnością
irr-SeveralDiscards = wyrzucenie więcej niż jednego kamienia
irr-FalseClaim = zgłoszenie układu, którego gracz nie mógł ułożyć
irr-MisexposedSet = zgłoszony układ wyłożony z niewłaściwymi kamieniami
irr-ClaimNotExposed = zgłoszony układ, który nigdy nie został wyłożony
irr-ForgotToDraw = wyrzucenie kamienia bez wcześniejszego dobrania
irr-LooseTileForgotten = wyrzucenie kamienia bez dobrania kamienia uzupełniającego należnego za Konga lub za kamień bonusowy
irr-DiscardIntoHand = zrzutka wzięta prosto do ręki
irr-FalseWin = błędne zgłoszenie mahjonga
irr-SeveralFalseWins = dwa błędne zgłoszenia mahjonga
irr-FalseWin-ron = błędnie zgłoszona i pokazana wygrana (ron lub tsumo)
irr-SeveralFalseWins-ron = dwie błędnie zgłoszone wygrane na jedną zrzutkę
irr-ExposedSetChanged = wyłożony układ zmieniony później
irr-WinOnWrongTile = wygrana zgłoszona na kamieniu, który nie kończy ręki
irr-LateClaim = późna deklaracja, czyli zgłoszenie po upływie przewidzianego na nie czasu
irr-WallTouchedEarly = dotknięcie muru, zanim poprzedni gracz wyrzucił kamień
irr-RiichiDeclaredWrongly = riichi zgłoszone bez słowa „riichi” albo bez zrzutki położonej bokiem
irr-RiichiOnOpenHand = riichi zgłoszone z otwartą ręką
irr-CallWithDeadHand = zgłoszenie z martwą ręką
irr-CallInRiichi = zgłoszenie układu przez gracza w riichi
irr-RiichiHandChanged = gracz w riichi wyrzuca inny kamień niż dobrany
irr-SwapCall = kuikae: wyrzucenie kamienia, z którym dało się zrobić to samo zgłoszenie
irr-DiscardBeforeExposing = wyrzucenie kamienia przed wyłożeniem zgłoszonego układu
irr-CalledTileNotTaken = zgłoszona zrzutka niewzięta do grupy
irr-WrongWordForWin = wygrana zgłoszona niewłaściwym słowem
irr-FourRiichi = wszyscy czterej gracze w riichi (według starszych zasad przerwane rozdanie)
irr-FourKans = czwarty kan, przy czym nie wszystkie cztery należą do jednego gracza (według starszych zasad przerwane rozdanie)
irr-KanBeyondTheLast = kan zgłoszony po czwartym kanie w rozdaniu, gdy kolejnego już nie wolno
irr-CallChanged = zmiana zgłoszenia na tę samą zrzutkę
irr-FourWindsDiscardedFirst = ten sam wiatr wyrzucony przez wszystkich czterech graczy jako pierwsze zrzutki rozdania
irr-NotenRiichi = ręka w riichi pokazana po wyczerpaniu muru jako niegotowa (noten)
irr-SimultaneousWins-ron = dwa rony na jedną zrzutkę, obie ręce wygrywające
irr-TilesRevealedByMistake = kamienie z ręki ujawnione przez pomyłkę
irr-HandRevealedAfterWin = ręka odkryta po zgłoszeniu wygranej przez innego gracza
irr-PassedInformation = podpowiedź przekazana innemu graczowi
irr-Disobedience = odmowa wykonania polecenia sędziego
irr-Lateness = spóźnienie gracza
irr-FalseBonusDeclaration = kamień odłożony jako kwiat, który kwiatem nie jest
irr-WinOnRiskyDiscard = wygrana na zrzutce, przed którą ostrzegały układy zwycięzcy
irr-ValidWin = prawidłowa wygrana do rozliczenia
irr-ExhaustiveDraw = wyczerpanie muru, płatności za noten do rozliczenia
irr-WinWithLiability = wygrana ręką wielkie trzy smoki lub wielkie cztery wiatry, za którą odpowiada inny gracz (pao)
irr-KanRobbed = wygrana zgłoszona na kamień dołożony do pona, by zrobić z niego kan (obrabowanie kana, chankan)
irr-AnotherHandExposed = przewrócone i odkryte kamienie z ręki innego gracza
irr-TsumoTileNotKeptApart = wygrywający kamień z tsumo nie został odłożony osobno od ręki
irr-IllegalKanInRiichi = zamknięty kan po riichi, który zmienił oczekiwanie, wykryty przy pokazaniu ręki
irr-SettlementWithFaultyHand = wygrana, gdy inna ręka jest długa, krótka lub wadliwa

## Events

ev-dice = { $seat } rzuca kośćmi: { $dice } = { $total }.
ev-break = { $wall } odlicza { $stacks ->
    [one] { $stacks } słupek
    [few] { $stacks } słupki
    [many] { $stacks } słupków
   *[other] { $stacks } słupka
 } od prawego końca swojego muru i tam go przełamuje.
ev-took = { $seat } bierze { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
 } { $walls } ({ $places }).
ev-turned-up = { $seat } odkrywa kamień z miejsca { $place } w murze { $wall-gen }: { $tile }. { $seen ->
    [yes] Widzi go inny gracz.
   *[no] Nikt inny go nie widzi.
}
ev-turned-up-dead-wall = { $seat } odkrywa kamień martwego muru z miejsca { $place } w murze { $wall-gen }: { $tile }. Wszyscy go widzą.
ev-wall-tiles-exposed = { $seat } przewraca { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} { $walls } ({ $places }) licem do góry, wszyscy je widzą: { $tiles }.
ev-racked = Wszyscy ustawiają kamienie na stojakach i liczą je: { $counts }.
ev-settled-agreed = Gracze zauważają pomyłkę i wszyscy zgadzają się co do poprawki.
ev-settled-disputed = Gracze zauważają pomyłkę, ale nie mogą uzgodnić poprawki.
ev-dead-called = { $by } zgłasza, że ręka { $against-gen } jest martwa ({ $against } ma { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
 }).
ev-picked = { $seat } dobiera kamień z muru ({ $place }).
ev-picked-unknown = { $seat } dobiera kamień z muru ({ $place }), nie widząc ani nie wyczuwając, jaki to kamień.
ev-picked-seen = { $seat } dobiera kamień z muru ({ $place }) i widzi, jaki to kamień.
ev-picked-dead-wall = { $seat } dobiera kamień z martwego muru ({ $place }), skąd bierze się tylko kamień uzupełniający za kan.
ev-picked-not-next = { $seat } dobiera kamień z muru ({ $place }), a nie ten, który jest następny i leży na miejscu { $due }.
ev-discarded = { $seat } wyrzuca kamień i mówi: { $tile }.
ev-discarded-ron = { $seat } wyrzuca { $tile }.
ev-discarded-last-ron = { $seat } wyrzuca { $tile }, ostatni kamień żywego muru: jeśli nikt na nim nie wygra, rozgrywka kończy się wyczerpaniem muru.
ev-discarded-misnamed = { $seat } wyrzuca { $tile }, ale mówi: { $named }.
ev-discarded-joker-as-same = { $seat } wyrzuca { $tile } i mówi „to samo”, czyli { $named } jak poprzednia zrzutka.
ev-drew-loose = { $seat } dobiera kamień uzupełniający ({ $place }).
ev-drew-loose-ron = { $seat } dobiera kamień uzupełniający z martwego muru ({ $place }).
ev-put-back = { $seat } odkłada dobrany kamień na miejsce { $place }.
ev-bonus = { $seat } odkłada { $tile } jako kamień bonusowy.
ev-claimed-earlier = { $seat } zgłasza { $claim } na wcześniejszym z dwóch właśnie wyrzuconych kamieni.
ev-call-changed-at-once = { $seat } od razu zamiast tego zgłasza { $claim }.
ev-call-changed = { $seat } potem zamiast tego zgłasza { $claim }.
ev-claimed = { $kind ->
    [Exposure] { $seat } zgłasza układ i bierze zrzutkę do wyłożenia.
    [Win] { $seat } zgłasza { $claim } na ostatniej zrzutce.
   *[other] { $seat } zgłasza { $claim }.
}
ev-exposed = { $seat } wykłada na stół { $tiles }.
ev-exposed-claim = { $seat } wykłada na stół { $tiles } razem ze zgłoszoną zrzutką.
ev-exposed-claim-alone = { $seat } wykłada na stół samą zgłoszoną zrzutkę, bez innych kamieni.
ev-exposed-claim-from = { $seat } wykłada na stół { $tiles } razem ze zrzutką { $tile } od { $from-gen }.
ev-exposed-without-discard = { $seat } wykłada na stół { $tiles } do zgłoszenia, ale zrzutkę { $tile } od { $from-gen } zostawia tam, gdzie leży.
ev-called-tile-taken = { $seat } bierze zgłoszoną zrzutkę { $tile } do układu wyłożonego dla niej.
ev-declared-kong = { $seat } melduje ukrytego Konga: { $tile }.
ev-declared-kong-ron = { $seat } ogłasza zamknięty kan: { $tile }.
ev-claim-withdrawn = { $seat } oddaje zgłoszoną zrzutkę; kamienie wyłożone razem z nią wracają do ręki.
ev-call-withdrawn-nothing-laid = { $seat } wycofuje zgłoszenie, zanim wyłoży do niego jakikolwiek kamień.
ev-win-call-withdrawn = { $seat } wycofuje zgłoszenie wygranej, nie pokazując ręki.
ev-discard-taken-back = { $seat } bierze zrzutkę z powrotem do ręki.
ev-taken-into-hand = { $seat } bierze zrzutkę prosto do ukrytej ręki.
ev-discard-left-dead = Zrzutka zostaje na stole jako martwa.
ev-declared-win = { $seat } zgłasza wygraną.
ev-declared-tsumo = { $seat } zgłasza tsumo na właśnie dobranym kamieniu { $tile } i odkrywa rękę.
win-word-Ron = ron
win-word-Tsumo = tsumo
win-word-Ippatsu = ippatsu
win-word-Hu = hu
ev-win-word-said = { $moment ->
    [Tsumo] { $seat } mówi „{ $word }”, by wygrać na właśnie dobranym kamieniu { $tile }.
   *[other] { $seat } mówi „{ $word }”, by wygrać na zrzutce { $tile } od { $from-gen }.
}
ev-win-word-corrected = { $moment ->
    [Tsumo] { $seat } mówi „{ $word }”, by wygrać na właśnie dobranym kamieniu { $tile }, i od razu się poprawia: „{ $right }”.
   *[other] { $seat } mówi „{ $word }”, by wygrać na zrzutce { $tile } od { $from-gen }, i od razu się poprawia: „{ $right }”.
}
ev-claimed-after-word = { $seat } bierze zrzutkę do wygranej.
ev-declared-win-after-word = { $seat } odkrywa rękę.
ev-declared-riichi = { $seat } zgłasza riichi: następną zrzutkę kładzie bokiem, a patyczek za 1000 punktów kładzie, gdy nikt nie zgłosi na nią rona.
ev-declared-riichi-unsaid = { $seat } chce zgłosić riichi: następną zrzutkę kładzie bokiem, a obok patyczek za 1000 punktów, ale nie mówi „riichi”.
ev-declared-riichi-not-turned = { $seat } mówi „riichi”, ale następną zrzutkę kładzie jak każdą inną, nie bokiem.
ev-declaration-withdrawn = { $seat } cofa zgłoszenie, zanim pokaże choćby jeden kamień.
ev-hand-shown = { $seat } odkrywa swoją rękę.
ev-hand-shown-ready = { $seat } mówi, że ma rękę gotową (tenpai), i odkrywa ją.
ev-declared-not-ready = { $seat } mówi, że nie ma gotowej ręki (noten), i jej nie odkrywa.
ev-drawn-tile-mixed-in = { $seat } wkłada właśnie dobrany kamień między pozostałe kamienie ręki; nie da się już poznać, który to był kamień.
ev-paused = { $seconds ->
    [one] Mija { $seconds } sekunda.
    [few] Mijają { $seconds } sekundy.
    [many] Mija { $seconds } sekund.
   *[other] Mija { $seconds } sekundy.
}
ev-touched-wall = { $seat } dotyka kamienia w murze na miejscu { $place }; nikt nie widzi, jaki to kamień.
ev-touched-wall-revealed = { $seat } dotyka kamienia w murze na miejscu { $place } i widać, jaki to kamień: { $tile }.
ev-tiles-revealed = { $seat } przez pomyłkę ujawnia z ukrytej ręki { $tiles }.
ev-tiles-knocked-over = { $seat } przewraca kamienie z ukrytej ręki { $owner-gen }; leżą odkryte: { $tiles }.
ev-information-passed = { $from } daje { $to-dat } podpowiedź dotyczącą gry.
ev-information-passed-true = { $from } daje { $to-dat } prawdziwą podpowiedź dotyczącą gry.
ev-information-passed-false = { $from } daje { $to-dat } nieprawdziwą podpowiedź dotyczącą gry.
ev-referee-disobeyed = { $seat } odmawia wykonania polecenia sędziego.
ev-arrived-late = { $seat } spóźnia się o { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
 }.
ev-play-resumes = Gra toczy się dalej, dobiera { $seat }.
story-already-ruled = Już rozstrzygnięte ({ $article }): { $ruling }
story-ruled-by-fallback = brak artykułu; rozstrzygnięcie zastępcze zasad
ev-ruled-dead = Ręka { $seat-gen } zostaje uznana za martwą: { $seat } w tej rozgrywce już nie gra.
ev-ruled-may-not-win = Sędzia rozstrzyga, że { $seat } nie może zgłosić wygranej w tej rozgrywce, ale gra dalej.
ev-ruled-dead-plays-on = Sędzia uznaje rękę gracza { $seat } za martwą; { $seat } gra dalej, dobiera i wyrzuca kamienie, ale niczego nie zgłasza i nie wygrywa.
ev-ruled-not-in-riichi = Sędzia uznaje, że riichi gracza { $seat } się nie liczy; { $seat } zabiera patyczek i gra dalej, nie będąc w riichi.
ev-exposure-returned = { $seat } zabiera błędne wyłożenie z powrotem na stojak.
ev-added-to-meld = { $seat } dokłada z ręki { $tile } do wyłożonego układu [{ $set }].
ev-added-to-meld-from-discard = { $seat } bierze zrzutkę { $tile } i dokłada ją do wyłożonego układu [{ $set }].
ev-took-from-meld = { $seat } zabiera { $tile } z wyłożonego układu [{ $set }] z powrotem do ręki.
ev-passed = { $from } przekazuje { $to-dat } zakryte kamienie { $tiles }{ $blind ->
    [0] {""}
   *[other] , z czego { $blind } przekazuje dalej w ciemno (bez oglądania)
 }.
ev-charleston-stopped = { $seat } mówi, że Charleston kończy się tutaj.
ev-pass-taken-back = { $seat } chce odzyskać kamienie ze swojego wychodzącego przekazania.
ev-exchanged = { $seat } daje { $tile } za jokera z wyłożenia { $owner-gen } [{ $set }] i bierze jokera.
ev-exchange-with-discard = { $seat } bierze zrzutkę { $tile } i wkłada ją do wyłożenia { $owner-gen } [{ $set }] w miejsce jokera.
ev-exchange-announced = { $seat } mówi, że da { $tile } za jokera z wyłożenia { $owner-gen } [{ $set }].
ev-exchange-refused = { $seat } odmawia oddania jokera.
ev-joker-offered = { $seat } oferuje jokera za kamień z wyłożenia { $owner-gen } [{ $set }], żeby ten kamień zabrać.
ev-exchange-undone = { $seat } chce cofnąć przed chwilą dokonaną wymianę jokera.
ev-thrown-in = { $seat } zgarnia swoją rękę i kamienie się mieszają.
ev-wall-destroyed = { $seat } wpycha kamienie w mur i go burzy.
ev-dead-conceded = { $seat } przyznaje, że ręka jest martwa.
ev-dead-disputed = { $seat } kwestionuje zgłoszenie i twierdzi, że ręka jest żywa.
ev-dispute-settled = { $by } i { $against } rozliczają sporne zgłoszenie martwej ręki: rękę się pokazuje, a kto się mylił, płaci.
ev-tiles-counted = Gracze przerywają grę i liczą kamienie: { $counts }.
ev-referee-called = Wezwano sędziego.
ev-referee-called-by = { $seat } wzywa sędziego.
ev-redealt = Kamienie zostają zgarnięte, mury zbudowane od nowa, a { $seat } rozdaje to samo rozdanie jeszcze raz.
ev-tile-racked = { $seat } stawia dobrany kamień na stojaku.
ev-name-corrected = { $seat } od razu poprawia nazwę: to { $tile }.
claim-Chow = Chowa
claim-Pung = Punga
claim-Kong = Konga
claim-Exposure = układ do wyłożenia
claim-Win = mahjonga
claim-Win-mah-jongg = mah jongg
claim-Win-ron = ron
claim-Chow-riichi = chii
claim-Pung-riichi = pon
claim-Kong-riichi = kan
prevalent-line = Wiatr rundy w tej rozgrywce: { $wind }.
accounts-line = Na stole z wcześniejszych rozdań na początku tego: liczniki honba { $counters }, patyczki riichi { $sticks }.
position-line = Rozgrywka trwa: ruch ma { $seat }, w murze { $wall ->
    [one] został { $wall } kamień
    [few] zostały { $wall } kamienie
    [many] zostało { $wall } kamieni
   *[other] zostało { $wall } kamienia
 }, następny kamień na miejscu { $next }.
position-line-discard = Rozgrywka trwa: ruch ma { $seat }, ostatnia zrzutka to { $tile } od { $by-gen }, w murze { $wall ->
    [one] został { $wall } kamień
    [few] zostały { $wall } kamienie
    [many] zostało { $wall } kamieni
   *[other] zostało { $wall } kamienia
 }, następny kamień na miejscu { $next }.
position-sets = Już wyłożone: { $sets }.
position-sets-of = { $seat } { $sets }
position-dead = { $seat } ma już martwą rękę.
record-line = Rejestr przewinień: rozgrywka { $hand } – kara dla { $seat-gen } ({ $article }).
ev-folded = … { $count ->
    [one] { $count } zwykłe pobranie
    [few] { $count } zwykłe pobrania
    [many] { $count } zwykłych pobrań
   *[other] { $count } zwykłego pobrania
 } po kolei od miejsca przełamania …
ev-folded-passes = … { $passes ->
    [one] jedno przekazanie
    [few] { $passes } przekazania
    [many] { $passes } przekazań
   *[other] { $passes } przekazania
} w Charlestonie, kamienie zakryte, bez nieprawidłowości …
ev-folded-play = … { $turns ->
    [one] jeden zwykły ruch
    [few] { $turns } zwykłe ruchy
    [many] { $turns } zwykłych ruchów
   *[other] { $turns } zwykłego ruchu
}{ $bonus ->
    [0] {""}
    [one] , wymieniono jeden kamień bonusowy
    [few] , wymieniono { $bonus } kamienie bonusowe
   *[other] , wymieniono { $bonus } kamieni bonusowych
} …

## Explanations

verdict-right = Dobrze.
verdict-wrong = Nie do końca.
explain-matter = O co chodzi: { $matter } ({ $id }).
explain-correct-ruling = Rozstrzygnięcie: { $ruling }
explain-deciding = Fakt rozstrzygający: { $fact }
explain-separating = Ta odpowiedź byłaby dobra w innej sytuacji. Wtedy: { $would } Tutaj natomiast: { $here }
explain-other-article = Ta odpowiedź to rozstrzygnięcie artykułu { $id }, który dotyczy takiego przypadku: { $covers }. Tutaj zaszło co innego: { $here }.

## The table as text

table-served-mark = {" "}← w użyciu
table-wall-line = Mur { $wall-gen }  { $strip }  { $left ->
    [one] został { $left }
    [few] zostały { $left }
    [many] zostało { $left }
   *[other] zostało { $left }
 }{ $served }
table-strip-legend = {"  "}słupek: # dwa kamienie  = tylko dolny  " tylko górny  . wzięty  % { $dora ->
        [yes] martwy mur (kamienie uzupełniające, dora)
       *[no] martwy mur (kamienie uzupełniające)
    }  | przełamanie  ^ odkryty
table-face-up = Odkryto w murze: { $tiles }.
table-rack-line = { $seat } ma na stojaku { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
 }  { $tiles }
table-sets = wyłożone układy: { $melds }
table-called-tile-left = zgłoszona zrzutka { $tile } wciąż leży wśród zrzutek { $from-gen }
table-bonus = kamienie bonusowe: { $tiles }
table-discards-title = Zrzutki według graczy, od najstarszej (* zgłoszona, x martwa):
table-discards-title-riichi = Zrzutki według graczy, od najstarszej (* zgłoszona, x martwa, r zrzutka z ogłoszeniem riichi):
table-discards-of = {"  "}{ $seat } { $tiles }
table-latest-discard = Ostatnia zrzutka: { $tile } od { $seat-gen }.
table-prevalent = Wiatr rundy: { $wind }.
table-turn = Ruch: { $seat }.
table-hand-face-up = ręka odkryta: { $tiles }
table-revealed = odkryte przez pomyłkę: { $tiles }
table-looked-at = sędzia ogląda rękę: { $tiles }
table-hand-dead = ręka uznana za martwą
table-wall-spoken = Mur { $wall-gen }: { $left ->
    [one] został { $left }
    [few] zostały { $left }
    [many] zostało { $left }
   *[other] zostało { $left }
}
table-wall-spoken-served = w użyciu
table-wall-spoken-broken = przełamany po { $stack }. słupku od prawego końca
table-wall-spoken-face-up = odkryty: { $tiles }
table-wall-spoken-face-up-many = odkryte: { $tiles }
table-tile-at = { $tile } na miejscu { $place }

## Quiz

question-prompt = Jakie jest rozstrzygnięcie?
plain-intro-edition = Wszystkie pytania są rozstrzygane według jednego wydania: { $edition }. Aby dostać je ponownie, podaj też --edition { $id }.
plain-intro-replay = Quiz mjref: { $ruleset }. Pytanie { $code } (podaj --question { $code }, aby dostać je ponownie). Odpowiadaj numerem opcji; koniec danych wejściowych kończy quiz.
plain-intro = Quiz mjref: { $ruleset }. Seed { $seed } (podaj --seed { $seed }, aby dostać { $count ->
    [one] to pytanie
    [few] te pytania
    [many] te pytania
   *[other] te pytania
 } ponownie), { $count ->
    [one] { $count } pytanie
    [few] { $count } pytania
    [many] { $count } pytań
   *[other] { $count } pytania
 }. Odpowiadaj numerem opcji; koniec danych wejściowych kończy quiz.
plain-question-head = ── Pytanie { $n } z { $count } (kod { $code }) ──
plain-rules = Zasady: { $ruleset }, { $edition }.
plain-what-happened = Co się stało:
plain-table-now = Stół teraz:
story-left-out = { $count ->
    [one] Pominięto wiersz { $from }: gra przed omawianą sytuacją; stół pokazuje stan po niej.
    [few] Pominięto wiersze { $from }–{ $to }: rozdanie i gra przed omawianą sytuacją; stół pokazuje stan po nich.
    [many] Pominięto wiersze { $from }–{ $to }: rozdanie i gra przed omawianą sytuacją; stół pokazuje stan po nich.
   *[other] Pominięto wiersze { $from }–{ $to }: rozdanie i gra przed omawianą sytuacją; stół pokazuje stan po nich.
}
plain-answer-prompt = Odpowiedź (1-{ $max }): {""}
plain-answer-invalid = Odpowiedz liczbą od 1 do { $max }.
plain-article = { $id }: { $title }
plain-source = Źródło: { $work }, { $locator }
summary-line = Podsumowanie: dobrze { $right } z { $asked ->
    [one] { $asked } pytania
    [few] { $asked } pytań
    [many] { $asked } pytań
   *[other] { $asked } pytania
 }.
summary-article = { $id }: { $right } z { $asked }
explain-replay = To pytanie ponownie: { $command }
explain-replay-deck = Ten przypadek pochodzi z talii: `mjref deck check` pokazuje rozstrzygnięcie każdego z jej plików.
plain-deck-intro = Quiz mjref: { $ruleset }, { $count ->
    [one] jeden przypadek
    [few] { $count } przypadki
    [many] { $count } przypadków
   *[other] { $count } przypadku
 } z talii { $deck }. Odpowiadaj numerem opcji; koniec danych wejściowych kończy quiz.
plain-deck-question-head = ── Przypadek { $n } z { $count }: { $name } ──
plain-press-enter = Naciśnij Enter, aby przejść do następnego pytania.
ruling-lawful = Brak nieprawidłowości: to jest dozwolone.
explain-not-allowed = Ta odpowiedź zakłada, że zasady pozwalają na to, co się stało. Tak nie jest, bo zaszła tu nieprawidłowość: { $here }.
table-reading-card = Ręka { $seat-gen } z karty: { $section }, wiersz { $line }, wartość { $value }.
table-reading-card-jokerless = Ręka { $seat-gen } z karty: { $section }, wiersz { $line }, wartość { $value }, bez jokerów.
table-reading-fan = Ręka { $seat-gen }: { $total ->
    [one] { $total } fan
    [few] { $total } fany
    [many] { $total } fanów
   *[other] { $total } fana
 } ({ $fans }).

# The player who showed or threw in their hand after a declaration of mah jongg.
role-revealer = gracz z naruszoną ręką
    .gen = gracza z naruszoną ręką
    .dat = graczowi z naruszoną ręką
    .acc = gracza z naruszoną ręką
    .ins = graczem z naruszoną ręką
    .loc = graczu z naruszoną ręką

# The player who called another hand dead (a claimant is role-caller).
role-challenger = zgłaszający martwą rękę
    .gen = zgłaszającego martwą rękę
    .dat = zgłaszającemu martwą rękę
    .acc = zgłaszającego martwą rękę
    .ins = zgłaszającym martwą rękę
    .loc = zgłaszającym martwą rękę

# The two callers of one discard, in the order they called.
role-first-caller = pierwszy zgłaszający
    .gen = pierwszego zgłaszającego
    .dat = pierwszemu zgłaszającemu
    .acc = pierwszego zgłaszającego
    .ins = pierwszym zgłaszającym
    .loc = pierwszym zgłaszającym
role-second-caller = drugi zgłaszający
    .gen = drugiego zgłaszającego
    .dat = drugiemu zgłaszającemu
    .acc = drugiego zgłaszającego
    .ins = drugim zgłaszającym
    .loc = drugim zgłaszającym
