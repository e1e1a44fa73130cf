# Собственный вывод командной строки: списки статей, judge, deck check, card check
# и mcr fan. (Справка по командам следует ниже, под заголовком "Help".)

## mjref articles
articles-head = { $ruleset }: { $count ->
    [one] { $count } статья
    [few] { $count } статьи
    [many] { $count } статей
   *[other] { $count } статьи
}
articles-phase-tags = Этап: { $phase }   Метки: { $tags }
articles-sources = Источники:
articles-cases = Случаи по порядку (решает первый подходящий):
articles-otherwise = Во всех остальных случаях
articles-always = В любом случае
articles-facts = Факты, которые могут использовать случаи статей (Is("name") или Not("name")):
articles-facts-valued = Факты со значением в скобках (Is("late_over(30)")):

## mjref judge
judge-matter = Эпизод { $n } из { $count }:
judge-no-irregularity = Нарушений нет: правила допускают всё в этой записи, решать нечего.
judge-acts-looked-at = Рассмотренные действия: { $acts }.
act-Deal = раздача
act-Charleston = Чарльстон
act-Draw = взятие из стены
act-Discard = сброс
act-Claim = заявка на сброс
act-Exposure = открытие комбинации
act-Exchange = обмен джокеров
act-Win = объявление победы
act-Conduct = поведение за столом
judge-irregular = Нарушение: { $what } (событие { $event })
judge-lawful = Нарушения нет: { $what } (событие { $event })
judge-fallback = Статья: подходящей нет; действует решение свода правил по умолчанию
judge-article = Статья: { $id }  { $title }
judge-case = Случай: { $case }
judge-ruling = Решение:
judge-facts = Факты, о которых спрашивает статья:
judge-fact-holds = выполняется
judge-fact-fails = не выполняется

## mjref deck check
deck-unreadable = не удалось прочитать
deck-unjudged = { $case }: не удалось вынести решение
deck-unknown-id = { $field } «{ $id }» в этом своде правил нет (опечатка?); ближайшие: { $close }
deck-no-expectation = в файле не указано ожидаемое решение
deck-as-expected = как ожидалось
deck-not-as-expected = НЕ как ожидалось: { $differences }
deck-difference = { $field } { $found } (ожидалось { $expected })
deck-tally = Как ожидалось: { $right }; не как ожидалось: { $wrong }; без ожидаемого решения: { $none }; не удалось прочитать или решить: { $failed }.
deck-need-a-look = { $path }: проверьте { $count ->
    [one] { $count } случай
    [few] { $count } случая
    [many] { $count } случаев
   *[other] { $count } случая
} колоды (см. выше)

## mjref card
card-bad-hand = ошибка в руке: { $error }
card-tile-count = в ней { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
}, а нужно 13 между ходами и 14 для объявления маджонга
card-joker-alone = примечание: { $group } не может быть группой: джокер никогда не заменяет кость одиночки или пары
card-completes = соответствует { $count ->
    [one] { $count } руке
    [few] { $count } рукам
    [many] { $count } рукам
   *[other] { $count } руки
} с карты { $card }:
card-jokerless = без джокеров (бонус удваивает выплату)
card-no-jokers-possible = джокеры невозможны (бонуса за игру без джокеров нет)
card-with-jokers = с джокерами
card-completes-none = не соответствует ни одной руке с карты { $card }.
card-thirteen = в руке 13 костей: полной рукой с карты она станет только с 14-й костью.
card-exposures-fit-none = Открытые комбинации этой руки не подходят ни к одной руке с карты: собрать её нельзя.
card-nearest = Ближайшие руки (сколько костей ещё нужно заменить):
card-label = { $section }, строка { $line }
card-label-side = { $section }, строка { $line }, { $side ->
    [1] первая
    [2] вторая
    [3] третья
   *[other] четвёртая
} рука
card-show-head = { $card } ({ $lines ->
    [one] { $lines } строка
    [few] { $lines } строки
    [many] { $lines } строк
   *[other] { $lines } строки
}, наименьшая стоимость { $lowest })

## mjref mcr fan
mcr-unused-option = `mcr fan` не использует { $option }: эта команда считает фаны руки MCR только по таблице китайских официальных правил (её собственные параметры — в `mjref mcr fan --help`)
mcr-meets-minimum = минимум в 8 фанов набран
mcr-under-minimum = меньше минимума в 8 фанов: ложный выигрыш
mcr-total = { $flowers ->
    [0] Итого: { $total ->
        [one] { $total } фан
        [few] { $total } фана
        [many] { $total } фанов
       *[other] { $total } фана
    }, { $verdict }
    [one] Итого: { $total ->
        [one] { $total } фан
        [few] { $total } фана
        [many] { $total } фанов
       *[other] { $total } фана
    } ({ $without } + { $flowers } за цветок), { $verdict }
   *[other] Итого: { $total ->
        [one] { $total } фан
        [few] { $total } фана
        [many] { $total } фанов
       *[other] { $total } фана
    } ({ $without } + { $flowers } за цветы), { $verdict }
}
mcr-times = ×{ $n } (по { $value })
mcr-another-reading = или, если разобрать руку иначе:

