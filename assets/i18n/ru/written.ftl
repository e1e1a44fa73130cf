# Что не так в том, что написал человек: в своде правил и его текстах, в файле карты,
# в кости, месте в стене, стене или сбросе в сценарии, в руке, набранной для `mcr fan`
# или `card check`. Имена в обратных кавычках (`win_check`, `numbers`, `Like`, `OR`) — слова
# форматов файлов (docs/scenario-format.md, docs/card-format.md): на всех языках они
# остаются как есть.

## Свод правил (rulesets/<id>/ruleset.ron и его статьи).
err-ruleset-no-edition = в своде правил должна быть хотя бы одна редакция; первая из них — редакция по умолчанию
err-ruleset-edition-twice = редакция «{ $id }» указана дважды; дайте каждой редакции свой идентификатор
err-ruleset-unaskable = { $place }: по статье { $article } нельзя задать вопрос при этих правилах ({ $reason }); возможно, ей не подходит какая-то настройка в ruleset.ron (dead_wall, win_check, kong_counts_three, claim_window_seconds)
# $set: название комплекта костей в файле (American, Chinese…).
err-ruleset-stacks = стены по { $stacks ->
    [one] { $stacks } столбику
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
} — это { $tiles ->
    [one] { $tiles } кость
    [few] { $tiles } кости
    [many] { $tiles } костей
   *[other] { $tiles } кости
}, а в комплекте { $set } их { $total }
err-ruleset-dead-wall = мёртвая стена не может состоять из { $dead ->
    [one] { $dead } кости
    [few] { $dead } костей
    [many] { $dead } костей
   *[other] { $dead } кости
}: она должна складываться из целых столбиков (то есть из чётного числа костей) и занимать не больше { $most } из { $total } костей комплекта, чтобы в живой стене осталось всё, что нужно истории каждой статьи
err-ruleset-dora-indicator = индикатор доры (`dora_indicator`) стоит на месте { $place } мёртвой стены, в которой { $dead } { $dead ->
    [one] кость
    [few] кости
   *[other] костей
} (места от 0 до на одно меньше): укажите место внутри неё или дайте мёртвой стене больше костей
err-ruleset-dice = кубиков: { $dice }; в своде правил бросают 1, 2 или 3 кубика
err-ruleset-win-check-american = win_check { $check } не умеет проверять руки американского комплекта (джокеры, цветы в руке): в американском маджонге руки проверяются по карте, `win_check: AmericanCard`
err-ruleset-card-needs-american = win_check AmericanCard требует американского комплекта (`tiles: American`), а не { $set }: используйте Standard или McrFan
err-ruleset-folder = id свода правил — «{ $id }», а его папка — { $folder }/: переименуйте одно из двух, чтобы они совпадали
err-ruleset-article-twice = статья { $article } определена дважды
# $irregularity: название нарушения в файлах (WrongWall, TileExposedInDeal…).
err-ruleset-judged-twice = нарушение { $irregularity } решают сразу две статьи, { $other } и { $article }; на одно нарушение нужна одна статья
err-ruleset-no-cases = в статье { $article } нет ни одного случая
err-ruleset-no-source = статья { $article } не ссылается ни на один источник; у каждой статьи должен быть хотя бы один
err-ruleset-unknown-work = { $article } ссылается на источник «{ $work }», которого нет в списке `works` свода правил: добавьте её туда или исправьте id (есть: { $works })
err-ruleset-unknown-fact = неизвестный факт «{ $fact }» в случае { $case } статьи { $article }; известные факты: { $known }
# $why: одно из сообщений err-fact-….
err-ruleset-fact-value = { $why } (случай { $case } статьи { $article })
err-ruleset-contradiction = случай { $case } статьи { $article } требует, чтобы факт «{ $fact }» был одновременно истинным и ложным, поэтому этот случай никогда не применится
err-ruleset-case-twice = случай { $case } встречается в статье { $article } дважды
err-ruleset-shadowed = до случая { $case } статьи { $article } дело никогда не дойдёт: случай { $earlier } стоит раньше и применяется всякий раз, когда применился бы этот; поставьте более частный случай выше
err-fact-no-value = факт «{ $fact }» не принимает значения в скобках
err-fact-needs-value = факту «{ $fact }» нужно значение в скобках, например { $example }
err-fact-number = факт «{ $fact }» принимает целое число, например { $example }; «{ $value }» — не целое число
err-fact-edition = факт «{ $fact }» указывает редакцию «{ $edition }», которой в своде правил нет; есть редакции: { $editions }

