# mjref message catalogue, English: studying over weeks, statistics, club quizzes.

## Club quiz

club-new-code = Club quiz code: { $code }
club-new-about = { $ruleset }, { $edition } · { $count ->
    [one] 1 question
   *[other] { $count } questions
} · articles: { $articles }
club-new-join = Members answer it with: mjref club join { $code }
club-new-handout = Printed questions and answer key: mjref club handout { $code } --format html > quiz.html
club-all-articles = all
club-deck-articles = the cases of { $deck }, in order
club-time-limit = { $seconds } seconds a question.
club-no-time-limit = No time limit.
club-pass-mark = Exam: the pass mark is { $pass }%.
club-intro = Club quiz { $code }: { $ruleset }, { $edition }, { $count ->
    [one] 1 question.
   *[other] { $count } questions.
}
club-question-head = ── Question { $n } of { $count } ──
club-too-late = Time is up: { $seconds } seconds were allowed. This answer does not count.
club-time-up = Time is up: { $seconds } seconds were allowed and no answer was given, so the question counts as wrong.
club-score-title = Score card
club-score = { $right } of { $count } right
club-score-name = Name: { $name }
club-score-check = Check: { $check }
club-score-code = Quiz: { $code }
club-exam-passed = Passed (pass mark { $pass }%).
club-exam-failed = Not passed (pass mark { $pass }%).
club-score-read-out = Read out your score and the check; the organiser can verify them with mjref club verify.
club-verify-good = The check { $check } matches { $right } right{ $name ->
    [none] {""}
   *[other] {" "}for { $name }
}.
club-verify-bad = The check { $check } does not match { $right } right{ $name ->
    [none] {""}
   *[other] {" "}for { $name }
}: the score or the check was misread.

## Handout

handout-title = Club quiz
handout-intro = Rules: { $ruleset }, { $edition }. { $count ->
    [one] 1 question.
   *[other] { $count } questions.
}
handout-code = Quiz code: { $code }
handout-question = Question { $n }
handout-key-title = Answer key
handout-key-answer = Question { $n }: { $option }

## Study

study-mode-due = Due reviews
study-mode-new = New cases
study-mode-mistakes = My mistakes
study-mode-cram = Cram
study-mode-due-about = Cases whose review is due today, the most overdue first. The schedule (FSRS) spaces reviews out as you learn them.
study-mode-new-about = Cases you have never been asked, article by article.
study-mode-mistakes-about = Cases you answered wrong; a case leaves the list when you answer it right.
study-mode-cram-about = Every case, ignoring the schedule: mistakes first, then what you saw longest ago. Cram answers do not move the schedule.
study-nothing-left = Nothing left in this mode: { $mode ->
    [due] no review is due.
    [new] every case has been asked.
    [mistakes] no mistake to put right.
   *[other] nothing to ask.
}
study-in-time = { $unit ->
    [minutes] in { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
    [hours] in { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
   *[days] in { $n ->
        [one] 1 day
       *[other] { $n } days
    }
}
study-next-review = none due now; the next review is { study-in-time }
study-come-back = The next review is { study-in-time }.
study-set-aside = The progress file { $from } could not be read ({ $reason }). It was set aside as { $to } and you start afresh.
study-not-saved = Progress is not saved: { $reason }

## Statistics

stats-title = Statistics
stats-none = No answers yet.
stats-total = { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}, { $right } entirely right; score { $accuracy }%, { $seconds } s per answer
stats-score-note = The score gives part marks: an answer with 3 of 4 parts right counts 75%.
stats-rulesets = By ruleset
stats-ruleset = { $ruleset }: { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}, { $right } entirely right; score { $accuracy }%, { $seconds } s per answer
stats-trend = Score day by day, the last { $days } days with answers: { $spark } ({ $first }% on the first, { $last }% on the last)
stats-trend-one-day = Score day by day: answers on one day so far ({ $accuracy }%); the trend shows from the second day.
stats-articles = Articles, weakest first
stats-article = { $ruleset } { $article }: { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}, { $right } entirely right; score { $accuracy }%, { $seconds } s per answer
stats-due = Due now: { $due } · new cases: { $new } · mistakes: { $mistakes }
stats-due-next = Nothing is due now; the next review is { study-in-time }.

## Part-by-part answers

parts-players = Who is affected, and how?
parts-tiles = What happens to the tiles?
parts-payments = What is paid?
parts-amounts = How much? Type the figure for each payment.
parts-next = How does play continue?
parts-no-payment = Nothing is paid.
parts-sum-in-figures = a fixed sum (the figure comes next)
parts-amount-line = { $from } pays { $to }:
parts-amount-wrong = { $from } pays { $to } { $right }, not { $given }.
parts-amount-missing = { $from } pays { $to } { $right }.
parts-score = { $right } of { $count } parts right.
parts-part-right = Right: { $part }
parts-part-wrong = Wrong: { $part } You said: { $chosen } It is: { $correct }
parts-part-other-article = That is part of the ruling of { $id } ({ $title }), another matter.
parts-name-players = who is affected and how.
parts-name-tiles = what happens to the tiles.
parts-name-payments = who pays what.
parts-name-amounts = the figures.
parts-name-next = how play continues.

# The mark between whole and decimal part of a figure (6.5 s).
number-decimal-mark = .
club-verify-line = line { $line }: "{ $text }" is not a score card: write the number right, the check, then the name if one was given
