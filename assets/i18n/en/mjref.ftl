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
role-each-of-three = each of { $a }, { $b } and { $c }
role-each-injured = each player who did nothing wrong
role-any-other-player = any other player
role-winner = the winner
role-each-other-loser = each other loser
role-each-loser = each other player
role-discarder = the discarder
role-each-intact = each player whose hand is still intact
role-other-player = another player
role-each-ready = each player who was ready
role-each-not-ready = each player who was not ready
role-liable = the player liable (pao)
walls-one = { $a }'s wall
walls-two = { $a }'s and { $b }'s walls

## Rulings

status-no-penalty-all = Nobody is penalised.
status-no-penalty = No penalty for { $who }.
status-warning = { $who } is warned.
status-points = { $who } loses { $points } points.
status-may-not-win = { $who } may not win this hand.
status-dead-hand = { $who }'s hand is dead: it plays no further, and { $who } still pays.
status-dead-hand-plays-on = { $who }'s hand is dead: { $who } draws and discards on, but may not call, declare riichi or win, and is noten if the wall runs out.
status-held-to-first-call = { $who } may not change the call: { $who } goes on with the first call, or takes it back as an empty call.
status-held-to-ron = { $who } may not change a call for a win: { $who } either goes on with the ron and wins, or takes it back as an empty call for a win, and the hand is dead.
status-riichi-stick-stays = { $who }'s riichi stick stays on the table: it is not handed back.
status-riichi-void = { $who }'s riichi does not stand: { $who } is not in riichi, takes the stick back and plays on with a live hand.
status-stays-live = { $who }'s hand is not dead and plays on.
status-jokers-exchangeable = The jokers in { $who }'s exposures left on the table may still be taken by exchange.
status-settles-dispute = { $who } called a hand dead earlier and the call was disputed: that dispute is settled now, as the hand ends.
status-long-hand = { $who } has a long hand.
status-short-hand = { $who } has a short hand.
status-foul-hand = { $who } has a foul hand.
status-disqualified = { $who } is disqualified.
status-escalating = { $who } is penalised on the escalating scale.
status-points-off = { $who } loses { $points } points from the final score (not given to anyone).
status-points-off-per-minutes = { $who } loses { $points } points from the final score for every { $minutes } minutes late, or part of them; nobody else gains them.
status-dangerous-discard = { $who } made a dangerous discard and must pay the penalty for it.
status-gets-tile = { $who } gets the tile.
status-claim-refused = { $who }'s claim does not stand.
status-wins = { $who } wins the hand.
status-win-stands = The win stands.
status-committed = { $who } is committed: { $who } must make a valid exposure with the tile, or the hand is dead.
status-may-turn-into-exposure = { $who } may keep the group as an ordinary exposure and discard, with no penalty.
status-must-correct = { $who } must do it again correctly, with no penalty.
status-may-not-refuse-exchange = { $who } may not refuse: the joker goes to the player who gave the tile for it. Nobody is penalised.
status-may-not-stop-charleston = { $who } may not stop this Charleston before its last pass, and is not penalised for trying.

tiles-unchanged = No tiles move.
tiles-back-face-down = The tile is turned face down and stays in exactly the spot it came from.
tiles-exposed-back-face-down = Each wall tile exposed is turned face down again in the spot it came from.
tiles-shown-then-back = The tile is shown to everyone, then put back.
tiles-kept = The tiles stay where they are.
tiles-returned-to-rack = The tiles go back to the rack.
tiles-take-from-wall = { $who } takes { $count ->
    [one] the next tile
   *[other] the next { $count } tiles
} from the wall being served.
tiles-take-loose = { $who } draws the loose tile owed for the kong or the bonus tile.
tiles-misdeal = Misdeal: all tiles are thrown in, reshuffled and the walls rebuilt.
tiles-thrown-in = All tiles are thrown in, reshuffled and the walls rebuilt.
tiles-as-agreed = The tiles are put right the way the table agreed.
tiles-put-right-where-possible = The error is put right as far as it can be: tiles go back where they were.
tiles-agree-else-misdeal = Any error in the deal is put right at once, the way all players agree; if they cannot agree, it is a misdeal: the tiles are reshuffled, the walls rebuilt, and East deals again.
tiles-drawn-back = The drawn tile goes back to its place in the wall.
tiles-keeps-drawn = { $who } keeps the tile.
tiles-swap-for-right = { $who } puts the wrong tile back in its place and takes the right one.
tiles-bonus-undeclared = { $who } keeps the bonus tile in the concealed hand, undeclared.
tiles-discard-back = The discard goes back into the hand; another tile may be discarded instead.
tiles-discard-stands = The discard stays where it is.
tiles-discard-claimable = The discard stays: anyone may now claim it for any purpose; if nobody does, it is dead.
tiles-discard-dead = The tile goes back on the table and may not be used for any purpose.
tiles-claim-undone = The claimed tile goes back to the discards, the tiles laid with it to the hand.
tiles-claim-and-loose-tile-undone = The claimed tile goes back among the discards, the tiles laid with it return to the hand, and the loose tile drawn for the kong goes back to the wall.
tiles-claim-undone-claimable = The tiles laid with the claim go back to the hand. The discard may still be claimed, for another purpose by the same player or for any purpose by another; if nobody claims it, it is dead.
tiles-call-undone-claimable = The discard may still be claimed, for another purpose by the same player or for any purpose by another; if nobody claims it, it is dead.
tiles-swap-exposed = The wrong tiles in the set are swapped for the right ones from the hand.
tiles-set-stays = The set stays exactly as it was laid.
tiles-must-expose = { $who } must lay the claimed tile face up now, with tiles from the hand.
tiles-called-tile-to-set = { $who } takes the called tile from the discards to the set now.
tiles-one-discard-meant = The player says which tile was meant; that one is the discard and the others go back.
tiles-one-discard-claimed = The claimed tile is the discard; the others go back.
tiles-back-to-hand = The tiles go back into the concealed hand.
tiles-revealed-discarded = { $who } must discard the revealed tiles on the next turns, one a turn.
tiles-pung-becomes-kong = The drawn fourth tile joins the pung, which becomes a kong; a loose tile is drawn.
tiles-set-restored = The set laid down is put back exactly as it was.
tiles-scores-nothing = { $who } scores nothing.
tiles-unlaid-set-scores-nothing = At the settlement the set { $who } claimed and never laid scores nothing; the sets formed correctly still score.
tiles-scores-correct-sets = { $who } scores only the correctly formed sets and bonus tiles.
tiles-joker-back-to-passer = The joker goes back to the player who passed it, who passes a tile that is not a joker instead.
tiles-pass-stands = The pass stays as it was made.
tiles-pass-from-own-hand = The tiles passed on unseen go back; the player passes tiles from their own hand.
tiles-exchange-stands = The joker exchange stands.
tiles-exchange-reversed = The exchange is undone: the joker goes back into the set and the tile given goes back.
tiles-wrong-tile-fixed = The wrong tile comes out of the set and the right tile takes its place.
tiles-shown-back-exposures-stay = The tiles shown from the rack go back to it; exposures made earlier stay on the table.
tiles-whole-hand-back = Every tile of the hand goes back to the rack, concealed.
tiles-stays-with-dead-hand = The claimed tile stays with the dead hand; nobody may take it for an exposure.
tiles-group-stays-exposed = The group shown stays on the table as an ordinary exposure.
tiles-discard-to-caller = The discard goes to the claimant who takes it, for what that claimant called.
tiles-exposed-with-the-real-tile = The claimant names the tile rightly and makes the exposure with the tile really thrown.
tiles-claimable-for-mah-jongg-only = The tile may still be claimed, but only for mah jongg.
tiles-all-in = All the tiles are in: nothing can be put back.