## Тексты свода правил или карты на другом языке (texts.<lang>.ron, practice.<lang>.ron).
err-texts-lang = в этих текстах указан язык «{ $said }», а файл — для языка «{ $lang }»: исправьте `lang` или переименуйте файл в texts.{ $said }.ron
err-texts-article = в своде правил { $ruleset } нет статьи { $article }: исправьте id или удалите тексты этой статьи
err-texts-edition = в своде правил { $ruleset } нет редакции «{ $edition }» (есть: { $editions })
err-texts-work = свод правил { $ruleset } не ссылается на источник «{ $work }» (его источники: { $works })
err-texts-sources = статья { $article } ссылается на { $cited ->
    [one] { $cited } источник
    [few] { $cited } источника
    [many] { $cited } источников
   *[other] { $cited } источника
}, а в её текстах { $given ->
    [one] указано { $given } место
    [few] указано { $given } места
    [many] указано { $given } мест
   *[other] указано { $given } места
}: укажите по одному месту для каждого источника, в порядке статьи
err-card-texts-section = на карте { $card } нет раздела «{ $section }»
err-card-texts-note = ни у одной строки карты { $card } нет примечания «{ $note }»

## Файл карты (docs/card-format.md).
err-card-no-sections = на карте нет ни одного раздела
err-card-section-twice = раздел «{ $section }» встречается дважды
err-card-no-lines = в разделе «{ $section }» нет ни одной строки
# $what: одно из сообщений ниже, об этой строке.
err-card-line = раздел «{ $section }», строка { $line }: { $what }
err-card-value = значение { $value } вне диапазона от { $low } до { $high }
# $why: err-card-naturals, err-card-jokers или err-card-no-reading.
err-card-impossible = руку `{ $hand }` нельзя собрать из одного американского комплекта: { $why }
err-card-naturals = для неё { $needs ->
    [one] нужна { $needs } натуральная кость
    [few] нужны { $needs } натуральные кости
    [many] нужно { $needs } натуральных костей
   *[other] нужно { $needs } натуральной кости
} { $tile } вне групп из трёх и более костей, а в комплекте их { $has }
err-card-jokers = для неё { $needs ->
    [one] нужен { $needs } джокер
    [few] нужны { $needs } джокера
    [many] нужно { $needs } джокеров
   *[other] нужно { $needs } джокера
}, а в комплекте их { $has }
err-card-no-reading = её нельзя прочитать ни одним способом
err-card-or = `OR` ставится только между двумя руками
err-card-no-hand = в строке нет руки
err-card-hand-size = в этой руке { $tiles ->
    [one] { $tiles } кость
    [few] { $tiles } кости
    [many] { $tiles } костей
   *[other] { $tiles } кости
}, а в руке с карты их { $needed }
err-card-bare-colour = `{ $word }` — буква цвета, перед которой нет костей
err-card-no-colour = после `{ $word }` нужна буква цвета (g, r или b — цвет, которым группа напечатана на карте)
err-card-colourless = в `{ $word }` нет костей масти (у цветов, ветров и 0 масти нет), поэтому буква цвета после него не ставится
err-card-symbol = `{ $char }` — не символ карты: используйте 1-9, 0 (белый дракон в роли нуля), F, D, N, E, W, S, а после них букву цвета g, r или b
err-card-group-size = в группе может быть не больше { $most ->
    [one] { $most } кости
    [few] { $most } костей
    [many] { $most } костей
   *[other] { $most } кости
} (секстет), а в этой — { $run }
# $numbers: значение `numbers` этой строки так, как оно записано (Like, Run, OddRun…).
err-card-nothing-varies = numbers: { $numbers }, но ни одно число в этой строке не может меняться (числа в группе с 0, как в записи года, остаются такими, как напечатаны)
# $want: odd или even.
err-card-parity = numbers: { $numbers } требует { $want ->
    [odd] нечётных
   *[even] чётных
} чисел, а здесь напечатано { $printed }
err-card-like = numbers: { $numbers } берёт одно напечатанное число как образец для одинаковых чисел, а в этой строке есть и { $low }, и { $printed }
err-card-run = numbers: { $numbers } требует, чтобы напечатанные числа шли подряд по возрастанию с шагом { $step }, а здесь за { $before } следует { $next }