## mjref riichi score
riichi-unused-option = `riichi score` не использует { $option }: эта команда считает руку риичи только по правилам, которые задают её переключатели (её собственные параметры — в `mjref riichi score --help`)
riichi-unknown-edition = У правил риичи нет редакции { $edition }: укажите одну из этих: { $known }.
riichi-bad-indicator = `{ $text }` — не список костей: запишите индикаторы доры костями, например 3p7z
riichi-no-win = Выигрыша нет: { $why }
riichi-han-fu = { $han } хан { $fu } фу
riichi-yakuman = { $n ->
    [one] Якуман
   *[other] { $n } × якуман
}
riichi-limit-mangan = манган
riichi-limit-haneman = ханеман
riichi-limit-baiman = байман
riichi-limit-sanbaiman = санбайман
riichi-limit-kazoe = счётный якуман (13 хан и больше)
riichi-pays-ron = Сбросивший платит { $points } (с учётом хонбы)
riichi-pays-dealer-tsumo = Каждый из остальных игроков платит по { $each } (с учётом хонбы)
riichi-pays-tsumo = Восток платит { $dealer }, двое других — по { $others } (с учётом хонбы)

## Help: каждая команда и каждый параметр, как их показывают `mjref --help` и
## `mjref COMMAND --help`. Id следуют команде: help-mjref-club-join — это `mjref club join`,
## его параметр --name — help-mjref-club-join--name, а у значения, которое принимает
## параметр, свой id после него (help-mjref--tiles--ascii). Глобальные параметры — у корня.
help-heading-usage = Использование:
help-heading-commands = Команды:
help-heading-arguments = Аргументы:
help-heading-options = Параметры:
help-default = [по умолчанию: { $value }]
help-possible-values = [допустимые значения: { $values }]
help-flag-help = Показать справку (-h — кратко, --help — полностью)
help-flag-version = Показать версию
help-subcommand-help = Показать эту справку или справку по указанной команде
help-mjref = Тренажёр судейских решений в маджонге для терминала
help-mjref-long-about =
    mjref учит выносить судейские решения в маджонге: раздаёт кости на смоделированном столе, как на настоящем, позволяет чему-то пойти не так (кость перевернулась лицом вверх при раздаче, неверное число костей, кость взята не из той стены…), спрашивает, какое будет решение, и проверяет ваш ответ своим движком правил.

    Запустите без команды, чтобы открыть тренажёр в терминале.
help-mjref-after-help =
    Примеры:
      mjref                                   открыть тренажёр
      mjref quiz --plain --count 5            пять вопросов простым текстом через stdin/stdout
      mjref quiz --plain --article AM-DEAL-02 --seed 7
      mjref articles show AM-DEAL-04          прочитать одну статью и её источники
      mjref scenario --article AM-DEAL-06 --seed 3 > case.ron
      mjref scenario --article AM-JK-01 --seed 3 --as position > case.ron
                                              стол прямо перед разбираемым эпизодом, без раздачи
      mjref judge case.ron --format json      решение движка по файлу сценария
      mjref deck check my-cases/              случаи клуба, сверенные с ожидаемыми решениями
      mjref quiz --deck my-cases/             задать их как вопросы
      mjref study --mode due                  повторения на сегодня, с интервалами по мере усвоения
      mjref stats                             ваша точность по каждой статье
      mjref club new --ruleset millington --count 10 --time 60
                                              код одной и той же викторины для любого компьютера
      mjref club join 0C8Z-…                  ответить на клубную викторину
      mjref club new --deck my-cases/         клубная викторина из ваших собственных случаев

    Коды выхода: 0 — успех, 1 — непредвиденный сбой, 2 — неверный ввод (файл, id или параметр).
