"""Judged cases for the American game (batch am-a), written by hand from the rules before
the engine ran on them: dead hands and how they are found, joker exchanges gone wrong,
misnamed discards, declaring mah jongg, and mah jongg in error.

Every expectation below was written from the rule cited above it (our users' texts in
/work/shared/sources, then /work/shared/rules/american.md and the articles), before the
engine was run. Hands are checked against the practice card
(rulesets/american/cards/practice.ron).

Run from the repository root: python3 tools/make_american_error_cases.py
"""
import os
import sys

sys.path.insert(0, "tools")
from casekit import Case, kind_ron  # noqa: E402



def tiles_ron(tiles):
    return "[" + ", ".join(kind_ron(t) for t in tiles) + "]"


def turn(c, seat):
    """An ordinary turn: pick, and throw the tile picked."""
    t = c.pick(seat)
    c.discard(seat, t)
    return t


def expose(c, seat, rack_tiles, claim="Exposure"):
    """A claim on the latest discard and the tiles laid with it from the rack."""
    c.event(f"Claimed(seat: {seat}, claim: {claim})")
    c.event(f"Exposed(seat: {seat}, tiles: {tiles_ron(rack_tiles)})")
    for t in rack_tiles:
        c.racks[seat].remove(t)


def filler(c, seat, keep=()):
    """A tile of the seat's rack the story does not need (not a joker, not kept)."""
    for t in reversed(c.racks[seat]):
        if t not in keep and t not in ("JK", "Fl"):
            return t
    raise AssertionError(seat)


def false_win_shown(c, seat):
    c.event(f"DeclaredWin(seat: {seat})")
    c.event(f"HandShown(seat: {seat})")


def dead_call(c, by, against, conceded=None):
    c.event(f"DeadCalled(by: {by}, against: {against})")
    if conceded is not None:
        c.event(f"DeadCallAnswered(seat: {against}, conceded: {'true' if conceded else 'false'})")


def R(players, tiles, nxt, payments=None):
    p = ", ".join(f"(who: {w}, status: {s})" for w, s in players)
    pay = ""
    if payments:
        pay = ", payments: [" + ", ".join(f"(from: {f}, to: {t}, amount: {a})" for f, t, a in payments) + "]"
    return f"ruling: Some((players: [{p}], tiles: {tiles}{pay}, next: {nxt}))"


def E(article, case, parties="", ruling=None):
    s = f'(article: "{article}", case: "{case}", parties: ({parties})'
    if ruling:
        s += ", " + ruling
    return s + ")"


# ---------------------------------------------------------------- AM-DH-01

