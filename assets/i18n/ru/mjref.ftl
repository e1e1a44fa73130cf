# Каталог сообщений mjref: русский.
# Здесь живёт каждая строка, которую видит пользователь. Чтобы добавить язык, скопируйте
# этот файл в assets/i18n/<lang>/mjref.ftl и переведите значения; идентификаторы не меняйте.
# Термины: docs/glossary-ru.md. Места и роли ($seat, $who, $from, $to…) приходят во всех
# падежах: { $who } — именительный, { $who-gen }, { $who-dat }, { $who-acc }, { $who-ins },
# { $who-loc } — остальные (их формы — атрибуты сообщений seat-… и role-… ниже).

## Seats and roles

seat-east = Восток
    .gen = Востока
    .dat = Востоку
    .acc = Востока
    .ins = Востоком
    .loc = Востоке
seat-south = Юг
    .gen = Юга
    .dat = Югу
    .acc = Юга
    .ins = Югом
    .loc = Юге
seat-west = Запад
    .gen = Запада
    .dat = Западу
    .acc = Запада
    .ins = Западом
    .loc = Западе
seat-north = Север
    .gen = Севера
    .dat = Северу
    .acc = Севера
    .ins = Севером
    .loc = Севере
role-everyone = каждый игрок
    .gen = каждого игрока
    .dat = каждому игроку
    .acc = каждого игрока
    .ins = каждым игроком
    .loc = каждом игроке
role-offender = виновный игрок
    .gen = виновного игрока
    .dat = виновному игроку
    .acc = виновного игрока
    .ins = виновным игроком
    .loc = виновном игроке
role-caller = заявивший игрок
    .gen = заявившего игрока
    .dat = заявившему игроку
    .acc = заявившего игрока
    .ins = заявившим игроком
    .loc = заявившем игроке
role-called = вызванный игрок
    .gen = вызванного игрока
    .dat = вызванному игроку
    .acc = вызванного игрока
    .ins = вызванным игроком
    .loc = вызванном игроке
role-left-of-dealer = игрок слева от Востока
    .gen = игрока слева от Востока
    .dat = игроку слева от Востока
    .acc = игрока слева от Востока
    .ins = игроком слева от Востока
    .loc = игроке слева от Востока
role-dealer = Восток
    .gen = Востока
    .dat = Востоку
    .acc = Востока
    .ins = Востоком
    .loc = Востоке
role-each-opponent = каждый из остальных игроков
    .gen = каждого из остальных игроков
    .dat = каждому из остальных игроков
    .acc = каждого из остальных игроков
    .ins = каждым из остальных игроков
    .loc = каждом из остальных игроков
role-each-offender = каждый ложно объявивший игрок
    .gen = каждого ложно объявившего игрока
    .dat = каждому ложно объявившему игроку
    .acc = каждого ложно объявившего игрока
    .ins = каждым ложно объявившим игроком
    .loc = каждом ложно объявившем игроке
role-each-of = каждый из игроков { $a } и { $b }
    .gen = каждого из игроков { $a } и { $b }
    .dat = каждому из игроков { $a } и { $b }
    .acc = каждого из игроков { $a } и { $b }
    .ins = каждым из игроков { $a } и { $b }
    .loc = каждом из игроков { $a } и { $b }
role-each-of-three = каждый из игроков { $a }, { $b } и { $c }
    .gen = каждого из игроков { $a }, { $b } и { $c }
    .dat = каждому из игроков { $a }, { $b } и { $c }
    .acc = каждого из игроков { $a }, { $b } и { $c }
    .ins = каждым из игроков { $a }, { $b } и { $c }
    .loc = каждом из игроков { $a }, { $b } и { $c }
role-each-injured = каждый невиновный игрок
    .gen = каждого невиновного игрока
    .dat = каждому невиновному игроку
    .acc = каждого невиновного игрока
    .ins = каждым невиновным игроком
    .loc = каждом невиновном игроке
role-any-other-player = любой другой игрок
    .gen = любого другого игрока
    .dat = любому другому игроку
    .acc = любого другого игрока
    .ins = любым другим игроком
    .loc = любом другом игроке
role-winner = победитель
    .gen = победителя
    .dat = победителю
    .acc = победителя
    .ins = победителем
    .loc = победителе
role-each-other-loser = каждый из остальных проигравших
    .gen = каждого из остальных проигравших
    .dat = каждому из остальных проигравших
    .acc = каждого из остальных проигравших
    .ins = каждым из остальных проигравших
    .loc = каждом из остальных проигравших
role-each-loser = каждый из остальных игроков
    .gen = каждого из остальных игроков
    .dat = каждому из остальных игроков
    .acc = каждого из остальных игроков
    .ins = каждым из остальных игроков
    .loc = каждом из остальных игроков
role-discarder = сбросивший игрок
    .gen = сбросившего игрока
    .dat = сбросившему игроку
    .acc = сбросившего игрока
    .ins = сбросившим игроком
    .loc = сбросившем игроке
role-each-intact = каждый игрок с нетронутой рукой
    .gen = каждого игрока с нетронутой рукой
    .dat = каждому игроку с нетронутой рукой
    .acc = каждого игрока с нетронутой рукой
    .ins = каждым игроком с нетронутой рукой
    .loc = каждом игроке с нетронутой рукой
role-other-player = другой игрок
    .gen = другого игрока
    .dat = другому игроку
    .acc = другого игрока
    .ins = другим игроком
    .loc = другом игроке
role-each-ready = каждый игрок с готовой рукой
    .gen = каждого игрока с готовой рукой
    .dat = каждому игроку с готовой рукой
    .acc = каждого игрока с готовой рукой
    .ins = каждым игроком с готовой рукой
    .loc = каждом игроке с готовой рукой
role-each-not-ready = каждый игрок без готовой руки
    .gen = каждого игрока без готовой руки
    .dat = каждому игроку без готовой руки
    .acc = каждого игрока без готовой руки
    .ins = каждым игроком без готовой руки
    .loc = каждом игроке без готовой руки
role-liable = ответственный игрок (пао)
    .gen = ответственного игрока (пао)
    .dat = ответственному игроку (пао)
    .acc = ответственного игрока (пао)
    .ins = ответственным игроком (пао)
    .loc = ответственном игроке (пао)
walls-one = стена { $a-gen }
walls-two = стены { $a-gen } и { $b-gen }

## Rulings

