# mjref message catalogue, English: the full-screen interface.
# Shared messages (question-prompt, summary-line, plain-article, plain-source…) live in
# mjref.ftl and are reused here, not repeated.

## Frame

tui-header = mjref · { $ruleset }
tui-header-short = mjref
tui-header-edition = mjref · { $edition }
tui-header-seed = seed { $seed }
tui-header-score = { $right }/{ $asked } right
tui-scroll-note = { $first }–{ $last } of { $total }
tui-scroll-note-one = { $line } of { $total }
tui-too-small = The terminal is { $width }×{ $height }; mjref needs at least { $min_width }×{ $min_height }. Please enlarge the window.
tui-too-small-keys = Ctrl-C quits.

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
tui-key-type = type
tui-key-scroll = ↑↓ PgUp PgDn

tui-do-move = move
tui-do-choose = choose
tui-do-menu-item = that item of the menu
tui-do-switch = ruleset or menu
tui-do-answer = answer
tui-do-next = next
tui-do-referee-view = referee view
tui-do-learner-view = learner view
tui-do-story = scroll the story
tui-do-fold = whole story
tui-do-review = table and story
tui-do-explanation = the explanation
tui-key-b = b
tui-question-review = b: back to the explanation
tui-do-tiles = tile style
tui-do-scroll = scroll
tui-do-search = search
tui-do-type-search = words to find
tui-do-keep-search = keep the list found
tui-do-clear-search = clear the search
tui-do-end = end the quiz
tui-do-drill = drill this article
tui-do-back = back
tui-do-change = change
tui-do-home = home
tui-do-articles = articles
tui-do-settings = settings
tui-do-quit = quit
tui-do-quit-now = quit at once, from anywhere
tui-do-help = help

tui-help-title = Keys
tui-help-q = back, or quit from the home screen
tui-help-legend = The walls
tui-help-close = Any key closes this help.

tui-legend-served = the wall being served
tui-legend-break = the break
tui-legend-both = a stack of two tiles
tui-legend-bottom = bottom tile only
tui-legend-top = top tile only
tui-legend-empty = taken
tui-legend-face-up = a tile lying face up, named after its wall
tui-legend-dead-wall = dead wall: loose tiles only
tui-legend-dead-wall-dora = dead wall: loose tiles and dora indicators
tui-legend-took = a take: 4 tiles from East's wall

## Home

tui-home-intro = A real table is dealt, something goes wrong, and you give the referee's ruling. mjref checks your answer with its own rules engine and tells you the facts that decide it.
tui-home-rulesets = Ruleset
tui-home-ruleset-about = { $articles } articles · { $edition }
tui-home-start = Start
tui-home-status = Tiles: { $tiles } · View: { $view } · s changes them
tui-menu-practise = Practise every article
tui-menu-practise-about = Questions on every article of the ruleset, at random, until you stop; then a summary.
tui-menu-drill = Drill one article…
tui-menu-drill-about = Browse the articles, read one, and drill it with Enter.
tui-menu-settings = Settings
tui-menu-settings-about = How tiles are drawn, and the learner's or the referee's view of the racks.
tui-menu-quit = Quit
tui-menu-quit-about = Leave mjref.

tui-view-learner = learner
tui-view-referee = referee

## Question

tui-question-counter = Question { $n } of { $count }
tui-question-counter-endless = Question { $n }
tui-question-counter-drill = Drilling { $article } · question { $n }
tui-question-counter-drill-stuck = Drilling { $article } · question { $n } · stuck: { $streak } right in a row
tui-question-choose = 1-{ $max } or ↑↓ Enter
tui-question-failed = This question could not be built
tui-question-failed-next = Press n for the next question.
tui-no-question = The ruleset has no article to ask about.

tui-table-walls = Walls
tui-table-left = left
tui-table-left-of = { $left } left
tui-table-tiles = rack
tui-table-took = took
tui-table-front = in front
tui-racks-title = Racks: every tile (referee view)
tui-play-bonus = bonus
tui-play-shown = hand shown
tui-play-declared = declared
tui-play-dead = dead hand
tui-play-to-play = ▸ to play
tui-play-hand = { $seat }'s hand face up:
tui-play-revealed = { $seat }, face up by mistake:
tui-play-looked-at = The referee looks at { $seat }'s hand:
tui-play-discards = Discards
tui-play-called-tile-left = +{ $tile } left lying
tui-play-named = { $tile } (named { $named })

tui-story-title = What happened
tui-story-folded = f: whole story
tui-story-full = f: fold the deal
tui-explanation-title = Why

## Articles

tui-articles-title = Articles
tui-articles-list = Articles ({ $count })
tui-articles-matching = Articles found: { $shown } of { $count }
tui-articles-none = No article has all of “{ $query }” in its id, title, tags or summary. Backspace to shorten the search, Esc to clear it.
tui-articles-sources = Sources
tui-articles-source = { $work }, { $locator }
tui-articles-cases = Cases, in order: the first that applies decides
tui-case-otherwise = In every other case:
tui-case-always = In every case:

tui-phase-before-play = Before play
tui-phase-deal = Deal
tui-phase-charleston = Charleston
tui-phase-play = Play
tui-phase-settlement = Settlement

## Settings

tui-settings-title = Settings
tui-settings-tiles = Tiles
tui-settings-view = View
tui-settings-language = Language
tui-settings-language-about = Kept for the next start; --lang or MJREF_LANG choose for one start. A club's quiz is the same in every language.
tui-style-ascii = ascii
tui-style-unicode = unicode
tui-style-cjk = cjk
tui-style-mps = mps
tui-settings-view-learner = Racks show how many tiles each player holds and what they took, as at the table.
tui-settings-view-referee = Racks show every player's tiles, as a referee checking the hands would see them.
tui-font-ascii = Letters and digits: 5d is five dots, 1b one bam, 9c nine craks, Ew East, Rd the red dragon, JK a joker. Any font shows them.
tui-font-unicode = The tiles of Unicode's mahjong block. They need a font that has it, such as Noto Sans Symbols 2, Segoe UI Symbol or Symbola; the red dragon comes from an emoji font and is drawn wider, and the white dragon is an empty frame, as on the tile. Where a tile shows as a box or a question mark, choose ascii.
tui-font-cjk = Chinese characters as players write tiles: 5萬 craks, 5索 bams, 5筒 dots, 東 南 西 北, 中 發 白, 花 a flower, 百 a joker. They need a font with Chinese characters, such as Noto Sans CJK, Source Han Sans, Microsoft YaHei or PingFang.
tui-font-mps = Letters and digits as riichi players write tiles: 5m is five characters, 5p five dots (pin), 5s five bamboos (sou); Ew East, Rd the red dragon. Any font shows them.
tui-settings-note = Also on a question: v switches the view, t the tile style.

## Summary

tui-summary-title = Summary
tui-summary-rule = How it went
tui-summary-line = { $right } right out of { $asked } asked.
tui-summary-score = { $right } of { $asked }
tui-summary-none = No question was answered.
tui-summary-again-deck = The same cases again: give the same --deck to mjref quiz.
tui-summary-again = The same questions again: { $command }
tui-summary-again-club = The same quiz again: { $command }
tui-summary-again-club-deck = The same quiz again: mjref club join with the same code and --deck.

## Study, statistics, club quiz

tui-menu-study = Study with spaced repetition…
tui-menu-study-about = Due reviews, new articles, your mistakes, or cram before club night. Your progress is saved.
tui-menu-stats = Statistics
tui-menu-stats-about = Accuracy per ruleset and article, the trend, time per answer; the weakest articles first.
tui-study-title = Study
tui-study-waiting = { $n } waiting
tui-study-new-waiting = { $n ->
    [one] 1 case
   *[other] { $n } cases
} waiting, in { $articles ->
    [one] 1 article
   *[other] { $articles } articles
}
tui-study-none-scheduled = none yet: answered cases come back here when their review is due
tui-study-answers = Answers
tui-study-by-parts = build the ruling part by part (Tab: multiple choice)
tui-study-by-choice = multiple choice, the quick mode (Tab: part by part)
tui-key-digits-study = 1-4
tui-do-study = start
tui-do-answer-style = part by part or choice
tui-stats-col-article = Article
tui-stats-col-title = Title
tui-stats-col-score = Score
tui-stats-col-answers = Answers
tui-stats-col-time = Per answer
tui-stats-seconds = { $seconds } s
tui-stats-none-hint = Answer a few questions (Practise or Study) and come back.
tui-do-drill-weakest = drill it
tui-parts-step = part { $n } of { $count }
tui-key-digits-parts = 1-5
tui-key-figures = 0-9 ⌫
tui-key-back-part = ← ⌫
tui-do-type = type the figure
tui-do-next-figure = next figure
tui-do-part-back = change the last part
tui-header-club = club quiz { $code }
tui-header-timer = ⏱ { $seconds } s
tui-presenter-of = of { $count }
tui-presenter-seconds = seconds left
tui-presenter-end = End of the quiz
tui-presenter-end-about = { $count ->
    [one] That was the only question.
   *[other] That was the last of { $count } questions.
} Members who answered in the trainer read out the score and check value on their score card.
    To check a score read out: mjref club verify { $code } SCORE CHECK --name NAME
    The answer key, with the reasons and sources: mjref club handout { $code }
tui-do-last-question = back to the last question
tui-key-enter-esc = Enter Esc
tui-do-end-presenting = leave the presenter
tui-do-reveal = reveal the answer
tui-do-previous-next = previous or next question
tui-summary-again-study = Study on from the command line: { $command }
tui-settings-not-kept = The settings could not be kept in { $file } ({ $reason }); they last until mjref ends.
tui-settings-unread = The settings kept from last time do not read ({ $reason }). mjref starts with the defaults; when a setting changes, that file is kept beside the new one with ".unread" added to its name.

# A share in the statistics table (the language's own spacing before %).
tui-stats-percent = { $n }%
