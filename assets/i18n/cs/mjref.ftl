# Katalog zpráv mjref: čeština.
# Každý text pro uživatele je zde. Nový jazyk: zkopírujte tento soubor do
# assets/i18n/<lang>/mjref.ftl a přeložte hodnoty; id zachovejte.

## Seats and roles

seat-east = Východ
    .gen = Východu
    .dat = Východu
    .acc = Východ
    .ins = Východem
    .loc = Východu
seat-south = Jih
    .gen = Jihu
    .dat = Jihu
    .acc = Jih
    .ins = Jihem
    .loc = Jihu
seat-west = Západ
    .gen = Západu
    .dat = Západu
    .acc = Západ
    .ins = Západem
    .loc = Západu
seat-north = Sever
    .gen = Severu
    .dat = Severu
    .acc = Sever
    .ins = Severem
    .loc = Severu
role-everyone = každý hráč
    .gen = každého hráče
    .dat = každému hráči
    .acc = každého hráče
    .ins = každým hráčem
    .loc = každém hráči
role-offender = provinilec
    .gen = provinilce
    .dat = provinilci
    .acc = provinilce
    .ins = provinilcem
    .loc = provinilci
role-caller = hlásící hráč
    .gen = hlásícího hráče
    .dat = hlásícímu hráči
    .acc = hlásícího hráče
    .ins = hlásícím hráčem
    .loc = hlásícím hráči
role-called = napadený hráč
    .gen = napadeného hráče
    .dat = napadenému hráči
    .acc = napadeného hráče
    .ins = napadeným hráčem
    .loc = napadeném hráči
role-left-of-dealer = hráč po levici Východu
    .gen = hráče po levici Východu
    .dat = hráči po levici Východu
    .acc = hráče po levici Východu
    .ins = hráčem po levici Východu
    .loc = hráči po levici Východu
role-dealer = Východ
    .gen = Východu
    .dat = Východu
    .acc = Východ
    .ins = Východem
    .loc = Východu
role-each-opponent = každý z ostatních hráčů
    .gen = každého z ostatních hráčů
    .dat = každému z ostatních hráčů
    .acc = každého z ostatních hráčů
    .ins = každým z ostatních hráčů
    .loc = každém z ostatních hráčů
role-each-offender = každý hráč s chybným ohlášením
    .gen = každého hráče s chybným ohlášením
    .dat = každému hráči s chybným ohlášením
    .acc = každého hráče s chybným ohlášením
    .ins = každým hráčem s chybným ohlášením
    .loc = každém hráči s chybným ohlášením
role-each-of = každý z hráčů { $a } a { $b }
    .gen = každého z hráčů { $a } a { $b }
    .dat = každému z hráčů { $a } a { $b }
    .acc = každého z hráčů { $a } a { $b }
    .ins = každým z hráčů { $a } a { $b }
    .loc = každém z hráčů { $a } a { $b }
role-each-of-three = každý z hráčů { $a }, { $b } a { $c }
    .gen = každého z hráčů { $a }, { $b } a { $c }
    .dat = každému z hráčů { $a }, { $b } a { $c }
    .acc = každého z hráčů { $a }, { $b } a { $c }
    .ins = každým z hráčů { $a }, { $b } a { $c }
    .loc = každém z hráčů { $a }, { $b } a { $c }
role-each-injured = každý hráč bez viny
    .gen = každého hráče bez viny
    .dat = každému hráči bez viny
    .acc = každého hráče bez viny
    .ins = každým hráčem bez viny
    .loc = každém hráči bez viny
role-any-other-player = kterýkoli jiný hráč
    .gen = kteréhokoli jiného hráče
    .dat = kterémukoli jinému hráči
    .acc = kteréhokoli jiného hráče
    .ins = kterýmkoli jiným hráčem
    .loc = kterémkoli jiném hráči
role-winner = vítěz
    .gen = vítěze
    .dat = vítězi
    .acc = vítěze
    .ins = vítězem
    .loc = vítězi
role-each-other-loser = každý z ostatních poražených
    .gen = každého z ostatních poražených
    .dat = každému z ostatních poražených
    .acc = každého z ostatních poražených
    .ins = každým z ostatních poražených
    .loc = každém z ostatních poražených
role-each-loser = každý z ostatních hráčů
    .gen = každého z ostatních hráčů
    .dat = každému z ostatních hráčů
    .acc = každého z ostatních hráčů
    .ins = každým z ostatních hráčů
    .loc = každém z ostatních hráčů
role-discarder = zahazující hráč
    .gen = zahazujícího hráče
    .dat = zahazujícímu hráči
    .acc = zahazujícího hráče
    .ins = zahazujícím hráčem
    .loc = zahazujícím hráči
role-each-intact = každý hráč s neporušenou rukou
    .gen = každého hráče s neporušenou rukou
    .dat = každému hráči s neporušenou rukou
    .acc = každého hráče s neporušenou rukou
    .ins = každým hráčem s neporušenou rukou
    .loc = každém hráči s neporušenou rukou
role-other-player = jiný hráč
    .gen = jiného hráče
    .dat = jinému hráči
    .acc = jiného hráče
    .ins = jiným hráčem
    .loc = jiném hráči
role-each-ready = každý hráč s připravenou rukou
    .gen = každého hráče s připravenou rukou
    .dat = každému hráči s připravenou rukou
    .acc = každého hráče s připravenou rukou
    .ins = každým hráčem s připravenou rukou
    .loc = každém hráči s připravenou rukou
role-each-not-ready = každý hráč bez připravené ruky
    .gen = každého hráče bez připravené ruky
    .dat = každému hráči bez připravené ruky
    .acc = každého hráče bez připravené ruky
    .ins = každým hráčem bez připravené ruky
    .loc = každém hráči bez připravené ruky
role-liable = hráč odpovědný (pao)
    .gen = hráče odpovědného (pao)
    .dat = hráči odpovědnému (pao)
    .acc = hráče odpovědného (pao)
    .ins = hráčem odpovědným (pao)
    .loc = hráči odpovědném (pao)
walls-one = ze zdi { $a-gen }
walls-two = ze zdí { $a-gen } a { $b-gen }

## Rulings

status-no-penalty-all = Nikdo nedostává postih.
status-no-penalty = Bez postihu pro { $who-acc }.
status-warning = { $who } dostává napomenutí.
status-points = { $who } ztrácí { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
}.
status-may-not-win = { $who } nesmí v této hře vyhrát.
status-dead-hand = { $who } má mrtvou ruku: dál nehraje, ale platí.
status-dead-hand-plays-on = { $who } má mrtvou ruku: dál dobírá a zahazuje, ale nesmí hlásit, ohlásit riichi ani vyhrát a při vyčerpání zdi je noten.
status-held-to-first-call = { $who } nesmí hlášení změnit: buď pokračuje v prvním hlášení, nebo ho stáhne jako prázdné hlášení.
status-held-to-ron = { $who } nesmí změnit hlášení výhry: buď v ronu pokračuje a vyhrává, nebo ho stáhne jako prázdné hlášení výhry a ruka je mrtvá.
status-riichi-stick-stays = Tyčinka riichi { $who-gen } zůstává na stole a nevrací se.
status-riichi-void = Riichi { $who-gen } neplatí: { $who } není v riichi, bere si tyčinku zpět a hraje dál s živou rukou.
status-stays-live = { $who } nemá mrtvou ruku a hraje dál.
status-jokers-exchangeable = Žolíky ve vyloženích, která { $who-dat } zůstávají na stole, lze dál získat výměnou.
status-settles-dispute = { $who } dříve prohlásil cizí ruku za mrtvou a napadený hráč s tím nesouhlasil: tento spor se vyrovnává teď, na konci hry.
status-long-hand = { $who } má dlouhou ruku.
status-short-hand = { $who } má krátkou ruku.
status-foul-hand = { $who } má špinavou ruku.
status-disqualified = { $who } je diskvalifikován.
status-escalating = { $who } dostává postih podle stupňované sazby.
status-points-off = { $who } ztrácí { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
} z konečného skóre (body nikdo nezíská).
status-points-off-per-minutes = { $who } ztrácí z konečného skóre { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
} za { $minutes ->
    [one] každou započatou minutu
    [few] každé započaté { $minutes } minuty
    [many] každých započatých { $minutes } minuty
   *[other] každých započatých { $minutes } minut
} zpoždění; body nikdo jiný nezíská.
status-dangerous-discard = { $who } zahodil nebezpečný kámen a musí za to zaplatit.
status-gets-tile = Kámen dostává { $who }.
status-claim-refused = Nárok { $who-gen } neobstojí.
status-wins = { $who } vyhrává hru.
status-win-stands = Výhra platí.
status-committed = { $who } je nárokem vázán: musí s kamenem vytvořit platné vyložení, jinak má mrtvou ruku.
status-may-turn-into-exposure = { $who } si smí skupinu ponechat jako běžné vyložení a zahodit, bez postihu.
status-must-correct = { $who } to musí udělat znovu a správně, bez postihu.
status-may-not-refuse-exchange = { $who } nesmí výměnu odmítnout: žolík připadne hráči, který za něj dal kámen; postih se za odmítnutí neukládá.
status-may-not-stop-charleston = { $who } nesmí tento Charleston zastavit před jeho posledním předáním; postih se za to neukládá.