## Кость, место в стене, стена или сброс в сценарии.
err-tile = `{ $text }` — не кость: ожидаются два символа, например 5d, 1b, 9c, Ew, Rd, Fl, F1, S1 или JK
err-tile-written = `{ $text }` — не кость: запишите кость в кавычках, как в стенах ("5b", "Ew", "JK"), или как Number(Bams, 5)
err-wall-pos = `{ $text }` — не место в стене: ожидаются буква стены (по месту игрока), номер столбика, считая с 1, и t или b (верхний или нижний ярус), например E7t или N12b
# $wall: место игрока (падежи как в других сообщениях); $layer: top или bottom.
err-wall-layer = стена { $wall-gen }, { $layer ->
    [top] верхний
   *[bottom] нижний
} ярус: { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
}, а в стене { $stacks ->
    [one] { $stacks } столбик
    [few] { $stacks } столбика
    [many] { $stacks } столбиков
   *[other] { $stacks } столбика
}
err-pos-empty-set = комбинация без костей
# $text: сброс так, как он записан; $word: непонятое слово.
err-discard-short = `{ $text }`: нужны место игрока и кость; запишите сброс как "S 4c", "S 4c claimed by W" или "S 4c dead" (буква места, кость)
err-discard-seat = `{ $text }`: `{ $word }` — не место игрока; запишите сброс как "S 4c", "S 4c claimed by W" или "S 4c dead" (буква места, кость)
err-discard-tile = `{ $text }`: `{ $word }` — не кость; запишите сброс как "S 4c", "S 4c claimed by W" или "S 4c dead" (буква места, кость)
err-discard-end = `{ $text }`: непонятно, что написано в конце; запишите сброс как "S 4c", "S 4c claimed by W" или "S 4c dead" (буква места, кость)

## Рука, набранная для `mjref mcr fan` (столбцы — номера символов, считая с 1).
err-mcr-empty = рука пуста
err-mcr-char = столбец { $column }: неожиданный символ `{ $char }`; кости записываются цифрами с буквой m, s или p и буквами E S W N C F P
err-mcr-no-suit = столбец { $column }: после цифр нет буквы масти (m, s, p)
err-mcr-honour-number = столбец { $column }: козыри с буквой z записываются цифрами от 1 до 7 (ESWNCFP)
err-mcr-unclosed = столбец { $column }: скобка `[` не закрыта
err-mcr-nested = столбец { $column }: `[` внутри уже открытой скобки
err-mcr-stray-close = столбец { $column }: `]` без парной `[`
err-mcr-meld-size = столбец { $column }: в скобках должно быть 3 или 4 кости, а найдено { $count }
err-mcr-not-a-set = столбец { $column }: эти кости не образуют ни чоу, ни панга, ни конга
# $kind: chow, pung или kong.
err-mcr-source = столбец { $column }: `{ $digit }` после запятой (от кого взята кость) не подходит для { $kind ->
    [chow] чоу
    [pung] панга
   *[kong] конга
}: у чоу и панга это 1–3, у открытого конга 1–3 или 5–7
err-mcr-no-winning-tile = нет выигрышной кости: выигрышная — последняя кость вне скобок
err-mcr-tile-count = вне скобок { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
} { $melds ->
    [0] без комбинаций в скобках
    [one] при { $melds } комбинации в скобках
    [few] при { $melds } комбинациях в скобках
    [many] при { $melds } комбинациях в скобках
   *[other] при { $melds } комбинации в скобках
}; в выигрышной руке их должно быть { $needed }, и последняя из них — выигрышная кость
err-mcr-too-many-melds = в руке может быть не больше 4 комбинаций в скобках, а найдено { $found }
err-mcr-concealed-count = { $melds ->
    [0] без комбинаций в скобках
    [one] при { $melds } комбинации в скобках
    [few] при { $melds } комбинациях в скобках
    [many] при { $melds } комбинациях в скобках
   *[other] при { $melds } комбинации в скобках
} закрытых костей до выигрышной должно быть { $needed }, а найдено { $found }
err-mcr-copies = { $tile } встречается { $count ->
    [one] { $count } раз
    [few] { $count } раза
    [many] { $count } раз
   *[other] { $count } раза
}, а в комплекте таких костей только 4
err-mcr-chow = чоу — это три идущие подряд кости одной масти, и первая из них от 1 до 7: { $tile }
err-mcr-concealed-set = закрытым может быть только конг; закрытые чоу и панг записываются как кости вне скобок
err-mcr-not-playing = { $tile }: не игровая кость (бонусные кости считаются цветами, джокеры не используются)
err-mcr-not-a-win = рука не выигрышная: кости не складываются ни в четыре комбинации и пару, ни в семь пар, ни в тринадцать сирот, ни в руку из вязаных костей

