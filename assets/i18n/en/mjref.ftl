# mjref message catalogue: English.
# Every user-facing string lives here. To add a language, copy this file to
# assets/i18n/<lang>/mjref.ftl and translate the values; keep the ids.

## Seats and roles

seat-east = East
seat-south = South
seat-west = West
seat-north = North
role-everyone = everyone
role-offender = the player at fault
role-caller = the caller
role-called = the called player
role-left-of-dealer = the player on East's left
role-dealer = East
role-each-opponent = each other player
role-each-offender = each player who declared falsely
role-each-of = each of { $a } and { $b }
role-each-injured = each player who did nothing wrong
role-any-other-player = any other player
role-winner = the winner
role-each-other-loser = each other loser
role-each-loser = each other player
walls-one = { $a }'s wall
walls-two = { $a }'s and { $b }'s walls

## Rulings

status-no-penalty-all = Nobody is penalised.
status-no-penalty = No penalty for { $who }.
status-warning = { $who } is warned.
status-points = { $who } loses { $points } points.
status-may-not-win = { $who } may not win this hand.
status-dead-hand = { $who }'s hand is dead: no more picks, discards or claims, and { $who } still pays the winner.
status-stays-live = { $who }'s hand is not dead and plays on.
status-long-hand = { $who } has a long hand.
status-short-hand = { $who } has a short hand.
status-foul-hand = { $who } has a foul hand.
status-disqualified = { $who } is disqualified.
status-escalating = { $who } is penalised on the escalating scale.
status-points-off = { $who } loses { $points } points from the final score (not given to anyone).
status-dangerous-discard = { $who } made a dangerous discard and must pay the penalty for it.

tiles-unchanged = No tiles move.
tiles-back-face-down = The tile is turned face down and stays in exactly the spot it came from.
tiles-shown-then-back = The tile is shown to everyone, then put back.
tiles-kept = The tiles stay where they are.
tiles-returned-to-rack = The tiles go back to the rack.
tiles-take-from-wall = { $who } takes { $count ->
    [one] the next tile
   *[other] the next { $count } tiles
} from the wall being served.
tiles-misdeal = Misdeal: all tiles are thrown in, reshuffled and the walls rebuilt.
tiles-as-agreed = The tiles are put right the way the table agreed.
tiles-drawn-back = The drawn tile goes back to its place in the wall.
tiles-keeps-drawn = { $who } keeps the tile.
tiles-swap-for-right = { $who } puts the wrong tile back in its place and takes the right one.
tiles-bonus-undeclared = { $who } keeps the bonus tile in the concealed hand, undeclared.
tiles-discard-back = The discard goes back into the hand; another tile may be discarded instead.
tiles-discard-stands = The discard stays where it is.
tiles-discard-claimable = The discard stays: anyone may now claim it for any purpose; if nobody does, it is dead.
tiles-discard-dead = The tile goes back on the table and may not be used for any purpose.
tiles-claim-undone = The claimed tile goes back among the discards and the tiles laid with it return to the hand.
tiles-swap-exposed = The wrong tiles in the set are swapped for the right ones from the hand.
tiles-set-stays = The set stays exactly as it was laid.
tiles-must-expose = { $who } must lay the claimed tile face up now, with tiles from the hand.
tiles-one-discard-meant = The player says which tile was meant; that one is the discard and the others go back.
tiles-one-discard-claimed = The claimed tile is the discard; the others go back.
tiles-back-to-hand = The tiles go back into the concealed hand.
tiles-revealed-discarded = { $who } must discard the revealed tiles on the next turns, one a turn.
tiles-pung-becomes-kong = The drawn fourth tile joins the pung, which becomes a kong; a loose tile is drawn.
tiles-set-restored = The set laid down is put back exactly as it was.
tiles-scores-nothing = { $who } scores nothing.
tiles-scores-correct-sets = { $who } scores only the correctly formed sets and bonus tiles.

amount-fixed = { $n }
amount-hand-value = { $n ->
    [1] the hand's value
   *[other] { $n } times the hand's value
}
amount-lowest-card-value = the lowest value on the card
amount-their-hand-value = the full value of that player's hand
amount-mcr-win = for the win: 8 plus the hand's fan from the discarder (from everyone on a self-draw), 8 from each of the others
amount-limit = { $pct ->
    [100] the agreed limit
    [50] half the agreed limit
   *[other] { $pct }% of the agreed limit
}
payment = { $from } pays { $to } { $amount }.
transfer = In figures: { $from } pays { $to } { $amount }.
transfer-unknown = In figures: { $from } pays { $to } (mjref cannot compute this amount yet).