tiles-unchanged = Žádný kámen se nehýbe.
tiles-back-face-down = Kámen se otočí lícem dolů a zůstane přesně na svém místě.
tiles-exposed-back-face-down = Každý odkrytý kámen ze zdi se otočí zpět lícem dolů na místo, odkud pochází.
tiles-shown-then-back = Kámen se ukáže všem hráčům a potom se vrátí na své místo.
tiles-kept = Kameny zůstávají, kde jsou.
tiles-returned-to-rack = Kameny se vracejí na stojánek.
tiles-take-from-wall = { $who } bere { $count ->
    [one] další kámen
    [few] další { $count } kameny
    [many] dalších { $count } kamene
   *[other] dalších { $count } kamenů
} z rozebírané zdi.
tiles-take-loose = { $who } dobírá volný kámen za kong, případně náhradu za prémiový kámen.
tiles-misdeal = Chybné rozdání: všechny kameny se shrnou a zamíchají a zdi se postaví znovu.
tiles-thrown-in = Všechny kameny se shrnou a zamíchají a zdi se postaví znovu.
tiles-as-agreed = Kameny se dají do pořádku tak, jak se stůl dohodl.
tiles-put-right-where-possible = Chyba se napraví, nakolik to jde: kameny se vrátí tam, kde byly.
tiles-agree-else-misdeal = Každá chyba v rozdání se hned napraví tak, jak se shodnou všichni hráči; když se neshodnou, jde o chybné rozdání: kameny se znovu zamíchají, zdi postaví a Východ rozdává znovu.
tiles-drawn-back = Dobraný kámen se vrací na své místo ve zdi.
tiles-keeps-drawn = { $who } si kámen ponechává.
tiles-swap-for-right = { $who } vrátí špatný kámen na jeho místo a vezme si ten správný.
tiles-bonus-undeclared = { $who } drží prémiový kámen ve skryté ruce a neohlašuje ho.
tiles-discard-back = Zahozený kámen se vrací do ruky; smí se zahodit jiný kámen.
tiles-discard-stands = Zahozený kámen zůstává, kde je.
tiles-discard-claimable = Zahozený kámen zůstává: teď ho smí kdokoli nárokovat k jakémukoli účelu; když to nikdo neudělá, je mrtvý.
tiles-discard-dead = Kámen jde zpět na stůl a nesmí se použít k žádnému účelu.
tiles-claim-undone = Nárokovaný kámen se vrací mezi zahozené a kameny přiložené k němu jdou zpět do ruky.
tiles-claim-and-loose-tile-undone = Nárokovaný kámen se vrací mezi zahozené, kameny přiložené k němu jdou zpět do ruky a volný kámen dobraný za kong se vrací do zdi.
tiles-claim-undone-claimable = Kameny přiložené k nároku jdou zpět do ruky. Zahozený kámen lze dál nárokovat: týž hráč k jinému účelu, kdokoli jiný k jakémukoli; když ho nikdo nenárokuje, je mrtvý.
tiles-call-undone-claimable = Zahozený kámen lze dál nárokovat: týž hráč k jinému účelu, kdokoli jiný k jakémukoli; když ho nikdo nenárokuje, je mrtvý.
tiles-swap-exposed = Špatné kameny v sadě se vymění za správné z ruky.
tiles-set-stays = Sada zůstává přesně tak, jak byla vyložena.
tiles-must-expose = { $who } musí hned vyložit nárokovaný kámen lícem nahoru spolu s kameny z ruky.
tiles-called-tile-to-set = { $who } hned vezme nárokovaný kámen ze zahozených kamenů k sadě.
tiles-one-discard-meant = Hráč řekne, který kámen chtěl zahodit; ten platí jako zahozený a ostatní se vracejí.
tiles-one-discard-claimed = Jako zahozený platí nárokovaný kámen; ostatní se vracejí.
tiles-back-to-hand = Kameny se vracejí do skryté ruky.
tiles-revealed-discarded = { $who } musí v dalších tazích zahodit odkryté kameny, v každém tahu jeden.
tiles-pung-becomes-kong = Dobraný čtvrtý kámen se přidá k pongu a vznikne kong; dobírá se volný kámen.
tiles-set-restored = Vyložená sada se vrátí přesně do původní podoby.
tiles-scores-nothing = { $who } nezískává žádné body.
tiles-unlaid-set-scores-nothing = Při vyúčtování má sada, kterou { $who } nárokoval a nikdy nevyložil, nulovou hodnotu; správně sestavené sady se počítají.
tiles-scores-correct-sets = { $who } počítá jen správně sestavené sady a prémiové kameny.
tiles-joker-back-to-passer = Žolík se vrací hráči, který ho předal, a ten místo něj předá kámen, který žolík není.
tiles-pass-stands = Předání platí tak, jak proběhlo.
tiles-pass-from-own-hand = Kameny předané dál naslepo se vracejí; hráč předá kameny z vlastní ruky.
tiles-exchange-stands = Výměna žolíka platí.
tiles-exchange-reversed = Výměna se ruší: žolík se vrací do vyložení a vydaný kámen tomu, kdo ho dal.
tiles-wrong-tile-fixed = Špatný kámen jde z vyložení ven a jeho místo zaujme správný.
tiles-shown-back-exposures-stay = Kameny ukázané ze stojánku se na něj vracejí; dřívější vyložení zůstávají na stole.
tiles-whole-hand-back = Všechny kameny ruky se vracejí na stojánek, skryté.
tiles-stays-with-dead-hand = Nárokovaný kámen zůstává u mrtvé ruky; nikdo si ho nesmí vzít k vyložení.
tiles-group-stays-exposed = Ukázaná skupina zůstává na stole jako běžné vyložení.
tiles-discard-to-caller = Hlásící hráč, kterému zahozený kámen připadl, ho použije k tomu, co hlásil.
tiles-exposed-with-the-real-tile = Hlásící hráč kámen správně pojmenuje a vytvoří vyložení se skutečně zahozeným kamenem.
tiles-claimable-for-mah-jongg-only = Kámen lze dál nárokovat, ale jen pro mah jongg.
tiles-all-in = Všechny kameny jsou už smíchané: nic se nedá vrátit.

amount-fixed = { $n }
amount-hand-value = { $n ->
    [1] hodnotu ruky
    [2] dvojnásobek hodnoty ruky
    [3] trojnásobek hodnoty ruky
    [4] čtyřnásobek hodnoty ruky
   *[other] { $n }násobek hodnoty ruky
}
amount-lowest-card-value = nejnižší hodnotu na kartě
amount-their-hand-value = plnou hodnotu ruky tohoto hráče
amount-mcr-win = za výhru: kdo zahodil vítězný kámen, 8 plus fany ruky (při vlastním dobrání tolik každý), ostatní po 8
amount-riichi-win = svůj podíl na hodnotě ruky
amount-riichi-ron = hodnotu ruky
amount-shared-out = stejný díl z celkových { $n } bodů
amount-riichi-whole = celou hodnotu ruky
amount-riichi-win-wait-unseen = svůj podíl na hodnotě ruky počítané bez jejího čekání
amount-riichi-half = polovinu hodnoty ruky
amount-riichi-half-and-counters = polovinu hodnoty ruky a k tomu případná honba
amount-limit = { $pct ->
    [100] dohodnutý limit
    [50] polovinu dohodnutého limitu
   *[other] { $pct } % dohodnutého limitu
}
payment = { $from } platí { $to-dat } { $amount }.
transfer = V číslech: { $from } platí { $to-dat } { $amount }.
transfer-unknown = V číslech: { $from } platí { $to-dat } (tuto částku mjref zatím spočítat neumí).
sticks-taken = V číslech: { $who } bere { $sticks ->
        [one] tyčinku riichi, která leží
        [few] { $sticks } tyčinky riichi, které leží
       *[other] { $sticks } tyčinek riichi, které leží
    } na stole ({ $amount }).

next-deal-continues = Rozdávání pokračuje.
next-game-starts = Hra začíná, jakmile Východ zahodí.
next-same-turn = Hráč pokračuje ve svém tahu.
next-player-right = Hra přechází na dalšího hráče vpravo.
next-play-continues = Hra pokračuje.
next-game-ends = Hra končí.
next-redeal = Východ rozdává znovu: nový hod kostkami, nové rozlomení.
next-redeal-sticks-back = Znovu rozdává tentýž hráč jako Východ; tyčinky riichi se vracejí majitelům a honba se nepřidává.
next-exhaustive-draw = Hra končí vyčerpáním zdi: připravené ruce se ukážou a nepřipravení hráči zaplatí platby za noten.
next-hand-ends-dealer-passes = Hra končí a role Východu přechází na dalšího hráče.
next-hand-ends-dealer-stays = Hra končí a Východ zůstává Východem.
next-charleston-continues = Charleston pokračuje dalším předáním.
next-charleston-ends = Charleston tady končí; než Východ zahodí, může ještě přijít nepovinné zdvořilostní předání.
next-settled-at-end = Hra pokračuje; spor se rozhodne po skončení hry.
next-claimant-goes-on = Hráč, který kámen dostane, pokračuje tím, co hlásil.
next-win-goes-on = Ohlášená výhra platí dál: ruka se ukáže a posoudí jako každá jiná výhra.
next-as-chosen = Co následuje, záleží na této volbě.

