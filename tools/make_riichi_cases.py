"""Judged cases for the riichi articles, written by hand from the rules before the engine
ran on them (docs/riichi-reading-notes.md is the reading they rest on).

Tiles are written in mjref's codes: d dots (riichi p), b bamboo (s), c characters (m).

Run from the repository root: python3 tools/make_riichi_cases.py
"""
from casekit import Case, kind_ron

CHOMBO = ('ruling: Some((players: [(who: Offender, status: PointsOff(20))], '
          'tiles: Misdeal, next: RedealSticksBack)))')


def ron_paid(winner, discarder, transfers=None, sticks=""):
    """The expectation of a lawful ron by a player who is not the dealer (RII-SC-01),
    with its figures as worked out by hand in the case's comment (`transfers`), or
    without figures where the case is about the ruling alone."""
    figures = ("" if transfers is None else
               f', figures: Some((transfers: [{transfers}], sticks: [{sticks}]))')
    return (f'(article: "RII-SC-01", case: "ron", parties: (winner: Some({winner}), '
            f'discarder: Some({discarder})), ruling: Some((players: [(who: Winner, status: NoPenalty)], '
            'tiles: Kept, payments: [(from: Discarder, to: Winner, amount: RiichiWin)], '
            f'next: HandEndsDealerPasses)){figures})')


# Closed full straights, each ready on two tiles at once: 123456789s 2345m waits on 2m
# or 5m, 123456789m 2345p on 2p or 5p (a yaku whichever way the hand is won).
STRAIGHT_S_WAITING_2M_5M = [f"{r}b" for r in range(1, 10)] + ["2c", "3c", "4c", "5c"]
STRAIGHT_M_WAITING_2P_5P = [f"{r}c" for r in range(1, 10)] + ["2d", "3d", "4d", "5d"]


def south_riichi_after_pon(c, thrown):
    """South pons East's first discard, a 9p, and throws a white dragon; West, North and
    East each draw and throw the tile drawn (`thrown`); South draws and declares riichi
    on the open hand, throwing a 1m. The deal is made here."""
    c.deal()
    c.discard("East", "9d")
    c.pon("South", "9d")
    c.discard("South", "Wd")
    for seat, tile in zip(["West", "North", "East"], thrown):
        c.turn(seat, tile)
    c.riichi("South", "1c")


def ron_without_yaku():
    # WRC 2015 section 7.2, EMA 2016 section 5.1.2: a win called and shown that is no
    # win is a chombo (-20; the hand dealt again by the same dealer). South's closed hand
    # 123m 456p 789s 24s 99p is complete with East's 3s, but by a closed wait, with no
    # riichi, no all-simples (1m, 9s) and no other yaku: no win. Everyone has discarded
    # once before: on the hand's first discard, before South's first draw, the same ron
    # would be a renhou, a win of mangan value in both editions (see renhou_ron).
    c = Case("riichi", hands={
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2b", "4b", "9d", "9d"],
        "East": ["Ew", "3b"]}, draws=["Gd", "Nw", "Sw", "Rd"])
    c.deal()
    c.discard("East", "Ew")
    for seat, drawn in zip(["South", "West", "North", "East"], ["Gd", "Nw", "Sw", "Rd"]):
        c.pick(seat)
        if seat != "East":
            c.discard(seat, drawn)
    c.discard("East", "3b")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "rii-01b-south-calls-ron-on-a-complete-hand-with-no-yaku.ron",
        "South calls ron on East's 3s and shows a complete closed hand that has no yaku",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


def renhou_ron():
    # The same hand and the same 3s, but on the hand's first discard, before South has
    # drawn and nobody having called: a renhou, valued as a mangan under WRC 2015 (its
    # revision note) and EMA 2016 (summaries; docs/riichi-reading-notes.md 1.4). So the
    # win is valid, and paid by the discarder (RII-SC-01); the deal passes on.
    c = Case("riichi", hands={
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2b", "4b", "9d", "9d"],
        "East": ["3b"]})
    c.deal()
    c.discard("East", "3b")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "rii-sc-01-south-calls-ron-on-the-first-discard-renhou.ron",
        "South calls ron on East's first discard, 3s, before drawing: a renhou",
        ron_paid("South", "East"),
    )


def tsumo_not_complete():
    # The same sections: North calls tsumo on a drawn red dragon that completes nothing
    # (nine unconnected number tiles and the four winds) and shows the hand: a chombo.
    c = Case("riichi", hands={
        "North": ["1c", "4c", "7c", "1d", "4d", "7d", "1b", "4b", "7b", "Ew", "Sw", "Ww", "Nw"]},
        draws=["5c", "5d", "Rd"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.discard("South", "5c")
    c.pick("West")
    c.discard("West", "5d")
    c.pick("North")
    c.event("DeclaredWin(seat: North)")
    c.write(
        "rii-01b-north-calls-tsumo-on-a-red-dragon-that-completes-nothing.ron",
        "North draws a red dragon, calls tsumo and shows a hand that is not complete",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(North)), ' + CHOMBO,
    )


def pon_taken_back(stage):
    # WRC 2015 section 7.2, EMA 2016 section 5.1.2: an empty call is not penalised; taken
    # back before any tile is shown, the call is undone and the discard may still be
    # called. Laid out and taken back before the discard, it is still an empty call: the
    # tiles go back to the hand (WRC 2015 section 7.2: a group may be put right until the
    # player discards). Once West has laid the pon and discarded, the group is fixed as
    # laid. The first expectation for a call taken back before any tile was shown said
    # the tiles laid with it go back: none were, and the rule says only that the call is
    # undone and the discard may still be called (corrected from the rule when a reading
    # of the questions showed that ruling naming tiles nobody laid).
    c = Case("riichi", hands={"West": ["5d", "5d", "Wd"], "East": ["5d"]})
    c.deal()
    c.discard("East", "5d")
    c.event("Claimed(seat: West, claim: Pung)")
    if stage == "nothing":
        case, tiles, name, comment = (
            "nothing-shown", "CallUndoneDiscardClaimable",
            "rii-04-west-calls-pon-on-5p-and-takes-it-back.ron",
            "West calls pon on East's 5p and takes the call back before showing a tile")
    else:
        c.event("Exposed(seat: West, tiles: [Number(Dots, 5), Number(Dots, 5)])")
        if stage == "laid":
            case, tiles, name, comment = (
                "before-discarding", "ClaimUndoneTileClaimableOrDead",
                "rii-04-west-lays-a-pon-of-5p-and-takes-it-back-before-discarding.ron",
                "West calls pon on East's 5p, lays it, and takes the call back before discarding")
        else:
            c.discard("West", "Wd")
            case, tiles, name, comment = (
                "after-discarding", "SetStaysAsLaid",
                "rii-04-west-pons-5p-discards-then-takes-the-call-back.ron",
                "West calls pon on East's 5p, lays it, discards, then wants to take the call back")
    c.event("ClaimWithdrawn(seat: West)")
    c.write(
        name, comment,
        f'(article: "RII-04", case: "{case}", parties: (offender: Some(West)), '
        f'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: {tiles}, next: PlayContinues)))',
    )


def second_call_taken_back_keeps_the_first_pon():
    # WRC 2015 section 7.2, EMA 2016 section 5.1.2: a call taken back before any tile is
    # shown is an empty call, not penalised, and undoes nothing but itself. West pons the
    # dealer's red dragon, later calls pon on North's white dragon and takes it back
    # before laying a tile; the red dragon pon laid earlier stays on the table. West then
    # draws the 9p that completes 123m 456m 789p, the white dragon pair and the red dragon
    # pon (yakuhai): a valid self-drawn win by a player who is not the dealer.
    c = Case("riichi", hands={
        "West": ["Rd", "Rd", "1c", "2c", "3c", "4c", "5c", "6c", "7d", "8d", "Wd", "Wd", "9b"],
        "East": ["Rd"]}, draws=["Wd", "Nw", "Sw", "9d"])
    c.deal()
    c.discard("East", "Rd")
    c.pon("West", "Rd")
    c.discard("West", "9b")
    c.turn("North", "Wd")
    c.event("Claimed(seat: West, claim: Pung)")
    c.event("ClaimWithdrawn(seat: West)")
    c.turn("East", "Nw")
    c.turn("South", "Sw")
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    taken_back = ('(article: "RII-04", case: "nothing-shown", parties: (offender: Some(West)), '
                  'ruling: Some((players: [(who: Offender, status: NoPenalty)], '
                  'tiles: CallUndoneDiscardClaimable, next: PlayContinues)))')
    c.write(
        "multi-rii-04-west-takes-back-a-second-pon-then-wins-with-the-first.ron",
        "West pons the red dragon, later calls pon on a white dragon and takes it back "
        "before showing a tile, then draws the 9p and calls tsumo with the red dragon pon "
        "still laid",
        '(article: "RII-SC-01", case: "tsumo", parties: (winner: Some(West)), '
        'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachLoser, to: Winner, amount: RiichiWin)], next: HandEndsDealerPasses)))',
        earlier=[taken_back],
    )


def false_pon(after_discard):
    # WRC 2015 section 7.2: a call for a group the hand cannot make may be put right before
    # the discard (taking it back counts as an empty call: no penalty, and as after any
    # empty call the discard may still be called); once the player
    # has discarded, the false group is fixed and the hand is dead. South calls pon on
    # East's 6p holding one 6p, and lays it with a 9p.
    c = Case("riichi", hands={"South": ["6d", "9d", "Gd"], "East": ["6d"]})
    c.deal()
    c.discard("East", "6d")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("Exposed(seat: South, tiles: [Number(Dots, 6), Number(Dots, 9)])")
    if after_discard:
        c.discard("South", "Gd")
        case, status, tiles, name, comment = (
            "after-discard", "DeadHandPlaysOn", "SetStaysAsLaid",
            "rii-05-south-lays-a-false-pon-and-discards.ron",
            "South calls pon on East's 6p with one 6p, lays it with a 9p and discards")
    else:
        case, status, tiles, name, comment = (
            "before-discard", "NoPenalty", "ClaimUndoneTileClaimableOrDead",
            "rii-05-south-lays-a-false-pon-found-before-discarding.ron",
            "South calls pon on East's 6p with one 6p and lays it with a 9p; found before South discards")
    c.write(
        name, comment,
        f'(article: "RII-05", case: "{case}", parties: (offender: Some(South)), '
        f'ruling: Some((players: [(who: Offender, status: {status})], tiles: {tiles}, next: PlayContinues)))',
    )


def discard_without_drawing():
    # EMA 2016 section 3.4.7, WRC 2015 section 7.1: a hand with too few tiles is dead. West
    # discards without having drawn: West now holds 12 tiles.
    c = Case("riichi", hands={"West": ["3d"]}, draws=["5b"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.discard("South", "5b")
    c.discard("West", "3d")
    c.write(
        "rii-11-west-discards-without-drawing.ron",
        "West discards without drawing and is left with twelve tiles",
        '(article: "RII-11", case: "dead-hand", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], tiles: Kept, next: PlayContinues)))',
    )


def riichi_after_pon():
    # EMA 2016 sections 3.3.14 and 3.4.7: riichi is for a concealed hand; declared on an
    # open hand it makes the hand dead (a riichi dead hand plays on: WRC 2015 section 7.1).
    # South pons East's 9p, discards, and on the next own draw declares riichi.
    c = Case("riichi", hands={"South": ["9d", "9d", "Wd", "1c"], "East": ["9d"]},
             draws=["2b", "3b", "4b", "5b"])
    south_riichi_after_pon(c, ["2b", "3b", "4b"])
    c.write(
        "rii-15-south-pons-9p-then-declares-riichi.ron",
        "South pons East's 9p and on the next own turn declares riichi",
        '(article: "RII-15", case: "dead-hand", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), (who: Offender, status: RiichiStickStays)], '
               'tiles: Kept, next: PlayContinues)))',
    )


def pon_with_a_dead_hand(edition):
    # Two matters in one hand. First South declares riichi after a pon: a dead hand that
    # plays on (RII-15). Later South calls pon on West's 3s with that dead hand (RII-14):
    # WRC 2015 section 7.1 gives 20 points off and the call does not stand; for EMA 2016
    # the 2012 ruling is followed, a chombo (EMA 2012 section 3.4.6).
    c = Case("riichi", hands={"South": ["9d", "9d", "Wd", "1c", "3b", "3b"], "East": ["9d"],
                              "West": ["3b"]},
             draws=["2b", "4b", "5b", "6b", "7b"], edition=edition)
    south_riichi_after_pon(c, ["2b", "4b", "5b"])
    c.pick("West")
    c.discard("West", "3b")
    c.event("Claimed(seat: South, claim: Pung)")
    earlier = ['(article: "RII-15", case: "dead-hand", parties: (offender: Some(South)), '
               'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), (who: Offender, status: RiichiStickStays)], '
               'tiles: Kept, next: PlayContinues)))']
    if edition == "wrc2015":
        expect = ('(article: "RII-14", case: "point-penalty", parties: (offender: Some(South)), '
                  'ruling: Some((players: [(who: Offender, status: PointsOff(20))], tiles: ClaimUndone, next: PlayContinues)))')
    else:
        expect = '(article: "RII-14", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO
    c.write(
        f"multi-rii-14-south-riichi-after-pon-then-pons-with-the-dead-hand-{edition}.ron",
        f"South declares riichi after a pon (a dead hand), then calls pon on West's 3s ({edition})",
        expect,
        earlier=earlier,
    )


def swap_call(kind):
    # WRC 2015 sections 5.4 and 7.2: right after a call, discarding a tile the same call
    # could have been made with is swap-calling, judged at the discard: a dead hand (for a
    # riichi table, one that plays on); the set and the discard stay.
    if kind == "chii":
        # South chis East's 5s with 3s-4s and throws 2s, the other end of the run.
        c = Case("riichi", hands={"South": ["3b", "4b", "2b"], "East": ["5b"]})
        laid, thrown, claim = "[Number(Bams, 3), Number(Bams, 4)]", "2b", "Chow"
        called = "5b"
        name = "rii-06-south-chis-5s-with-34s-and-throws-2s.ron"
        comment = "South calls chii on East's 5s with 3s-4s and throws the 2s"
    else:
        # South pons East's 7m holding three 7m and throws the fourth.
        c = Case("riichi", hands={"South": ["7c", "7c", "7c"], "East": ["7c"]})
        laid, thrown, claim = "[Number(Craks, 7), Number(Craks, 7)]", "7c", "Pung"
        called = "7c"
        name = "rii-06-south-pons-7m-and-throws-the-fourth.ron"
        comment = "South calls pon on East's 7m holding three and throws the fourth"
    c.deal()
    c.discard("East", called)
    c.event(f"Claimed(seat: South, claim: {claim})")
    c.event(f"Exposed(seat: South, tiles: {laid})")
    c.discard("South", thrown)
    c.write(
        name, comment,
        '(article: "RII-06", case: "dead-hand", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], tiles: Kept, next: PlayContinues)))',
    )


def ron_taken_back():
    # WRC 2015 section 7.2, EMA 2016 sections 3.4.7 and 5.1.2: an empty call for a win
    # taken back with the hand concealed makes a dead hand (one that plays on); the
    # discard may still be called. West calls ron on East's 9s with a hand it does not
    # complete and takes the call back without showing the hand. The expectation first
    # said the tiles laid with the claim go back: no tile is laid with a call to win, and
    # the rule says only that the discard may still be called (corrected from the rule
    # when a reading of the question showed the ruling naming tiles nobody laid).
    c = Case("riichi", hands={
        "West": ["1c", "4c", "7c", "1d", "4d", "7d", "1b", "4b", "7b", "Ew", "Sw", "Ww", "Nw"],
        "East": ["9b"]})
    c.deal()
    c.discard("East", "9b")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("ClaimWithdrawn(seat: West)")
    c.write(
        "rii-04-west-calls-ron-on-9s-and-takes-it-back-unshown.ron",
        "West calls ron on East's 9s, which wins nothing, and takes it back without showing",
        '(article: "RII-04", case: "ron-not-shown", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], tiles: DiscardClaimableOrDead, next: PlayContinues)))',
    )


def two_false_rons():
    # WRC 2015 sections 7.1 and 7.2, EMA 2016 section 5.1.2: each win called and shown
    # that is no win is a chombo; neither rulebook spares the second caller (our
    # reading, RII-01b). South and West both call ron on East's 3s: South's closed hand
    # is complete but has no yaku (as in ron_without_yaku), West's completes nothing.
    # Both are penalised, and the same dealer deals again.
    c = Case("riichi", hands={
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2b", "4b", "9d", "9d"],
        "West": ["1c", "4c", "7c", "1d", "4d", "7d", "1b", "4b", "7b", "Ew", "Sw", "Ww", "Nw"],
        "East": ["Ew", "3b"]}, draws=["Gd", "Nw", "Sw", "Rd"])
    c.deal()
    # A go-around first, so that South's ron is no renhou (see ron_without_yaku).
    c.discard("East", "Ew")
    for seat, drawn in zip(["South", "West", "North", "East"], ["Gd", "Nw", "Sw", "Rd"]):
        c.pick(seat)
        if seat != "East":
            c.discard(seat, drawn)
    c.discard("East", "3b")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("DeclaredWin(seat: West)")
    c.write(
        "rii-01b-south-and-west-both-call-ron-on-3s-neither-wins.ron",
        "South and West both call ron on East's 3s and show hands; neither is a win",
        '(article: "RII-01b", case: "each-chombo", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: EachOffender, status: PointsOff(20))], '
        'tiles: Misdeal, next: RedealSticksBack)))',
        earlier=[],
    )


def valid_win(dealer, ron):
    # WRC 2015 section 6.1, EMA 2016 sections 3.4.10 and 4.1: a complete hand with a
    # yaku is a win to be paid, no irregularity. The winner holds 1-9p (a full straight,
    # closed: 2 han, whatever the winning tile) with a pung of 7m, waiting on 9m alone.
    # On a ron the discarder pays it all; on a self-draw each other player pays a share.
    # A dealer who wins deals again; after another's win the deal passes on (our reading).
    # The winner has discarded once before the win, so it is no first-turn yakuman, and
    # no 9m was thrown before the winning one (no furiten).
    winner = "East" if dealer else "South"
    hand = ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "7c", "7c", "7c", "9c"]
    hands = {winner: hand + (["Wd"] if dealer else [])}
    giver = "North" if dealer else "West"
    if ron:
        hands[giver] = ["9c"]
    # One tile drawn by each player in turn; the discards are the tiles just drawn.
    if ron:
        order = ["South", "West", "North", "East"] + (["South"] if not dealer else [])
    else:
        # Each player in turn after the winner's one discard, up to the winner's own
        # draw, which brings the 9m.
        order = ["South", "West", "North"] + ([] if dealer else ["East"])
    spare = ["Gd", "Nw", "Sw", "Ew", "Rd"]
    draws = spare[:len(order)]
    if not ron:
        order.append(winner)
        draws.append("9c")
    c = Case("riichi", hands=hands, draws=draws)
    c.deal()
    if dealer:
        c.discard("East", "Wd")
    else:
        c.discard("East", c.racks["East"][0])
    for seat, drawn in zip(order, draws):
        c.pick(seat)
        if seat == winner and drawn == "9c":
            break
        if ron and seat == giver:
            c.discard(seat, "9c")
            break
        c.discard(seat, drawn)
    if ron:
        c.event(f"Claimed(seat: {winner}, claim: Win)")
    c.event(f"DeclaredWin(seat: {winner})")
    case = ("dealer-" if dealer else "") + ("ron" if ron else "tsumo")
    payer = "Discarder" if ron else "EachLoser"
    nxt = "HandEndsDealerStays" if dealer else "HandEndsDealerPasses"
    how = f"ron on {giver}'s 9m" if ron else "tsumo on a drawn 9m"
    parties = f"winner: Some({winner})" + (f", discarder: Some({giver})" if ron else "")
    c.write(
        f"rii-sc-01-{winner.lower()}-wins-by-{'ron' if ron else 'tsumo'}"
        f"{'-as-dealer' if dealer else ''}.ron",
        f"{winner}{' (the dealer)' if dealer else ''} wins with a closed full straight, {how}",
        f'(article: "RII-SC-01", case: "{case}", parties: ({parties}), '
        f'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        f'payments: [(from: {payer}, to: Winner, amount: RiichiWin)], next: {nxt})))',
    )