next-deal-continues = The deal carries on.
next-game-starts = The game starts when East discards.
next-same-turn = Play resumes with the same turn.
next-player-right = Play passes to the next player on the right.
next-play-continues = Play continues.
next-game-ends = The game ends.
next-redeal = East deals again: new roll of the dice, new break.
next-hand-ends-dealer-passes = The hand ends, and East's title passes to the next player.
next-hand-ends-dealer-stays = The hand ends, and East keeps the title.

## Facts, as the explanation states them (-yes: the fact holds; -no: it does not)

fact-east-has-discarded-yes = East has already discarded, so the game has started.
fact-east-has-discarded-no = East has not discarded yet, so the game has not started.
fact-picking-complete-yes = Everyone has finished picking and racked their tiles.
fact-picking-complete-no = The players are still picking their tiles.
fact-tile-seen-yes = Another player saw the face of the tile.
fact-tile-seen-no = Nobody else saw the face of the tile.
fact-counts-correct-yes = Every player holds the right number of tiles.
fact-counts-correct-no = Some player holds the wrong number of tiles.
fact-left-of-east-short-one-yes = The only wrong count is the player on East's left, the last to pick, exactly one tile short.
fact-left-of-east-short-one-no = The wrong count is not just the player on East's left being one tile short.
fact-called-hand-count-wrong-yes = The called player really holds the wrong number of tiles.
fact-called-hand-count-wrong-no = The called player holds the right number of tiles.
fact-table-agreed-yes = All four players agreed how to put the error right.
fact-table-agreed-no = The players could not agree how to put the error right.

fact-another-player-claimed-yes = Another player has claimed the discard.
fact-another-player-claimed-no = No other player has claimed the discard.
fact-offender-has-discarded-since-yes = The player at fault has discarded since.
fact-offender-has-discarded-since-no = The player at fault has not discarded since.
fact-claimer-discarded-before-withdrawing-yes = The claimer had already discarded before giving the claim back.
fact-claimer-discarded-before-withdrawing-no = The claimer had not discarded yet.
fact-offender-has-drawn-since-yes = The player at fault has drawn or claimed again since.
fact-offender-has-drawn-since-no = The player at fault has not drawn or claimed again since.
fact-next-player-has-drawn-yes = The next player has already drawn.
fact-next-player-has-drawn-no = The next player has not drawn yet.
fact-tile-face-known-yes = The player saw or felt the face of the tile.
fact-tile-face-known-no = The tile's face stayed unknown.
fact-drawn-tile-is-bonus-yes = The tile drawn is a flower or season.
fact-drawn-tile-is-bonus-no = The tile drawn is not a bonus tile.
fact-discard-claimed-yes = Someone claimed the tile before the mistake was noticed.
fact-discard-claimed-no = Nobody claimed the tile before the mistake was noticed.
fact-claim-withdrawn-yes = The claimer withdrew the claim.
fact-claim-withdrawn-no = The claim still stands.
fact-play-moved-on-yes = Play moved on: the offender discarded and the next player drew, or someone claimed that discard.
fact-play-moved-on-no = Play has not moved on since the claim.
fact-another-player-exposed-hand-yes = Another player laid tiles face up because of the declaration.
fact-another-player-exposed-hand-no = Nobody else exposed any tiles.
fact-offender-is-dealer-yes = The offender is East.
fact-offender-is-dealer-no = The offender is not East.
fact-limit-penalty-agreed-yes = The players agreed beforehand that a false declaration costs the limit.
fact-limit-penalty-agreed-no = No higher penalty was agreed beforehand.

fact-pung-promoted-with-drawn-tile-yes = The tile added is the fourth of an exposed pung, just drawn.
fact-pung-promoted-with-drawn-tile-no = The change is not a drawn fourth tile added to an exposed pung.
fact-offender-hand-long-yes = The hand has too many tiles (a long hand).
fact-offender-hand-long-no = The hand is not long.
fact-offender-hand-short-yes = The hand has too few tiles (a short hand).
fact-offender-hand-short-no = The hand is not short.
fact-offender-hand-foul-yes = The hand has a false set laid down (a foul hand).
fact-offender-hand-foul-no = The hand has no false set laid down.