help-mjref--ruleset = Свод правил [по умолчанию: american]. `judge` берёт его из файла сценария, а `scenario`, `quiz --article` и `articles show` — из id статьи; если параметр указан явно, он имеет приоритет
help-mjref--rules_dir = Загружать своды правил из ПАПКА/<id>/ruleset.ron и articles.ron вместо встроенных (для домашних правил)
help-mjref--card = Американская карта, переписанная с вашей (RON, см. docs/card-format.md); используется вместо встроенной учебной карты для проверки рук, открытых комбинаций и выплат
help-mjref--tiles = Как рисовать кости: двумя буквами (ascii), символами блока Unicode для маджонга или китайскими иероглифами. Если параметр не указан: тренажёр рисует их так, как было выбрано в его настройках в прошлый раз, а простой текст — двумя буквами
help-mjref--tiles--ascii = Две буквы на кость: 5d, 1b, 9c, Ew, Rd, Fl, JK
help-mjref--tiles--unicode = Блок Unicode «Mahjong Tiles» (U+1F000)
help-mjref--tiles--cjk = Иероглифы, которыми игроки записывают кости: 5萬 5索 5筒, 東 南 中 發 白
help-mjref--tiles--mps = Две буквы на кость, масти так, как их пишут игроки в риичи: 5m, 5p, 5s, Ew, Rd
help-mjref--lang = Язык вывода: en, cs, pl или ru. Если не указан: MJREF_LANG, иначе язык, выбранный в настройках тренажёра, иначе локаль (LC_ALL, LC_MESSAGES, LANG), иначе английский
help-mjref--width = Ширина простого вывода в столбцах; строки переносятся только между словами, никогда внутри слова (0 — каждый пункт одной строкой, для программ). Если параметр не указан: ширина терминала или 80, если вывод идёт в файл или канал
help-mjref--profile = Профиль, чей прогресс читается и сохраняется (на одном компьютере могут учиться несколько человек)
help-mjref--data_dir = Хранить прогресс в указанной папке, а не в стандартном каталоге данных системы (также MJREF_DATA_DIR)
help-mjref-quiz = Отвечать на вопросы; с --plain — через stdin/stdout, без полноэкранного интерфейса
help-mjref-quiz--plain = Вопросы простым текстом в stdout, ответы (по одному числу в строке) из stdin
help-mjref-quiz--article = Отработать одну статью, а не тренироваться по всем
help-mjref-quiz--question = Задать один вопрос снова: код, который тренажёр показывает после ответа (или в заголовке вопроса в режиме --plain), с тем же --ruleset, с которым вопрос был создан
help-mjref-quiz--seed = Seed викторины; один и тот же seed даёт одни и те же вопросы. Если не указан, выбирается случайно
help-mjref-quiz--count = Число вопросов (1 или больше)
help-mjref-quiz--referee_view = Показывать кости на всех подставках (вид судьи), а не только их число
help-mjref-quiz--no_save = С --plain: не сохранять прогресс (иначе ответы сохраняются в профиль)
help-mjref-quiz--deck = Задавать собственные случаи клуба: папка с файлами сценариев (*.ron) или один файл с одним случаем или их списком (см. docs/scenario-format.md). Свод правил берётся из случаев, если не указан --ruleset
help-mjref-quiz--shuffle = С --deck: задавать случаи в порядке, который определяет seed, а не в порядке списка
help-mjref-quiz--edition = Решать каждый вопрос по этой редакции правил (например, ema2016 или wrc2015 для риичи; на неизвестную редакцию mjref отвечает списком имеющихся); иначе — по редакции самого вопроса
help-mjref-scenario = Вывести сгенерированную ситуацию как файл сценария (RON)
help-mjref-scenario--article = Статья, для которой создаётся ситуация, например AM-DEAL-02
help-mjref-scenario--seed = Seed; один и тот же seed даёт одну и ту же ситуацию на любом компьютере
help-mjref-scenario--form = Как записать: `full` играет от стен в том виде, в каком их построили; `position` описывает стол прямо перед первым эпизодом и события с этого момента
help-mjref-scenario--form--full = Стены в том виде, в каком их построили, и все события начиная с раздачи
help-mjref-scenario--form--position = Стол прямо перед первым эпизодом и события с этого момента
help-mjref-judge = Прочитать файл сценария и вывести решение, которое находит движок
help-mjref-judge--file = Файл сценария (RON), созданный командой `mjref scenario` или написанный вручную
help-mjref-judge--format = Как вывести решение: text — для чтения, json (по одному объекту на эпизод) — для программ
help-mjref-articles = Вывести список статей свода правил или показать одну статью
help-mjref-articles-show = Вывести одну статью: описание, источники и случаи
help-mjref-articles-show--id = Статья, например AM-DEAL-04 (регистр не важен)
help-mjref-facts = Вывести факты, которые статьи могут использовать в своих случаях (для авторов сводов правил)
help-mjref-mcr = Инструменты для китайских официальных правил (MCR), например калькулятор фанов
help-mjref-mcr-fan = Подсчитать фаны выигрышной руки (или, с --batch, по одной руке на строку)
help-mjref-mcr-fan-after-help =
    Запись руки: цифры, затем буква масти — m символы, s бамбуки, p точки (123m 55p);
    ветры E S W N и драконы C F P (красный, зелёный, белый); открытые комбинации
    в скобках, после запятой — от кого взята кость ([123p,1] чоу, [999s,3] панг, [8888p,1]
    открытый конг, [SSSS] закрытый конг). Последняя кость вне скобок — выигрышная.

    Примеры:
      mjref mcr fan "[123p,1]456p789p1sEEE1s"
      mjref mcr fan 1112345678999m5m --self-drawn --flowers 2
      mjref mcr fan --batch < hands.txt

    С --batch каждая строка ввода — это рука и необязательные ключи, например
      { "[" }SSSS]123m456p789p1s1s self_drawn=1 last_tile=0 kong=0 wall_last=0 prevalent=E seat=S flowers=2
    а каждая строка вывода — сумма, табуляция, затем фаны в виде `name value` или
    `name valuexcount` через запятую (с --ties после ` | ` следуют другие разборы руки
    с той же суммой); или `error: …` для строки, которую не удалось разобрать или которая
    не является выигрышем. Пустые строки и строки, начинающиеся с #, дают пустую строку.