## Facts, as the explanation states them (-yes: the fact holds; -no: it does not)

fact-east-has-discarded-yes = Východ už zahodil, hra tedy začala.
fact-east-has-discarded-no = Východ ještě nezahodil, hra tedy nezačala.
fact-picking-complete-yes = Všichni už kameny rozebrali a srovnali na stojánek.
fact-picking-complete-no = Hráči si ještě berou kameny.
fact-tile-seen-yes = Líc kamene viděl jiný hráč.
fact-tile-seen-no = Líc kamene nikdo jiný neviděl.
fact-counts-correct-yes = Každý hráč má správný počet kamenů.
fact-counts-correct-no = Některý hráč má špatný počet kamenů.
fact-left-of-east-short-one-yes = Špatný počet má jen hráč po levici Východu, který bral poslední, a chybí mu právě jeden kámen.
fact-left-of-east-short-one-no = Špatný počet nespočívá jen v tom, že hráči po levici Východu chybí jeden kámen.
fact-called-hand-count-wrong-yes = Napadený hráč má opravdu špatný počet kamenů.
fact-called-hand-count-wrong-no = Napadený hráč má správný počet kamenů.
fact-table-agreed-yes = Všichni čtyři hráči se shodli, jak chybu napravit.
fact-table-agreed-no = Hráči se nedokázali shodnout, jak chybu napravit.

fact-another-player-claimed-yes = Zahozený kámen nárokoval jiný hráč.
fact-another-player-claimed-no = Zahozený kámen žádný jiný hráč nenárokoval.
fact-offender-has-discarded-since-yes = Provinilec od té doby zahodil.
fact-offender-has-discarded-since-no = Provinilec od té doby nezahodil.
fact-claimer-discarded-before-withdrawing-yes = Hlásící hráč zahodil dřív, než nárok stáhl.
fact-claimer-discarded-before-withdrawing-no = Hlásící hráč ještě nezahodil.
fact-claimer-laid-tiles-before-withdrawing-yes = Hlásící hráč před stažením hlášení vyložil kameny lícem nahoru.
fact-claimer-laid-tiles-before-withdrawing-no = Hlásící hráč stáhl hlášení dřív, než k němu vyložil jakýkoli kámen.
fact-win-claim-taken-back-yes = Stažené hlášení bylo hlášení výhry (ron) a ruka nebyla ukázána.
fact-win-claim-taken-back-no = Stažené hlášení nebylo hlášení výhry.
fact-offender-has-drawn-since-yes = Provinilec od té doby znovu dobral nebo nárokoval.
fact-offender-has-drawn-since-no = Provinilec od té doby znovu nedobral ani nenárokoval.
fact-next-player-has-drawn-yes = Další hráč už dobral.
fact-next-player-has-drawn-no = Další hráč ještě nedobral.
fact-loose-tile-missed-yes = Vynechaný kámen byl volný kámen za právě ohlášený kong nebo náhrada za právě odložený prémiový kámen.
fact-loose-tile-missed-no = Vynechaný kámen patřil k běžnému dobrání ze zdi.
fact-real-tile-fits-exposure-yes = Skutečně zahozený kámen do vyložení hlásícího hráče pasuje.
fact-real-tile-fits-exposure-no = Skutečně zahozený kámen do vyložení hlásícího hráče nepasuje.
fact-revealed-tiles-not-discarded-yes = Hráč zahodil později dobraný kámen, zatímco na stojánku ještě ležely odkryté kameny.
fact-revealed-tiles-not-discarded-no = Od chvíle, kdy ruku odkryl, hráč zahazoval jen odkryté kameny.
fact-tile-face-known-yes = Hráč líc kamene viděl nebo nahmatal.
fact-tile-face-known-no = Líc kamene hráč nepoznal.
fact-drawn-tile-mixed-in-yes = Hráč vložil dobraný kámen mezi ostatní kameny ruky; který kámen to byl, už nelze poznat.
fact-drawn-tile-mixed-in-no = Dobraný kámen je stále odložený stranou od ruky.
fact-drawn-from-dead-wall-yes = Kámen byl dobrán z mrtvé zdi, odkud se bere jen náhradní kámen za kan.
fact-drawn-from-dead-wall-no = Kámen byl dobrán z živé zdi.
fact-drawn-tile-is-bonus-yes = Dobraný kámen je květina nebo roční období.
fact-drawn-tile-is-bonus-no = Dobraný kámen není prémiový.
fact-discard-claimed-yes = Kámen někdo nárokoval dřív, než si kdokoli chyby všiml.
fact-discard-claimed-no = Než si kdokoli chyby všiml, kámen nikdo nenárokoval.
fact-claim-withdrawn-yes = Hlásící hráč nárok stáhl.
fact-claim-withdrawn-no = Nárok stále platí.
fact-play-moved-on-yes = Hra pokročila: provinilec zahodil a další hráč dobral, nebo někdo ten zahozený kámen nárokoval.
fact-play-moved-on-no = Od nároku hra nepokročila.
fact-loose-tile-drawn-for-false-kong-yes = Chybný nárok byl kong a provinilec si za něj už dobral volný kámen.
fact-loose-tile-drawn-for-false-kong-no = Za chybný nárok se žádný volný kámen nedobíral.
fact-another-player-exposed-hand-yes = Kvůli ohlášení vyložil kameny lícem nahoru i jiný hráč.
fact-another-player-exposed-hand-no = Nikdo jiný žádné kameny nevyložil.
fact-offender-is-dealer-yes = Provinilec je Východ.
fact-offender-is-dealer-no = Provinilec není Východ.
fact-winner-is-dealer-yes = Vítězem je Východ.
fact-winner-is-dealer-no = Vítězem není Východ.
fact-dealer-among-winners-yes = Mezi vítězi je Východ.
fact-dealer-among-winners-no = Mezi vítězi není Východ.
fact-another-won-on-the-discard-yes = Na stejný odhoz ohlásil ron i jiný hráč a jeho ruka vyhrává.
fact-another-won-on-the-discard-no = Na stejný odhoz nevyhrál ronem žádný jiný hráč.
fact-every-hand-ready-yes = Všichni hráči ukázali připravenou ruku.
fact-every-hand-ready-no = Ne všichni hráči měli připravenou ruku.
fact-no-hand-ready-yes = Žádný hráč neměl připravenou ruku.
fact-no-hand-ready-no = Aspoň jeden hráč ukázal připravenou ruku.
fact-dealer-ready-yes = Východ ukázal připravenou ruku.
fact-dealer-ready-no = Východ neměl připravenou ruku.
fact-liable-discarded-yes = Vítězný kámen zahodil hráč odpovědný (pao).
fact-liable-discarded-no = Vítězný kámen nezahodil hráč odpovědný (pao).
fact-offender-in-riichi-yes = Provinilec předtím ohlásil riichi.
fact-offender-in-riichi-no = Provinilec riichi neohlásil.
fact-two-discards-before-called-tile-taken-yes = Než byl nárokovaný kámen vzat k sadě, odhodili dva další hráči.
fact-two-discards-before-called-tile-taken-no = Nárokovaný kámen byl vzat, nebo byl přivolán rozhodčí, dřív než odhodili dva další hráči.
fact-called-tile-still-left-yes = Nárokovaný kámen stále leží mezi zahozenými.
fact-called-tile-still-left-no = Nárokovaný kámen už byl vzat k sadě.
fact-first-call-was-ron-yes = Změněné hlášení bylo hlášení výhry (ron).
fact-first-call-was-ron-no = Změněné hlášení bylo hlášení sady, ne výhry.
fact-win-word-put-right-at-once-yes = Hráč chybné slovo pro výhru hned opravil.
fact-win-word-put-right-at-once-no = Hráč slovo pro výhru hned neopravil.
fact-ron-and-tsumo-mixed-up-yes = Hráč řekl to druhé slovo pro výhru: „tsumo“ na odhoz, nebo „ron“ na dobraný kámen.
fact-ron-and-tsumo-mixed-up-no = Hráč nezaměnil ron a tsumo.
fact-every-player-in-riichi-yes = V riichi jsou všichni čtyři hráči.
fact-every-player-in-riichi-no = V riichi nejsou všichni čtyři hráči.
fact-four-kans-by-more-than-one-player-yes = V rozdání vznikly čtyři kany a nepatří všechny jednomu hráči.
fact-four-kans-by-more-than-one-player-no = Čtyři kany od více než jednoho hráče v rozdání nejsou.
fact-riichi-discard-not-turned-yes = Hráč řekl riichi, ale odhoz položil jako každý jiný, ne napříč.
fact-riichi-discard-not-turned-no = Hráč neřekl riichi s odhozem položeným jako každý jiný.
fact-call-changed-after-a-pause-yes = Než hráč hlášení změnil, chvíli uplynula.
fact-call-changed-after-a-pause-no = Hráč hlášení změnil hned.
fact-ron-would-win-yes = Ruka s nárokovaným kamenem vyhrává.
fact-ron-would-win-no = Ruka s nárokovaným kamenem nevyhrává.
fact-another-hand-exposed-yes = Odkryté kameny patřily do ruky jiného hráče.
fact-another-hand-exposed-no = Odkryté kameny nepatřily do ruky jiného hráče.
fact-ron-while-furiten-yes = Hráč hlásil ron, ačkoli byl furiten: kámen, na který jeho ruka čeká, ležel mezi jeho vlastními odhozy, nebo ho hráč nechal projít po svém posledním dobrání či po svém riichi.
fact-ron-while-furiten-no = Hráč nebyl furiten.
fact-exposed-at-once-over-yes = Najednou se odkrylo víc než { $value } kamenů ze zdi.
fact-exposed-at-once-over-no = Najednou se odkrylo nejvýš { $value } kamenů ze zdi.

