"""Judged cases for the American game (batch am-b), written by hand from the rules before
the engine ran on them: the Charleston (order, blind passes, jokers, changed passes,
Heavenly and Earthly hands, three players), payments, the wall game and the last discard,
the wrong end of the wall, a discard taken back, calls (window, jokers, priority,
simultaneous wins, withdrawal), exposures (correction, invalid) and out-of-turn play.

Rule texts cited: /work/shared/sources/*.txt (by file name), /work/shared/rules/american.md
(by article id, which gives the public source keys), and the articles' own summaries in
rulesets/american/*.ron. The card is the practice card, rulesets/american/cards/practice.ron.

Run from the repository root: python3 tools/make_american_play_cases.py
"""
import casekit
from casekit import Case, kind_ron

R = "american"

# The passes of the Charleston, in the order the table makes them (each seat's right is
# the next to play: East's right is South).
RIGHT = [("East", "South"), ("South", "West"), ("West", "North"), ("North", "East")]
ACROSS = [("East", "West"), ("South", "North"), ("West", "East"), ("North", "South")]
LEFT = [("East", "North"), ("South", "East"), ("West", "South"), ("North", "West")]


def ron_list(tiles):
    return "[" + ", ".join(kind_ron(t) for t in tiles) + "]"


def pass_tiles(c, frm, to, tiles, blind=0):
    for t in tiles:
        c.racks[frm].remove(t)
        c.racks[to].append(t)
    b = f", blind: {blind}" if blind else ""
    c.event(f"Passed(from: {frm}, to: {to}, tiles: {ron_list(tiles)}{b})")


def auto_out(c, seat, keep=()):
    # Three tiles the player chooses to pass: the last three of the rack that are no
    # joker and not kept for the hand.
    out, kept = [], list(keep)
    for t in reversed(c.racks[seat]):
        if t == "JK":
            continue
        if t in kept:
            kept.remove(t)
            continue
        out.append(t)
        if len(out) == 3:
            return out
    raise AssertionError(f"{seat} has nothing to pass")


def pass_round(c, pairs, chosen=None, keep=None, upto=None):
    # Every player sets out three tiles before any arrives (chosen before the round), then
    # the passes are made in order. `upto` stops after that many passes.
    chosen = dict(chosen or {})
    keep = keep or {}
    for frm, _ in pairs:
        chosen.setdefault(frm, auto_out(c, frm, keep.get(frm, ())))
    for i, (frm, to) in enumerate(pairs):
        if upto is not None and i >= upto:
            break
        pass_tiles(c, frm, to, chosen[frm])


def play_turns(c, seats):
    # Ordinary turns: pick and discard the tile picked.
    for s in seats:
        t = c.pick(s)
        c.discard(s, t)


def ruling(players, tiles, nxt, payments=None):
    p = ", ".join(f"(who: {w}, status: {s})" for w, s in players)
    pay = ""
    if payments:
        pay = ", payments: [" + ", ".join(f"(from: {f}, to: {t}, amount: {a})" for f, t, a in payments) + "]"
    return f"Some((players: [{p}], tiles: {tiles}{pay}, next: {nxt}))"


def expect(article, case, parties, rul):
    parts = ", ".join(f"{k}: Some({v})" for k, v in parties.items())
    return f'(article: "{article}", case: "{case}", parties: ({parts}), ruling: {rul})'


def first_charleston(c, keep=None):
    for pairs in (RIGHT, ACROSS, LEFT):
        pass_round(c, pairs, keep=keep)


# ---------------------------------------------------------------- AM-CH-01
# american.md AM-CH-01 (ML193, AMJA, FMM): the first Charleston (right, across, left) is
# compulsory; after it any one player may stop; the second Charleston (left, across, right)
# needs everyone and, once begun, must be finished. 004_7469d817ceb0332e.txt, the Charleston
# paragraphs, says the same of the compulsory first round and the optional second.

def ch01_during_second():
    # The first Charleston is done and everyone went on: the second left and the second
    # across are passed. East then says stop before the last right. The second Charleston
    # has begun, so it must be finished: East must go on (MustCorrect), nothing moves, the
    # Charleston continues. AM-CH-01 during-second.
    c = Case(R, hands={})
    c.deal()
    first_charleston(c)
    pass_round(c, LEFT)
    pass_round(c, ACROSS)
    c.event("CharlestonStopped(by: East)")
    c.write("am-ch-01-east-stops-before-the-last-right.ron",
            "Second Charleston: left and across passed, East says stop before the last right",
            expect("AM-CH-01", "during-second", {"offender": "East"},
                   ruling([("Offender", "MustCorrect")], "Unchanged", "CharlestonContinues")))


def ch01_after_first():
    # The first Charleston is complete; before anyone passes the second left, South says
    # stop. Allowed to any one player without reason: no penalty, the Charleston ends.
    # AM-CH-01 after-first.
    c = Case(R, hands={})
    c.deal()
    first_charleston(c)
    c.event("CharlestonStopped(by: South)")
    c.write("am-ch-01-south-stops-after-the-first-left.ron",
            "The first Charleston is complete; South stops it before the second left",
            expect("AM-CH-01", "after-first", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "Unchanged", "CharlestonEnds")))


def ch01_during_first():
    # Only the first right has been passed when West says stop. The first Charleston is
    # compulsory: West must go on, the Charleston continues. AM-CH-01 during-first.
    c = Case(R, hands={})
    c.deal()
    pass_round(c, RIGHT)
    c.event("CharlestonStopped(by: West)")
    c.write("am-ch-01-west-stops-after-the-first-right.ron",
            "After only the first right, West says stop",
            expect("AM-CH-01", "during-first", {"offender": "West"},
                   ruling([("Offender", "MustCorrect")], "Unchanged", "CharlestonContinues")))


# ---------------------------------------------------------------- AM-CH-02
# american.md AM-CH-02 (ML128, MJME 2020 pp. 12-13; RA; WM): a blind pass (sending on
# unseen tiles from the incoming pass) only on the first left and the last right.

def ch02_allowed():
    # First left: East passes to North first; North keeps its own hand whole and sends one
    # of East's tiles on to West unseen, with two of its own. The first left is a blind
    # pass: allowed, the pass stands. AM-CH-02 allowed.
    c = Case(R, hands={})
    c.deal()
    pass_round(c, RIGHT)
    pass_round(c, ACROSS)
    east_out = auto_out(c, "East")
    pass_tiles(c, "East", "North", east_out)
    north_own = auto_out(c, "North", keep=east_out)[:2]
    pass_tiles(c, "North", "West", [east_out[0]] + north_own, blind=1)
    c.write("am-ch-02-north-passes-one-blind-on-the-first-left.ron",
            "First left: North sends one of East's incoming tiles on to West unseen, with two of its own",
            expect("AM-CH-02", "allowed", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "PassStands", "CharlestonContinues")))


