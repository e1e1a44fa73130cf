# What is wrong in something a person wrote: a house ruleset and its texts, a card file,
# a tile, a wall or a discard in a scenario, a hand typed for `mcr fan` or `card check`.
# Names in backticks (`win_check`, `numbers`, `Like`, `OR`) are words of the file formats
# (docs/scenario-format.md, docs/card-format.md): they stay as they are in every language.

## A ruleset (rulesets/<id>/ruleset.ron and its articles).
err-ruleset-no-edition = a ruleset needs at least one edition; the first is the default
err-ruleset-edition-twice = the edition "{ $id }" is named twice; give each edition an id of its own
err-ruleset-unaskable = { $place }: article { $article } cannot be asked with these rules ({ $reason }); a setting in ruleset.ron (dead_wall, win_check, kong_counts_three, claim_window_seconds) may not suit it
# $set: the tile set's name in the file (American, Chinese…).
err-ruleset-stacks = { $stacks } stacks per wall make { $tiles } tiles, but the { $set } set has { $total }
err-ruleset-dead-wall = a dead wall of { $dead } tiles cannot be kept: it is whole stacks (an even number) and at most { $most } of the { $total } tiles, so that the live wall holds what every article's story needs
err-ruleset-dora-indicator = the dora indicator (`dora_indicator`) is place { $place } of the dead wall, which holds { $dead } tiles (places 0 to one less): give a place within it, or give the dead wall more tiles
err-ruleset-dice = { $dice } dice: a ruleset throws 1, 2 or 3
err-ruleset-win-check-american = win_check { $check } cannot judge the American set's hands (jokers, flowers in hands): the American game is checked against its card, `win_check: AmericanCard`
err-ruleset-card-needs-american = win_check AmericanCard needs the American set (`tiles: American`), not { $set }: use Standard or McrFan
err-ruleset-folder = the ruleset's id is "{ $id }" but its folder is { $folder }/: rename one so that they are the same
err-ruleset-article-twice = article { $article } is defined twice
# $irregularity: its name in the files (WrongWall, TileExposedInDeal…).
err-ruleset-judged-twice = articles { $other } and { $article } both judge { $irregularity }; one irregularity needs one article
err-ruleset-no-cases = article { $article } has no cases
err-ruleset-no-source = article { $article } cites no source; every article needs at least one
err-ruleset-unknown-work = { $article } cites the work "{ $work }", which the ruleset's `works` does not name: add it there or correct the id (named: { $works })
err-ruleset-unknown-fact = unknown fact "{ $fact }" in case { $case } of { $article }; known facts: { $known }
# $why: one of the err-fact-… messages.
err-ruleset-fact-value = { $why } (case { $case } of { $article })
err-ruleset-contradiction = case { $case } of { $article } asks for "{ $fact }" both true and false, so it can never apply
err-ruleset-case-twice = case { $case } appears twice in { $article }
err-ruleset-shadowed = case { $case } of { $article } can never be reached: case { $earlier } comes first and applies whenever it would; put the more specific case first
err-fact-no-value = fact "{ $fact }" takes no value in brackets
err-fact-needs-value = fact "{ $fact }" needs a value in brackets, such as { $example }
err-fact-number = fact "{ $fact }" takes a whole number, such as { $example }; "{ $value }" is not one
err-fact-edition = fact "{ $fact }" names edition "{ $edition }", which the ruleset does not have; its editions: { $editions }

## A ruleset's or a card's texts in another language (texts.<lang>.ron, practice.<lang>.ron).
err-texts-lang = these texts say they are in "{ $said }" but the file is for "{ $lang }": correct `lang` or rename the file texts.{ $said }.ron
err-texts-article = no article { $article } in the { $ruleset } ruleset: correct the id or remove its texts
err-texts-edition = no edition "{ $edition }" in the { $ruleset } ruleset (it has { $editions })
err-texts-work = no work "{ $work }" among the works the { $ruleset } ruleset cites (it cites { $works })
err-texts-sources = article { $article } cites { $cited } sources, but its texts give { $given } places in them: give one for each source, in the article's order
err-card-texts-section = no section "{ $section }" on { $card }
err-card-texts-note = no line of { $card } has the note "{ $note }"