fact-pung-promoted-with-drawn-tile-yes = Přidaný kámen je právě dobraný čtvrtý kámen k vyloženému pongu.
fact-pung-promoted-with-drawn-tile-no = Změna nespočívá v přidání dobraného čtvrtého kamene k vyloženému pongu.
fact-offender-hand-long-yes = Ruka má příliš mnoho kamenů (dlouhá ruka).
fact-offender-hand-long-no = Ruka není dlouhá.
fact-offender-hand-short-yes = Ruka má příliš málo kamenů (krátká ruka).
fact-offender-hand-short-no = Ruka není krátká.
fact-offender-hand-foul-yes = Ruka má vyloženou chybnou sadu (špinavá ruka).
fact-offender-hand-foul-no = Ruka nemá vyloženou žádnou chybnou sadu.

fact-one-suit-sets-shown-yes = Vítěz měl vyložených sad jedné barvy aspoň { $value }.
fact-one-suit-sets-shown-no = Vítěz měl vyložených sad jedné barvy méně než { $value }.
fact-wind-sets-shown-yes = Vítěz měl vyložených sad větrů aspoň { $value }.
fact-wind-sets-shown-no = Vítěz měl vyložených sad větrů méně než { $value }.
fact-dragon-sets-shown-yes = Vítěz měl vyložených sad draků aspoň { $value }.
fact-dragon-sets-shown-no = Vítěz měl vyložených sad draků méně než { $value }.
fact-honour-sets-shown-yes = Vítěz měl vyložených sad čestných kamenů aspoň { $value }.
fact-honour-sets-shown-no = Vítěz měl vyložených sad čestných kamenů méně než { $value }.
fact-green-sets-shown-yes = Vítěz měl vyložených celozelených sad aspoň { $value }.
fact-green-sets-shown-no = Vítěz měl vyložených celozelených sad méně než { $value }.
fact-terminal-sets-shown-yes = Vítěz měl vyložených sad jedniček nebo devítek aspoň { $value }.
fact-terminal-sets-shown-no = Vítěz měl vyložených sad jedniček nebo devítek méně než { $value }.

fact-repeated-offence-yes = Záznam provinění ukazuje, že se tento hráč této chyby už dopustil.
fact-repeated-offence-no = Záznam provinění neukazuje u tohoto hráče žádnou dřívější chybu tohoto druhu.
fact-declared-win-valid-yes = Ohlášená výhra byla opravdu výhrou.
fact-declared-win-valid-no = Ohlášená výhra ve skutečnosti výhrou nebyla.
fact-win-shape-under-minimum-yes = Ruka má vítězný tvar, ale nedosahuje minimální hodnoty.
fact-win-shape-under-minimum-no = Ruka vůbec není vítězná.
fact-tile-revealed-when-touched-yes = Líc kamene, kterého se hráč dotkl, byl vidět.
fact-tile-revealed-when-touched-no = Líc kamene, kterého se hráč dotkl, nikdo neviděl.
fact-offender-barred-from-winning-yes = Dřívější rozhodnutí v této hře už provinilci vzalo právo ji vyhrát.
fact-offender-barred-from-winning-no = Žádné dřívější rozhodnutí v této hře provinilci právo ji vyhrát nevzalo.
fact-late-over-yes = Zpoždění přes { $value ->
    [one] { $value } minutu
    [few] { $value } minuty
    [many] { $value } minuty
   *[other] { $value } minut
}.
fact-late-over-no = Zpoždění nejvýš { $value ->
    [one] { $value } minuta
    [few] { $value } minuty
    [many] { $value } minuty
   *[other] { $value } minut
}.

fact-unseen-tile-with-live-wall-at-most-yes = V živé zdi zbývalo kamenů nejvýš { $value } a žádný exemplář toho kamene dosud nebyl vidět.
fact-unseen-tile-with-live-wall-at-most-no = V živé zdi zbývalo kamenů víc než { $value }, nebo už byl některý exemplář toho kamene vidět.

## American play

irr-JokerPassed = žolík předaný v Charlestonu
irr-BlindPass = kameny předané v Charlestonu naslepo
irr-CharlestonStopped = hráč zastavuje Charleston
irr-CharlestonWithThreePlayers = předání v Charlestonu jen se třemi hráči
irr-PassTakenBack = hráč chce zpět své odchozí předání
irr-HeavenlyHand = Východ dostal při rozdání hotovou ruku
irr-EarthlyHand = hotová ruka Východu po Charlestonu, před prvním zahozením
irr-ClaimAfterNextPick = nárok na zahozený kámen poté, co další hráč dobral
irr-JokerDiscardClaimed = nárok na zahozeného žolíka
irr-CompetingClaims = dva hráči nárokují týž zahozený kámen
irr-SimultaneousWins = dva hráči ohlašují mah jongg zároveň
irr-InvalidExposure = nedovolené vyložení
irr-MisnameCorrected = chybně pojmenovaný zahozený kámen hned opravený
irr-MisnamedDiscardClaimed = chybně pojmenovaný zahozený kámen nárokovaný k vyložení
irr-WinOnMisnamedDiscard = mah jongg na chybně pojmenovaný zahozený kámen
irr-CompetingClaimsOnMisnamedTile = dva nároky pro mah jongg na chybně pojmenovaný zahozený kámen
irr-WinOnMisnamedJoker = mah jongg na chybně pojmenovaného žolíka
irr-OutOfTurnDiscardClaimed = kámen zahozený mimo pořadí a nárokovaný
irr-JokerExchangeMade = výměna žolíka ve vlastním tahu
irr-JokerOfferedForNatural = žolík nabídnutý za pravý kámen
irr-JokerExchangeRefused = odmítnutá výměna žolíka
irr-ExchangeBeforePicking = výměna žolíka před dobráním
irr-ExchangeWithDiscard = zahozený kámen použitý k výměně žolíka
irr-ExchangeUndone = výměna žolíka, kterou chce hráč vrátit
irr-WrongExchangeTile = za žolíka dán špatný kámen
irr-ExchangeFromDeadHand = žolík vzatý z mrtvé ruky
irr-FalseWinNothingShown = chybně ohlášený mah jongg, nic neukázáno
irr-FalseWinGroupShown = chybně ohlášený mah jongg s ukázanou nárokovanou skupinou
irr-FalseWinHandShown = chybně ohlášený mah jongg s ukázanou rukou
irr-HandsDisturbedByFalseWin = ruce shrnuté po chybném ohlášení mah jonggu
irr-WallDestroyedAfterFalseWin = zeď zbořená po chybném ohlášení mah jonggu
irr-FalselyClaimedTileClaimed = znovu nárokovaný kámen z chybně ohlášeného mah jonggu
irr-DeadHandCalledInPlay = ruka prohlášená za mrtvou během hry
irr-DeadHandPlayed = mrtvá ruka hraje dál
irr-WrongCountsFound = špatné počty kamenů zjištěné během hry
irr-CountsChecked = přepočítání všech rukou během hry
irr-ThirdDeadHand = třetí mrtvá ruka
irr-DeadCallAnswered = prohlášení ruky za mrtvou, uznané nebo odmítnuté
irr-WinOnDiscard = mah jongg na zahozený kámen
irr-SelfPickedWin = mah jongg z vlastního dobrání
irr-WinAfterJokerExchange = mah jongg po výměně žolíka
irr-JokerlessWin = mah jongg bez žolíků
irr-DealerWins = Východ hlásí mah jongg
irr-WallDestroyed = zbořená zeď
irr-WallGame = vyčerpaná zeď
irr-WinOnLastDiscard = mah jongg na poslední zahozený kámen
irr-ExposureOnLastDiscard = poslední zahozený kámen nárokovaný k vyložení