status-no-penalty-all = Никто не штрафуется.
status-no-penalty = { $who } не штрафуется.
status-warning = { $who } получает предупреждение.
status-points = { $who } теряет { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.
status-may-not-win = { $who } не может выиграть эту партию.
status-dead-hand = Рука { $who-gen } мертва: { $who } прекращает игру, но по-прежнему платит.
status-dead-hand-plays-on = У { $who-gen } мёртвая рука: { $who } берёт и сбрасывает дальше, но не может делать заявки, объявлять риичи и выигрывать, а при исчерпании стены — нотен.
status-held-to-first-call = { $who } не может изменить заявку: либо продолжает первую заявку, либо отзывает её как пустую заявку.
status-held-to-ron = { $who } не может изменить заявку на выигрыш: либо продолжает рон и выигрывает, либо отзывает его как пустую заявку на выигрыш, и рука мёртвая.
status-riichi-stick-stays = Палочка риичи { $who-gen } остаётся на столе и не возвращается.
status-riichi-void = Риичи { $who-gen } не засчитывается: { $who } не в риичи, забирает палочку обратно и играет дальше с живой рукой.
status-stays-live = Рука { $who-gen } жива, { $who } продолжает игру.
status-jokers-exchangeable = Джокеры из открытых комбинаций { $who-gen }, оставшихся на столе, по-прежнему можно забрать обменом.
status-settles-dispute = { $who } раньше объявил чужую руку мёртвой, и вызов был оспорен: этот спор решается сейчас, с окончанием партии.
status-long-hand = У { $who-gen } длинная рука.
status-short-hand = У { $who-gen } короткая рука.
status-foul-hand = У { $who-gen } неправильная рука.
status-disqualified = { $who } дисквалифицирован.
status-escalating = { $who } штрафуется по возрастающей шкале.
status-points-off = Из итогового счёта { $who-gen } { $points ->
    [one] вычитается { $points } очко
    [few] вычитаются { $points } очка
    [many] вычитается { $points } очков
   *[other] вычитается { $points } очка
} (их никто не получает).
status-points-off-per-minutes = Из итогового счёта { $who-gen } вычитается { $points ->
    [one] по { $points } очку
    [few] по { $points } очка
    [many] по { $points } очков
   *[other] по { $points } очка
} за { $minutes ->
    [one] каждую { $minutes } минуту
    [few] каждые { $minutes } минуты
    [many] каждые { $minutes } минут
   *[other] каждые { $minutes } минуты
} опоздания, включая неполные; никто другой их не получает.
status-dangerous-discard = { $who } сделал опасный сброс и платит за него штраф.
status-gets-tile = { $who } получает кость.
status-claim-refused = Заявка { $who-gen } отклонена.
status-wins = { $who } выигрывает партию.
status-win-stands = Выигрыш засчитывается.
status-committed = { $who } связан заявкой и обязан открыть с этой костью допустимую комбинацию, иначе его рука мертва.
status-may-turn-into-exposure = { $who } может оставить группу как обычную открытую комбинацию и сбросить кость; штрафа нет.
status-must-correct = { $who } должен повторить действие правильно; штрафа нет.
status-may-not-refuse-exchange = { $who } не может отказать в обмене: джокер переходит к игроку, который дал за него кость; штрафа нет.
status-may-not-stop-charleston = { $who } не может остановить этот Чарльстон до его последней передачи; штрафа нет.

tiles-unchanged = Кости остаются на местах.
tiles-back-face-down = Кость переворачивают лицом вниз, и она остаётся точно на том месте, откуда её взяли.
tiles-exposed-back-face-down = Каждую показанную кость стены снова переворачивают лицом вниз на её место.
tiles-shown-then-back = Кость показывают всем, затем кладут обратно.
tiles-kept = Кости остаются там, где лежат.
tiles-returned-to-rack = Кости возвращаются на подставку.
tiles-take-from-wall = { $who } берёт из текущей стены { $count ->
    [1] следующую кость
    [one] следующую { $count } кость
    [few] следующие { $count } кости
    [many] следующие { $count } костей
   *[other] следующие { $count } кости
}.
tiles-take-loose = { $who } берёт замещающую кость, положенную за конг или бонусную кость.
tiles-misdeal = Пересдача: все кости возвращают в центр стола, перемешивают и заново строят стены.
tiles-thrown-in = Все кости возвращают в центр стола, перемешивают и заново строят стены.
tiles-as-agreed = С костями поступают так, как договорились игроки.
tiles-put-right-where-possible = Ошибку исправляют, насколько это возможно: кости возвращаются на свои места.
tiles-agree-else-misdeal = Любую ошибку раздачи сразу исправляют так, как договорятся все игроки; если договориться не удаётся, это пересдача: кости перемешивают, стены строят заново, и Восток раздаёт снова.
tiles-drawn-back = Взятая кость возвращается на своё место в стене.
tiles-keeps-drawn = { $who } оставляет кость себе.
tiles-swap-for-right = { $who } кладёт неверную кость на её место и берёт правильную.
tiles-bonus-undeclared = { $who } держит бонусную кость в закрытой руке, не объявляя её.
tiles-discard-back = Сброс возвращается в руку; вместо него можно сбросить другую кость.
tiles-discard-stands = Сброс остаётся на месте.
tiles-discard-claimable = Сброс остаётся: теперь любой может забрать его для любой цели; если его никто не заберёт, он мёртв.
tiles-discard-dead = Кость возвращается на стол, и её нельзя использовать ни для какой цели.
tiles-claim-undone = Забранная кость возвращается к сбросам, а открытые с ней кости — в руку.
tiles-claim-and-loose-tile-undone = Забранная кость возвращается к сбросам, открытые с ней кости — в руку, а замещающая кость, взятая за конг, — обратно в стену.
tiles-claim-undone-claimable = Кости, открытые с заявкой, возвращаются в руку. Сброс ещё можно забрать: тому же игроку для другой цели или другому игроку для любой; если его никто не заберёт, он мёртв.
tiles-call-undone-claimable = Сброс ещё можно забрать: тому же игроку для другой цели или другому игроку для любой; если его никто не заберёт, он мёртв.
tiles-swap-exposed = Неверные кости в комбинации заменяют правильными из руки.
tiles-set-stays = Комбинация остаётся точно такой, как её открыли.
tiles-must-expose = { $who } должен сейчас же открыть забранную кость вместе с костями из руки.
tiles-called-tile-to-set = { $who } сейчас же забирает заявленную кость из сброса к комбинации.
tiles-one-discard-meant = Игрок говорит, какую кость имел в виду; она и есть сброс, остальные возвращаются.
tiles-one-discard-claimed = Сбросом считается кость, которую забрали; остальные возвращаются.
tiles-back-to-hand = Кости возвращаются в закрытую руку.
tiles-revealed-discarded = { $who } должен сбросить показанные кости в следующие ходы, по одной за ход.
tiles-pung-becomes-kong = Взятая четвёртая кость добавляется к пангу, и он становится конгом; берётся замещающая кость.
tiles-set-restored = Открытую комбинацию восстанавливают точно такой, какой она была.
tiles-scores-nothing = { $who } не получает очков.
tiles-unlaid-set-scores-nothing = При расчёте комбинация, которую { $who } заявил, но так и не открыл, очков не приносит; правильно собранные комбинации по-прежнему приносят очки.
tiles-scores-correct-sets = { $who } получает очки только за правильно собранные комбинации и бонусные кости.
tiles-joker-back-to-passer = Джокер возвращается к игроку, который его передал, и тот передаёт вместо него кость, не являющуюся джокером.
tiles-pass-stands = Передача остаётся такой, как её сделали.
tiles-pass-from-own-hand = Кости, переданные дальше вслепую, возвращаются; игрок передаёт кости из своей руки.
tiles-exchange-stands = Обмен джокера остаётся в силе.
tiles-exchange-reversed = Обмен отменяется: джокер возвращается в комбинацию, а отданная кость — тому, кто её отдал.
tiles-wrong-tile-fixed = Неверную кость убирают из комбинации, и её место занимает правильная.
tiles-shown-back-exposures-stay = Кости, показанные с подставки, возвращаются на неё; открытые ранее комбинации остаются на столе.
tiles-whole-hand-back = Все кости руки возвращаются на подставку закрытыми.
tiles-stays-with-dead-hand = Забранная кость остаётся в мёртвой руке; никто не может взять её для открытой комбинации.
tiles-group-stays-exposed = Показанная группа остаётся на столе как обычная открытая комбинация.
tiles-discard-to-caller = Сброс забирает тот из заявивших, кому он присуждён, и использует его так, как заявлял.
tiles-exposed-with-the-real-tile = Заявивший игрок правильно называет кость и открывает комбинацию с действительно сброшенной костью.
tiles-claimable-for-mah-jongg-only = Кость ещё можно забрать, но только для маджонга.
tiles-all-in = Все кости смешаны: вернуть ничего нельзя.

amount-fixed = { $n }
amount-hand-value = { $n ->
    [1] стоимость руки
    [2] двойную стоимость руки
    [3] тройную стоимость руки
    [4] четырёхкратную стоимость руки
   *[other] { $n }-кратную стоимость руки
}
amount-lowest-card-value = стоимость самой дешёвой руки на карте
amount-their-hand-value = полную стоимость руки того, кому платит
amount-mcr-win = за выигрыш: сбросивший выигрышную кость — 8 плюс фаны руки (при выигрыше на кости из стены — каждый), двое других — по 8
amount-riichi-win = свою долю стоимости руки
amount-riichi-ron = стоимость руки
amount-shared-out = равную долю от { $n } очков в сумме
amount-riichi-whole = всю стоимость руки
amount-riichi-win-wait-unseen = свою долю стоимости руки, посчитанной без её ожидания
amount-riichi-half = половину стоимости руки
amount-riichi-half-and-counters = половину стоимости руки и ещё хонба, если они есть
amount-limit = { $pct ->
    [100] оговорённый лимит
    [50] половину оговорённого лимита
   *[other] { $pct }% оговорённого лимита
}
payment = { $from } платит { $to-dat } { $amount }.
transfer = В цифрах: { $from } платит { $to-dat } { $amount }.
transfer-unknown = В цифрах: { $from } платит { $to-dat } (эту сумму mjref пока не умеет считать).
sticks-taken = В цифрах: { $who } забирает { $sticks ->
        [one] { $sticks } палочку риичи, лежащую
        [few] { $sticks } палочки риичи, лежащие
        [many] { $sticks } палочек риичи, лежащих
       *[other] { $sticks } палочек риичи, лежащих
    } на столе ({ $amount }).

next-deal-continues = Раздача продолжается.
next-game-starts = Партия начинается, когда Восток делает сброс.
next-same-turn = Игра возобновляется с того же хода.
next-player-right = Ход переходит к следующему игроку справа.
next-play-continues = Игра продолжается.
next-game-ends = Партия окончена.
next-redeal = Восток раздаёт заново: новый бросок кубиков, новый пролом.
next-redeal-sticks-back = Раздачу переигрывает тот же игрок на месте Востока; палочки риичи возвращаются владельцам, хонба не добавляется.
next-exhaustive-draw = Раздача заканчивается исчерпанием стены: готовые руки показывают, а игроки в нотен делают выплаты за нотен.
next-hand-ends-dealer-passes = Партия окончена, роль Востока переходит к следующему игроку.
next-hand-ends-dealer-stays = Партия окончена, Восток сохраняет свою роль.
next-charleston-continues = Чарльстон продолжается следующей передачей.
next-charleston-ends = Чарльстон на этом заканчивается; до сброса Востока может быть ещё вежливая передача по желанию.
next-settled-at-end = Игра продолжается; спор решается по окончании партии.
next-claimant-goes-on = Игрок, получивший кость, доводит свою заявку до конца.
next-win-goes-on = Объявленный выигрыш остаётся в силе: руку показывают и оценивают, как любой выигрыш.
next-as-chosen = Что дальше, зависит от этого выбора.

## Facts, as the explanation states them (-yes: the fact holds; -no: it does not)

fact-east-has-discarded-yes = Восток уже сделал сброс, значит, партия началась.
fact-east-has-discarded-no = Восток ещё не сделал сброс, значит, партия не началась.
fact-picking-complete-yes = Все закончили набирать кости и поставили их на подставки.
fact-picking-complete-no = Игроки ещё набирают кости.
fact-tile-seen-yes = Другой игрок видел лицевую сторону кости.
fact-tile-seen-no = Больше никто не видел лицевой стороны кости.
fact-counts-correct-yes = У каждого игрока правильное число костей.
fact-counts-correct-no = У кого-то из игроков неверное число костей.
fact-left-of-east-short-one-yes = Ошибка только одна: игроку слева от Востока, набиравшему последним, не хватает ровно одной кости.
fact-left-of-east-short-one-no = Ошибка не сводится к тому, что игроку слева от Востока не хватает одной кости.
fact-called-hand-count-wrong-yes = У вызванного игрока действительно неверное число костей.
fact-called-hand-count-wrong-no = У вызванного игрока правильное число костей.
fact-table-agreed-yes = Все четыре игрока договорились, как исправить ошибку.
fact-table-agreed-no = Игроки не смогли договориться, как исправить ошибку.

fact-another-player-claimed-yes = Другой игрок сделал заявку на сброс.
fact-another-player-claimed-no = Никто другой заявки на сброс не делал.
fact-offender-has-discarded-since-yes = Виновный игрок с тех пор уже сделал сброс.
fact-offender-has-discarded-since-no = Виновный игрок с тех пор ещё не делал сброса.
fact-claimer-discarded-before-withdrawing-yes = Заявивший игрок уже сделал сброс, прежде чем отказаться от заявки.
fact-claimer-discarded-before-withdrawing-no = Заявивший игрок ещё не сделал сброс.
fact-claimer-laid-tiles-before-withdrawing-yes = Заявивший игрок открыл кости для заявки, прежде чем от неё отказаться.
fact-claimer-laid-tiles-before-withdrawing-no = Заявивший игрок отказался от заявки, не открыв для неё ни одной кости.
fact-win-claim-taken-back-yes = Отозванная заявка была заявкой на выигрыш (рон), рука не была показана.
fact-win-claim-taken-back-no = Отозванная заявка не была заявкой на выигрыш.
fact-offender-has-drawn-since-yes = Виновный игрок с тех пор снова брал кость или забирал сброс.
fact-offender-has-drawn-since-no = Виновный игрок с тех пор не брал кость и не забирал сброс.
fact-next-player-has-drawn-yes = Следующий игрок уже взял кость.
fact-next-player-has-drawn-no = Следующий игрок ещё не взял кость.
fact-loose-tile-missed-yes = Пропущена замещающая кость за только что сделанный конг или только что отложенную бонусную кость.
fact-loose-tile-missed-no = Пропущено обычное взятие кости из стены.
fact-real-tile-fits-exposure-yes = Действительно сброшенная кость подходит к той комбинации, которую открыл заявивший.
fact-real-tile-fits-exposure-no = Действительно сброшенная кость не подходит к той комбинации, которую открыл заявивший.
fact-revealed-tiles-not-discarded-yes = Игрок сбросил взятую позже кость, когда показанные кости ещё стояли на подставке.
fact-revealed-tiles-not-discarded-no = С тех пор как игрок открыл руку, он сбрасывал только показанные кости.
fact-tile-face-known-yes = Игрок видел или нащупал, что это за кость.
fact-tile-face-known-no = Что это за кость, так и осталось неизвестным.
fact-drawn-tile-mixed-in-yes = Игрок положил набранную кость к остальным костям руки; какая это была кость, уже не видно.
fact-drawn-tile-mixed-in-no = Набранная кость всё ещё лежит отдельно от руки.
fact-drawn-from-dead-wall-yes = Кость взята из мёртвой стены, откуда берут только добор за кан.
fact-drawn-from-dead-wall-no = Кость взята из живой стены.
fact-drawn-tile-is-bonus-yes = Взятая кость — цветок или время года.
fact-drawn-tile-is-bonus-no = Взятая кость не бонусная.
fact-discard-claimed-yes = Кость забрали до того, как заметили ошибку.
fact-discard-claimed-no = Никто не забрал кость до того, как заметили ошибку.
fact-claim-withdrawn-yes = Заявивший игрок отказался от заявки.
fact-claim-withdrawn-no = Заявка остаётся в силе.
fact-play-moved-on-yes = Игра ушла дальше: виновный игрок сделал сброс и следующий взял кость, или этот сброс кто-то забрал.
fact-play-moved-on-no = После заявки игра дальше не ушла.
fact-loose-tile-drawn-for-false-kong-yes = Ошибочная заявка была на конг, и виновный уже взял за неё замещающую кость.
fact-loose-tile-drawn-for-false-kong-no = За ошибочную заявку замещающую кость не брали.
fact-another-player-exposed-hand-yes = Другой игрок из-за этого объявления открыл свои кости.
fact-another-player-exposed-hand-no = Никто больше не открыл ни одной кости.
fact-offender-is-dealer-yes = Виновный игрок — Восток.
fact-offender-is-dealer-no = Виновный игрок — не Восток.
fact-winner-is-dealer-yes = Победитель — Восток.
fact-winner-is-dealer-no = Победитель — не Восток.
fact-dealer-among-winners-yes = Среди победителей есть Восток.
fact-dealer-among-winners-no = Среди победителей нет Востока.
fact-another-won-on-the-discard-yes = На тот же сброс рон объявил и другой игрок, и его рука выигрывает.
fact-another-won-on-the-discard-no = Никто другой не выиграл роном на тот же сброс.
fact-every-hand-ready-yes = Все игроки показали готовые руки.
fact-every-hand-ready-no = Не у всех игроков была готовая рука.
fact-no-hand-ready-yes = Ни у одного игрока не было готовой руки.
fact-no-hand-ready-no = Хотя бы один игрок показал готовую руку.
fact-dealer-ready-yes = Восток показал готовую руку.
fact-dealer-ready-no = У Востока не было готовой руки.
fact-liable-discarded-yes = Выигрышную кость сбросил сам ответственный игрок (пао).
fact-liable-discarded-no = Выигрышную кость сбросил не ответственный игрок (пао).
fact-offender-in-riichi-yes = Виновный игрок до этого объявил риичи.
fact-offender-in-riichi-no = Виновный игрок не объявлял риичи.
fact-two-discards-before-called-tile-taken-yes = Прежде чем заявленную кость взяли к комбинации, двое других игроков сбросили.
fact-two-discards-before-called-tile-taken-no = Заявленную кость взяли или позвали судью раньше, чем двое других игроков сбросили.
fact-called-tile-still-left-yes = Заявленная кость всё ещё лежит в сбросе.
fact-called-tile-still-left-no = Заявленную кость уже взяли к комбинации.
fact-first-call-was-ron-yes = Изменённая заявка была заявкой на выигрыш (рон).
fact-first-call-was-ron-no = Изменённая заявка была заявкой на комбинацию, а не на выигрыш.
fact-win-word-put-right-at-once-yes = Игрок тут же исправил неверное слово, которым объявил выигрыш.
fact-win-word-put-right-at-once-no = Игрок не исправил сразу слово, которым объявил выигрыш.
fact-ron-and-tsumo-mixed-up-yes = Игрок сказал другое слово для выигрыша: «цумо» на сброс или «рон» на взятую кость.
fact-ron-and-tsumo-mixed-up-no = Игрок не перепутал рон и цумо.
fact-every-player-in-riichi-yes = Все четыре игрока в риичи.
fact-every-player-in-riichi-no = Не все четыре игрока в риичи.
fact-four-kans-by-more-than-one-player-yes = В раздаче сделаны четыре кана, и не все одним игроком.
fact-four-kans-by-more-than-one-player-no = Четырёх канов от нескольких игроков в раздаче нет.
fact-riichi-discard-not-turned-yes = Игрок сказал «риичи», но положил сброс как обычно, не боком.
fact-riichi-discard-not-turned-no = Игрок не говорил «риичи» со сбросом, положенным как обычно.
fact-call-changed-after-a-pause-yes = Прежде чем игрок изменил заявку, прошло какое-то время.
fact-call-changed-after-a-pause-no = Игрок изменил заявку сразу.
fact-ron-would-win-yes = Рука выигрывает с заявленным сбросом.
fact-ron-would-win-no = Рука не выигрывает с заявленным сбросом.
fact-another-hand-exposed-yes = Открытые кости были из руки другого игрока.
fact-another-hand-exposed-no = Открытые кости были не из руки другого игрока.
fact-ron-while-furiten-yes = Игрок объявил рон в фуритене: кость, которую ждёт его рука, лежала среди его собственных сбросов, или он пропустил её после своего последнего набора либо после своего риичи.
fact-ron-while-furiten-no = Игрок не был в фуритене.
fact-exposed-at-once-over-yes = Разом показано больше { $value } костей стены.
fact-exposed-at-once-over-no = Разом показано не больше { $value } костей стены.

fact-pung-promoted-with-drawn-tile-yes = К открытому пангу добавлена четвёртая кость, только что взятая.
fact-pung-promoted-with-drawn-tile-no = Изменение — не добавление только что взятой четвёртой кости к открытому пангу.
fact-offender-hand-long-yes = В руке слишком много костей (длинная рука).
fact-offender-hand-long-no = Рука не длинная.
fact-offender-hand-short-yes = В руке слишком мало костей (короткая рука).
fact-offender-hand-short-no = Рука не короткая.
fact-offender-hand-foul-yes = В руке открыта ложная комбинация (неправильная рука).
fact-offender-hand-foul-no = В руке нет открытой ложной комбинации.

fact-one-suit-sets-shown-yes = У победителя было открыто комбинаций одной масти не меньше { $value }.
fact-one-suit-sets-shown-no = У победителя было открыто комбинаций одной масти меньше { $value }.
fact-wind-sets-shown-yes = У победителя было открыто комбинаций ветров не меньше { $value }.
fact-wind-sets-shown-no = У победителя было открыто комбинаций ветров меньше { $value }.
fact-dragon-sets-shown-yes = У победителя было открыто комбинаций драконов не меньше { $value }.
fact-dragon-sets-shown-no = У победителя было открыто комбинаций драконов меньше { $value }.
fact-honour-sets-shown-yes = У победителя было открыто комбинаций козырей не меньше { $value }.
fact-honour-sets-shown-no = У победителя было открыто комбинаций козырей меньше { $value }.
fact-green-sets-shown-yes = У победителя было открыто полностью зелёных комбинаций не меньше { $value }.
fact-green-sets-shown-no = У победителя было открыто полностью зелёных комбинаций меньше { $value }.
fact-terminal-sets-shown-yes = У победителя было открыто комбинаций единиц или девяток не меньше { $value }.
fact-terminal-sets-shown-no = У победителя было открыто комбинаций единиц или девяток меньше { $value }.

fact-repeated-offence-yes = По журналу нарушений этот игрок уже совершал такое нарушение.
fact-repeated-offence-no = По журналу нарушений у этого игрока не было такого нарушения раньше.
fact-declared-win-valid-yes = Объявленный выигрыш был настоящим.
fact-declared-win-valid-no = Объявленный выигрыш не был настоящим.
fact-win-shape-under-minimum-yes = У руки выигрышная форма, но она стоит меньше минимума.
fact-win-shape-under-minimum-no = Рука вовсе не выигрышная.
fact-tile-revealed-when-touched-yes = Лицевую сторону тронутой кости увидели.
fact-tile-revealed-when-touched-no = Лицевой стороны тронутой кости никто не видел.
fact-offender-barred-from-winning-yes = Более раннее решение в этой партии уже лишило виновного игрока права на выигрыш.
fact-offender-barred-from-winning-no = Ни одно более раннее решение в этой партии не лишало виновного игрока права на выигрыш.
fact-late-over-yes = Опоздание больше чем на { $value ->
    [one] { $value } минуту
    [few] { $value } минуты
    [many] { $value } минут
   *[other] { $value } минуты
}.
fact-late-over-no = Опоздание не больше чем на { $value ->
    [one] { $value } минуту
    [few] { $value } минуты
    [many] { $value } минут
   *[other] { $value } минуты
}.

fact-unseen-tile-with-live-wall-at-most-yes = В живой стене оставалось костей не больше { $value }, и ни одной такой кости ещё не было видно.
fact-unseen-tile-with-live-wall-at-most-no = В живой стене оставалось костей больше { $value }, или такую кость уже видели.

## American play

irr-JokerPassed = джокер, переданный в Чарльстоне
irr-BlindPass = кости, переданные вслепую в Чарльстоне
irr-CharlestonStopped = игрок останавливает Чарльстон
irr-CharlestonWithThreePlayers = передача в Чарльстоне всего при трёх игроках
irr-PassTakenBack = игрок хочет вернуть свою исходящую передачу
irr-HeavenlyHand = Восток получил при раздаче готовую руку
irr-EarthlyHand = рука Востока готова после Чарльстона, до первого сброса
irr-ClaimAfterNextPick = заявка на сброс после того, как следующий игрок взял кость
irr-JokerDiscardClaimed = заявка на сброшенный джокер
irr-CompetingClaims = двое хотят забрать один и тот же сброс
irr-SimultaneousWins = двое объявляют маджонг одновременно
irr-InvalidExposure = недопустимая открытая комбинация
irr-MisnameCorrected = неверно названный сброс, сразу исправленный
irr-MisnamedDiscardClaimed = неверно названный сброс, забранный для открытой комбинации
irr-WinOnMisnamedDiscard = маджонг на неверно названном сбросе
irr-CompetingClaimsOnMisnamedTile = две заявки на маджонг на неверно названный сброс
irr-WinOnMisnamedJoker = маджонг на неверно названном джокере
irr-OutOfTurnDiscardClaimed = сброс не в свою очередь, который забрали
irr-JokerExchangeMade = обмен джокера в свой ход
irr-JokerOfferedForNatural = джокер, предложенный за натуральную кость
irr-JokerExchangeRefused = отказ в обмене джокера
irr-ExchangeBeforePicking = обмен джокера до взятия кости
irr-ExchangeWithDiscard = сброс, использованный для обмена джокера
irr-ExchangeUndone = обмен джокера, который хотят отменить
irr-WrongExchangeTile = неверная кость, отданная за джокер
irr-ExchangeFromDeadHand = джокер, взятый из мёртвой руки
irr-FalseWinNothingShown = неверный маджонг, ничего не показано
irr-FalseWinGroupShown = неверный маджонг, показана заявленная группа
irr-FalseWinHandShown = неверный маджонг, показана рука
irr-HandsDisturbedByFalseWin = руки брошены после неверного маджонга
irr-WallDestroyedAfterFalseWin = стена разрушена после неверного маджонга
irr-FalselyClaimedTileClaimed = кость неверного маджонга хотят забрать снова
irr-DeadHandCalledInPlay = рука объявлена мёртвой во время игры
irr-DeadHandPlayed = игрок с мёртвой рукой продолжает играть
irr-WrongCountsFound = неверное число костей, обнаруженное во время игры
irr-CountsChecked = пересчёт всех рук во время игры
irr-ThirdDeadHand = третья мёртвая рука
irr-DeadCallAnswered = вызванный игрок соглашается с вызовом или оспаривает его
irr-WinOnDiscard = маджонг на сбросе
irr-SelfPickedWin = маджонг на кости из стены
irr-WinAfterJokerExchange = маджонг после обмена джокера
irr-JokerlessWin = маджонг без джокеров
irr-DealerWins = Восток объявляет маджонг
irr-WallDestroyed = стена разрушена
irr-WallGame = стена закончилась
irr-WinOnLastDiscard = маджонг на последнем сбросе
irr-ExposureOnLastDiscard = последний сброс, забранный для открытой комбинации

fact-blind-pass-allowed-here-yes = Это была первая передача налево или последняя направо, где передача вслепую разрешена.
fact-blind-pass-allowed-here-no = Это была не первая передача налево и не последняя направо, поэтому вслепую передавать было нельзя.
fact-first-charleston-complete-yes = Первый Чарльстон был завершён.
fact-first-charleston-complete-no = Первый Чарльстон ещё не был завершён.
fact-second-charleston-begun-yes = Второй Чарльстон уже начался.
fact-second-charleston-begun-no = Второй Чарльстон ещё не начался.
fact-incoming-pass-seen-yes = Игрок уже получил входящую передачу этого круга.
fact-incoming-pass-seen-no = Игрок ещё не получил входящую передачу этого круга.
fact-exchange-completed-yes = Обмен состоялся: джокер попал на подставку.
fact-exchange-completed-no = Обмен был только объявлен, но не сделан.
fact-next-discard-made-yes = С тех пор уже был сделан сброс.
fact-next-discard-made-no = С тех пор сброса не было.
fact-exchanged-exposure-was-valid-yes = Открытая комбинация, из которой взят джокер, была допустимой.
fact-exchanged-exposure-was-valid-no = Открытая комбинация, из которой взят джокер, не подходит ни к одной руке с карты или открыта при неверном маджонге.
fact-different-tiles-claimed-yes = Разные игроки сделали заявки на разные кости из сброшенных разом.
fact-different-tiles-claimed-no = Никакие два игрока не делали заявок на разные кости из сброшенных.
fact-both-claims-for-mah-jong-yes = Оба игрока заявили на сброс маджонг.
fact-both-claims-for-mah-jong-no = Не обе заявки были на маджонг.
fact-a-claim-for-mah-jong-yes = Одна из заявок была на маджонг.
fact-a-claim-for-mah-jong-no = Ни одна заявка не была на маджонг.
fact-exchange-refused-yes = Владелец открытой комбинации отказался отдать джокер.
fact-exchange-refused-no = Никто не отказывал в обмене.
fact-exchange-on-own-turn-yes = Игрок сделал обмен в свой ход, уже после того, как взял кость или забрал сброс.
fact-exchange-on-own-turn-no = Игрок сделал обмен не в свой ход или ещё до того, как взял кость или забрал сброс.
fact-exchange-tile-matches-yes = Отданная кость — та натуральная кость, из которой состоит открытая комбинация.
fact-exchange-tile-matches-no = Отданная кость не подходит к открытой комбинации.
fact-joker-offered-for-natural-yes = Джокер предложили, чтобы забрать натуральную кость из открытой комбинации.
fact-joker-offered-for-natural-no = Джокер за натуральную кость никто не предлагал.
fact-claimed-discard-racked-yes = Объявивший игрок поставил забранный сброс на подставку, вместо того чтобы открыть с ним группу.
fact-claimed-discard-racked-no = Забранный сброс на подставку не ставили.
fact-can-expose-claimed-tile-yes = На подставке объявившего есть кости, чтобы открыть с забранным сбросом комбинацию, разрешённую картой.
fact-can-expose-claimed-tile-no = Кости на подставке объявившего не позволяют открыть с забранным сбросом комбинацию, разрешённую картой.
fact-picked-tile-racked-yes = Взятая кость уже стояла на подставке.
fact-picked-tile-racked-no = Взятую кость ещё не поставили на подставку.
fact-claim-for-mah-jongg-yes = Заявка была на маджонг.
fact-claim-for-mah-jongg-no = Заявка была на открытую комбинацию, а не на маджонг.
fact-first-claim-for-mah-jongg-yes = Первый заявивший заявил маджонг.
fact-first-claim-for-mah-jongg-no = Первый заявивший хотел забрать кость для открытой комбинации.
fact-second-claim-for-mah-jongg-yes = Второй заявивший заявил маджонг.
fact-second-claim-for-mah-jongg-no = Второй заявивший хотел забрать кость для открытой комбинации.
fact-second-claimant-nearer-in-turn-yes = Второй заявивший ходит раньше, считая от сбросившего.
fact-second-claimant-nearer-in-turn-no = Первый заявивший ходит раньше, считая от сбросившего.
fact-first-claimant-needs-real-tile-yes = Руку первого заявившего завершает действительно сброшенная кость.
fact-first-claimant-needs-real-tile-no = Действительно сброшенная кость не завершает руку первого заявившего.
fact-winner-relied-on-name-yes = Победителю была нужна названная кость: действительно сброшенная кость его руку не завершает.
fact-winner-relied-on-name-no = Действительно сброшенная кость завершает руку победителя: он не полагался на неверное название.
fact-exchanger-holds-right-tile-yes = У игрока, отдавшего не ту кость, есть кость того вида, из которого состоит открытая комбинация.
fact-exchanger-holds-right-tile-no = У игрока, отдавшего не ту кость, нет ни одной кости того вида, из которого состоит открытая комбинация.
fact-claimant-committed-yes = Заявивший игрок уже открыл кости для заявки.
fact-claimant-committed-no = Заявивший игрок не открывал костей для заявки.
fact-claimant-had-exposed-yes = Кости для заявки уже были открыты.
fact-claimant-had-exposed-no = Кости для заявки ещё не открывали.
fact-exposure-locked-yes = После того как комбинация была открыта, владелец уже сделал сброс или обменял джокер.
fact-exposure-locked-no = После того как комбинация была открыта, владелец не делал ни сброса, ни обмена.
fact-exposure-mixed-tiles-yes = В открытой группе смешаны разные кости.
fact-exposure-mixed-tiles-no = Открытая группа состоит из одинаковых костей.
fact-exposure-too-small-yes = Открытая группа — одиночная кость или пара.
fact-exposure-too-small-no = В открытой группе три кости или больше.
fact-has-earlier-exposures-yes = У игрока уже были на столе открытые комбинации.
fact-has-earlier-exposures-no = Открытых комбинаций у игрока раньше не было.
fact-win-group-fits-exposure-yes = Показанная группа годится как открытая комбинация для руки с карты.
fact-win-group-fits-exposure-no = Показанная группа не годится как открытая комбинация.
# The edition's id, as the ruleset names it: "2020" (American), "agreed-limit" (classical).
fact-edition-is-yes = { $value ->
    [agreed-limit] Игроки заранее договорились, что ложное объявление стоит лимита.
    [ema2016] Стол играет по правилам EMA 2016 года.
    [wrc2015] Стол играет по правилам WRC 2015 года.
    [2020] Стол играет по редакции правил 2020 года.
   *[other] Стол играет по редакции правил { $value }.
}
fact-edition-is-no = { $value ->
    [agreed-limit] Более высокий штраф заранее не оговаривали.
    [ema2016] Стол играет не по правилам EMA 2016 года.
    [wrc2015] Стол играет не по правилам WRC 2015 года.
    [2020] Стол играет не по редакции правил 2020 года.
   *[other] Стол играет не по редакции правил { $value }.
}
fact-one-intact-hand-left-yes = Осталась только одна нетронутая рука.
fact-one-intact-hand-left-no = Осталось две нетронутые руки или больше.
fact-another-declared-in-error-yes = Другой игрок уже объявил неверный маджонг.
fact-another-declared-in-error-no = Никто другой не объявлял неверный маджонг.
fact-called-exposure-invalid-yes = Одна из открытых комбинаций вызванного игрока не подходит ни к одной руке с карты.
fact-called-exposure-invalid-no = Все открытые комбинации вызванного игрока подходят к рукам с карты.
fact-called-hand-cannot-be-completed-yes = Из руки вызванного игрока уже нельзя собрать ни одну руку с карты.
fact-called-hand-cannot-be-completed-no = Из руки вызванного игрока ещё можно собрать руку с карты.
fact-called-hand-really-dead-yes = Рука вызванного игрока действительно была мертва.
fact-called-hand-really-dead-no = Рука вызванного игрока не была мертва.
fact-conceded-yes = Вызванный игрок согласился, что рука мертва.
fact-conceded-no = Вызванный игрок оспорил вызов.
fact-wrong-counts-two-yes = Неверное число костей было ровно у двух игроков.
fact-wrong-counts-two-no = Игроков с неверным числом костей было не двое.
fact-wrong-counts-three-or-more-yes = Неверное число костей было у трёх игроков или больше.
fact-wrong-counts-three-or-more-no = Игроков с неверным числом костей было меньше трёх.
fact-action-was-pick-yes = Ход был взятием кости из стены.
fact-action-was-pick-no = Ход не был взятием кости.
fact-action-was-claim-yes = Ход был заявкой на сброс.
fact-action-was-claim-no = Ход не был заявкой.
fact-action-was-discard-yes = Ход был сбросом.
fact-action-was-discard-no = Ход не был сбросом.
fact-win-on-discard-yes = Выигрышная кость — сброс другого игрока.
fact-win-on-discard-no = Победитель взял выигрышную кость из стены.
fact-hand-jokerless-yes = Выигрышная рука без джокеров (и это не «Одиночки и пары»).
fact-hand-jokerless-no = В выигрышной руке есть джокеры, или это «Одиночки и пары».

## Irregularities

irr-TileTurnedUpInDeal = кость стены, перевёрнутая лицом вверх во время раздачи
irr-WrongCountAfterDeal = неверное число костей после набора
irr-WrongWallInDeal = кости, набранные при раздаче не из той стены
irr-SelectionError = ошибка при наборе костей, которую исправляют так, как согласится весь стол
irr-DeadHandCalled = вызов, которым руку другого игрока объявили мёртвой
irr-ClaimAfterDrawing = заявка на сброс после взятия кости из стены
irr-NextWallTileExposed = следующую кость стены увидел игрок, который должен её взять
irr-WallTileSeen = кость стены, увиденная случайно
irr-WallTilesExposed = несколько костей стены, опрокинутых разом
irr-DeadWallTileExposed = кость мёртвой стены, перевёрнутая лицом вверх
irr-ClaimWithdrawn = отозванная заявка
irr-DiscardTakenBack = никем не забранный сброс, взятый обратно
irr-DiscardTakenBackAfterClaim = сброс, взятый обратно после заявки на него
irr-WrongTileDrawn = из стены взята не та кость
irr-DrawOutOfTurn = взятие кости не в свою очередь
irr-DiscardOutOfTurn = сброс не в свою очередь
irr-SeveralDiscards = сброшено больше одной кости
irr-FalseClaim = заявка на комбинацию, которую игрок не может собрать
irr-MisexposedSet = заявленная комбинация открыта с неверными костями
irr-ClaimNotExposed = заявленная комбинация так и не открыта
irr-ForgotToDraw = сброс без взятия кости
irr-LooseTileForgotten = сброс без взятия замещающей кости за конг или бонусную кость
irr-DiscardIntoHand = сброс, взятый прямо в руку
irr-FalseWin = ложное объявление маджонга
irr-SeveralFalseWins = два ложных объявления маджонга
irr-FalseWin-ron = ошибочно объявленная и показанная победа (рон или цумо)
irr-SeveralFalseWins-ron = две ошибочно объявленные победы на один сброс
irr-ExposedSetChanged = открытую комбинацию потом изменили
irr-WinOnWrongTile = выигрыш, объявленный на кости, которая не завершает руку
irr-LateClaim = заявка после того, как время на неё истекло
irr-WallTouchedEarly = стену тронули до сброса предыдущего игрока
irr-RiichiDeclaredWrongly = риичи, объявленное без слова «риичи» или без сброса, положенного боком
irr-RiichiOnOpenHand = риичи, объявленное с открытой рукой
irr-CallWithDeadHand = заявка с мёртвой рукой
irr-CallInRiichi = заявка на комбинацию от игрока в риичи
irr-RiichiHandChanged = игрок в риичи сбрасывает не ту кость, которую взял
irr-SwapCall = куикаэ: сброс кости, с которой можно было сделать ту же заявку
irr-DiscardBeforeExposing = сброс до того, как заявленная комбинация выложена
irr-CalledTileNotTaken = заявленная кость, оставленная в сбросе
irr-WrongWordForWin = выигрыш, объявленный неверным словом
irr-FourRiichi = все четыре игрока в риичи (по прежним правилам прерванная раздача)
irr-FourKans = четвёртый кан, причём все четыре не у одного игрока (по прежним правилам прерванная раздача)
irr-KanBeyondTheLast = кан, объявленный после четвёртого кана в раздаче, когда больше канов быть не может
irr-CallChanged = изменение заявки на тот же сброс
irr-FourWindsDiscardedFirst = один и тот же ветер, сброшенный всеми четырьмя игроками первыми сбросами раздачи
irr-NotenRiichi = рука в риичи, показанная при исчерпании стены неготовой (нотен)
irr-SimultaneousWins-ron = два рона на один сброс, обе руки выигрышные
irr-TilesRevealedByMistake = кости руки, показанные по ошибке
irr-HandRevealedAfterWin = рука открыта после того, как другой игрок объявил выигрыш
irr-PassedInformation = подсказка другому игроку
irr-Disobedience = отказ подчиниться судье
irr-Lateness = опоздание игрока
irr-FalseBonusDeclaration = кость, отложенная как цветок, но цветком не являющаяся
irr-WinOnRiskyDiscard = выигрыш на сбросе, когда комбинации победителя уже предупреждали об опасности
irr-ValidWin = правильный выигрыш, который нужно рассчитать
irr-ExhaustiveDraw = исчерпание стены, выплаты за нотен, которые нужно рассчитать
irr-WinWithLiability = выигрыш «большие три дракона» или «большие четыре ветра», за который отвечает другой игрок (пао)
irr-KanRobbed = выигрыш, объявленный на кость, добавленную к пону, чтобы сделать кан (ограбление кана, чанкан)
irr-AnotherHandExposed = опрокинутые лицом вверх кости из руки другого игрока
irr-TsumoTileNotKeptApart = выигрышная кость цумо не отложена отдельно от руки
irr-IllegalKanInRiichi = закрытый кан после риичи, изменивший ожидание, обнаруженный при показе руки
irr-SettlementWithFaultyHand = выигрыш, когда у другого игрока длинная, короткая или неправильная рука

## Events

ev-dice = { $seat } бросает кубики: { $dice } = { $total }.
ev-break = { $wall } проламывает свою стену, отсчитав { $stacks ->
    [one] { $stacks } столбик
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
} от её правого конца.
ev-took = { $seat } берёт { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
} ({ $walls }: { $places }).
ev-turned-up = { $seat } переворачивает лицом вверх кость на месте { $place } (стена { $wall-gen }): { $tile }. { $seen ->
    [yes] Другой игрок видит её лицевую сторону.
   *[no] Больше никто её лицевой стороны не видит.
}
ev-turned-up-dead-wall = { $seat } переворачивает лицом вверх кость мёртвой стены на месте { $place } (стена { $wall-gen }): { $tile }. Её видят все.
ev-wall-tiles-exposed = { $seat } опрокидывает { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
} ({ $walls }: { $places }) лицом вверх, все их видят: { $tiles }.
ev-racked = Все ставят кости на подставки и считают: { $counts }.
ev-settled-agreed = Игроки замечают промах и договариваются, как его исправить.
ev-settled-disputed = Игроки замечают промах, но не могут договориться, как его исправить.
ev-dead-called = { $by } объявляет мёртвой руку { $against-gen } (в ней { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
}).
ev-picked = { $seat } берёт кость из стены ({ $place }).
ev-picked-unknown = { $seat } берёт кость из стены ({ $place }), не видя и не нащупывая, что это за кость.
ev-picked-seen = { $seat } берёт кость из стены ({ $place }) и видит, что это за кость.
ev-picked-dead-wall = { $seat } берёт кость из мёртвой стены ({ $place }), откуда берут только добор за кан.
ev-picked-not-next = { $seat } берёт кость из стены ({ $place }), а не следующую, которая лежит на месте { $due }.
ev-discarded = { $seat } сбрасывает кость и называет её: { $tile }.
ev-discarded-ron = { $seat } сбрасывает { $tile }.
ev-discarded-last-ron = { $seat } сбрасывает { $tile } — последнюю кость живой стены: если на ней никто не выиграет, раздача заканчивается исчерпанием стены.
ev-discarded-misnamed = { $seat } сбрасывает { $tile }, но называет её { $named }.
ev-discarded-joker-as-same = { $seat } сбрасывает { $tile } и говорит «то же», имея в виду предыдущий сброс, { $named }.
ev-drew-loose = { $seat } берёт замещающую кость ({ $place }).
ev-drew-loose-ron = { $seat } берёт замещающую кость из мёртвой стены ({ $place }).
ev-put-back = { $seat } кладёт взятую кость обратно на место { $place }.
ev-bonus = { $seat } откладывает { $tile } как бонусную кость.
ev-claimed-earlier = { $seat } заявляет { $claim }, забирая первую из двух только что сброшенных костей.
ev-call-changed-at-once = { $seat } тут же вместо этого заявляет { $claim }.
ev-call-changed = { $seat } затем вместо этого заявляет { $claim }.
ev-claimed = { $kind ->
    [Exposure] { $seat } забирает сброс, чтобы открыть с ним комбинацию.
   *[other] { $seat } заявляет { $claim }.
}
ev-exposed = { $seat } открывает { $tiles }.
ev-exposed-claim = { $seat } открывает { $tiles } вместе с забранным сбросом.
ev-exposed-claim-alone = { $seat } открывает один только забранный сброс.
ev-exposed-claim-from = { $seat } открывает { $tiles } вместе со сбросом { $tile } от { $from-gen }.
ev-exposed-without-discard = { $seat } открывает { $tiles } к заявке, но сброс { $tile } от { $from-gen } оставляет там, где он лежит.
ev-called-tile-taken = { $seat } забирает заявленную кость { $tile } из сброса к открытой для неё комбинации.
ev-declared-kong = { $seat } объявляет закрытый конг из { $tile }.
ev-declared-kong-ron = { $seat } объявляет закрытый кан из { $tile }.
ev-claim-withdrawn = { $seat } возвращает забранный сброс; открытые с ним кости возвращаются в руку.
ev-call-withdrawn-nothing-laid = { $seat } отказывается от заявки, не открыв для неё ни одной кости.
ev-win-call-withdrawn = { $seat } отзывает заявку на выигрыш, не показав руку.
ev-discard-taken-back = { $seat } берёт свой сброс обратно в руку.
ev-taken-into-hand = { $seat } берёт сброс прямо в закрытую руку.
ev-discard-left-dead = Сброс остаётся на столе мёртвым.
ev-declared-win = { $seat } объявляет выигрыш.
ev-declared-tsumo = { $seat } объявляет цумо на только что взятой кости { $tile } и показывает руку лицом вверх.
win-word-Ron = рон
win-word-Tsumo = цумо
win-word-Ippatsu = иппацу
win-word-Hu = ху
ev-win-word-said = { $moment ->
    [Tsumo] { $seat } говорит «{ $word }», чтобы выиграть на только что взятой кости { $tile }.
   *[other] { $seat } говорит «{ $word }», чтобы выиграть на сбросе { $tile } от { $from-gen }.
}
ev-win-word-corrected = { $moment ->
    [Tsumo] { $seat } говорит «{ $word }», чтобы выиграть на только что взятой кости { $tile }, и тут же поправляется: «{ $right }».
   *[other] { $seat } говорит «{ $word }», чтобы выиграть на сбросе { $tile } от { $from-gen }, и тут же поправляется: «{ $right }».
}
ev-claimed-after-word = { $seat } забирает сброс для выигрыша.
ev-declared-win-after-word = { $seat } показывает руку лицом вверх.
ev-declared-riichi = { $seat } объявляет риичи: следующий сброс кладёт боком, а палочку в 1000 очков кладёт, когда на этот сброс никто не объявит рон.
ev-declared-riichi-unsaid = { $seat } хочет объявить риичи: кладёт следующий сброс боком и рядом палочку в 1000 очков, но не говорит «риичи».
ev-declared-riichi-not-turned = { $seat } говорит «риичи», но следующий сброс кладёт как обычно, не боком.
ev-declaration-withdrawn = { $seat } отказывается от объявления, не показав ни одной кости.
ev-hand-shown = { $seat } показывает свою руку лицом вверх.
ev-hand-shown-ready = { $seat } объявляет, что рука готова (темпай), и показывает её лицом вверх.
ev-declared-not-ready = { $seat } объявляет, что рука не готова (нотен), и не раскрывает её.
ev-drawn-tile-mixed-in = { $seat } кладёт только что набранную кость к остальным костям руки; какая это была кость, уже не видно.
ev-paused = { $seconds ->
    [one] Проходит { $seconds } секунда.
    [few] Проходят { $seconds } секунды.
    [many] Проходит { $seconds } секунд.
   *[other] Проходит { $seconds } секунды.
}
ev-touched-wall = { $seat } трогает кость стены на месте { $place }; её лицевой стороны никто не видит.
ev-touched-wall-revealed = { $seat } трогает кость стены на месте { $place }, и её лицевую сторону видят: { $tile }.
ev-tiles-revealed = { $seat } по ошибке показывает из закрытой руки { $tiles }.
ev-tiles-knocked-over = { $seat } опрокидывает кости из закрытой руки { $owner-gen }; они лежат лицом вверх: { $tiles }.
ev-information-passed = { $from } подсказывает { $to-dat } что-то об игре.
ev-information-passed-true = { $from } даёт { $to-dat } верную подсказку об игре.
ev-information-passed-false = { $from } даёт { $to-dat } неверную подсказку об игре.
ev-referee-disobeyed = { $seat } отказывается выполнить указание судьи.
ev-arrived-late = { $seat } опаздывает на { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
}.
ev-play-resumes = Игра возобновляется; кость берёт { $seat }.
story-already-ruled = Решение уже вынесено ({ $article }). { $ruling }
story-ruled-by-fallback = статьи нет; решение свода правил по умолчанию
ev-ruled-dead = Рука { $seat-gen } признана мёртвой: в этой партии { $seat } больше не играет.
ev-ruled-may-not-win = Судья постановляет, что { $seat } не может выиграть эту партию; { $seat } продолжает играть.
ev-ruled-dead-plays-on = Судья объявляет руку { $seat-gen } мёртвой; { $seat } продолжает брать и сбрасывать кости, но не делает заявок и не выигрывает.
ev-ruled-not-in-riichi = Судья решает, что риичи { $seat-gen } не засчитывается; { $seat } забирает палочку и играет дальше не в риичи.
ev-exposure-returned = { $seat } возвращает на подставку комбинацию, открытую по ошибке.
ev-added-to-meld = { $seat } добавляет { $tile } из руки к открытой комбинации [{ $set }].
ev-added-to-meld-from-discard = { $seat } берёт сброс { $tile } и добавляет его к открытой комбинации [{ $set }].
ev-took-from-meld = { $seat } забирает { $tile } из открытой комбинации [{ $set }] обратно в руку.
ev-passed = { $from } передаёт { $to-dat } лицом вниз { $tiles }{ $blind ->
    [0] {""}
    [one] , из них { $blind } передана дальше вслепую, не глядя
   *[other] , из них { $blind } переданы дальше вслепую, не глядя
}.
ev-charleston-stopped = { $seat } говорит, что Чарльстон на этом останавливается.
ev-pass-taken-back = { $seat } просит вернуть кости своей исходящей передачи.
ev-exchanged = { $seat } отдаёт { $tile } за джокер из открытой комбинации { $owner-gen } [{ $set }] и забирает джокер.
ev-exchange-with-discard = { $seat } берёт сброс { $tile } и кладёт его в открытую комбинацию { $owner-gen } [{ $set }] вместо джокера.
ev-exchange-announced = { $seat } говорит, что отдаст { $tile } за джокер из открытой комбинации { $owner-gen } [{ $set }].
ev-exchange-refused = { $seat } отказывается отдать джокер.
ev-joker-offered = { $seat } предлагает джокер за кость из открытой комбинации { $owner-gen } [{ $set }], чтобы забрать эту кость.
ev-exchange-undone = { $seat } хочет отменить только что сделанный обмен джокера.
ev-thrown-in = { $seat } бросает руку, смешивая кости.
ev-wall-destroyed = { $seat } сдвигает кости руки в стену, и стена разрушается.
ev-dead-conceded = { $seat } соглашается, что рука мертва.
ev-dead-disputed = { $seat } оспаривает вызов: рука, по его словам, жива.
ev-dispute-settled = { $by } и { $against } решают спор о мёртвой руке: руку показывают, и кто ошибся, тот платит.
ev-tiles-counted = Игра останавливается, все пересчитывают кости: { $counts }.
ev-referee-called = Вызывают судью.
ev-referee-called-by = { $seat } вызывает судью.
ev-redealt = Кости возвращают в центр стола, заново строят стены, и { $seat } снова раздаёт ту же раздачу.
ev-tile-racked = { $seat } ставит взятую кость на подставку.
ev-name-corrected = { $seat } сразу исправляет название: это { $tile }.
claim-Chow = чоу
claim-Pung = панг
claim-Kong = конг
claim-Exposure = открытую комбинацию
claim-Win = маджонг
claim-Win-mah-jongg = маджонг
claim-Win-ron = рон
claim-Chow-riichi = чи
claim-Pung-riichi = пон
claim-Kong-riichi = кан
prevalent-line = Ветер раунда в этой партии: { $wind }.
accounts-line = На столе с прежних раздач в начале этой: хонба { $counters }, палочки риичи { $sticks }.
position-line = Партия идёт: ход { $seat-gen }, в стене { $wall ->
    [one] осталась { $wall } кость
    [few] осталось { $wall } кости
    [many] осталось { $wall } костей
   *[other] осталось { $wall } кости
}, следующая — { $next }.
position-line-discard = Партия идёт: ход { $seat-gen }, только что сбросил { $by }: { $tile }; в стене { $wall ->
    [one] осталась { $wall } кость
    [few] осталось { $wall } кости
    [many] осталось { $wall } костей
   *[other] осталось { $wall } кости
}, следующая — { $next }.
position-sets = Уже открыто: { $sets }.
position-sets-of = у { $seat-gen } { $sets }
position-dead = Рука { $seat-gen } уже мертва.
record-line = Журнал нарушений: в партии { $hand } по статье { $article } оштрафован { $seat }.
ev-folded = … { $count ->
    [one] { $count } обычное взятие
    [few] { $count } обычных взятия
    [many] { $count } обычных взятий
   *[other] { $count } обычного взятия
} по порядку от пролома …
ev-folded-passes = … { $passes ->
    [one] { $passes } передача
    [few] { $passes } передачи
    [many] { $passes } передач
   *[other] { $passes } передачи
} в Чарльстоне, лицом вниз, без нарушений …
ev-folded-play = … { $turns ->
    [one] { $turns } обычный ход
    [few] { $turns } обычных хода
    [many] { $turns } обычных ходов
   *[other] { $turns } обычного хода
}{ $bonus ->
    [0] {""}
    [one] , заменена { $bonus } бонусная кость
    [few] , заменены { $bonus } бонусные кости
   *[other] , заменено { $bonus } бонусных костей
} …

## Explanations

verdict-right = Верно.
verdict-wrong = Не совсем.
explain-matter = Суть дела: { $matter } ({ $id }).
explain-correct-ruling = Решение: { $ruling }
explain-deciding = Решающий факт: { $fact }
explain-separating = Ваш выбор подошёл бы к другому случаю. Там: { $would } Здесь: { $here }
explain-other-article = Ваш выбор — решение статьи { $id } для другого случая: { $covers }. А здесь произошло вот что: { $here }.

## The table as text

table-served-mark = {" "}← текущая
table-wall-line = Стена { $wall-gen }  { $strip }  осталось { $left }{ $served }
table-strip-legend = {"  "}столбик: # две кости  = только нижняя  " только верхняя  . взято  % { $dora ->
        [yes] мёртвая стена (замещающие кости, дора)
       *[no] мёртвая стена (замещающие кости)
    }  | пролом  ^ лицом вверх