help-mjref-mcr-fan--hand = Выигрышная рука в общепринятой записи (`123m456p789s EEE 55s`, открытые комбинации в скобках) или в собственных кодах mjref (`1c 2c 3c 4d … [6b 6b 6b]`); последняя кость вне скобок — та, на которой собран выигрыш
help-mjref-mcr-fan--self_drawn = Выигрышная кость взята из стены, а не из сброса
help-mjref-mcr-fan--last_tile = Выигрышная кость — последняя кость этого вида (остальные три видны)
help-mjref-mcr-fan--kong = Выигрыш связан с конгом: на замещающей кости за конг (взятой из стены) или на кости, добавленной к чужому конгу («Ограбление конга», заявка)
help-mjref-mcr-fan--wall_last = Выигрышная кость — последняя кость стены, взятая или сброшенная
help-mjref-mcr-fan--prevalent = Ветер раунда: E, S, W или N
help-mjref-mcr-fan--seat = Ветер места: E, S, W или N
help-mjref-mcr-fan--flowers = Отложенные цветы и времена года (по 1 фану за каждую кость; в обязательные 8 фанов не засчитываются)
help-mjref-mcr-fan--batch = Читать из stdin по одной руке на строку и выводить по одному результату на строку
help-mjref-mcr-fan--ties = Выводить также другие разборы руки с той же суммой (с --batch — после первого, через ` | `)
help-mjref-mcr-fan--two_concealed_kongs = Сколько стоят «Два закрытых конга»: 6 по китайской книге правил, 8 в некоторых английских списках
help-mjref-mcr-fan--melded_and_concealed_kong = Как считать открытый конг вместе с закрытым: по отдельности («Открытый конг» + «Закрытый конг», как в книге правил), 5 (как ChineseOfficialMahjongHelper) или 6 («Два конга»)
help-mjref-riichi = Инструменты для риичи-маджонга, например калькулятор руки
help-mjref-riichi-score = Подсчитать выигрыш в риичи: яку, хан, фу, лимит и выплату или причину, по которой выигрыша нет (с --batch — по одной руке на строку)
help-mjref-riichi-score-after-help =
    Запись руки: цифры, затем буква масти (123m 55p) — m символы (ман), p точки (пин),
    s бамбуки (соу); красная пятёрка записывается как 0 (0p); козыри — от 1z до 7z (ветры
    Восток, Юг, Запад, Север, драконы белый, зелёный, красный). Открытые комбинации —
    в квадратных скобках ([123m] чи, [555z] пон, [5555p] открытый кан), закрытый кан —
    в круглых ((1111s)). Последняя кость вне скобок — выигрышная.

    Примеры:
      mjref riichi score 34m456p345678s66s2m --tsumo --riichi --seat S --dora 1m
      mjref riichi score "234m66p34567s8s [777z]" --seat W
      mjref riichi score --batch < hands.txt

    Без переключателей рука считается по правилам EMA 2016 года; переключатели выше
    задают выбор других редакций (WRC 2015 года: --kiriage --double-wind-fu 2), а --edition
    берёт сразу все выборы одной редакции (--edition wrc2015).

    С --batch каждая строка ввода — это рука и необязательные ключи, например
      34m456p345678s66s2m tsumo=1 riichi=1 ippatsu=0 seat=S round=E dora=1m ura=9p honba=1
    (а также double_riichi, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou,
    tile_not_kept_apart),
    а каждая строка вывода — `han fu payment | yaku han, …` (у якумана: `Yn 0`; выплата —
    `R` при роне, `D all` при цумо Востока, `D/N` при цумо другого игрока), или `no-win:`
    с tile-count, not-complete или no-yaku, или `error: …` для строки, которую не удалось
    посчитать. Пустые строки и строки, начинающиеся с #, дают пустую строку.
help-mjref-riichi-score--hand = Выигрышная рука в записи, общепринятой у игроков в риичи (`234m66p34567s8s [777z]`); последняя кость вне скобок — та, на которой собран выигрыш
help-mjref-riichi-score--tsumo = Выигрыш цумо, на кости из стены (иначе рон, на чужом сбросе)
help-mjref-riichi-score--riichi = Победитель объявил риичи
help-mjref-riichi-score--double_riichi = Победитель объявил риичи своим первым сбросом (дабл-риичи)
help-mjref-riichi-score--ippatsu = Выигрыш в пределах одного круга после риичи, без заявок в этом круге
help-mjref-riichi-score--haitei = Выигрыш цумо на последней кости живой стены
help-mjref-riichi-score--houtei = Выигрыш на сбросе, сделанном после взятия последней кости живой стены
help-mjref-riichi-score--rinshan = Выигрыш на замещающей кости, взятой после кана
help-mjref-riichi-score--chankan = Выигрыш на кости, которую другой игрок добавил к своему пону (ограбление кана)
help-mjref-riichi-score--tenhou = Восток выиграл сразу на розданных костях
help-mjref-riichi-score--chiihou = Выиграл не Восток: цумо на первой же кости из стены, до которой не было заявок
help-mjref-riichi-score--renhou = Выиграл не Восток: рон на сбросе ещё до своего первого взятия кости из стены, заявок до этого не было
help-mjref-riichi-score--tile_not_kept_apart = Выигрышная кость, взятая из стены, не была отложена отдельно от руки: фу и яку, зависящие от ожидания, не считаются (WRC 2015, раздел 5.6)
help-mjref-riichi-score--seat = Ветер места: E, S, W или N (E — Восток, сдающий)
help-mjref-riichi-score--round = Ветер раунда: E, S, W или N
help-mjref-riichi-score--dora = Индикаторы доры, записанные костями (3p7z): каждый указывает на следующую по порядку кость
help-mjref-riichi-score--ura = Индикаторы урадоры, только после риичи
help-mjref-riichi-score--honba = Палочки хонбы на столе: каждая добавляет 300 очков при роне и по 100 с каждого игрока при цумо
help-mjref-riichi-score--batch = Читать из stdin по одной руке на строку и выводить по одному результату на строку
help-mjref-riichi-score--edition = Считать очки так, как эта редакция правил риичи (ema2016, wrc2015): её переключатели вместо того, чтобы задавать их по одному
help-mjref-riichi-score--kiriage = Округлять 4 хан 30 фу и 3 хан 60 фу до мангана (кириаге манган)
help-mjref-riichi-score--double_wind_fu = Сколько фу даёт пара ветра, который одновременно ветер места и ветер раунда
help-mjref-riichi-score--kazoe = Чем считается рука в 13 хан и больше: якуманом или самое большее санбайманом
help-mjref-riichi-score--renhou_value = Сколько стоит ренхо: это не яку, 5 хан вдобавок к остальным, манган, который ни с чем не складывается, или якуман
help-mjref-riichi-score--no_open_tanyao = Таняо («Все простые») засчитывается только в закрытой руке
help-mjref-riichi-score--red_fives = В комплекте есть красные пятёрки (акадора), каждая из них — дора
help-mjref-riichi-score--stack_yakuman = Несколько якуманов в одной руке складываются
help-mjref-riichi-score--double_yakuman = Считать двумя якуманами двойные формы: кокуши мусо с ожиданием на 13 костей, сууанко танки (ожидание в пару), чууренпото с ожиданием на 9 костей и дайсуши («Большие четыре ветра»)
help-mjref-card = Инструменты американской карты: проверить руку по карте
help-mjref-card-check = Показать, каким рукам с карты соответствует рука (раздел, строка, стоимость, без джокеров или нет), или ближайшие руки и сколько костей от них отделяет
help-mjref-card-check-after-help =
    Рука — это её закрытые кости, затем каждая открытая комбинация в скобках, начиная
    с самой ранней, в двухсимвольной записи: 1b-9b бамбуки, 1c-9c символы, 1d-9d точки,
    Ew Sw Ww Nw ветры, Rd Gd Wd драконы, Fl цветок, JK джокер.

    Примеры:
      mjref card check "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"
      mjref card check "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
      mjref card check "2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d" --card my-card.ron

    Коды выхода: 0 — проверено (рука собрана или нет), 2 — ошибка в руке или в файле карты.