## A card file (docs/card-format.md).
err-card-no-sections = the card has no sections
err-card-section-twice = section "{ $section }" appears twice
err-card-no-lines = section "{ $section }" has no lines
# $what: one of the messages below, about that line.
err-card-line = section "{ $section }", line { $line }: { $what }
err-card-value = value { $value } is outside { $low }..={ $high }
# $why: err-card-naturals, err-card-jokers or err-card-no-reading.
err-card-impossible = `{ $hand }` cannot be made from one American set: { $why }
err-card-naturals = it needs { $needs } natural { $tile } outside groups of 3 or more, but the set has { $has }
err-card-jokers = it needs { $needs } jokers, but the set has { $has }
err-card-no-reading = it has no reading
err-card-or = `OR` must stand between two hands
err-card-no-hand = the line has no hand
err-card-hand-size = this hand has { $tiles } tiles; a card hand has { $needed }
err-card-bare-colour = `{ $word }` is a colour letter with no tiles before it
err-card-no-colour = `{ $word }` needs a colour letter after it (g, r or b: the ink it is printed in)
err-card-colourless = `{ $word }` has no suit tiles (flowers, winds and 0 have no suit), so it takes no colour letter
err-card-symbol = `{ $char }` is not a card symbol: use 1-9, 0 (white dragon as zero), F, D, N, E, W, S, then a colour letter g, r or b
err-card-group-size = a group has at most { $most } tiles (a sextet), this one has { $run }
# $numbers: the line's `numbers` setting as written (Like, Run, OddRun…).
err-card-nothing-varies = numbers: { $numbers }, but no number on this line can vary (numbers in a group with a 0, like a year, stay as printed)
# $want: odd or even.
err-card-parity = numbers: { $numbers } wants { $want ->
    [odd] odd
   *[even] even
} numbers, but { $printed } is printed here
err-card-like = numbers: { $numbers } takes one printed number as the example of the like number, but this line has { $low } and { $printed }
err-card-run = numbers: { $numbers } wants the printed numbers to form a run going up by { $step }, but { $next } follows { $before }

## A tile, a wall place, a wall row or a discard in a scenario.
err-tile = `{ $text }` is not a tile: expected two characters such as 5d, 1b, 9c, Ew, Rd, Fl, F1, S1 or JK
err-tile-written = `{ $text }` is not a tile: write a tile in quotes as on the walls ("5b", "Ew", "JK") or as Number(Bams, 5)
err-wall-pos = `{ $text }` is not a wall position: expected the wall's seat letter, a stack number from 1 and t or b, such as E7t or N12b
# $wall: a seat (cases as in the other messages); $layer: top or bottom.
err-wall-layer = { $wall } wall, { $layer ->
    [top] top
   *[bottom] bottom
} layer: { $found } tiles, but a wall has { $stacks } stacks
err-pos-empty-set = a set with no tiles
# $text: the discard as written; $word: the word not understood.
err-discard-short = `{ $text }`: a seat and a tile are needed; write a discard as "S 4c", "S 4c claimed by W" or "S 4c dead" (seat letter, tile)
err-discard-seat = `{ $text }`: `{ $word }` is not a seat; write a discard as "S 4c", "S 4c claimed by W" or "S 4c dead" (seat letter, tile)
err-discard-tile = `{ $text }`: `{ $word }` is not a tile; write a discard as "S 4c", "S 4c claimed by W" or "S 4c dead" (seat letter, tile)
err-discard-end = `{ $text }`: the end is not understood; write a discard as "S 4c", "S 4c claimed by W" or "S 4c dead" (seat letter, tile)

## A hand typed for `mjref mcr fan` (columns count characters from 1).
err-mcr-empty = empty hand
err-mcr-char = column { $column }: unexpected `{ $char }`; tiles are digits with m, s or p, and E S W N C F P
err-mcr-no-suit = column { $column }: digits without a suit letter (m, s, p) after them
err-mcr-honour-number = column { $column }: honours written with z go from 1 to 7 (ESWNCFP)
err-mcr-unclosed = column { $column }: `[` is never closed
err-mcr-nested = column { $column }: `[` inside a meld
err-mcr-stray-close = column { $column }: `]` without a `[`
err-mcr-meld-size = column { $column }: a meld has 3 or 4 tiles, found { $count }
err-mcr-not-a-set = column { $column }: these tiles are not a chow, pung or kong
# $kind: chow, pung or kong.
err-mcr-source = column { $column }: source `{ $digit }` does not fit a { $kind ->
    [chow] chow
    [pung] pung
   *[kong] kong
}: chows and pungs take 1–3, melded kongs 1–3 or 5–7
err-mcr-no-winning-tile = no winning tile: the last loose tile is the tile the hand won on
err-mcr-tile-count = { $found } loose tiles with { $melds ->
    [one] one meld
   *[other] { $melds } melds
}; a winning hand has { $needed }, the last one being the winning tile
err-mcr-too-many-melds = a hand has at most 4 melds, found { $found }
err-mcr-concealed-count = with { $melds ->
    [one] one meld
   *[other] { $melds } melds
} the hand needs { $needed } concealed tiles before the winning tile, found { $found }
err-mcr-copies = { $tile } appears { $count } times; a set has only 4
err-mcr-chow = a chow must be three consecutive tiles of one suit, starting at 1 to 7: { $tile }
err-mcr-concealed-set = only a kong can be concealed; a concealed chow or pung is written as loose tiles
err-mcr-not-playing = { $tile }: not a playing tile (bonus tiles are counted as flowers, jokers are not used)
err-mcr-not-a-win = not a winning hand: the tiles form no four sets and a pair, seven pairs, thirteen orphans or knitted hand