amount-fixed = { $n }
amount-hand-value = { $n ->
    [1] the hand's value
    [2] twice the hand's value
   *[other] { $n } times the hand's value
}
amount-lowest-card-value = the lowest value on the card
amount-their-hand-value = the full value of that player's hand
amount-mcr-win = for the win: 8 plus the hand's fan from whoever gave the winning discard (from everyone on a self-draw), 8 from each of the others
amount-riichi-win = their share of the hand's value
amount-riichi-ron = the hand's value
amount-shared-out = an even share of { $n } points in all
amount-riichi-whole = the hand's whole value
amount-riichi-win-wait-unseen = their share of the hand's value scored without its wait
amount-riichi-half = half the hand's value
amount-riichi-half-and-counters = half the hand's value, plus any counters
amount-limit = { $pct ->
    [100] the agreed limit
    [50] half the agreed limit
   *[other] { $pct }% of the agreed limit
}
payment = { $from } pays { $to } { $amount }.
transfer = In figures: { $from } pays { $to } { $amount }.
transfer-unknown = In figures: { $from } pays { $to } (mjref cannot compute this amount yet).
sticks-taken = In figures: { $who } takes { $sticks ->
        [one] the riichi stick
       *[other] the { $sticks } riichi sticks
    } lying on the table ({ $amount }).