help-mjref-card-check--hand = Рука, например "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
help-mjref-card-check--nearest = Сколько ближайших рук показать, если рука не соответствует ни одной
help-mjref-card-show = Вывести карту: разделы, строки, X/C и стоимости
help-mjref-study = Учиться с интервальным повторением в тренажёре: повторения по сроку, новые статьи, ваши ошибки или зубрёжка
help-mjref-study--mode = Что учить
help-mjref-study--choice = Отвечать выбором варианта (быстро), а не собирать решение по частям
help-mjref-stats = Ваша статистика: точность по сводам правил и статьям, динамика, время на ответ
help-mjref-stats--format = text — для чтения, json — для программ
help-mjref-export = Выгрузить историю ваших ответов
help-mjref-export--format = csv — для электронных таблиц, json — для программ
help-mjref-export--output = Записать в указанный файл, а не в стандартный вывод
help-mjref-club = Вечер клубной викторины: создать код, ответить на викторину клуба, напечатать её
help-mjref-club-new = Создать код викторины для свода правил, указанного в --ruleset
help-mjref-club-new--articles = Только статьи, чей id подходит под шаблон: `*` — любая последовательность символов, `?` — один символ, варианты через запятую (MIL-7*,MIL-8?)
help-mjref-club-new--count = Число вопросов (от 1 до 100)
help-mjref-club-new--time = Сколько секунд даётся на вопрос; 0 — без ограничения
help-mjref-club-new--pass = Режим экзамена с этим проходным баллом, в процентах от числа вопросов
help-mjref-club-new--edition = Редакция правил, по которой играет клуб (по умолчанию первая в своде правил)
help-mjref-club-new--seed = Seed викторины (если не указан, выбирается случайно)
help-mjref-club-new--deck = Задавать собственные случаи клуба: папка с файлами случаев или один файл с несколькими (см. `quiz --deck`), по одному вопросу на случай, по порядку. Код указывает на колоду, и участники, чтобы присоединиться, указывают тот же файл
help-mjref-club-join = Ответить на викторину по коду: в тренажёре или, с --plain, через stdin/stdout
help-mjref-club-join--code = Код викторины, который раздал организатор, например 0QMW-W5H9-0050-0007-X803
help-mjref-club-join--plain = Простой текст в stdout, ответы (по одному числу в строке) из stdin
help-mjref-club-join--name = Ваше имя на карточке результата (оно входит в контрольный код)
help-mjref-club-join--deck = Колода, из которой создан код, — для кода, созданного командой `club new --deck`
help-mjref-club-handout = Вывести вопросы и отдельный ключ ответов, готовые к печати
help-mjref-club-handout--code = Код викторины для печати
help-mjref-club-handout--format = md (Markdown, чтобы напечатать или вставить) или html (страница для печати из браузера)
help-mjref-club-handout--output = Записать в указанный файл, а не в стандартный вывод
help-mjref-club-handout--deck = Колода, из которой создан код, — для кода, созданного командой `club new --deck`
help-mjref-club-verify = Проверить зачитанный результат по его контрольному коду
help-mjref-club-verify--code = Код викторины, в которой получен результат
help-mjref-club-verify--score = Число верных ответов
help-mjref-club-verify--check = Контрольный код с карточки результата
help-mjref-club-verify--name = Имя на карточке результата, если оно было указано
help-mjref-club-verify--deck = Колода, из которой создан код, — для кода, созданного командой `club new --deck`
help-mjref-club-verify--batch = Проверить много карточек со счётом: по одной в строке на стандартном вводе, «верно контроль имя»; по каждой выводится вердикт, а код выхода равен 1, если какая-то прочитана неверно
help-mjref-club-present = Показать викторину на проекторе: крупный текст, по одному вопросу, ответ — по нажатию клавиши
help-mjref-club-present--code = Код викторины для показа
help-mjref-club-present--deck = Колода, из которой создан код, — для кода, созданного командой `club new --deck`
help-mjref-deck = Собственные случаи клуба: проверить, что решение по каждому совпадает с ожидаемым в его файле
help-mjref-deck-check = Вынести решение по каждому случаю колоды и для каждого сообщить найденное решение и то, совпадает ли оно с ожидаемым в файле (`JudgedCase(expect: …, scenario: …)`). Завершается с кодом 2, если случай не удалось прочитать или решить или решение по нему не совпало с ожидаемым
help-mjref-deck-check--path = Папка с файлами сценариев (*.ron) или один файл с одним случаем или списком случаев

