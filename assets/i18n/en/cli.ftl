# The command line's own output: article listings, judge, deck check, card check and
# mcr fan. (The help texts of the commands follow, under "Help".)

## mjref articles
articles-head = { $ruleset } ({ $count ->
    [one] 1 article
   *[other] { $count } articles
})
articles-phase-tags = Phase: { $phase }   Tags: { $tags }
articles-sources = Sources:
articles-cases = Cases, in order (the first that applies decides):
articles-otherwise = otherwise
articles-always = in every case
articles-facts = Facts an article's cases may use (Is("name") or Not("name")):
articles-facts-valued = Facts that take a value in brackets (Is("late_over(30)")):

## mjref judge
judge-matter = Matter { $n } of { $count }:
judge-no-irregularity = No irregularity: the rules allow everything in this log; there is nothing to rule on.
judge-acts-looked-at = Acts looked at: { $acts }.
act-Deal = the deal
act-Charleston = the Charleston
act-Draw = drawing from the wall
act-Discard = discarding
act-Claim = calling a discard
act-Exposure = exposing
act-Exchange = joker exchanges
act-Win = declaring a win
act-Conduct = conduct at the table
judge-irregular = Irregularity: { $what } (event { $event })
judge-lawful = No irregularity: { $what } (event { $event })
judge-fallback = Article: none covers this; the ruleset's fallback rules it
judge-article = Article: { $id }  { $title }
judge-case = Case: { $case }
judge-ruling = Ruling:
judge-facts = Facts the article asks about:
judge-fact-holds = holds
judge-fact-fails = does not hold

## mjref deck check
deck-unreadable = could not be read
deck-unjudged = { $case }: could not be judged
deck-unknown-id = no { $field } has the id "{ $id }" (a slip?); nearest: { $close }
deck-no-expectation = no ruling expected in the file
deck-as-expected = as expected
deck-not-as-expected = NOT as expected: { $differences }
deck-difference = { $field } { $found } (expected { $expected })
deck-tally = { $right } as expected, { $wrong } not as expected, { $none } with no expectation, { $failed } could not be read or judged.
deck-need-a-look = { $path }: { $count ->
    [one] 1 of the deck's cases needs
   *[other] { $count } of the deck's cases need
} a look (above)

## mjref card
card-bad-hand = bad hand: { $error }
card-tile-count = it has { $count } tiles; a hand has 13 between turns, 14 to declare mah jongg
card-joker-alone = note: { $group } cannot be a group: jokers never stand in a single or a pair
card-completes = completes { $count ->
    [one] 1 hand
   *[other] { $count } hands
} on { $card }:
card-jokerless = jokerless (the bonus doubles the payment)
card-no-jokers-possible = no jokers possible (no jokerless bonus)
card-with-jokers = with jokers
card-completes-none = completes no hand on { $card }.
card-thirteen = has 13 tiles: it completes no hand until it picks a 14th.
card-exposures-fit-none = Its exposures fit no hand on the card: no hand can be completed.
card-nearest = Nearest hands (tiles still to exchange):
card-label = { $section }, line { $line }
card-label-side = { $section }, line { $line }, { $side ->
    [1] first
    [2] second
    [3] third
   *[other] fourth
} hand
card-show-head = { $card } ({ $lines ->
    [one] 1 line
   *[other] { $lines } lines
}, lowest value { $lowest })

## mjref mcr fan
mcr-unused-option = `mcr fan` does not use { $option }: it counts the fan of an MCR hand by the Chinese Official table alone (its own options are in `mjref mcr fan --help`)
mcr-meets-minimum = meets the 8-fan minimum
mcr-under-minimum = under the 8-fan minimum: a false win
mcr-total = { $flowers ->
    [0] Total: { $total } fan, { $verdict }
   *[other] Total: { $total } fan ({ $without } + { $flowers } flowers), { $verdict }
}
mcr-times = ×{ $n } ({ $value } each)
mcr-another-reading = or, read another way:

## mjref riichi score
riichi-unused-option = `riichi score` does not use { $option }: it scores a riichi hand by the edition's switches alone (its own options are in `mjref riichi score --help`)
riichi-unknown-edition = The riichi ruleset has no edition { $edition }: give one of { $known }.
riichi-bad-indicator = `{ $text }` is not a list of tiles: write dora indicators as tiles, such as 3p7z
riichi-no-win = No win: { $why }
riichi-han-fu = { $han } han { $fu } fu
riichi-yakuman = { $n ->
    [one] Yakuman
   *[other] { $n } × yakuman
}
riichi-limit-mangan = mangan
riichi-limit-haneman = haneman
riichi-limit-baiman = baiman
riichi-limit-sanbaiman = sanbaiman
riichi-limit-kazoe = counted yakuman (13 han or more)
riichi-pays-ron = Pays { $points } from the discarder (counters included)
riichi-pays-dealer-tsumo = Pays { $each } from each player (counters included)
riichi-pays-tsumo = Pays { $dealer } from the dealer and { $others } from each other player (counters included)