def discard_before_showing():
    # WRC 2015 section 5.4, EMA 2016 section 5.1: a call goes call, show, take, discard;
    # a wrong order is pointed out and not penalised. West calls pon on East's 5p and
    # discards a white dragon before laying the pair out: no penalty, the set is to be
    # laid out now, play goes on.
    c = Case("riichi", hands={"West": ["5d", "5d", "Wd"], "East": ["5d"]})
    c.deal()
    c.discard("East", "5d")
    c.event("Claimed(seat: West, claim: Pung)")
    c.discard("West", "Wd")
    c.write(
        "rii-10-west-pons-5p-and-discards-before-laying-it.ron",
        "West calls pon on East's 5p and discards before laying the set out",
        '(article: "RII-10", case: "pointed-out", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: MustExposeClaimedTile, next: PlayContinues)))',
    )


def call_changed(name, comment, seat, hand, first, second, pause, edition, case):
    # RII-07, WRC 2015 section 7.2 and EMA 2016 section 5.1.3. A word put right at once
    # counts as the call meant (no penalty, the player goes on with it); a call for a win
    # may not be put right even at once under EMA 2016, and under WRC 2015 not after a
    # pause (our reading: WRC allows the fix at once). Held to a ron the hand wins with,
    # the player goes on with it or takes it back as an empty call; held to one it does
    # not win with, the call is an empty call for a win: a dead hand, and the discard may
    # still be called (RII-04). A set call changed after a pause is held the same way
    # (our reading), an empty set call costing nothing. East throws a 5p.
    c = Case("riichi", hands={seat: hand, "East": ["5d"]}, edition=edition)
    c.deal()
    c.discard("East", "5d")
    c.event(f"Claimed(seat: {seat}, claim: {first})")
    if pause:
        c.event("Paused(seconds: 3)")
    c.event(f"Claimed(seat: {seat}, claim: {second})")
    then = {
        "fixed-at-once": "(players: [(who: Offender, status: NoPenalty)], tiles: DiscardToCaller, next: PlayContinues)",
        "ron-fixed-at-once": "(players: [(who: Offender, status: NoPenalty)], tiles: DiscardToCaller, next: PlayContinues)",
        "held-to-winning-ron": "(players: [(who: Offender, status: HeldToRon)], tiles: Unchanged, next: AsChosen)",
        "empty-ron": "(players: [(who: Offender, status: DeadHandPlaysOn)], tiles: DiscardClaimableOrDead, next: PlayContinues)",
        "set-call-after-pause": "(players: [(who: Offender, status: HeldToFirstCall)], tiles: Unchanged, next: AsChosen)",
    }[case]
    c.write(
        name, comment,
        f'(article: "RII-07", case: "{case}", parties: (offender: Some({seat}), discarder: Some(East)), '
        f'ruling: Some({then}))',
    )


NOT_READY = ["5d", "5d", "1c", "4c", "7c", "2b", "5b", "8b", "Ew", "Sw", "Ww", "Rd", "Gd"]
call_changed("rii-07-south-says-chii-then-at-once-pon-on-5p.ron",
             "South calls chii on East's 5p and at once says pon instead",
             "South", ["5d", "5d", "4d", "6d"], "Chow", "Pung", False, "ema2016", "fixed-at-once")
call_changed("rii-07-wrc-west-says-ron-then-at-once-pon-on-5p.ron",
             "Under WRC 2015, West calls ron on East's 5p and at once says pon instead; the hand does not win",
             "West", NOT_READY, "Win", "Pung", False, "wrc2015", "ron-fixed-at-once")
call_changed("rii-07-ema-west-says-ron-then-at-once-pon-on-5p.ron",
             "Under EMA 2016, West calls ron on East's 5p and at once says pon instead; the hand does not win",
             "West", NOT_READY, "Win", "Pung", False, "ema2016", "empty-ron")
call_changed("rii-07-west-says-ron-then-after-a-pause-pon-on-a-winning-5p.ron",
             "West calls ron on East's 5p, which wins the hand (a closed full straight waiting on 5p or 7s), then after a pause says pon",
             "West", ["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "5d", "5d", "7b", "7b"],
             "Win", "Pung", True, "wrc2015", "held-to-winning-ron")
call_changed("rii-07-north-says-kan-then-after-a-pause-pon-on-5p.ron",
             "North calls kan on East's 5p holding two, then after a pause says pon",
             "North", ["5d", "5d", "1c"], "Kong", "Pung", True, "ema2016", "set-call-after-pause")


def four_winds_first():
    # RII-SC-05: WRC 2015 section 5.7 and EMA 2016 section 3.4 end a hand only with a win
    # or the exhaustive draw; the EMA rules of 2012 ended it as an abortive draw when the
    # first four discards, none called, were the same wind. Each player is dealt one
    # south wind and throws it first, in turn from East: nothing irregular, play goes on.
    c = Case("riichi", hands={"East": ["Sw"], "South": ["Sw"], "West": ["Sw"], "North": ["Sw"]})
    c.deal()
    c.discard("East", "Sw")
    for seat in ["South", "West", "North"]:
        c.pick(seat)
        c.discard(seat, "Sw")
    c.write(
        "rii-sc-05-the-first-four-discards-are-all-south-wind.ron",
        "Each player throws a south wind as the first discard, in turn from East, none called",
        '(article: "RII-SC-05", case: "four-winds", parties: (), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, next: PlayContinues)))',
    )


four_winds_first()


def called_tile_left(turns_after, taken_after):
    # RII-09, WRC 2015 section 5.4 and EMA 2016 section 5.1.1: the called tile is to be
    # taken before the next two players have discarded; if not, the group is false and
    # the hand dead. Until then the wrong order is only pointed out (section 5.4, as
    # RII-10). West calls pon on East's 5p, lays the pair, leaves the 5p where it lies and
    # discards a white dragon. North and East then draw and discard in turn; West takes
    # the 5p after `taken_after` of their discards (never, where None), and the referee is
    # called after `turns_after` of them. Taken after the second discard mends nothing
    # (our reading: the rulebooks say the group is false once the two have discarded).
    c = Case("riichi", hands={"West": ["5d", "5d", "Wd"], "East": ["5d"]},
             draws=["Nw", "Ew"])
    c.deal()
    c.discard("East", "5d")
    c.event("Claimed(seat: West, claim: Pung)")
    c.event("ExposedWithoutDiscard(seat: West, tiles: [Number(Dots, 5), Number(Dots, 5)])")
    c.discard("West", "Wd")
    for i, seat in enumerate(["North", "East"][:turns_after]):
        if taken_after == i:
            c.event("CalledTileTaken(seat: West)")
        c.discard(seat, c.pick(seat))
    if taken_after == turns_after:
        c.event("CalledTileTaken(seat: West)")
    c.event("RefereeCalled(by: None)")
    late = taken_after is not None and taken_after >= 2
    if turns_after == 2 and (taken_after is None or late):
        status, case, tiles = "DeadHandPlaysOn", "dead-hand", "Kept"
    else:
        status = "NoPenalty"
        case, tiles = ("taken-in-time", "Kept") if taken_after is not None else (
            "in-time", "CalledTileToSet")
    taken = {None: "", 0: "-takes-it-at-once", 1: "-takes-it-after-one-discard",
             2: "-takes-it-after-two-discards"}[taken_after]
    c.write(
        f"rii-09-west-leaves-the-called-5p-for-{turns_after}-discard{'s' if turns_after != 1 else ''}{taken}.ron",
        f"West calls pon on East's 5p, lays the pair and discards, leaving the 5p where it "
        f"lies; {turns_after} more discards"
        + ("" if taken_after is None else f", West takes it after {taken_after} of them"),
        f'(article: "RII-09", case: "{case}", parties: (offender: Some(West)), '
        f'ruling: Some((players: [(who: Offender, status: {status})], tiles: {tiles}, next: PlayContinues)))',
    )


for turns_after, taken_after in ((2, None), (1, None), (2, 2), (2, 1)):
    called_tile_left(turns_after, taken_after)


def noten_riichi_to_the_draw(edition=None):
    """South declares riichi on a hand of scattered tiles that waits on nothing; every
    player then discards each tile drawn, nobody calls, and the wall runs out. 136 tiles:
    53 dealt, 14 in the dead wall, 69 drawn in turn."""
    c = Case("riichi", hands={
        "South": ["1c", "4c", "7c", "1d", "4d", "7d", "1b", "4b", "7b", "Ew", "Sw", "Ww", "Nw"]},
        draws=["Rd"], edition=edition)
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredRiichi(seat: South)")
    c.discard("South", "Rd")
    order = ["West", "North", "East", "South"]
    for n in range(68):
        seat = order[n % 4]
        drawn = c.pick(seat)
        c.discard(seat, drawn)
    return c


def noten_riichi_at_the_draw():
    # WRC 2015 sections 5.7.2 and 7.1 with the rules' author, EMA 2012 sections 3.4.6-7
    # (our reading for EMA 2016): a hand in riichi is shown at the exhaustive draw; one
    # not ready is a chombo (-20; no noten payments; the same dealer deals again).
    # South declares riichi on a hand of scattered tiles that waits on nothing, every
    # player then discards each tile drawn, nobody calls, and the wall runs out.
    c = noten_riichi_to_the_draw()
    c.event("HandShown(seat: South)")
    c.write(
        "rii-02-south-in-riichi-shows-a-hand-not-ready-at-the-draw.ron",
        "South declared riichi on a hand not ready; at the exhaustive draw the hand is shown",
        '(article: "RII-02", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


def two_rons(edition, dealer_wins):
    # Two rons on one discard, both winning (closed full straights, each waiting on 9m
    # alone). WRC 2015 section 5.7.6: the head bump, only the claimant first in turn
    # after the discarder wins and is paid. EMA 2016 sections 3.3.1 and 3.4.9: both win,
    # the discarder pays each in full. A dealer among the winners keeps the deal (our
    # reading, RII-SC-01). Everyone has had a turn first: no first-turn yakuman, and no
    # 9m was thrown before (no furiten).
    straight = lambda s: [f"{r}{s}" for r in range(1, 10)]
    if dealer_wins:
        # North throws 9m; East (the dealer) and South call ron; East comes first after
        # North in turn.
        first, second, thrower = "East", "South", "North"
        hands = {"East": straight("d") + ["7c"] * 3 + ["9c", "Wd"],
                 "South": straight("b") + ["8c"] * 3 + ["9c"],
                 "North": ["9c"]}
        order, draws = ["South", "West", "North"], ["Gd", "Nw", "Sw"]
    else:
        # East throws 9m; South and West call ron; South comes first after East.
        first, second, thrower = "South", "West", "East"
        hands = {"South": straight("d") + ["7c"] * 3 + ["9c"],
                 "West": straight("b") + ["8c"] * 3 + ["9c"],
                 "East": ["Ew", "9c"]}
        order, draws = ["South", "West", "North", "East"], ["Gd", "Nw", "Sw", "Rd"]
    c = Case("riichi", hands=hands, draws=draws, edition=edition)
    c.deal()
    c.discard("East", "Wd" if dealer_wins else "Ew")
    for seat, drawn in zip(order, draws):
        c.pick(seat)
        c.discard(seat, "9c" if seat == thrower else drawn)
    c.event(f"Claimed(seat: {first}, claim: Win)")
    c.event(f"Claimed(seat: {second}, claim: Win)")
    c.event(f"DeclaredWin(seat: {first})")
    c.event(f"DeclaredWin(seat: {second})")
    bump = edition == "wrc2015"
    case = ("head-bump" if bump else "each-paid") + ("-dealer" if dealer_wins else "")
    nxt = "HandEndsDealerStays" if dealer_wins else "HandEndsDealerPasses"
    if bump:
        players = "[(who: Winner, status: NoPenalty)]"
        pays = "[(from: Discarder, to: Winner, amount: RiichiWin)]"
    else:
        players = "[(who: Winner, status: NoPenalty), (who: OtherPlayer, status: NoPenalty)]"
        pays = ("[(from: Discarder, to: Winner, amount: RiichiWin), "
                "(from: Discarder, to: OtherPlayer, amount: RiichiWin)]")
    c.write(
        f"rii-sc-02-{first.lower()}-and-{second.lower()}-ron-{thrower.lower()}s-9m-{edition}.ron",
        f"{first} and {second} both call ron on {thrower}'s 9m with winning hands ({edition})",
        f'(article: "RII-SC-02", case: "{case}", parties: (winner: Some({first}), '
        f'also: Some({second}), discarder: Some({thrower})), '
        f'ruling: Some((players: {players}, tiles: Kept, payments: {pays}, next: {nxt})))',
    )


def dead_hand_then_a_win_by_another():
    # Two matters in one hand. First South declares riichi after a pon: a dead hand that
    # plays on (RII-15, WRC 2015 section 7.1). Later South discards the 9m West waits on
    # alone with a closed full straight: the dead hand's discard may be called like any
    # other, West's ron is a win and South, the discarder, pays it (RII-SC-01; WRC 2015
    # section 6.1). West has discarded before and no 9m was thrown earlier: no renhou, no
    # furiten.
    c = Case("riichi", hands={
        "South": ["9d", "9d", "Wd", "1c"], "East": ["9d"],
        "West": ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "5d", "5d", "5d", "9c"]},
        draws=["2b", "3b", "4b", "5b", "Gd", "Nw", "Sw", "9c"])
    south_riichi_after_pon(c, ["2b", "3b", "4b"])
    for seat, tile in [("West", "Gd"), ("North", "Nw"), ("East", "Sw"), ("South", "9c")]:
        c.pick(seat)
        c.discard(seat, tile)
    c.event("Claimed(seat: West, claim: Win)")
    c.event("DeclaredWin(seat: West)")
    earlier = ['(article: "RII-15", case: "dead-hand", parties: (offender: Some(South)), '
               'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), (who: Offender, status: RiichiStickStays)], '
               'tiles: Kept, next: PlayContinues)))']
    c.write(
        "multi-rii-sc-01-south-dead-after-riichi-on-a-pon-then-west-rons-souths-9m.ron",
        "South declares riichi after a pon (a dead hand), then West calls ron on South's 9m",
        ron_paid("West", "South"),
        earlier=earlier,
    )


def chombo_then_the_redeal(edition):
    # Two deals of one hand. The hand begins with one counter and one riichi stick left
    # on the table by an earlier drawn hand. In the first deal South declares riichi
    # (a second stick goes down with the discard), then West calls ron on North's 7s and
    # shows 234m 567p 123s 68s 99m: complete by a closed wait but with no yaku (no
    # riichi, 1s and 9m are no simples): a chombo (RII-01b; WRC 2015 s. 7.1, EMA 2016
    # s. 3.4.6). The same dealer deals again; South's stick goes back to South; no
    # counter is added (WRC 2015 s. 7.1; EMA 2016 with the same counters).
    # In the redeal West wins by ron on South's 9m with a closed full straight
    # 123456789s 555p 9m: 2 han (closed ittsu), 40 fu (20 + 10 closed ron + 4 concealed
    # pung of simples + 2 single wait = 36, up to 40); nobody else wins, West is no
    # dealer: 40 x 2^4 x 4 = 2560, 2600, and 300 for the one counter from the discarder
    # alone: South pays 2900 (WRC 2015 s. 5.7.7 and 6.1; EMA 2016 s. 3.4.10). West
    # takes the stick on the table, the earlier hand's: 1000 (WRC 2015 s. 6.1; EMA 2016
    # s. 4.1). South's stick of the deal thrown in is not there to take. The dead wall
    # holds only dragons and North winds, so the dora is a dragon or the East wind, and
    # West's hand holds neither. West has not discarded a 9m nor let one go by.
    first = Case("riichi", hands={
        "East": ["Ew"],
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2d", "3d", "9d", "9d"],
        "West": ["2c", "3c", "4c", "5d", "6d", "7d", "1b", "2b", "3b", "6b", "8b", "9c", "9c"]},
        draws=["Gd", "Nw", "7b"], edition=edition)
    first.deal()
    first.discard("East", "Ew")
    first.riichi("South", "Gd")
    first.turn("West", "Nw")
    first.turn("North", "7b")
    first.ron("West")
    again = Case("riichi", hands={
        "East": ["Ew"], "South": ["9c"],
        "West": ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "5d", "5d", "5d", "9c"]},
        draws=["3c", "4c", "5c", "6c", "7c"], edition=edition)
    again.deal()
    again.discard("East", "Ew")
    for seat, tile in [("South", "3c"), ("West", "4c"), ("North", "5c"), ("East", "6c")]:
        again.turn(seat, tile)
    again.turn("South", "9c")
    again.ron("West")
    short = "ema2016" if edition == "ema2016" else "wrc2015"
    first.write(
        f"multi-rii-01b-west-chombo-then-the-redeal-west-rons-souths-9m-{short}.ron",
        "With a counter and a stick on the table, South declares riichi and West shows a "
        "false ron (chombo); in the redeal West calls ron on South's 9m",
        '(article: "RII-SC-01", case: "ron", parties: (winner: Some(West), discarder: Some(South)), '
        'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], next: HandEndsDealerPasses)), '
        'figures: Some((transfers: [(South, West, 2900)], sticks: [(West, 1000)])))',
        earlier=['(article: "RII-01b", case: "chombo", parties: (offender: Some(West)), ' + CHOMBO],
        redeal=again, counters=1, sticks=1,
    )


def ippatsu(broken):
    # RII-SC-01 (WRC 2015 s. 6.1; EMA 2016 s. 3.3.11): a valid win, paid as scored. South
    # discards once, then declares riichi with the closed 123m 456p 789s 23p 99p and
    # throws a 7m. West then throws the 4p South waits on, and South calls ron: 123m 456p
    # 789s 234p 99p, all runs, a two-sided wait, a pair of no value, closed: riichi,
    # pinfu and, within the first go-around after the riichi with no call between,
    # ippatsu: 3 han 30 fu, 30 x 2^5 x 4 = 3840, 3900 from West (WRC 2015 s. 6.1, EMA
    # 2016 s. 3.3.11 and the yaku lists). Where North pons West's 5m before East throws
    # the 4p (`broken`), the call ends the ippatsu: 2 han 30 fu, 1920, 2000 from East.
    # South takes back its own riichi stick, the only one on the table: 1000. The dead
    # wall holds only dragons and North winds, so dora and ura dora are dragons or the
    # East wind, and South's hand holds neither. South is not furiten: no 1p or 4p among
    # its discards nor passed since the riichi.
    hands = {
        "East": ["Ew"],
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2d", "3d", "9d", "9d"],
    }
    if broken:
        hands["North"] = ["5c", "5c", "6b"]
        draws = ["Sw", "Ww", "2b", "3b", "7c", "5c", "4d"]
    else:
        draws = ["Sw", "Ww", "2b", "3b", "7c", "4d"]
    c = Case("riichi", hands=hands, draws=draws)
    c.deal()
    c.discard("East", "Ew")
    for seat, tile in [("South", "Sw"), ("West", "Ww"), ("North", "2b"), ("East", "3b")]:
        c.turn(seat, tile)
    c.riichi("South", "7c")
    if broken:
        c.turn("West", "5c")
        c.pon("North", "5c")
        c.discard("North", "6b")
        thrower, value = "East", 2000
    else:
        thrower, value = "West", 3900
    c.turn(thrower, "4d")
    c.ron("South")
    how = "after-a-call-between" if broken else "in-the-first-go-around"
    c.write(
        f"rii-sc-01-south-in-riichi-rons-{thrower.lower()}s-4p-{how}.ron",
        f"South declares riichi, then calls ron on {thrower}'s 4p "
        + ("after North's pon (no ippatsu)" if broken else "in the first go-around (ippatsu)"),
        f'(article: "RII-SC-01", case: "ron", parties: (winner: Some(South), discarder: Some({thrower})), '
        'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], next: HandEndsDealerPasses)), '
        f'figures: Some((transfers: [({thrower}, South, {value})], sticks: [(South, 1000)])))',
    )