def dh01_invalid_exposure():
    # AM-EXP-02 / AM-DH-01 (american.md "AM-EXP-02 Invalid exposure": wrong tiles make the
    # hand dead once called, the tiles exposed in error go back to the rack; 003 League
    # Q&A: the same penalty for calling a discard and making an incorrect exposure).
    # West throws 6c; North calls it and lays 6c 6b beside it: a 6b in a pung of 6c.
    # The exposure itself is the first matter (AM-EXP-02, wrong tiles). East then calls
    # North's hand dead: North holds the right count but its exposure fits no hand, so
    # AM-DH-01's invalid-exposure case rules: dead, the group back to the rack.
    c = Case("american", hands={"West": ["6c"], "North": ["6c", "6b"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "6c")
    expose(c, "North", ["6c", "6b"])
    c.discard("North", filler(c, "North"))
    dead_call(c, "East", "North")
    c.write(
        "multi-dh-01-north-lays-6b-in-a-pung-of-6c-east-calls-it-dead.ron",
        "North calls West's 6c and lays 6c 6b with it; East calls North's hand dead",
        E("AM-DH-01", "invalid-exposure", "caller: Some(East), called: Some(North)",
          R([("Called", "DeadHand")], "ReturnedToRack", "PlayContinues")),
        earlier=[E("AM-EXP-02", "wrong-tiles", "offender: Some(North)",
                   R([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues"))],
    )


def dh01_cannot_be_completed():
    # AM-DH-01 (american.md, AM-DH-01 last cause: the hand can no longer be completed
    # because the tiles it needs are dead or exposed). South calls East's 5d and West's 8d
    # and lays two pungs of dots, 555 and 888. On the practice card only "11g 222g 333g
    # 444g 555g" (any 5 consecutive numbers, one suit) holds pungs of 5 and 8 of one suit:
    # 44 555 666 777 888 dots. Its pair of 4d cannot be made with jokers, and three 4d are
    # then thrown by West, North and East. West calls South dead: the count is right and
    # the exposures fit a line, but that line can no longer be finished. Dead, tiles kept.
    c = Case("american", hands={"East": ["5d", "4d"], "South": ["5d", "5d", "8d", "8d"],
                                "West": ["8d", "4d"], "North": ["4d"]})
    c.deal()
    c.discard("East", "5d")
    expose(c, "South", ["5d", "5d"])
    c.discard("South", filler(c, "South", keep=("8d",)))
    c.pick("West")
    c.discard("West", "8d")
    expose(c, "South", ["8d", "8d"])
    c.discard("South", filler(c, "South"))
    for seat in ["West", "North", "East"]:
        t = c.pick(seat)
        assert t != "4d"
        c.discard(seat, "4d")
    dead_call(c, "West", "South")
    c.write(
        "am-dh-01-south-needs-a-pair-of-4d-and-three-are-thrown.ron",
        "South has pungs of 5d and 8d out; three 4d are thrown; West calls South's hand dead",
        E("AM-DH-01", "cannot-be-completed", "caller: Some(West), called: Some(South)",
          R([("Called", "DeadHand")], "Kept", "PlayContinues")),
    )


# ---------------------------------------------------------------- AM-DH-02

def dh02_called():
    # AM-MJE-03 then AM-DH-02 (003 commentary: after a mah jongg in error the player is
    # disqualified, valid exposures made before stay; 003 League Q&A: a dead hand
    # discontinues play, does not pick and discard; american.md AM-DH-02: the dead player
    # stops picking, discarding, claiming). South has a pung 3d 3d JK laid; later South
    # picks, calls mah jongg and lays the rack face up, but the hand is no hand of the card:
    # dead, the pung stays, play passes to West. West throws 9b and South, dead, calls it
    # for an exposure: the claim is refused, nothing moves, play goes on.
    c = Case("american", hands={"East": ["3d"], "South": ["3d", "JK", "9b", "9b"], "West": ["9b"]})
    c.deal()
    c.discard("East", "3d")
    expose(c, "South", ["3d", "JK"])
    c.discard("South", filler(c, "South", keep=("9b",)))
    for seat in ["West", "North", "East"]:
        turn(c, seat)
    c.pick("South")
    false_win_shown(c, "South")
    c.pick("West")
    c.discard("West", "9b")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.write(
        "multi-dh-02-south-dead-by-a-false-mah-jongg-calls-west-9b.ron",
        "South, dead after a mah jongg in error with a pung out, calls West's 9b for an exposure",
        E("AM-DH-02", "called", "offender: Some(South)",
          R([("Offender", "ClaimRefused")], "Unchanged", "PlayContinues")),
        earlier=[E("AM-MJE-03", "earlier-exposures", "offender: Some(South)",
                   R([("Offender", "DeadHand")], "ShownTilesBackExposuresStay", "NextPlayerRight"))],
    )


def dh02_discarded():
    # AM-OOT-02, AM-DH-01, then AM-DH-02 (american.md: discarding before picking is a wrong
    # count, so the hand is dead once called; AM-DH-02: a dead player no longer discards).
    # North throws without picking (12 tiles). After East's turn South calls North dead:
    # wrong count. When North's turn comes round again (after West), North throws a tile
    # again: the discard goes back into North's hand and North stays dead.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    turn(c, "West")
    c.discard("North", c.racks["North"][0])
    turn(c, "East")
    dead_call(c, "South", "North")
    turn(c, "South")
    turn(c, "West")
    c.discard("North", c.racks["North"][0])
    c.write(
        "multi-dh-02-north-throws-without-picking-then-throws-again-dead.ron",
        "North throws without picking, is called dead for the count, and later throws a tile again",
        E("AM-DH-02", "discarded", "offender: Some(North)",
          R([("Offender", "DeadHand")], "DiscardBackToHand", "PlayContinues")),
        earlier=[
            E("AM-OOT-02", "dead", "offender: Some(North)",
              R([("Offender", "DeadHand")], "DiscardStands", "PlayContinues")),
            E("AM-DH-01", "wrong-count", "caller: Some(South), called: Some(North)",
              R([("Called", "DeadHand")], "Kept", "PlayContinues")),
        ],
    )


def dh02_exchanged():
    # AM-MJE-03 then AM-DH-02 (003 table row 2, Mahj Life 197: a concealed false mah jongg
    # returns the whole hand to the rack, the player is disqualified; american.md AM-DH-02:
    # no exchanging for a dead player). East has a pung 6b 6b JK laid. North picks, calls
    # mah jongg and shows the rack: not a hand of the card, dead. Later, when North's turn
    # would have come, North gives 6b for East's joker: refused and reversed.
    c = Case("american", hands={"South": ["6b"], "East": ["6b", "JK"], "North": ["6b"]})
    c.deal()
    c.discard("East", filler(c, "East", keep=("6b",)))
    c.pick("South")
    c.discard("South", "6b")
    expose(c, "East", ["6b", "JK"])
    c.discard("East", filler(c, "East"))
    turn(c, "South")
    turn(c, "West")
    c.pick("North")
    false_win_shown(c, "North")
    for seat in ["East", "South", "West"]:
        turn(c, seat)
    c.event("JokerExchanged(seat: North, owner: East, meld: 0, tile: Number(Bams, 6))")
    c.write(
        "multi-dh-02-north-dead-by-a-false-mah-jongg-takes-east-joker.ron",
        "North, dead after a concealed mah jongg in error, gives 6b for the joker in East's pung",
        E("AM-DH-02", "exchanged", "offender: Some(North)",
          R([("Offender", "ClaimRefused")], "ExchangeReversed", "PlayContinues")),
        earlier=[E("AM-MJE-03", "concealed", "offender: Some(North)",
                   R([("Offender", "DeadHand")], "WholeHandBackToRack", "NextPlayerRight"))],
    )


# ---------------------------------------------------------------- AM-DH-03
# american.md AM-DH-03 (AMJA Errors and Penalties, wrong tile counts #2-4): wrong counts
# found after the start: one player dead; two players dead and two play on; three: replay,
# East stays dealer. Each count here goes wrong by a discard made without picking
# (AM-OOT-02, a matter of its own, ruled first).

def oot02(seat):
    return E("AM-OOT-02", "dead", f"offender: Some({seat})",
             R([("Offender", "DeadHand")], "DiscardStands", "PlayContinues"))


def dh03_three_hands():
    # South, North and then East each throw without picking; the table counts: East 12,
    # South 12, West 13, North 12. Three wrong counts: the deal is replayed.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.discard("South", c.racks["South"][0])
    turn(c, "West")
    c.discard("North", c.racks["North"][0])
    c.discard("East", c.racks["East"][0])
    c.event("TilesCounted")
    c.write(
        "multi-dh-03-south-north-and-east-throw-without-picking.ron",
        "South, North and East each throw without picking; the table counts three short hands",
        E("AM-DH-03", "three-hands", "",
          R([("Everyone", "NoPenalty")], "Misdeal", "RedealSameDealer")),
        earlier=[oot02("South"), oot02("North"), oot02("East")],
    )


def dh03_two_hands():
    # South throws without picking, and West, next, does the same; North plays a turn; the
    # table counts before East picks: East 13, South 12, West 12, North 13. Two wrong
    # counts: South (the first) and West are dead, East and North play on.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.discard("South", c.racks["South"][0])
    c.discard("West", c.racks["West"][0])
    turn(c, "North")
    c.event("TilesCounted")
    c.write(
        "multi-dh-03-south-and-west-throw-without-picking.ron",
        "South and then West throw without picking; the table counts two short hands",
        E("AM-DH-03", "two-hands", "offender: Some(South), also: Some(West)",
          R([("Offender", "DeadHand"), ("OtherPlayer", "DeadHand")], "Kept", "PlayContinues")),
        earlier=[oot02("South"), oot02("West")],
    )


def dh03_one_hand():
    # A full round is played; on East's second turn East throws without picking; South
    # and West play; the table counts before North picks: East 12, everyone else 13.
    # One wrong count: East is dead and the other three play on.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat in ["South", "West", "North"]:
        turn(c, seat)
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    turn(c, "West")
    c.event("TilesCounted")
    c.write(
        "multi-dh-03-east-throws-without-picking-on-the-second-turn.ron",
        "East throws without picking on the second turn; the table counts one short hand",
        E("AM-DH-03", "one-hand", "offender: Some(East)",
          R([("Offender", "DeadHand")], "Kept", "PlayContinues")),
        earlier=[oot02("East")],
    )


# ---------------------------------------------------------------- AM-DH-04

def dh04_replay():
    # AM-OOT-01, AM-DH-01, AM-DH-05, then AM-DH-04 (american.md AM-OOT-01: picking out of
    # turn, the hand is dead, a racked tile stays with it; AM-DH-05: a challenged player
    # who concedes stops playing; AM-DH-04, Mahjpedia ID 127 citing MJME 2024 p. 71 7(c):
    # three dead hands, any cause, the deal is replayed). North picks in West's turn and
    # racks the tile: dead. South calls West's hand dead and West agrees; East calls
    # South's hand dead and South agrees: the third dead hand. No one declared mah jongg in
    # error, so this is the plain replay, not p. 22 5[b].
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("North")
    c.event("TileRacked(seat: North)")
    turn(c, "West")
    dead_call(c, "South", "West", conceded=True)
    dead_call(c, "East", "South", conceded=True)
    c.write(
        "multi-dh-04-north-picks-out-of-turn-west-and-south-concede.ron",
        "North picks out of turn and racks; West and then South concede their hands dead",
        E("AM-DH-04", "replay", "offender: Some(South)",
          R([("Everyone", "NoPenalty")], "Misdeal", "RedealSameDealer")),
        earlier=[
            E("AM-OOT-01", "racked", "offender: Some(North)",
              R([("Offender", "DeadHand")], "Kept", "PlayContinues")),
            E("AM-DH-01", "hand-is-live", "caller: Some(South), called: Some(West)"),
            E("AM-DH-05", "conceded", "caller: Some(South), called: Some(West)",
              R([("Called", "DeadHand")], "Kept", "PlayContinues")),
            E("AM-DH-01", "hand-is-live", "caller: Some(East), called: Some(South)"),
        ],
    )


# ---------------------------------------------------------------- AM-DH-05
# 004 (Russian text), paragraph on calling a hand dead, disputed: play goes on, the hand
# is checked at the end, whoever was wrong pays the other 25; american.md AM-DH-05: 25 in
# older rules (the 2020 setting), 50 in MJME 2024.

def dh05_disputed_dead_2020():
    # 2020 rulebook. West throws without picking (12 tiles). After North's turn North
    # calls West's hand dead; West disputes. The count shows the hand really dead: at the
    # end West pays North 25.
    c = Case("american", hands={}, edition="2020")
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.discard("West", c.racks["West"][0])
    turn(c, "North")
    dead_call(c, "North", "West", conceded=False)
    c.write(
        "multi-dh-05-west-short-disputes-the-call-2020.ron",
        "West throws without picking; North calls the hand dead and West disputes (2020 rules)",
        E("AM-DH-05", "disputed-dead-2020", "caller: Some(North), called: Some(West)",
          R([("Called", "NoPenalty")], "Unchanged", "SettledAtEnd",
            [("Called", "Caller", "Fixed(25)")])),
        earlier=[
            oot02("West"),
            E("AM-DH-01", "wrong-count", "caller: Some(North), called: Some(West)",
              R([("Called", "DeadHand")], "Kept", "PlayContinues")),
        ],
    )


def dh05_disputed_dead():
    # 2024 rulebook. South calls East's Ww and lays a pung of West winds (it fits
    # "EEE 2026g 2026r WWW"), then calls North's Nw and lays a pung of North winds. No line
    # of the card holds a pung of each (the NNN and the WWW of the 2026 line are two hands
    # either side of its OR; "FFF NNN SSS EEE WW" has a pair of West): AM-EXP-02, fits no
    # hand. West calls South's hand dead, South disputes: the exposure proves it dead, and
    # at the end South pays West 50.
    c = Case("american", hands={"East": ["Ww"], "South": ["Ww", "Ww", "Nw", "Nw"], "North": ["Nw"]})
    c.deal()
    c.discard("East", "Ww")
    expose(c, "South", ["Ww", "Ww"])
    c.discard("South", filler(c, "South", keep=("Nw",)))
    turn(c, "West")
    c.pick("North")
    c.discard("North", "Nw")
    expose(c, "South", ["Nw", "Nw"])
    c.discard("South", filler(c, "South"))
    dead_call(c, "West", "South", conceded=False)
    c.write(
        "multi-dh-05-south-with-pungs-of-west-and-north-disputes.ron",
        "South lays pungs of West and North winds; West calls the hand dead and South disputes",
        E("AM-DH-05", "disputed-dead", "caller: Some(West), called: Some(South)",
          R([("Called", "NoPenalty")], "Unchanged", "SettledAtEnd",
            [("Called", "Caller", "Fixed(50)")])),
        earlier=[
            E("AM-EXP-02", "fits-no-hand", "offender: Some(South)",
              R([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues")),
            E("AM-DH-01", "invalid-exposure", "caller: Some(West), called: Some(South)",
              R([("Called", "DeadHand")], "ReturnedToRack", "PlayContinues")),
        ],
    )


def dh05_disputed_live_2020():
    # 2020 rulebook. North calls East's flower and lays Fl JK with it: a pung of flowers
    # with a joker, which fits "FFF 2026g 6666r DDDr" and other lines (jokers stand in a
    # pung). South calls North's hand dead; North disputes. The hand is live (13 tiles, a
    # valid exposure, jokers unseen): at the end South pays North 25.
    c = Case("american", hands={"East": ["Fl"], "North": ["Fl", "JK"]}, edition="2020")
    c.deal()
    c.discard("East", "Fl")
    expose(c, "North", ["Fl", "JK"])
    c.discard("North", filler(c, "North"))
    turn(c, "East")
    dead_call(c, "South", "North", conceded=False)
    c.write(
        "multi-dh-05-south-calls-north-flower-pung-dead-2020.ron",
        "North lays Fl Fl JK; South calls the hand dead and North disputes (2020 rules)",
        E("AM-DH-05", "disputed-live-2020", "caller: Some(South), called: Some(North)",
          R([("Called", "NoPenalty")], "Unchanged", "SettledAtEnd",
            [("Caller", "Called", "Fixed(25)")])),
        earlier=[E("AM-DH-01", "hand-is-live", "caller: Some(South), called: Some(North)")],
    )


# ---------------------------------------------------------------- AM-JK-*

def jk01_owner_must_give():
    # AM-JK-01 (004: on one's turn a natural may be given for a joker of an exposure;
    # american.md AM-JK-01: the owner of the exposure cannot refuse). North has a kong
    # Gd Gd Gd JK (fits "2026g DDDDg 222r 666r"). West picks on West's turn, gives Gd for
    # the joker; North refuses. North must let it go: the exchange stands, West's turn.
    c = Case("american", hands={"East": ["Gd"], "North": ["Gd", "Gd", "JK"], "West": ["Gd"]})
    c.deal()
    c.discard("East", "Gd")
    expose(c, "North", ["Gd", "Gd", "JK"])
    c.discard("North", filler(c, "North"))
    turn(c, "East")
    turn(c, "South")
    c.pick("West")
    c.event("JokerExchanged(seat: West, owner: North, meld: 0, tile: Dragon(Green))")
    c.event("ExchangeRefused(owner: North)")
    c.write(
        "am-jk-01-north-refuses-west-gd-for-the-joker-of-a-kong.ron",
        "West picks and gives Gd for the joker in North's kong of green dragons; North refuses",
        E("AM-JK-01", "owner-must-give", "offender: Some(North)",
          R([("Offender", "MustCorrect")], "ExchangeStands", "SameTurn")),
    )


def west_pungs_sevens(extra):
    # East throws 7c; West calls it and lays 7c JK with it: 7c 7c JK, a pung of sevens
    # (it fits "11g 222g 333g 444g 555g" as 33 444 555 666 777 craks).
    hands = {"East": ["7c"], "West": ["7c", "JK"]}
    hands.update(extra)
    c = Case("american", hands=hands)
    c.deal()
    c.discard("East", "7c")
    expose(c, "West", ["7c", "JK"])
    c.discard("West", filler(c, "West", keep=("7c",)))
    return c


def jk02_joker_racked():
    # AM-JK-02 (american.md: an exchange before picking or claiming, with the joker racked,
    # makes the hand dead). After West's exposure North and East play; South, on turn but
    # before picking, gives 7c for West's joker and takes it onto the rack: dead.
    c = west_pungs_sevens({"South": ["7c"]})
    turn(c, "North")
    turn(c, "East")
    c.event("JokerExchanged(seat: South, owner: West, meld: 0, tile: Number(Craks, 7))")
    c.write(
        "am-jk-02-south-takes-west-joker-before-picking.ron",
        "South, before picking, gives 7c for the joker in West's pung and racks the joker",
        E("AM-JK-02", "joker-racked", "offender: Some(South)",
          R([("Offender", "DeadHand")], "Kept", "PlayContinues")),
    )


def jk02_only_announced():
    # AM-JK-02 (american.md: an exchange announced but not carried out may be withdrawn
    # without penalty). Right after West's discard North, before picking, says it will
    # give 7c for West's joker, and has not done it: no penalty, North picks as usual.
    c = west_pungs_sevens({"North": ["7c"]})
    c.event("JokerExchanged(seat: North, owner: West, meld: 0, tile: Number(Craks, 7), completed: false)")
    c.write(
        "am-jk-02-north-announces-an-exchange-before-picking.ron",
        "North, before picking, announces 7c for the joker in West's pung but does not make it",
        E("AM-JK-02", "only-announced", "offender: Some(North)",
          R([("Offender", "NoPenalty")], "Unchanged", "SameTurn")),
    )


def jk03_not_allowed():
    # AM-JK-03 (american.md: a discard may not be claimed to make an exchange; Mahj Life
    # 221 #3). South has 2d 2d JK laid. West throws 2d; North, instead of picking, takes
    # that 2d off the table and puts it in South's pung for the joker: refused, reversed.
    c = Case("american", hands={"East": ["2d"], "South": ["2d", "JK"], "West": ["2d"]})
    c.deal()
    c.discard("East", "2d")
    expose(c, "South", ["2d", "JK"])
    c.discard("South", filler(c, "South"))
    c.pick("West")
    c.discard("West", "2d")
    c.event("JokerExchanged(seat: North, owner: South, meld: 0, tile: Number(Dots, 2), from_discard: true)")
    c.write(
        "am-jk-03-north-uses-west-2d-discard-for-south-joker.ron",
        "North takes West's discarded 2d and gives it for the joker in South's pung",
        E("AM-JK-03", "not-allowed", "offender: Some(North)",
          R([("Offender", "ClaimRefused")], "ExchangeReversed", "PlayContinues")),
    )


def jk04_cannot_undo():
    # AM-JK-01 then AM-JK-04 (american.md AM-JK-01: an exchange may be made from any
    # exposure, one's own included; AM-JK-04, Sloper 595 Q19: a completed exchange cannot
    # be undone). South has 4b 4b JK laid; on the next turn South picks a third 4b, gives
    # it for the joker of its own pung (lawful), then wants the 4b back and the joker
    # returned: the exchange stands, South goes on to discard.
    c = Case("american", hands={"East": ["4b"], "South": ["4b", "JK"]},
             draws=["9c", "Nw", "Sw", "4b"])
    c.deal()
    c.discard("East", "4b")
    expose(c, "South", ["4b", "JK"])
    c.discard("South", filler(c, "South", keep=("4b",)))
    for seat in ["West", "North", "East"]:
        turn(c, seat)
    assert c.pick("South") == "4b"
    c.event("JokerExchanged(seat: South, owner: South, meld: 0, tile: Number(Bams, 4))")
    c.event("ExchangeUndone(seat: South)")
    c.write(
        "multi-jk-04-south-takes-own-joker-then-wants-it-undone.ron",
        "South picks 4b, gives it for the joker of its own pung, then wants the exchange undone",
        E("AM-JK-04", "cannot-undo", "offender: Some(South)",
          R([("Offender", "NoPenalty")], "ExchangeStands", "SameTurn")),
        earlier=[E("AM-JK-01", "lawful-exchange", "offender: Some(South)",
                   R([("Offender", "NoPenalty")], "ExchangeStands", "SameTurn"))],
    )


def jk05_after_next_discard():
    # AM-JK-05 (american.md, FMM 2024 bulletin FAQ10, MJME 2024 p. 24 #14: a wrong tile
    # put into an exposure can be fixed before the next discard; after it, the owner of the
    # exposure is dead and the exchanger owes nothing). South has 3d 3d JK laid. West picks
    # and gives 3b (not 3d) for the joker, discards, and North picks: nobody noticed.
    c = Case("american", hands={"East": ["3d"], "South": ["3d", "JK"], "West": ["3b"]})
    c.deal()
    c.discard("East", "3d")
    expose(c, "South", ["3d", "JK"])
    c.discard("South", filler(c, "South"))
    c.pick("West")
    c.event("JokerExchanged(seat: West, owner: South, meld: 0, tile: Number(Bams, 3))")
    c.racks["West"].remove("3b")
    c.racks["West"].append("JK")
    c.discard("West", filler(c, "West"))
    c.pick("North")
    c.write(
        "am-jk-05-west-puts-3b-in-south-pung-of-3d-and-discards.ron",
        "West gives 3b for the joker in South's pung of 3d, discards, and North picks",
        E("AM-JK-05", "after-next-discard", "offender: Some(West), called: Some(South)",
          R([("Called", "DeadHand"), ("Offender", "NoPenalty")], "Kept", "PlayContinues")),
    )


def jk05_before_next_discard():
    # AM-JK-05 (as above): East has Rd Rd JK laid. North picks and gives Gd for the joker;
    # the table sees it before North discards: put right, no penalty, North's turn goes on.
    c = Case("american", hands={"South": ["Rd"], "East": ["Rd", "JK"], "North": ["Gd"]})
    c.deal()
    c.discard("East", filler(c, "East", keep=("Rd",)))
    c.pick("South")
    c.discard("South", "Rd")
    expose(c, "East", ["Rd", "JK"])
    c.discard("East", filler(c, "East"))
    turn(c, "South")
    turn(c, "West")
    c.pick("North")
    c.event("JokerExchanged(seat: North, owner: East, meld: 0, tile: Dragon(Green))")
    c.write(
        "am-jk-05-north-gives-gd-for-the-joker-of-east-red-pung.ron",
        "North picks and gives Gd for the joker in East's pung of red dragons; seen before the discard",
        E("AM-JK-05", "before-next-discard", "offender: Some(North)",
          R([("Offender", "MustCorrect")], "WrongTileFixed", "SameTurn")),
    )


# ---------------------------------------------------------------- AM-MIS-*

def mis01_corrected():
    # AM-MIS-01 (american.md: a misnamed discard corrected at once, no penalty; the tile
    # stays, only the name is put right). West throws 6b and says "9 bam", then at once
    # "6 bam"; nobody has called it.
    c = Case("american", hands={"West": ["6b"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "6b", named="9b")
    c.event("NameCorrected(seat: West)")
    c.write(
        "am-mis-01-west-says-9b-for-6b-and-corrects.ron",
        "West throws 6b saying 9b and corrects the name at once",
        E("AM-MIS-01", "corrected", "offender: Some(West)",
          R([("Offender", "NoPenalty")], "DiscardStands", "PlayContinues")),
    )


def mis02_committed():
    # AM-MIS-02 (004: a discard must be named correctly to be claimed; american.md AM-MIS-02:
    # a committed claimant's hand is dead, the discarder pays nothing). South throws Nw and
    # says "West"; West calls it and lays Ww Ww beside it. The tile really thrown makes no
    # pung with Ww Ww: West is committed and dead.
    c = Case("american", hands={"South": ["Nw"], "West": ["Ww", "Ww"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.discard("South", "Nw", named="Ww")
    expose(c, "West", ["Ww", "Ww"])
    c.write(
        "am-mis-02-west-lays-ww-ww-with-nw-called-west.ron",
        "South throws Nw calling it West; West calls it and lays Ww Ww",
        E("AM-MIS-02", "committed", "offender: Some(West), discarder: Some(South)",
          R([("Offender", "DeadHand"), ("Discarder", "NoPenalty")], "Kept", "PlayContinues")),
    )


def mis02_not_committed():
    # AM-MIS-02 (american.md: an uncommitted claimant may withdraw). East's first discard
    # is Gd, named "red"; North calls it for an exposure but has laid nothing and the tile
    # is not on the rack: the claim is undone, no penalty.
    c = Case("american", hands={"East": ["Gd"], "North": ["Rd", "Rd"]})
    c.deal()
    c.discard("East", "Gd", named="Rd")
    c.event("Claimed(seat: North, claim: Exposure)")
    c.write(
        "am-mis-02-north-calls-gd-named-red-lays-nothing.ron",
        "East throws Gd calling it red; North calls it for an exposure and lays nothing",
        E("AM-MIS-02", "not-committed", "offender: Some(North)",
          R([("Offender", "NoPenalty")], "ClaimUndone", "PlayContinues")),
    )


def mis04_first_needs_real_tile():
    # AM-MIS-04 (american.md, FMM: of two mah jongg claims on a misnamed tile, the one who
    # needs the tile really thrown gets it). West throws 9c saying 9d. North, waiting on
    # 9c for 55 666 777 888 999 craks, calls first; South, waiting on 9d for the same in
    # dots, calls second. North gets the tile; South's call fails.
    north = ["5c", "5c", "6c", "6c", "6c", "7c", "7c", "7c", "8c", "8c", "8c", "9c", "9c"]
    south = ["5d", "5d", "6d", "6d", "6d", "7d", "7d", "7d", "8d", "8d", "8d", "9d", "9d"]
    c = Case("american", hands={"North": north, "South": south, "West": ["9c"]},
             draws=["Ew", "Rd"])
    c.deal()
    c.discard("East", filler(c, "East"))
    turn(c, "South")
    c.pick("West")
    c.discard("West", "9c", named="9d")
    c.event("Claimed(seat: North, claim: Win)")
    c.event("Claimed(seat: South, claim: Win)")
    c.write(
        "am-mis-04-north-needs-9c-thrown-as-9d-calls-before-south.ron",
        "West throws 9c calling it 9d; North, who needs 9c, calls mah jongg before South, who needs 9d",
        E("AM-MIS-04", "first-needs-real-tile", "offender: Some(North), also: Some(South)",
          R([("Offender", "GetsTheTile"), ("OtherPlayer", "ClaimRefused")], "Unchanged", "GameEnds")),
    )


def mis04_second_needs_real_tile():
    # AM-MIS-04 (as above). East's first discard is 4b, named "4 crak". West, waiting on 4c
    # for 11 222 333 444 555 craks, calls first; South, waiting on 4b for 33 444 555 666 777
    # bams, calls second. South, who needs the real tile, gets it; West's call fails.
    west = ["1c", "1c", "2c", "2c", "2c", "3c", "3c", "3c", "4c", "4c", "5c", "5c", "5c"]
    south = ["3b", "3b", "4b", "4b", "5b", "5b", "5b", "6b", "6b", "6b", "7b", "7b", "7b"]
    c = Case("american", hands={"West": west, "South": south, "East": ["4b"]})
    c.deal()
    c.discard("East", "4b", named="4c")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Claimed(seat: South, claim: Win)")
    c.write(
        "am-mis-04-west-needs-4c-south-needs-the-4b-thrown.ron",
        "East throws 4b calling it 4c; West, who needs 4c, calls mah jongg before South, who needs 4b",
        E("AM-MIS-04", "second-needs-real-tile", "offender: Some(West), also: Some(South)",
          R([("OtherPlayer", "GetsTheTile"), ("Offender", "ClaimRefused")], "Unchanged", "GameEnds")),
    )


def mis05_pays_for_the_table():
    # AM-MIS-05 (american.md, Mahjpedia ID 152: a joker named as another tile and claimed
    # for mah jongg: the misnamer pays for the table, 4V alone). South waits on 5d for
    # 11 222 333 444 555 dots. West throws a joker saying "5 dot" (South had thrown 9c
    # before it); South calls mah jongg and lays 5d 5d with it.
    south = ["1d", "1d", "2d", "2d", "2d", "3d", "3d", "3d", "4d", "4d", "4d", "5d", "5d"]
    c = Case("american", hands={"South": south, "West": ["JK"]}, draws=["9c", "Nw"])
    c.deal()
    c.discard("East", filler(c, "East"))
    turn(c, "South")
    c.pick("West")
    c.discard("West", "JK", named="5d")
    expose(c, "South", ["5d", "5d"], claim="Win")
    c.event("DeclaredWin(seat: South)")
    c.event("HandShown(seat: South)")
    c.write(
        "am-mis-05-west-throws-a-joker-as-5d-south-wins.ron",
        "West throws a joker calling it 5d; South lays 5d 5d with it and declares mah jongg",
        E("AM-MIS-05", "pays-for-the-table", "winner: Some(South), discarder: Some(West)",
          R([("Winner", "Wins")], "Kept", "GameEnds",
            [("Discarder", "Winner", "HandValue(4)")])),
    )


# ---------------------------------------------------------------- AM-MJ-01
# american.md AM-MJ-01 (AMJA): the winner shows the hand; no one else exposes or throws
# in until it is checked. The win is settled first (AM-PAY-*); the hand shown early by
# another player is a second matter, ruled by AM-MJ-01 with the same settlement.

def mj01_jokerless_on_discard():
    # West wins on South's 2b with 11 222 333 444 555 bams, no joker. North lays its hand
    # face up before the hand is checked. Jokerless on a discard: South 4V, others 2V.
    west = ["1b", "1b", "2b", "2b", "3b", "3b", "3b", "4b", "4b", "4b", "5b", "5b", "5b"]
    c = Case("american", hands={"West": west, "South": ["2b"]})
    c.deal()
    c.discard("East", filler(c, "East"))
    c.pick("South")
    c.discard("South", "2b")
    expose(c, "West", ["2b", "2b"], claim="Win")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.event("HandShown(seat: North)")
    c.write(
        "multi-mj-01-west-wins-jokerless-on-2b-north-shows-early.ron",
        "West wins jokerless on South's 2b; North lays its hand face up before the check",
        E("AM-MJ-01", "jokerless-on-discard", "winner: Some(West), discarder: Some(South), called: Some(North)",
          R([("Winner", "Wins"), ("Called", "NoPenalty")], "Kept", "GameEnds",
            [("Discarder", "Winner", "HandValue(4)"), ("EachOtherLoser", "Winner", "HandValue(2)")])),
        earlier=[E("AM-PAY-04", "on-discard", "winner: Some(West), discarder: Some(South)")],
    )


def mj01_on_discard():
    # North wins on East's first discard, Sw, with FFF NNN SSS EEE WW (a joker in the
    # pung of North winds). South throws in its hand before the check. On a discard with
    # a joker: East 2V, others V.
    north = ["Fl", "Fl", "Fl", "Nw", "Nw", "JK", "Sw", "Sw", "Ew", "Ew", "Ew", "Ww", "Ww"]
    c = Case("american", hands={"North": north, "East": ["Sw"]})
    c.deal()
    c.discard("East", "Sw")
    expose(c, "North", ["Sw", "Sw"], claim="Win")
    c.event("DeclaredWin(seat: North)")
    c.event("HandShown(seat: North)")
    c.event("HandThrownIn(seat: South)")
    c.write(
        "multi-mj-01-north-wins-on-east-sw-south-throws-in.ron",
        "North wins on East's Sw with winds and flowers; South throws in before the check",
        E("AM-MJ-01", "on-discard", "winner: Some(North), discarder: Some(East), called: Some(South)",
          R([("Winner", "Wins"), ("Called", "NoPenalty")], "Kept", "GameEnds",
            [("Discarder", "Winner", "HandValue(2)"), ("EachOtherLoser", "Winner", "HandValue(1)")])),
        earlier=[E("AM-PAY-01", "discarder-pays-double", "winner: Some(North), discarder: Some(East)")],
    )


def mj01_jokerless_self_picked():
    # South picks 9d and completes NN 1111 5555 9999 (dots, craks, dots), no joker. East
    # lays its hand face up before the check. Jokerless, self-picked: everyone pays 4V.
    south = ["Nw", "Nw", "1d", "1d", "1d", "1d", "5c", "5c", "5c", "5c", "9d", "9d", "9d"]
    c = Case("american", hands={"South": south}, draws=["9d"])
    c.deal()
    c.discard("East", filler(c, "East"))
    c.pick("South")
    c.event("DeclaredWin(seat: South)")
    c.event("HandShown(seat: South)")
    c.event("HandShown(seat: East)")
    c.write(
        "multi-mj-01-south-picks-a-jokerless-win-east-shows-early.ron",
        "South picks 9d for a jokerless NN 1111 5555 9999; East lays its hand face up before the check",
        E("AM-MJ-01", "jokerless-self-picked", "winner: Some(South), called: Some(East)",
          R([("Winner", "Wins"), ("Called", "NoPenalty")], "Kept", "GameEnds",
            [("EachLoser", "Winner", "HandValue(4)")])),
        earlier=[E("AM-PAY-04", "self-picked", "winner: Some(South)")],
    )


def mj01_self_picked():
    # West picks 6c and completes 333 666 9999 bams 33 66 craks with two jokers (one in the
    # pung of threes, one in the kong of nines). North lays its hand face up before the
    # check. Self-picked: everyone pays 2V.
    west = ["3b", "3b", "JK", "6b", "6b", "6b", "9b", "9b", "9b", "JK", "3c", "3c", "6c"]
    c = Case("american", hands={"West": west}, draws=["Rd", "6c"])
    c.deal()
    c.discard("East", filler(c, "East"))
    turn(c, "South")
    c.pick("West")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.event("HandShown(seat: North)")
    c.write(
        "multi-mj-01-west-picks-6c-for-a-369-hand-north-shows-early.ron",
        "West picks 6c for 333 666 9999 33 66 with jokers; North lays its hand face up before the check",
        E("AM-MJ-01", "self-picked", "winner: Some(West), called: Some(North)",
          R([("Winner", "Wins"), ("Called", "NoPenalty")], "Kept", "GameEnds",
            [("EachLoser", "Winner", "HandValue(2)")])),
        earlier=[E("AM-PAY-02", "everyone-pays-double", "winner: Some(West)")],
    )


# ---------------------------------------------------------------- AM-MJE-*

def mje01_retracted():
    # AM-MJE-01 (003 table row 1, Mahj Life 52; MJME 2024 p. 21 #2; 004: noticed before
    # showing, no penalty). On East's second turn East picks and says "mah jongg", then
    # sees the hand is not complete, nothing shown: withdrawn, no penalty.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat in ["South", "West", "North"]:
        turn(c, seat)
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.write(
        "am-mje-01-east-says-mah-jongg-on-a-pick-shows-nothing.ron",
        "East picks on the second turn and says mah jongg; the hand is not complete and nothing is shown",
        E("AM-MJE-01", "retracted", "offender: Some(East)",
          R([("Offender", "NoPenalty")], "Unchanged", "PlayContinues")),
    )


def mje02_edition_2020():
    # AM-MJE-02, 2020 edition (american.md: retraction with only the claimed group shown is
    # the 2024 rule; under MJME 2020 any exposure made the hand dead). South calls West's
    # 4c for mah jongg, lays 4c 4c with it, and the hand is not complete: dead, the group
    # goes back, play passes to South's right.
    c = Case("american", hands={"West": ["4c"], "South": ["4c", "4c"]}, edition="2020")
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "4c")
    expose(c, "South", ["4c", "4c"], claim="Win")
    c.event("DeclaredWin(seat: South)")
    c.write(
        "am-mje-02-south-lays-4c-4c-for-a-false-mah-jongg-2020.ron",
        "South calls West's 4c for mah jongg and lays 4c 4c; not complete (2020 rules)",
        E("AM-MJE-02", "edition-2020", "offender: Some(South)",
          R([("Offender", "DeadHand")], "ShownTilesBackExposuresStay", "NextPlayerRight")),
    )


def mje02_turned_into_exposure():
    # AM-MJE-02, 2024 (003 commentary, MJME 2024 p. 21 #3: only the group for this claim
    # exposed, the declaration may be retracted without penalty, the player committed to
    # the exposure). North calls East's first discard, Ew, for mah jongg and lays Ew Ew: a
    # pung of East winds (it fits "FFF NNN SSS EEE WW"). Not complete: the pung stays as an
    # exposure and North discards.
    c = Case("american", hands={"East": ["Ew"], "North": ["Ew", "Ew"]})
    c.deal()
    c.discard("East", "Ew")
    expose(c, "North", ["Ew", "Ew"], claim="Win")
    c.event("DeclaredWin(seat: North)")
    c.write(
        "am-mje-02-north-lays-a-pung-of-east-for-a-false-mah-jongg.ron",
        "North calls East's Ew for mah jongg and lays Ew Ew; the hand is not complete",
        E("AM-MJE-02", "turned-into-exposure", "offender: Some(North)",
          R([("Offender", "MayTurnIntoExposure")], "GroupStaysAsExposure", "SameTurn")),
    )


def mje03(seat):
    return E("AM-MJE-03", "concealed", f"offender: Some({seat})",
             R([("Offender", "DeadHand")], "WholeHandBackToRack", "NextPlayerRight"))


def mje04_two_in_error_one_intact():
    # AM-MJE-04 (003 commentary, back of the card, Mah Jongg in Error #3: more than one in
    # error and one intact hand: the last in error pays that player double the hand they
    # were attempting; american.md AM-MJE-04). South picks and shows a false mah jongg
    # (dead, play to West). West throws 7d; North calls it for mah jongg and shows the rack:
    # false too. East then throws in. Only West is intact: the game ends, North pays West.
    c = Case("american", hands={"West": ["7d"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    false_win_shown(c, "South")
    c.pick("West")
    c.discard("West", "7d")
    c.event("Claimed(seat: North, claim: Win)")
    false_win_shown(c, "North")
    c.event("HandThrownIn(seat: East)")
    c.write(
        "multi-mje-04-south-and-north-err-east-throws-in-west-intact.ron",
        "South and then North show false mah jonggs; East throws in; West alone is intact",
        E("AM-MJE-04", "two-in-error-one-intact", "offender: Some(North), also: Some(South), called: Some(East)",
          R([("Offender", "DeadHand"), ("OtherPlayer", "DeadHand"), ("Called", "DeadHand")], "AllTilesIn", "GameEnds",
            [("Offender", "EachIntact", "HandValue(2)")])),
        earlier=[mje03("South"), mje03("North")],
    )


def mje04_one_intact():
    # AM-MJE-04 (004: one false mah jongg shown and others' hands shown; if only one hand
    # stays intact the game stops and the declarer pays the remaining player double;
    # 003 table row 8). North picks and shows a false mah jongg. East throws in (two intact
    # hands left: play would go on), then South lays its hand face up: only West is intact.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    turn(c, "West")
    c.pick("North")
    false_win_shown(c, "North")
    c.event("HandThrownIn(seat: East)")
    c.event("HandShown(seat: South)")
    c.write(
        "multi-mje-04-north-errs-east-throws-in-south-shows.ron",
        "North shows a false mah jongg; East throws in, then South shows; West alone is intact",
        E("AM-MJE-04", "one-intact", "offender: Some(North), called: Some(South)",
          R([("Offender", "DeadHand"), ("Called", "DeadHand")], "AllTilesIn", "GameEnds",
            [("Offender", "EachIntact", "HandValue(2)")])),
        earlier=[
            mje03("North"),
            E("AM-MJE-04", "play-goes-on", "offender: Some(North), called: Some(East)",
              R([("Offender", "DeadHand"), ("Called", "DeadHand")], "Kept", "PlayContinues")),
        ],
    )


def mje04_play_goes_on():
    # AM-MJE-04 (003 last table row, implied on the back of the card: one in error, one
    # other hand thrown in: both disqualified, the rest play on). South calls West's discard
    # for mah jongg and lays the whole rack face up: false. North lays its hand face up too.
    # East and West are intact: play goes on, nobody pays now.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    turn(c, "West")
    c.event("Claimed(seat: South, claim: Win)")
    false_win_shown(c, "South")
    c.event("HandShown(seat: North)")
    c.write(
        "multi-mje-04-south-errs-on-west-discard-north-shows.ron",
        "South calls West's discard for a false mah jongg and shows the rack; North shows too",
        E("AM-MJE-04", "play-goes-on", "offender: Some(South), called: Some(North)",
          R([("Offender", "DeadHand"), ("Called", "DeadHand")], "Kept", "PlayContinues")),
        earlier=[mje03("South")],
    )


def mje05_pays_intact_hands():
    # AM-MJE-05 (003 commentary, MJME 2024 p. 22 5[d], and table row 9, Mahj Life 54: a
    # player who throws in prematurely and destroys the wall pays the intact hands the
    # lowest value on the card). East picks on the second turn and shows a false mah jongg;
    # North pushes its hand into the wall. South and West are intact: North pays each the
    # card's lowest value.
    c = Case("american", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat in ["South", "West", "North"]:
        turn(c, seat)
    c.pick("East")
    false_win_shown(c, "East")
    c.event("WallDestroyed(seat: North)")
    c.write(
        "multi-mje-05-east-errs-north-pushes-the-wall-in.ron",
        "East shows a false mah jongg on a pick; North throws in and pushes the wall in",
        E("AM-MJE-05", "pays-intact-hands", "offender: Some(North), also: Some(East)",
          R([("Offender", "DeadHand"), ("OtherPlayer", "DeadHand")], "AllTilesIn", "GameEnds",
            [("Offender", "EachIntact", "LowestCardValue")])),
        earlier=[mje03("East")],
    )


def mje06_for_exposure():
    # AM-MJE-06 (003 table row 5, Mahj Life 51: the claimed discard stays with the
    # disqualified hand; another player cannot claim it for an exposure). West throws 8d;
    # North calls it for mah jongg and shows the rack: false. South, holding 8d 8d, calls
    # the 8d for an exposure: refused.
    c = Case("american", hands={"West": ["8d"], "South": ["8d", "8d"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "8d")
    c.event("Claimed(seat: North, claim: Win)")
    false_win_shown(c, "North")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.write(
        "multi-mje-06-north-errs-on-8d-south-wants-it-for-a-pung.ron",
        "North calls West's 8d for a false mah jongg and shows; South calls the 8d for an exposure",
        E("AM-MJE-06", "for-exposure", "caller: Some(South)",
          R([("Caller", "ClaimRefused")], "TileStaysWithDeadHand", "PlayContinues")),
        earlier=[mje03("North")],
    )


def mje06_jokerless_mah_jongg():
    # AM-MJE-06 (003 table row 6, Mahj Life 51, MJME 2024 p. 23 #6: a player who needs the
    # tile for mah jongg may take it; if valid the game ends). East's first discard is 3c;
    # West calls it for mah jongg and shows the rack: false. North, waiting on 3c for
    # 33 444 555 666 777 craks with no joker, calls it and wins: treated as a win on East's
    # discard, jokerless: East 4V, the others (dead West included) 2V.
    north = ["3c", "4c", "4c", "4c", "5c", "5c", "5c", "6c", "6c", "6c", "7c", "7c", "7c"]
    c = Case("american", hands={"East": ["3c"], "North": north})
    c.deal()
    c.discard("East", "3c")
    c.event("Claimed(seat: West, claim: Win)")
    false_win_shown(c, "West")
    expose(c, "North", ["3c"], claim="Win")
    c.event("DeclaredWin(seat: North)")
    c.event("HandShown(seat: North)")
    c.write(
        "multi-mje-06-west-errs-on-east-3c-north-wins-jokerless.ron",
        "West calls East's 3c for a false mah jongg; North wins on it with a jokerless run",
        E("AM-MJE-06", "jokerless-mah-jongg", "winner: Some(North), also: Some(West), discarder: Some(East)",
          R([("Winner", "Wins"), ("OtherPlayer", "DeadHand")], "Kept", "GameEnds",
            [("Discarder", "Winner", "HandValue(4)"), ("EachOtherLoser", "Winner", "HandValue(2)")])),
        earlier=[mje03("West")],
    )


def mje06_mah_jongg():
    # AM-MJE-06 (as above). South throws 6d; East calls it for mah jongg and shows the
    # rack: false. West, waiting on 6d for 333 666 9999 dots 33 66 bams with a joker in the
    # sixes, calls it and wins: South 2V, the others V.
    west = ["3d", "3d", "3d", "6d", "JK", "9d", "9d", "9d", "9d", "3b", "3b", "6b", "6b"]
    c = Case("american", hands={"West": west, "South": ["6d"]})
    c.deal()
    c.discard("East", filler(c, "East"))
    c.pick("South")
    c.discard("South", "6d")
    c.event("Claimed(seat: East, claim: Win)")
    false_win_shown(c, "East")
    expose(c, "West", ["6d", "JK"], claim="Win")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.write(
        "multi-mje-06-east-errs-on-south-6d-west-wins-with-a-joker.ron",
        "East calls South's 6d for a false mah jongg; West wins on it with 333 666 9999 33 66",
        E("AM-MJE-06", "mah-jongg", "winner: Some(West), also: Some(East), discarder: Some(South)",
          R([("Winner", "Wins"), ("OtherPlayer", "DeadHand")], "Kept", "GameEnds",
            [("Discarder", "Winner", "HandValue(2)"), ("EachOtherLoser", "Winner", "HandValue(1)")])),
        earlier=[mje03("East")],
    )


ALL = [
    dh01_invalid_exposure, dh01_cannot_be_completed,
    dh02_called, dh02_discarded, dh02_exchanged,
    dh03_three_hands, dh03_two_hands, dh03_one_hand,
    dh04_replay,
    dh05_disputed_dead_2020, dh05_disputed_dead, dh05_disputed_live_2020,
    jk01_owner_must_give, jk02_joker_racked, jk02_only_announced, jk03_not_allowed,
    jk04_cannot_undo, jk05_after_next_discard, jk05_before_next_discard,
    mis01_corrected, mis02_committed, mis02_not_committed,
    mis04_first_needs_real_tile, mis04_second_needs_real_tile, mis05_pays_for_the_table,
    mj01_jokerless_on_discard, mj01_on_discard, mj01_jokerless_self_picked, mj01_self_picked,
    mje01_retracted, mje02_edition_2020, mje02_turned_into_exposure,
    mje04_two_in_error_one_intact, mje04_one_intact, mje04_play_goes_on,
    mje05_pays_intact_hands,
    mje06_for_exposure, mje06_jokerless_mah_jongg, mje06_mah_jongg,
]


# ---------------------------------------------------------------- added after the first run
# The first run of the two stories above with an invalid exposure (multi-dh-01-north-lays-
# 6b-..., multi-dh-05-south-with-pungs-...) showed the engine ruling the discard North (or
# South) made right after laying the group as a dead hand's discard (AM-DH-02), before
# anyone had called the hand dead; american.md AM-EXP-02 and the article make the hand dead
# "once called". Those two files went to /work/pending-cases/am-a/. The two stories below
# put the call at once, before the discard, so that the row is tested without that point.
# The engine now waits for the call (an invalid exposure's hand is dead once called), and
# the first two stories are back in tests/cases with their expectations as written.
# Their expectations are the same rules' and were written before they were run.

def dh01_invalid_exposure_called_at_once():
    # AM-EXP-02 then AM-DH-01 (as in dh01_invalid_exposure): North calls West's 6c and lays
    # 6c 6b; East sees the 6b at once and calls North's hand dead before North discards.
    c = Case("american", hands={"West": ["6c"], "North": ["6c", "6b"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "6c")
    expose(c, "North", ["6c", "6b"])
    dead_call(c, "East", "North")
    c.write(
        "multi-dh-01-east-calls-north-dead-as-6b-is-laid-with-6c.ron",
        "North calls West's 6c and lays 6c 6b with it; East calls North's hand dead before North discards",
        E("AM-DH-01", "invalid-exposure", "caller: Some(East), called: Some(North)",
          R([("Called", "DeadHand")], "ReturnedToRack", "PlayContinues")),
        earlier=[E("AM-EXP-02", "wrong-tiles", "offender: Some(North)",
                   R([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues"))],
    )


def dh05_disputed_dead_called_at_once():
    # AM-EXP-02, AM-DH-01, AM-DH-05 (as in dh05_disputed_dead): South, with a pung of West
    # winds out, calls North's Nw and lays Nw Nw; West at once calls the hand dead, before
    # South discards; South disputes. Dead on the exposures: South pays West 50 at the end.
    c = Case("american", hands={"East": ["Ww"], "South": ["Ww", "Ww", "Nw", "Nw"], "North": ["Nw"]})
    c.deal()
    c.discard("East", "Ww")
    expose(c, "South", ["Ww", "Ww"])
    c.discard("South", filler(c, "South", keep=("Nw",)))
    turn(c, "West")
    c.pick("North")
    c.discard("North", "Nw")
    expose(c, "South", ["Nw", "Nw"])
    dead_call(c, "West", "South", conceded=False)
    c.write(
        "multi-dh-05-west-calls-south-dead-as-the-north-pung-is-laid.ron",
        "South lays a pung of North beside one of West winds; West calls it dead at once, South disputes",
        E("AM-DH-05", "disputed-dead", "caller: Some(West), called: Some(South)",
          R([("Called", "NoPenalty")], "Unchanged", "SettledAtEnd",
            [("Called", "Caller", "Fixed(50)")])),
        earlier=[
            E("AM-EXP-02", "fits-no-hand", "offender: Some(South)",
              R([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues")),
            E("AM-DH-01", "invalid-exposure", "caller: Some(West), called: Some(South)",
              R([("Called", "DeadHand")], "ReturnedToRack", "PlayContinues")),
        ],
    )


ALL += [dh01_invalid_exposure_called_at_once, dh05_disputed_dead_called_at_once]

if __name__ == "__main__":
    for f in ALL:
        f()