table-face-up = Лицом вверх в стене: { $tiles }.
table-rack-line = Подставка { $seat-gen } — { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
}  { $tiles }
table-sets = открытые комбинации: { $melds }
table-called-tile-left = заявленная кость { $tile } всё ещё лежит в сбросе { $from-gen }
table-bonus = бонусные кости: { $tiles }
table-discards-title = Сбросы по игрокам, сначала старые (* забран, x мёртв):
table-discards-title-riichi = Сбросы по игрокам, сначала старые (* забран, x мёртв, r сброс с объявлением риичи):
table-discards-of = {"  "}{ $seat } { $tiles }
table-latest-discard = Последний сброс: { $tile }, сбросил { $seat }.
table-prevalent = Ветер раунда: { $wind }.
table-turn = Ход { $seat-gen }.
table-hand-face-up = рука лицом вверх: { $tiles }
table-revealed = по ошибке лицом вверх: { $tiles }
table-looked-at = судья смотрит руку: { $tiles }
table-hand-dead = рука признана мёртвой
table-wall-spoken = Стена { $wall-gen }: { $left ->
    [one] осталась { $left } кость
    [few] осталось { $left } кости
    [many] осталось { $left } костей
   *[other] осталось { $left } кости
}
table-wall-spoken-served = текущая
table-wall-spoken-broken = пролом после столбика { $stack } от правого конца
table-wall-spoken-face-up = лицом вверх: { $tiles }
table-wall-spoken-face-up-many = лицом вверх: { $tiles }
table-tile-at = { $tile } на месте { $place }