fact-blind-pass-allowed-here-yes = Šlo o první předání doleva nebo poslední doprava, kde se naslepo předávat smí.
fact-blind-pass-allowed-here-no = Nešlo o první předání doleva ani poslední doprava, naslepo se tedy předávat nesmělo.
fact-first-charleston-complete-yes = První Charleston byl dokončen.
fact-first-charleston-complete-no = První Charleston ještě nebyl dokončen.
fact-second-charleston-begun-yes = Druhý Charleston už začal.
fact-second-charleston-begun-no = Druhý Charleston ještě nezačal.
fact-incoming-pass-seen-yes = Hráč už dostal příchozí předání tohoto kola.
fact-incoming-pass-seen-no = Hráč ještě nedostal příchozí předání tohoto kola.
fact-exchange-completed-yes = Výměna proběhla: žolík je na stojánku.
fact-exchange-completed-no = Výměna byla jen ohlášena, neproběhla.
fact-next-discard-made-yes = Od té doby už někdo zahodil.
fact-next-discard-made-no = Od té doby nikdo nezahodil.
fact-exchanged-exposure-was-valid-yes = Vyložení, z něhož žolík pochází, bylo platné.
fact-exchanged-exposure-was-valid-no = Vyložení, z něhož žolík pochází, neodpovídá žádné ruce z karty, nebo vzniklo při chybném ohlášení mah jonggu.
fact-different-tiles-claimed-yes = Různí hráči nárokovali různé z kamenů zahozených najednou.
fact-different-tiles-claimed-no = Žádní dva hráči nenárokovali dva různé kameny z těch, které byly zahozeny najednou.
fact-both-claims-for-mah-jong-yes = Oba hráči nárokovali zahozený kámen pro mahjong.
fact-both-claims-for-mah-jong-no = Nejvýš jeden z nároků byl pro mahjong.
fact-a-claim-for-mah-jong-yes = Jeden z nároků byl pro mahjong.
fact-a-claim-for-mah-jong-no = Ani jeden nárok nebyl pro mahjong.
fact-exchange-refused-yes = Majitel vyložení odmítl žolíka vydat.
fact-exchange-refused-no = Výměnu nikdo neodmítl.
fact-exchange-on-own-turn-yes = Vyměňující hráč byl na řadě a už dobral nebo nárokoval kámen.
fact-exchange-on-own-turn-no = Vyměňující hráč nebyl na řadě, nebo ještě nedobral ani nenárokoval kámen.
fact-exchange-tile-matches-yes = Vydaný kámen je ten pravý kámen, z něhož je vyložení složené.
fact-exchange-tile-matches-no = Vydaný kámen k vyložení nepasuje.
fact-joker-offered-for-natural-yes = Někdo nabídl žolíka, aby z vyložení získal pravý kámen.
fact-joker-offered-for-natural-no = Nikdo nenabídl žolíka za pravý kámen.
fact-claimed-discard-racked-yes = Ohlašující dal nárokovaný kámen na stojánek, místo aby s ním vyložil skupinu.
fact-claimed-discard-racked-no = Nárokovaný kámen na stojánek nepřišel.
fact-can-expose-claimed-tile-yes = Ohlašující má na stojánku kameny, s nimiž nárokovaný kámen vyloží tak, jak karta dovoluje.
fact-can-expose-claimed-tile-no = Ohlašující nemá na stojánku kameny, s nimiž by nárokovaný kámen vyložil tak, jak karta dovoluje.
fact-picked-tile-racked-yes = Dobraný kámen už byl na stojánku.
fact-picked-tile-racked-no = Dobraný kámen ještě na stojánku nebyl.
fact-claim-for-mah-jongg-yes = Nárok byl pro mah jongg.
fact-claim-for-mah-jongg-no = Nárok byl k vyložení, ne pro mah jongg.
fact-first-claim-for-mah-jongg-yes = První hlásící hráč nárokoval kámen pro mah jongg.
fact-first-claim-for-mah-jongg-no = První hlásící hráč nárokoval kámen k vyložení.
fact-second-claim-for-mah-jongg-yes = Druhý hlásící hráč nárokoval kámen pro mah jongg.
fact-second-claim-for-mah-jongg-no = Druhý hlásící hráč nárokoval kámen k vyložení.
fact-second-claimant-nearer-in-turn-yes = Druhý hlásící hráč je po zahazujícím na řadě dřív.
fact-second-claimant-nearer-in-turn-no = První hlásící hráč je po zahazujícím na řadě dřív.
fact-first-claimant-needs-real-tile-yes = Ruku prvního hlásícího hráče dokončuje skutečně zahozený kámen.
fact-first-claimant-needs-real-tile-no = Ruku prvního hlásícího hráče skutečně zahozený kámen nedokončuje.
fact-winner-relied-on-name-yes = Vítěz potřeboval pojmenovaný kámen: skutečně zahozený kámen jeho ruku nedokončuje.
fact-winner-relied-on-name-no = Skutečně zahozený kámen ruku vítěze dokončuje: vítěz se na chybné jméno nespoléhal.
fact-exchanger-holds-right-tile-yes = Hráč, který dal špatný kámen, má kámen toho druhu, z něhož je vyložení složené.
fact-exchanger-holds-right-tile-no = Hráč, který dal špatný kámen, nemá žádný kámen toho druhu, z něhož je vyložení složené.
fact-claimant-committed-yes = Hlásící hráč už k nároku vyložil kameny.
fact-claimant-committed-no = Hlásící hráč k nároku nevyložil žádné kameny.
fact-claimant-had-exposed-yes = K nároku už byly vyloženy kameny.
fact-claimant-had-exposed-no = K nároku ještě nebyly vyloženy žádné kameny.
fact-exposure-locked-yes = Majitel od vyložení už zahodil nebo vyměnil žolíka.
fact-exposure-locked-no = Majitel od vyložení nezahodil ani nevyměnil žolíka.
fact-exposure-mixed-tiles-yes = Vyložená skupina míchá různé kameny.
fact-exposure-mixed-tiles-no = Vyložená skupina je z jednoho druhu kamene.
fact-exposure-too-small-yes = Vyložená skupina je jediný kámen nebo pár.
fact-exposure-too-small-no = Vyložená skupina má tři kameny nebo víc.
fact-has-earlier-exposures-yes = Hráč měl na stole dřívější vyložení.
fact-has-earlier-exposures-no = Hráč neměl žádná dřívější vyložení.
fact-win-group-fits-exposure-yes = Ukázaná skupina by obstála jako vyložení pro ruku z karty.
fact-win-group-fits-exposure-no = Ukázaná skupina by jako vyložení neobstála.
# The edition's id, as the ruleset names it: "2020" (American), "agreed-limit" (classical).
fact-edition-is-yes = { $value ->
    [agreed-limit] Hráči se předem dohodli, že chybné ohlášení stojí limit.
    [ema2016] Stůl hraje podle pravidel EMA z roku 2016.
    [wrc2015] Stůl hraje podle pravidel mistrovství světa (WRC) z roku 2015.
    [standard] Stůl hraje pravidla tak, jak je píše Millington.
   *[other] Stůl hraje podle vydání pravidel z roku { $value }.
}
fact-edition-is-no = { $value ->
    [agreed-limit] Na vyšším postihu se hráči předem nedohodli.
    [ema2016] Stůl nehraje podle pravidel EMA z roku 2016.
    [wrc2015] Stůl nehraje podle pravidel mistrovství světa (WRC) z roku 2015.
    [standard] Stůl nehraje pravidla tak, jak je píše Millington.
   *[other] Stůl nehraje podle vydání pravidel z roku { $value }.
}
fact-one-intact-hand-left-yes = Zbyla jen jedna neporušená ruka.
fact-one-intact-hand-left-no = Zbyly aspoň dvě neporušené ruce.
fact-another-declared-in-error-yes = Jiný hráč už omylem ohlásil mah jongg.
fact-another-declared-in-error-no = Žádný jiný hráč omylem neohlásil mah jongg.
fact-called-exposure-invalid-yes = Některé vyložení napadeného hráče neodpovídá žádné ruce z karty.
fact-called-exposure-invalid-no = Každé vyložení napadeného hráče odpovídá některé ruce z karty.
fact-called-hand-cannot-be-completed-yes = Z napadené ruky nelze dokončit žádnou ruku z karty.
fact-called-hand-cannot-be-completed-no = Z napadené ruky lze ještě dokončit některou ruku z karty.
fact-called-hand-really-dead-yes = Napadená ruka byla opravdu mrtvá.
fact-called-hand-really-dead-no = Napadená ruka mrtvá nebyla.
fact-conceded-yes = Napadený hráč uznal, že ruka je mrtvá.
fact-conceded-no = Napadený hráč s prohlášením nesouhlasil.
fact-wrong-counts-two-yes = Špatný počet kamenů měli právě dva hráči.
fact-wrong-counts-two-no = Špatný počet kamenů neměli právě dva hráči.
fact-wrong-counts-three-or-more-yes = Špatný počet kamenů měli tři hráči nebo víc.
fact-wrong-counts-three-or-more-no = Špatný počet kamenů měli méně než tři hráči.
fact-action-was-pick-yes = Šlo o dobrání ze zdi.
fact-action-was-pick-no = Nešlo o dobrání.
fact-action-was-claim-yes = Šlo o nárok na zahozený kámen.
fact-action-was-claim-no = Nešlo o nárok.
fact-action-was-discard-yes = Šlo o zahození.
fact-action-was-discard-no = Nešlo o zahození.
fact-win-on-discard-yes = Vítězný kámen byl zahozený kámen jiného hráče.
fact-win-on-discard-no = Vítěz si vítězný kámen dobral ze zdi.
fact-hand-jokerless-yes = Vítězná ruka je bez žolíků a není z oddílu Jednotlivé kameny a páry (Singles and Pairs).
fact-hand-jokerless-no = Vítězná ruka má žolíky, nebo je z oddílu Jednotlivé kameny a páry (Singles and Pairs).