def false_kan_with_loose_tile():
    # WRC 2015 section 7.2: a false group put right before the discard costs nothing,
    # taking the call back is an empty call. West calls kan on East's 5p holding only two
    # (with a 7s laid beside them) and draws the replacement tile; before discarding, the
    # call is taken back: no penalty, the tiles go back to the hand and the replacement
    # tile to the wall (our reading of the replacement tile, RII-05).
    c = Case("riichi", hands={"West": ["5d", "5d", "7b"], "East": ["5d"]})
    c.deal()
    c.discard("East", "5d")
    c.event("Claimed(seat: West, claim: Kong)")
    c.event("Exposed(seat: West, tiles: [Number(Dots, 5), Number(Dots, 5), Number(Bams, 7)])")
    c.event('DrewLoose(seat: West, at: "E7t")')
    c.event("RefereeCalled(by: None)")
    c.write(
        "rii-05-west-lays-a-false-kan-and-draws-the-replacement-tile.ron",
        "West calls kan on East's 5p holding two, lays a 7s with them and draws the replacement tile",
        '(article: "RII-05", case: "before-discard-kan", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: ClaimAndLooseTileUndone, next: PlayContinues)))',
    )


def up_to_the_9m(c, order, draws, thrower, dealer_wins):
    """The deal, the dealer's first discard (a white dragon where the dealer wins later,
    else the East wind), then `order` each drawing in turn: `thrower` throws the 9m, the
    others the tile each drew (`draws`)."""
    c.deal()
    c.discard("East", "Wd" if dealer_wins else "Ew")
    for seat, drawn in zip(order, draws):
        c.pick(seat)
        c.discard(seat, "9c" if seat == thrower else drawn)


def false_ron_beside_a_win(dealer_wins):
    # A chombo at the same moment as a win. Two players call ron on one discard: the
    # first in turn after the discarder holds a closed full straight waiting on 9m
    # alone, and wins (RII-SC-01: the discarder pays); the other shows a hand the 9m
    # completes nothing in. WRC 2015 section 7.1 and EMA 2012 section 3.4.6: a chombo
    # at the same moment as a win is void, so the false caller is not penalised; the win
    # is scored as usual, the discarder paying it (WRC 2015 section 7.1), and the hand
    # ends with it (EMA 2016 not read: mjref follows 2012). A dealer who
    # wins keeps the deal (our reading, RII-SC-01). Everyone has had a turn first.
    straight = [f"{r}d" for r in range(1, 10)]
    if dealer_wins:
        # North throws 9m; East (the dealer) and South call ron, East first after North.
        winner, caller, thrower = "East", "South", "North"
        hands = {"East": straight + ["7c"] * 3 + ["9c", "Wd"],
                 "South": ["2b", "3b", "4b", "6b", "7b", "8b", "3c", "4c", "5c",
                           "Ww", "Ww", "Ww", "8c"],
                 "North": ["9c"]}
        order, draws = ["South", "West", "North"], ["Gd", "Nw", "Sw"]
    else:
        # East throws 9m; South and West call ron, South first after East.
        winner, caller, thrower = "South", "West", "East"
        hands = {"South": straight + ["7c"] * 3 + ["9c"],
                 "West": ["2b", "3b", "4b", "6b", "7b", "8b", "3c", "4c", "5c",
                          "Ew", "Ew", "Ew", "8c"],
                 "East": ["Ew", "9c"]}
        order, draws = ["South", "West", "North", "East"], ["Gd", "Nw", "Sw", "Rd"]
    c = Case("riichi", hands=hands, draws=draws)
    up_to_the_9m(c, order, draws, thrower, dealer_wins)
    c.event(f"Claimed(seat: {winner}, claim: Win)")
    c.event(f"Claimed(seat: {caller}, claim: Win)")
    c.event(f"DeclaredWin(seat: {winner})")
    c.event(f"DeclaredWin(seat: {caller})")
    case = "void-beside-dealer-win" if dealer_wins else "void-beside-win"
    nxt = "HandEndsDealerStays" if dealer_wins else "HandEndsDealerPasses"
    win_case = "dealer-ron" if dealer_wins else "ron"
    earlier = [f'(article: "RII-SC-01", case: "{win_case}", parties: (winner: Some({winner}), '
               f'discarder: Some({thrower})), '
               'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
               f'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], next: {nxt})))']
    c.write(
        f"multi-rii-01b-{caller.lower()}-false-ron-beside-{winner.lower()}s-win-on-{thrower.lower()}s-9m.ron",
        f"{winner} and {caller} both call ron on {thrower}'s 9m; {winner}'s hand wins, {caller}'s does not",
        f'(article: "RII-01b", case: "{case}", parties: (offender: Some({caller}), winner: Some({winner}), '
        f'discarder: Some({thrower})), '
        f'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: Kept, '
        f'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], next: {nxt})))',
        earlier=earlier,
    )


ron_without_yaku()
renhou_ron()
tsumo_not_complete()
pon_taken_back("nothing")
pon_taken_back("laid")
pon_taken_back("discarded")
second_call_taken_back_keeps_the_first_pon()
false_pon(False)
false_pon(True)
discard_without_drawing()
riichi_after_pon()
pon_with_a_dead_hand("ema2016")
pon_with_a_dead_hand("wrc2015")
swap_call("chii")
swap_call("pon")
ron_taken_back()
two_false_rons()
for dealer in (False, True):
    for ron in (False, True):
        valid_win(dealer, ron)
discard_before_showing()
noten_riichi_at_the_draw()
for edition in ("wrc2015", "ema2016"):
    for dealer_wins in (False, True):
        two_rons(edition, dealer_wins)
dead_hand_then_a_win_by_another()
false_kan_with_loose_tile()
for dealer_wins in (False, True):
    false_ron_beside_a_win(dealer_wins)


def fill_not_ready(hands, seats, taken, singles):
    """Each of `seats` filled to 13 tiles with single tiles two apart or more, which make
    no group, never a fifth copy of a tile (`taken`: copies used outside the hands)."""
    def count(t):
        return sum(h.count(t) for h in hands.values()) + taken.get(t, 0)

    def apart(hand, t):
        if not t[0].isdigit():
            return t not in hand
        return all(not (u[0].isdigit() and u[1] == t[1] and abs(int(u[0]) - int(t[0])) < 3)
                   for u in hand)
    for seat in seats:
        for t in singles:
            if len(hands[seat]) >= 13:
                break
            if count(t) < 4 and apart(hands[seat], t):
                hands[seat].append(t)
        assert len(hands[seat]) == 13, (seat, hands[seat])


def play_to_the_draw(c, turns, waits, turn=None):
    # After the dealer's first discard, `turns` draws in turn from South, each throwing the
    # tile drawn (none of `waits`); `turn(n, seat, drawn)` may do more and says what is
    # thrown.
    order = ["South", "West", "North", "East"]
    for n in range(turns):
        seat = order[n % 4]
        drawn = c.pick(seat)
        assert drawn not in waits, drawn
        if turn:
            drawn = turn(n, seat, drawn)
        c.discard(seat, drawn)


def say_ready(c, ready):
    # At the exhaustive draw each says in turn from East: ready (the hand shown) or not.
    for seat in ["East", "South", "West", "North"]:
        c.event(f"HandShown(seat: {seat})" if seat in ready else f"DeclaredNotReady(seat: {seat})")