## Quiz

question-prompt = Какое будет решение?
plain-intro-edition = Все вопросы решаются по одной редакции: { $edition }. Чтобы получить их снова, укажите также --edition { $id }.
plain-intro-replay = Викторина mjref: { $ruleset }. Вопрос { $code } (с --question { $code } он будет задан снова). Отвечайте номером варианта; конец ввода завершает викторину.
plain-intro = Викторина mjref: { $ruleset }. Seed { $seed } (с --seed { $seed } { $count ->
    [1] этот вопрос будет задан снова
   *[other] эти вопросы будут заданы снова
}), { $count ->
    [one] { $count } вопрос
    [few] { $count } вопроса
    [many] { $count } вопросов
   *[other] { $count } вопроса
}. Отвечайте номером варианта; конец ввода завершает викторину.
plain-question-head = ── Вопрос { $n } из { $count } (код { $code }) ──
plain-rules = Правила: { $ruleset }. Редакция: { $edition }.
plain-what-happened = Что произошло:
plain-table-now = Стол сейчас:
story-left-out = { $count ->
    [1] Строка { $from } пропущена: игра до события; стол показывает, к чему она привела.
   *[other] Строки { $from }–{ $to } пропущены: раздача и игра до события; стол показывает, к чему они привели.
}
plain-answer-prompt = Ваш ответ (1-{ $max }): {""}
plain-answer-invalid = Ответьте числом от 1 до { $max }.
plain-article = { $id }: { $title }
plain-source = Источник: { $work }, { $locator }
summary-line = Итог: верно { $right } из { $asked }.
summary-article = { $id }: { $right } из { $asked }
explain-replay = Этот вопрос ещё раз: { $command }
explain-replay-deck = Этот случай взят из колоды: `mjref deck check` показывает решение по каждому её файлу.
plain-deck-intro = Викторина mjref: { $ruleset }, { $count ->
    [one] { $count } случай
    [few] { $count } случая
    [many] { $count } случаев
   *[other] { $count } случая
} из колоды { $deck }. Отвечайте номером варианта; конец ввода завершает викторину.
plain-deck-question-head = ── Случай { $n } из { $count }: { $name } ──
plain-press-enter = Нажмите Enter, чтобы перейти к следующему вопросу.
ruling-lawful = Нарушения нет: так можно.
explain-not-allowed = Ваш выбор исходит из того, что правила это разрешают. Но это не так. Здесь произошло вот что: { $here }.
table-reading-card = Рука { $seat-gen } с карты: раздел «{ $section }», строка { $line }, стоимость { $value }.
table-reading-card-jokerless = Рука { $seat-gen } с карты: раздел «{ $section }», строка { $line }, стоимость { $value }, без джокеров.
table-reading-fan = Рука { $seat-gen } на { $total ->
    [one] { $total } фан
    [few] { $total } фана
    [many] { $total } фанов
   *[other] { $total } фана
} ({ $fans }).

# The player who showed or threw in their hand after a declaration of mah jongg.
role-revealer = раскрывшийся игрок
    .gen = раскрывшегося игрока
    .dat = раскрывшемуся игроку
    .acc = раскрывшегося игрока
    .ins = раскрывшимся игроком
    .loc = раскрывшемся игроке

# The player who called another hand dead (a claimant is role-caller).
role-challenger = вызывающий игрок
    .gen = вызывающего игрока
    .dat = вызывающему игроку
    .acc = вызывающего игрока
    .ins = вызывающим игроком
    .loc = вызывающем игроке

# The two callers of one discard, in the order they called.
role-first-caller = первый заявивший
    .gen = первого заявившего
    .dat = первому заявившему
    .acc = первого заявившего
    .ins = первым заявившим
    .loc = первом заявившем
role-second-caller = второй заявивший
    .gen = второго заявившего
    .dat = второму заявившему
    .acc = второго заявившего
    .ins = вторым заявившим
    .loc = втором заявившем
