"""Judged cases for the American game, written by hand from the rules before the engine
ran on them: a legal joker exchange, a joker offered for a natural, the jokers of a hand
dead by a mah jongg in error, the claimed discard put on the rack, three intact hands
playing on, and the disqualified player among the last two intact hands.

Run from the repository root: python3 tools/make_joker_and_error_cases.py
"""
from casekit import Case


def south_pungs_threes_with_a_joker(extra=None):
    # East throws 3d; South calls it and lays 3d and a joker with it: 3d 3d JK, a pung
    # of threes that fits the run hands of the card (11 222 333 444 55 in one suit).
    hands = {"East": ["3d"], "South": ["3d", "JK"]}
    hands.update(extra or {})
    c = Case("american", hands=hands)
    c.deal()
    c.discard("East", "3d")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.event("Exposed(seat: South, tiles: [Number(Dots, 3), Joker])")
    c.racks["South"].remove("3d")
    c.racks["South"].remove("JK")
    c.discard("South", c.racks["South"][-1])
    return c


def legal_exchange():
    # AM-JK-01 (Mahj Life Article 221, MJME 2024 p. 23; 004_7469d817ceb0332e.txt, the
    # paragraph on exchanging for a joker on one's turn): West picks on West's own turn
    # and gives South the natural 3d for the joker in South's pung of threes. That is
    # allowed: no irregularity, the exchange stands, West goes on to discard.
    c = south_pungs_threes_with_a_joker({"West": ["3d"]})
    c.pick("West")
    c.event("JokerExchanged(seat: West, owner: South, meld: 0, tile: Number(Dots, 3))")
    c.write(
        "am-jk-01-west-exchanges-3d-for-south-joker-on-turn.ron",
        "West picks and gives 3d for the joker in South's pung of threes",
        '(article: "AM-JK-01", case: "lawful-exchange", parties: (offender: Some(West), called: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: ExchangeStands, next: SameTurn)))',
    )


def joker_offered_for_a_natural():
    # AM-JK-03 (004_7469d817ceb0332e.txt: a natural may be given for a joker, never a
    # joker for a natural; Mahj Life Article 221 #5): West, on turn after picking, offers
    # a joker from the rack for one of the naturals of South's pung. Refused: nothing
    # changes hands and West's turn goes on.
    c = south_pungs_threes_with_a_joker({"West": ["JK"]})
    c.pick("West")
    c.event("JokerOffered(seat: West, owner: South, meld: 0)")
    c.write(
        "am-jk-03-west-offers-a-joker-for-a-natural-3d.ron",
        "West offers a joker for a natural 3d of South's pung",
        '(article: "AM-JK-03", case: "joker-for-natural", parties: (offender: Some(West), called: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: ClaimRefused)], tiles: Unchanged, next: SameTurn)))',
    )


def dead_by_false_win_then_exchange(name, comment, from_error_group):
    # 003_1cef7ae3ef56f9f7.txt (commentary, and the League answer on MJME 2024 p. 22 #4)
    # and 004_7469d817ceb0332e.txt (last paragraph): South has a valid pung 3d 3d JK laid
    # before. Later, on West's discard of 7b, South calls mah jongg, lays 7b 7b JK with it
    # and the rest of the rack, and the hand is no hand of the card: dead (AM-MJE-03,
    # earlier exposures), the tiles shown in error back on the rack, the pung stays, play
    # passes to South's right (West). West picks and exchanges:
    #  - 3d for the joker of the pung laid before the error: allowed (AM-JK-06).
    #  - 7b for the joker of the group laid in error: that part went back on the rack
    #    when the hand became dead, so its joker is not to be had (AM-JK-06).
    c = south_pungs_threes_with_a_joker({"South": ["3d", "JK", "7b", "7b", "JK"], "West": ["7b", "7b", "3d"]})
    t = c.pick("West")
    c.discard("West", "7b")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("Exposed(seat: South, tiles: [Number(Bams, 7), Joker])")
    c.event("DeclaredWin(seat: South)")
    c.event("HandShown(seat: South)")
    p = c.remaining()[0]
    c.taken.append(p)
    c.event(f'Picked(seat: West, at: "{p}")')
    if from_error_group:
        c.event("JokerExchanged(seat: West, owner: South, meld: 1, tile: Number(Bams, 7))")
        expect = ('(article: "AM-JK-06", case: "exposure-in-error", parties: (offender: Some(West), called: Some(South)), '
                  'ruling: Some((players: [(who: Offender, status: ClaimRefused)], tiles: ExchangeReversed, next: SameTurn)))')
    else:
        c.event("JokerExchanged(seat: West, owner: South, meld: 0, tile: Number(Dots, 3))")
        expect = ('(article: "AM-JK-06", case: "valid-exposure", parties: (offender: Some(West), called: Some(South)), '
                  'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: ExchangeStands, next: SameTurn)))')
    del t
    c.write(
        name,
        comment,
        expect,
        earlier=['(article: "AM-MJE-03", case: "earlier-exposures", parties: (offender: Some(South)), '
                 'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: ShownTilesBackExposuresStay, next: NextPlayerRight)))'],
    )


