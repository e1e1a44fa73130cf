#!/usr/bin/env python3
"""Writes judged cases for the referee's corrections (issue 13), by hand from the rules.

Each case states its expected ruling here, from the rule text cited beside it, before
the engine is run on it; tests/judged_cases.rs checks the engine against them.

Run from the repository root: python3 tools/make_referee_cases.py
"""
import sys

sys.path.insert(0, "tools")
from casekit import Case, kind_ron  # noqa: E402


def touching_early():
    # 001_c37d2818185fcae0.txt, "Dotknięcie muru": touching the wall before the player
    # on turn has discarded is a foul, whoever touches it: here East, two seats from
    # South, who has picked and not yet discarded. First foul of the kind: a warning;
    # the tile was not seen, so it goes back face down.
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event(f'TouchedWall(seat: East, at: "{c.remaining()[0]}", revealed: false)')
    c.write(
        "mcr-pen-11-east-touches-while-south-holds.ron",
        "East touches the wall while South, who has picked, has not yet discarded",
        '(article: "MCR-PEN-11", case: "not-seen", parties: (offender: Some(East)), '
        'ruling: Some((players: [(who: Offender, status: Warning)], tiles: BackFaceDownSameSpot, next: PlayContinues)))',
    )


def declared_twice():
    # A player who says "mah jongg" twice over one hand is one winner. South picks the
    # tile that completes 11 222 333 444 555 in one suit (a joker among the threes), so
    # the win is self-picked and not jokerless: everyone pays South double the card
    # value (Mahj Life art. 97), however often South says it.
    south = ["1d", "1d", "2d", "2d", "JK", "3d", "3d", "3d", "4d", "4d", "4d", "5d", "5d"]
    c = Case("american", hands={"South": south}, draws=["5d"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.event("HandShown(seat: South)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "am-pay-02-south-declares-twice.ron",
        "South picks the tile that completes the hand and declares mah jongg twice",
        '(article: "AM-PAY-02", case: "everyone-pays-double", parties: (winner: Some(South)))',
    )


def touching_twice_in_one_hand():
    # The escalating scale counts earlier fouls of the same kind by the same player
    # (001_c37d2818185fcae0.txt, "Dotknięcie muru": a warning the first time, then 5, 10,
    # 20 points): East's second touch in this very hand is its second foul, 5 points.
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event(f'TouchedWall(seat: East, at: "{c.remaining()[0]}", revealed: false)')
    c.discard("South", c.racks["South"][0])
    c.pick("West")
    c.event(f'TouchedWall(seat: East, at: "{c.remaining()[0]}", revealed: false)')
    c.write(
        "mcr-pen-11-east-touches-twice-in-a-hand.ron",
        "East touches the wall early twice in one hand",
        '(article: "MCR-PEN-11", case: "not-seen", parties: (offender: Some(East)), '
        'ruling: Some((players: [(who: Offender, status: Points(5))], tiles: BackFaceDownSameSpot, next: PlayContinues)))',
    )


def late_63_minutes():
    # 001_c37d2818185fcae0.txt, "Spóźnienia": 10 points off the final score for each 10
    # minutes late; every started ten minutes counts (the article's reading), with no
    # cap: 63 minutes are seven stretches, 70 points.
    c = Case("mcr", hands={})
    c.events.insert(0, "ArrivedLate(seat: West, minutes: 63)")
    c.deal()
    c.write(
        "mcr-pen-01-west-63-minutes-late.ron",
        "West arrives 63 minutes late",
        '(article: "MCR-PEN-01", case: "over-50", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: PointsOff(70))], tiles: Unchanged, next: PlayContinues)))',
    )


def declared_on_a_tile_that_completes_nothing():
    # 001_c37d2818185fcae0.txt, "Błędna wygrana": a win declared on a wrong tile costs 20
    # points to each other player. South's hand is no winning hand with the tile it
    # picked, nor with any other: the tile completes nothing (our reading: a wrong tile,
    # not a hand worth less than 8 fan).
    south = ["1c", "1c", "5c", "9c", "2d", "2d", "6d", "3b", "7b", "7b", "Ew", "Sw", "Rd"]
    c = Case("mcr", hands={"South": south}, draws=["Nw"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "mcr-pen-16-south-declares-an-incomplete-hand.ron",
        "South picks a tile that completes nothing and declares a win",
        '(article: "MCR-PEN-16", case: "wrong-tile", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: TilesBackToHand, '
        'payments: [(from: Offender, to: EachOpponent, amount: Fixed(20))], next: PlayContinues)))',
    )


def complete_hand_under_eight():
    # "Błędna wygrana": a declared hand worth less than the 8 fan required costs 10 to
    # each other player. South completes 123c 678d 345b NwNwNw 9c9c on East's 9c:
    # concealed hand 2, pung of an honour 1, single wait 1: 4 fan.
    south = ["1c", "2c", "3c", "6d", "7d", "8d", "3b", "4b", "5b", "Nw", "Nw", "Nw", "9c"]
    c = Case("mcr", hands={"South": south, "East": ["9c"]})
    c.deal()
    c.discard("East", "9c")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "mcr-pen-02-south-declares-four-fan.ron",
        "South calls a win on East's 9c with a complete hand worth 4 fan",
        '(article: "MCR-PEN-02", case: "under-eight-fan", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: TilesBackToHand, '
        'payments: [(from: Offender, to: EachOpponent, amount: Fixed(10))], next: PlayContinues)))',
    )


def claim_withdrawn_tile_dead():
    # Rules 69 and 71 (000_7c2be202b4b6730b.txt): South claims East's 5c for a pung and
    # lays it, then gives the claim back before discarding. No penalty; the two 5c go back
    # to South's hand; East may not take the 5c back, which another may still claim, or
    # South for another purpose, and which is dead if nobody does.
    south = ["5c", "5c"]
    c = Case("millington", hands={"South": south, "East": ["5c"]})
    c.deal()
    c.discard("East", "5c")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("Exposed(seat: South, tiles: [Number(Craks, 5), Number(Craks, 5)])")
    c.event("ClaimWithdrawn(seat: South)")
    c.write(
        "mil-69-south-gives-back-a-laid-pung.ron",
        "South claims East's 5c for a pung, lays it, and gives the claim back",
        '(article: "MIL-69", case: "before-discarding", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: ClaimUndoneTileClaimableOrDead, next: PlayContinues)))',
    )


def claimed_set_never_laid():
    # Rule 78 (000_7c2be202b4b6730b.txt), with rule 89 for the settlement: South claims
    # East's 9b for a pung, takes it into the hand without laying the set, and has drawn
    # again before anyone notices: a foul hand, and the set never laid scores nothing.
    c = Case("millington", hands={"South": ["9b", "9b"], "East": ["9b"]})
    c.deal()
    c.discard("East", "9b")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("TakenIntoHand(seat: South)")
    c.racks["South"].append("9b")
    c.discard("South", c.racks["South"][-2])
    for seat in ["West", "North", "East"]:
        c.pick(seat)
        c.discard(seat, c.racks[seat][-1])
    c.pick("South")
    c.write(
        "mil-78-south-never-lays-the-pung.ron",
        "South claims a pung, takes it into the hand without laying it, and draws again",
        '(article: "MIL-78", case: "after-next-draw", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: FoulHand)], tiles: UnlaidSetScoresNothing, next: PlayContinues)))',
    )


def false_pung_found_late():
    # Rule 76 (000_7c2be202b4b6730b.txt): South calls pung on East's 6c without a pair,
    # lays 1d 2d beside it, discards, and West draws before anyone notices. Found late:
    # a foul hand, and the set already laid stays as it was laid.
    c = Case("millington", hands={"South": ["1d", "2d"], "East": ["6c"]})
    c.deal()
    c.discard("East", "6c")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("Exposed(seat: South, tiles: [Number(Dots, 1), Number(Dots, 2)])")
    c.racks["South"].remove("1d")
    c.racks["South"].remove("2d")
    c.discard("South", c.racks["South"][0])
    c.pick("West")
    c.write(
        "mil-76-south-false-pung-found-late.ron",
        "South lays a false pung, discards, and West draws before anyone notices",
        '(article: "MIL-76", case: "found-late", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: FoulHand)], tiles: SetStaysAsLaid, next: PlayContinues)))',
    )


def revealed_tiles_kept():
    # 001_c37d2818185fcae0.txt, "Ujawnienie kamieni": West lays the whole hand face up
    # after South's declaration, which is no win (South's picked tile completes nothing).
    # Play goes on; West must throw the revealed tiles one a turn, but throws the tile it
    # draws: West may not win this hand and pays 30 points to each other player.
    south = ["1c", "1c", "5c", "9c", "2d", "2d", "6d", "3b", "7b", "7b", "Ew", "Sw", "Rd"]
    west = ["1c", "2c", "3c", "4b", "5b", "6b", "4d", "4d", "4d", "8b", "8b", "9b", "9b"]
    c = Case("mcr", hands={"South": south, "West": west}, draws=["Nw", "Gd"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.event("HandShown(seat: West)")
    c.discard("South", "Nw")
    c.pick("West")
    c.discard("West", "Gd")
    c.write(
        "mcr-pen-13-west-keeps-the-revealed-tiles.ron",
        "West lays the hand face up after South's false win, then throws the tile drawn",
        '(article: "MCR-PEN-13", case: "revealed-tiles-kept", parties: (offender: Some(West), winner: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: RevealedTilesDiscardedNext, '
        'payments: [(from: Offender, to: EachOpponent, amount: Fixed(30))], next: PlayContinues)))',
    )


touching_early()
declared_twice()
revealed_tiles_kept()
false_pung_found_late()
claimed_set_never_laid()
claim_withdrawn_tile_dead()
declared_on_a_tile_that_completes_nothing()
complete_hand_under_eight()
late_63_minutes()
touching_twice_in_one_hand()


def valid_win_with_two_chows_laid():
    # MCR (rules/mcr.md MCR-SC-01, MCR-SC-03): South has laid two chows claimed from
    # East and wins on East's 5c: 123b 456b laid, 789b and a pung of red dragons
    # concealed, a pair of 5c. A pure straight alone is 16 fan, well over 8: a valid win,
    # no irregularity. Laid sets make no discard dangerous in Chinese Official rules:
    # East pays 8 plus the fan, West and North 8 each, and the game ends.
    south = ["1b", "2b", "4b", "5b", "7b", "8b", "9b", "Rd", "Rd", "Rd", "5c", "Ew", "Nw"]
    east = ["3b", "6b", "5c"]
    c = Case("mcr", hands={"South": south, "East": east})
    c.deal()
    c.discard("East", "3b")
    c.event("Claimed(seat: South, claim: Chow)")
    c.event("Exposed(seat: South, tiles: [Number(Bams, 1), Number(Bams, 2)])")
    c.racks["South"].remove("1b")
    c.racks["South"].remove("2b")
    c.discard("South", "Ew")
    for seat in ["West", "North", "East"]:
        t = c.pick(seat)
        c.discard(seat, t if seat != "East" else "6b")
    c.event("Claimed(seat: South, claim: Chow)")
    c.event("Exposed(seat: South, tiles: [Number(Bams, 4), Number(Bams, 5)])")
    c.racks["South"].remove("4b")
    c.racks["South"].remove("5b")
    c.discard("South", "Nw")
    for seat in ["West", "North", "East"]:
        t = c.pick(seat)
        c.discard(seat, t if seat != "East" else "5c")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "mcr-sc-03-south-wins-on-a-discard-with-two-chows-laid.ron",
        "South, with two chows laid, wins on East's 5c with a pure straight",
        '(article: "MCR-SC-03", case: "settled", parties: (winner: Some(South), discarder: Some(East)), '
        'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachLoser, to: Winner, amount: McrWin)], next: GameEnds)))',
    )


valid_win_with_two_chows_laid()


def group_of_another_kind(name, comment, west, claimed, laid, declare_first):
    # A group is only what its tiles are, jokers aside (AM-MJE-02; the card's groups are
    # of one tile, rules/american.md). West would hold 11 222 333 444 555 in dots (a joker
    # among the threes) if the tile called were a dot; it is a crak. The group West lays
    # with it is no group, so the mah jongg is in error with only the claimed group
    # shown, and that group can be no exposure: under the 2024 rulebook the hand is dead,
    # the tiles shown go back, and play passes to West's right.
    c = Case("american", hands={"West": west, "East": [claimed]})
    c.deal()
    c.discard("East", claimed)
    c.event("Claimed(seat: West, claim: Win)")
    tiles = ", ".join(kind_ron(t) for t in laid)
    if declare_first:
        c.event("DeclaredWin(seat: West)")
        c.event(f"Exposed(seat: West, tiles: [{tiles}])")
    else:
        c.event(f"Exposed(seat: West, tiles: [{tiles}])")
        c.event("DeclaredWin(seat: West)")
    c.write(
        name,
        comment,
        '(article: "AM-MJE-02", case: "not-an-exposure", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: ShownTilesBackExposuresStay, next: NextPlayerRight)))',
    )


group_of_another_kind(
    "am-mje-02-west-lays-1d-beside-a-claimed-1c.ron",
    "West calls East's 1c for mah jongg and lays 1d beside it as a pair of ones",
    ["1d", "2d", "2d", "2d", "JK", "3d", "3d", "4d", "4d", "4d", "5d", "5d", "5d"],
    "1c", ["1d"], declare_first=False,
)
group_of_another_kind(
    "am-mje-02-west-declares-then-lays-2d-2d-with-a-claimed-2c.ron",
    "West declares mah jongg on East's 2c, then lays 2d 2d with it as a pung of twos",
    ["1d", "1d", "2d", "2d", "JK", "3d", "3d", "4d", "4d", "4d", "5d", "5d", "5d"],
    "2c", ["2d", "2d"], declare_first=True,
)


def misnamed_claim_real_tile_fits():
    # AM-MIS-02, reading of 004_7469d817ceb0332e.txt (no penalty for a misnamed tile used
    # for a pung, kong or quint; the claimant names it rightly and exposes it) and the
    # AMJA guide: East throws 5b calling it 5c; West calls it for an exposure and lays
    # 5b 5b. With the tile really thrown that is a pung of 5b: West names it 5b and keeps
    # the exposure; nobody is penalised, and play goes on.
    west = ["5b", "5b"]
    c = Case("american", hands={"West": west, "East": ["5b"]})
    c.deal()
    c.discard("East", "5b", named="5c")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Exposed(seat: West, tiles: [Number(Bams, 5), Number(Bams, 5)])")
    c.write(
        "am-mis-02-west-exposes-the-real-5b-thrown-as-5c.ron",
        "East throws 5b calling it 5c; West calls it and lays 5b 5b",
        '(article: "AM-MIS-02", case: "committed-real-tile-fits", parties: (offender: Some(West), discarder: Some(East)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty), (who: Discarder, status: NoPenalty)], '
        'tiles: ExposedWithTheRealTile, next: PlayContinues)))',
    )


misnamed_claim_real_tile_fits()


def conceded_with_a_faulty_exposure():
    # AM-DH-05 with 004_7469d817ceb0332e.txt (a hand agreed dead: the player stops, and
    # the faulty part of the hand goes back) and AM-DH-01: West calls East's 3d and lays
    # 1d 2d with it, a run, which no hand of the card has. South calls West's hand dead
    # and West agrees: West plays no more and the faulty exposure goes back to the rack.
    c = Case("american", hands={"West": ["1d", "2d"], "East": ["3d"]})
    c.deal()
    c.discard("East", "3d")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Exposed(seat: West, tiles: [Number(Dots, 1), Number(Dots, 2)])")
    c.discard("West", c.racks["West"][-1])
    t = c.pick("North")
    c.discard("North", t)
    c.event("DeadCalled(by: South, against: West)")
    c.event("DeadCallAnswered(seat: West, conceded: true)")
    c.write(
        "am-dh-05-west-concedes-with-a-run-exposed.ron",
        "West exposes 1d 2d with a claimed 3d; South calls the hand dead and West agrees",
        '(article: "AM-DH-05", case: "conceded-invalid-exposure", parties: (called: Some(West), caller: Some(South)), '
        'ruling: Some((players: [(who: Called, status: DeadHand)], tiles: ReturnedToRack, next: PlayContinues)))',
    )


conceded_with_a_faulty_exposure()


def drew_then_another_claims():
    # Millington 66 (000_7c2be202b4b6730b.txt, rule 66): South, on turn, draws and then
    # wants East's 7c; North claims the 7c for a pung. South must put the drawn tile back,
    # nobody is penalised, and North takes the 7c for the pung.
    c = Case("millington", hands={"North": ["7c", "7c"], "East": ["7c"]})
    c.deal()
    c.discard("East", "7c")
    c.pick("South")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("Claimed(seat: North, claim: Pung)")
    c.write(
        "mil-66-south-draws-then-north-claims-the-pung.ron",
        "South draws, then wants East's 7c; North claims it for a pung",
        '(article: "MIL-66", case: "priority-claim", parties: (offender: Some(South), caller: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty), (who: Caller, status: GetsTheTile)], '
        'tiles: DrawnTileBackToWall, next: PlayContinues)))',
    )


drew_then_another_claims()


def conceded_a_live_hand():
    # AM-DH-05: South calls West's hand dead after East's first discard and West agrees.
    # West has exposed nothing, so nothing goes back: the hand is dead by West's own word,
    # West stops playing and still pays the winner.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.event("DeadCalled(by: South, against: West)")
    c.event("DeadCallAnswered(seat: West, conceded: true)")
    c.write(
        "am-dh-05-west-concedes-with-nothing-exposed.ron",
        "South calls West's hand dead and West agrees; West has exposed nothing",
        '(article: "AM-DH-05", case: "conceded", parties: (called: Some(West), caller: Some(South)), '
        'ruling: Some((players: [(who: Called, status: DeadHand)], tiles: Kept, next: PlayContinues)))',
    )


conceded_a_live_hand()


def win_on_a_misnamed_discard(name, comment, lay_first):
    # AM-MIS-03 (004_7469d817ceb0332e.txt: mah jongg on a wrongly named tile ends the game
    # and the misnamer alone pays four times the hand; the others pay nothing). West
    # holds 11 222 333 444 55 in craks with a joker among the twos and waits on 5c. East
    # throws 5b calling it 5c; West, relying on the name, calls mah jongg. West's hand is
    # judged with the tile as named, whether or not West first lays 5c 5c with it.
    west = ["1c", "1c", "2c", "2c", "JK", "3c", "3c", "3c", "4c", "4c", "4c", "5c", "5c"]
    c = Case("american", hands={"West": west, "East": ["5b"]})
    c.deal()
    c.discard("East", "5b", named="5c")
    c.event("Claimed(seat: West, claim: Win)")
    if lay_first:
        c.event("Exposed(seat: West, tiles: [Number(Craks, 5), Number(Craks, 5)])")
    c.event("DeclaredWin(seat: West)")
    c.write(
        name,
        comment,
        '(article: "AM-MIS-03", case: "pays-for-the-table", parties: (winner: Some(West), discarder: Some(East)), '
        'ruling: Some((players: [(who: Winner, status: Wins)], tiles: Kept, '
        'payments: [(from: Discarder, to: Winner, amount: HandValue(4))], next: GameEnds)))',
    )


win_on_a_misnamed_discard(
    "am-mis-03-west-wins-on-5b-called-5c.ron",
    "East throws 5b calling it 5c; West, waiting on 5c, calls mah jongg on the name",
    lay_first=False,
)
win_on_a_misnamed_discard(
    "am-mis-03-west-lays-5c-5c-with-5b-called-5c.ron",
    "East throws 5b calling it 5c; West lays 5c 5c with it and calls mah jongg",
    lay_first=True,
)


def joker_in_a_pair():
    # 004_7469d817ceb0332e.txt (jokers stand only in groups of three or more, never as a
    # single or in a pair) with AM-MJE-02: West holds 222 333 444 555 in dots and a
    # joker, calls East's 1d for mah jongg and lays the joker beside it as the pair of
    # ones. A joker cannot make that pair: the mah jongg is in error with the claimed
    # group shown, a group that can be no exposure, so the hand is dead (2024).
    west = ["JK", "2d", "2d", "2d", "3d", "3d", "3d", "4d", "4d", "4d", "5d", "5d", "5d"]
    c = Case("american", hands={"West": west, "East": ["1d"]})
    c.deal()
    c.discard("East", "1d")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Exposed(seat: West, tiles: [Joker])")
    c.event("DeclaredWin(seat: West)")
    c.write(
        "am-mje-02-west-lays-a-joker-as-a-pair-with-a-claimed-1d.ron",
        "West calls East's 1d for mah jongg and lays a joker beside it as a pair",
        '(article: "AM-MJE-02", case: "not-an-exposure", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: ShownTilesBackExposuresStay, next: NextPlayerRight)))',
    )


joker_in_a_pair()


def dead_call_during_the_deal_then_east_discards():
    # AM-DEAL-03 (002_3a5d5c9f4713d0af.txt, errors in selection; rules/american.md
    # AM-DEAL-07): while the tiles are being picked, North calls South's hand dead. No
    # hand can be dead before East's first discard: the call does not count, and any
    # error is put right at once by agreement, else a misdeal. The deal then goes on and
    # East discards; that later discard changes nothing in the ruling on the call.
    c = Case("american", hands={})
    c.deal()
    c.events.insert(2 + 8, "DeadCalled(by: North, against: South)")
    c.discard("East", c.racks["East"][0])
    c.write(
        "am-deal-03-call-during-the-deal-then-east-discards.ron",
        "North calls South's hand dead during the deal; the deal goes on and East discards",
        '(article: "AM-DEAL-03", case: "during-selection", parties: (caller: Some(North), called: Some(South)), '
        'ruling: Some((players: [(who: Called, status: StaysLive), (who: Caller, status: NoPenalty)], '
        'tiles: AgreeElseMisdeal, next: DealContinues)))',
    )


dead_call_during_the_deal_then_east_discards()


def partial_exposure_in_error():
    # 003_1cef7ae3ef56f9f7.txt, table row 3 (Mahj Life Article 55) against the 2024
    # relief of p. 21 #3: West calls East's 1c for mah jongg, lays 1c 1c with it and
    # then a pung of 7b from the rack besides, and the hand is not complete. The relief
    # is only for the claimed group alone; a group shown from the rack besides it is a
    # partial exposure: West is disqualified (dead), the tiles go back on the rack (West
    # had no exposures before), and play passes to West's right.
    west = ["1c", "1c", "7b", "7b", "7b"]
    c = Case("american", hands={"West": west, "East": ["1c"]})
    c.deal()
    c.discard("East", "1c")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Exposed(seat: West, tiles: [Number(Craks, 1), Number(Craks, 1)])")
    c.event("Exposed(seat: West, tiles: [Number(Bams, 7), Number(Bams, 7), Number(Bams, 7)])")
    c.event("DeclaredWin(seat: West)")
    c.write(
        "am-mje-03-west-shows-a-rack-group-besides-the-claimed-one.ron",
        "West calls East's 1c for mah jongg, lays 1c 1c with it and a pung of 7b from the rack",
        '(article: "AM-MJE-03", case: "concealed", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: WholeHandBackToRack, next: NextPlayerRight)))',
    )


partial_exposure_in_error()