## Irregularities

irr-TileTurnedUpInDeal = kámen ze zdi otočený lícem nahoru při rozdávání
irr-WrongCountAfterDeal = špatný počet kamenů zjištěný po rozebrání
irr-WrongWallInDeal = kameny vzaté při rozdávání ze špatné zdi
irr-SelectionError = kameny vzaté při rozebírání mimo pořadí, což řeší celý stůl
irr-DeadHandCalled = prohlášení, že ruka jiného hráče je mrtvá
irr-ClaimAfterDrawing = nárok na zahozený kámen po dobrání ze zdi
irr-NextWallTileExposed = další kámen ze zdi viděný hráčem, který ho má dobrat
irr-WallTileSeen = kámen ze zdi náhodou spatřený
irr-WallTilesExposed = několik kamenů ze zdi převržených najednou
irr-DeadWallTileExposed = kámen mrtvé zdi otočený lícem nahoru
irr-ClaimWithdrawn = stažený nárok
irr-DiscardTakenBack = nenárokovaný zahozený kámen vzatý zpět
irr-DiscardTakenBackAfterClaim = zahozený kámen vzatý zpět po nároku na něj
irr-WrongTileDrawn = špatný kámen dobraný ze zdi
irr-DrawOutOfTurn = dobrání mimo pořadí
irr-DiscardOutOfTurn = zahození mimo pořadí
irr-SeveralDiscards = zahození více než jednoho kamene
irr-FalseClaim = nárok na sadu, kterou hráč nemohl sestavit
irr-MisexposedSet = nárokovaná sada vyložená se špatnými kameny
irr-ClaimNotExposed = nárokovaná sada, která nebyla nikdy vyložena
irr-ForgotToDraw = zahození bez předchozího dobrání
irr-LooseTileForgotten = zahození bez dobrání volného kamene za kong nebo náhrady za prémiový kámen
irr-DiscardIntoHand = zahozený kámen vzatý rovnou do ruky
irr-FalseWin = chybné ohlášení mahjongu
irr-SeveralFalseWins = dvě chybná ohlášení mahjongu
irr-FalseWin-ron = chybně ohlášená a ukázaná výhra (ron nebo tsumo)
irr-SeveralFalseWins-ron = dvě chybně ohlášené výhry na jeden zahozený kámen
irr-ExposedSetChanged = vyložená sada dodatečně změněná
irr-WinOnWrongTile = výhra ohlášená na kámen, který ruku nedokončuje
irr-LateClaim = nárok po uplynutí lhůty
irr-WallTouchedEarly = dotek zdi dřív, než předchozí hráč zahodil
irr-RiichiDeclaredWrongly = riichi ohlášené bez slova „riichi“ nebo bez odhozu položeného napříč
irr-RiichiOnOpenHand = riichi ohlášené s otevřenou rukou
irr-CallWithDeadHand = hlášení s mrtvou rukou
irr-CallInRiichi = hlášení sady hráčem, který je v riichi
irr-RiichiHandChanged = hráč v riichi zahazuje jiný kámen než ten, který dobral
irr-SwapCall = kuikae: zahození kamene, se kterým šlo totéž hlášení udělat také
irr-DiscardBeforeExposing = zahození dřív, než byla vyložena hlášená sada
irr-CalledTileNotTaken = nárokovaný kámen ponechaný mezi zahozenými
irr-WrongWordForWin = výhra ohlášená nesprávným slovem
irr-FourRiichi = všichni čtyři hráči v riichi (podle starších pravidel předčasné ukončení rozdání)
irr-FourKans = čtvrtý kan, přičemž všechny čtyři nepatří jednomu hráči (podle starších pravidel předčasné ukončení rozdání)
irr-KanBeyondTheLast = kan ohlášený po čtvrtém kanu v rozdání, kdy už žádný další nesmí být
irr-CallChanged = změna hlášení na tentýž zahozený kámen
irr-FourWindsDiscardedFirst = tentýž vítr zahozený všemi čtyřmi hráči jako první zahozené kameny rozdání
irr-NotenRiichi = ruka v riichi ukázaná při vyčerpání zdi jako nepřipravená (noten)
irr-SimultaneousWins-ron = dva rony na jeden zahozený kámen, obě ruce vítězné
irr-TilesRevealedByMistake = kameny z ruky omylem ukázané
irr-HandRevealedAfterWin = ruka vyložená poté, co jiný hráč ohlásil výhru
irr-PassedInformation = nápověda předaná jinému hráči
irr-Disobedience = odmítnutí uposlechnout rozhodčího
irr-Lateness = hráč přišel pozdě
irr-FalseBonusDeclaration = kámen odložený jako květina, který květinou není
irr-WinOnRiskyDiscard = výhra na zahozený kámen, před kterým vítězovy sady varovaly
irr-ValidWin = platná výhra k vyúčtování
irr-ExhaustiveDraw = vyčerpání zdi, platby za noten k vyúčtování
irr-WinWithLiability = výhra velkých tří draků nebo velkých čtyř větrů s hráčem odpovědným (pao)
irr-KanRobbed = výhra ohlášená na kámen přidaný k ponu, aby z něj byl kan (uloupení kanu, chankan)
irr-AnotherHandExposed = převržené kameny z ruky jiného hráče, lícem nahoru
irr-TsumoTileNotKeptApart = vítězný kámen z tsumo nebyl odložen stranou od ruky
irr-IllegalKanInRiichi = skrytý kan po riichi, který změnil čekání, zjištěný při ukázání ruky
irr-SettlementWithFaultyHand = výhra, zatímco jiná ruka je dlouhá, krátká nebo špinavá

## Events