next-deal-continues = The deal carries on.
next-game-starts = The game starts when East discards.
next-same-turn = Play resumes with the same turn.
next-player-right = Play passes to the next player on the right.
next-play-continues = Play continues.
next-game-ends = The game ends.
next-redeal = East deals again: new roll of the dice, new break.
next-redeal-sticks-back = The same dealer deals again; riichi sticks go back to their owners and no counter is added.
next-exhaustive-draw = The hand ends in an exhaustive draw: ready hands are shown and those not ready pay the noten payments.
next-hand-ends-dealer-passes = The hand ends, and East's title passes to the next player.
next-hand-ends-dealer-stays = The hand ends, and East stays East.
next-charleston-continues = The Charleston carries on with the next pass.
next-charleston-ends = The Charleston ends here; an optional courtesy pass may follow before East discards.
next-settled-at-end = Play goes on; the dispute is settled when the hand is over.
next-claimant-goes-on = The player who gets the tile goes on with their call.
next-win-goes-on = The win called goes on: the hand is shown and judged as any win is.
next-as-chosen = What follows turns on that choice.

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
fact-claimer-laid-tiles-before-withdrawing-yes = The caller had laid tiles face up for the call before taking it back.
fact-claimer-laid-tiles-before-withdrawing-no = The caller took the call back before laying any tile for it.
fact-win-claim-taken-back-yes = The call taken back was a call to win (ron), the hand not shown.
fact-win-claim-taken-back-no = The call taken back was not a call to win.
fact-offender-has-drawn-since-yes = The player at fault has drawn or claimed again since.
fact-offender-has-drawn-since-no = The player at fault has not drawn or claimed again since.
fact-next-player-has-drawn-yes = The next player has already drawn.
fact-next-player-has-drawn-no = The next player has not drawn yet.
fact-loose-tile-missed-yes = The tile missed was the loose tile owed for a kong just made or a bonus tile just set aside.
fact-loose-tile-missed-no = The tile missed was an ordinary draw from the wall.
fact-real-tile-fits-exposure-yes = The tile really thrown makes the exposure the claimant laid out.
fact-real-tile-fits-exposure-no = The tile really thrown does not make the exposure the claimant laid out.
fact-revealed-tiles-not-discarded-yes = The player threw a tile drawn since while revealed tiles were still on the rack.
fact-revealed-tiles-not-discarded-no = The player has not thrown anything but the revealed tiles since laying the hand face up.
fact-tile-face-known-yes = The player saw or felt the face of the tile.
fact-tile-face-known-no = The tile's face stayed unknown.
fact-drawn-tile-mixed-in-yes = The player put the tile drawn in among the rest of the hand; which tile it was can no longer be seen.
fact-drawn-tile-mixed-in-no = The tile drawn is still kept apart from the hand.
fact-drawn-from-dead-wall-yes = The tile was drawn from the dead wall, where only a kan's loose tile is drawn.
fact-drawn-from-dead-wall-no = The tile was drawn from the live wall.
fact-drawn-tile-is-bonus-yes = The tile drawn is a flower or season.
fact-drawn-tile-is-bonus-no = The tile drawn is not a bonus tile.
fact-discard-claimed-yes = Someone claimed the tile before the mistake was noticed.
fact-discard-claimed-no = Nobody claimed the tile before the mistake was noticed.
fact-claim-withdrawn-yes = The claimer withdrew the claim.
fact-claim-withdrawn-no = The claim still stands.
fact-play-moved-on-yes = Play moved on: the offender discarded and the next player drew, or someone claimed that discard.
fact-play-moved-on-no = Play has not moved on since the claim.
fact-loose-tile-drawn-for-false-kong-yes = The wrong claim was a kong, and the offender has drawn the loose tile for it.
fact-loose-tile-drawn-for-false-kong-no = No loose tile was drawn for the wrong claim.
fact-another-player-exposed-hand-yes = Another player laid tiles face up because of the declaration.
fact-another-player-exposed-hand-no = Nobody else exposed any tiles.
fact-offender-is-dealer-yes = The offender is East.
fact-offender-is-dealer-no = The offender is not East.
fact-winner-is-dealer-yes = The winner is the dealer (East).
fact-winner-is-dealer-no = The winner is not the dealer (East).
fact-dealer-among-winners-yes = The dealer (East) is among the winners.
fact-dealer-among-winners-no = The dealer (East) is not among the winners.
fact-another-won-on-the-discard-yes = The discard was also called for ron by another player, whose hand wins.
fact-another-won-on-the-discard-no = No other player won with a ron on the same discard.
fact-every-hand-ready-yes = Every player showed a ready hand.
fact-every-hand-ready-no = Not every player had a ready hand.
fact-no-hand-ready-yes = No player had a ready hand.
fact-no-hand-ready-no = At least one player showed a ready hand.
fact-dealer-ready-yes = The dealer (East) showed a ready hand.
fact-dealer-ready-no = The dealer (East) was not ready.
fact-liable-discarded-yes = The winning tile was thrown by the player liable (pao).
fact-liable-discarded-no = The winning tile was not thrown by the player liable (pao).
fact-offender-in-riichi-yes = The player at fault had declared riichi.
fact-offender-in-riichi-no = The player at fault had not declared riichi.
fact-two-discards-before-called-tile-taken-yes = Two other players discarded before the called tile was taken to its set.
fact-two-discards-before-called-tile-taken-no = The called tile was taken, or the referee called, before two other players had discarded.
fact-called-tile-still-left-yes = The called tile still lies among the discards.
fact-called-tile-still-left-no = The called tile has been taken to its set.
fact-first-call-was-ron-yes = The call changed was a call for a win (ron).
fact-first-call-was-ron-no = The call changed was a call for a set, not for a win.
fact-win-word-put-right-at-once-yes = The wrong word for the win was put right at once.
fact-win-word-put-right-at-once-no = The word for the win was not put right at once.
fact-ron-and-tsumo-mixed-up-yes = The player said the other word for a win: "tsumo" on a discard, or "ron" on a tile drawn.
fact-ron-and-tsumo-mixed-up-no = The player did not mix up ron and tsumo.
fact-every-player-in-riichi-yes = All four players are in riichi.
fact-every-player-in-riichi-no = Not all four players are in riichi.
fact-four-kans-by-more-than-one-player-yes = Four kans have been made, not all by one player.
fact-four-kans-by-more-than-one-player-no = There are not four kans made by more than one player.
fact-riichi-discard-not-turned-yes = The player said riichi but laid the discard as any other, not sideways.
fact-riichi-discard-not-turned-no = The player did not say riichi and then lay the discard as any other.
fact-call-changed-after-a-pause-yes = A moment passed before the call was changed.
fact-call-changed-after-a-pause-no = The call was changed at once.
fact-ron-would-win-yes = The hand wins with the discard called.
fact-ron-would-win-no = The hand does not win with the discard called.
fact-another-hand-exposed-yes = The tiles exposed were of another player's hand.
fact-another-hand-exposed-no = The tiles exposed were not of another player's hand.
fact-ron-while-furiten-yes = The player called ron while furiten: a tile the hand waits on lay among the player's own discards, or went by after the player's own last draw or after the player's riichi.
fact-ron-while-furiten-no = The player was not furiten.
fact-exposed-at-once-over-yes = More than { $value } wall tiles were exposed at once.
fact-exposed-at-once-over-no = No more than { $value } wall tiles were exposed at once.

fact-pung-promoted-with-drawn-tile-yes = The tile added is the fourth of an exposed pung, just drawn.
fact-pung-promoted-with-drawn-tile-no = The change is not a drawn fourth tile added to an exposed pung.
fact-offender-hand-long-yes = The hand has too many tiles (a long hand).
fact-offender-hand-long-no = The hand is not long.
fact-offender-hand-short-yes = The hand has too few tiles (a short hand).
fact-offender-hand-short-no = The hand is not short.
fact-offender-hand-foul-yes = The hand has a false set laid down (a foul hand).
fact-offender-hand-foul-no = The hand has no false set laid down.

fact-one-suit-sets-shown-yes = The winner had at least { $value } { $value ->
    [one] set
   *[other] sets
 } of one suit laid down.
fact-one-suit-sets-shown-no = The winner had fewer than { $value } { $value ->
    [one] set
   *[other] sets
 } of one suit laid down.
fact-wind-sets-shown-yes = The winner had at least { $value } { $value ->
    [one] set
   *[other] sets
 } of winds laid down.
fact-wind-sets-shown-no = The winner had fewer than { $value } { $value ->
    [one] set
   *[other] sets
 } of winds laid down.
fact-dragon-sets-shown-yes = The winner had at least { $value } { $value ->
    [one] set
   *[other] sets
 } of dragons laid down.
fact-dragon-sets-shown-no = The winner had fewer than { $value } { $value ->
    [one] set
   *[other] sets
 } of dragons laid down.
fact-honour-sets-shown-yes = The winner had at least { $value } { $value ->
    [one] set
   *[other] sets
 } of honours laid down.
fact-honour-sets-shown-no = The winner had fewer than { $value } { $value ->
    [one] set
   *[other] sets
 } of honours laid down.
fact-green-sets-shown-yes = The winner had at least { $value } all-green { $value ->
    [one] set
   *[other] sets
 } laid down.
fact-green-sets-shown-no = The winner had fewer than { $value } all-green { $value ->
    [one] set
   *[other] sets
 } laid down.
fact-terminal-sets-shown-yes = The winner had at least { $value } { $value ->
    [one] set
   *[other] sets
 } of ones or nines laid down.
fact-terminal-sets-shown-no = The winner had fewer than { $value } { $value ->
    [one] set
   *[other] sets
 } of ones or nines laid down.