## Командная строка отказала: $arg — параметр так, как он записан (--count <N>), $value — то,
## что было указано, $valid — значения, которые он принимает, $suggested — похожий вариант
## ($near: some или none).
cli-error-value-missing = после { $arg } нужно указать значение
cli-error-invalid-value = { $value } — недопустимое значение для { $arg }; допустимые значения: { $valid }
cli-error-value-validation = { $value } — недопустимое значение для { $arg }: { $reason }
cli-error-unknown-argument = { $near ->
    [none] неизвестный параметр { $arg }
   *[some] неизвестный параметр { $arg }; может быть, вы имели в виду { $suggested }?
}
cli-error-unknown-command = { $near ->
    [none] нет команды { $command }
   *[some] нет команды { $command }; может быть, вы имели в виду { $suggested }?
}
cli-error-missing-argument = нужно указать { $arg }
cli-error-missing-command = этой команде нужна одна из её подкоманд: { $commands }
cli-error-conflict = { $arg } нельзя указывать вместе с { $prior }
cli-error-values = { $arg } принимает другое число значений
cli-error-no-equals = значение для { $arg } указывается после знака равенства (=)
cli-error-more = Что принимает команда, покажет --help.

## Ошибки, которые встречает игрок: параметр, указанный файл, код, профиль, терминал.
## (Файл, написанный человеком, например сценарий или свод правил, отклоняется с указанием
## строки и столбца, словами его формата: docs/scenario-format.md, docs/card-format.md.)
err-unknown-ruleset = неизвестный свод правил «{ $id }»; встроенные своды правил: { $known }
err-cannot-read = { $path }: не удаётся прочитать: { $error }
err-cannot-write = { $path }: не удаётся записать: { $error }
err-no-card = --card: в своде правил { $ruleset } играют без карты; укажите --ruleset american
err-unknown-article = неизвестная статья «{ $id }» в своде правил { $ruleset }; список статей выводит `mjref articles`
err-unknown-article-near = неизвестная статья «{ $id }» в своде правил { $ruleset }: может быть, вы имели в виду { $near }?
err-no-terminal = тренажёру mjref нужен терминал (ввод или вывод не является терминалом); попробуйте `mjref quiz --plain`
err-dumb-terminal = TERM=dumb: этот терминал не может отобразить тренажёр; попробуйте `mjref quiz --plain`
err-bad-profile = недопустимое имя профиля «{ $name }»: используйте буквы, цифры, - и _ (не больше 40 символов)
err-no-data-dir = не удалось найти каталог данных для этого пользователя; укажите его через --data-dir или { $var }
err-newer-progress = { $path }: записан более новой версией mjref (схема файла { $found }, эта версия читает { $reads }); файл оставлен как есть: обновите mjref или используйте другой --profile
err-progress-stuck = { $path }: не удаётся ни прочитать ({ $error }), ни отложить ({ $aside })
err-cannot-open-progress = { $path }: не удаётся открыть: { $error }
err-cannot-save = { $path }: не удаётся сохранить: { $error }
err-not-a-file = { $path }: это не файл (на его месте канал, устройство или папка); уберите его или используйте другой --profile
err-club-unknown-edition = в своде правил { $ruleset } нет редакции «{ $edition }»; есть: { $known }
err-club-no-articles = ни одна статья свода правил { $ruleset } не подходит под «{ $pattern }»
err-club-count = в клубной викторине может быть от 1 до { $most ->
    [one] { $most } вопроса
    [few] { $most } вопросов
    [many] { $most } вопросов
   *[other] { $most } вопроса
}, а не { $count }
err-club-pass = проходной балл — это процент от 1 до 100, а не { $pass }
err-club-unknown-ruleset = этот код создан для свода правил, которого здесь нет (ни среди встроенных, ни в --rules-dir); организатор может сказать, какой это свод
err-club-ruleset-differs = этот код создан с другими правилами для { $ruleset } (другая версия mjref или домашних правил): попросите у организатора ту же версию
err-club-deck-needed = этот код задаёт вопросы из собственной колоды случаев клуба: передайте через --deck ФАЙЛ файл колоды, из которого он создан (файл есть у организатора)
err-club-other-deck = это не та колода, из которой создан код (какой-то случай отличается или случаи идут в другом порядке): попросите у организатора файл колоды для этого кода
err-club-not-a-deck = этот код задаёт сгенерированные вопросы, а не колоду: уберите --deck
err-club-edition-gone = этот код указывает редакцию, которой нет в своде правил { $ruleset }
err-club-articles-and-deck = --articles выбирает среди сгенерированных вопросов, а колода задаёт свои случаи: уберите одно из двух
err-code-character = «{ $char }» — не буква и не цифра клубного кода
err-code-too-short = этот клубный код слишком короткий: в нём не хватает символов (сверьте его с кодом от организатора)
err-code-format = этот клубный код создан другой версией mjref (формат кода { $found }; эта версия читает формат { $reads }): попросите у организатора код из той же версии или обновите mjref
err-code-checksum = в клубном коде опечатка: контрольная сумма не совпадает
err-code-pattern = фильтр статей длиннее { $most ->
    [one] { $most } символа
    [few] { $most } символов
    [many] { $most } символов
   *[other] { $most } символа
} или содержит не только символы ASCII
err-replay-not-a-code = «{ $code }» — не полный код вопроса: скопируйте его целиком, так, как его показал тренажёр
err-replay-other-format = этот код вопроса создан другой версией mjref; его вопросы будут другими
err-replay-mistyped = в «{ $code }» неверный знак: скопируйте код вопроса ещё раз, так, как его показал тренажёр
err-now = { $var }="{ $value }" — не момент, который mjref умеет прочесть: запишите его как 2027-03-01, 2027-03-01T18:30 (UTC) или 2027-03-01T18:30:00+01:00
err-replay-no-article = ни одна статья этого свода правил не создаёт такой код вопроса: укажите --ruleset (и --rules-dir), с которым он был создан
err-judge-several-cases = { $path }: в файле { $count ->
    [one] { $count } случай
    [few] { $count } случая
    [many] { $count } случаев
   *[other] { $count } случая
}; вынесите решения по ним командой `mjref deck check { $path }`
err-deck-no-files = { $path }: в этой папке нет файлов сценариев (*.ron)
err-deck-empty = { $path }: в колоде нет ни одного случая
err-deck-mixed = { $place }: этот случай по своду правил «{ $case }», а колода — по «{ $deck }»: в колоде должны быть случаи одного свода правил
err-deck-needs-path = для quiz --deck нужна папка или файл