fact-three-one-suit-sets-shown-yes = The winner had three sets of one suit laid down.
fact-three-one-suit-sets-shown-no = The winner did not have three sets of one suit laid down.
fact-three-wind-sets-shown-yes = The winner had three sets of winds laid down.
fact-three-wind-sets-shown-no = The winner did not have three sets of winds laid down.
fact-two-dragon-sets-shown-yes = The winner had two sets of dragons laid down.
fact-two-dragon-sets-shown-no = The winner did not have two sets of dragons laid down.
fact-three-honour-sets-shown-yes = The winner had three sets of honours laid down.
fact-three-honour-sets-shown-no = The winner did not have three sets of honours laid down.
fact-three-green-sets-shown-yes = The winner had three all-green sets laid down.
fact-three-green-sets-shown-no = The winner did not have three all-green sets laid down.
fact-three-terminal-sets-shown-yes = The winner had three sets of ones or nines laid down.
fact-three-terminal-sets-shown-no = The winner did not have three sets of ones or nines laid down.

fact-repeated-offence-yes = The record of fouls shows this player committed this foul before.
fact-repeated-offence-no = The record of fouls shows no earlier foul of this kind by this player.
fact-declared-win-valid-yes = The win declared was a real win.
fact-declared-win-valid-no = The win declared was not a real win.
fact-win-shape-under-minimum-yes = The hand has a winning shape but is worth less than the minimum.
fact-win-shape-under-minimum-no = The hand is not a winning hand at all.
fact-tile-revealed-when-touched-yes = The face of the touched tile was seen.
fact-tile-revealed-when-touched-no = Nobody saw the face of the touched tile.
fact-late-over-10-yes = More than 10 minutes late.
fact-late-over-10-no = Not more than 10 minutes late.
fact-late-over-20-yes = More than 20 minutes late.
fact-late-over-20-no = Not more than 20 minutes late.
fact-late-over-30-yes = More than 30 minutes late.
fact-late-over-30-no = Not more than 30 minutes late.
fact-late-over-40-yes = More than 40 minutes late.
fact-late-over-40-no = Not more than 40 minutes late.
fact-late-over-50-yes = More than 50 minutes late.
fact-late-over-50-no = Not more than 50 minutes late.

fact-wall-nearly-empty-tile-unseen-yes = Four or fewer tiles were left in the wall and no copy of the tile had been seen.
fact-wall-nearly-empty-tile-unseen-no = The wall was not nearly empty, or a copy of the tile had already been seen.

## Irregularities

irr-TileTurnedUpInDeal = a wall tile turned face up during the deal
irr-WrongCountAfterDeal = a wrong tile count found after picking
irr-WrongWallInDeal = tiles picked from the wrong wall during the deal
irr-SelectionError = tiles picked out of order, taken up by the table
irr-DeadHandCalled = a call that another player's hand is dead
irr-ClaimAfterDrawing = a claim on the discard after drawing from the wall
irr-NextWallTileExposed = the next wall tile seen by the player about to draw it
irr-WallTileSeen = a wall tile seen by accident
irr-ClaimWithdrawn = a claim given back
irr-DiscardTakenBack = an unclaimed discard taken back
irr-DiscardTakenBackAfterClaim = a discard taken back after a claim on it
irr-WrongTileDrawn = the wrong tile drawn from the wall
irr-DrawOutOfTurn = a draw out of turn
irr-DiscardOutOfTurn = a discard out of turn
irr-SeveralDiscards = more than one tile discarded
irr-FalseClaim = a claim for a set the player could not make
irr-MisexposedSet = a claimed set laid with the wrong tiles
irr-ClaimNotExposed = a claimed set never laid down
irr-ForgotToDraw = a discard without drawing first
irr-DiscardIntoHand = a discard taken straight into the hand
irr-FalseWin = a false declaration of mah-jong
irr-SeveralFalseWins = two false declarations of mah-jong
irr-ExposedSetChanged = a set laid down changed afterwards
irr-WinOnWrongTile = a win declared on a tile that does not complete the hand
irr-LateClaim = a claim after the window had closed
irr-WallTouchedEarly = the wall touched before the previous player discarded
irr-TilesRevealedByMistake = tiles of the hand shown by mistake
irr-HandRevealedAfterWin = a hand laid down after another player declared a win
irr-PassedInformation = a hint passed to another player
irr-Disobedience = a refusal to follow the referee
irr-Lateness = a player arriving late
irr-FalseBonusDeclaration = a tile set aside as a flower that is not one
irr-WinOnRiskyDiscard = a win on a discard after the winner's sets gave warning
irr-SettlementWithFaultyHand = a win while another hand is long, short or foul

## Events