def claimed_discard_on_the_rack():
    # AM-MJE-02 (003_1cef7ae3ef56f9f7.txt, commentary on MJME 2024 p. 21 #3): West calls
    # East's 1c for mah jongg, puts the tile on the rack without exposing anything, and
    # the hand is not complete. 2024: the declaration is withdrawn without penalty, but
    # West is committed: West must expose the claimed 1c with tiles from the rack (West
    # holds 1c 1c) and then discard.
    west = ["1c", "1c", "7b", "7b", "7b", "2d", "4d", "6d", "8d", "Ew", "Sw", "Rd", "Gd"]
    c = Case("american", hands={"West": west, "East": ["1c"]})
    c.deal()
    c.discard("East", "1c")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("TakenIntoHand(seat: West)")
    c.event("DeclaredWin(seat: West)")
    c.write(
        "am-mje-02-west-puts-the-claimed-1c-on-the-rack.ron",
        "West calls East's 1c for mah jongg and puts it on the rack; the hand is not complete",
        '(article: "AM-MJE-02", case: "discard-on-rack", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: MayTurnIntoExposure)], tiles: MustExposeClaimedTile, next: SameTurn)))',
    )


def false_win_with_three_intact_hands():
    # 003_1cef7ae3ef56f9f7.txt table row 7 (Mahj Life Article 159): West picks, calls mah
    # jongg and lays the rack face up; the hand is not complete. No earlier exposures:
    # dead, the whole hand back on the rack, play to West's right (AM-MJE-03). The other
    # three hands are intact and play on: North and East play their turns; South then
    # completes 11 222 333 444 555 in dots (a joker among the fours) on East's 5d. A win on a discard:
    # East pays double, the others (dead West among them) pay the value (AM-PAY-01).
    south = ["1d", "1d", "2d", "2d", "2d", "3d", "3d", "3d", "4d", "4d", "JK", "5d", "5d"]
    west = ["1b", "3b", "5b", "7b", "9b", "2c", "4c", "6c", "8c", "Ew", "Sw", "Nw", "Rd"]
    c = Case("american", hands={"South": south, "West": west, "East": ["5d"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    t = c.pick("South")
    c.discard("South", t)
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    t = c.pick("North")
    c.discard("North", t)
    c.pick("East")
    c.discard("East", "5d")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("Exposed(seat: South, tiles: [Number(Dots, 5), Number(Dots, 5)])")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "multi-mje-03-three-intact-hands-play-on-south-wins.ron",
        "West shows the rack in a mah jongg in error; the three intact hands play on; South wins on East's 5d",
        '(article: "AM-PAY-01", case: "discarder-pays-double", parties: (winner: Some(South), discarder: Some(East)), '
        'ruling: Some((players: [(who: Winner, status: Wins)], tiles: Kept, '
        'payments: [(from: Discarder, to: Winner, amount: HandValue(2)), (from: EachOtherLoser, to: Winner, amount: HandValue(1))], '
        'next: GameEnds)))',
        earlier=['(article: "AM-MJE-03", case: "concealed", parties: (offender: Some(West)), '
                 'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: WholeHandBackToRack, next: NextPlayerRight)))'],
    )


def disqualified_among_the_last_two():
    # 003_1cef7ae3ef56f9f7.txt commentary (MJME 2024 p. 22 5[b]) and table row 11: West
    # picks, calls mah jongg and lays the rack face up in error (dead, AM-MJE-03); North
    # then throws in the hand (dead too, AM-MJE-04: two intact hands, East and South,
    # play on). East plays a turn; South calls East's hand dead and East agrees. Of the
    # call itself is ruled first, by the tiles, as in multi-dh-05: East holds 13 tiles,
    # nothing exposed, jokers unseen: live by the tiles (AM-DH-01); East's own word then
    # makes it dead. Of the
    # intact hands one has disqualified the other: the game ends and East pays South
    # double the value of the hand East was attempting. The deal is not replayed as for
    # three dead hands of other causes (AM-DH-04).
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    t = c.pick("South")
    c.discard("South", t)
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.event("HandThrownIn(seat: North)")
    t = c.pick("East")
    c.discard("East", t)
    c.event("DeadCalled(by: South, against: East)")
    c.event("DeadCallAnswered(seat: East, conceded: true)")
    c.write(
        "multi-dh-04-last-two-intact-south-disqualifies-east.ron",
        "West errs and shows the rack, North throws in; of the last two, South calls East dead and East agrees",
        '(article: "AM-DH-04", case: "after-mah-jongg-in-error", parties: (offender: Some(East), caller: Some(South), called: Some(East)), '
        'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: AllTilesIn, '
        'payments: [(from: Offender, to: EachIntact, amount: HandValue(2))], next: GameEnds)))',
        earlier=[
            '(article: "AM-MJE-03", case: "concealed", parties: (offender: Some(West)))',
            '(article: "AM-MJE-04", case: "play-goes-on", parties: (offender: Some(West), called: Some(North)))',
            '(article: "AM-DH-01", case: "hand-is-live", parties: (caller: Some(South), called: Some(East)))',
        ],
    )


legal_exchange()
joker_offered_for_a_natural()
dead_by_false_win_then_exchange(
    "multi-mje-03-south-dead-west-takes-the-joker-of-an-earlier-pung.ron",
    "South, dead by a mah jongg in error, keeps a pung laid before; West gives 3d for its joker",
    from_error_group=False,
)
dead_by_false_win_then_exchange(
    "multi-mje-03-south-dead-west-wants-the-joker-shown-in-error.ron",
    "South, dead by a mah jongg in error; West gives 7b for the joker of the group laid in error",
    from_error_group=True,
)
claimed_discard_on_the_rack()
false_win_with_three_intact_hands()
disqualified_among_the_last_two()