## Сценарий, который нельзя разыграть или по которому нельзя вынести решение ($event — номер события, считая с 1).
err-nothing-irregular = в событиях этого сценария нет никакого нарушения: решать нечего
err-no-article-judges = в своде правил нет статьи, по которой решается такое нарушение: { $what }
err-no-case-applies = ни один случай статьи { $article } не подходит к этим фактам; в статье должен быть последний случай без условий
err-scenario-ruleset = сценарий написан для свода правил «{ $found }», а загружен «{ $expected }»
err-scenario-edition = в своде правил { $ruleset } нет редакции «{ $found }»; есть: { $known }
err-scenario-format = эта версия не понимает формат { $found } (она читает форматы { $walls } и { $position })
err-scenario-start = сценарий задаёт либо стены (`walls: …`, формат { $walls }), либо позицию (`position: Position(…)`, формат { $position }), а этот { $given ->
    [both] задаёт и то, и другое
   *[neither] не задаёт ни того, ни другого
}
err-table-total = в стенах { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
}, а в комплекте костей — { $expected }
err-table-kind = в стенах { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
} { $tile }, а в комплекте — { $expected }
err-table-off = событие { $event }: место { $place } лежит за пределами стен длиной { $stacks ->
    [one] { $stacks } столбик
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
}
err-table-empty = событие { $event }: на месте { $place } кости уже нет
err-table-not-broken = событие { $event }: кости берут из стены до того, как её проломили
err-table-broken-twice = событие { $event }: стену проламывают второй раз
err-table-not-in-rack = событие { $event }: у { $seat-gen } нет кости { $tile }, чтобы её сбросить
err-table-self-call = событие { $event }: игрок не может объявить мёртвой собственную руку
err-table-break-outside = событие { $event }: стену проламывают после { $after ->
    [one] { $after } столбика
    [few] { $after } столбиков
    [many] { $after } столбиков
   *[other] { $after } столбика
}, а в стене всего { $stacks ->
    [one] { $stacks } столбик
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
}
err-table-nothing-back = событие { $event }: в этот ход { $seat } не брал из стены кости, которую можно вернуть в стену
err-table-nothing-drawn = событие { $event }: { $seat } только что не набирал кость, которую можно было бы положить к остальным костям руки
err-table-spot-taken = событие { $event }: место { $place } не пусто, кость нельзя туда вернуть
err-table-no-discard = событие { $event }: нет сброса, который можно { $what ->
    [back] забрать обратно
    [hand] взять в руку
    [set] добавить к комбинации
    [claim] заявить и выложить к нему комбинацию
   *[exchange] использовать для обмена джокера
}
err-table-no-called-tile-left = событие { $event }: у { $seat-gen } нет выложенной комбинации без заявленной кости; CalledTileTaken идёт после ExposedWithoutDiscard
err-table-no-walls-for-redeal = событие { $event }: раздача повторяется, но в сценарии нет стен для раздачи № { $deal }; добавьте их в `redeals: [...]`, по одному `Laid(...)` или `Shuffled(seed)` на каждое Redealt
err-table-no-claimed-set = событие { $event }: у { $seat-gen } нет открытой по этой заявке комбинации, которую можно забрать обратно
err-table-no-such-set = событие { $event }: у { $seat-gen } нет комбинации номер { $set } с костью { $tile }
err-table-no-joker = событие { $event }: в комбинации номер { $set } у { $seat-gen } нет джокера
err-table-no-set-to-return = событие { $event }: у { $seat-gen } нет комбинации номер { $set }, чтобы её вернуть
err-table-no-dispute = событие { $event }: у { $by-gen } нет оспоренного вызова мёртвой руки { $against-gen }, который ещё нужно решить; DisputeSettled пишется после DeadCalled и DeadCallAnswered(conceded: false), один раз
err-table-die = событие { $event }: на кубике выпадает от 1 до 6, а не { $face }
err-table-pass-to-self = событие { $event }: { $seat } передаёт кости { $seat-dat }: передавать их нужно другому игроку

