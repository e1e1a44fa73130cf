# Каталог сообщений mjref, русский: учёба на недели вперёд, статистика, клубные викторины.

## Club quiz

club-new-code = Код клубной викторины: { $code }
club-new-about = { $ruleset } · { $edition } · { $count ->
    [one] { $count } вопрос
    [few] { $count } вопроса
    [many] { $count } вопросов
   *[other] { $count } вопроса
} · статьи: { $articles }
club-new-join = Участники отвечают командой: mjref club join { $code }
club-new-handout = Вопросы для печати и ключ ответов: mjref club handout { $code } --format html > quiz.html
club-all-articles = все
club-deck-articles = случаи колоды { $deck } по порядку
club-time-limit = { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
} на вопрос.
club-no-time-limit = Без ограничения времени.
club-pass-mark = Экзамен: проходной балл { $pass }%.
club-intro = Клубная викторина { $code }. Правила: { $ruleset }. Редакция: { $edition }. { $count ->
    [one] { $count } вопрос.
    [few] { $count } вопроса.
    [many] { $count } вопросов.
   *[other] { $count } вопроса.
}
club-question-head = ── Вопрос { $n } из { $count } ──
club-too-late = Время вышло: на ответ { $seconds ->
    [one] давалась { $seconds } секунда
    [few] давались { $seconds } секунды
    [many] давалось { $seconds } секунд
   *[other] давалось { $seconds } секунды
}. Этот ответ не засчитывается.
club-time-up = Время вышло: на ответ { $seconds ->
    [one] давалась { $seconds } секунда
    [few] давались { $seconds } секунды
    [many] давалось { $seconds } секунд
   *[other] давалось { $seconds } секунды
}, а ответа не было, поэтому вопрос засчитан как неверный.
club-score-title = Карточка результата
club-score = Верно { $right } из { $count }
club-score-name = Имя: { $name }
club-score-check = Контрольный код: { $check }
club-score-code = Викторина: { $code }
club-exam-passed = Сдано (проходной балл { $pass }%).
club-exam-failed = Не сдано (проходной балл { $pass }%).
club-score-read-out = Зачитайте результат и контрольный код; организатор может проверить их командой mjref club verify.
club-verify-good = Контрольный код { $check } соответствует результату «верно { $right }»{ $name ->
    [none] {""}
   *[other] {" "}(участник: { $name })
}.
club-verify-bad = Контрольный код { $check } не соответствует результату «верно { $right }»{ $name ->
    [none] {""}
   *[other] {" "}(участник: { $name })
}: результат или код прочитан неверно.

## Handout

handout-title = Клубная викторина
handout-intro = Правила: { $ruleset }. Редакция: { $edition }. { $count ->
    [one] { $count } вопрос.
    [few] { $count } вопроса.
    [many] { $count } вопросов.
   *[other] { $count } вопроса.
}
handout-code = Код викторины: { $code }
handout-question = Вопрос { $n }
handout-key-title = Ключ ответов
handout-key-answer = Вопрос { $n }: { $option }

## Study