def ch02_not_allowed():
    # Second Charleston, its first pass (left): North passes to West, and West sends one
    # of North's tiles on to South unseen with two of its own. The second left is not the
    # first left nor the last right: no blind pass there. West must pass from the hand.
    # AM-CH-02 not-allowed.
    c = Case(R, hands={})
    c.deal()
    first_charleston(c)
    pass_tiles(c, "East", "North", auto_out(c, "East"))
    pass_tiles(c, "South", "East", auto_out(c, "South"))
    north_out = auto_out(c, "North")
    pass_tiles(c, "North", "West", north_out)
    west_own = auto_out(c, "West", keep=north_out)[:2]
    pass_tiles(c, "West", "South", [north_out[0]] + west_own, blind=1)
    c.write("am-ch-02-west-passes-blind-on-the-second-left.ron",
            "Second left: West sends one of North's incoming tiles on to South unseen",
            expect("AM-CH-02", "not-allowed", {"offender": "West"},
                   ruling([("Offender", "MustCorrect")], "PassFromOwnHand", "CharlestonContinues")))


# ---------------------------------------------------------------- AM-CH-03
# 004_7469d817ceb0332e.txt (Charleston paragraphs: jokers may not be passed, flowers may);
# american.md AM-CH-03 (ML221, MJME 2024 p. 23 #8): never a joker, courtesy pass included;
# it goes back to the passer, who gives a non-joker instead.

def ch03_joker_back():
    # After the first Charleston, North stops it. In the courtesy pass East and West agree
    # on two tiles; East's two are a joker and a 9c. West finds the joker: it goes back to
    # East, who gives another tile. AM-CH-03 joker-back.
    c = Case(R, hands={"East": ["JK", "9c"]})
    c.deal()
    first_charleston(c, keep={"East": ["9c"]})
    c.event("CharlestonStopped(by: North)")
    west_out = auto_out(c, "West")[:2]
    pass_tiles(c, "East", "West", ["JK", "9c"])
    pass_tiles(c, "West", "East", west_out)
    c.write("am-ch-03-east-gives-a-joker-in-the-courtesy-pass.ron",
            "Courtesy pass of two across: East's two are a joker and 9c",
            expect("AM-CH-03", "joker-back", {"offender": "East"},
                   ruling([("Offender", "MustCorrect")], "JokerBackToPasser", "CharlestonContinues")),
            # North's stop after the first Charleston is a matter too, lawful (AM-CH-01).
            # Added after the first run, where I had forgotten that the stop is ruled.
            earlier=['(article: "AM-CH-01", case: "after-first", parties: (offender: Some(North)), '
                     'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: Unchanged, next: CharlestonEnds)))'])


# ---------------------------------------------------------------- AM-CH-04
# american.md AM-CH-04 (ML218): an outgoing pass may not be changed after looking at the
# incoming tiles; the article lets a player who has not seen them change it.

def ch04_after_seeing():
    # First across: East's pass has reached West, South's has reached North, and West's
    # has gone to East. West, holding East's tiles, asks for its own pass back. Too late:
    # the pass stands. AM-CH-04 after-seeing.
    c = Case(R, hands={})
    c.deal()
    pass_round(c, RIGHT)
    pass_round(c, ACROSS, upto=3)
    c.event("PassTakenBack(seat: West)")
    c.write("am-ch-04-west-wants-its-across-pass-back.ron",
            "First across: West has East's tiles and asks for its own pass back",
            expect("AM-CH-04", "after-seeing", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "PassStands", "CharlestonContinues")))


def ch04_before_seeing():
    # The very first pass: East has passed right to South; North has not yet passed to
    # East. East asks for the tiles back to change them: East has seen nothing, so they
    # go back to East's rack. AM-CH-04 before-seeing.
    c = Case(R, hands={})
    c.deal()
    out = auto_out(c, "East")
    pass_tiles(c, "East", "South", out)
    c.event("PassTakenBack(seat: East)")
    for t in out:
        c.racks["South"].remove(t)
        c.racks["East"].append(t)
    c.write("am-ch-04-east-takes-back-the-first-right.ron",
            "East has passed right; before North's pass arrives East asks for the tiles back",
            expect("AM-CH-04", "before-seeing", {"offender": "East"},
                   ruling([("Offender", "NoPenalty")], "ReturnedToRack", "CharlestonContinues")))


# ---------------------------------------------------------------- AM-CH-05
# american.md AM-CH-05 (ML41, AMJA, SL666): East dealt a complete hand declares before
# any pass; self-picked, 2V from each; the article adds the jokerless 4V (AM-PAY-04).

