"""Judged cases with several matters in one log: a matter, play going on, then a second
matter or the settlement. Each expectation, the earlier rulings and the last, was written
from the rules before the engine ran on the case.

Run from the repository root: python3 tools/make_multi_matter_cases.py
"""
from casekit import Case


def false_win_on_a_discard_then_play_on():
    # AM-MJE-01: West calls East's discard for mah jongg and sees at once that the hand is
    # not complete, nothing shown: the declaration is withdrawn, no penalty, and play goes
    # on where it stopped, with South (right of the discarder) to pick. South's and West's
    # ordinary turns are then in turn; the table counts and every count is right
    # (AM-PLAY-01).
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.event("Claimed(seat: West, claim: Win)")
    c.event("DeclaredWin(seat: West)")
    t = c.pick("South")
    c.discard("South", t)
    t = c.pick("West")
    c.discard("West", t)
    c.event("TilesCounted")
    c.write(
        "multi-mje-01-west-retracts-then-play-goes-on.ron",
        "West calls mah jongg in error on East's discard, shows nothing; play goes on and the table counts",
        '(article: "AM-PLAY-01", case: "counts-right", parties: ())',
        earlier=['(article: "AM-MJE-01", case: "retracted", parties: (offender: Some(West)))'],
    )


def false_win_with_the_rack_shown_then_the_dead_hand_picks():
    # AM-MJE-03: West picks, declares mah jongg and lays the rack face up, but the hand is
    # no hand of the card. West's hand is dead, the tiles go back on the rack (no earlier
    # exposures), and play moves to West's right without a discard: North picks in turn,
    # then East and South. A dead hand picks no more (AM-DH-02): when West's turn would
    # come round, West's pick goes back to the wall.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    t = c.pick("South")
    c.discard("South", t)
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    for seat in ["North", "East", "South"]:
        t = c.pick(seat)
        c.discard(seat, t)
    c.pick("West")
    c.write(
        "multi-mje-03-west-dead-after-showing-then-picks.ron",
        "West shows the rack in a mah jongg in error; play passes to North; West later picks",
        '(article: "AM-DH-02", case: "picked", parties: (offender: Some(West)))',
        earlier=[
            '(article: "AM-MJE-03", case: "concealed", parties: (offender: Some(West)), '
            'ruling: Some((players: [(who: Offender, status: DeadHand)], tiles: WholeHandBackToRack, next: NextPlayerRight)))',
        ],
    )


def disputed_dead_call_then_a_win():
    # AM-DH-01 and AM-DH-05: after East's first discard West calls North's hand dead.
    # North holds 13 tiles, has exposed nothing, and with every joker still unseen the
    # hand can be completed: it is live. North disputes the call, so play goes on and the
    # call is settled when the hand is over: West, who was wrong, owes North 50 (2024).
    # South then picks the tile that completes 11 222 333 444 55 in one suit with a joker
    # among the threes: self-picked, not jokerless, everyone pays South double (AM-PAY-02).
    south = ["1d", "1d", "2d", "2d", "JK", "3d", "3d", "3d", "4d", "4d", "4d", "5d", "5d"]
    c = Case("american", hands={"South": south}, draws=["5d"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.event("DeadCalled(by: West, against: North)")
    c.event("DeadCallAnswered(seat: North, conceded: false)")
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "multi-dh-05-disputed-call-then-south-wins.ron",
        "West calls North's live hand dead, North disputes; South then wins self-picked",
        '(article: "AM-PAY-02", case: "everyone-pays-double", parties: (winner: Some(South)))',
        earlier=[
            '(article: "AM-DH-01", case: "hand-is-live", parties: (caller: Some(West), called: Some(North)))',
            '(article: "AM-DH-05", case: "disputed-live", parties: (caller: Some(West), called: Some(North)), '
            'ruling: Some((players: [(who: Called, status: NoPenalty)], tiles: Unchanged, '
            'payments: [(from: Caller, to: Called, amount: Fixed(50))], next: SettledAtEnd)))',
        ],
    )


def discard_taken_back_then_a_draw_out_of_turn():
    # Millington 70: East takes back the first discard before anyone has drawn: in time,
    # the tile goes back to the hand and East throws another. South plays a turn; then
    # North, not West, draws, and nobody saw the tile's face: rule 73, the tile goes back.
    c = Case("millington", hands={})
    c.deal()
    first, second = c.racks["East"][0], c.racks["East"][1]
    c.discard("East", first)
    c.racks["East"].append(first)
    c.event("DiscardTakenBack(seat: East)")
    c.discard("East", second)
    t = c.pick("South")
    c.discard("South", t)
    p = c.remaining()[0]
    c.taken.append(p)
    c.event(f'Picked(seat: North, at: "{p}", known: false)')
    c.write(
        "multi-mil-70-taken-back-then-north-draws-out-of-turn.ron",
        "East takes back a discard in time; later North draws in West's turn, face unseen",
        '(article: "MIL-73", case: "face-unknown", parties: (offender: Some(North)))',
        earlier=['(article: "MIL-70", case: "in-time", parties: (offender: Some(East)))'],
    )


def wrong_tile_declaration_then_a_touch():
    # MCR (001_c37d2818185fcae0.txt, "Błędna wygrana"): South declares a win on a picked
    # tile that completes nothing: 20 points to each other player, South may not win this
    # hand, play goes on. South discards, West picks; before West has discarded, North
    # touches the wall, unseen: first foul of the kind, a warning ("Dotknięcie muru").
    south = ["1c", "1c", "5c", "9c", "2d", "2d", "6d", "3b", "7b", "7b", "Ew", "Sw", "Rd"]
    c = Case("mcr", hands={"South": south}, draws=["Nw"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.discard("South", "Nw")
    c.pick("West")
    c.event(f'TouchedWall(seat: North, at: "{c.remaining()[0]}", revealed: false)')
    c.write(
        "multi-mcr-16-wrong-tile-then-north-touches-the-wall.ron",
        "South declares on a tile that completes nothing; play goes on; North touches the wall early",
        '(article: "MCR-PEN-11", case: "not-seen", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: Warning)], tiles: BackFaceDownSameSpot, next: PlayContinues)))',
        earlier=['(article: "MCR-PEN-16", case: "wrong-tile", parties: (offender: Some(South)))'],
    )


false_win_on_a_discard_then_play_on()
false_win_with_the_rack_shown_then_the_dead_hand_picks()
disputed_dead_call_then_a_win()
discard_taken_back_then_a_draw_out_of_turn()
wrong_tile_declaration_then_a_touch()