## Рука, набранная для `mjref riichi score` (столбцы — номера символов, считая с 1).
err-riichi-empty = рука пуста
err-riichi-char = столбец { $column }: неожиданный символ `{ $char }`; кости записываются цифрами с буквой m, p, s или z
err-riichi-no-suit = столбец { $column }: после цифр нет буквы масти (m, p, s, z)
err-riichi-honour-number = столбец { $column }: козыри записываются от 1z до 7z (ветры Восток, Юг, Запад, Север, драконы белый, зелёный, красный)
err-riichi-unclosed = столбец { $column }: скобка этой комбинации так и не закрыта
err-riichi-stray-close = столбец { $column }: закрывающая скобка без открывающей
err-riichi-not-a-set = столбец { $column }: эти кости не образуют ни чи, ни пона, ни кана (в закрытом кане в круглых скобках четыре кости)
err-riichi-no-winning-tile = нет выигрышной кости: выигрышная — последняя кость вне скобок
err-riichi-too-many-tiles = закрытых костей больше, чем может быть в руке
err-riichi-too-many-melds = в руке может быть не больше 4 комбинаций в скобках, а найдено { $found }
err-riichi-too-many-copies = { $tile } встречается { $count ->
    [one] { $count } раз
    [few] { $count } раза
    [many] { $count } раз
   *[other] { $count } раза
}, а в комплекте таких костей только 4
err-riichi-bad-run = чи — это три идущие подряд кости одной масти, и первая из них от 1 до 7: { $tile }
err-riichi-red-not-five = красных пятёрок больше, чем пятёрок в руке
err-riichi-riichi-open = риичи объявляют только с закрытой рукой
err-riichi-ippatsu-alone = иппацу бывает только после риичи
err-riichi-wrong-way = { $flag } не сочетается с { $flag ->
    [houtei] цумо
    [chankan] цумо
    [renhou] цумо
   *[other] выигрышем на сбросе (роном)
}
err-riichi-rinshan-no-kan = для риншана в руке должен быть кан
err-riichi-wrong-seat = { $flag } { $flag ->
    [tenhou] бывает только у Востока
   *[other] не бывает у Востока
}
err-riichi-first-turn-call = { $flag } не бывает после заявки
err-riichi-ura-alone = урадора считается только после риичи
err-riichi-indicator = индикатор доры записан не как кость
err-riichi-no-red-fives = красные пятёрки в этих правилах не используются
err-riichi-tile-count = в руке { $found ->
    [one] { $found } кость
    [few] { $found } кости
    [many] { $found } костей
   *[other] { $found } кости
}, а с её комбинациями нужно { $needed }
err-riichi-not-complete = кости не складываются в выигрышную руку: ни в четыре комбинации и пару, ни в семь пар, ни в тринадцать сирот
err-riichi-no-yaku = рука собрана, но в ней нет яку (дора — не яку)

## Рука, набранная для `mjref card check`.
err-hand-not-american = `{ $text }` нет в американском комплекте: все цветы в нём записываются как Fl
err-hand-too-many = { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
} { $tile }, а в американском комплекте их только { $limit }
err-hand-nested = `[` внутри открытой комбинации: завершайте каждую открытую комбинацию скобкой `]`, прежде чем начинать следующую
err-hand-stray-close = скобка `]` стоит там, где нет открытой комбинации
err-hand-unclosed = открытая комбинация не завершена: добавьте `]`
err-hand-empty-exposure = пустая открытая комбинация `[]`
err-hand-mixed = в открытой комбинации [{ $text }] разные кости: открытая комбинация — это одна группа одинаковых костей (джокеры допускаются)
err-hand-too-big = в открытой комбинации [{ $text }] больше 6 костей: самая большая группа — секстет

## Значение, указанное для параметра.
cli-error-number-range = `{ $text }` — не целое число от { $low } до { $high }
cli-error-number-from = `{ $text }` — не целое число от { $low } и выше
cli-error-wind = `{ $text }` — не ветер: используйте E, S, W или N

## Почему система не смогла прочитать или записать файл (после имени файла).
err-io-not-found = такого файла или папки нет
err-io-permission = нет доступа
err-io-folder = это папка, а не файл
err-io-not-folder = часть пути — не папка
err-io-full = диск переполнен
err-io-read-only = файловая система доступна только для чтения
err-io-not-text = это не текст в UTF-8
err-io-not-regular = это не обычный файл: на его месте канал или устройство; укажите путь к файлу
err-io-too-large = он больше { $megabytes } МБ — больше, чем бывает в файле, написанном вручную; проверьте, что путь ведёт к нужному файлу