## Help: every command and option, as `mjref --help` and `mjref COMMAND --help` show
## them. Ids follow the command: help-mjref-club-join is `mjref club join`, its option
## --name is help-mjref-club-join--name, and a value an option takes has its own id
## after it (help-mjref--tiles--ascii). Global options are the root's.
help-heading-usage = Usage:
help-heading-commands = Commands:
help-heading-arguments = Arguments:
help-heading-options = Options:
help-default = [default: { $value }]
help-possible-values = [possible values: { $values }]
help-flag-help = Print help (-h a summary, --help all of it)
help-flag-version = Print the version
help-subcommand-help = Print this help, or the help of the command named
help-mjref = A terminal trainer for mahjong rulings
help-mjref-long-about =
    mjref trains mahjong rulings: it deals a real simulated table, lets something go wrong (a tile turned up during the deal, a wrong count, a pick from the wrong wall…), asks you for the ruling and checks your answer with its own rules engine.

    Run without a command to open the trainer in the terminal.
help-mjref-after-help =
    Examples:
      mjref                                   open the trainer
      mjref quiz --plain --count 5            five questions on plain stdin/stdout
      mjref quiz --plain --article AM-DEAL-02 --seed 7
      mjref articles show AM-DEAL-04          read one article and its sources
      mjref scenario --article AM-DEAL-06 --seed 3 > case.ron
      mjref scenario --article AM-JK-01 --seed 3 --as position > case.ron
                                              the table just before the matter, no deal
      mjref judge case.ron --format json      the engine's ruling on a scenario file
      mjref deck check my-cases/              your club's own cases, each against its expected ruling
      mjref quiz --deck my-cases/             ask them as questions
      mjref study --mode due                  today's reviews, spaced out as you learn
      mjref stats                             your accuracy, article by article
      mjref club new --ruleset millington --count 10 --time 60
                                              a code for the same quiz on every machine
      mjref club join 0C8Z-…                  answer the club's quiz
      mjref club new --deck my-cases/         a club quiz of your own cases

    Exit codes: 0 success, 1 unexpected failure, 2 bad input (file, id or option).