ev-dice = { $seat } hází { $dice } = { $total }.
ev-break = { $wall } odpočítá { $stacks ->
    [one] { $stacks } sloupek
    [few] { $stacks } sloupky
    [many] { $stacks } sloupku
   *[other] { $stacks } sloupků
} od pravého konce své zdi a tam zeď rozlomí.
ev-took = { $seat } bere { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
} { $walls } ({ $places }).
ev-turned-up = { $seat } otočí lícem nahoru kámen na místě { $place } ve zdi { $wall-gen }: { $tile }. { $seen ->
    [yes] Líc kamene vidí i jiný hráč.
   *[no] Líc kamene nikdo jiný nevidí.
}
ev-turned-up-dead-wall = { $seat } otočí lícem nahoru kámen mrtvé zdi na místě { $place } ve zdi { $wall-gen }: { $tile }. Jeho líc vidí všichni.
ev-wall-tiles-exposed = { $seat } převrhne { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
} { $walls } ({ $places }) lícem nahoru, všichni je vidí: { $tiles }.
ev-racked = Všichni si srovnají kameny na stojánek a spočítají je: { $counts }.
ev-settled-agreed = Stůl si chyby všimne a všichni se shodnou na nápravě.
ev-settled-disputed = Stůl si chyby všimne, ale hráči se na nápravě neshodnou.
ev-dead-called = { $by } prohlašuje ruku { $against-gen } za mrtvou ({ $against } drží { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}).
ev-picked = { $seat } dobírá kámen ze zdi ({ $place }).
ev-picked-unknown = { $seat } dobírá kámen ze zdi ({ $place }), aniž by jeho líc viděl nebo nahmatal.
ev-picked-seen = { $seat } dobírá kámen ze zdi ({ $place }) a vidí jeho líc.
ev-picked-dead-wall = { $seat } dobírá kámen z mrtvé zdi ({ $place }), odkud se bere jen náhradní kámen za kan.
ev-picked-not-next = { $seat } dobírá kámen ze zdi ({ $place }), ne ten, který je na řadě a leží na místě { $due }.
ev-discarded = { $seat } zahazuje a říká: { $tile }.
ev-discarded-ron = { $seat } zahazuje { $tile }.
ev-discarded-last-ron = { $seat } zahazuje { $tile }, poslední kámen živé zdi: pokud s ním nikdo nevyhraje, hra končí vyčerpáním zdi.
ev-discarded-misnamed = { $seat } zahazuje { $tile }, ale říká: { $named }.
ev-discarded-joker-as-same = { $seat } zahazuje { $tile } a říká „totéž“, tedy stejně jako předchozí zahozený kámen: { $named }.
ev-drew-loose = { $seat } dobírá náhradní kámen ({ $place }).
ev-drew-loose-ron = { $seat } dobírá náhradní kámen z mrtvé zdi ({ $place }).
ev-put-back = { $seat } vrací dobraný kámen na místo { $place }.
ev-bonus = { $seat } odkládá { $tile } jako prémiový kámen.
ev-claimed-earlier = { $seat } nárokuje dřívější ze dvou právě zahozených kamenů a hlásí { $claim }.
ev-call-changed-at-once = { $seat } hned místo toho hlásí { $claim }.
ev-call-changed = { $seat } pak místo toho hlásí { $claim }.
ev-claimed = { $kind ->
    [Exposure] { $seat } nárokuje zahozený kámen k vyložení.
   *[other] { $seat } hlásí { $claim }.
}
ev-exposed = { $seat } vykládá lícem nahoru { $tiles }.
ev-exposed-claim = { $seat } vykládá lícem nahoru { $tiles } spolu s nárokovaným kamenem.
ev-exposed-claim-alone = { $seat } vykládá lícem nahoru samotný nárokovaný kámen.
ev-exposed-claim-from = { $seat } vykládá lícem nahoru { $tiles } spolu se zahozeným kamenem { $tile } od { $from-gen }.
ev-exposed-without-discard = { $seat } vykládá lícem nahoru { $tiles } k hlášení, ale zahozený kámen { $tile } od { $from-gen } nechává ležet, kde leží.
ev-called-tile-taken = { $seat } bere nárokovaný kámen { $tile } ze zahozených kamenů k sadě, kterou pro něj vyložil.
ev-declared-kong = { $seat } ohlašuje skrytý kong: { $tile }.
ev-declared-kong-ron = { $seat } ohlašuje skrytý kan: { $tile }.
ev-claim-withdrawn = { $seat } stahuje nárok a vrací nárokovaný kámen; kameny přiložené k němu jdou zpět do ruky.
ev-call-withdrawn-nothing-laid = { $seat } stahuje hlášení dřív, než k němu vyloží jakýkoli kámen.
ev-win-call-withdrawn = { $seat } stahuje hlášení výhry, aniž ukázal ruku.
ev-discard-taken-back = { $seat } si bere zahozený kámen zpět do ruky.
ev-taken-into-hand = { $seat } si bere zahozený kámen rovnou do skryté ruky.
ev-discard-left-dead = Zahozený kámen zůstává na stole jako mrtvý.
ev-declared-win = { $seat } ohlašuje výhru.
ev-declared-tsumo = { $seat } hlásí tsumo na právě dobraný kámen { $tile } a vykládá ruku lícem nahoru.
win-word-Ron = ron
win-word-Tsumo = tsumo
win-word-Ippatsu = ippatsu
win-word-Hu = hu
ev-win-word-said = { $moment ->
    [Tsumo] { $seat } říká „{ $word }“, aby vyhrál na právě dobraný kámen { $tile }.
   *[other] { $seat } říká „{ $word }“, aby vyhrál na zahozený kámen { $tile } od { $from-gen }.
}
ev-win-word-corrected = { $moment ->
    [Tsumo] { $seat } říká „{ $word }“, aby vyhrál na právě dobraný kámen { $tile }, a hned se opraví: „{ $right }“.
   *[other] { $seat } říká „{ $word }“, aby vyhrál na zahozený kámen { $tile } od { $from-gen }, a hned se opraví: „{ $right }“.
}
ev-claimed-after-word = { $seat } si bere odhoz k výhře.
ev-declared-win-after-word = { $seat } vykládá ruku lícem nahoru.
ev-declared-riichi = { $seat } hlásí riichi: další odhoz položí napříč a tyčinku za 1000 bodů položí, jakmile na něj nikdo nehlásí ron.
ev-declared-riichi-unsaid = { $seat } chce ohlásit riichi: další odhoz položí napříč a k němu tyčinku za 1000 bodů, ale slovo „riichi“ neřekne.
ev-declared-riichi-not-turned = { $seat } říká „riichi“, ale další odhoz položí jako každý jiný, ne napříč.
ev-declaration-withdrawn = { $seat } bere ohlášení zpět dřív, než ukáže jediný kámen.
ev-hand-shown = { $seat } vykládá svou ruku lícem nahoru.
ev-hand-shown-ready = { $seat } hlásí, že má ruku připravenou (tenpai), a vykládá ji lícem nahoru.
ev-declared-not-ready = { $seat } hlásí, že ruku připravenou nemá (noten), a nechává ji skrytou.
ev-drawn-tile-mixed-in = { $seat } vkládá právě dobraný kámen mezi ostatní kameny ruky; který kámen to byl, už nelze poznat.
ev-paused = { $seconds ->
    [one] Uplyne { $seconds } sekunda.
    [few] Uplynou { $seconds } sekundy.
    [many] Uplyne { $seconds } sekundy.
   *[other] Uplyne { $seconds } sekund.
}
ev-touched-wall = { $seat } se dotkne kamene ve zdi na místě { $place }; jeho líc nikdo nevidí.
ev-touched-wall-revealed = { $seat } se dotkne kamene ve zdi na místě { $place } a jeho líc je vidět: { $tile }.
ev-tiles-revealed = { $seat } omylem ukáže ze skryté ruky { $tiles }.
ev-tiles-knocked-over = { $seat } převrhne kameny ze skryté ruky { $owner-gen }; leží lícem nahoru: { $tiles }.
ev-information-passed = { $from } dává { $to-dat } nápovědu ke hře.
ev-information-passed-true = { $from } dává { $to-dat } pravdivou nápovědu ke hře.
ev-information-passed-false = { $from } dává { $to-dat } nápovědu ke hře, která není pravdivá.
ev-referee-disobeyed = { $seat } odmítá uposlechnout pokyn rozhodčího.
ev-arrived-late = { $seat } přichází o { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
    [many] { $minutes } minuty
   *[other] { $minutes } minut
} pozdě.
ev-play-resumes = Hra pokračuje, dobírá { $seat }.
story-already-ruled = Už rozhodnuto ({ $article }): { $ruling }
story-ruled-by-fallback = bez článku; záložní rozhodnutí souboru pravidel
ev-ruled-dead = { $seat } má podle rozhodnutí mrtvou ruku: v této hře už nehraje.
ev-ruled-may-not-win = Rozhodčí rozhoduje, že { $seat } nesmí v této hře vyhrát; hraje ale dál.
ev-ruled-dead-plays-on = Rozhodčí prohlašuje ruku hráče { $seat } za mrtvou; { $seat } hraje dál, dobírá a zahazuje, ale nehlásí ani nevyhrává.
ev-ruled-not-in-riichi = Rozhodčí rozhoduje, že riichi hráče { $seat } neplatí; { $seat } si bere tyčinku zpět a hraje dál, ne v riichi.
ev-exposure-returned = { $seat } vrací chybné vyložení zpět na stojánek.
ev-added-to-meld = { $seat } přidává z ruky { $tile } do vyložené sady [{ $set }].
ev-added-to-meld-from-discard = { $seat } bere zahozený kámen { $tile } a přidává ho do vyložené sady [{ $set }].
ev-took-from-meld = { $seat } bere { $tile } z vyložené sady [{ $set }] zpět do ruky.
ev-passed = { $from } předává { $tiles } lícem dolů { $to-dat }{ $blind ->
    [0] {""}
   *[other] , z toho { $blind } posílá dál naslepo
}.
ev-charleston-stopped = { $seat } říká, že Charleston tady končí.
ev-pass-taken-back = { $seat } chce zpět kameny svého odchozího předání.
ev-exchanged = { $seat } dává { $tile } za žolíka ve vyložení { $owner-gen } [{ $set }] a žolíka si bere.
ev-exchange-with-discard = { $seat } bere zahozený kámen { $tile } a vkládá ho místo žolíka do vyložení { $owner-gen } [{ $set }].
ev-exchange-announced = { $seat } říká, že dá { $tile } za žolíka ve vyložení { $owner-gen } [{ $set }].
ev-exchange-refused = { $seat } odmítá žolíka vydat.
ev-joker-offered = { $seat } nabízí žolíka za kámen z vyložení { $owner-gen } [{ $set }], aby ten kámen získal.
ev-exchange-undone = { $seat } chce vrátit právě provedenou výměnu žolíka.
ev-thrown-in = { $seat } shrne svou ruku a kameny se promíchají.
ev-wall-destroyed = { $seat } shrnutými kameny zboří zeď.
ev-dead-conceded = { $seat } uznává, že ruka je mrtvá.
ev-dead-disputed = { $seat } s prohlášením nesouhlasí a tvrdí, že ruka je živá.
ev-dispute-settled = { $by } a { $against } vyrovnávají sporné prohlášení ruky za mrtvou: ruka se ukáže a ten, kdo se mýlil, platí.
ev-tiles-counted = Stůl se zastaví a počítá: { $counts }.
ev-referee-called = Je přivolán rozhodčí.
ev-referee-called-by = { $seat } volá rozhodčího.
ev-redealt = Kameny se shrnou, zdi se postaví znovu a { $seat } rozdává tutéž ruku ještě jednou.
ev-tile-racked = { $seat } dává dobraný kámen na stojánek.
ev-name-corrected = { $seat } jméno hned opraví: kámen je { $tile }.
claim-Chow = čou
claim-Pung = pong
claim-Kong = kong
claim-Exposure = kámen k vyložení
claim-Win = mahjong
claim-Win-mah-jongg = mah jongg
claim-Win-ron = ron
claim-Chow-riichi = chii
claim-Pung-riichi = pon
claim-Kong-riichi = kan
prevalent-line = Vítr kola v této hře: { $wind }.
accounts-line = Na stole z dřívějších her na začátku této: honba { $counters } a tyčinky riichi { $sticks }.
position-line = Hra běží: na řadě je { $seat }, ve zdi { $wall ->
    [one] zbývá { $wall } kámen
    [few] zbývají { $wall } kameny
    [many] zbývá { $wall } kamene
   *[other] zbývá { $wall } kamenů
}, další kámen na místě { $next }.
position-line-discard = Hra běží: na řadě je { $seat }, { $by } právě zahodil { $tile }, ve zdi { $wall ->
    [one] zbývá { $wall } kámen
    [few] zbývají { $wall } kameny
    [many] zbývá { $wall } kamene
   *[other] zbývá { $wall } kamenů
}, další kámen na místě { $next }.
position-sets = Už vyloženo: { $sets }.
position-sets-of = { $seat } { $sets }
position-dead = { $seat } už má mrtvou ruku.
record-line = Záznam provinění: ve hře { $hand } dostal { $seat } postih podle článku { $article }.
ev-folded = … { $count ->
    [one] { $count } běžný odběr
    [few] { $count } běžné odběry
    [many] { $count } běžného odběru
   *[other] { $count } běžných odběrů
} postupně od místa rozlomení …
ev-folded-passes = … { $passes ->
    [one] jedno předání
   *[other] { $passes } předání
} v Charlestonu, lícem dolů, nic nepravidelného …
ev-folded-play = … { $turns ->
    [one] jeden běžný tah
    [few] { $turns } běžné tahy
    [many] { $turns } běžného tahu
   *[other] { $turns } běžných tahů
}{ $bonus ->
    [0] {""}
    [one] , nahrazen jeden prémiový kámen
    [few] , nahrazeny { $bonus } prémiové kameny
   *[other] , nahrazeno { $bonus } prémiových kamenů
} …