def exhaustive_draw(ready, name, case, dealer_keeps):
    # RII-SC-03. The live wall runs out with nobody winning; each player in turn from the
    # dealer shows a ready hand or says not ready (WRC 2015 section 5.7.2, EMA 2016
    # section 3.4.2). 3000 points pass from those not ready to those ready: one ready,
    # 1000 from each other player; two ready, 1500 from each of the others, half to each;
    # three ready, 1000 from the fourth to each. All or none ready: no payment. A ready
    # dealer keeps the deal (our reading, RII-SC-03). `ready`: the seats dealt a ready
    # hand, each waiting on one tile alone whose other three copies a player not ready
    # holds (so nobody draws or throws one); everybody discards each tile drawn.
    ready_hands = {
        "East": (["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "1b", "1b", "1b", "9b"], "9b"),
        "South": (["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "5b", "5b", "5b", "Ew"], "Ew"),
        "West": (["6d", "7d", "8d", "Rd", "Rd", "Rd", "Gd", "Gd", "Gd", "2c", "3c", "4c", "Nw"], "Nw"),
        "North": (["2d", "3d", "4d", "6b", "7b", "8b", "1c", "1c", "1c", "Sw", "Sw", "Sw", "9c"], "9c"),
    }
    if len(ready) == 4:
        # All four ready: each hand holds the other three copies of the tile the next
        # hand waits on (East holds South's east winds, South West's north winds...).
        ready_hands = {
            "East": (["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "Ew", "Ew", "Ew", "9b"], "9b"),
            "South": (["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "Nw", "Nw", "Nw", "Ew"], "Ew"),
            "West": (["6d", "7d", "8d", "Rd", "Rd", "Rd", "Gd", "Gd", "Gd", "9c", "9c", "9c", "Nw"], "Nw"),
            "North": (["2d", "3d", "4d", "6b", "7b", "8b", "9b", "9b", "9b", "Sw", "Sw", "Sw", "9c"], "9c"),
        }
    hands = {}
    waits = [ready_hands[s][1] for s in ready]
    for seat in ["East", "South", "West", "North"]:
        hands[seat] = list(ready_hands[seat][0]) if seat in ready else []
    # Every other copy of each wait goes to the hands not ready (three to one hand), the
    # rest of those hands single tiles two apart or more, which make no group.
    noten = [s for s in ["East", "South", "West", "North"] if s not in ready]
    for i, w in enumerate(waits if noten else []):
        hands[noten[i % len(noten)]] += [w] * 3

    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Ew", "Sw", "Nw", "Rd", "Gd"]
    fill_not_ready(hands, noten, {"Wd": 1}, [t for t in singles if t not in waits])
    # The dealer's fourteenth tile, thrown first: a white dragon.
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands)
    c.deal()
    c.discard("East", "Wd")
    play_to_the_draw(c, 69, waits)
    say_ready(c, ready)
    bits = sum(1 << ["East", "South", "West", "North"].index(s) for s in ready)
    nxt = "HandEndsDealerStays" if dealer_keeps else "HandEndsDealerPasses"
    pays = ("" if case in ("all-ready", "none-ready") else
            "payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], ")
    who = " and ".join(ready) if ready else "nobody"
    c.write(
        f"rii-sc-03-exhaustive-draw-{name}.ron",
        f"The live wall runs out with nobody winning; ready at the draw: {who}",
        f'(article: "RII-SC-03", case: "{case}", parties: (ready: {bits}), '
        f'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, {pays}next: {nxt})))',
    )


exhaustive_draw(["South"], "south-alone-ready", "paid", False)
exhaustive_draw(["East", "West"], "east-and-west-ready", "paid-dealer-ready", True)
exhaustive_draw(["South", "West", "North"], "three-ready-east-not", "paid", False)
exhaustive_draw(["East", "South", "West", "North"], "all-four-ready", "all-ready", True)
exhaustive_draw([], "nobody-ready", "none-ready", False)



def exhaustive_draw_after_a_kan():
    # RII-SC-03 with a kan before the draw. After a kan's loose tile the last tile of the
    # live wall joins the dead wall, which keeps fourteen tiles (EMA 2016 section 3.3.5),
    # so the live wall runs out one draw sooner: 68 draws after the dealer's first discard
    # instead of 69. North, not ready, holds three green dragons, draws the fourth on the
    # first go-around and declares a concealed kan, draws the loose tile and throws it.
    # South alone is ready (waiting on the east wind, whose three other copies East
    # holds): East, West and North pay South 1000 each, and the deal passes on.
    south = ["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "5b", "5b", "5b", "Ew"]
    hands = {"South": south, "East": ["Ew", "Ew", "Ew"], "West": [], "North": ["Gd", "Gd", "Gd"]}
    draws = ["Wd", "Wd", "Gd"]
    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Sw", "Nw", "Rd"]
    fill_not_ready(hands, ["East", "West", "North"], {"Wd": 3, "Gd": 1}, singles)
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands, draws=draws)
    c.deal()
    c.discard("East", "Wd")
    def kan_on_the_fourth_green(n, seat, drawn):
        if n != 2:
            return drawn
        assert drawn == "Gd"
        c.event("DeclaredKong(seat: North, tile: Dragon(Green))")
        for _ in range(4):
            c.racks["North"].remove("Gd")
        loose = c.order[-2]
        c.taken.append(loose)
        c.racks["North"].append(c.tile_at(loose))
        assert c.tile_at(loose) != "Ew", c.tile_at(loose)
        c.event(f'DrewLoose(seat: North, at: "{loose}")')
        return c.tile_at(loose)

    play_to_the_draw(c, 68, ["Ew"], kan_on_the_fourth_green)
    say_ready(c, ["South"])
    c.write(
        "rii-sc-03-exhaustive-draw-after-a-kan-south-alone-ready.ron",
        "North declares a concealed kan early; the live wall, one tile shorter, runs out; "
        "South alone is ready",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 2), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        'next: HandEndsDealerPasses)))',
    )


exhaustive_draw_after_a_kan()


def wall_tiles_exposed(count, case):
    # RII-13, EMA 2012 sections 3.4.6 and 3.4.8 (our reading for WRC 2015 and EMA 2016):
    # wall tiles exposed are turned face down again in their spots without penalty, up
    # to five at once; more than five at once is a chombo (-20, the same dealer deals
    # again). After a go-around, West knocks over `count` tiles of the live wall (one is
    # a single tile turned up, seen by the others).
    c = Case("riichi", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat in ["South", "West", "North"]:
        drawn = c.pick(seat)
        c.discard(seat, drawn)
    # Beyond the next few tiles to draw, in the live wall, from the top tile of a stack:
    # a knock-over takes tops before the tiles beneath.
    start = next(i for i in range(6, 20) if c.remaining()[i].endswith("t"))
    spots = c.remaining()[start:start + count]
    if count == 1:
        c.event(f'TurnedUp(seat: West, at: "{spots[0]}", seen: true)')
    else:
        quoted = ", ".join(f'"{p}"' for p in spots)
        c.event(f"WallTilesExposed(seat: West, at: [{quoted}])")
    if case == "more-than-five":
        ruling = CHOMBO
    else:
        ruling = ('ruling: Some((players: [(who: Offender, status: NoPenalty)], '
                  'tiles: ExposedTilesBackFaceDown, next: PlayContinues)))')
    c.write(
        f"rii-13-west-exposes-{count}-wall-tile{'s' if count > 1 else ''}.ron",
        f"West knocks over {count} tile{'s' if count > 1 else ''} of the live wall, face up",
        f'(article: "RII-13", case: "{case}", parties: (offender: Some(West)), ' + ruling,
    )


def dead_wall_tile_exposed():
    # RII-12, EMA 2012 section 3.4.7 (our reading for WRC 2015 and EMA 2016): a tile of
    # the dead wall exposed makes the offender's hand dead; it plays on. The dead wall is
    # the fourteen tiles at the far end of the draw from the break; North turns up the
    # bottom tile of the stack next to the break (the dora indicator is the top tile of
    # the third stack).
    c = Case("riichi", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    drawn = c.pick("South")
    c.discard("South", drawn)
    spot = c.order[-1]
    c.event(f'TurnedUp(seat: North, at: "{spot}", seen: true)')
    c.write(
        "rii-12-north-turns-up-a-dead-wall-tile.ron",
        "North turns up a tile of the dead wall (not the dora indicator)",
        '(article: "RII-12", case: "dead-hand", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
        'tiles: BackFaceDownSameSpot, next: PlayContinues)))',
    )


wall_tiles_exposed(1, "put-back")
wall_tiles_exposed(5, "put-back")
wall_tiles_exposed(6, "more-than-five")
dead_wall_tile_exposed()


def dead_wall_tile_exposed_in_riichi():
    # RII-12 with RII-17: South, in riichi on a ready hand (1-9p, 111s, waiting on 9s
    # alone), turns up a tile of the dead wall. The hand is dead (EMA 2012 section 3.4.7,
    # our reading for the editions shipped) and plays on; the riichi stick is not handed
    # back (RII-17, our reading after the dead-hand summaries).
    c = Case("riichi", hands={
        "South": ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "1b", "1b", "1b", "9b"]},
        draws=["Rd", "Gd", "Nw", "Ew"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredRiichi(seat: South)")
    c.discard("South", "Rd")
    for seat in ["West", "North", "East"]:
        drawn = c.pick(seat)
        c.discard(seat, drawn)
    c.event(f'TurnedUp(seat: South, at: "{c.order[-1]}", seen: true)')
    c.write(
        "rii-12-south-in-riichi-turns-up-a-dead-wall-tile.ron",
        "South, in riichi, turns up a tile of the dead wall",
        '(article: "RII-12", case: "dead-hand-in-riichi", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), '
        '(who: Offender, status: RiichiStickStays)], tiles: BackFaceDownSameSpot, next: PlayContinues)))',
    )


dead_wall_tile_exposed_in_riichi()



def another_hand_exposed(in_riichi):
    # RII-12, its other half: EMA 2012 section 3.4.7 makes the hand of a player who
    # exposes tiles of another player's hand dead (our reading for the editions shipped).
    # South knocks over two tiles of West's concealed hand. West is not at fault; the
    # tiles go back into West's hand (our reading). In riichi, South's stick stays on the
    # table (RII-17, our reading).
    south = ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "1b", "1b", "1b", "9b"]
    west = ["2c", "3c", "4c", "Wd", "Wd"]
    c = Case("riichi", hands={"South": south, "West": west}, draws=["Rd", "Gd", "Nw", "Ew"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    if in_riichi:
        c.event("DeclaredRiichi(seat: South)")
    c.discard("South", "Rd")
    for seat in ["West", "North", "East"]:
        drawn = c.pick(seat)
        c.discard(seat, drawn)
    c.event("TilesRevealed(seat: West, tiles: [Number(Craks, 3), Dragon(White)], by: Some(South))")
    riichi = "-in-riichi" if in_riichi else ""
    stick = ", (who: Offender, status: RiichiStickStays)" if in_riichi else ""
    c.write(
        f"rii-12-south{riichi}-knocks-over-two-tiles-of-wests-hand.ron",
        f"South{', in riichi,' if in_riichi else ''} knocks over two tiles of West's hand, face up",
        f'(article: "RII-12", case: "another-hand{riichi}", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)' + stick + '], '
        'tiles: TilesBackToHand, next: PlayContinues)))',
    )


for in_riichi in (False, True):
    another_hand_exposed(in_riichi)


def illegal_kan_after_riichi():
    # RII-03, WRC 2015 section 6.5.1 (the rule), EMA 2012 section 3.4.6 (the chombo; our
    # reading for the editions shipped). South holds 3334m, 123p, 456s and three red
    # dragons (waiting on 2m, 4m and 5m), declares riichi, then draws the fourth 3m and
    # declares a concealed kan: the hand now waits on the 4m alone. West later throws a
    # 4m, South calls ron and shows the hand: a chombo (-20, the same dealer deals again).
    c = Case("riichi", hands={
        "South": ["3c", "3c", "3c", "4c", "1d", "2d", "3d", "4b", "5b", "6b", "Rd", "Rd", "Rd"],
        "West": ["4c"]},
        draws=["Gd", "Nw", "Sw", "Ew", "3c", "Wd", "Ww", "Ww"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.event("DeclaredRiichi(seat: South)")
    c.discard("South", "Gd")
    for seat in ["West", "North", "East"]:
        drawn = c.pick(seat)
        c.discard(seat, drawn)
    c.pick("South")
    c.event(f"DeclaredKong(seat: South, tile: {kind_ron('3c')})")
    loose = c.order[-2]
    c.taken.append(loose)
    c.racks["South"].append(c.tile_at(loose))
    assert c.tile_at(loose) not in ("2c", "4c", "5c"), c.tile_at(loose)
    c.event(f'DrewLoose(seat: South, at: "{loose}")')
    c.discard("South", c.tile_at(loose))
    c.pick("West")
    c.discard("West", "4c")
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "rii-03-south-in-riichi-kans-3m-changing-the-wait-then-rons-4m.ron",
        "South, in riichi on 3334m, declares a concealed kan of the drawn 3m, then calls ron on West's 4m",
        '(article: "RII-03", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


illegal_kan_after_riichi()



def liability(dealer_wins, how, draws=None, counters=0):
    # RII-SC-04, EMA 2016 section 3.3.9 and EMA 2012 section 3.3.6 (our reading for WRC
    # 2015): the player who gave the third set of dragons is liable (pao) for big three
    # dragons. On a self-draw the liable player pays the whole value alone; on a ron off
    # another player the discarder and the liable player pay half each; where the liable
    # player threw the winning tile, that player pays it all. A dealer who wins keeps the
    # deal (our reading, RII-SC-01). The winner holds two of each dragon, 3m-4m and a pair
    # of 9p, and lets go 1s, 5s and 9s after the calls; the waits are 2m and 5m. Every
    # other tile drawn is thrown at once; a self-drawn win draws the 2m.
    filler = ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "2b", "3b", "4b", "6b",
              "7b", "8b", "1c", "6c", "7c", "8c"]
    base = ["Rd", "Rd", "Gd", "Gd", "Wd", "Wd", "3c", "4c", "9d", "9d", "1b", "5b", "9b"]
    if dealer_wins:
        winner, givers = "East", ["South", "West", "North"]
        hands = {"East": base + ["Ew"]}
    else:
        winner, givers = "South", ["West", "North", "East"]
        hands = {"South": base, "East": ["Ew"]}
    liable = givers[2]
    for g, d in zip(givers, ["Rd", "Gd", "Wd"]):
        hands.setdefault(g, []).append(d)
    if how == "liable":
        hands[liable].append("2c")
    elif how == "other":
        hands[givers[0]].append("5c")
    c = Case("riichi", hands=hands, draws=draws if draws is not None else filler)
    order = ["East", "South", "West", "North"]
    nxt = lambda s: order[(order.index(s) + 1) % 4]
    picks = 0

    def turn(seat, thrown=None):
        nonlocal picks
        drawn = c.pick(seat)
        picks += 1
        c.discard(seat, thrown or drawn)

    c.deal()
    c.discard("East", "Ew")
    seat = "South"
    for giver, dragon in zip(givers, ["Rd", "Gd", "Wd"]):
        while seat != giver:
            turn(seat)
            seat = nxt(seat)
        turn(giver, dragon)
        c.event(f"Claimed(seat: {winner}, claim: Pung)")
        c.event(f"Exposed(seat: {winner}, tiles: [{kind_ron(dragon)}, {kind_ron(dragon)}])")
        c.racks[winner].remove(dragon)
        c.racks[winner].remove(dragon)
        c.discard(winner, {"Rd": "1b", "Gd": "5b", "Wd": "9b"}[dragon])
        seat = nxt(winner)
    if how == "tsumo":
        while seat != winner:
            turn(seat)
            seat = nxt(seat)
        if draws is None:
            # Once more, the 2m laid where the winner draws it.
            return liability(dealer_wins, how, filler[:picks] + ["2c"], counters)
        assert c.pick(winner) == "2c"
    else:
        thrower = liable if how == "liable" else givers[0]
        while seat != thrower:
            turn(seat)
            seat = nxt(seat)
        turn(thrower, "2c" if how == "liable" else "5c")
        c.event(f"Claimed(seat: {winner}, claim: Win)")
    c.event(f"DeclaredWin(seat: {winner})")
    dealer = "-dealer" if dealer_wins else ""
    next_ = "HandEndsDealerStays" if dealer_wins else "HandEndsDealerPasses"
    if how == "tsumo":
        case, pays = "tsumo", "[(from: Liable, to: Winner, amount: RiichiWhole)]"
        parties = f"winner: Some({winner}), liable: Some({liable})"
    elif how == "liable":
        case, pays = "liable-discarded", "[(from: Discarder, to: Winner, amount: RiichiWin)]"
        parties = f"winner: Some({winner}), discarder: Some({liable}), liable: Some({liable})"
    else:
        case = "ron-shared"
        pays = ("[(from: Discarder, to: Winner, amount: RiichiHalfAndCounters), "
                "(from: Liable, to: Winner, amount: RiichiHalf)]")
        parties = f"winner: Some({winner}), discarder: Some({givers[0]}), liable: Some({liable})"
    figures = ""
    name = f"rii-sc-04-{winner.lower()}-big-three-dragons-{how}-{liable.lower()}-liable"
    comment = f"{winner} wins big three dragons, the last dragons called from {liable} ({how})"
    if counters:
        # Big three dragons is a yakuman: 32000 for a winner who is not the dealer, 48000
        # for the dealer. Shared on a ron off another player, each pays half; the counters
        # (300 each on a ron) are the discarder's alone (EMA 2016 s. 3.3.9).
        assert how == "other"
        whole = 48000 if dealer_wins else 32000
        figures = (f", figures: Some((transfers: [({givers[0]}, {winner}, {whole // 2 + 300 * counters}), "
                   f"({liable}, {winner}, {whole // 2})]))")
        name += f"-{counters}-counters"
        comment += f", with {counters} counters on the table"
    c.write(
        f"{name}.ron",
        comment,
        f'(article: "RII-SC-04", case: "{case}{dealer}", parties: ({parties}), '
        f'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        f'payments: {pays}, next: {next_})){figures})',
        counters=counters,
    )



def furiten_ron(how):
    # WRC 2015 section 5.5 and EMA 2016 section 3.3.11: no ron for a player who is
    # furiten; EMA 2016 section 3.4.5 (read in the Polish translation): furiten is a tile
    # the hand waits on among the player's own discards, or a discard of one let go by,
    # which bars a ron until the player's own next draw, in riichi for the rest of the
    # hand. A ron called and shown that is no win is a chombo (WRC 2015 section 7.2; EMA
    # 2016 sections 3.4.6, 5.1.2). South's closed hand 1-9p 777m 9m waits on 8m and 9m
    # (77 789m or 777 99m) with a closed full straight: a win in its tiles, so only the
    # furiten decides.
    #   own: South was dealt 8m instead of the 9m, drew the 9m and threw the 8m, then
    #        calls ron on West's 8m.
    #   riichi: South declares riichi, lets West's 9m go by, draws and throws once more,
    #        then calls ron on West's 8m.
    #   passed: South (no riichi) lets West's 9m go by and calls ron on East's 8m before
    #        drawing again.
    #   over: as passed, but South draws and throws once before West's 8m: the furiten
    #        of a passed tile ends at the player's own draw, and the ron is a win.
    straight = ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "7c", "7c", "7c"]
    south = straight + (["8c"] if how == "own" else ["9c"])
    if how == "own":
        draws = ["9c", "Gd", "Nw", "Sw", "Rd", "8c"]
    elif how == "riichi":
        draws = ["Gd", "9c", "Nw", "Sw", "Rd", "8c"]
    elif how == "passed":
        draws = ["Gd", "9c", "Nw", "8c"]
    else:
        draws = ["Gd", "9c", "Nw", "Sw", "Rd", "8c"]
    c = Case("riichi", hands={"South": south, "East": ["Ew"]}, draws=draws)
    c.deal()
    c.discard("East", "Ew")
    seat = "South"
    order = ["South", "West", "North", "East"]
    for i, drawn in enumerate(draws):
        seat = order[i % 4]
        c.pick(seat)
        if how == "own" and i == 0:
            c.discard(seat, "8c")
            continue
        if how == "riichi" and i == 0:
            c.event("DeclaredRiichi(seat: South)")
        c.discard(seat, drawn)
    thrower = seat
    c.event("Claimed(seat: South, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    story = {
        "own": ("south-rons-8m-with-8m-in-own-discards",
                "South throws an 8m, then calls ron on West's 8m and shows the hand"),
        "riichi": ("south-in-riichi-lets-9m-go-then-rons-8m",
                   "South in riichi lets West's 9m go by, then calls ron on West's 8m"),
        "passed": ("south-lets-9m-go-then-rons-8m-before-drawing",
                   "South lets West's 9m go by, then calls ron on East's 8m before drawing"),
        "over": ("south-lets-9m-go-draws-then-rons-8m",
                 "South lets West's 9m go by, draws and throws, then calls ron on West's 8m"),
    }[how]
    if how == "over":
        expect = ('(article: "RII-SC-01", case: "ron", parties: (winner: Some(South), '
                  f'discarder: Some({thrower})), ruling: Some((players: [(who: Winner, '
                  'status: NoPenalty)], tiles: Kept, payments: [(from: Discarder, to: '
                  'Winner, amount: RiichiWin)], next: HandEndsDealerPasses)))')
        name = f"rii-sc-01-{story[0]}.ron"
    else:
        expect = '(article: "RII-01b", case: "furiten", parties: (offender: Some(South)), ' + CHOMBO
        name = f"rii-01b-furiten-{story[0]}.ron"
    c.write(name, story[1], expect)


def tsumo_tile_not_kept_apart(dealer):
    # WRC 2015 section 5.6 and its author's commentary: a self-drawn winning tile put in
    # among the hand before it is shown still wins, but nothing that depends on the wait
    # is scored (no pinfu, no fu for the wait nor for the self-draw); EMA 2016 section
    # 3.3.12 asks for the tile to be kept apart and gives no consequence, and mjref gives
    # it the WRC ruling. The others pay their shares of that value; a dealer who wins
    # keeps the deal. Nobody is otherwise penalised: the ruling names no player, the
    # payment is the whole of it. The winner's closed hand 234m 567p 345s 88p 67s waits on 5s or 8s
    # (pinfu while the wait is seen); the 8s is drawn and mixed in, then tsumo.
    winner = "East" if dealer else "South"
    hand = ["2c", "3c", "4c", "5d", "6d", "7d", "3b", "4b", "5b", "8d", "8d", "6b", "7b"]
    hands = {winner: hand + (["Wd"] if dealer else [])}
    if not dealer:
        hands["East"] = ["Ew"]
    order = ["South", "West", "North", "East"] + ([] if dealer else ["South"])
    draws = ["Gd", "Nw", "Sw", "Rd", "Ew"][:len(order) - 1] + ["8b"]
    c = Case("riichi", hands=hands, draws=draws)
    c.deal()
    c.discard("East", "Wd" if dealer else "Ew")
    for seat, drawn in zip(order, draws):
        c.pick(seat)
        if drawn == "8b":
            break
        c.discard(seat, drawn)
    c.event(f"DrawnTileMixedIn(seat: {winner})")
    c.event(f"DeclaredWin(seat: {winner})")
    case = "dealer-tsumo" if dealer else "tsumo"
    nxt = "HandEndsDealerStays" if dealer else "HandEndsDealerPasses"
    c.write(
        f"rii-16-{winner.lower()}-mixes-the-drawn-8s-into-the-hand-then-calls-tsumo.ron",
        f"{winner}{' (the dealer)' if dealer else ''} draws the winning 8s, puts it among "
        "the hand, then calls tsumo",
        f'(article: "RII-16", case: "{case}", parties: (offender: Some({winner}), '
        f'winner: Some({winner})), ruling: Some((players: [], '
        'tiles: Kept, payments: [(from: EachLoser, to: Winner, amount: RiichiWinWaitUnseen)], '
        f'next: {nxt})))',
    )


def wrong_word_for_a_win(word, at_once, ron, edition, stop_at_word=False):
    # EMA 2016 s. 5.1.2 (read): a win is called "ron" on a discard and "tsumo" on a tile
    # drawn. A word that is no call for a win ("ippatsu", "hu"), not put right, with the
    # hand laid open: a chombo (-20; the hand dealt again, sticks back, no counter),
    # though the hand wins. Put right at once: the hand stands. "Tsumo" and "ron" mixed
    # up: the hand stands, the right word pointed out (a warning here). WRC 2015 s. 7.2
    # lists the words; its consequence was not read, so mjref reads it as EMA 2016 (the
    # article says so). Where the word is not a chombo it is ruled on the word, and the
    # win goes on to be ruled as any win (RII-SC-01).
    # South, no dealer, holds 1-9p (a closed full straight) and a pung of 7m, waiting on
    # 9m alone; South has discarded once, nobody called, no 9m passed before.
    # Ron on West's 9m: 2 han (closed ittsu), 20 + 10 closed ron + 4 concealed pung of
    # simples + 2 single wait = 36, 40 fu: 40 x 2^4 x 4 = 2560, 2600 from West.
    # Tsumo on a drawn 9m: 3 han (closed ittsu, menzen tsumo), 20 + 2 tsumo + 4 + 2 = 28,
    # 30 fu: basic 30 x 2^5 = 960; the dealer East pays 1920, 2000; West and North 960,
    # 1000 each. The dead wall holds only dragons and North winds: the dora is a dragon
    # or the East wind, none in the hand. No counters or sticks on the table.
    hand = ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "7c", "7c", "7c", "9c"]
    hands = {"South": hand}
    if ron:
        hands["West"] = ["9c"]
        order, draws = ["South", "West"], ["Gd", "Nw"]
    else:
        order, draws = ["South", "West", "North", "East", "South"], ["Gd", "Nw", "Sw", "Ew", "9c"]
    c = Case("riichi", hands=hands, draws=draws, edition=edition)
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat, drawn in zip(order, draws):
        c.pick(seat)
        if drawn == "9c":
            break
        if ron and seat == "West":
            c.discard(seat, "9c")
            break
        c.discard(seat, drawn)
    said = f"WinWordSaid(seat: South, word: {word}" + (", corrected_at_once: true" if at_once else "") + ")"
    c.event(said)
    if not stop_at_word:
        if ron:
            c.event("Claimed(seat: South, claim: Win)")
        c.event("DeclaredWin(seat: South)")
    spoken = word.lower()
    right = "ron" if ron else "tsumo"
    moment = "on West's 9m" if ron else "on the drawn 9m"
    short = "ema2016" if edition == "ema2016" else "wrc2015"
    win = (
        f'(article: "RII-SC-01", case: "{right}", parties: (winner: Some(South)'
        + (", discarder: Some(West)" if ron else "")
        + '), ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
        f'payments: [(from: {"Discarder" if ron else "EachLoser"}, to: Winner, amount: RiichiWin)], '
        'next: HandEndsDealerPasses)), figures: Some((transfers: '
        + ("[(West, South, 2600)]" if ron else "[(East, South, 2000), (West, South, 1000), (North, South, 1000)]")
        + ")))"
    )
    if word in ("Ippatsu", "Hu") and not at_once:
        c.write(
            f"rii-08-south-says-{spoken}-{moment.replace(chr(39), '').replace(' ', '-').lower()}-and-shows-the-hand-{short}.ron",
            f"South says '{spoken}' to win {moment} and lays the hand open: a winning hand, "
            "but the word is no call for a win",
            '(article: "RII-08", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
        )
        return
    case, status = (("put-right-at-once", "NoPenalty") if at_once
                    else ("ron-and-tsumo-mixed-up", "Warning"))
    how = f'{spoken}-then-at-once-{right}' if at_once else f"{spoken}"
    ruled = (f'(article: "RII-08", case: "{case}", parties: (offender: Some(South)), '
             f'ruling: Some((players: [(who: Offender, status: {status})], tiles: Kept, '
             'next: WinGoesOn)))')
    if stop_at_word:
        # The referee is asked at the word, before the hand is shown.
        c.write(
            f"rii-08-south-says-{how}-{moment.replace(chr(39), '').replace(' ', '-').lower()}-{short}.ron",
            f"South says '{spoken}'" + (f" and at once '{right}'" if at_once else "")
            + f" to win {moment}",
            ruled,
        )
        return
    c.write(
        f"multi-rii-08-south-says-{how}-{moment.replace(chr(39), '').replace(' ', '-').lower()}-and-wins-{short}.ron",
        f"South says '{spoken}'" + (f" and at once '{right}'" if at_once else "")
        + f" to win {moment}, then lays the winning hand open",
        win,
        earlier=[ruled],
    )


def riichi_declared_wrongly(said, edition, then_ron=False):
    # EMA 2016 s. 3.4.7 (read): an attempt to declare riichi that leaves out the word
    # "riichi", or the discard turned sideways, makes the hand dead (a riichi dead hand
    # plays on, WRC 2015 s. 7.1); the stick put down stays (RII-17, our reading). WRC 2015
    # s. 7.2 (read): an empty call of riichi is not penalised: riichi said and the discard
    # laid as any other is such a call, so the riichi does not stand, the player is not in
    # riichi and takes the stick back. WRC 2015 not read on a riichi without the word:
    # mjref rules it as EMA 2016 (the article says so). South's closed hand 123m 456p
    # 789s 23p 99p waits on 1p and 4p; East throws the East wind, South draws a South wind
    # and declares riichi with it, missing one part of the declaration.
    # `then_ron` (WRC, riichi said but the discard not turned): West then throws a 4p and
    # South calls ron, not in riichi: 123m 456p 789s 234p 99p, all runs, a two-sided wait,
    # a pair of no value, closed: pinfu alone (1m, 9s and 9p are no simples), 1 han 30
    # fu, 30 x 2^3 x 4 = 960, 1000 from West; no stick lies on the table, South's having
    # gone back. Had the riichi stood, 2 han: 2000, and South's own stick back. The dead
    # wall holds only dragons and North winds (dora a dragon or the East wind).
    hands = {
        "East": ["Ew"],
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2d", "3d", "9d", "9d"]}
    draws = ["Sw"]
    if then_ron:
        hands["West"] = ["4d"]
        draws.append("Nw")
    c = Case("riichi", hands=hands, draws=draws, edition=edition)
    c.deal()
    c.discard("East", "Ew")
    c.riichi("South", "Sw", ", said: false" if not said else ", turned: false")
    short = "ema2016" if edition == "ema2016" else "wrc2015"
    what = ("lays-the-discard-sideways-without-saying-riichi" if not said
            else "says-riichi-without-turning-the-discard")
    if not said or edition == "ema2016":
        expect = ('(article: "RII-15", case: "dead-hand", parties: (offender: Some(South)), '
                  'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), '
                  '(who: Offender, status: RiichiStickStays)], tiles: Kept, next: PlayContinues)))')
    else:
        expect = ('(article: "RII-15", case: "empty-riichi", parties: (offender: Some(South)), '
                  'ruling: Some((players: [(who: Offender, status: RiichiVoid)], tiles: Kept, '
                  'next: PlayContinues)))')
    comment = ("South, closed and ready, "
               + ("lays the riichi discard sideways with the stick but does not say riichi" if not said
                  else "says riichi but lays the discard as any other"))
    if not then_ron:
        c.write(f"rii-15-south-{what}-{short}.ron", comment, expect)
        return
    c.turn("West", "4d")
    c.ron("South")
    c.write(
        f"multi-rii-15-south-{what}-then-rons-wests-4p-{short}.ron",
        comment + "; then South calls ron on West's 4p",
        ron_paid("South", "West", "(West, South, 1000)"),
        earlier=[expect],
    )


def four_riichi(edition):
    # RII-SC-05: the editions shipped have no abortive draws (WRC 2015 s. 5.7, which says
    # so; EMA 2016 s. 3.4); under the EMA rules of 2012 all four players in riichi ended
    # the hand. Each player holds a closed ready hand: East 123m 456m 789m 11p 23p (1p or
    # 4p) and an East wind to let go, South 123s 456s 789s 99p 78p (6p or 9p), West 234m
    # 567m 234s SS 56p (4p or 7p), North 345m 567s 678s NN 67m (5m or 8m). East throws the
    # East wind; South, West and North each draw a dragon, declare riichi and throw it;
    # East draws a green dragon and declares the fourth riichi. Nothing irregular: the
    # riichi discard stands and play goes on.
    c = Case("riichi", hands={
        "East": ["1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "1d", "1d", "2d", "3d", "Ew"],
        "South": ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "9d", "9d", "7d", "8d"],
        "West": ["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "Sw", "Sw", "5d", "6d"],
        "North": ["3c", "4c", "5c", "5b", "6b", "7b", "6b", "7b", "8b", "Nw", "Nw", "6c", "7c"]},
        draws=["Gd", "Rd", "Wd", "Gd"], edition=edition)
    c.deal()
    c.discard("East", "Ew")
    for seat, tile in zip(["South", "West", "North", "East"], ["Gd", "Rd", "Wd", "Gd"]):
        c.riichi(seat, tile)
    short = "ema2016" if edition == "ema2016" else "wrc2015"
    c.write(
        f"rii-sc-05-all-four-players-declare-riichi-{short}.ron",
        "South, West, North and then East each declare riichi: all four are in riichi",
        '(article: "RII-SC-05", case: "four-riichi", parties: (), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, next: PlayContinues)))',
    )


def win_after_a_kan_with_kan_dora():
    # RII-SC-01 with a kan: each kan turns a further dora indicator, the next stack's top
    # beyond the first indicator, away from the loose tiles, and kan dora count as dora
    # (WRC 2015 s. 6.1 and EMA 2016 s. 4.1, han = yaku + dora + kan dora, READ; EMA 2016
    # s. 3.3.5, the kan dora turned at the kan, READ). South holds 222s, 1-9p and a 9m;
    # draws the fourth 2s, declares a concealed kan, draws the loose tile (a West wind)
    # and throws it; West throws a 9m and South calls ron. Closed full straight 2 han; fu
    # 20 + 10 closed ron + 16 concealed kan of simples + 2 single wait = 48, 50 fu. The
    # dora indicator is a North wind (dora the East wind, none held); the kan dora
    # indicator, laid at the next place, is an 8m: dora 9m, two in the winning hand, 2
    # han more. 4 han 50 fu: basic 50 x 2^6 = 3200, over 2000, so a mangan: West pays
    # 8000. Without the kan dora it would be 2 han 50 fu, 3200.
    c = Case("riichi", hands={
        "East": ["Ew"],
        "South": ["2b", "2b", "2b", "1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "9c"],
        "West": ["9c"]},
        draws=["2b", "Nw"], dead={0: "Ww", 4: "Nw", 6: "8c"})
    c.deal()
    c.discard("East", "Ew")
    c.pick("South")
    c.event('DeclaredKong(seat: South, tile: "2b")')
    loose = c.dead_wall_places()[0]
    c.event(f'DrewLoose(seat: South, at: "{loose}")')
    c.racks["South"].append(c.tile_at(loose))
    c.taken.append(loose)
    c.discard("South", "Ww")
    c.turn("West", "9c")
    c.ron("South")
    c.write(
        "rii-sc-01-south-rons-wests-9m-after-a-concealed-kan-with-kan-dora.ron",
        "South declares a concealed kan of 2s, then calls ron on West's 9m; the kan dora "
        "indicator is an 8m",
        ron_paid("South", "West", "(West, South, 8000)"),
    )


def noten_riichi_then_another_wins():
    # RII-02: a riichi on a hand that is not ready comes to light only when the hand is
    # shown, at a win or at the exhaustive draw; when another player wins, it is never
    # shown and goes unpunished (WRC 2015 s. 5.7.2 and EMA 2016 s. 3.4.2: hands in
    # riichi are shown at the exhaustive draw; EMA 2012 s. 3.4.6 and 3.4.7, READ). South
    # declares riichi on 1m 4m 7m 2p 6p 8p 3s and five single honours, ready for nothing;
    # West then calls ron on North's 9m with 1-9s, a concealed pung of 5p and the 9m:
    # closed full straight 2 han, fu 20 + 10 closed ron + 4 concealed pung of simples + 2
    # single wait = 36, 40 fu: 40 x 2^4 x 4 = 2560, 2600 from North. West takes South's
    # stick, put down with a discard nobody won on: 1000. The dora indicator is a North
    # wind (dora the East wind, none in West's hand). No matter before the win: the
    # case lists no earlier ruling, and the test holds it to that.
    c = Case("riichi", hands={
        "East": ["Ew"],
        "South": ["1c", "4c", "7c", "2d", "6d", "8d", "3b", "Ew", "Sw", "Nw", "Rd", "Wd", "Ww"],
        "West": ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "5d", "5d", "5d", "9c"],
        "North": ["9c"]},
        draws=["Gd", "Nw", "Sw"], dead={4: "Nw"})
    c.deal()
    c.discard("East", "Ew")
    c.riichi("South", "Gd")
    c.turn("West", "Nw")
    c.turn("North", "9c")
    c.ron("West")
    c.write(
        "multi-rii-02-south-riichi-not-ready-then-west-rons-norths-9m.ron",
        "South declares riichi on a hand not ready; West then calls ron on North's 9m, and "
        "South's hand is never shown",
        ron_paid("West", "North", "(North, West, 2600)", "(West, 1000)"),
        earlier=[],
    )

for dealer_wins in (False, True):
    for how in ("tsumo", "liable", "other"):
        liability(dealer_wins, how)
liability(False, "other", counters=2)

for how in ("own", "riichi", "passed", "over"):
    furiten_ron(how)

for dealer in (False, True):
    tsumo_tile_not_kept_apart(dealer)

for edition in ("ema2016", "wrc2015"):
    chombo_then_the_redeal(edition)

for broken in (False, True):
    ippatsu(broken)

for edition in ("ema2016", "wrc2015"):
    wrong_word_for_a_win("Ippatsu", False, True, edition)
wrong_word_for_a_win("Hu", True, False, "ema2016")
wrong_word_for_a_win("Hu", True, True, "wrc2015")
wrong_word_for_a_win("Tsumo", False, True, "ema2016")
wrong_word_for_a_win("Ron", False, False, "wrc2015")
wrong_word_for_a_win("Ippatsu", True, True, "ema2016", stop_at_word=True)
wrong_word_for_a_win("Tsumo", False, True, "wrc2015", stop_at_word=True)
riichi_declared_wrongly(False, "ema2016")
riichi_declared_wrongly(True, "wrc2015")
riichi_declared_wrongly(True, "ema2016")
riichi_declared_wrongly(True, "wrc2015", then_ron=True)
for edition in ("ema2016", "wrc2015"):
    four_riichi(edition)
win_after_a_kan_with_kan_dora()
noten_riichi_then_another_wins()


def wrong_word_beside_a_win(dealer_wins, edition):
    # A wrong-word chombo at the same moment as a win. Two players call on one discard:
    # the first in turn after the discarder says "ron" and holds a closed full straight
    # with a pung of 7m, waiting on 9m alone; the other says "ippatsu" (no call for a
    # win, EMA 2016 s. 5.1.2) on a hand the 9m also completes (a closed full straight of
    # bamboo, so only the word is at fault) and lays it open without putting the word
    # right: a chombo. WRC 2015 s. 7.1 and EMA 2012 s. 3.4.6: a chombo at the same moment
    # as a declared win is void; the caller loses nothing, the win is paid as any win,
    # and the hand ends with it (mjref reads EMA 2016 as 2012 there, RII-01b).
    # The winner's ron, non-dealer: 2 han (closed ittsu), 20 + 10 closed ron + 4
    # concealed pung of simples + 2 single wait = 36, 40 fu: 2560, 2600 from the
    # discarder. Dealer: 40 x 2^4 x 6 = 3840, 3900. The dora indicator is the North wind:
    # the dora is the East wind, which neither winning hand holds. No counters or sticks.
    straight = [f"{r}d" for r in range(1, 10)]
    caller_hand = [f"{r}b" for r in range(1, 10)] + ["3c"] * 3 + ["9c"]
    if dealer_wins:
        winner, caller, thrower = "East", "South", "North"
        hands = {"East": straight + ["7c"] * 3 + ["9c", "Wd"], "South": caller_hand,
                 "North": ["9c"]}
        order, draws = ["South", "West", "North"], ["Gd", "Nw", "Sw"]
        pay = 3900
    else:
        winner, caller, thrower = "South", "West", "East"
        hands = {"South": straight + ["7c"] * 3 + ["9c"], "West": caller_hand,
                 "East": ["Ew", "9c"]}
        order, draws = ["South", "West", "North", "East"], ["Gd", "Nw", "Sw", "Rd"]
        pay = 2600
    c = Case("riichi", hands=hands, draws=draws, edition=edition, dead={4: "Nw"})
    up_to_the_9m(c, order, draws, thrower, dealer_wins)
    c.event(f"WinWordSaid(seat: {caller}, word: Ippatsu)")
    c.event(f"Claimed(seat: {caller}, claim: Win)")
    c.event(f"Claimed(seat: {winner}, claim: Win)")
    c.event(f"DeclaredWin(seat: {winner})")
    c.event(f"DeclaredWin(seat: {caller})")
    case = "void-beside-dealer-win" if dealer_wins else "void-beside-win"
    nxt = "HandEndsDealerStays" if dealer_wins else "HandEndsDealerPasses"
    win_case = "dealer-ron" if dealer_wins else "ron"
    paid = (f'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], next: {nxt})), '
            f'figures: Some((transfers: [({thrower}, {winner}, {pay})])))')
    earlier = [f'(article: "RII-SC-01", case: "{win_case}", parties: (winner: Some({winner}), '
               f'discarder: Some({thrower})), '
               'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
               + paid]
    c.write(
        f"multi-rii-08-{caller.lower()}-says-ippatsu-beside-{winner.lower()}s-ron-on-"
        f"{thrower.lower()}s-9m-{edition}.ron",
        f"{caller} says 'ippatsu' and {winner} 'ron' on {thrower}'s 9m; both lay winning "
        f"hands open, {caller}'s word no call for a win",
        f'(article: "RII-08", case: "{case}", parties: (offender: Some({caller}), '
        f'winner: Some({winner}), discarder: Some({thrower})), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: Kept, ' + paid,
        earlier=earlier,
    )


wrong_word_beside_a_win(False, "ema2016")
wrong_word_beside_a_win(True, "wrc2015")


def four_kans(edition, makers):
    # RII-SC-05: four kans made by more than one player ended the hand as an abortive
    # draw under the EMA rules of 2012 (from summaries); the editions shipped have none
    # (WRC 2015 s. 5.7; EMA 2016 s. 3.4): nothing irregular, play goes on. Each maker is
    # dealt the four tiles of each of its kans; on its turn it draws, declares a
    # concealed kan, draws the loose tile (a dragon) and throws it. The matter is the
    # fourth kan, made while the first three are not all of the maker.
    quads = {"South": ["5c", "7b"], "West": ["3d", "9d"], "North": ["8b"]}
    fill = {"South": ["1d", "9c", "Nw", "Wd", "Gd"], "West": ["1b", "9b", "Ww", "Wd", "1c"],
            "North": ["2c", "6c", "2d", "6d", "2b", "6b", "Sw", "Sw", "Ww"]}
    kans = [(s, q[rnd]) for rnd in range(2) for s in ("South", "West", "North")
            if s in makers for q in [quads[s][:makers[s]]] if rnd < len(q)]
    hands = {s: [t for q in quads[s][:makers[s]] for t in [q] * 4] for s in makers}
    for s in makers:
        hands[s] += fill[s][:13 - len(hands[s])]
    hands["East"] = ["Ew"]
    # Draws in turn from South; nobody else's draw matters.
    seats = ["South", "West", "North", "East"]
    turns = []
    left = list(kans)
    while left:
        for s in seats:
            if not left:
                break
            if left[0][0] == s:
                turns.append((s, left.pop(0)[1]))
            else:
                turns.append((s, None))
    draws = ["Ew", "Sw", "Nw", "Nw", "Nw", "Ew", "Ew", "Sw", "Nw", "Ww", "Ww", "Ew"][:len(turns)]
    c = Case("riichi", hands=hands, draws=draws, edition=edition,
             dead={0: "Rd", 1: "Rd", 2: "Rd", 3: "Gd", 4: "Wd"})
    c.deal()
    c.discard("East", "Ew")
    made = 0
    for (seat, quad), drawn in zip(turns, draws):
        c.pick(seat)
        if quad is None:
            c.discard(seat, drawn)
            continue
        made += 1
        if made == 4:
            c.event(f"DeclaredKong(seat: {seat}, tile: {kind_ron(quad)})")
            break
        loose = c.kan(seat, quad)
        c.discard(seat, loose)
    who = " and ".join(makers)
    c.write(
        f"rii-sc-05-four-kans-by-{'-and-'.join(s.lower() for s in makers)}-{edition}.ron",
        f"{who} declare concealed kans, four in all, the fourth by {seat}",
        '(article: "RII-SC-05", case: "four-kans", parties: (), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, next: PlayContinues)))',
    )


four_kans("ema2016", {"South": 2, "West": 1, "North": 1})
four_kans("wrc2015", {"South": 2, "West": 2})


def dead_hand_then_the_draw(dead):
    # A later matter that must see an earlier ruling. South and `dead` (West, or East the
    # dealer) are dealt ready hands (South waits on the east wind, West on the north
    # wind, East on 9s; the other copies lie in the hands not ready, so nobody draws or
    # throws one). On the first go-around `dead` knocks over two tiles of North's hand:
    # that hand is dead (RII-12, EMA 2012 s. 3.4.7; our reading for the editions shipped)
    # and plays on, discarding each tile drawn. At the exhaustive draw it is shown ready
    # all the same. A dead hand counts as not ready (WRC 2015 s. 7.1, READ: a dead hand is
    # noten at the end of the hand; EMA 2012 s. 3.4.7, READ): South alone is ready, and
    # the three others pay South 1000 each (RII-SC-03; WRC 2015 s. 5.7.2, EMA 2016
    # s. 3.4.2). The dealer is not counted ready: the deal passes on, even where East
    # showed a ready hand.
    ready = {
        "South": (["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "5b", "5b", "5b", "Ew"], "Ew"),
        "West": (["6d", "7d", "8d", "Rd", "Rd", "Rd", "Gd", "Gd", "Gd", "2c", "3c", "4c", "Nw"], "Nw"),
        "East": (["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "1b", "1b", "1b", "9b"], "9b"),
    }
    shown = ["South", dead]
    waits = [ready[s][1] for s in shown]
    hands = {s: list(ready[s][0]) for s in shown}
    noten = [s for s in ["East", "West", "North"] if s != dead]
    # Every other copy of each wait in a hand not ready.
    for w, s in zip(waits, noten):
        hands[s] = [w] * 3
    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Sw", "Nw", "Wd"]
    fill_not_ready(hands, noten, {"Wd": 1}, [t for t in singles if t not in waits])
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands, edition="wrc2015")
    c.deal()
    c.discard("East", "Wd")
    knocked = [t for t in c.racks["North"] if t not in waits][:2]
    at = 3 if dead == "East" else 1

    def knock_over(n, seat, drawn):
        if n == at:
            tiles = ", ".join(kind_ron(t) for t in knocked)
            c.event(f"TilesRevealed(seat: North, tiles: [{tiles}], by: Some({dead}))")
        return drawn
    play_to_the_draw(c, 69, waits, knock_over)
    say_ready(c, shown)
    ruled = ('(article: "RII-12", case: "another-hand", parties: (offender: Some(' + dead + ')), '
             'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
             'tiles: TilesBackToHand, next: PlayContinues)))')
    others = [s for s in ["East", "West", "North"]]
    paid = ", ".join(f"({s}, South, 1000)" for s in others)
    c.write(
        f"multi-rii-12-{dead.lower()}-dead-then-shows-a-ready-hand-at-the-draw-wrc2015.ron",
        f"{dead} knocks over two tiles of North's hand (a dead hand), plays on and shows a "
        "ready hand at the exhaustive draw; South is ready too",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 2), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        f'next: HandEndsDealerPasses)), figures: Some((transfers: [{paid}])))',
        earlier=[ruled],
    )


for dead in ("West", "East"):
    dead_hand_then_the_draw(dead)


def south_and_west_ready_deal():
    """A WRC 2015 deal where South (waiting on the east wind) and West (on the north
    wind) are ready, East and North hold the other copies of both waits and are not
    ready; East throws its fourteenth tile, a white dragon. Gives the case and the waits."""
    south = ["2c", "3c", "4c", "5c", "6c", "7c", "2b", "3b", "4b", "5b", "5b", "5b", "Ew"]
    west = ["6d", "7d", "8d", "Rd", "Rd", "Rd", "Gd", "Gd", "Gd", "2c", "3c", "4c", "Nw"]
    hands = {"South": south, "West": west, "East": ["Ew"] * 3, "North": ["Nw"] * 3}
    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Sw", "Wd"]
    fill_not_ready(hands, ["East", "North"], {"Wd": 1}, singles)
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands, edition="wrc2015")
    c.deal()
    c.discard("East", "Wd")
    return c, ["Ew", "Nw"]


def dead_riichi_hand_then_the_draw():
    # A later matter that must see two earlier acts. South and West are dealt ready
    # hands (South waits on the east wind, West on the north wind; the other copies lie
    # in East's and North's hands). South declares riichi on its first turn, then on its
    # second knocks over two tiles of North's hand: South's hand is dead, it plays on
    # discarding each tile drawn, and its riichi stick stays on the table (RII-12 and
    # RII-17, our reading). At the exhaustive draw South shows its hand in riichi, as a
    # hand in riichi must be (WRC 2015 s. 5.7.2), and West shows a ready hand. South's
    # riichi was declared on a ready hand, so it is no noten riichi (RII-02 is a riichi
    # on a hand not ready); the dead hand counts as not ready (WRC 2015 s. 7.1, READ).
    # West alone is ready: East, South and North pay West 1000 each (RII-SC-03). The
    # stick stays on the table for a later hand (no one wins this one). East is not ready:
    # the deal passes on.
    c, waits = south_and_west_ready_deal()
    knocked = [t for t in c.racks["North"] if t not in waits][:2]

    def riichi_then_knock_over(n, seat, drawn):
        if n == 0:
            c.event("DeclaredRiichi(seat: South)")
        if n == 4:
            tiles = ", ".join(kind_ron(t) for t in knocked)
            c.event(f"TilesRevealed(seat: North, tiles: [{tiles}], by: Some(South))")
        return drawn
    play_to_the_draw(c, 69, waits, riichi_then_knock_over)
    say_ready(c, ["South", "West"])
    ruled = ('(article: "RII-12", case: "another-hand-in-riichi", parties: (offender: Some(South)), '
             'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn), '
             '(who: Offender, status: RiichiStickStays)], tiles: TilesBackToHand, '
             'next: PlayContinues)))')
    c.write(
        "multi-rii-12-south-in-riichi-dead-then-shows-the-hand-at-the-draw-wrc2015.ron",
        "South declares riichi, then knocks over two tiles of North's hand (a dead hand); "
        "at the exhaustive draw South shows the hand in riichi and West a ready hand",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 4), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        'next: HandEndsDealerPasses)), figures: Some((transfers: '
        '[(East, West, 1000), (South, West, 1000), (North, West, 1000)])))',
        earlier=[ruled],
    )


dead_riichi_hand_then_the_draw()


def empty_riichi_then_the_draw():
    # A later matter that must see an earlier ruling. Under the WRC rules of 2015 South,
    # on a hand not ready, says "riichi" but lays the discard as any other: an empty call
    # of riichi, not penalised, and the riichi does not stand (RII-15, WRC 2015 s. 7.2,
    # our reading): South is not in riichi and takes the stick back. West is dealt a
    # ready hand waiting on the north wind (North holds the other copies). At the
    # exhaustive draw South, not in riichi, says "not ready" without showing the hand, as
    # any player not in riichi may (WRC 2015 s. 5.7.2): no noten riichi, for there is no
    # riichi. West alone is ready: East, South and North pay West 1000 each (RII-SC-03),
    # and no stick lies on the table. East is not ready: the deal passes on.
    west = ["6d", "7d", "8d", "Rd", "Rd", "Rd", "Gd", "Gd", "Gd", "2c", "3c", "4c", "Nw"]
    waits = ["Nw"]
    hands = {"West": west, "North": ["Nw"] * 3, "East": [], "South": []}
    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Sw", "Ew", "Wd"]
    fill_not_ready(hands, ["East", "South", "North"], {"Wd": 1}, singles)
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands, edition="wrc2015")
    c.deal()
    c.discard("East", "Wd")

    def empty_riichi(n, seat, drawn):
        if n == 0:
            c.event("DeclaredRiichi(seat: South, turned: false)")
        return drawn
    play_to_the_draw(c, 69, waits, empty_riichi)
    say_ready(c, ["West"])
    ruled = ('(article: "RII-15", case: "empty-riichi", parties: (offender: Some(South)), '
             'ruling: Some((players: [(who: Offender, status: RiichiVoid)], tiles: Kept, '
             'next: PlayContinues)))')
    c.write(
        "multi-rii-15-south-empty-riichi-then-says-not-ready-at-the-draw-wrc2015.ron",
        "South says riichi on a hand not ready but lays the discard as any other; at the "
        "exhaustive draw South says not ready, and West shows a ready hand",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 4), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        'next: HandEndsDealerPasses)), figures: Some((transfers: '
        '[(East, West, 1000), (South, West, 1000), (North, West, 1000)])))',
        earlier=[ruled],
    )


empty_riichi_then_the_draw()


def noten_riichi_said_not_ready():
    # RII-02 at the draw, the riichi player saying "not ready" instead of showing the
    # hand. WRC 2015 s. 5.7.2 (READ): a hand in riichi may not be called not ready at the
    # exhaustive draw; it is shown. South's hand, shown, waits on nothing: a chombo, as
    # for a hand shown (-20; no noten payments; the same dealer deals again). East, not in
    # riichi, says not ready first, as any player may.
    c = noten_riichi_to_the_draw(edition="wrc2015")
    c.event("DeclaredNotReady(seat: East)")
    c.event("DeclaredNotReady(seat: South)")
    c.write(
        "rii-02-south-in-riichi-says-not-ready-at-the-draw-wrc2015.ron",
        "South declared riichi on a hand not ready; at the exhaustive draw South says "
        "'not ready' instead of showing the hand",
        '(article: "RII-02", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


noten_riichi_said_not_ready()


def dead_hand_then_tsumo():
    # A later matter that must see an earlier ruling. West, ready on 9m alone (1-9s, a
    # pung of 7m and a 9m: a closed full straight), calls ron on East's 5m, which
    # completes nothing, and takes the call back before showing: a dead hand (RII-04;
    # WRC 2015 s. 7.2, EMA 2016 s. 3.4.7 and 5.1.2). West plays on; a dead hand may not
    # win (WRC 2015 s. 7.1, READ). On the next go-around West draws the 9m, calls tsumo
    # and lays the hand open: complete, with a yaku, yet no win, for the hand is dead. A
    # call for a win shown that is no win is a chombo (RII-01b; WRC 2015 s. 7.2).
    west = [f"{r}b" for r in range(1, 10)] + ["7c", "7c", "7c", "9c"]
    c = Case("riichi", hands={"West": west, "East": ["5c"]},
             draws=["Gd", "Nw", "Sw", "Rd", "Wd", "9c"])
    c.deal()
    c.discard("East", "5c")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("ClaimWithdrawn(seat: West)")
    for seat, drawn in zip(["South", "West", "North", "East", "South"],
                           ["Gd", "Nw", "Sw", "Rd", "Wd"]):
        c.turn(seat, drawn)
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    dead = ('(article: "RII-04", case: "ron-not-shown", parties: (offender: Some(West)), '
            'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
            'tiles: DiscardClaimableOrDead, next: PlayContinues)))')
    c.write(
        "multi-rii-04-west-dead-after-a-ron-taken-back-then-calls-tsumo.ron",
        "West calls ron on East's 5m, which wins nothing, takes it back unshown, and later "
        "calls tsumo on a drawn 9m that completes the hand",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(West)), ' + CHOMBO,
        earlier=[dead],
    )


dead_hand_then_tsumo()


def empty_riichi_then_riichi_again():
    # A later act that must see an earlier ruling. Under the WRC rules of 2015 South says
    # "riichi" but lays the discard as any other: an empty call of riichi (RII-15, WRC
    # 2015 s. 7.2, our reading): the riichi does not stand, South takes the stick back
    # and is not in riichi. South's hand is still closed and ready, so on its next turn
    # South declares riichi as it should be (word, discard sideways, stick), a riichi as
    # any other: nothing to rule. After a whole go-around (no ippatsu) West throws a 4p
    # and South calls ron: 123m 456p 789s 234p 99p, riichi and pinfu, 2 han 30 fu,
    # 30 x 2^4 x 4 = 1920, 2000 from West; South takes back its own stick, the one lying
    # on the table (WRC 2015 s. 6.1). The dora indicator is a North wind and the ura
    # indicator beneath it a West wind (dora the East wind, ura dora the North wind):
    # none in the hand. No counters.
    hands = {
        "East": ["Ew"],
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2d", "3d", "9d", "9d"],
        "West": ["4d"]}
    draws = ["Sw", "Nw", "Rd", "Gd", "Wd", "Gd", "Rd", "Wd", "Nw", "Sw"]
    c = Case("riichi", hands=hands, draws=draws, edition="wrc2015", dead={4: "Nw", 5: "Ww"})
    c.deal()
    c.discard("East", "Ew")
    c.riichi("South", "Sw", ", turned: false")
    for seat, drawn in zip(["West", "North", "East"], ["Nw", "Rd", "Gd"]):
        c.turn(seat, drawn)
    c.riichi("South", "Wd")
    for seat, drawn in zip(["West", "North", "East", "South"], ["Gd", "Rd", "Wd", "Nw"]):
        c.turn(seat, drawn)
    c.turn("West", "4d")
    c.ron("South")
    empty = ('(article: "RII-15", case: "empty-riichi", parties: (offender: Some(South)), '
             'ruling: Some((players: [(who: Offender, status: RiichiVoid)], tiles: Kept, '
             'next: PlayContinues)))')
    c.write(
        "multi-rii-15-south-empty-riichi-then-riichi-again-then-rons-wests-4p-wrc2015.ron",
        "South says riichi but lays the discard as any other; on the next turn South "
        "declares riichi as it should be, and later calls ron on West's 4p",
        ron_paid("South", "West", "(West, South, 2000)", "(South, 1000)"),
        earlier=[empty],
    )


empty_riichi_then_riichi_again()


def illegal_kan_found_at_the_draw(said_not_ready=False):
    # RII-03 found at the exhaustive draw rather than at a win (WRC 2015 s. 6.5.1 and
    # 5.7.2; EMA 2012 s. 3.4.6; our reading for the editions shipped): South holds 3334m,
    # 123p, 456s and three red dragons (waiting on 2m, 4m and 5m), declares riichi, draws
    # the fourth 3m on the next go-around and declares a concealed kan: the hand now waits
    # on the 4m alone, the kan having changed the wait. Nobody wins; every other copy of
    # 2m, 4m and 5m lies in the hands not ready, so nobody draws or throws one. After a
    # kan the live wall runs out one draw sooner (68 draws after the dealer's first
    # discard). At the draw South shows the hand in riichi, and the kan comes to light: a
    # chombo (-20; no noten payments; the same dealer deals again).
    waits = ["2c", "4c", "5c"]
    south = ["3c", "3c", "3c", "4c", "1d", "2d", "3d", "4b", "5b", "6b", "Rd", "Rd", "Rd"]
    hands = {"South": south, "East": ["2c"] * 4, "West": ["5c"] * 4, "North": ["4c"] * 3}
    draws = ["Gd", "Nw", "Sw", "Ew", "3c"]
    singles = [f"{n}{s}" for s in "cdb" for n in range(1, 10)] + ["Ww", "Sw", "Nw", "Ew", "Gd"]
    fill_not_ready(hands, ["East", "West", "North"],
                   {"Gd": 1, "Nw": 1, "Sw": 1, "Ew": 1, "Wd": 1, "Ww": 1, "3c": 1},
                   [t for t in singles if t not in waits and t != "3c"])
    hands["East"].append("Wd")
    c = Case("riichi", hands=hands, draws=draws, dead={0: "Ww"})
    c.deal()
    c.discard("East", "Wd")

    def riichi_then_kan(n, seat, drawn):
        if n == 0:
            c.event("DeclaredRiichi(seat: South)")
        if n == 4:
            loose = c.kan("South", "3c")
            assert loose not in waits, loose
            return loose
        return drawn
    play_to_the_draw(c, 68, waits, riichi_then_kan)
    # `said_not_ready`: South says "not ready" instead; a hand in riichi is shown all the
    # same (WRC 2015 s. 5.7.2, READ), and the kan comes to light as well.
    say_ready(c, [] if said_not_ready else ["South"])
    how = "says-not-ready" if said_not_ready else "found"
    c.write(
        f"rii-03-south-in-riichi-kans-3m-changing-the-wait-{how}-at-the-draw.ron",
        "South, in riichi on 3334m, declares a concealed kan of the drawn 3m; nobody wins, "
        "and at the exhaustive draw South "
        + ("says not ready" if said_not_ready else "shows the hand"),
        '(article: "RII-03", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


for said_not_ready in (False, True):
    illegal_kan_found_at_the_draw(said_not_ready)


def riichi_waiting_on_a_tile_held_four_times():
    # RII-02: a wait only on a tile the player holds all four copies of is no wait
    # (WRC 2015 s. 5.7.2 and EMA 2016 s. 3.3.13, READ: such a hand is not ready). South
    # holds four 5p and 123m 456m 789m: the only tile that would complete it is a fifth
    # 5p. South declares riichi, nobody wins, and at the exhaustive draw South shows the
    # hand: a riichi on a hand not ready, a chombo (-20; no noten payments; the same
    # dealer deals again).
    south = ["5d"] * 4 + [f"{n}c" for n in range(1, 10)]
    c = Case("riichi", hands={"South": south}, draws=["Rd"])
    c.deal()
    c.discard("East", c.racks["East"][0])

    def riichi(n, seat, drawn):
        if n == 0:
            c.event("DeclaredRiichi(seat: South)")
        return drawn
    play_to_the_draw(c, 69, [], riichi)
    c.event("HandShown(seat: South)")
    c.write(
        "rii-02-south-in-riichi-waits-only-on-a-fifth-5p.ron",
        "South declared riichi holding four 5p and three runs, a hand only a fifth 5p "
        "would complete; at the exhaustive draw the hand is shown",
        '(article: "RII-02", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
    )


riichi_waiting_on_a_tile_held_four_times()


def ready_riichi_said_not_ready():
    # WRC 2015 s. 5.7.2 (READ): at the exhaustive draw a hand in riichi may not be called
    # not ready; it is shown. South, in riichi on a ready hand (waiting on the east wind),
    # says "not ready" all the same: the hand is shown and counts ready. West shows a
    # ready hand (waiting on the north wind); East and North are not ready. Two ready, two
    # not: East and North pay 1500 each, 750 to each ready player (RII-SC-03). South's
    # stick stays on the table (nobody won). East is not ready: the deal passes on.
    c, waits = south_and_west_ready_deal()

    def riichi(n, seat, drawn):
        if n == 0:
            c.event("DeclaredRiichi(seat: South)")
        return drawn
    play_to_the_draw(c, 69, waits, riichi)
    for seat in ["East", "South", "West", "North"]:
        c.event(f"HandShown(seat: {seat})" if seat == "West" else f"DeclaredNotReady(seat: {seat})")
    c.write(
        "rii-sc-03-south-in-riichi-says-not-ready-on-a-ready-hand-wrc2015.ron",
        "At the exhaustive draw South, in riichi on a ready hand, says not ready; West shows "
        "a ready hand",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 6), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        'next: HandEndsDealerPasses)), figures: Some((transfers: '
        '[(East, South, 750), (East, West, 750), (North, South, 750), (North, West, 750)])))',
    )


ready_riichi_said_not_ready()


def false_ron_first_then_a_win(edition):
    # Two rons on one discard, the false one nearer the discarder and shown first. East
    # throws a 9m; South, first in turn after East, calls ron on a hand the 9m completes
    # nothing in, and West, after South, calls ron on a closed full straight waiting on
    # the 9m alone. South lays the hand open first: a false win shown at the same moment
    # as West's win on the same discard, so void (RII-01b; WRC 2015 s. 7.1, EMA 2012
    # s. 3.4.6). The head bump (WRC 2015 s. 5.7.6) gives the discard to the nearest
    # claimant whose win stands; South's does not, so West wins. West's hand: 1-9p,
    # a pung of 7m and the 9m, 2 han 40 fu, 2600 from East (as in false_ron_beside_a_win);
    # the hand ends with the win and the deal passes on.
    straight = [f"{r}d" for r in range(1, 10)]
    hands = {"West": straight + ["7c"] * 3 + ["9c"],
             "South": ["2b", "3b", "4b", "6b", "7b", "8b", "3c", "4c", "5c",
                       "Ww", "Ww", "Ww", "8c"],
             "East": ["Ew", "9c"]}
    draws = ["Gd", "Nw", "Sw", "Rd"]
    c = Case("riichi", hands=hands, draws=draws, edition=edition, dead={4: "Nw"})
    c.deal()
    c.discard("East", "Ew")
    for seat, drawn in zip(["South", "West", "North", "East"], draws):
        c.pick(seat)
        c.discard(seat, "9c" if seat == "East" else drawn)
    c.event("Claimed(seat: South, claim: Win)")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("DeclaredWin(seat: South)")
    c.event("DeclaredWin(seat: West)")
    # South's false win is ruled when shown, then West's win when West shows.
    void = ('(article: "RII-01b", case: "void-beside-win", parties: (offender: Some(South), '
            'winner: Some(West), discarder: Some(East)), '
            'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: Kept, '
            'payments: [(from: Discarder, to: Winner, amount: RiichiWin)], '
            'next: HandEndsDealerPasses)), figures: Some((transfers: [(East, West, 2600)])))')
    c.write(
        f"multi-rii-01b-south-false-ron-shown-first-beside-wests-win-on-easts-9m-{edition}.ron",
        "South and West both call ron on East's 9m; South, nearer East, shows first a hand "
        "that does not win; West's wins",
        ron_paid("West", "East", "(East, West, 2600)"),
        earlier=[void],
    )


for edition in ("wrc2015", "ema2016"):
    false_ron_first_then_a_win(edition)


def four_kans_last_one_open(how):
    # RII-SC-05 as four_kans, the fourth kan made in the open: added to a pung South
    # called (`how` = "added"), or called on a discard by North (`how` = "called"). Any
    # kan counts (EMA 2016 s. 3.3.10 speaks of a fourth kan, whatever its kind): made
    # while the first three are not all of its maker, it ends nothing, and play goes on.
    # Everybody else throws the tile drawn; the loose tiles are dragons, thrown at once.
    if how == "added":
        hands = {"East": ["9b"], "South": ["5c"] * 4 + ["9b"] * 2 + ["Nw"],
                 "West": ["3d"] * 4, "North": ["8b"] * 4}
        draws = ["Ew", "Sw", "Ew", "Sw", "Ew", "Sw", "Ww", "9b"]
        # (seat, the kan made on that turn, if any)
        turns = [("West", "3d"), ("North", "8b"), ("East", None), ("South", "5c"),
                 ("West", None), ("North", None), ("East", None)]
    else:
        hands = {"East": ["Ew", "8b"], "South": ["5c"] * 4 + ["7b"] * 4,
                 "West": ["3d"] * 4, "North": ["8b"] * 3}
        draws = ["Nw", "Sw", "Nw", "Sw", "Nw", "Sw", "Ww", "Ww"]
        turns = [("South", "5c"), ("West", "3d"), ("North", None), ("East", None),
                 ("South", "7b"), ("West", None), ("North", None)]
    c = Case("riichi", hands=hands, draws=draws,
             dead={0: "Rd", 1: "Rd", 2: "Gd", 3: "Gd", 4: "Wd"})
    c.deal()
    if how == "added":
        # East throws a 9s and South pons it, throwing a North wind.
        c.discard("East", "9b")
        c.pon("South", "9b")
        c.discard("South", "Nw")
    else:
        c.discard("East", "Ew")
    for seat, quad in turns:
        drawn = c.pick(seat)
        if quad is not None:
            drawn = c.kan(seat, quad)
        c.discard(seat, drawn)
    if how == "added":
        c.pick("South")
        c.event("AddedToMeld(seat: South, meld: 0, tile: Number(Bams, 9))")
        what = "south-adds-the-fourth-9s-to-a-pon"
        comment = ("After South's pon of 9s, West, North and South declare concealed kans; "
                   "then South adds the fourth 9s to the pon")
    else:
        c.pick("East")
        c.discard("East", "8b")
        c.event("Claimed(seat: North, claim: Kong)")
        c.event("Exposed(seat: North, tiles: [Number(Bams, 8), Number(Bams, 8), Number(Bams, 8)])")
        what = "north-calls-kan-on-easts-8s"
        comment = "South declares two concealed kans and West one; then North calls kan on East's 8s"
    c.write(
        f"rii-sc-05-four-kans-the-fourth-as-{what}.ron",
        comment,
        '(article: "RII-SC-05", case: "four-kans", parties: (), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, next: PlayContinues)))',
    )


for how in ("added", "called"):
    four_kans_last_one_open(how)


# RII-18 and RII-19: drawing out of turn, or the wrong tile. Neither rulebook read names
# these faults. The rulings are mjref's reading of what they do say: a minor
# irregularity goes unpunished and is put right (EMA 2016 s. 3.4.8; the WRC 2015 scale,
# s. 7.1, opens with "not penalised"); a hand holding a tile too many is dead (EMA 2016
# s. 3.4.7); a tile drawn from the dead wall makes the hand dead (the wiki summary of
# the dead-hand rules, as a dead-wall tile exposed does under EMA 2012 s. 3.4.7).
PUT_BACK_OUT_OF_TURN = ('ruling: Some((players: [(who: Offender, status: NoPenalty)], '
                        'tiles: DrawnTileBackToWall, next: PlayContinues)))')
DEAD_KEEPING_THE_TILE = ('ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
                         'tiles: KeepsDrawnTile, next: PlayContinues)))')


def draw_out_of_turn(left_has_drawn, mixed_in, edition=None):
    # East throws the first discard. West draws from the wall before South, the player
    # on West's left, has discarded (`left_has_drawn`: South holds the tile just drawn)
    # or before South has drawn at all. Kept apart, West's tile goes back to its spot in
    # the wall, no penalty (RII-18 put-back). Put in among West's hand (`mixed_in`), it
    # cannot go back: West holds a tile too many, a dead hand that plays on and keeps the
    # tile (RII-18 mixed-in).
    c = Case("riichi", hands={}, edition=edition)
    c.deal()
    c.discard("East", c.racks["East"][0])
    if left_has_drawn:
        c.pick("South")
    c.pick("West")
    if mixed_in:
        c.event("DrawnTileMixedIn(seat: West)")
    when = "after South draws" if left_has_drawn else "before South draws"
    how = "and puts it among the hand" if mixed_in else "and keeps it apart"
    slug_when = "after-south-draws" if left_has_drawn else "before-south-draws"
    slug_how = "mixes-it-in" if mixed_in else "keeps-it-apart"
    case = "mixed-in" if mixed_in else "put-back"
    c.write(
        f"rii-18-west-draws-{slug_when}-and-{slug_how}.ron",
        f"West draws from the wall out of turn, {when}, {how}",
        f'(article: "RII-18", case: "{case}", parties: (offender: Some(West)), '
        + (DEAD_KEEPING_THE_TILE if mixed_in else PUT_BACK_OUT_OF_TURN),
    )


draw_out_of_turn(True, False)
draw_out_of_turn(False, True, "wrc2015")
draw_out_of_turn(True, True)


def west_draws_while_south_holds(c):
    """Deals `c`; East throws its first tile, South draws, and West draws too, out of
    turn, while South holds the tile drawn (RII-18). Gives South's tile."""
    c.deal()
    c.discard("East", c.racks["East"][0])
    south = c.pick("South")
    c.pick("West")
    return south


def west_draws_early_and_mixes_it_in(c):
    """As `west_draws_while_south_holds`; West puts the tile among the hand, South calls
    the referee (RII-18 mixed-in: West's hand is dead) and throws the tile it drew."""
    south = west_draws_while_south_holds(c)
    c.event("DrawnTileMixedIn(seat: West)")
    c.event("RefereeCalled(by: Some(South))")
    c.discard("South", south)


WEST_DEAD_FOR_A_TILE_MIXED_IN = ('(article: "RII-18", case: "mixed-in", parties: (offender: Some(West)), '
                                 + DEAD_KEEPING_THE_TILE)
WEST_PUT_BACK = '(article: "RII-18", case: "put-back", parties: (offender: Some(West)), ' + PUT_BACK_OUT_OF_TURN


def out_of_turn_then_pon():
    # Two matters. West draws out of turn while South holds the tile just drawn, and
    # puts it among the hand; South calls the referee at once: a dead hand (RII-18
    # mixed-in), and South, who still holds the tile drawn, discards next. Play goes on: South
    # discards, West draws and throws the tile drawn, North and East play a turn each,
    # and East's throw is a 3s, of which West holds two: West calls pon with the dead
    # hand (RII-14). Under WRC 2015 s. 7.1 that is 20 points off and the call undone.
    c = Case("riichi", hands={"East": ["Ew", "3b"], "West": ["3b", "3b"]},
             edition="wrc2015")
    west_draws_early_and_mixes_it_in(c)
    c.turn("West", c.tile_at(c.remaining()[0]))
    c.turn("North", c.tile_at(c.remaining()[0]))
    c.pick("East")
    c.discard("East", "3b")
    c.event("Claimed(seat: West, claim: Pung)")
    earlier = [WEST_DEAD_FOR_A_TILE_MIXED_IN]
    c.write(
        "multi-rii-14-west-draws-out-of-turn-mixes-it-in-then-pons-3s-wrc2015.ron",
        "West draws out of turn and puts the tile among the hand, then calls pon on East's 3s (wrc2015)",
        '(article: "RII-14", case: "point-penalty", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: PointsOff(20))], tiles: ClaimUndone, next: PlayContinues)))',
        earlier=earlier,
    )


out_of_turn_then_pon()


def wrong_tile_drawn(where, mixed_in, edition=None):
    # East throws the first discard and South, on turn, draws a tile other than the next
    # one of the live wall: the third tile along (`where` = "live"), or a tile of the dead
    # wall (`where` = a place in it: 13 the far end's bottom tile, 0 the first loose
    # tile). A wrong live tile kept apart goes back and South draws the right one, the
    # same turn, no penalty (RII-19 put-back); put in among the hand it stays, the count
    # being right, no penalty (mixed-in). A tile of the dead wall makes South's hand dead,
    # one that plays on: kept apart, the tile goes back and South draws the right one
    # (dead-wall); put in among the hand, South keeps it (dead-wall-mixed-in).
    c = Case("riichi", hands={}, edition=edition)
    c.deal()
    c.discard("East", c.racks["East"][0])
    if where == "live":
        c.pick_at("South", c.remaining()[2])
        what, slug = "the third tile along the live wall", "third-live-tile"
    else:
        c.pick_at("South", c.dead_wall_places()[where])
        what = "a loose tile of the dead wall" if where < 4 else "a tile of the dead wall"
        slug = "loose-tile-of-the-dead-wall" if where < 4 else "dead-wall-tile"
    if mixed_in:
        c.event("DrawnTileMixedIn(seat: South)")
    dead = where != "live"
    if dead and mixed_in:
        case, ruling = "dead-wall-mixed-in", DEAD_KEEPING_THE_TILE
    elif dead:
        case = "dead-wall"
        ruling = ('ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
                  'tiles: SwapForRightTile, next: SameTurn)))')
    elif mixed_in:
        case = "mixed-in"
        ruling = ('ruling: Some((players: [(who: Offender, status: NoPenalty)], '
                  'tiles: KeepsDrawnTile, next: PlayContinues)))')
    else:
        case = "put-back"
        ruling = ('ruling: Some((players: [(who: Offender, status: NoPenalty)], '
                  'tiles: SwapForRightTile, next: SameTurn)))')
    how = "puts it among the hand" if mixed_in else "keeps it apart"
    c.write(
        f"rii-19-south-draws-the-{slug}-and-{'mixes-it-in' if mixed_in else 'keeps-it-apart'}.ron",
        f"South, on turn, draws {what} instead of the next tile and {how}",
        f'(article: "RII-19", case: "{case}", parties: (offender: Some(South)), ' + ruling,
    )


wrong_tile_drawn("live", False)
wrong_tile_drawn("live", True, "wrc2015")
wrong_tile_drawn(13, False)
wrong_tile_drawn(0, True, "wrc2015")


def out_of_turn_put_back_then_play_on():
    # RII-18 and what follows. West draws while South, on turn, holds the tile just
    # drawn; the referee is called and West puts the tile back in its spot (kept apart:
    # no penalty). South, who still holds its tile, discards; West then draws in turn,
    # the same tile again, and throws it. Nothing after the first matter is irregular.
    c = Case("riichi", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    south = c.pick("South")
    spot = c.remaining()[0]
    c.pick("West")
    c.put_back("West", spot, "South")
    c.discard("South", south)
    c.turn("West", c.tile_at(spot))
    c.write(
        "rii-18-west-draws-early-puts-it-back-then-draws-it-in-turn.ron",
        "West draws while South holds the tile drawn, puts it back when the referee comes, "
        "and after South's discard draws it again in turn",
        '(article: "RII-18", case: "put-back", parties: (offender: Some(West)), '
        + PUT_BACK_OUT_OF_TURN,
    )


out_of_turn_put_back_then_play_on()


def wrong_tile_put_back_then_right_one():
    # RII-19 and what follows. South, on turn, draws the third tile along the live wall;
    # the referee is called, South puts it back in its spot, draws the next tile and
    # throws it. Nothing after the first matter is irregular.
    c = Case("riichi", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    wrong = c.remaining()[2]
    c.pick_at("South", wrong)
    c.put_back("South", wrong, "West")
    c.turn("South", c.tile_at(c.remaining()[0]))
    c.write(
        "rii-19-south-draws-a-tile-further-along-puts-it-back-and-draws-the-right-one.ron",
        "South draws the third tile along, puts it back when the referee comes, then draws "
        "the next tile and throws it",
        '(article: "RII-19", case: "put-back", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: SwapForRightTile, next: SameTurn)))',
    )


wrong_tile_put_back_then_right_one()


def dead_wall_draw_then_tsumo():
    # A later matter that must see an earlier ruling. South is dealt a closed hand ready
    # on 5p alone (123456789m, 234p and a 5p: a full straight). On its first turn South
    # draws from the dead wall (its far end's bottom tile): a dead hand (RII-19
    # dead-wall). The referee is called, South puts the tile back, draws the right one (a
    # north wind) and throws it. A dead hand may not win (WRC 2015 s. 7.1, READ): when
    # South later draws the 5p and calls tsumo, showing a complete hand with a yaku, the
    # call is a win shown that is no win, a chombo (RII-01b).
    south = STRAIGHT_M_WAITING_2P_5P
    c = Case("riichi", hands={"South": south}, draws=["Nw", "Gd", "Sw", "Rd", "5d"],
             edition="wrc2015")
    c.deal()
    c.discard("East", c.racks["East"][0])
    far = c.dead_wall_places()[13]
    c.pick_at("South", far)
    c.put_back("South", far, "East")
    c.turn("South", "Nw")
    for seat, drawn in zip(["West", "North", "East"], ["Gd", "Sw", "Rd"]):
        c.turn(seat, drawn)
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    dead = ('(article: "RII-19", case: "dead-wall", parties: (offender: Some(South)), '
            'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], '
            'tiles: SwapForRightTile, next: SameTurn)))')
    c.write(
        "multi-rii-19-south-draws-from-the-dead-wall-then-calls-tsumo-wrc2015.ron",
        "South draws a tile of the dead wall and puts it back; later South draws the 5p "
        "that completes the hand and calls tsumo (wrc2015)",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
        earlier=[dead],
    )


dead_wall_draw_then_tsumo()


def out_of_turn_dead_hand_then_the_draw():
    # A later matter that must see an earlier ruling. South and West are dealt ready
    # hands (south_and_west_ready_deal). On the first go-around, while South holds the
    # tile just drawn, West draws out of turn and puts the tile among the hand; South
    # calls the referee: West's hand, a tile too many, is dead and plays on keeping the
    # tile (RII-18 mixed-in). West goes on drawing and throwing each tile drawn, so holds
    # fourteen tiles to the end. At the exhaustive draw both show their hands. A dead hand
    # counts as not ready (WRC 2015 s. 7.1, READ): South alone is ready, and East, West
    # and North pay South 1000 each (RII-SC-03); East, not ready, passes the deal on.
    # West's early draw took one live tile: 68 turns, not 69, empty the live wall.
    c, waits = south_and_west_ready_deal()

    def early_draw(n, seat, drawn):
        if n == 0:
            c.pick("West")
            c.event("DrawnTileMixedIn(seat: West)")
            c.event("RefereeCalled(by: Some(South))")
        return drawn
    play_to_the_draw(c, 68, waits, early_draw)
    say_ready(c, ["South", "West"])
    ruled = WEST_DEAD_FOR_A_TILE_MIXED_IN
    paid = ", ".join(f"({s}, South, 1000)" for s in ["East", "West", "North"])
    c.write(
        "multi-rii-18-west-draws-early-mixes-it-in-then-shows-a-ready-hand-at-the-draw-wrc2015.ron",
        "West draws out of turn and puts the tile among the hand (a dead hand), plays on and "
        "shows a ready hand at the exhaustive draw; South is ready too",
        '(article: "RII-SC-03", case: "paid", parties: (ready: 2), '
        'ruling: Some((players: [(who: Everyone, status: NoPenalty)], tiles: Kept, '
        'payments: [(from: EachNotReady, to: EachReady, amount: SharedOut(3000))], '
        f'next: HandEndsDealerPasses)), figures: Some((transfers: [{paid}])))',
        earlier=[ruled],
    )


out_of_turn_dead_hand_then_the_draw()


def out_of_turn_dead_hand_then_a_ron():
    # A later matter that must see an earlier ruling. West draws out of turn while South
    # holds the tile just drawn, and puts it among the hand; South calls the referee: a
    # dead hand of fourteen tiles that plays on (RII-18 mixed-in). A dead hand is only
    # barred from calls, riichi and winning (WRC 2015 s. 7.1): when South, ready on 2p
    # or 5p with a closed full straight (123456789m 2345p), calls ron on North's 5p, the
    # win is paid as any win (RII-SC-01), West's long hand being its own matter, ruled
    # already. South is not the dealer: the deal passes on.
    south = STRAIGHT_M_WAITING_2P_5P
    c = Case("riichi", hands={"South": south, "North": ["5d"]},
             draws=["Nw", "Gd", "Sw", "Rd"], edition="wrc2015")
    west_draws_early_and_mixes_it_in(c)
    c.turn("West", "Sw")
    c.turn("North", "5d")
    c.ron("South")
    ruled = WEST_DEAD_FOR_A_TILE_MIXED_IN
    c.write(
        "multi-rii-18-west-draws-early-mixes-it-in-then-south-wins-by-ron-wrc2015.ron",
        "West draws out of turn and puts the tile among the hand (a dead hand of fourteen "
        "tiles); then South calls ron on North's 5p with a closed full straight",
        ron_paid("South", "North"),
        earlier=[ruled],
    )


out_of_turn_dead_hand_then_a_ron()


def false_pon_then_a_ron():
    # A later matter that must see an earlier ruling. South calls pon on East's 6p with
    # one 6p, lays it with a 9p and discards: the false group is fixed and South's hand
    # is dead, one that plays on (RII-05 after-discard; WRC 2015 s. 7.2); West calls the
    # referee. Then West, ready on 2m or 5m with a closed full straight (123456789s
    # 2345m), calls ron on North's 5m. South's false set was ruled already: the win is
    # paid as any win (RII-SC-01), and the deal passes on.
    west = STRAIGHT_S_WAITING_2M_5M
    c = Case("riichi", hands={"South": ["6d", "9d", "Gd"], "East": ["6d"], "West": west,
                              "North": ["5c"]},
             draws=["Nw", "Sw"], edition="wrc2015")
    c.deal()
    c.discard("East", "6d")
    c.event("Claimed(seat: South, claim: Pung)")
    c.event("Exposed(seat: South, tiles: [Number(Dots, 6), Number(Dots, 9)])")
    c.discard("South", "Gd")
    c.event("RefereeCalled(by: Some(West))")
    c.turn("West", "Nw")
    c.turn("North", "5c")
    c.ron("West")
    ruled = ('(article: "RII-05", case: "after-discard", parties: (offender: Some(South)), '
             'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], tiles: SetStaysAsLaid, next: PlayContinues)))')
    c.write(
        "multi-rii-05-south-lays-a-false-pon-then-west-wins-by-ron-wrc2015.ron",
        "South lays a false pon and discards (a dead hand); then West calls ron on North's 5m "
        "with a closed full straight",
        ron_paid("West", "North"),
        earlier=[ruled],
    )


false_pon_then_a_ron()


def tsumo_on_a_tile_drawn_out_of_turn():
    # Two matters. West, ready on 2m or 5m with a closed full straight (123456789s
    # 2345m), draws while South, on turn, holds the tile just drawn: a draw out of turn
    # (RII-18). The tile is the 5m, and West calls tsumo at once and lays the hand open.
    # A win by self-draw is on a tile the player draws in turn (WRC 2015 s. 5.6, EMA 2016
    # s. 3.3.12, each speaking of the tile just drawn on the player's turn; our reading):
    # this tile was not West's to draw, so the hand shown is no win, a chombo (RII-01b;
    # WRC 2015 s. 7.2), and the hand is dealt again. The draw itself, the tile kept apart
    # and nothing after it but the chombo, is ruled as RII-18's put-back.
    west = STRAIGHT_S_WAITING_2M_5M
    c = Case("riichi", hands={"West": west}, draws=["Nw", "5c"], edition="wrc2015")
    west_draws_while_south_holds(c)
    c.event("DeclaredWin(seat: West)")
    ruled = WEST_PUT_BACK
    c.write(
        "multi-rii-01b-west-draws-out-of-turn-and-calls-tsumo-wrc2015.ron",
        "West draws out of turn, while South holds the tile drawn, the 5m that completes "
        "West's hand, and calls tsumo",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(West)), ' + CHOMBO,
        earlier=[ruled],
    )


tsumo_on_a_tile_drawn_out_of_turn()


def pon_in_riichi():
    # A player in riichi calls pon. A hand in riichi changes only by a concealed kan that
    # keeps its wait (WRC 2015 s. 6.5.1, READ); no text read says what follows a call for
    # a set made in riichi, and no article rules it: the ruleset's fallback does, as for
    # a minor irregularity (EMA 2016 s. 3.4.8; WRC 2015 s. 7.1): no penalty, the call
    # undone as far as it can be, play going on. South (123456789m, a pair of green
    # dragons and 23p, waiting on 1p or 4p) declares riichi on its first draw, throwing
    # the north wind drawn; West throws a green dragon and South calls pon.
    south = [f"{r}c" for r in range(1, 10)] + ["Gd", "Gd", "2d", "3d"]
    c = Case("riichi", hands={"South": south, "West": ["Gd"]}, draws=["Nw", "Sw"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.riichi("South", "Nw")
    c.pick("West")
    c.discard("West", "Gd")
    c.event("Claimed(seat: South, claim: Pung)")
    c.write(
        "fallback-south-in-riichi-calls-pon.ron",
        "South, in riichi, calls pon on West's green dragon",
        '(article: "fallback", case: "fallback", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: PutRightWherePossible, next: PlayContinues)))',
    )


pon_in_riichi()


def ron_with_an_early_tile_kept_apart():
    # Two matters. West, ready on 2m or 5m with a closed full straight (123456789s
    # 2345m), draws while South, on turn, holds the tile just drawn, and keeps the tile
    # apart (RII-18: it goes back to the wall, no penalty). South then throws the 5m and
    # West calls ron. The tile kept apart is no part of West's hand: the thirteen tiles
    # and the 5m make a complete hand with a yaku, and the ron is paid as any win
    # (RII-SC-01). The deal passes on.
    west = STRAIGHT_S_WAITING_2M_5M
    c = Case("riichi", hands={"West": west, "South": ["5c"]}, draws=["Nw", "Sw"],
             edition="wrc2015")
    west_draws_while_south_holds(c)
    c.discard("South", "5c")
    c.ron("West")
    ruled = WEST_PUT_BACK
    c.write(
        "multi-rii-18-west-draws-early-keeps-it-apart-then-wins-by-ron-wrc2015.ron",
        "West draws out of turn and keeps the tile apart; South throws the 5m and West calls "
        "ron with a closed full straight",
        ron_paid("West", "South"),
        earlier=[ruled],
    )


ron_with_an_early_tile_kept_apart()


def tsumo_on_a_wrong_tile():
    # Two matters. South, ready on 2m or 5m with a closed full straight (123456789s
    # 2345m), draws on turn not the next tile but the third along, the 5m, and calls
    # tsumo at once, the tile still apart. A win by self-draw is on the tile the player
    # draws in turn (WRC 2015 s. 5.6, EMA 2016 s. 3.3.12, our reading, as for a tile
    # drawn out of turn): the 5m was not South's to draw, so the hand shown is no win, a
    # chombo (RII-01b). The wrong draw, the tile kept apart, is RII-19's put-back.
    south = STRAIGHT_S_WAITING_2M_5M
    c = Case("riichi", hands={"South": south}, draws=["Nw", "Sw", "5c"], edition="wrc2015")
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick_at("South", c.remaining()[2])
    c.event("DeclaredWin(seat: South)")
    ruled = ('(article: "RII-19", case: "put-back", parties: (offender: Some(South)), '
             'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: SwapForRightTile, next: SameTurn)))')
    c.write(
        "multi-rii-01b-south-draws-a-tile-further-along-and-calls-tsumo-wrc2015.ron",
        "South, on turn, draws the third tile along, the 5m that completes the hand, and "
        "calls tsumo",
        '(article: "RII-01b", case: "chombo", parties: (offender: Some(South)), ' + CHOMBO,
        earlier=[ruled],
    )


tsumo_on_a_wrong_tile()


def riichi_hand_changed():
    # A player in riichi throws a tile other than the one drawn. After the riichi discard
    # a hand in riichi changes only by a concealed kan that keeps its wait (WRC 2015
    # s. 6.5.1, READ); no text read says what follows such a discard, and no article
    # rules it: the ruleset's fallback does, as for a minor irregularity (EMA 2016
    # s. 3.4.8; WRC 2015 s. 7.1): no penalty, the error put right as far as it can be,
    # play going on. South (123456789m, a pair of green dragons and 23p, waiting on 1p or
    # 4p) declares riichi on its first draw, throwing the north wind drawn; a go-around
    # later South draws an east wind and throws the 9m from the hand.
    south = [f"{r}c" for r in range(1, 10)] + ["Gd", "Gd", "2d", "3d"]
    c = Case("riichi", hands={"South": south}, draws=["Nw", "Sw", "Rd", "Wd", "Ew"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.riichi("South", "Nw")
    for seat, drawn in zip(["West", "North", "East"], ["Sw", "Rd", "Wd"]):
        c.turn(seat, drawn)
    c.pick("South")
    c.discard("South", "9c")
    c.write(
        "fallback-south-in-riichi-throws-a-tile-from-the-hand.ron",
        "South, in riichi, draws an east wind and throws the 9m from the hand",
        '(article: "fallback", case: "fallback", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: PutRightWherePossible, next: PlayContinues)))',
    )


riichi_hand_changed()


# RII-SC-06: robbing a kan (chankan). EMA 2016 s. 3.3.6 (READ): a pon is made a kan on
# the player's own turn after a draw; the tile added counts as a discard, and a win may
# be called on it. So the ron is judged as any ron (complete, a yaku, not furiten), the
# player who added the tile pays it all, the kan is never made (no kan dora turned for
# it), and chankan is a yaku of 1 han (value NOT READ in the rulebook; every riichi
# rulebook we know gives 1). Adding the tile is play, no matter of its own. The dora
# indicator is a north wind (dora: east wind), which none of these hands holds.
WAITING_6P_9P = ["1c", "2c", "3c", "4c", "5c", "6c", "7b", "8b", "9b", "1d", "1d", "7d", "8d"]
WAITING_8P = ["1c", "2c", "3c", "4c", "5c", "6c", "7b", "8b", "9b", "1d", "1d", "7d", "9d"]


def robbed_paid(winner, maker, dealer_wins, transfers):
    """The expectation of a kan robbed (RII-SC-06), with its figures worked out by hand."""
    case = "dealer-robs" if dealer_wins else "robs"
    nxt = "HandEndsDealerStays" if dealer_wins else "HandEndsDealerPasses"
    return (f'(article: "RII-SC-06", case: "{case}", parties: (winner: Some({winner}), '
            f'discarder: Some({maker})), ruling: Some((players: [(who: Winner, status: NoPenalty)], '
            'tiles: Kept, payments: [(from: Discarder, to: Winner, amount: RiichiWin)], '
            f'next: {nxt})), figures: Some((transfers: [{transfers}], sticks: [])))')


def south_adds_to_a_pon(west_hand, tile, west_draw="Ew", dead=None, edition=None):
    """East throws `tile` first and South pons it; West, North and East each draw and
    throw the tile drawn (West's being `west_draw`); South draws the fourth `tile` and
    adds it to the pon. West holds `west_hand`."""
    c = Case("riichi", hands={"East": [tile], "South": [tile, tile, "Nw"], "West": west_hand},
             draws=[west_draw, "Sw", "Ww", tile], dead=dead or {4: "Nw"}, edition=edition)
    c.deal()
    c.discard("East", tile)
    c.pon("South", tile)
    c.discard("South", "Nw")
    for seat in ["West", "North", "East"]:
        c.discard(seat, c.pick(seat))
    c.pick("South")
    c.event(f"AddedToMeld(seat: South, meld: 0, tile: {kind_ron(tile)})")
    return c


def kan_robbed(edition):
    # West (123m 456m 789s 11p 78p, closed, ready on 6p or 9p) robs the 9p South adds to
    # its pon: pinfu and chankan, 2 han 30 fu, 2000 from South alone. Under either
    # edition: WRC 2015's sections on kans were not read, and mjref follows EMA there.
    c = south_adds_to_a_pon(WAITING_6P_9P, "9d", edition=edition)
    c.ron("West")
    c.write(
        f"rii-sc-06-west-robs-the-9p-south-adds-to-a-pon-{edition}.ron",
        "South adds the fourth 9p to a pon and West, ready on 6p or 9p, calls ron on it",
        robbed_paid("West", "South", False, "(South, West, 2000)"),
    )


for edition in ("ema2016", "wrc2015"):
    kan_robbed(edition)


def kan_robbed_with_no_other_yaku():
    # West waits on 8p alone (79p): no pinfu, no all-simples (1m, 9s), no other yaku;
    # chankan is the hand's one yaku. 1 han, 20 + 10 (closed ron) + 2 (closed wait) = 32,
    # 40 fu: 1300 from South.
    c = south_adds_to_a_pon(WAITING_8P, "8d")
    c.ron("West")
    c.write(
        "rii-sc-06-chankan-is-west-s-only-yaku.ron",
        "South adds the fourth 8p to a pon and West, whose hand has no other yaku, robs it",
        robbed_paid("West", "South", False, "(South, West, 1300)"),
    )


kan_robbed_with_no_other_yaku()


def kan_robbed_by_a_furiten_player():
    # West threw a 6p on the first turn, a tile its hand waits on: furiten (EMA 2016
    # s. 3.4.5, WRC 2015 s. 5.5), so no ron on any tile, the added one counting as a
    # discard. Called and shown: a chombo, RII-01b's row for a furiten ron (the row was
    # first written as the plain chombo, before the article's rows were looked up: the
    # same ruling under its own row).
    c = south_adds_to_a_pon(WAITING_6P_9P, "9d", west_draw="6d")
    c.ron("West")
    c.write(
        "rii-01b-west-furiten-robs-the-9p-south-adds-to-a-pon.ron",
        "West threw a 6p, a tile its hand waits on, and later calls ron on the 9p South adds to a pon",
        '(article: "RII-01b", case: "furiten", parties: (offender: Some(West)), ' + CHOMBO,
    )


kan_robbed_by_a_furiten_player()


def dealer_robs_a_kan():
    # East, the dealer (the same closed hand as West's above, and a north wind thrown
    # first), robs the 9p North adds to the pon it called on West's 9p: pinfu and
    # chankan, 2 han 30 fu; a dealer's ron, 480 x 6 = 2880, 2900 from North. The dealer
    # keeps the deal.
    c = Case("riichi", hands={"East": WAITING_6P_9P + ["Nw"], "West": ["9d"],
                              "North": ["9d", "9d", "Sw"]},
             draws=["Gd", "Rd", "Wd", "Gd", "Rd", "9d"], dead={4: "Nw"})
    c.deal()
    c.discard("East", "Nw")
    c.turn("South", "Gd")
    c.pick("West")
    c.discard("West", "9d")
    c.pon("North", "9d")
    c.discard("North", "Sw")
    c.turn("East", "Wd")
    c.turn("South", "Gd")
    c.turn("West", "Rd")
    c.pick("North")
    c.event("AddedToMeld(seat: North, meld: 0, tile: Number(Dots, 9))")
    c.ron("East")
    c.write(
        "rii-sc-06-east-the-dealer-robs-the-9p-north-adds-to-a-pon.ron",
        "North adds the fourth 9p to a pon and East, the dealer, ready on 6p or 9p, calls ron on it",
        robbed_paid("East", "North", True, "(North, East, 2900)"),
    )


dealer_robs_a_kan()


WAITING_6P_ALL_SIMPLES = ["2c", "3c", "4c", "4c", "5c", "6c", "6b", "7b", "8b", "2d", "2d", "5d", "7d"]


def added_kan_then_a_ron_on_the_loose_tile_thrown(furiten):
    # Nobody robs: South's added kan is play and no matter (earlier=[]). The kan dora
    # indicator (a south wind: dora the west wind) is turned, South draws the loose tile,
    # a 6p, and throws it; West rons it.
    # - West waiting on 6p alone (234m 456m 678s 22p 57p, closed): all simples, 1 han,
    #   20 + 10 (closed ron) + 2 (closed wait) = 32, 40 fu: 1300 from South.
    # - West waiting on 6p or 9p (`furiten`): West let the added 9p go, and a tile added
    #   for a kan counts as a discard (EMA 2016 s. 3.3.6), so West is furiten until its
    #   own next turn (EMA 2016 s. 3.4.5, as read in E16-PL): the ron, shown, is RII-01b's
    #   furiten chombo. (This case was first written expecting the 1000 paid, before the
    #   added tile's furiten was thought through from s. 3.3.6; corrected from the rule,
    #   not from what the engine gave, which was then the 1000.)
    hand = WAITING_6P_9P if furiten else WAITING_6P_ALL_SIMPLES
    c = south_adds_to_a_pon(hand, "9d", dead={0: "6d", 4: "Nw", 6: "Sw"})
    loose = c.dead_wall_places()[0]
    c.event(f'DrewLoose(seat: South, at: "{loose}")')
    c.taken.append(loose)
    c.racks["South"].append(c.tile_at(loose))
    c.discard("South", "6d")
    c.ron("West")
    if furiten:
        c.write(
            "rii-01b-west-lets-an-added-9p-go-then-rons-the-loose-tile-thrown.ron",
            "South adds the fourth 9p to a pon, which West, ready on 6p or 9p, lets go; South "
            "draws the loose tile, a 6p, and throws it; West calls ron on it",
            '(article: "RII-01b", case: "furiten", parties: (offender: Some(West)), ' + CHOMBO,
            earlier=[],
        )
    else:
        c.write(
            "rii-sc-01-south-adds-a-kan-then-west-rons-the-loose-tile-thrown.ron",
            "South adds the fourth 9p to a pon, draws the loose tile, a 6p, and throws it; "
            "West, ready on 6p alone, calls ron on it",
            ron_paid("West", "South", "(South, West, 1300)"),
            earlier=[],
        )


for furiten in (False, True):
    added_kan_then_a_ron_on_the_loose_tile_thrown(furiten)


def out_of_turn_then_a_concealed_kan(edition):
    # Two matters. West draws out of turn and puts the tile among the hand: a dead hand
    # (RII-18 mixed-in). On its own turn West draws a fourth 7p and declares a concealed
    # kan. A dead hand may make no kan, a concealed one included (WRC 2015 s. 7.1, the
    # dead hand READ; RII-14 names chii, pon and kan): the call is ruled by RII-14, under
    # WRC 2015 20 points off and the kan undone, under EMA 2016 a chombo (the 2012 ruling).
    c = Case("riichi", hands={"East": ["Ew"], "West": ["7d", "7d", "7d"]},
             draws=["Sw", "Nw", "7d"], edition=edition)
    west_draws_early_and_mixes_it_in(c)
    c.pick("West")
    c.event("DeclaredKong(seat: West, tile: Number(Dots, 7))")
    earlier = [WEST_DEAD_FOR_A_TILE_MIXED_IN]
    if edition == "wrc2015":
        expect = ('(article: "RII-14", case: "point-penalty", parties: (offender: Some(West)), '
                  'ruling: Some((players: [(who: Offender, status: PointsOff(20))], '
                  'tiles: ClaimUndone, next: PlayContinues)))')
    else:
        expect = '(article: "RII-14", case: "chombo", parties: (offender: Some(West)), ' + CHOMBO
    c.write(
        f"multi-rii-14-west-draws-out-of-turn-mixes-it-in-then-declares-a-concealed-kan-{edition}.ron",
        f"West draws out of turn and puts the tile among the hand, then declares a concealed kan of 7p ({edition})",
        expect,
        earlier=earlier,
    )


for edition in ("wrc2015", "ema2016"):
    out_of_turn_then_a_concealed_kan(edition)


def two_players_rob_a_kan(edition):
    # The added tile counts as a discard (EMA 2016 s. 3.3.6), so two rons on it are two
    # rons on one discard (RII-SC-02), the player who added it in the discarder's place.
    # West (WAITING_6P_9P: pinfu and chankan, 2 han 30 fu, 2000) and North (234m 567m
    # 111s, a pair of green dragons, 78p: chankan alone, 20 + 10 closed ron + 8 concealed
    # pung of terminals + 2 dragon pair = 40 fu, 1 han, 1300) both rob South's 9p.
    # WRC 2015 s. 5.7.6: the head bump, West first after South, is paid alone. EMA 2016:
    # South pays each in full. The deal passes on (our reading, RII-SC-01).
    north = ["2c", "3c", "4c", "5c", "6c", "7c", "1b", "1b", "1b", "Gd", "Gd", "7d", "8d"]
    c = Case("riichi", hands={"East": ["9d"], "South": ["9d", "9d", "Nw"],
                              "West": WAITING_6P_9P, "North": north},
             draws=["Ew", "Sw", "Ww", "9d"], dead={4: "Nw"}, edition=edition)
    c.deal()
    c.discard("East", "9d")
    c.pon("South", "9d")
    c.discard("South", "Nw")
    for seat in ["West", "North", "East"]:
        c.discard(seat, c.pick(seat))
    c.pick("South")
    c.event("AddedToMeld(seat: South, meld: 0, tile: Number(Dots, 9))")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Claimed(seat: North, claim: Win)")
    c.event("DeclaredWin(seat: West)")
    c.event("DeclaredWin(seat: North)")
    bump = edition == "wrc2015"
    if bump:
        case, players = "head-bump", "[(who: Winner, status: NoPenalty)]"
        pays = "[(from: Discarder, to: Winner, amount: RiichiWin)]"
        transfers = "(South, West, 2000)"
    else:
        case = "each-paid"
        players = "[(who: Winner, status: NoPenalty), (who: OtherPlayer, status: NoPenalty)]"
        pays = ("[(from: Discarder, to: Winner, amount: RiichiWin), "
                "(from: Discarder, to: OtherPlayer, amount: RiichiWin)]")
        transfers = "(South, West, 2000), (South, North, 1300)"
    c.write(
        f"rii-sc-02-west-and-north-rob-the-9p-south-adds-to-a-pon-{edition}.ron",
        f"South adds the fourth 9p to a pon and West and North both call ron on it ({edition})",
        f'(article: "RII-SC-02", case: "{case}", parties: (winner: Some(West), '
        f'also: Some(North), discarder: Some(South)), '
        f'ruling: Some((players: {players}, tiles: Kept, payments: {pays}, '
        f'next: HandEndsDealerPasses)), figures: Some((transfers: [{transfers}], sticks: [])))',
    )


for edition in ("wrc2015", "ema2016"):
    two_players_rob_a_kan(edition)


def ippatsu_and_an_added_kan(robbed):
    # South (123m 456p 789s 23p 99p, closed, ready on 1p or 4p) declares riichi on its
    # first turn and throws a 7m; North had called pon before it. Ippatsu is lost to any
    # call or kan made before the win (WRC 2015 s. 6.5.1; EMA 2016 s. 4.2, see the yaku
    # table of docs/riichi-reading-notes.md), a kan added to a pon included.
    # - North adds the fourth east wind to its pon, draws the loose tile (a green dragon)
    #   and throws it; East throws a 4p and South rons: riichi and pinfu, no ippatsu,
    #   2 han 30 fu, 2000 from East (`robbed` false). The added kan is no matter.
    # - North adds the fourth 1p to its pon of 1p, and South robs it: the kan is never
    #   made, so nothing broke the first go-around: riichi, ippatsu, pinfu and chankan,
    #   4 han 30 fu, 30 x 2^6 x 4 = 7680, 7700 from North under EMA 2016, which rounds
    #   nothing up to a mangan (`robbed`).
    # South takes back its own stick either way. The dora indicators are north winds
    # (dora: east wind) and the kan ura a red dragon; South holds neither.
    quad = "1d" if robbed else "Ew"
    c = Case("riichi", hands={
        "East": [quad],
        "South": ["1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "2d", "3d", "9d", "9d"],
        "North": [quad, quad, "6b"]},
        draws=["2b", "7c", "3b", quad] + ([] if robbed else ["4d"]),
        dead={0: "Gd", 4: "Nw", 5: "Nw", 6: "Nw", 7: "Rd"}, edition="ema2016")
    c.deal()
    c.discard("East", quad)
    c.pon("North", quad)
    c.discard("North", "6b")
    c.turn("East", "2b")
    c.riichi("South", "7c")
    c.turn("West", "3b")
    c.pick("North")
    c.event(f"AddedToMeld(seat: North, meld: 0, tile: {kind_ron(quad)})")
    if robbed:
        c.ron("South")
        c.write(
            "rii-sc-06-south-in-riichi-robs-north-s-kan-with-ippatsu.ron",
            "South declares riichi, and before South's next turn North adds the fourth 1p "
            "to a pon: South, ready on 1p or 4p, calls ron on it",
            '(article: "RII-SC-06", case: "robs", parties: (winner: Some(South), '
            'discarder: Some(North)), ruling: Some((players: [(who: Winner, status: NoPenalty)], '
            'tiles: Kept, payments: [(from: Discarder, to: Winner, amount: RiichiWin)], '
            'next: HandEndsDealerPasses)), figures: Some((transfers: [(North, South, 7700)], '
            'sticks: [(South, 1000)])))',
        )
        return
    loose = c.dead_wall_places()[0]
    c.event(f'DrewLoose(seat: North, at: "{loose}")')
    c.taken.append(loose)
    c.racks["North"].append(c.tile_at(loose))
    c.discard("North", "Gd")
    c.turn("East", "4d")
    c.ron("South")
    c.write(
        "rii-sc-01-south-in-riichi-rons-easts-4p-after-north-adds-a-kan.ron",
        "South declares riichi; North adds the fourth east wind to a pon and throws the "
        "loose tile; South calls ron on East's 4p (no ippatsu)",
        ron_paid("South", "East", "(East, South, 2000)", sticks="(South, 1000)"),
        earlier=[],
    )


for robbed in (False, True):
    ippatsu_and_an_added_kan(robbed)


def a_fifth_kan():
    # EMA 2016 s. 3.3.10 (READ, MT-4): after a fourth kan play goes on, but no further
    # kan may be declared in the hand, and a fifth never. No text read says what follows
    # one declared all the same: the ruleset's fallback rules it (no penalty, the error
    # put right as far as it can be, play going on; EMA 2016 s. 3.4.8 for a minor
    # irregularity). South makes all four kans (no abortive draw under any rules: they
    # are one player's), drawing the 9p it lacks on its first three turns; each loose
    # tile is a dragon, thrown at once. Then West draws and throws, and North, dealt four
    # 8s, draws and declares a concealed kan of them.
    hands = {"South": ["5c"] * 4 + ["7b"] * 4 + ["3d"] * 4 + ["9d"],
             "North": ["8b"] * 4 + ["2c", "6c", "2d", "6d", "2b", "6b", "4c", "4d", "4b"],
             "East": ["Ew"]}
    draws = ["9d", "Sw", "Ww", "Nw", "9d", "Sw", "Ww", "Nw", "9d", "Sw", "Ww", "Nw", "Ew"]
    c = Case("riichi", hands=hands, draws=draws, edition="ema2016",
             dead={0: "Rd", 1: "Rd", 2: "Rd", 3: "Gd", 4: "Wd"})
    c.deal()
    c.discard("East", "Ew")
    for quad in ["5c", "7b", "3d", "9d"]:
        c.pick("South")
        c.discard("South", c.kan("South", quad))
        if quad != "9d":
            for seat in ["West", "North", "East"]:
                c.discard(seat, c.pick(seat))
    c.discard("West", c.pick("West"))
    c.pick("North")
    c.event("DeclaredKong(seat: North, tile: Number(Bams, 8))")
    c.write(
        "fallback-north-declares-a-fifth-kan.ron",
        "South declares four concealed kans; then North declares a fifth",
        '(article: "fallback", case: "fallback", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: PutRightWherePossible, '
        'next: PlayContinues)))',
    )


a_fifth_kan()


def a_call_after_the_next_draw(ron):
    # EMA 2016 s. 3.3.1 (READ, E16-3.3.1): a discard may be claimed for a pon or a kan
    # until the next player draws, and for a win until the next player discards.
    # - East throws a 3s; South draws; then West calls pon on the 3s (`ron` false). Too
    #   late; no text read gives the consequence, so the fallback rules it (no penalty,
    #   the call undone, play on; EMA 2016 s. 3.4.8, a minor irregularity).
    # - Everyone plays a turn; East throws a 9m, South draws, and West calls ron on the
    #   9m (`ron`): still in time. West's closed full straight 123456789p, a concealed
    #   pung of 7m and a single 9m: 2 han, 20 + 10 (closed ron) + 4 (concealed pung of
    #   simples) + 2 (single wait) = 36, 40 fu: 2600 from East.
    if ron:
        west = [f"{r}d" for r in range(1, 10)] + ["7c", "7c", "7c", "9c"]
        c = Case("riichi", hands={"East": ["Ew", "9c"], "West": west},
                 draws=["Sw", "Ww", "Nw", "Rd", "Gd"], edition="ema2016")
        c.deal()
        c.discard("East", "Ew")
        for seat in ["South", "West", "North"]:
            c.discard(seat, c.pick(seat))
        c.pick("East")
        c.discard("East", "9c")
        c.pick("South")
        c.ron("West")
        c.write(
            "rii-sc-01-west-rons-easts-9m-after-south-has-drawn.ron",
            "East throws a 9m, South draws, and West calls ron on the 9m before South discards",
            ron_paid("West", "East", "(East, West, 2600)"),
        )
        return
    c = Case("riichi", hands={"East": ["3b"], "West": ["3b", "3b", "Nw"]}, draws=["Sw"],
             edition="ema2016")
    c.deal()
    c.discard("East", "3b")
    c.pick("South")
    c.pon("West", "3b")
    c.write(
        "fallback-west-calls-pon-after-south-has-drawn.ron",
        "East throws a 3s, South draws, and West then calls pon on the 3s",
        '(article: "fallback", case: "fallback", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: PutRightWherePossible, '
        'next: PlayContinues)))',
    )


for ron in (False, True):
    a_call_after_the_next_draw(ron)


def short_hand(how):
    # RII-11: a hand with too few tiles is dead (EMA 2016 s. 3.4.7; WRC 2015 s. 7.1). The
    # article already rules a discard without a draw; these are the other two ways the
    # table shows a hand made short by a discard:
    # - South declares a concealed kan of 7p and discards without drawing the loose tile
    #   (`how` = "loose"): the kan counts three tiles, so the hand is a tile short;
    # - East throws a tile and then another, before South draws (`how` = "twice").
    # Either way the hand is dead and plays on; nothing is taken back.
    if how == "loose":
        c = Case("riichi", hands={"East": ["Ew"], "South": ["7d", "7d", "7d", "Nw"]}, draws=["7d"])
        c.deal()
        c.discard("East", "Ew")
        c.pick("South")
        c.event("DeclaredKong(seat: South, tile: Number(Dots, 7))")
        c.discard("South", "Nw")
        offender, name, comment = "South", "south-declares-a-kan-and-discards-without-the-loose-tile", \
            "South declares a concealed kan of 7p and discards without drawing the loose tile"
    else:
        c = Case("riichi", hands={"East": ["Ew", "Nw"]})
        c.deal()
        c.discard("East", "Ew")
        c.discard("East", "Nw")
        offender, name, comment = "East", "east-discards-twice", \
            "East throws an east wind and then a north wind, before South draws"
    c.write(
        f"rii-11-{name}.ron",
        comment,
        f'(article: "RII-11", case: "dead-hand", parties: (offender: Some({offender})), '
        'ruling: Some((players: [(who: Offender, status: DeadHandPlaysOn)], tiles: Kept, next: PlayContinues)))',
    )


for how in ("loose", "twice"):
    short_hand(how)