## Файл, который не читается как RON: что нашло чтение там, куда указывает ошибка.
err-ron-eof = файл кончается слишком рано: что-то не закрыто (скобка или кавычка)
err-ron-comma = здесь не хватает запятой
err-ron-list = здесь ожидается список в квадратных скобках [ … ]
err-ron-list-end = список здесь не закрыт: не хватает запятой или ]
err-ron-map = здесь ожидается словарь в фигурных скобках { "{" } … { "}" }
err-ron-colon = не хватает двоеточия между именем и его значением
err-ron-map-end = словарь здесь не закрыт: не хватает запятой или { "}" }
err-ron-struct = здесь ожидается значение в круглых скобках ( … )
err-ron-struct-end = скобки здесь не закрыты: не хватает запятой или )
err-ron-string = здесь ожидается текст в двойных кавычках
err-ron-string-end = текст в кавычках не закрыт
err-ron-number = здесь ожидается число
err-ron-boolean = здесь ожидается true или false
err-ron-name = здесь ожидается имя
err-ron-option = здесь ожидается Some( … ) или None
err-ron-out-of-bounds = это число слишком велико или слишком мало для своего поля
err-ron-trailing = после значения, которым должен кончаться файл, есть что-то ещё: удалите это или закройте значение ниже
err-ron-char = символ «{ $char }» здесь не ожидается
err-ron-comment = комментарий не закрыт
err-ron-utf8 = этот байт не является текстом в UTF-8: сохраните файл в кодировке UTF-8
err-ron-variant = { $found } — не одно из значений, допустимых здесь: { $expected }
err-ron-field = здесь нет поля { $found }; есть поля: { $expected }
err-ron-missing = не хватает поля { $field }
err-ron-duplicate = поле { $field } указано дважды
err-ron-struct-name = здесь ожидается { $expected }( … ), а не { $found }

## A position that does not add up ($tile a tile code; $hands, $discards, $wall how many
## of it were counted where; $walled: yes where the wall was written tile by tile).
err-pos-counted = { $tile }: в руках и открытых комбинациях { $hands }{ $discards ->
    [0] {""}
   *[other] , в сбросе { $discards }
}{ $walled ->
    [yes] , в стене { $wall }
   *[no] {""}
}
err-pos-not-in-set = { err-pos-counted }; но в комплекте этого свода правил нет ни одной кости { $tile }
err-pos-too-many = { err-pos-counted }: костей { $tile } на { $extra } больше, чем в комплекте (в нём { $allowed })
err-pos-missing = { err-pos-counted }: не хватает { $missing ->
    [one] { $missing } кости
   *[other] { $missing } костей
} { $tile } (в комплекте их { $allowed })
err-pos-wall-length = в стене перечислено { $listed ->
    [one] { $listed } кость
    [few] { $listed } кости
    [many] { $listed } костей
   *[other] { $listed } кости
}, а за вычетом рук, комбинаций и сброса остаётся { $left } (всего { $total })
err-pos-built-broken = стены записаны так, как их построили, значит, ещё ничего не роздано и стена не проломлена: уберите `broken` или запишите стену как `InOrder(…)` или `Rest(seed)`
err-pos-built-held = стены записаны так, как их построили, значит, ни у кого ещё нет костей: запишите стену как `InOrder(…)` или `Rest(seed)` и укажите, где её проломили
err-pos-no-break = укажите, где проломили стену: `broken: (wall: East, after: 7)`
err-pos-drawn = ход { $seat-gen }, и по записи он только что взял из стены { $tile }, но среди его закрытых костей такой нет
err-pos-drawn-not-held = по записи { $seat } только что взял из стены { $tile }, но такой кости у него нет
err-pos-wall-count = в стене { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
}, а за вычетом рук, комбинаций и сброса должно остаться { $expected }
err-pos-loose = замещающих костей взято: { $loose }, а мест в стене, откуда их можно взять, только { $places }
err-pos-claimed-nowhere = кость { $tile }, сброшенная { $by-ins }, помечена как забранная { $claimer-ins }, но ни в одной комбинации { $claimer-gen } нет кости { $tile }, которая не была бы уже забрана
err-pos-break-outside = стена проломлена после { $after }-го столбика, а в стене всего { $stacks ->
    [one] { $stacks } столбик
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
}

# The placeholders of a usage line: options, a command that may be left out, one that may not.
help-usage-options = [ПАРАМЕТРЫ]
help-usage-command-optional = [КОМАНДА]
help-usage-command = <КОМАНДА>

# The placeholder of an option's value in help and usage (`--count <COUNT>`).
help-value-check = ПРОВЕРКА
help-value-code = КОД
help-value-columns = СТОЛБЦЫ
help-value-count = ЧИСЛО
help-value-dir = ПАПКА
help-value-file = ФАЙЛ
help-value-format = ФОРМАТ
help-value-id = ID
help-value-lang = ЯЗЫК
help-value-n = N
help-value-name = ИМЯ
help-value-path = ПУТЬ
help-value-pattern = ШАБЛОН
help-value-percent = ПРОЦЕНТ
help-value-score = СЧЁТ
help-value-seconds = СЕКУНДЫ
help-value-seed = SEED
help-value-tiles = КОСТИ
help-value-wind = ВЕТЕР
help-value-hand = РУКА
help-value-mode = РЕЖИМ
help-value-fan = ФАН
help-value-scoring = ПОДСЧЁТ
help-value-fu = ФУ
help-value-limit = ЛИМИТ
help-value-value = ЗНАЧЕНИЕ