## Explanations

verdict-right = Správně.
verdict-wrong = Ne tak docela.
explain-matter = O co jde: { $matter } ({ $id }).
explain-correct-ruling = Rozhodnutí: { $ruling }
explain-deciding = Rozhodující skutečnost: { $fact }
explain-separating = Vaše volba by byla správná, kdyby platilo: { $would } Zde ale: { $here }
explain-other-article = Vaše volba je rozhodnutím článku { $id }, který řeší tuto situaci: { $covers }. Tady se ale stalo toto: { $here }.

## The table as text

table-served-mark = {" "}← rozebírá se
table-wall-line = Zeď { $wall-gen }  { $strip }  { $left ->
    [one] zbývá { $left }
    [few] zbývají { $left }
    [many] zbývá { $left }
   *[other] zbývá { $left }
}{ $served }
table-strip-legend = {"  "}sloupek: # dva kameny  = jen spodní  " jen horní  . vzato  % { $dora ->
        [yes] mrtvá zeď (náhradní kameny, dora)
       *[no] oblast kongů (náhradní kameny)
    }  | rozlomení  ^ lícem nahoru
table-face-up = Lícem nahoru ve zdi: { $tiles }.
table-rack-line = { $seat } má na stojánku { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}  { $tiles }
table-sets = vyložené sady: { $melds }
table-called-tile-left = nárokovaný kámen { $tile } stále leží mezi zahozenými kameny { $from-gen }
table-bonus = prémiové kameny: { $tiles }
table-discards-title = Zahozené kameny podle hráčů, nejstarší první (* nárokovaný, x mrtvý):
table-discards-title-riichi = Zahozené kameny podle hráčů, nejstarší první (* nárokovaný, x mrtvý, r odhoz s ohlášením riichi):
table-discards-of = {"  "}{ $seat } { $tiles }
table-latest-discard = Poslední zahozený kámen: { $tile }, zahodil ho { $seat }.
table-prevalent = Vítr kola: { $wind }.
table-turn = Na řadě: { $seat }.
table-hand-face-up = ruka lícem nahoru: { $tiles }
table-revealed = omylem lícem nahoru: { $tiles }
table-looked-at = rozhodčí se dívá na ruku: { $tiles }
table-hand-dead = ruka je podle rozhodnutí mrtvá
table-wall-spoken = Zeď { $wall-gen }: { $left ->
    [one] zbývá { $left }
    [few] zbývají { $left }
    [many] zbývá { $left }
   *[other] zbývá { $left }
}
table-wall-spoken-served = rozebírá se
table-wall-spoken-broken = rozlomená po { $stack }. sloupku od pravého konce
table-wall-spoken-face-up = lícem nahoru: { $tiles }
table-wall-spoken-face-up-many = lícem nahoru: { $tiles }
table-tile-at = { $tile } na místě { $place }

## Quiz

question-prompt = Jaké je rozhodnutí?
plain-intro-edition = Všechny otázky se posuzují podle jednoho vydání: { $edition }. Chcete-li otázky znovu, zadejte i --edition { $id }.
plain-intro-replay = Kvíz mjref: { $ruleset }. Otázka { $code } (s --question { $code } ji dostanete znovu). Odpovídejte číslem možnosti; konec vstupu kvíz ukončí.
plain-intro = Kvíz mjref: { $ruleset }. Seed { $seed } (s --seed { $seed } dostanete { $count ->
    [one] tuto otázku
   *[other] tyto otázky
} znovu), { $count ->
    [one] { $count } otázka
    [few] { $count } otázky
    [many] { $count } otázky
   *[other] { $count } otázek
}. Odpovídejte číslem možnosti; konec vstupu kvíz ukončí.
plain-question-head = ── Otázka { $n } z { $count } (kód { $code }) ──
plain-rules = Pravidla: { $ruleset } – { $edition }.
plain-what-happened = Co se stalo:
plain-table-now = Stůl teď:
story-left-out = { $count ->
    [one] Řádek { $from } vynechán: hra před řešenou situací; stůl ukazuje, jak skončila.
   *[other] Řádky { $from }–{ $to } vynechány: rozdání a hra před řešenou situací; stůl ukazuje, jak skončily.
}
plain-answer-prompt = Vaše odpověď (1–{ $max }): {""}
plain-answer-invalid = Odpovězte prosím číslem od 1 do { $max }.
plain-article = { $id }: { $title }
plain-source = Zdroj: { $work }, { $locator }
summary-line = Souhrn: správně { $right } { $asked ->
    [one] z { $asked } otázky
    [few] ze { $asked } otázek
   *[other] z { $asked } otázek
}.
summary-article = { $id }: { $right } z { $asked }
explain-replay = Tuto otázku znovu: { $command }
explain-replay-deck = Tento případ pochází z balíčku: `mjref deck check` ukáže rozhodnutí ke každému jeho souboru.
plain-deck-intro = Kvíz mjref: { $ruleset }, { $count ->
    [one] jeden případ
    [few] { $count } případy
    [many] { $count } případu
   *[other] { $count } případů
} z balíčku { $deck }. Odpovídejte číslem možnosti; konec vstupu kvíz ukončí.
plain-deck-question-head = ── Případ { $n } z { $count }: { $name } ──
plain-press-enter = Další otázka: stiskněte Enter.
ruling-lawful = Žádná nesrovnalost: toto je dovoleno.
explain-not-allowed = Podle vaší odpovědi by pravidla tohle dovolovala. Nedovolují, jde o nesrovnalost: { $here }.
table-reading-card = Ruka { $seat-gen } z karty: { $section }, řádek { $line }, hodnota { $value }.
table-reading-card-jokerless = Ruka { $seat-gen } z karty: { $section }, řádek { $line }, hodnota { $value }, bez žolíků.
table-reading-fan = Ruka { $seat-gen }: { $total ->
    [one] { $total } fan
    [few] { $total } fany
    [many] { $total } fanu
   *[other] { $total } fanů
} ({ $fans }).

# The player who showed or threw in their hand after a declaration of mah jongg.
role-revealer = hráč s odkrytou rukou
    .gen = hráče s odkrytou rukou
    .dat = hráči s odkrytou rukou
    .acc = hráče s odkrytou rukou
    .ins = hráčem s odkrytou rukou
    .loc = hráči s odkrytou rukou

# The player who called another hand dead (a claimant is role-caller).
role-challenger = napadající hráč
    .gen = napadajícího hráče
    .dat = napadajícímu hráči
    .acc = napadajícího hráče
    .ins = napadajícím hráčem
    .loc = napadajícím hráči

# The two callers of one discard, in the order they called.
role-first-caller = první hlásící hráč
    .gen = prvního hlásícího hráče
    .dat = prvnímu hlásícímu hráči
    .acc = prvního hlásícího hráče
    .ins = prvním hlásícím hráčem
    .loc = prvním hlásícím hráči
role-second-caller = druhý hlásící hráč
    .gen = druhého hlásícího hráče
    .dat = druhému hlásícímu hráči
    .acc = druhého hlásícího hráče
    .ins = druhým hlásícím hráčem
    .loc = druhém hlásícím hráči