fact-repeated-offence-yes = The record of fouls shows this player committed this foul before.
fact-repeated-offence-no = The record of fouls shows no earlier foul of this kind by this player.
fact-declared-win-valid-yes = The win declared was a real win.
fact-declared-win-valid-no = The win declared was not a real win.
fact-win-shape-under-minimum-yes = The hand has a winning shape but is worth less than the minimum.
fact-win-shape-under-minimum-no = The hand is not a winning hand at all.
fact-tile-revealed-when-touched-yes = The face of the touched tile was seen.
fact-tile-revealed-when-touched-no = Nobody saw the face of the touched tile.
fact-offender-barred-from-winning-yes = An earlier ruling of this hand had already taken away the offender's right to win it.
fact-offender-barred-from-winning-no = No earlier ruling of this hand had taken away the offender's right to win it.
fact-late-over-yes = More than { $value } minutes late.
fact-late-over-no = Not more than { $value } minutes late.

fact-unseen-tile-with-live-wall-at-most-yes = No more than { $value } tiles were left in the live wall and no copy of the tile had been seen.
fact-unseen-tile-with-live-wall-at-most-no = More than { $value } tiles were left in the live wall, or a copy of the tile had already been seen.

## American play

irr-JokerPassed = a joker passed in the Charleston
irr-BlindPass = tiles passed blind in the Charleston
irr-CharlestonStopped = a player stopping the Charleston
irr-CharlestonWithThreePlayers = a Charleston pass with only three players
irr-PassTakenBack = a player wanting an outgoing pass back
irr-HeavenlyHand = East dealt a complete hand
irr-EarthlyHand = East complete after the Charleston, before the first discard
irr-ClaimAfterNextPick = a discard called after the next player picked
irr-JokerDiscardClaimed = a discarded joker called
irr-CompetingClaims = two players calling the same discard
irr-SimultaneousWins = two players making mah jongg at once
irr-InvalidExposure = an exposure that is not allowed
irr-MisnameCorrected = a misnamed discard corrected at once
irr-MisnamedDiscardClaimed = a misnamed discard called for an exposure
irr-WinOnMisnamedDiscard = mah jongg on a misnamed discard
irr-CompetingClaimsOnMisnamedTile = two mah jongg calls on a misnamed discard
irr-WinOnMisnamedJoker = mah jongg on a misnamed joker
irr-OutOfTurnDiscardClaimed = a discard thrown out of turn and called
irr-JokerExchangeMade = a joker exchange on the player's own turn
irr-JokerOfferedForNatural = a joker offered for a natural tile
irr-JokerExchangeRefused = a joker exchange refused
irr-ExchangeBeforePicking = a joker exchange before picking
irr-ExchangeWithDiscard = a discard used for a joker exchange
irr-ExchangeUndone = an attempt to undo a joker exchange
irr-WrongExchangeTile = a wrong tile given for a joker
irr-ExchangeFromDeadHand = a joker taken from a dead hand
irr-FalseWinNothingShown = mah jongg in error, nothing shown
irr-FalseWinGroupShown = mah jongg in error with the claimed group shown
irr-FalseWinHandShown = mah jongg in error with the hand shown
irr-HandsDisturbedByFalseWin = hands thrown in after a mah jongg in error
irr-WallDestroyedAfterFalseWin = the wall destroyed after a mah jongg in error
irr-FalselyClaimedTileClaimed = the tile of a false mah jongg called again
irr-DeadHandCalledInPlay = a hand called dead during play
irr-DeadHandPlayed = a dead hand playing on
irr-WrongCountsFound = wrong tile counts found during play
irr-CountsChecked = a count of every hand during play
irr-ThirdDeadHand = a third dead hand
irr-DeadCallAnswered = a dead-hand call conceded or disputed
irr-WinOnDiscard = mah jongg on a discard
irr-SelfPickedWin = a self-picked mah jongg
irr-WinAfterJokerExchange = mah jongg after a joker exchange
irr-JokerlessWin = a jokerless mah jongg
irr-DealerWins = East making mah jongg
irr-WallDestroyed = the wall destroyed
irr-WallGame = the wall run out
irr-WinOnLastDiscard = mah jongg on the last discard
irr-ExposureOnLastDiscard = the last discard called for an exposure

