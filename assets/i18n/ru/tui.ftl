# Каталог сообщений mjref, русский: полноэкранный интерфейс.
# Общие сообщения (question-prompt, summary-line, plain-article, plain-source…) лежат в
# mjref.ftl и используются здесь повторно, без дублирования.

## Frame

tui-header = mjref · { $ruleset }
tui-header-short = mjref
tui-header-edition = mjref · { $edition }
tui-header-seed = seed { $seed }
tui-header-score = верно { $right }/{ $asked }
tui-scroll-note = { $first }–{ $last } из { $total }
tui-scroll-note-one = { $line } из { $total }
tui-too-small = Размер терминала { $width }×{ $height }; mjref нужно не меньше { $min_width }×{ $min_height }. Увеличьте окно.
tui-too-small-keys = Ctrl-C — выход.

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
tui-key-type = ввод
tui-key-scroll = ↑↓ PgUp PgDn

tui-do-move = перейти
tui-do-choose = выбрать
tui-do-menu-item = этот пункт меню
tui-do-switch = правила или меню
tui-do-answer = ответить
tui-do-next = дальше
tui-do-referee-view = вид судьи
tui-do-learner-view = вид игрока
tui-do-story = листать историю
tui-do-fold = вся история
tui-do-review = стол и история
tui-do-explanation = объяснение
tui-key-b = b
tui-question-review = b: назад к объяснению
tui-do-tiles = стиль костей
tui-do-scroll = прокрутка
tui-do-search = поиск
tui-do-type-search = слова для поиска
tui-do-keep-search = оставить найденное
tui-do-clear-search = очистить поиск
tui-do-end = конец викторины
tui-do-drill = отработать эту статью
tui-do-back = назад
tui-do-change = изменить
tui-do-home = на главную
tui-do-articles = статьи
tui-do-settings = настройки
tui-do-quit = выход
tui-do-quit-now = выйти сразу, откуда угодно
tui-do-help = справка

tui-help-title = Клавиши
tui-help-q = назад или выход с главного экрана
tui-help-legend = Стены
tui-help-close = Любая клавиша закрывает справку.

tui-legend-served = текущая стена
tui-legend-break = пролом
tui-legend-both = столбик из двух костей
tui-legend-bottom = только нижняя кость
tui-legend-top = только верхняя кость
tui-legend-empty = взято
tui-legend-face-up = кость лицом вверх (название — справа)
tui-legend-dead-wall = мёртвая стена: только замещающие кости
tui-legend-dead-wall-dora = мёртвая стена: замещающие кости и индикаторы доры
tui-legend-took = взятие: 4 кости из стены Востока

## Home

tui-home-intro = На настоящем столе раздают кости, что-то идёт не так, и вы выносите решение как судья. mjref проверяет ваш ответ своим движком правил и называет факты, от которых зависит решение.
tui-home-rulesets = Правила
tui-home-ruleset-about = { $articles ->
    [one] { $articles } статья
    [few] { $articles } статьи
    [many] { $articles } статей
   *[other] { $articles } статьи
} · { $edition }
tui-home-start = Начать
tui-home-status = Кости: { $tiles } · Вид: { $view } · s — изменить
tui-menu-practise = Тренироваться по всем статьям
tui-menu-practise-about = Вопросы по всем статьям свода правил в случайном порядке, пока вы не остановитесь; затем итог.
tui-menu-drill = Отработать одну статью…
tui-menu-drill-about = Просмотрите статьи, прочитайте нужную и отработайте её клавишей Enter.
tui-menu-settings = Настройки
tui-menu-settings-about = Как рисуются кости и что видно на подставках: вид игрока или вид судьи.
tui-menu-quit = Выход
tui-menu-quit-about = Выйти из mjref.

tui-view-learner = игрок
tui-view-referee = судья

## Question