ev-dice = { $seat } rolls { $dice } = { $total }.
ev-break = { $wall } breaks the wall after { $stacks } stacks counted from the right end of { $wall }'s wall.
ev-took = { $seat } takes { $count ->
    [one] 1 tile
   *[other] { $count } tiles
} from { $walls } ({ $places }).
ev-turned-up = { $seat } turns up the tile at { $place } in { $wall }'s wall: { $tile }. { $seen ->
    [yes] Another player sees its face.
   *[no] Nobody else sees its face.
}
ev-racked = Everyone racks and counts: { $counts }.
ev-settled-agreed = The table notices the slip and everyone agrees on a fix.
ev-settled-disputed = The table notices the slip but the players cannot agree on a fix.
ev-dead-called = { $by } calls { $against }'s hand dead ({ $against } holds { $count } tiles).
ev-picked = { $seat } picks a tile from the wall ({ $place }).
ev-picked-unknown = { $seat } picks a tile from the wall ({ $place }) without seeing or feeling its face.
ev-discarded = { $seat } discards and names { $tile }.
ev-discarded-misnamed = { $seat } discards { $tile } but names it { $named }.
ev-drew-loose = { $seat } draws a loose tile ({ $place }).
ev-put-back = { $seat } puts the drawn tile back at { $place }.
ev-bonus = { $seat } sets aside the bonus tile { $tile }.
ev-claimed = { $seat } calls { $claim }.
ev-exposed = { $seat } lays { $tiles } face up.
ev-exposed-claim = { $seat } lays { $tiles } face up with the claimed discard.
ev-declared-kong = { $seat } declares a concealed kong of { $tile }.
ev-claim-withdrawn = { $seat } gives the claimed discard back; the tiles laid with it return to the hand.
ev-discard-taken-back = { $seat } takes the discard back into the hand.
ev-taken-into-hand = { $seat } takes the discard straight into the concealed hand.
ev-discard-left-dead = The discard stays on the table, dead.
ev-declared-win = { $seat } declares a win.
ev-hand-shown = { $seat } lays their hand face up.
ev-paused = { $seconds } seconds pass.
ev-touched-wall = { $seat } touches the wall tile at { $place }; nobody sees its face.
ev-touched-wall-revealed = { $seat } touches the wall tile at { $place } and its face is seen: { $tile }.
ev-tiles-revealed = { $seat } shows { $tiles } from the concealed hand by mistake.
ev-information-passed = { $from } gives { $to } a hint about the game.
ev-referee-disobeyed = { $seat } refuses to follow the referee's instruction.
ev-arrived-late = { $seat } arrives { $minutes } minutes late.
ev-play-resumes = Play resumes with { $seat } to draw.
ev-added-to-meld = { $seat } adds { $tile } from the hand to the set [{ $set }] laid down.
ev-took-from-meld = { $seat } takes { $tile } out of the set [{ $set }] laid down, back into the hand.
claim-Chow = chow
claim-Pung = pung
claim-Kong = kong
claim-Exposure = the tile for an exposure
claim-Win = mah-jong
prevalent-line = The prevalent wind of this hand is { $wind }.
record-line = Record of fouls: in hand { $hand }, { $seat } was penalised under { $article }.
ev-folded = … { $count } regular picks in order from the break …

## Explanations

verdict-right = Right.
verdict-wrong = Not quite.
explain-matter = The matter: { $matter } ({ $id }).
explain-correct-ruling = The ruling: { $ruling }
explain-deciding = Deciding fact: { $fact }
explain-separating = Your choice would be right if: { $would } But here: { $here }
explain-other-article = Your choice is the ruling of { $id } ({ $title }), which covers { $covers }. What happened here is { $here }.

## The table as text

table-served-mark = {" "}← being served
table-wall-line = { $wall } wall  { $strip }  { $left } left{ $served }
table-face-up = Face up in the wall: { $tile } at { $place }.
table-rack-line = { $seat } rack: { $count } tiles  { $tiles }
table-sets = sets laid down: { $melds }
table-bonus = bonus tiles: { $tiles }
table-discards-line = Latest discards, newest first (* claimed, x dead): { $discards }

## Quiz

question-prompt = What is the ruling?
plain-intro = mjref quiz: { $ruleset }. Seed { $seed } (give --seed { $seed } to get { $count ->
    [one] this question
   *[other] these questions
} again), { $count ->
    [one] 1 question
   *[other] { $count } questions
}. Answer with the option's number; end of input stops.
plain-question-head = ── Question { $n } of { $count } (seed { $seed }) ──
plain-rules = Rules: { $ruleset }, { $edition }.
plain-what-happened = What happened:
plain-table-now = The table now:
plain-answer-prompt = Your answer (1-{ $max }): {""}
plain-answer-invalid = Please answer with a number from 1 to { $max }.
plain-article = { $id }: { $title }
plain-source = Source: { $work }, { $locator }
summary-line = Summary: { $right } right out of { $asked } asked.
summary-article = { $id }: { $right } of { $asked }