help-mjref--ruleset = Ruleset to use [default: american]. `judge` takes it from the scenario file, and `scenario`, `quiz --article` and `articles show` from the article id; given, it overrides them
help-mjref--rules_dir = Load rulesets from DIR/<id>/ruleset.ron and articles.ron instead of the built-in ones (for house rules)
help-mjref--card = An American card you transcribed from yours (RON, see docs/card-format.md), used instead of the built-in practice card to check hands, exposures and payments
help-mjref--tiles = How tiles are drawn: two characters (ascii), the Unicode mahjong block, or Chinese characters. Left out: the trainer draws them as chosen in its settings last time, plain text as two characters
help-mjref--tiles--ascii = Two characters a tile: 5d, 1b, 9c, Ew, Rd, Fl, JK
help-mjref--tiles--unicode = The Mahjong Tiles block of Unicode (U+1F000)
help-mjref--tiles--cjk = Chinese characters as players write tiles: 5萬 5索 5筒, 東 南 中 發 白
help-mjref--tiles--mps = Two characters a tile, the suits as riichi players write them: 5m, 5p, 5s, Ew, Rd
help-mjref--lang = The language shown: en, cs, pl or ru. Left out: MJREF_LANG, else the language chosen in the trainer's settings, else the locale (LC_ALL, LC_MESSAGES, LANG), else English
help-mjref--width = Wrap plain output at this many columns, between words, never inside one (0: one line per item, for programs). Left out: the terminal's width, or 80 where output goes to a file or a pipe
help-mjref--profile = The learner whose progress is read and saved (several can share a machine)
help-mjref--data_dir = Keep progress in DIR instead of the platform's data directory (also MJREF_DATA_DIR)
help-mjref-quiz = Answer questions; with --plain, on stdin/stdout without the full-screen interface
help-mjref-quiz--plain = Plain text questions on stdout, answers (one number per line) on stdin
help-mjref-quiz--article = Drill one article instead of practising all of them
help-mjref-quiz--question = One question again: the code the trainer shows after an answer (or in the header of a plain question), with the --ruleset it was made with
help-mjref-quiz--seed = Seed of the quiz; the same seed gives the same questions. Random if omitted
help-mjref-quiz--count = Number of questions (1 or more)
help-mjref-quiz--referee_view = Show every rack's tiles (the referee's view) instead of counts only
help-mjref-quiz--no_save = With --plain: keep no progress (answers are saved to the profile otherwise)
help-mjref-quiz--deck = Ask a club's own cases: a folder of scenario files (*.ron), or one file holding one case or a list of them (see docs/scenario-format.md). The ruleset is the cases' own unless --ruleset is given
help-mjref-quiz--shuffle = With --deck: ask the cases in an order of the seed's instead of as listed
help-mjref-quiz--edition = Judge every question under this edition of the ruleset (e.g. ema2016 or wrc2015 for riichi; an id the ruleset lacks is answered with those it has); each question's own otherwise
help-mjref-scenario = Print a generated situation as a scenario file (RON)
help-mjref-scenario--article = Article to generate a situation for, such as AM-DEAL-02
help-mjref-scenario--seed = Seed; the same seed gives the same situation on every machine
help-mjref-scenario--form = How to write it: `full` plays from the walls as built; `position` states the table just before the first matter and the events from there
help-mjref-scenario--form--full = The walls as built and every event from the deal on
help-mjref-scenario--form--position = The table just before the first matter, and the events from there
help-mjref-judge = Read a scenario file and print the ruling the engine finds
help-mjref-judge--file = Scenario file (RON), generated by `mjref scenario` or written by hand
help-mjref-judge--format = How to print the ruling: text to read, or json (one object per matter) for a program
help-mjref-articles = List the articles of the ruleset, or show one
help-mjref-articles-show = Print one article: summary, sources and cases
help-mjref-articles-show--id = The article, such as AM-DEAL-04 (any case)
help-mjref-facts = List the facts articles may use in their cases (for ruleset authors)
help-mjref-mcr = Chinese Official (MCR) tools, such as the fan calculator
help-mjref-mcr-fan = Count the fan of a winning hand (or of one hand per line with --batch)
help-mjref-mcr-fan-after-help =
    Hand notation: digits then the suit, m characters, s bamboo, p circles (123m 55p);
    honours E S W N and dragons C F P (red, green, white); melds in brackets with the source
    after a comma ([123p,1] chow, [999s,3] pung, [8888p,1] melded kong, [SSSS] concealed kong).
    The last loose tile is the winning tile.

    Examples:
      mjref mcr fan "[123p,1]456p789p1sEEE1s"
      mjref mcr fan 1112345678999m5m --self-drawn --flowers 2
      mjref mcr fan --batch < hands.txt

    With --batch every input line is a hand and optional keys, such as
      { "[" }SSSS]123m456p789p1s1s self_drawn=1 last_tile=0 kong=0 wall_last=0 prevalent=E seat=S flowers=2
    and every output line is the total, a tab, then the fan as `name value` or
    `name valuexcount`, separated by commas (with --ties, other readings reaching the same
    total follow after ` | `); or `error: …` for a line that does not parse or is not a
    win. Blank lines and lines starting with # give an empty line.