tui-question-counter = Вопрос { $n } из { $count }
tui-question-counter-endless = Вопрос { $n }
tui-question-counter-drill = Отработка { $article } · вопрос { $n }
tui-question-counter-drill-stuck = Отработка { $article } · вопрос { $n } · усвоено: { $streak } верно подряд
tui-question-choose = 1-{ $max } или ↑↓ Enter
tui-question-failed = Этот вопрос не удалось составить
tui-question-failed-next = Нажмите n, чтобы перейти к следующему вопросу.
tui-no-question = В своде правил нет статей, по которым можно задать вопрос.

tui-table-walls = Стены
tui-table-left = ост.
tui-table-left-of = осталось { $left }
tui-table-tiles = рука
tui-table-took = взял
tui-table-front = на столе
tui-racks-title = Подставки: все кости (вид судьи)
tui-play-bonus = бонус
tui-play-shown = рука открыта
tui-play-declared = маджонг
tui-play-dead = мёртвая рука
tui-play-to-play = ▸ ходит
tui-play-hand = Рука { $seat-gen } лицом вверх:
tui-play-revealed = { $seat }, по ошибке лицом вверх:
tui-play-looked-at = Судья смотрит руку { $seat-gen }:
tui-play-discards = Сбросы
tui-play-called-tile-left = +{ $tile } лежит
tui-play-named = { $tile } (названа { $named })

tui-story-title = Что произошло
tui-story-folded = f: вся история
tui-story-full = f: свернуть раздачу
tui-explanation-title = Почему

## Articles

tui-articles-title = Статьи
tui-articles-list = Статьи ({ $count })
tui-articles-matching = Найдено статей: { $shown } из { $count }
tui-articles-none = Ни в одной статье нет всех слов «{ $query }» в id, названии, метках или описании. Backspace укорачивает поиск, Esc очищает его.
tui-articles-sources = Источники
tui-articles-source = { $work }, { $locator }
tui-articles-cases = Случаи по порядку: решает первый подходящий
tui-case-otherwise = Во всех остальных случаях:
tui-case-always = В любом случае:

tui-phase-before-play = До игры
tui-phase-deal = Раздача
tui-phase-charleston = Чарльстон
tui-phase-play = Игра
tui-phase-settlement = Расчёт

## Settings

tui-settings-title = Настройки
tui-settings-tiles = Кости
tui-settings-view = Вид
tui-settings-language = Язык
tui-settings-language-about = Запоминается для следующих запусков; --lang или MJREF_LANG выбирают язык на один запуск. Клубная викторина одинакова на всех языках.
tui-style-ascii = ascii
tui-style-unicode = unicode
tui-style-cjk = cjk
tui-style-mps = mps
tui-settings-view-learner = Подставки показывают, сколько костей у каждого игрока и что он взял, как за столом.
tui-settings-view-referee = Подставки показывают кости всех игроков так, как их видит судья, проверяющий руки.
tui-font-ascii = Буквы и цифры: 5d — пять точек, 1b — один бамбук, 9c — девять символов, Ew — Восток, Rd — красный дракон, JK — джокер. Их покажет любой шрифт.
tui-font-unicode = Кости из блока Unicode для маджонга. Нужен шрифт, в котором он есть, например Noto Sans Symbols 2, Segoe UI Symbol или Symbola; красный дракон берётся из шрифта эмодзи и выходит шире, а белый дракон — пустая рамка, как на кости. Если вместо кости виден квадратик или вопросительный знак, выберите ascii.
tui-font-cjk = Иероглифы, которыми игроки записывают кости: 5萬 символы, 5索 бамбуки, 5筒 точки, 東 南 西 北, 中 發 白, 花 цветок, 百 джокер. Нужен шрифт с китайскими иероглифами, например Noto Sans CJK, Source Han Sans, Microsoft YaHei или PingFang.
tui-font-mps = Буквы и цифры, как кости записывают игроки в риичи: 5m — пять символов, 5p — пять точек (пин), 5s — пять бамбуков (соу); Ew — Восток, Rd — красный дракон. Их покажет любой шрифт.
tui-settings-note = Также во время вопроса: v переключает вид, t — стиль костей.

## Summary