def ch05_jokerless():
    # East's 14: 1c 1c 2c 2c 2c 3c 3c 3c 4c 4c 4c 5c 5c 5c, "11g 222g 333g 444g 555g"
    # (run 1-5, one suit), no joker. East declares at once. AM-CH-05 jokerless: 4V each.
    east = ["1c", "1c", "2c", "2c", "2c", "3c", "3c", "3c", "4c", "4c", "4c", "5c", "5c", "5c"]
    c = Case(R, hands={"East": east})
    c.deal()
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-ch-05-east-dealt-a-run-of-craks.ron",
            "East is dealt 11 222 333 444 555 in craks, no joker, and declares before the Charleston",
            expect("AM-CH-05", "jokerless", {"winner": "East"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(4)")])))


def ch05_heavenly():
    # East's 14: Fl Fl Fl 6b 6b 6b 7b 7b 7b JK 8b 8b 8b JK: "FFF 111g 2222g 3333g" with
    # 666 7777 8888 in bams, a joker in each kong. Declared before any pass: AM-CH-05
    # heavenly, 2V from each.
    east = ["Fl", "Fl", "Fl", "6b", "6b", "6b", "7b", "7b", "7b", "JK", "8b", "8b", "8b", "JK"]
    c = Case(R, hands={"East": east})
    c.deal()
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-ch-05-east-dealt-flowers-and-bam-kongs-with-jokers.ron",
            "East is dealt FFF 666 7777 8888 in bams with two jokers and declares before the Charleston",
            expect("AM-CH-05", "heavenly", {"winner": "East"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(2)")])))


# ---------------------------------------------------------------- AM-CH-06
# american.md AM-CH-06 (ML41; disputed by SL666 and RA; mjref follows ML): East completes a
# hand after a round of the Charleston has been passed and declares: 2V from each, and the
# jokerless 4V by the article's own reading (AM-PAY-04).

def ch06_jokerless():
    # East holds Fl 1d 2d 3d 4d 4c 4c 4c 2b 3b 4b and Nw 9d Rd. In the first right East
    # sends Nw 9d Rd to South and North sends East 4c 1b Fl: East now holds
    # "FF 1234g 4444r 1234b" (1234 dots, 4444 craks, 1234 bams), no joker. The first pass
    # round is finished; East declares. AM-CH-06 jokerless: 4V each.
    east = ["Fl", "1d", "2d", "3d", "4d", "4c", "4c", "4c", "2b", "3b", "4b", "Nw", "9d", "Rd"]
    c = Case(R, hands={"East": east, "North": ["4c", "1b", "Fl"]})
    c.deal()
    pass_round(c, RIGHT, chosen={"East": ["Nw", "9d", "Rd"], "North": ["4c", "1b", "Fl"]})
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-ch-06-east-complete-after-the-first-right.ron",
            "North's first-right pass of 4c 1b Fl completes East's FF 1234 4444 1234; East declares",
            expect("AM-CH-06", "jokerless", {"winner": "East"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(4)")])))


def ch06_earthly():
    # East holds 1b 1b 2b 2b 2b 3b 3b 3b 4b 4b JK and Nw Wd 9c, and passes only the
    # spare tiles: Nw Wd 9c right, North's three across, West's three left. In the first
    # left South passes East 5b 5b 5b: East holds "11g 222g 333g 444g 555g" in bams with a
    # joker among the fours. The first Charleston is over; East declares. AM-CH-06
    # earthly: 2V from each.
    east = ["1b", "1b", "2b", "2b", "2b", "3b", "3b", "3b", "4b", "4b", "JK", "Nw", "Wd", "9c"]
    c = Case(R, hands={"East": east, "South": ["5b", "5b", "5b"]})
    c.deal()
    keep = {"South": ["5b", "5b", "5b"]}
    pass_round(c, RIGHT, chosen={"East": ["Nw", "Wd", "9c"]}, keep=keep)
    pass_round(c, ACROSS, chosen={"East": list(c.racks["East"][-3:])}, keep=keep)
    pass_round(c, LEFT, chosen={"East": list(c.racks["East"][-3:]), "South": ["5b", "5b", "5b"]})
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-ch-06-south-first-left-completes-east-bam-run.ron",
            "South's first-left pass of 5b 5b 5b completes East's 11 222 333 444 555 in bams (a joker); East declares",
            expect("AM-CH-06", "earthly", {"winner": "East"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(2)")])))


# ---------------------------------------------------------------- AM-CH-07
# american.md AM-CH-07 (FMM, MJME 2024 p. 26): three players, no Charleston; the empty
# seat is dealt nothing. The article hands any pass back without penalty.

def ch07_no_charleston():
    # North's seat is empty. After the deal West, from habit, passes three tiles to East.
    # No Charleston with three: the tiles go back to West, the game starts with East's
    # discard. AM-CH-07 no-charleston.
    saved = casekit.SCRIPT
    three = ["East", "South", "West"]
    casekit.SCRIPT = [(s, 4, False) for _ in range(3) for s in three] + [
        ("East", 2, True), ("South", 1, False), ("West", 1, False)]
    try:
        c = Case(R, hands={})
    finally:
        casekit.SCRIPT = saved
    c.deal()
    pass_tiles(c, "West", "East", auto_out(c, "West"))
    c.write("am-ch-07-three-players-west-passes-to-east.ron",
            "Three players, North's seat empty; after the deal West passes three tiles to East",
            expect("AM-CH-07", "no-charleston", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "ReturnedToRack", "GameStartsWithEastsDiscard")))


# ---------------------------------------------------------------- AM-PAY-03
# american.md AM-PAY-03 (AMJA payment; SL595 Q17): if the last move before mah jongg was
# a joker exchange, the win is self-picked (2V each), even when the turn began with a
# claimed discard.

def pay03_claim_then_exchange():
    # East throws 3d; South calls it and lays JK JK with it: a pung 3d JK JK. West holds
    # 1d 1d 2d 2d 3d 3d 3d 4d 4d 4d 5d 5d 5d. North throws 2d; West calls it and lays
    # 2d 2d with it (a pung of 2d), then gives South a 3d for one of the jokers: West now
    # holds 11 222 333 (3d 3d JK) 444 555 in dots, "11g 222g 333g 444g 555g", and
    # declares. The claimed 2d did not complete the hand; the exchange did: paid as
    # self-picked, North 2V like the others. AM-PAY-03 counts-as-self-picked.
    west = ["1d", "1d", "2d", "2d", "3d", "3d", "3d", "4d", "4d", "4d", "5d", "5d", "5d"]
    c = Case(R, hands={"East": ["3d"], "South": ["JK", "JK"], "West": west, "North": ["2d"]})
    c.deal()
    c.discard("East", "3d")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.event("Exposed(seat: South, tiles: [Joker, Joker])")
    c.racks["South"].remove("JK")
    c.racks["South"].remove("JK")
    c.discard("South", c.racks["South"][-1])
    play_turns(c, ["West"])
    c.pick("North")
    c.discard("North", "2d")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Exposed(seat: West, tiles: [Number(Dots, 2), Number(Dots, 2)])")
    c.racks["West"].remove("2d")
    c.racks["West"].remove("2d")
    c.event("JokerExchanged(seat: West, owner: South, meld: 0, tile: Number(Dots, 3))")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    return c


def pay03():
    c = pay03_claim_then_exchange()
    c.write("am-pay-03-west-calls-2d-then-takes-south-joker-and-wins.ron",
            "West calls North's 2d for a pung, gives 3d for South's joker and declares 11 222 333 444 555 dots",
            expect("AM-PAY-03", "counts-as-self-picked", {"winner": "West"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(2)")])),
            # The exchange itself is a lawful one (AM-JK-01: on West's own turn, after a
            # completed exposure, the matching natural). Added after the first run, where I
            # had forgotten that a lawful exchange is ruled as a matter of its own.
            earlier=['(article: "AM-JK-01", case: "lawful-exchange", parties: (offender: Some(West), called: Some(South)), '
                     'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: ExchangeStands, next: SameTurn)))'])


# ---------------------------------------------------------------- AM-PAY-04
# american.md AM-PAY-04 (ML97, ML221 #4, AMJA, SL595 Q14): a jokerless win doubles again:
# on a discard the discarder 4V, the others 2V; self-picked 4V each.

def pay04_on_discard():
    # West holds 2d 4d 6d 8d 2c 4c 6c 8c 2b 2b 2b 8b 8b, "2468g 2468r 222b 888b" less an
    # 8b. South throws 8b; West calls it for mah jongg and lays 8b 8b with it. Jokerless,
    # on a discard: South 4V, East and North 2V. AM-PAY-04 on-discard.
    west = ["2d", "4d", "6d", "8d", "2c", "4c", "6c", "8c", "2b", "2b", "2b", "8b", "8b"]
    c = Case(R, hands={"West": west, "South": ["8b"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "8b")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Exposed(seat: West, tiles: [Number(Bams, 8), Number(Bams, 8)])")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.write("am-pay-04-west-wins-jokerless-2468-on-south-8b.ron",
            "West wins 2468 2468 222 888 with no joker on South's 8b",
            expect("AM-PAY-04", "on-discard", {"winner": "West", "discarder": "South"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("Discarder", "Winner", "HandValue(4)"), ("EachOtherLoser", "Winner", "HandValue(2)")])))


def pay04_self_picked():
    # North holds Fl Fl Fl Nw Nw Nw Sw Sw Sw Ew Ew Ew Ww and picks the other Ww:
    # "FFF NNN SSS EEE WW", no joker, self-picked: 4V each. AM-PAY-04 self-picked.
    north = ["Fl", "Fl", "Fl", "Nw", "Nw", "Nw", "Sw", "Sw", "Sw", "Ew", "Ew", "Ew", "Ww"]
    c = Case(R, hands={"North": north}, draws=["9d", "9c", "Ww"])
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West"])
    c.pick("North")
    c.event("DeclaredWin(seat: North)")
    c.event("HandShown(seat: North)")
    c.write("am-pay-04-north-picks-the-west-wind-for-a-jokerless-winds-hand.ron",
            "North picks Ww for FFF NNN SSS EEE WW, no joker",
            expect("AM-PAY-04", "self-picked", {"winner": "North"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(4)")])))


# ---------------------------------------------------------------- AM-PAY-05
# american.md AM-PAY-05 (RA; ML97, 1971 note): no dealer bonus: East wins and is paid as
# any winner.

def pay05_on_discard():
    # East holds Fl Fl 4d 4d 4d 5c 5c 5c 6b JK Wd Wd Wd and a spare Nw, which East throws
    # first. West later throws 6b; East calls it for mah jongg and lays 6b JK with it:
    # "FF 111g 222r 333b DDDg" as FF 444 dots, 555 craks, 666 bams and the dots' dragon
    # (Wd). On a discard with a joker: West 2V, the others V, East no more as dealer.
    # AM-PAY-05 on-discard.
    east = ["Fl", "Fl", "4d", "4d", "4d", "5c", "5c", "5c", "6b", "JK", "Wd", "Wd", "Wd", "Nw"]
    c = Case(R, hands={"East": east, "West": ["6b"]})
    c.deal()
    c.discard("East", "Nw")
    play_turns(c, ["South"])
    c.pick("West")
    c.discard("West", "6b")
    c.event("Claimed(seat: East, claim: Win)")
    c.event("Exposed(seat: East, tiles: [Number(Bams, 6), Joker])")
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-pay-05-east-wins-on-west-6b.ron",
            "East, the dealer, wins FF 444 555 666 DDD on West's 6b, with a joker",
            expect("AM-PAY-05", "on-discard", {"winner": "East", "discarder": "West"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("Discarder", "Winner", "HandValue(2)"), ("EachOtherLoser", "Winner", "HandValue(1)")])))


def pay05_self_picked():
    # East holds Ew Ew Ww Ww Ww Ww Rd Rd Rd JK Fl Fl Fl and a spare 9d, thrown first. On
    # East's next pick comes the fourth flower: "EE WWWW DDDDg FFFF" with a joker in the
    # dragon kong. Self-picked: 2V from each, no dealer bonus. AM-PAY-05 self-picked.
    east = ["Ew", "Ew", "Ww", "Ww", "Ww", "Ww", "Rd", "Rd", "Rd", "JK", "Fl", "Fl", "Fl", "9d"]
    c = Case(R, hands={"East": east}, draws=["2d", "2c", "2b", "Fl"])
    c.deal()
    c.discard("East", "9d")
    play_turns(c, ["South", "West", "North"])
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-pay-05-east-picks-the-fourth-flower.ron",
            "East, the dealer, picks the fourth flower for EE WWWW DDDD FFFF (a joker)",
            expect("AM-PAY-05", "self-picked", {"winner": "East"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("EachLoser", "Winner", "HandValue(2)")])))


# ---------------------------------------------------------------- AM-PAY-06
# 003_1cef7ae3ef56f9f7.txt, commentary on a hand tossed in that destroys the wall
# (MJME 2024 p. 22 5[d]); american.md AM-PAY-06 / AM-MJE-05: the player who wrecks the wall
# pays each intact hand the lowest value on the card.

def pay06():
    # A few turns in, West throws the hand in and pushes the wall in with it, beyond
    # recovery. West is dead, all tiles in, West pays East, South and North the lowest value
    # of the card each, the game ends. AM-PAY-06 pays-intact-hands.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West", "North"])
    c.event("HandThrownIn(seat: West)")
    c.event("WallDestroyed(seat: West)")
    c.write("am-pay-06-west-throws-in-and-pushes-the-wall-in.ron",
            "West throws the hand in and pushes the wall in",
            expect("AM-PAY-06", "pays-intact-hands", {"offender": "West"},
                   ruling([("Offender", "DeadHand")], "AllTilesIn", "GameEnds",
                          [("Offender", "EachIntact", "LowestCardValue")])))


# ---------------------------------------------------------------- AM-WALL-01/02
# american.md AM-WALL-01 (ML137, MJME 2024 pp. 15-16; FMM) and AM-WALL-02 (FMM; SL291):
# the wall runs out with no mah jongg: no payments, deal passes. The last discard may be
# won on, paid as any discard win; an exposure on it is left to the table.

def run_wall_down(c, keep_last_for=None):
    # Everyone picks and throws the tile picked until the wall is empty; the last picker
    # throws `keep_last_for` (a tile from the hand) instead, if given.
    seats = ["South", "West", "North", "East"]
    i = 0
    while c.remaining():
        s = seats[i % 4]
        t = c.pick(s)
        if not c.remaining() and keep_last_for:
            c.discard(s, keep_last_for)
            return s
        c.discard(s, t)
        i += 1
    return seats[(i - 1) % 4]


def wall01():
    # Nobody calls anything; North picks the last tile and throws it; no one claims it.
    # A wall game: no one pays, all tiles in, the deal passes. AM-WALL-01 no-winner.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    last = run_wall_down(c)
    assert last == "North"
    c.write("am-wall-01-north-throws-the-last-tile-unclaimed.ron",
            "The wall runs out: North picks the last tile and throws it, nobody calls",
            expect("AM-WALL-01", "no-winner", {},
                   ruling([("Everyone", "NoPenalty")], "AllTilesIn", "HandEndsDealerPasses")))


def wall02_exposure():
    # North picks the last tile and throws 7d from the hand; East (7d 7d) calls it for an
    # exposure and lays 7d 7d with it. No tile is left to pick: the table decides, the hand
    # ends, deal passes. AM-WALL-02 exposure.
    c = Case(R, hands={"East": ["7d", "7d"], "North": ["7d"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    run_wall_down(c, keep_last_for="7d")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.event("Exposed(seat: East, tiles: [Number(Dots, 7), Number(Dots, 7)])")
    c.write("am-wall-02-east-pungs-north-last-discard.ron",
            "North's discard after the last pick, 7d, is called by East for an exposure",
            expect("AM-WALL-02", "exposure", {"offender": "East"},
                   ruling([("Offender", "NoPenalty")], "AsAgreed", "HandEndsDealerPasses")),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


def wall02_jokerless():
    # West holds 1b 1b 3b 3b 3b 5b 5b 7b 7b 7b 9b 9b 9b, "11g 333g 55g 777g 9999g" less a
    # 9b, no joker. North picks the last tile and throws the fourth 9b from the hand; West
    # wins on it: jokerless on a discard, North 4V, East and South 2V. AM-WALL-02 jokerless.
    west = ["1b", "1b", "3b", "3b", "3b", "5b", "5b", "7b", "7b", "7b", "9b", "9b", "9b"]
    c = Case(R, hands={"West": west, "North": ["9b"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    run_wall_down(c, keep_last_for="9b")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("Exposed(seat: West, tiles: [Number(Bams, 9), Number(Bams, 9), Number(Bams, 9)])")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.write("am-wall-02-west-wins-jokerless-on-north-last-9b.ron",
            "West wins 11 333 55 777 9999 bams, no joker, on North's last discard",
            expect("AM-WALL-02", "jokerless", {"winner": "West", "discarder": "North"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("Discarder", "Winner", "HandValue(4)"), ("EachOtherLoser", "Winner", "HandValue(2)")])),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


def wall02_mah_jongg():
    # East holds Fl Fl Fl 2c 2c JK 3c 3c 3c 3c 4c 4c 4c (and a spare, thrown first),
    # "FFF 111g 2222g 3333g" as 222 3333 444_ in craks. North picks the last tile and
    # throws the fourth 4c; East wins: on a discard with a joker, North 2V, others V.
    # AM-WALL-02 mah-jongg.
    east = ["Fl", "Fl", "Fl", "2c", "2c", "JK", "3c", "3c", "3c", "3c", "4c", "4c", "4c", "Nw"]
    c = Case(R, hands={"East": east, "North": ["4c"]})
    c.deal()
    c.discard("East", "Nw")
    run_wall_down(c, keep_last_for="4c")
    c.event("Claimed(seat: East, claim: Win)")
    c.event("Exposed(seat: East, tiles: [Number(Craks, 4), Number(Craks, 4), Number(Craks, 4)])")
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.write("am-wall-02-east-wins-on-north-last-4c.ron",
            "East wins FFF 222 3333 4444 craks (a joker) on North's last discard, 4c",
            expect("AM-WALL-02", "mah-jongg", {"winner": "East", "discarder": "North"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("Discarder", "Winner", "HandValue(2)"), ("EachOtherLoser", "Winner", "HandValue(1)")])),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


# ---------------------------------------------------------------- AM-DEAL-05
# american.md AM-DEAL-05 (ML rules index): every pick from the live end; a tile from the
# other end put on the rack makes the hand dead. The article lets an unracked one be
# swapped for the right tile.

def far_end(c):
    # The top tile of the last stack in the order of play: the wrong end of the wall.
    rem = c.remaining()
    return rem[-2]


def deal05_racked():
    # On West's first turn West reaches to the far end of the wall, takes its last
    # stack's top tile and racks it. Dead hand, the tile stays, play goes on.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    p = far_end(c)
    c.taken.append(p)
    c.racks["West"].append(c.tile_at(p))
    c.event(f'Picked(seat: West, at: "{p}")')
    c.event("TileRacked(seat: West)")
    c.write("am-deal-05-west-racks-a-tile-from-the-far-end.ron",
            "West, on turn, picks from the far end of the wall and racks the tile",
            expect("AM-DEAL-05", "racked", {"offender": "West"},
                   ruling([("Offender", "DeadHand")], "Kept", "PlayContinues")))


def deal05_not_racked():
    # North, on turn, lifts the far end's top tile and, told of it, puts it back before
    # racking. No penalty: North takes the right tile and goes on. AM-DEAL-05 not-racked.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West"])
    p = far_end(c)
    c.event(f'Picked(seat: North, at: "{p}")')
    c.event(f'PutBack(seat: North, at: "{p}")')
    c.write("am-deal-05-north-lifts-the-far-end-tile-and-puts-it-back.ron",
            "North, on turn, lifts a tile from the far end and puts it back unracked",
            expect("AM-DEAL-05", "not-racked", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "SwapForRightTile", "SameTurn")))


# ---------------------------------------------------------------- AM-PLAY-02
# american.md AM-PLAY-02 (SL FAQ19, MJME rule 7; ML245): a discard touching the table is
# down; the discarder cannot take it back.

def play02():
    # North throws Gd and at once takes it back, before East picks and with no call.
    # The discard is down: it stands, play goes on. AM-PLAY-02 discard-is-down.
    c = Case(R, hands={"North": ["Gd"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West"])
    c.pick("North")
    c.discard("North", "Gd")
    c.event("DiscardTakenBack(seat: North)")
    c.write("am-play-02-north-takes-back-gd-at-once.ron",
            "North throws Gd and at once takes it back; nobody has called or picked",
            expect("AM-PLAY-02", "discard-is-down", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "DiscardStands", "PlayContinues")))


# ---------------------------------------------------------------- AM-CALL-01
# american.md AM-CALL-01 (AMJA claiming; SL458, SL639): the window closes when the next
# player racks the picked tile; while only lifted, a claim puts it back in the wall.

def call01_closed():
    # North throws 3b; East picks and racks the tile; South (3b 3b) calls 3b for an
    # exposure. Too late: refused, play goes on. AM-CALL-01 window-closed.
    c = Case(R, hands={"North": ["3b"], "South": ["3b", "3b"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West"])
    c.pick("North")
    c.discard("North", "3b")
    c.pick("East")
    c.event("TileRacked(seat: East)")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.write("am-call-01-south-calls-3b-after-east-racked.ron",
            "North throws 3b; East picks and racks; South then calls the 3b",
            expect("AM-CALL-01", "window-closed", {"offender": "South"},
                   ruling([("Offender", "ClaimRefused")], "Unchanged", "PlayContinues")))


def call01_open():
    # South throws 8c; West lifts the next tile, not yet racked; East (8c 8c) calls 8c for
    # an exposure. In time: East gets it, West's tile goes back. AM-CALL-01 window-open.
    c = Case(R, hands={"South": ["8c"], "East": ["8c", "8c"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "8c")
    c.pick("West")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.write("am-call-01-east-calls-8c-while-west-holds-the-pick.ron",
            "South throws 8c; West lifts the next tile; East calls the 8c before West racks",
            expect("AM-CALL-01", "window-open", {"offender": "East"},
                   ruling([("Offender", "GetsTheTile")], "DrawnTileBackToWall", "PlayContinues")))


# ---------------------------------------------------------------- AM-CALL-02
# american.md AM-CALL-02 (AMJA; FMM, MJME 2024 p. 15) and 004_7469d817ceb0332e.txt, joker
# paragraphs: a thrown joker can never be claimed.

def call02():
    # West throws a joker, saying "joker"; North calls it for mah jongg.
    # Refused: the joker stays in the discards. AM-CALL-02 never-claimed.
    c = Case(R, hands={"West": ["JK"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.pick("West")
    c.discard("West", "JK")
    c.event("Claimed(seat: North, claim: Win)")
    c.write("am-call-02-north-calls-west-joker-for-mah-jongg.ron",
            "West throws a joker; North calls it for mah jongg",
            expect("AM-CALL-02", "never-claimed", {"offender": "North"},
                   ruling([("Offender", "ClaimRefused")], "DiscardStands", "PlayContinues")))


# ---------------------------------------------------------------- AM-CALL-03
# american.md AM-CALL-03 (ML264; SL134; SL720; MMZ): mah jongg beats an exposure; for the
# same purpose, the one next in turn after the discarder gets it.

def call03_mj_second():
    # East throws 5c. South (5c JK) calls it for an exposure; then North, holding
    # 1c 1c 2c 2c 2c 3c 3c 3c 4c 4c 4c 5c 5c (11 222 333 444 55_), calls it for mah jongg.
    # North gets it, South's call fails. AM-CALL-03 mah-jongg-second.
    north = ["1c", "1c", "2c", "2c", "2c", "3c", "3c", "3c", "4c", "4c", "4c", "5c", "5c"]
    east = ["5c"]
    c = Case(R, hands={"North": north, "South": ["5c", "JK"], "East": east})
    c.deal()
    c.discard("East", "5c")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.event("Claimed(seat: North, claim: Win)")
    c.write("am-call-03-south-pungs-north-wins-on-east-5c.ron",
            "East throws 5c; South calls for an exposure, then North for mah jongg",
            expect("AM-CALL-03", "mah-jongg-second", {"offender": "South"},
                   ruling([("OtherPlayer", "GetsTheTile"), ("Offender", "ClaimRefused")], "Unchanged", "PlayContinues")))


def call03_mj_first():
    # West throws 9d. North, holding Fl Fl 1d 1d 3d 3d 5d 5d 7d 7d 9d Wd Wd
    # ("FF 11 33 55 77 99 00", concealed), calls it for mah jongg; East (9d JK) calls it
    # for an exposure after. North gets it. AM-CALL-03 mah-jongg-first.
    north = ["Fl", "Fl", "1d", "1d", "3d", "3d", "5d", "5d", "7d", "7d", "9d", "Wd", "Wd"]
    c = Case(R, hands={"North": north, "West": ["9d"], "East": ["9d", "JK"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.pick("West")
    c.discard("West", "9d")
    c.event("Claimed(seat: North, claim: Win)")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.write("am-call-03-north-wins-east-pungs-west-9d.ron",
            "West throws 9d; North calls for mah jongg, then East for an exposure",
            expect("AM-CALL-03", "mah-jongg-first", {"offender": "North"},
                   ruling([("Offender", "GetsTheTile"), ("OtherPlayer", "ClaimRefused")], "Unchanged", "PlayContinues")))


def call03_second_nearer():
    # West throws 2b. South (2b 2b) calls it for an exposure first; North (2b JK), next
    # after West, calls it for an exposure second. North, nearer in turn, gets it.
    # AM-CALL-03 second-nearer.
    c = Case(R, hands={"West": ["2b"], "South": ["2b", "2b"], "North": ["2b", "JK"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.pick("West")
    c.discard("West", "2b")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.event("Claimed(seat: North, claim: Exposure)")
    c.write("am-call-03-south-then-north-call-west-2b.ron",
            "West throws 2b; South calls first, North (next in turn) second, both for an exposure",
            expect("AM-CALL-03", "second-nearer", {"offender": "South"},
                   ruling([("OtherPlayer", "GetsTheTile"), ("Offender", "ClaimRefused")], "Unchanged", "PlayContinues")))


def call03_first_nearer():
    # South throws Gd. West (Gd Gd), next in turn, calls first; East (Gd JK) second, both
    # for an exposure. West gets it. AM-CALL-03 first-nearer.
    c = Case(R, hands={"South": ["Gd"], "West": ["Gd", "Gd"], "East": ["Gd", "JK"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "Gd")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.write("am-call-03-west-then-east-call-south-gd.ron",
            "South throws Gd; West (next in turn) calls first, East second, both for an exposure",
            expect("AM-CALL-03", "first-nearer", {"offender": "West"},
                   ruling([("Offender", "GetsTheTile"), ("OtherPlayer", "ClaimRefused")], "Unchanged", "PlayContinues")))


# ---------------------------------------------------------------- AM-CALL-04
# american.md AM-CALL-04 (ML281, NMJL letter Nov 2025): mah jongg on a discard and on a
# wall pick at once: both stand, no League payout.

def call04():
    # West holds 3d 3d 3d 6d 6d 9d 9d 9d 9d 3b 3b 6b 6b ("333g 666g 9999g 33r 66r" less a
    # 6d). East holds Nw Nw 1c 1c 1c 1c 5b 5b 5b 5b 9c 9c 9c ("NN 1111g 5555r 9999g" less
    # a 9c), after throwing a spare. North throws 6d: West calls it for mah jongg, and at
    # the same moment East, next, picks the fourth 9c and declares. Both hands are right:
    # both wins stand, game over. AM-CALL-04 both-stand.
    west = ["3d", "3d", "3d", "6d", "6d", "9d", "9d", "9d", "9d", "3b", "3b", "6b", "6b"]
    east = ["Nw", "Nw", "1c", "1c", "1c", "1c", "5b", "5b", "5b", "5b", "9c", "9c", "9c", "Rd"]
    c = Case(R, hands={"West": west, "East": east, "North": ["6d"]}, draws=["2d", "2c", "2b", "9c"])
    c.deal()
    c.discard("East", "Rd")
    play_turns(c, ["South", "West"])
    c.pick("North")
    c.discard("North", "6d")
    c.event("Claimed(seat: West, claim: Win)")
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: East)")
    c.event("Exposed(seat: West, tiles: [Number(Dots, 6), Number(Dots, 6)])")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: West)")
    c.write("am-call-04-west-on-north-6d-east-from-the-wall.ron",
            "West calls North's 6d for mah jongg as East picks 9c and declares; both hands are right",
            expect("AM-CALL-04", "both-stand", {},
                   ruling([("Winner", "Wins"), ("OtherPlayer", "Wins")], "Kept", "GameEnds")),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


# ---------------------------------------------------------------- AM-CALL-05
# american.md AM-CALL-05 (FMM, MJME 2024 pp. 15, 31; AMJA): a claim may be withdrawn until
# the tile is on the rack or tiles are exposed; after that the claimant must expose.

def call05_after():
    # South throws 4b; West calls it, lays 4b 4b with it, then wants to give it back.
    # Committed: West must make the exposure. AM-CALL-05 after-exposing.
    c = Case(R, hands={"South": ["4b"], "West": ["4b", "4b"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "4b")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Exposed(seat: West, tiles: [Number(Bams, 4), Number(Bams, 4)])")
    c.racks["West"].remove("4b")
    c.racks["West"].remove("4b")
    c.event("ClaimWithdrawn(seat: West)")
    c.write("am-call-05-west-lays-4b-4b-then-gives-the-call-back.ron",
            "West calls South's 4b, lays 4b 4b with it, then gives the call back",
            expect("AM-CALL-05", "after-exposing", {"offender": "West"},
                   ruling([("Offender", "CommittedToExposure")], "MustExposeClaimedTile", "SameTurn")))


def call05_before():
    # East's first discard is Ew; North (Ew Ew) calls, then says "no, sorry" before
    # laying anything. Free to withdraw: the call is undone, play goes on. AM-CALL-05
    # before-exposing.
    c = Case(R, hands={"East": ["Ew"], "North": ["Ew", "Ew"]})
    c.deal()
    c.discard("East", "Ew")
    c.event("Claimed(seat: North, claim: Exposure)")
    c.event("ClaimWithdrawn(seat: North)")
    c.write("am-call-05-north-calls-east-ew-and-thinks-better.ron",
            "North calls East's first discard, Ew, and withdraws before laying anything",
            expect("AM-CALL-05", "before-exposing", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "ClaimUndone", "PlayContinues")))


# ---------------------------------------------------------------- AM-EXP-01
# american.md AM-EXP-01 (SL024, older MJME p. 14; FMM): an exposure may be corrected (pung
# to kong) until its owner discards or exchanges; then it is locked.

def exp01_locked():
    # South throws 7c; West calls, lays 7c 7c and discards. A round later West picks the
    # fourth 7c and adds it to the pung. Locked since West's discard: the pung is put back
    # as laid, no penalty. AM-EXP-01 locked.
    c = Case(R, hands={"South": ["7c"], "West": ["7c", "7c"]}, draws=["2d", "2c", "2b", "3d", "7c"])
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "7c")
    c.event("Claimed(seat: West, claim: Exposure)")
    c.event("Exposed(seat: West, tiles: [Number(Craks, 7), Number(Craks, 7)])")
    c.racks["West"].remove("7c")
    c.racks["West"].remove("7c")
    c.discard("West", c.racks["West"][-1])
    play_turns(c, ["North", "East", "South"])
    t = c.pick("West")
    assert t == "7c"
    c.racks["West"].remove("7c")
    c.event("AddedToMeld(seat: West, meld: 0, tile: Number(Craks, 7))")
    c.write("am-exp-01-west-adds-a-7c-to-an-old-pung.ron",
            "West's pung of 7c was laid and a discard made; next turn West adds the picked 7c",
            expect("AM-EXP-01", "locked", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "SetRestored", "PlayContinues")))


def exp01_still_open():
    # North throws 3d; East calls, lays 3d 3d with it, and before discarding adds the
    # third 3d from the rack: a kong of 3d (fits "FFF 111g 2222g 3333g"). In time: the set
    # stays as now laid, East goes on to discard. AM-EXP-01 still-open.
    c = Case(R, hands={"North": ["3d"], "East": ["3d", "3d", "3d"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West"])
    c.pick("North")
    c.discard("North", "3d")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.event("Exposed(seat: East, tiles: [Number(Dots, 3), Number(Dots, 3)])")
    c.racks["East"].remove("3d")
    c.racks["East"].remove("3d")
    c.racks["East"].remove("3d")
    c.event("AddedToMeld(seat: East, meld: 0, tile: Number(Dots, 3))")
    c.write("am-exp-01-east-turns-a-3d-pung-into-a-kong.ron",
            "East calls North's 3d, lays a pung, and before discarding adds the last 3d",
            expect("AM-EXP-01", "still-open", {"offender": "East"},
                   ruling([("Offender", "NoPenalty")], "SetStaysAsLaid", "SameTurn")))


# ---------------------------------------------------------------- AM-EXP-02
# american.md AM-EXP-02 (AMV55, 2020 bulletin; SL131, SL284, SL497); 003_1cef7ae3ef56f9f7.txt,
# League Q&A on an incorrect exposure after calling a discard: wrong tiles, too few, or
# fitting no hand: dead, the tiles back on the rack.

def exp02_wrong_tiles():
    # East throws 6b; South calls it and lays 6b 6d with it: a 6d in a pung of bams.
    # AM-EXP-02 wrong-tiles.
    c = Case(R, hands={"East": ["6b"], "South": ["6b", "6d"]})
    c.deal()
    c.discard("East", "6b")
    c.event("Claimed(seat: South, claim: Exposure)")
    c.event("Exposed(seat: South, tiles: [Number(Bams, 6), Number(Dots, 6)])")
    c.write("am-exp-02-south-lays-6b-6d-with-east-6b.ron",
            "South calls East's 6b and lays 6b 6d with it",
            expect("AM-EXP-02", "wrong-tiles", {"offender": "South"},
                   ruling([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues")))


def exp02_too_few():
    # South throws a flower; East calls it for an exposure and lays one flower beside it:
    # FF, a pair, which may be called only for mah jongg. AM-EXP-02 too-few-tiles.
    c = Case(R, hands={"South": ["Fl"], "East": ["Fl"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.pick("South")
    c.discard("South", "Fl")
    c.event("Claimed(seat: East, claim: Exposure)")
    c.event("Exposed(seat: East, tiles: [Flower])")
    c.write("am-exp-02-east-calls-a-flower-for-a-pair.ron",
            "South throws a flower; East calls it and lays one flower with it",
            expect("AM-EXP-02", "too-few-tiles", {"offender": "East"},
                   ruling([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues")))


def exp02_fits_no_hand():
    # West throws Ew; North calls it and lays Ew Ew Ew with it: a kong of East winds. No
    # hand of the card has four East winds. AM-EXP-02 fits-no-hand.
    c = Case(R, hands={"West": ["Ew"], "North": ["Ew", "Ew", "Ew"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.pick("West")
    c.discard("West", "Ew")
    c.event("Claimed(seat: North, claim: Exposure)")
    c.event("Exposed(seat: North, tiles: [Wind(East), Wind(East), Wind(East)])")
    c.write("am-exp-02-north-lays-a-kong-of-east-winds.ron",
            "North calls West's Ew and lays a kong of East winds, which no hand of the card has",
            expect("AM-EXP-02", "fits-no-hand", {"offender": "North"},
                   ruling([("Offender", "DeadHand")], "ReturnedToRack", "PlayContinues")))


# ---------------------------------------------------------------- AM-OOT-01/02/03
# american.md AM-OOT-01 (AMJA E&P #6; FMM, MJME 2024 p. 19 #15(g-h)): a pick out of turn
# makes the hand dead; racked, the tile stays, else it goes back (AMJA). AM-OOT-02 (AMJA #5):
# a discard before picking, wrong count, dead. AM-OOT-03 (AMJA #7; FMM; SL435): an
# out-of-turn discard won on: its thrower pays 4V alone; taken for an exposure: stands.

def oot01_racked():
    # South throws; it is West's turn, but North picks and racks the tile. North dead,
    # the tile stays with North, West picks. AM-OOT-01 racked.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.pick("North")
    c.event("TileRacked(seat: North)")
    c.write("am-oot-01-north-picks-and-racks-on-west-turn.ron",
            "After South's discard, North picks before West and racks the tile",
            expect("AM-OOT-01", "racked", {"offender": "North"},
                   ruling([("Offender", "DeadHand")], "Kept", "PlayContinues")))


def oot01_not_racked():
    # North throws; it is East's turn, but South lifts the next tile and puts it back
    # unracked. South dead, the tile back to the wall. AM-OOT-01 not-racked.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South", "West", "North"])
    p = c.remaining()[0]
    c.event(f'Picked(seat: South, at: "{p}")')
    c.event(f'PutBack(seat: South, at: "{p}")')
    c.write("am-oot-01-south-lifts-on-east-turn-and-puts-back.ron",
            "After North's discard, South lifts the next tile on East's turn and puts it back",
            expect("AM-OOT-01", "not-racked", {"offender": "South"},
                   ruling([("Offender", "DeadHand")], "DrawnTileBackToWall", "PlayContinues")))


def oot02():
    # South throws; West, on turn, throws a tile without picking: 12 tiles left. Dead,
    # the discard stands, play goes on. AM-OOT-02 dead.
    c = Case(R, hands={})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.discard("West", c.racks["West"][-1])
    c.write("am-oot-02-west-discards-without-picking.ron",
            "After South's discard, West throws a tile without picking",
            expect("AM-OOT-02", "dead", {"offender": "West"},
                   ruling([("Offender", "DeadHand")], "DiscardStands", "PlayContinues")))


def oot03_mah_jongg():
    # After East's first discard, before South picks, West throws 8c. North, holding
    # Fl Fl 2d 4d 6d 8d 8d 8d 2c 4c 6c 8c 8c ("FF 246g 888g 246r 888r" less an 8c),
    # calls it for mah jongg and lays 8c 8c with it. Valid: West pays North 4V alone.
    north = ["Fl", "Fl", "2d", "4d", "6d", "8d", "8d", "8d", "2c", "4c", "6c", "8c", "8c"]
    c = Case(R, hands={"North": north, "West": ["8c"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    c.discard("West", "8c")
    c.event("Claimed(seat: North, claim: Win)")
    c.event("Exposed(seat: North, tiles: [Number(Craks, 8), Number(Craks, 8)])")
    c.event("DeclaredWin(seat: North)")
    c.event("HandShown(seat: North)")
    c.write("am-oot-03-north-wins-on-west-8c-thrown-out-of-turn.ron",
            "After East's discard West throws 8c out of turn; North wins on it",
            expect("AM-OOT-03", "mah-jongg", {"offender": "West", "winner": "North"},
                   ruling([("Winner", "Wins")], "Kept", "GameEnds",
                          [("Discarder", "Winner", "HandValue(4)")])),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


def oot03_exposure():
    # After South's discard, before West picks, East throws Rd. North (Rd Rd) calls it for
    # an exposure. The call stands, nobody is penalised, play goes on from North.
    # AM-OOT-03 exposure.
    c = Case(R, hands={"East": ["Rd"], "North": ["Rd", "Rd"]})
    c.deal()
    c.discard("East", c.racks["East"][-1])
    play_turns(c, ["South"])
    c.discard("East", "Rd")
    c.event("Claimed(seat: North, claim: Exposure)")
    c.write("am-oot-03-north-calls-east-rd-thrown-out-of-turn.ron",
            "After South's discard East throws Rd out of turn; North calls it for an exposure",
            expect("AM-OOT-03", "exposure", {"offender": "East", "caller": "North"},
                   ruling([("Caller", "GetsTheTile"), ("Offender", "NoPenalty")], "Unchanged", "PlayContinues")),
            # One matter by the rules: nothing before it is ruled.
            earlier=[])


ALL = [ch01_during_second, ch01_after_first, ch01_during_first, ch02_allowed, ch02_not_allowed,
       ch03_joker_back, ch04_after_seeing, ch04_before_seeing, ch05_jokerless, ch05_heavenly,
       ch06_jokerless, ch06_earthly, ch07_no_charleston, pay03, pay04_on_discard,
       pay04_self_picked, pay05_on_discard, pay05_self_picked, pay06, wall01, wall02_exposure,
       wall02_jokerless, wall02_mah_jongg, deal05_racked, deal05_not_racked, play02,
       call01_closed, call01_open, call02, call03_mj_second, call03_mj_first,
       call03_second_nearer, call03_first_nearer, call04, call05_after, call05_before,
       exp01_locked, exp01_still_open, exp02_wrong_tiles, exp02_too_few, exp02_fits_no_hand,
       oot01_racked, oot01_not_racked, oot02, oot03_mah_jongg, oot03_exposure]

# Stories where the engine disagreed with the expectation on the first run; they are
# moved to /work/pending-cases/am-b/ so the project's tests stay green. Why, in short:
# The engine has since been mended on all three points (a call on the discard rules it;
# the two wins are ruled together), and these stories are in tests/cases as written.
PENDING: dict = {}

if __name__ == "__main__":
    import os
    for f in ALL:
        f()
    os.makedirs("/work/pending-cases/am-b", exist_ok=True)
    for name in PENDING:
        os.replace(os.path.join("tests", "cases", R, name), os.path.join("/work/pending-cases/am-b", name))