help-mjref-mcr-fan--hand = The winning hand, in the shared notation (`123m456p789s EEE 55s`, melds in brackets) or in mjref's own codes (`1c 2c 3c 4d … [6b 6b 6b]`); the last loose tile is the tile it won on
help-mjref-mcr-fan--self_drawn = The winning tile was drawn from the wall, not claimed
help-mjref-mcr-fan--last_tile = The winning tile is the last of its kind (the other three are visible)
help-mjref-mcr-fan--kong = A kong was involved: won on a kong's replacement tile (self-drawn) or by robbing a kong (claimed)
help-mjref-mcr-fan--wall_last = The winning tile is the last of the wall, drawn or discarded
help-mjref-mcr-fan--prevalent = Prevalent (round) wind: E, S, W or N
help-mjref-mcr-fan--seat = Seat wind: E, S, W or N
help-mjref-mcr-fan--flowers = Flowers and seasons shown (1 fan each, not toward the 8-fan minimum)
help-mjref-mcr-fan--batch = Read one hand per line from stdin and print one result per line
help-mjref-mcr-fan--ties = Also print the other readings of the hand that reach the same total (with --batch: after the first, separated by ` | `)
help-mjref-mcr-fan--two_concealed_kongs = What Two Concealed Kongs is worth: 6 in the Chinese rulebook, 8 in some English lists
help-mjref-mcr-fan--melded_and_concealed_kong = How a melded kong with a concealed kong scores: separately (Melded Kong + Concealed Kong, the rulebook), 5 (as ChineseOfficialMahjongHelper) or 6 ("Two Kongs")
help-mjref-riichi = Riichi tools, such as the hand calculator
help-mjref-riichi-score = Score a riichi win: yaku, han, fu, limit and payment, or why it is no win (one hand per line with --batch)
help-mjref-riichi-score-after-help =
    Hand notation: digits then the suit, m characters, p circles, s bamboo (123m 55p), a red
    five as 0 (0p); honours 1z to 7z (East, South, West, North, white, green, red dragon).
    Claimed sets in brackets ([123m] chii, [555z] pon, [5555p] open kan), a concealed kan in
    parentheses ((1111s)). The last concealed tile written is the winning tile.

    Examples:
      mjref riichi score 34m456p345678s66s2m --tsumo --riichi --seat S --dora 1m
      mjref riichi score "234m66p34567s8s [777z]" --seat W
      mjref riichi score --batch < hands.txt

    Without switches the hand is scored as the EMA 2016 rules do; the switches above give
    the other editions' choices (WRC 2015: --kiriage --double-wind-fu 2), or --edition
    takes an edition's all at once (--edition wrc2015).

    With --batch every input line is a hand and optional keys, such as
      34m456p345678s66s2m tsumo=1 riichi=1 ippatsu=0 seat=S round=E dora=1m ura=9p honba=1
    (also double_riichi, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou,
    tile_not_kept_apart) and
    every output line is `han fu payment | yaku han, …` (a yakuman: `Yn 0`; the payment
    `R` on a ron, `D all` on a dealer's self-draw, `D/N` on another's), or `no-win:` with
    tile-count, not-complete or no-yaku, or `error: …` for a line that cannot be scored.
    Blank lines and lines starting with # give an empty line.
help-mjref-riichi-score--hand = The winning hand in the notation riichi players share (`234m66p34567s8s [777z]`); the last concealed tile is the tile it won on
help-mjref-riichi-score--tsumo = Won by self-draw (else on a discard: ron)
help-mjref-riichi-score--riichi = The winner had declared riichi
help-mjref-riichi-score--double_riichi = The winner had declared riichi on the first discard (double riichi)
help-mjref-riichi-score--ippatsu = Won within one go-round of the riichi, no call between
help-mjref-riichi-score--haitei = Won by self-draw on the last tile of the live wall
help-mjref-riichi-score--houtei = Won on the discard after the last tile of the live wall
help-mjref-riichi-score--rinshan = Won on the replacement tile after a kan
help-mjref-riichi-score--chankan = Won on the tile another player added to a pon (robbing the kan)
help-mjref-riichi-score--tenhou = The dealer won on the dealt hand
help-mjref-riichi-score--chiihou = A non-dealer won by self-draw on the first draw, no call before
help-mjref-riichi-score--renhou = A non-dealer won on a discard before the first draw, no call before
help-mjref-riichi-score--tile_not_kept_apart = The self-drawn winning tile was not kept apart from the hand: no fu or yaku that depend on the wait (WRC 2015 s. 5.6)
help-mjref-riichi-score--seat = Seat wind: E, S, W or N (East is the dealer)
help-mjref-riichi-score--round = Round (prevalent) wind: E, S, W or N
help-mjref-riichi-score--dora = Dora indicators, as tiles (3p7z): each points at the next tile
help-mjref-riichi-score--ura = Ura dora indicators, after a riichi
help-mjref-riichi-score--honba = Counters on the table: 300 more on a ron, 100 from each on a self-draw
help-mjref-riichi-score--batch = Read one hand per line from stdin and print one result per line
help-mjref-riichi-score--edition = Score as this edition of the riichi ruleset does (ema2016, wrc2015): its switches, instead of giving them one by one
help-mjref-riichi-score--kiriage = Round 4 han 30 fu and 3 han 60 fu up to a mangan
help-mjref-riichi-score--double_wind_fu = Fu of a pair of the wind that is both seat and round wind
help-mjref-riichi-score--kazoe = What 13 han or more is: a yakuman, or a sanbaiman at most
help-mjref-riichi-score--renhou_value = What renhou is worth: not a yaku, 5 han added to the others, a mangan that adds to nothing, or a yakuman
help-mjref-riichi-score--no_open_tanyao = All simples counts only on a closed hand
help-mjref-riichi-score--red_fives = The set has red fives, each one dora
help-mjref-riichi-score--stack_yakuman = Several yakuman in one hand add up
help-mjref-riichi-score--double_yakuman = Count the double forms (13-sided kokushi, suuankou on a pair wait, nine-sided nine gates, big four winds) as two yakuman
help-mjref-card = American card tools: check a hand against the card
help-mjref-card-check = Which card hands a hand completes (section, line, value, jokerless or not), or the nearest hands and how many tiles it is from them
help-mjref-card-check-after-help =
    The hand is its concealed tiles, then each exposure in brackets, oldest first, in the
    two-character notation: 1b-9b bams, 1c-9c craks, 1d-9d dots, Ew Sw Ww Nw winds,
    Rd Gd Wd dragons, Fl flower, JK joker.

    Examples:
      mjref card check "Fl Fl Fl 2c Wd 2c 6c 6b 6b 6b 6b Gd Gd Gd"
      mjref card check "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
      mjref card check "2b 4b 6b 8b 2c 4c 6c 8c 2d 2d 2d 8d 8d 8d" --card my-card.ron

    Exit codes: 0 checked (completed or not), 2 bad hand or card file.