tui-summary-title = Итог
tui-summary-rule = Как прошло
tui-summary-line = Верно { $right } из { $asked }.
tui-summary-score = { $right } из { $asked }
tui-summary-none = Вы не ответили ни на один вопрос.
tui-summary-again-deck = Те же случаи ещё раз: передайте mjref quiz тот же --deck.
tui-summary-again = Те же вопросы ещё раз: { $command }
tui-summary-again-club = Та же викторина ещё раз: { $command }
tui-summary-again-club-deck = Та же викторина ещё раз: mjref club join с тем же кодом и --deck.

## Study, statistics, club quiz

tui-menu-study = Учиться с интервальным повторением…
tui-menu-study-about = Повторения по сроку, новые статьи, ваши ошибки или зубрёжка перед клубным вечером. Прогресс сохраняется.
tui-menu-stats = Статистика
tui-menu-stats-about = Точность по сводам правил и статьям, динамика, время на ответ; сначала самые слабые статьи.
tui-study-title = Учёба
tui-study-waiting = в очереди: { $n }
tui-study-new-waiting = { $n ->
    [one] { $n } случай ждёт
    [few] { $n } случая ждут
    [many] { $n } случаев ждут
   *[other] { $n } случая ждут
} в { $articles ->
    [one] { $articles } статье
    [few] { $articles } статьях
    [many] { $articles } статьях
   *[other] { $articles } статьи
}
tui-study-none-scheduled = пока нет: случаи, на которые вы ответили, вернутся сюда, когда подойдёт срок повторения
tui-study-answers = Ответы
tui-study-by-parts = собрать решение по частям (Tab: выбор варианта)
tui-study-by-choice = выбор варианта, быстрый режим (Tab: по частям)
tui-key-digits-study = 1-4
tui-do-study = начать
tui-do-answer-style = по частям или выбор
tui-stats-col-article = Статья
tui-stats-col-title = Тема
tui-stats-col-score = Счёт
tui-stats-col-answers = Ответы
tui-stats-col-time = На ответ
tui-stats-seconds = { $seconds } с
tui-stats-none-hint = Ответьте на несколько вопросов («Тренироваться» или «Учиться») и возвращайтесь.
tui-do-drill-weakest = отработать
tui-parts-step = часть { $n } из { $count }
tui-key-digits-parts = 1-5
tui-key-figures = 0-9 ⌫
tui-key-back-part = ← ⌫
tui-do-type = ввести число
tui-do-next-figure = следующее число
tui-do-part-back = изменить последнюю часть
tui-header-club = клубная викторина { $code }
tui-header-timer = ⏱ { $seconds } с
tui-presenter-of = из { $count }
tui-presenter-seconds = осталось секунд
tui-presenter-end = Конец викторины
tui-presenter-end-about = { $count ->
    [1] Это был единственный вопрос.
    [one] Это был последний из { $count } вопроса.
    [few] Это был последний из { $count } вопросов.
    [many] Это был последний из { $count } вопросов.
   *[other] Это был последний из { $count } вопроса.
} Участники, отвечавшие в тренажёре, зачитывают результат и контрольный код со своей карточки.
    Проверить зачитанный результат: mjref club verify { $code } СЧЁТ ПРОВЕРКА --name ИМЯ
    Ключ ответов с обоснованиями и источниками: mjref club handout { $code }
tui-do-last-question = назад к последнему вопросу
tui-key-enter-esc = Enter Esc
tui-do-end-presenting = выйти из режима ведущего
tui-do-reveal = показать ответ
tui-do-previous-next = предыдущий или следующий вопрос
tui-summary-again-study = Продолжить учёбу из командной строки: { $command }
tui-settings-not-kept = Не удалось сохранить настройки в { $file } ({ $reason }); они действуют до выхода из mjref.
tui-settings-unread = Сохранённые в прошлый раз настройки не читаются ({ $reason }). mjref начинает с настроек по умолчанию; когда какая-нибудь настройка изменится, тот файл останется рядом с новым, с «.unread» в конце имени.

# A share in the statistics table (the language's own spacing before %).
tui-stats-percent = { $n } %