## A hand typed for `mjref riichi score` (columns count characters from 1).
err-riichi-empty = empty hand
err-riichi-char = column { $column }: unexpected `{ $char }`; tiles are digits with m, p, s or z
err-riichi-no-suit = column { $column }: digits without a suit letter (m, p, s, z) after them
err-riichi-honour-number = column { $column }: honours go from 1z to 7z (East, South, West, North, white, green, red)
err-riichi-unclosed = column { $column }: this set is never closed
err-riichi-stray-close = column { $column }: a closing bracket without its opening one
err-riichi-not-a-set = column { $column }: these tiles are not a chii, pon or kan (a concealed kan in parentheses has four tiles)
err-riichi-no-winning-tile = no winning tile: the last concealed tile is the tile the hand won on
err-riichi-too-many-tiles = more concealed tiles than any hand holds
err-riichi-too-many-melds = a hand has at most 4 sets laid down, found { $found }
err-riichi-too-many-copies = { $tile } appears { $count } times; the set has only 4
err-riichi-bad-run = a chii must be three consecutive tiles of one suit, starting at 1 to 7: { $tile }
err-riichi-red-not-five = more red fives than the hand has fives
err-riichi-riichi-open = riichi is declared only on a closed hand
err-riichi-ippatsu-alone = ippatsu needs a riichi
err-riichi-wrong-way = { $flag } does not go with { $flag ->
    [houtei] a self-draw
    [chankan] a self-draw
    [renhou] a self-draw
   *[other] a win on a discard
}
err-riichi-rinshan-no-kan = rinshan needs a kan in the hand
err-riichi-wrong-seat = { $flag } is not for { $flag ->
    [tenhou] a non-dealer
   *[other] the dealer
}
err-riichi-first-turn-call = { $flag } cannot follow a call
err-riichi-ura-alone = ura dora count only after a riichi
err-riichi-indicator = a dora indicator is not a tile
err-riichi-no-red-fives = red fives are not used by these rules
err-riichi-tile-count = the hand has { $found } tiles; with its sets it needs { $needed }
err-riichi-not-complete = the tiles make no winning hand (four sets and a pair, seven pairs, thirteen orphans)
err-riichi-no-yaku = the hand is complete but has no yaku (dora are not yaku)

## A hand typed for `mjref card check`.
err-hand-not-american = `{ $text }` is not in the American set: its flowers are all written Fl
err-hand-too-many = { $count } tiles { $tile }, but the American set has only { $limit }
err-hand-nested = `[` inside an exposure: close each exposure with `]` before the next
err-hand-stray-close = `]` without an exposure to close
err-hand-unclosed = an exposure is not closed: add `]`
err-hand-empty-exposure = an empty exposure `[]`
err-hand-mixed = exposure [{ $text }] mixes different tiles: an exposure is one group of identical tiles (jokers allowed)
err-hand-too-big = exposure [{ $text }] has more than 6 tiles: the largest group is a sextet

## A value given to an option.
cli-error-number-range = `{ $text }` is not a whole number from { $low } to { $high }
cli-error-number-from = `{ $text }` is not a whole number from { $low } up
cli-error-wind = `{ $text }` is not a wind: use E, S, W or N

## Why the system could not read or write a file (after the file's name).
err-io-not-found = there is no such file or folder
err-io-permission = permission denied
err-io-folder = it is a folder, not a file
err-io-not-folder = a part of the path is not a folder
err-io-full = the disk is full
err-io-read-only = the file system is read-only
err-io-not-text = it is not UTF-8 text
err-io-not-regular = it is not a regular file: a pipe or a device is in its place; give the path of a file
err-io-too-large = it is larger than { $megabytes } MB, more than a file written by hand holds; check that the path names the file meant