fact-blind-pass-allowed-here-yes = The pass was the first left or the last right, where blind passing is allowed.
fact-blind-pass-allowed-here-no = The pass was not the first left or the last right, so it could not be made blind.
fact-first-charleston-complete-yes = The first Charleston was complete.
fact-first-charleston-complete-no = The first Charleston was not yet complete.
fact-second-charleston-begun-yes = The second Charleston had begun.
fact-second-charleston-begun-no = The second Charleston had not begun.
fact-incoming-pass-seen-yes = The player already had the incoming pass of this round.
fact-incoming-pass-seen-no = The player did not yet have the incoming pass of this round.
fact-exchange-completed-yes = The exchange was carried out: the joker went onto the rack.
fact-exchange-completed-no = The exchange was only announced, not carried out.
fact-next-discard-made-yes = A discard had been made since.
fact-next-discard-made-no = No discard had been made since.
fact-exchanged-exposure-was-valid-yes = The exposure the joker came from was a valid one.
fact-exchanged-exposure-was-valid-no = The exposure the joker came from fits no hand on the card, or was laid out in a mah jongg in error.
fact-different-tiles-claimed-yes = Different players called different tiles of those put out at once.
fact-different-tiles-claimed-no = No two players called different tiles of those put out.
fact-both-claims-for-mah-jong-yes = Both players called the discard for mah-jong.
fact-both-claims-for-mah-jong-no = Not both calls were for mah-jong.
fact-a-claim-for-mah-jong-yes = One of the calls was for mah-jong.
fact-a-claim-for-mah-jong-no = Neither call was for mah-jong.
fact-exchange-refused-yes = The owner of the exposure refused to give up the joker.
fact-exchange-refused-no = Nobody refused the exchange.
fact-exchange-on-own-turn-yes = The player exchanging had the turn and had already picked or called.
fact-exchange-on-own-turn-no = The player exchanging did not have the turn, or had not yet picked or called.
fact-exchange-tile-matches-yes = The tile given is the natural tile the exposure is made of.
fact-exchange-tile-matches-no = The tile given does not match the exposure.
fact-joker-offered-for-natural-yes = A joker was offered to take a natural tile out of an exposure.
fact-joker-offered-for-natural-no = No joker was offered for a natural tile.
fact-claimed-discard-racked-yes = The declarer put the called discard on the rack instead of laying out a group with it.
fact-claimed-discard-racked-no = The called discard was not put on the rack.
fact-can-expose-claimed-tile-yes = The declarer's rack holds tiles to lay the called discard in an exposure the card allows.
fact-can-expose-claimed-tile-no = The declarer's rack cannot make the called discard into an exposure the card allows.
fact-picked-tile-racked-yes = The picked tile was already on the rack.
fact-picked-tile-racked-no = The picked tile had not been racked.
fact-claim-for-mah-jongg-yes = The call was for mah jongg.
fact-claim-for-mah-jongg-no = The call was for an exposure, not for mah jongg.
fact-first-claim-for-mah-jongg-yes = The first caller called for mah jongg.
fact-first-claim-for-mah-jongg-no = The first caller called for an exposure.
fact-second-claim-for-mah-jongg-yes = The second caller called for mah jongg.
fact-second-claim-for-mah-jongg-no = The second caller called for an exposure.
fact-second-claimant-nearer-in-turn-yes = The second caller comes sooner in turn after the discarder.
fact-second-claimant-nearer-in-turn-no = The first caller comes sooner in turn after the discarder.
fact-first-claimant-needs-real-tile-yes = The first caller's hand is completed by the tile actually thrown.
fact-first-claimant-needs-real-tile-no = The first caller's hand is not completed by the tile actually thrown.
fact-winner-relied-on-name-yes = The winner needed the tile named: the tile really thrown does not complete the hand.
fact-winner-relied-on-name-no = The tile really thrown completes the winner's hand: the winner did not rely on the wrong name.
fact-exchanger-holds-right-tile-yes = The player who gave the wrong tile holds a tile of the kind the exposure is made of.
fact-exchanger-holds-right-tile-no = The player who gave the wrong tile holds no tile of the kind the exposure is made of.
fact-claimant-committed-yes = The caller had exposed tiles for the call.
fact-claimant-committed-no = The caller had not exposed any tiles for the call.
fact-claimant-had-exposed-yes = Tiles had already been exposed for the call.
fact-claimant-had-exposed-no = No tiles had been exposed for the call yet.
fact-exposure-locked-yes = The owner had discarded or exchanged a joker since making the exposure.
fact-exposure-locked-no = The owner had not discarded or exchanged since making the exposure.
fact-exposure-mixed-tiles-yes = The group exposed mixes different tiles.
fact-exposure-mixed-tiles-no = The group exposed is one kind of tile.
fact-exposure-too-small-yes = The group exposed is a single or a pair.
fact-exposure-too-small-no = The group exposed has three tiles or more.
fact-has-earlier-exposures-yes = The player had exposures on the table from before.
fact-has-earlier-exposures-no = The player had no exposures from before.
fact-win-group-fits-exposure-yes = The group shown would stand as an exposure for a hand on the card.
fact-win-group-fits-exposure-no = The group shown could not stand as an exposure.
# The edition's id, as the ruleset names it: "2020" (American), "agreed-limit" (classical).
fact-edition-is-yes = { $value ->
    [agreed-limit] The players agreed beforehand that a false declaration costs the limit.
    [ema2016] The table plays by the EMA rules of 2016.
    [wrc2015] The table plays by the WRC rules of 2015.
   *[other] The table plays by the { $value } edition of the rules.
}
fact-edition-is-no = { $value ->
    [agreed-limit] No higher penalty was agreed beforehand.
    [ema2016] The table does not play by the EMA rules of 2016.
    [wrc2015] The table does not play by the WRC rules of 2015.
   *[other] The table does not play by the { $value } edition of the rules.
}
fact-one-intact-hand-left-yes = Only one intact hand was left.
fact-one-intact-hand-left-no = Two or more intact hands were left.
fact-another-declared-in-error-yes = Another player had already declared in error.
fact-another-declared-in-error-no = No other player had declared in error.
fact-called-exposure-invalid-yes = An exposure of the called player fits no hand on the card.
fact-called-exposure-invalid-no = Every exposure of the called player fits a hand on the card.
fact-called-hand-cannot-be-completed-yes = The called hand can complete no hand on the card.
fact-called-hand-cannot-be-completed-no = The called hand can still complete a hand on the card.
fact-called-hand-really-dead-yes = The called hand was really dead.
fact-called-hand-really-dead-no = The called hand was not dead.
fact-conceded-yes = The called player agreed the hand was dead.
fact-conceded-no = The called player disputed the call.
fact-wrong-counts-two-yes = Exactly two players held the wrong number of tiles.
fact-wrong-counts-two-no = It was not exactly two players with wrong counts.
fact-wrong-counts-three-or-more-yes = Three or more players held the wrong number of tiles.
fact-wrong-counts-three-or-more-no = Fewer than three players held the wrong number of tiles.
fact-action-was-pick-yes = The move was a pick from the wall.
fact-action-was-pick-no = The move was not a pick.
fact-action-was-claim-yes = The move was a call for a discard.
fact-action-was-claim-no = The move was not a call.
fact-action-was-discard-yes = The move was a discard.
fact-action-was-discard-no = The move was not a discard.
fact-win-on-discard-yes = The winning tile was another player's discard.
fact-win-on-discard-no = The winner drew the winning tile from the wall.
fact-hand-jokerless-yes = The winning hand is jokerless (and not Singles and Pairs).
fact-hand-jokerless-no = The winning hand has jokers, or is Singles and Pairs.

## Irregularities