study-mode-due = К повторению
study-mode-new = Новые случаи
study-mode-mistakes = Мои ошибки
study-mode-cram = Зубрёжка
study-mode-due-about = Случаи, срок повторения которых наступил сегодня, сначала самые просроченные. Расписание (FSRS) раздвигает повторения по мере того, как вы усваиваете материал.
study-mode-new-about = Случаи, о которых вас ещё не спрашивали, статья за статьёй.
study-mode-mistakes-about = Случаи, на которые вы ответили неверно; случай уходит из списка, когда вы ответите на него верно.
study-mode-cram-about = Все случаи без учёта расписания: сначала ошибки, потом то, что вы видели давнее всего. Ответы в зубрёжке расписание не сдвигают.
study-nothing-left = В этом режиме ничего не осталось: { $mode ->
    [due] повторений по сроку нет.
    [new] все случаи уже заданы.
    [mistakes] исправлять нечего.
   *[other] спрашивать нечего.
}
study-in-time = { $unit ->
    [minutes] через { $n ->
        [one] { $n } минуту
        [few] { $n } минуты
        [many] { $n } минут
       *[other] { $n } минуты
    }
    [hours] через { $n ->
        [one] { $n } час
        [few] { $n } часа
        [many] { $n } часов
       *[other] { $n } часа
    }
   *[days] через { $n ->
        [one] { $n } день
        [few] { $n } дня
        [many] { $n } дней
       *[other] { $n } дня
    }
}
study-next-review = сейчас повторять нечего; следующее повторение { study-in-time }
study-come-back = Следующее повторение { study-in-time }.
study-set-aside = Не удалось прочитать файл прогресса { $from } ({ $reason }). Он отложен под именем { $to }, и вы начинаете заново.
study-not-saved = Прогресс не сохраняется: { $reason }

## Statistics

stats-title = Статистика
stats-none = Ответов пока нет.
stats-total = { $answers ->
    [one] { $answers } ответ
    [few] { $answers } ответа
    [many] { $answers } ответов
   *[other] { $answers } ответа
}, полностью верно: { $right }; результат { $accuracy }%, { $seconds } с на ответ
stats-score-note = Результат учитывает части: ответ, где верны 3 части из 4, засчитывается на 75%.
stats-rulesets = По сводам правил
stats-ruleset = { $ruleset }: { $answers ->
    [one] { $answers } ответ
    [few] { $answers } ответа
    [many] { $answers } ответов
   *[other] { $answers } ответа
}, полностью верно: { $right }; результат { $accuracy }%, { $seconds } с на ответ
stats-trend = Результат по дням за { $days ->
    [one] последний { $days } день
    [few] последние { $days } дня
    [many] последние { $days } дней
   *[other] последние { $days } дня
} с ответами: { $spark } ({ $first }% в первый, { $last }% в последний)
stats-trend-one-day = Результат по дням: пока есть ответы только за один день ({ $accuracy }%); динамика появится со второго дня.
stats-articles = Статьи, сначала самые слабые
stats-article = { $ruleset } { $article }: { $answers ->
    [one] { $answers } ответ
    [few] { $answers } ответа
    [many] { $answers } ответов
   *[other] { $answers } ответа
}, полностью верно: { $right }; результат { $accuracy }%, { $seconds } с на ответ
stats-due = К повторению сейчас: { $due } · новых случаев: { $new } · ошибок: { $mistakes }
stats-due-next = Сейчас повторять нечего; следующее повторение { study-in-time }.

## Part-by-part answers

parts-players = Кого это касается и как?
parts-tiles = Что происходит с костями?
parts-payments = Какие выплаты?
parts-amounts = Сколько? Введите число для каждой выплаты.
parts-next = Как продолжается игра?
parts-no-payment = Никто ничего не платит.
parts-sum-in-figures = фиксированная сумма (число — на следующем шаге)
parts-amount-line = { $from } платит { $to-dat }:
parts-amount-wrong = { $from } платит { $to-dat } { $right }, а не { $given }.
parts-amount-missing = { $from } платит { $to-dat } { $right }.
parts-score = Верных частей: { $right } из { $count }.
parts-part-right = Верно: { $part }
parts-part-wrong = Неверно: { $part } Ваш ответ: { $chosen } Правильно: { $correct }
parts-part-other-article = Это часть решения статьи { $id } ({ $title }), по другому делу.
parts-name-players = кого это касается и как.
parts-name-tiles = что происходит с костями.
parts-name-payments = кто что платит.
parts-name-amounts = числа.
parts-name-next = как продолжается игра.

# The mark between whole and decimal part of a figure (6,5 s).
number-decimal-mark = ,
club-verify-line = строка { $line }: «{ $text }» — не карточка со счётом: напишите число верных ответов, контрольное значение, затем имя, если оно было