help-mjref-card-check--hand = The hand, e.g. "Fl Fl Fl 2c Wd 2c 6c Gd Gd Gd [6b JK 6b JK]"
help-mjref-card-check--nearest = How many near hands to list when the hand completes none
help-mjref-card-show = Print the card: sections, lines, X/C and values
help-mjref-study = Study with spaced repetition in the trainer: due reviews, new articles, your mistakes, or cram
help-mjref-study--mode = What to study
help-mjref-study--choice = Answer with multiple choice (quick) instead of building the ruling part by part
help-mjref-stats = Your statistics: accuracy per ruleset and article, trend, time per answer
help-mjref-stats--format = text to read, or json for a program
help-mjref-export = Write your answer history
help-mjref-export--format = csv for a spreadsheet, or json for a program
help-mjref-export--output = Write to FILE instead of standard output
help-mjref-club = Club quiz night: make a code, answer a club's quiz, print it
help-mjref-club-new = Make a quiz code for the ruleset given with --ruleset
help-mjref-club-new--articles = Only articles whose id matches: `*` any run, `?` one character, commas between alternatives (MIL-7*,MIL-8?)
help-mjref-club-new--count = Number of questions (1 to 100)
help-mjref-club-new--time = Seconds allowed per question; 0 for no limit
help-mjref-club-new--pass = Exam mode with this pass mark, in percent of the questions
help-mjref-club-new--edition = Edition of the rules the club plays (default: the ruleset's first)
help-mjref-club-new--seed = Seed of the quiz (random if omitted)
help-mjref-club-new--deck = Ask the club's own cases: a folder of case files or one file holding several (see `quiz --deck`), one question each, in order. The code names the deck, and members give the same file to join
help-mjref-club-join = Answer the quiz of a code: in the trainer, or with --plain on stdin/stdout
help-mjref-club-join--code = The quiz code the organiser gave out, such as 0QMW-W5H9-0050-0007-X803
help-mjref-club-join--plain = Plain text on stdout, answers (one number a line) on stdin
help-mjref-club-join--name = Your name on the score card (it goes into the check value)
help-mjref-club-join--deck = The deck the code was made from, for a code made with `club new --deck`
help-mjref-club-handout = Print the questions and a separate answer key, ready to print
help-mjref-club-handout--code = The quiz code to print
help-mjref-club-handout--format = md (Markdown, to print or paste) or html (a page to print from a browser)
help-mjref-club-handout--output = Write to FILE instead of standard output
help-mjref-club-handout--deck = The deck the code was made from, for a code made with `club new --deck`
help-mjref-club-verify = Check a score read out against its check value
help-mjref-club-verify--code = The quiz code the score was made on
help-mjref-club-verify--score = Questions right
help-mjref-club-verify--check = The check value from the score card
help-mjref-club-verify--name = The name on the score card, if one was given
help-mjref-club-verify--deck = The deck the code was made from, for a code made with `club new --deck`
help-mjref-club-verify--batch = Check many score cards: one a line on standard input, "right check name"; each is told, and the exit code is 1 if any was misread
help-mjref-club-present = Show the quiz on a projector: large text, one question at a time, the answer on a key press
help-mjref-club-present--code = The quiz code to show
help-mjref-club-present--deck = The deck the code was made from, for a code made with `club new --deck`
help-mjref-deck = A club's own cases: check that each is ruled as its file expects
help-mjref-deck-check = Judge every case of a deck and say, for each, the ruling found and whether it is the one the file expects (`JudgedCase(expect: …, scenario: …)`). Exits with 2 when a case could not be read or judged, or was ruled otherwise than expected
help-mjref-deck-check--path = A folder of scenario files (*.ron), or one file holding one case or a list

## The command line refused: $arg is the option as written (--count <N>), $value what was
## given, $valid the values it takes, $suggested a near one ($near: some or none).
cli-error-value-missing = { $arg } needs a value after it
cli-error-invalid-value = { $value } is not a value { $arg } takes; it takes { $valid }
cli-error-value-validation = { $value } is not a value { $arg } takes: { $reason }
cli-error-unknown-argument = { $near ->
    [none] there is no option { $arg }
   *[some] there is no option { $arg }; did you mean { $suggested }?
}
cli-error-unknown-command = { $near ->
    [none] there is no command { $command }
   *[some] there is no command { $command }; did you mean { $suggested }?
}
cli-error-missing-argument = { $arg } must be given
cli-error-missing-command = this command needs one of its commands: { $commands }
cli-error-conflict = { $arg } cannot be given with { $prior }
cli-error-values = { $arg } takes another number of values
cli-error-no-equals = { $arg } takes its value after an equals sign
cli-error-more = For what it takes, add --help.

## Errors a player meets: an option, a file named, a code, a profile, the terminal.
## (A file a person wrote, such as a scenario or a ruleset, is refused at its line and
## column in the words of its format: docs/scenario-format.md, docs/card-format.md.)
err-unknown-ruleset = unknown ruleset "{ $id }"; built-in rulesets: { $known }
err-cannot-read = { $path }: cannot read: { $error }
err-cannot-write = { $path }: cannot write: { $error }
err-no-card = --card: the { $ruleset } ruleset plays without a card; use --ruleset american
err-unknown-article = unknown article "{ $id }" in { $ruleset }: run `mjref articles` for the list
err-unknown-article-near = unknown article "{ $id }" in { $ruleset }: did you mean { $near }?
err-no-terminal = mjref needs a terminal for the trainer (input or output is not one); try `mjref quiz --plain`
err-dumb-terminal = TERM=dumb: this terminal cannot draw the trainer; try `mjref quiz --plain`
err-bad-profile = profile name "{ $name }" is not allowed: use letters, digits, - and _ (at most 40 characters)
err-no-data-dir = no data directory could be found for this user; give one with --data-dir or { $var }
err-newer-progress = { $path }: written by a newer mjref (file schema { $found }, this mjref reads { $reads }); it is left as it is: update mjref or use another --profile
err-progress-stuck = { $path }: cannot be read ({ $error }) and cannot be set aside ({ $aside })
err-cannot-open-progress = { $path }: cannot be opened: { $error }
err-cannot-save = { $path }: cannot save: { $error }
err-not-a-file = { $path }: is not a file (a pipe, a device or a folder is in its place); move it away or use another --profile
err-club-unknown-edition = the ruleset { $ruleset } has no edition "{ $edition }"; it has: { $known }
err-club-no-articles = no article of { $ruleset } matches "{ $pattern }"
err-club-count = a club quiz has 1 to { $most } questions, not { $count }
err-club-pass = a pass mark is a percentage from 1 to 100, not { $pass }
err-club-unknown-ruleset = this code is for a ruleset that is not here (neither built in nor in --rules-dir); the organiser can tell you which
err-club-ruleset-differs = this code was made with other rules for { $ruleset } (another version of mjref or of the house rules): ask the organiser for the same version
err-club-deck-needed = this code asks a club's own deck of cases: give the deck file it was made from with --deck FILE (the organiser has it)
err-club-other-deck = this deck is not the one the code was made from (a case differs, or they are in another order): ask the organiser for the deck file of this code
err-club-not-a-deck = this code asks generated questions, not a deck: leave --deck out
err-club-edition-gone = this code names an edition the ruleset { $ruleset } does not have
err-club-articles-and-deck = --articles chooses among generated questions; a deck asks its own cases: leave one out
err-code-character = "{ $char }" is not a letter or digit of a club code
err-code-too-short = this club code is too short: characters are missing (check it against the code the organiser gave)
err-code-format = this club code was made by another version of mjref (code format { $found }; this mjref reads format { $reads }): ask the organiser for a code from the same version, or update mjref
err-code-checksum = this club code is mistyped: its check does not match
err-code-pattern = the article filter is longer than { $most } characters or not plain ASCII
err-replay-not-a-code = "{ $code }" is not a whole question code: copy all of it, as the trainer showed it
err-replay-other-format = this question code was made by another version of mjref; its questions are not the same
err-replay-mistyped = "{ $code }" has a character wrong: copy the question code again, as the trainer showed it
err-now = { $var }="{ $value }" is not a moment mjref can read: write it as 2027-03-01, 2027-03-01T18:30 (UTC) or 2027-03-01T18:30:00+01:00
err-replay-no-article = no article of this ruleset made this question code: give the --ruleset (and --rules-dir) it was made with
err-judge-several-cases = { $path }: holds { $count } cases; judge them with `mjref deck check { $path }`
err-deck-no-files = { $path }: no scenario files (*.ron) in this folder
err-deck-empty = { $path }: the deck holds no case
err-deck-mixed = { $place }: this case is on the ruleset "{ $case }", the deck on "{ $deck }": a deck holds the cases of one ruleset
err-deck-needs-path = quiz --deck needs a folder or a file

## A scenario that cannot be played or judged ($event counts the events from 1).
err-nothing-irregular = nothing irregular happened in this log: there is nothing to rule on
err-no-article-judges = the ruleset has no article that judges { $what }
err-no-case-applies = no case of { $article } applies to these facts; the article needs a final case with no conditions
err-scenario-ruleset = scenario is for ruleset "{ $found }" but "{ $expected }" was loaded
err-scenario-edition = unknown edition "{ $found }" for { $ruleset }; editions: { $known }
err-scenario-format = format { $found } is not understood by this version (it reads formats { $walls } and { $position })
err-scenario-start = a scenario gives either the walls (`walls: …`, format { $walls }) or a position (`position: Position(…)`, format { $position }); this one gives { $given ->
    [both] both
   *[neither] neither
}
err-table-total = the walls hold { $found } tiles but the set has { $expected }
err-table-kind = the walls hold { $found } of { $tile } but the set has { $expected }
err-table-off = event { $event }: { $place } is outside walls of { $stacks } stacks
err-table-empty = event { $event }: there is no tile at { $place } any more
err-table-not-broken = event { $event }: tiles are taken before the wall is broken
err-table-broken-twice = event { $event }: the wall is broken twice
err-table-not-in-rack = event { $event }: { $seat } has no { $tile } to discard
err-table-self-call = event { $event }: a player cannot call their own hand dead
err-table-break-outside = event { $event }: the wall is broken after { $after } stacks but a wall has { $stacks }
err-table-nothing-back = event { $event }: { $seat } drew no tile this turn that could go back
err-table-nothing-drawn = event { $event }: { $seat } has no tile just drawn to put among the hand
err-table-spot-taken = event { $event }: { $place } is not empty, the tile cannot go back there
err-table-no-discard = event { $event }: there is no discard to { $what ->
    [back] take back
    [hand] take into the hand
    [set] add to a set
    [claim] lay a called set for
   *[exchange] use in a joker exchange
}
err-table-no-called-tile-left = event { $event }: { $seat } has laid no set without its called tile; CalledTileTaken comes after ExposedWithoutDiscard
err-table-no-walls-for-redeal = event { $event }: the hand is dealt again, but the scenario lists no walls for deal { $deal }; add them to `redeals: [...]`, one `Laid(...)` or `Shuffled(seed)` for each Redealt
err-table-no-claimed-set = event { $event }: { $seat } has no set made with this claim to take back
err-table-no-such-set = event { $event }: { $seat } has no set number { $set } with a { $tile } in it
err-table-no-joker = event { $event }: { $seat } has no joker in set number { $set }
err-table-no-set-to-return = event { $event }: { $seat } has no set number { $set } to take back
err-table-no-dispute = event { $event }: { $by } has no disputed dead call on { $against } still to settle; DisputeSettled comes after DeadCalled and DeadCallAnswered(conceded: false), once
err-table-die = event { $event }: a die shows 1 to 6, not { $face }
err-table-pass-to-self = event { $event }: { $seat } passes tiles to { $seat }: a pass goes to another player

## A file that does not read as RON: what the reader found where the error points.
err-ron-eof = the file ends too soon: something is not closed (a bracket or a quote)
err-ron-comma = a comma is missing here
err-ron-list = a list in square brackets [ … ] is expected here
err-ron-list-end = the list is not closed here: a comma or ] is missing
err-ron-map = a map in curly brackets { "{" } … { "}" } is expected here
err-ron-colon = a colon is missing between a name and its value
err-ron-map-end = the map is not closed here: a comma or { "}" } is missing
err-ron-struct = a value in brackets ( … ) is expected here
err-ron-struct-end = the brackets are not closed here: a comma or ) is missing
err-ron-string = a text in double quotes is expected here
err-ron-string-end = the text in quotes is not closed
err-ron-number = a number is expected here
err-ron-boolean = true or false is expected here
err-ron-name = a name is expected here
err-ron-option = Some( … ) or None is expected here
err-ron-out-of-bounds = this number is too large or too small for its field
err-ron-trailing = something follows the end of the file's value: remove it or close the value later
err-ron-char = the character { $char } is not expected here
err-ron-comment = a comment is not closed
err-ron-utf8 = this byte is not UTF-8 text: save the file as UTF-8
err-ron-variant = { $found } is not one of the values expected here: { $expected }
err-ron-field = there is no field { $found } here; the fields are { $expected }
err-ron-missing = the field { $field } is missing
err-ron-duplicate = the field { $field } is given twice
err-ron-struct-name = { $expected }( … ) is expected here, not { $found }