irr-TileTurnedUpInDeal = a wall tile turned face up during the deal
irr-WrongCountAfterDeal = a wrong tile count found after picking
irr-WrongWallInDeal = tiles picked from the wrong wall during the deal
irr-SelectionError = tiles picked out of order, taken up by the table
irr-DeadHandCalled = a call that another player's hand is dead
irr-ClaimAfterDrawing = a claim on the discard after drawing from the wall
irr-NextWallTileExposed = the next wall tile seen by the player about to draw it
irr-WallTileSeen = a wall tile seen by accident
irr-WallTilesExposed = several wall tiles knocked over at once
irr-DeadWallTileExposed = a tile of the dead wall turned face up
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
irr-LooseTileForgotten = a discard without drawing the loose tile owed for a kong or a bonus tile
irr-DiscardIntoHand = a discard taken straight into the hand
irr-FalseWin = a false declaration of mah-jong
irr-SeveralFalseWins = two false declarations of mah-jong
irr-FalseWin-ron = a win called in error and shown (ron or tsumo)
irr-SeveralFalseWins-ron = two wins called in error on one discard
irr-ExposedSetChanged = a set laid down changed afterwards
irr-WinOnWrongTile = a win declared on a tile that does not complete the hand
irr-LateClaim = a claim after the window had closed
irr-WallTouchedEarly = the wall touched before the previous player discarded
irr-RiichiDeclaredWrongly = riichi declared without the word or without the discard laid sideways
irr-RiichiOnOpenHand = riichi declared on an open hand
irr-CallWithDeadHand = a call made with a dead hand
irr-CallInRiichi = a call for a set made by a player in riichi
irr-RiichiHandChanged = a player in riichi throwing another tile than the one drawn
irr-SwapCall = swap-calling (kuikae): discarding what the call could have been made with
irr-DiscardBeforeExposing = a discard before the called set was laid out
irr-CalledTileNotTaken = a called tile left among the discards
irr-WrongWordForWin = a win called with the wrong word
irr-FourRiichi = all four players in riichi (an abortive draw under older rules)
irr-FourKans = a fourth kan, the four not all of one player (an abortive draw under older rules)
irr-KanBeyondTheLast = a kan declared after the fourth of the hand, when no more may be made
irr-CallChanged = a call changed on the same discard
irr-FourWindsDiscardedFirst = the same wind thrown by all four players as the hand's first discards
irr-NotenRiichi = a hand in riichi shown not ready (noten) at the exhaustive draw
irr-SimultaneousWins-ron = two rons on one discard, both hands winning
irr-TilesRevealedByMistake = tiles of the hand shown by mistake
irr-HandRevealedAfterWin = a hand laid down after another player declared a win
irr-PassedInformation = a hint passed to another player
irr-Disobedience = a refusal to follow the referee
irr-Lateness = a player arriving late
irr-FalseBonusDeclaration = a tile set aside as a flower that is not one
irr-WinOnRiskyDiscard = a win on a discard after the winner's sets gave warning
irr-ValidWin = a valid win, to be settled
irr-ExhaustiveDraw = an exhaustive draw, the noten payments to be settled
irr-WinWithLiability = a win of big three dragons or big four winds with a player liable (pao)
irr-KanRobbed = a win called on the tile added to a pon to make a kan (robbing the kan, chankan)
irr-AnotherHandExposed = tiles of another player's hand knocked over face up
irr-TsumoTileNotKeptApart = a self-drawn winning tile not kept apart from the hand
irr-IllegalKanInRiichi = a concealed kan after riichi that changed the wait, found when the hand is shown
irr-SettlementWithFaultyHand = a win while another hand is long, short or foul

## Events