## A position that does not add up ($tile a tile code; $hands, $discards, $wall how many
## of it were counted where; $walled: yes where the wall was written tile by tile).
err-pos-counted = { $hands ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $hands }
} { $tile } in hands and exposures{ $discards ->
    [0] {""}
   *[other] , { $discards ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $discards }
} in the discards
}{ $walled ->
    [yes] , { $wall ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $wall }
} in the wall
   *[no] {""}
}
err-pos-not-in-set = { err-pos-counted }: the set of this ruleset has no { $tile }
err-pos-too-many = { err-pos-counted }: { $extra ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $extra }
} { $tile } too many (the set has { $allowed })
err-pos-missing = { err-pos-counted }: { $missing ->
    [0] none
    [1] one
    [2] two
    [3] three
    [4] four
   *[other] { $missing }
} { $tile } missing (the set has { $allowed })
err-pos-wall-length = the wall lists { $listed } tiles, but { $left } are left once the hands, sets and discards are counted ({ $total } tiles in all)
err-pos-built-broken = the walls are written as built, so nothing is dealt and the wall is not broken yet: leave `broken` out, or write the wall as `InOrder(…)` or `Rest(seed)`
err-pos-built-held = the walls are written as built, so nobody holds a tile yet: write the wall as `InOrder(…)` or `Rest(seed)` and say where it was broken
err-pos-no-break = say where the wall was broken: `broken: (wall: East, after: 7)`
err-pos-drawn = { $seat } is to play and is said to have just drawn { $tile }, but their concealed tiles hold none
err-pos-drawn-not-held = { $seat } is said to have just drawn { $tile }, but holds none
err-pos-wall-count = the wall holds { $found } tiles, but { $expected } are left once the hands, sets and discards are counted
err-pos-loose = { $loose } loose tiles drawn, but the wall has only { $places } places they could come from
err-pos-claimed-nowhere = { $tile } thrown by { $by } is marked claimed by { $claimer }, but no set of { $claimer }'s holds a { $tile } not claimed already
err-pos-break-outside = the wall is broken after { $after } stacks, but a wall has { $stacks }

# The placeholders of a usage line: options, a command that may be left out, one that may not.
help-usage-options = [OPTIONS]
help-usage-command-optional = [COMMAND]
help-usage-command = <COMMAND>

# The placeholder of an option's value in help and usage (`--count <COUNT>`).
help-value-check = CHECK
help-value-code = CODE
help-value-columns = COLUMNS
help-value-count = COUNT
help-value-dir = DIR
help-value-file = FILE
help-value-format = FORMAT
help-value-id = ID
help-value-lang = LANG
help-value-n = N
help-value-name = NAME
help-value-path = PATH
help-value-pattern = PATTERN
help-value-percent = PERCENT
help-value-score = SCORE
help-value-seconds = SECONDS
help-value-seed = SEED
help-value-tiles = TILES
help-value-wind = WIND
help-value-hand = HAND
help-value-mode = MODE
help-value-fan = FAN
help-value-scoring = SCORING
help-value-fu = FU
help-value-limit = LIMIT
help-value-value = VALUE