ev-dice = { $seat } rolls { $dice } = { $total }.
ev-break = { $wall } breaks their own wall after { $stacks } stacks, counted from its right end.
ev-took = { $seat } takes { $count ->
    [one] 1 tile
   *[other] { $count } tiles
} from { $walls } ({ $places }).
ev-turned-up = { $seat } turns up the tile at { $place } in { $wall }'s wall: { $tile }. { $seen ->
    [yes] Another player sees its face.
   *[no] Nobody else sees its face.
}
ev-turned-up-dead-wall = { $seat } turns up a tile of the dead wall, at { $place } in { $wall }'s wall: { $tile }. Everyone sees its face.
ev-wall-tiles-exposed = { $seat } knocks over { $count } tiles of { $walls } ({ $places }), face up for all to see: { $tiles }.
ev-racked = Everyone racks and counts: { $counts }.
ev-settled-agreed = The table notices the slip and everyone agrees on a fix.
ev-settled-disputed = The table notices the slip but the players cannot agree on a fix.
ev-dead-called = { $by } calls { $against }'s hand dead ({ $against } holds { $count } tiles).
ev-picked = { $seat } picks a tile from the wall ({ $place }).
ev-picked-unknown = { $seat } picks a tile from the wall ({ $place }) without seeing or feeling its face.
ev-picked-seen = { $seat } picks a tile from the wall ({ $place }) and sees its face.
ev-picked-dead-wall = { $seat } picks a tile from the dead wall ({ $place }), where only a kan's loose tile is drawn.
ev-picked-not-next = { $seat } picks a tile from the wall ({ $place }), not the next one, which lies at { $due }.
ev-discarded = { $seat } discards and names { $tile }.
ev-discarded-ron = { $seat } discards { $tile }.
ev-discarded-last-ron = { $seat } discards { $tile }, the last tile of the live wall: unless it wins, the hand ends in an exhaustive draw.
ev-discarded-misnamed = { $seat } discards { $tile } but names it { $named }.
ev-discarded-joker-as-same = { $seat } discards { $tile } and calls it "same" as the discard before it, { $named }.
ev-drew-loose = { $seat } draws a loose tile ({ $place }).
ev-drew-loose-ron = { $seat } draws the replacement tile from the dead wall ({ $place }).
ev-put-back = { $seat } puts the drawn tile back at { $place }.
ev-bonus = { $seat } sets aside { $tile } as a bonus tile.
ev-claimed-earlier = { $seat } calls the earlier of the two tiles just put out, for { $claim }.
ev-call-changed-at-once = { $seat } at once says { $claim } instead.
ev-call-changed = { $seat } then says { $claim } instead.
ev-claimed = { $kind ->
    [Exposure] { $seat } calls the discard for an exposure.
   *[other] { $seat } calls { $claim }.
}
ev-exposed = { $seat } lays { $tiles } face up.
ev-exposed-claim = { $seat } lays { $tiles } face up with the claimed discard.
ev-exposed-claim-alone = { $seat } lays the claimed discard face up by itself.
ev-exposed-claim-from = { $seat } lays { $tiles } face up with { $from }'s discard, { $tile }.
ev-exposed-without-discard = { $seat } lays { $tiles } face up for the call but leaves { $from }'s discard, { $tile }, where it lies.
ev-called-tile-taken = { $seat } takes the called tile, { $tile }, from the discards to the set laid for it.
ev-declared-kong = { $seat } declares a concealed kong of { $tile }.
ev-declared-kong-ron = { $seat } declares a concealed kan of { $tile }.
ev-claim-withdrawn = { $seat } gives the claimed discard back; the tiles laid with it return to the hand.
ev-call-withdrawn-nothing-laid = { $seat } takes back the call before laying any tile.
ev-win-call-withdrawn = { $seat } takes back the call to win, without showing the hand.
ev-discard-taken-back = { $seat } takes the discard back into the hand.
ev-taken-into-hand = { $seat } takes the discard straight into the concealed hand.
ev-discard-left-dead = The discard stays on the table, dead.
ev-declared-win = { $seat } declares a win.
ev-declared-tsumo = { $seat } calls tsumo on the tile just drawn, { $tile }, and lays the hand face up.
win-word-Ron = ron
win-word-Tsumo = tsumo
win-word-Ippatsu = ippatsu
win-word-Hu = hu
ev-win-word-said = { $moment ->
    [Tsumo] { $seat } says "{ $word }" to win on the tile just drawn, { $tile }.
   *[other] { $seat } says "{ $word }" to win on { $from }'s discard, { $tile }.
}
ev-win-word-corrected = { $moment ->
    [Tsumo] { $seat } says "{ $word }" to win on the tile just drawn, { $tile }, and at once puts it right: "{ $right }".
   *[other] { $seat } says "{ $word }" to win on { $from }'s discard, { $tile }, and at once puts it right: "{ $right }".
}
ev-claimed-after-word = { $seat } claims the discard for the win.
ev-declared-win-after-word = { $seat } lays the hand face up.
ev-declared-riichi = { $seat } declares riichi: the next discard is laid sideways, and the 1000-point stick goes down once nobody calls ron on it.
ev-declared-riichi-unsaid = { $seat } means to declare riichi: lays the next discard sideways, with the 1000-point stick, but does not say "riichi".
ev-declared-riichi-not-turned = { $seat } says "riichi", but lays the next discard as any other, not sideways.
ev-declaration-withdrawn = { $seat } takes the declaration back before showing any tile.
ev-hand-shown = { $seat } lays their hand face up.
ev-hand-shown-ready = { $seat } says the hand is ready (tenpai) and lays it face up.
ev-declared-not-ready = { $seat } says the hand is not ready (noten) and keeps it face down.
ev-drawn-tile-mixed-in = { $seat } puts the tile just drawn in among the rest of the hand; which tile it was can no longer be seen.
ev-paused = { $seconds } seconds pass.
ev-touched-wall = { $seat } touches the wall tile at { $place }; nobody sees its face.
ev-touched-wall-revealed = { $seat } touches the wall tile at { $place } and its face is seen: { $tile }.
ev-tiles-revealed = { $seat } shows { $tiles } from the concealed hand by mistake.
ev-tiles-knocked-over = { $seat } knocks over tiles of { $owner }'s concealed hand; they lie face up: { $tiles }.
ev-information-passed = { $from } gives { $to } a hint about the game.
ev-information-passed-true = { $from } gives { $to } a true hint about the game.
ev-information-passed-false = { $from } gives { $to } a hint about the game that is not true.
ev-referee-disobeyed = { $seat } refuses to follow the referee's instruction.
ev-arrived-late = { $seat } arrives { $minutes } minutes late.
ev-play-resumes = Play resumes with { $seat } to draw.
story-already-ruled = Already ruled ({ $article }): { $ruling }
story-ruled-by-fallback = no article; the ruleset's fallback
ev-ruled-dead = { $seat }'s hand is ruled dead: it plays no more this hand.
ev-ruled-may-not-win = The referee rules that { $seat } may not win this hand; { $seat } plays on.
ev-ruled-dead-plays-on = The referee rules { $seat }'s hand dead; { $seat } plays on, drawing and discarding, without calling or winning.
ev-ruled-not-in-riichi = The referee rules that { $seat }'s riichi does not stand; { $seat } takes the stick back and plays on, not in riichi.
ev-exposure-returned = { $seat } takes the exposure laid in error back onto the rack.
ev-added-to-meld = { $seat } adds { $tile } from the hand to the set [{ $set }] laid down.
ev-added-to-meld-from-discard = { $seat } takes the discard { $tile } and adds it to the set [{ $set }] laid down.
ev-took-from-meld = { $seat } takes { $tile } out of the set [{ $set }] laid down, back into the hand.
ev-passed = { $from } passes { $tiles } face down to { $to }{ $blind ->
    [0] {""}
   *[other] , { $blind } of them passed on unseen (blind)
}.
ev-charleston-stopped = { $seat } says the Charleston stops here.
ev-pass-taken-back = { $seat } asks for the tiles of their outgoing pass back.
ev-exchanged = { $seat } gives { $tile } for the joker in { $owner }'s exposure [{ $set }] and takes the joker.
ev-exchange-with-discard = { $seat } takes the discard { $tile } and puts it in { $owner }'s exposure [{ $set }] for the joker.
ev-exchange-announced = { $seat } says they will give { $tile } for the joker in { $owner }'s exposure [{ $set }].
ev-exchange-refused = { $seat } refuses to give up the joker.
ev-joker-offered = { $seat } offers a joker for a tile of { $owner }'s exposure [{ $set }], to take that tile.
ev-exchange-undone = { $seat } wants to undo the joker exchange just made.
ev-thrown-in = { $seat } throws their hand in, mixing the tiles.
ev-wall-destroyed = { $seat } pushes the wall in with the tiles.
ev-dead-conceded = { $seat } agrees the hand is dead.
ev-dead-disputed = { $seat } disputes the call and says the hand is live.
ev-dispute-settled = { $by } and { $against } settle the disputed dead call: the hand is looked at, and whoever was wrong pays.
ev-tiles-counted = The table stops and counts: { $counts }.
ev-referee-called = The referee is called.
ev-referee-called-by = { $seat } calls the referee.
ev-redealt = The tiles are thrown in, the walls built again, and { $seat } deals the same hand again.
ev-tile-racked = { $seat } puts the picked tile on the rack.
ev-name-corrected = { $seat } corrects the name at once: the tile is { $tile }.
claim-Chow = chow
claim-Pung = pung
claim-Kong = kong
claim-Exposure = the tile for an exposure
claim-Win = mah-jong
claim-Win-mah-jongg = mah jongg
claim-Win-ron = ron
claim-Chow-riichi = chii
claim-Pung-riichi = pon
claim-Kong-riichi = kan
prevalent-line = The prevalent wind of this hand is { $wind }.
accounts-line = On the table from earlier hands as this one begins: { $counters ->
        [0] no counters
        [one] { $counters } counter
       *[other] { $counters } counters
    } and { $sticks ->
        [0] no riichi sticks
        [one] { $sticks } riichi stick
       *[other] { $sticks } riichi sticks
    }.
position-line = The hand is under way: { $seat } to play, { $wall ->
    [one] 1 tile left in the wall
   *[other] { $wall } tiles left in the wall
}, the next at { $next }.
position-line-discard = The hand is under way: { $seat } to play, { $by } has just thrown { $tile }, { $wall ->
    [one] 1 tile left in the wall
   *[other] { $wall } tiles left in the wall
}, the next at { $next }.
position-sets = Laid down already: { $sets }.
position-sets-of = { $seat } { $sets }
position-dead = { $seat }'s hand is dead already.
record-line = Record of fouls: in hand { $hand }, { $seat } was penalised under { $article }.
ev-folded = … { $count } regular picks in order from the break …
ev-folded-passes = … { $passes ->
    [one] one Charleston pass
   *[other] { $passes } Charleston passes
}, tiles face down, nothing irregular …
ev-folded-play = … { $turns ->
    [one] one ordinary turn
   *[other] { $turns } ordinary turns
}{ $bonus ->
    [0] {""}
    [one] , one bonus tile replaced
   *[other] , { $bonus } bonus tiles replaced
} …

## Explanations

verdict-right = Right.
verdict-wrong = Not quite.
explain-matter = The matter: { $matter } ({ $id }).
explain-correct-ruling = The ruling: { $ruling }
explain-deciding = Deciding fact: { $fact }
explain-separating = Your choice would be right if: { $would } But here: { $here }
explain-other-article = Your choice is the ruling of { $id }, which covers { $covers }. What happened here is { $here }.

## The table as text

table-served-mark = {" "}← being served
table-wall-line = { $wall } wall  { $strip }  { $left } left{ $served }
table-strip-legend = {"  "}a stack: # two tiles  = bottom only  " top only  . taken  % { $dora ->
        [yes] dead wall (loose tiles, dora)
       *[no] dead wall (loose tiles)
    }  | break  ^ face up
table-face-up = Face up in the wall: { $tiles }.
table-rack-line = { $seat } rack: { $count } tiles  { $tiles }
table-sets = sets laid down: { $melds }
table-called-tile-left = the called tile { $tile } still lies among { $from }'s discards
table-bonus = bonus tiles: { $tiles }
table-discards-title = Discards by seat, oldest first (* claimed, x dead):
table-discards-title-riichi = Discards by seat, oldest first (* claimed, x dead, r the riichi discard):
table-discards-of = {"  "}{ $seat } { $tiles }
table-latest-discard = Latest discard: { $tile }, thrown by { $seat }.
table-prevalent = Prevalent wind: { $wind }.
table-turn = { $seat } to play.
table-hand-face-up = hand face up: { $tiles }
table-revealed = face up by mistake: { $tiles }
table-looked-at = the referee looks at the hand: { $tiles }
table-hand-dead = hand ruled dead
table-wall-spoken = { $wall } wall: { $left } left
table-wall-spoken-served = being served
table-wall-spoken-broken = broken after stack { $stack } from its right end
table-wall-spoken-face-up = face up: { $tiles }
table-wall-spoken-face-up-many = face up: { $tiles }
table-tile-at = { $tile } at { $place }

## Quiz

question-prompt = What is the ruling?
plain-intro-edition = Every question is judged under { $edition }: give --edition { $id } as well to get them again.
plain-intro-replay = mjref quiz: { $ruleset }. Question { $code } (give --question { $code } to get it again). Answer with the option's number; end of input stops.
plain-intro = mjref quiz: { $ruleset }. Seed { $seed } (give --seed { $seed } to get { $count ->
    [one] this question
   *[other] these questions
} again), { $count ->
    [one] 1 question
   *[other] { $count } questions
}. Answer with the option's number; end of input stops.
plain-question-head = ── Question { $n } of { $count } (code { $code }) ──
plain-rules = Rules: { $ruleset }, { $edition }.
plain-what-happened = What happened:
plain-table-now = The table now:
story-left-out = { $count ->
    [one] Line { $from } left out: play before the matter; the table shows where it left things.
   *[other] Lines { $from }–{ $to } left out: the deal and play before the matter; the table shows where they left things.
}
plain-answer-prompt = Your answer (1-{ $max }): {""}
plain-answer-invalid = Please answer with a number from 1 to { $max }.
plain-article = { $id }: { $title }
plain-source = Source: { $work }, { $locator }
summary-line = Summary: { $right } right out of { $asked } asked.
summary-article = { $id }: { $right } of { $asked }
explain-replay = This question again: { $command }
explain-replay-deck = This case comes from the deck: `mjref deck check` shows the ruling of each of its files.
plain-deck-intro = mjref quiz: { $ruleset }, { $count ->
    [one] one case
   *[other] { $count } cases
} of the deck { $deck }. Answer with the option's number; end of input stops.
plain-deck-question-head = ── Case { $n } of { $count }: { $name } ──
plain-press-enter = Press Enter for the next question.
ruling-lawful = No irregularity: this is allowed.
explain-not-allowed = Your choice takes what happened for something the rules allow. It is not: here it is { $here }.
table-reading-card = { $seat }'s hand on the card: { $section }, line { $line }, worth { $value }.
table-reading-card-jokerless = { $seat }'s hand on the card: { $section }, line { $line }, worth { $value }, and jokerless.
table-reading-fan = { $seat }'s hand: { $total } fan ({ $fans }).

# The player who showed or threw in their hand after a declaration of mah jongg.
role-revealer = the revealing player

# The player who called another hand dead (a claimant is role-caller).
role-challenger = the caller

# The two callers of one discard, in the order they called.
role-first-caller = the first caller
role-second-caller = the second caller
