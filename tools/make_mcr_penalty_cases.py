#!/usr/bin/env python3
"""Writes hand-written judged cases for the MCR competition penalties (MCR-PEN-00 to
MCR-PEN-20), one for each case row that had none written by hand.

Each expectation below was written from the rule text cited above it (first authority:
our users' Polish text /work/shared/sources/001_c37d2818185fcae0.txt, read in Polish;
then rules/mcr.md and the articles' own readings where the Polish text leaves a gap),
before the engine was run on the case; tests/judged_cases.rs checks the engine.

The record of fouls from earlier hands of the match is the scenario's `fouls` field
(`Foul(hand: N, seat: S, article: "ID")`, as in the generated mcr-pen-11/20 files);
casekit does not write it, so `write` below adds it to the file casekit wrote.

Run from the repository root: python3 tools/make_mcr_penalty_cases.py
"""
import os
import sys

sys.path.insert(0, "tools")
from casekit import Case, kind_ron  # noqa: E402

TAIL = "        ],\n    ),\n)\n"


def write(c, name, comment, expect, earlier=None, fouls=()):
    """casekit's write, then the match's record of fouls appended to the scenario."""
    c.write(name, comment, expect, earlier=earlier)
    if not fouls:
        return
    path = os.path.join("tests", "cases", c.ruleset, name)
    text = open(path).read()
    assert text.endswith(TAIL), path
    lines = "".join(
        f'            Foul(hand: {h}, seat: {s}, article: "{a}"),\n' for h, s, a in fouls)
    text = text[: -len(TAIL)] + "        ],\n        fouls: [\n" + lines + "        ],\n    ),\n)\n"
    open(path, "w").write(text)


def lay(c, seat, tiles):
    """An Exposed event for tiles from `seat`'s rack, keeping the rack right."""
    for t in tiles:
        c.racks[seat].remove(t)
    c.event(f"Exposed(seat: {seat}, tiles: [{', '.join(kind_ron(t) for t in tiles)}])")


def turn(c, seat):
    """An ordinary turn: pick the next wall tile and throw it."""
    t = c.pick(seat)
    c.discard(seat, t)


# ---------------------------------------------------------------------------------------
# MCR-PEN-00 / minor-offence 001_c37d2818185fcae0.txt, opening paragraphs: (a minor or
# first offence may be met with a warning). West, on turn, picks and, racking the tile,
# knocks a tile further along the wall face up; the whole table sees it. It is West's
# own turn (South has discarded), so it is not touching the wall before the previous
# player's discard (PEN-11), and it is not the next tile to be drawn: a stray wall tile
# seen, a minor offence. Warning; the tile, seen by all, goes back face down (the
# article's tiles); play goes on.
def minor_offence():
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.event(f'TurnedUp(seat: West, at: "{c.remaining()[5]}", seen: true)')
    write(
        c,
        "mcr-pen-00-west-knocks-a-wall-tile-over-while-racking.ron",
        "West picks and, racking the tile, knocks a tile further along the wall face up; all see it",
        '(article: "MCR-PEN-00", case: "minor-offence", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: Warning)], tiles: ShownToAllThenBack, next: PlayContinues)))',
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-01 / lateness 001_c37d2818185fcae0.txt, "Spóźnienia": (10 points off the final
# score for every 10 minutes late); (nobody receives them). Where the minutes are a
# whole number of tens the Polish text gives the amount outright (50, 30, 10 minutes);
# where they are not, the article's reading that every ten minutes begun counts is
# followed (36 -> 4 spells, 17 -> 2). Which case: the article's thresholds are 'more
# than N minutes' (late_over); 50 minutes is not more than 50, so it is the over-40 case.
def late(seat, minutes, case, points, name, comment, play=False):
    c = Case("mcr", hands={})
    c.events.insert(0, f"ArrivedLate(seat: {seat}, minutes: {minutes})")
    c.deal()
    if play:
        c.discard("East", c.racks["East"][0])
        turn(c, "South")
    write(
        c, name, comment,
        f'(article: "MCR-PEN-01", case: "{case}", parties: (offender: Some({seat})), '
        f'ruling: Some((players: [(who: Offender, status: PointsOff({points}))], tiles: Unchanged, next: PlayContinues)))',
    )


def lateness():
    late("North", 50, "over-40", 50, "mcr-pen-01-north-exactly-50-minutes-late.ron",
         "North arrives exactly 50 minutes late; the hand is dealt")
    late("East", 36, "over-30", 40, "mcr-pen-01-east-36-minutes-late.ron",
         "East, the dealer, arrives 36 minutes late; the hand is dealt and play begins", play=True)
    late("West", 30, "over-20", 30, "mcr-pen-01-west-exactly-30-minutes-late.ron",
         "West arrives exactly 30 minutes late; the hand is dealt")
    late("South", 17, "over-10", 20, "mcr-pen-01-south-17-minutes-late.ron",
         "South arrives 17 minutes late; the hand is dealt and play begins", play=True)
    late("East", 10, "up-to-10", 10, "mcr-pen-01-east-exactly-10-minutes-late.ron",
         "East, the dealer, arrives exactly 10 minutes late; the hand is dealt")


# ---------------------------------------------------------------------------------------
# MCR-PEN-03 / may-not-win 001_c37d2818185fcae0.txt, "Błędna deklaracja": (a chow, pung
# or kong declared wrongly: the player may not win this hand). A chow may only be called
# on the discard of the player before one in turn; North calls chow on East's 3c (East's
# discard is South's to chow) and lays 4c 5c with it: a chow wrongly declared. North may
# not win this hand, stays in play; the tiles go back to North's hand (the article's
# reading of the tiles).
def wrong_chow():
    c = Case("mcr", hands={"North": ["4c", "5c"], "East": ["3c"]})
    c.deal()
    c.discard("East", "3c")
    c.event("Claimed(seat: North, claim: Chow)")
    lay(c, "North", ["4c", "5c"])
    write(
        c,
        "mcr-pen-03-north-calls-chow-on-easts-discard.ron",
        "North calls chow on East's 3c, which only South may chow, and lays 4c 5c with it",
        '(article: "MCR-PEN-03", case: "may-not-win", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: TilesBackToHand, next: PlayContinues)))',
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-04 / escalating 001_c37d2818185fcae0.txt, "Błędna deklaracja": (announcing a
# set and then changing one's mind and not taking the discard: warning, then 5, then 10
# points). North calls pung on West's 6d, lays 6d 6d, then changes its mind before
# discarding and gives the tile back. The record of fouls (per match, the ruleset's
# setting after the official records-of-fouls sheet, rules/mcr.md) shows two earlier
# such fouls by North (hands 2 and 6); North's late claim (PEN-05) and East's change of
# mind are other kinds or other players and do not count. This is North's third: 10
# points. The claim is undone (the article: the tile goes back among the discards).
def changed_mind():
    c = Case("mcr", hands={"North": ["6d", "6d"], "West": ["6d"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.discard("West", "6d")
    c.event("Claimed(seat: North, claim: Pung)")
    lay(c, "North", ["6d", "6d"])
    c.event("ClaimWithdrawn(seat: North)")
    c.racks["North"] += ["6d", "6d"]
    write(
        c,
        "mcr-pen-04-north-gives-back-a-pung-third-time-in-the-match.ron",
        "North calls pung on West's 6d, lays it, then changes its mind; two such fouls on the record",
        '(article: "MCR-PEN-04", case: "escalating", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: Points(10))], tiles: ClaimUndone, next: PlayContinues)))',
        fouls=[(2, "North", "MCR-PEN-04"), (4, "North", "MCR-PEN-05"),
               (5, "East", "MCR-PEN-04"), (6, "North", "MCR-PEN-04")],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-05 / escalating 001_c37d2818185fcae0.txt, "Późna deklaracja": (calling pung
# after 3 seconds have passed: warning, then 5 points). South throws Gd; five seconds
# pass in silence; West, holding two Gd, calls pung. Late. The record shows one earlier
# late claim by West (hand 7); West's change of mind in hand 2 is another kind. Second
# foul of the kind: 5 points; the late claim is not honoured and the discard stays (the
# article).
def late_pung():
    c = Case("mcr", hands={"West": ["Gd", "Gd"], "South": ["Gd"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.discard("South", "Gd")
    c.event("Paused(seconds: 5)")
    c.event("Claimed(seat: West, claim: Pung)")
    write(
        c,
        "mcr-pen-05-west-calls-pung-five-seconds-late-second-time.ron",
        "West calls pung on South's Gd five seconds after it was thrown; one late claim on the record",
        '(article: "MCR-PEN-05", case: "escalating", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: Points(5))], tiles: DiscardStands, next: PlayContinues)))',
        fouls=[(2, "West", "MCR-PEN-04"), (7, "West", "MCR-PEN-05")],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-11 / revealed 001_c37d2818185fcae0.txt, "Dotknięcie muru": (touching the wall
# before the previous player has discarded: escalating; if the tile was revealed, no win
# for the rest of the hand, still in play). West has picked and not yet discarded;
# North, next in turn, reaches for the wall and tips the next tile so its face is seen.
# The record shows one earlier such touch by North (hand 3; South's in hand 5 is another
# player's): 5 points, and North may not win this hand; the tile goes back face down
# (the article).
def touched_and_seen():
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.pick("West")
    c.event(f'TouchedWall(seat: North, at: "{c.remaining()[0]}", revealed: true)')
    write(
        c,
        "mcr-pen-11-north-tips-the-next-tile-before-west-discards.ron",
        "North tips the next wall tile face up before West has discarded; one earlier touch on the record",
        '(article: "MCR-PEN-11", case: "revealed", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: Points(5)), (who: Offender, status: MayNotWinThisHand)], '
        'tiles: BackFaceDownSameSpot, next: PlayContinues)))',
        fouls=[(3, "North", "MCR-PEN-11"), (5, "South", "MCR-PEN-11")],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-12 / discard-them 001_c37d2818185fcae0.txt, "Ujawnienie kamieni", first
# paragraph: (tiles wrongly revealed during play must be thrown on the player's next
# move). While West is picking, South knocks over two tiles of its concealed hand, Rd
# and 5c, face up. No penalty is named; South must throw them on the turns that follow
# (one a turn, the article's reading).
def knocked_over():
    c = Case("mcr", hands={"South": ["Rd", "5c"]})
    c.deal()
    c.discard("East", c.racks["East"][0])
    t = c.pick("South")
    c.discard("South", t)
    c.pick("West")
    c.event("TilesRevealed(seat: South, tiles: [Dragon(Red), Number(Craks, 5)])")
    write(
        c,
        "mcr-pen-12-south-knocks-two-tiles-over.ron",
        "While West picks, South knocks two tiles of its hand, Rd and 5c, face up",
        '(article: "MCR-PEN-12", case: "discard-them", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: RevealedTilesDiscardedNext, next: PlayContinues)))',
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-13 / win-valid 001_c37d2818185fcae0.txt, "Ujawnienie kamieni", second
# paragraph: (revealing the whole hand after another's win call is a foul; if the win is
# valid, a warning). West holds 123456789b, Rd Rd Rd and 5c; after a round, East throws
# 5c and West calls the win: Pure Straight 16, Dragon Pung 2, Concealed Hand 2, One
# Voided Suit 1, Single Wait 1 = 22 fan, well over 8 (mjref mcr fan: 22). North at once
# lays its hand face up. Earlier matter: the valid win itself (MCR-SC-03, settled: East
# pays 8+X, the others 8). Then North: warning; the hand is settled as usual and ends.
def shown_after_valid_win():
    west = ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "Rd", "Rd", "Rd", "5c"]
    c = Case("mcr", hands={"West": west, "East": ["5c"]})
    c.deal()
    c.discard("East", next(t for t in c.racks["East"] if t != "5c"))
    for seat in ["South", "West", "North"]:
        turn(c, seat)
    c.pick("East")
    c.discard("East", "5c")
    c.event("Claimed(seat: West, claim: Win)")
    c.event("DeclaredWin(seat: West)")
    c.event("HandShown(seat: North)")
    write(
        c,
        "mcr-pen-13-north-lays-down-after-wests-pure-straight.ron",
        "West wins on East's 5c with a pure straight; North at once lays its own hand face up",
        '(article: "MCR-PEN-13", case: "win-valid", parties: (offender: Some(North), winner: Some(West)), '
        # The win itself is settled once, by MCR-SC-03, the earlier matter.
        'ruling: Some((players: [(who: Offender, status: Warning)], tiles: Kept, next: GameEnds)))',
        earlier=[
            '(article: "MCR-SC-03", case: "settled", parties: (winner: Some(West), discarder: Some(East)), '
            'ruling: Some((players: [(who: Winner, status: NoPenalty)], tiles: Kept, '
            'payments: [(from: EachLoser, to: Winner, amount: McrWin)], next: GameEnds)))',
        ],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-13 / win-invalid Same paragraph: (if the win is invalid, the revealer may not
# win this hand and must throw the revealed tiles). East holds 234c 567d 345b 67b 99d
# and calls a win on South's 8b: a complete hand, but Concealed Hand 2, All Chows 2,
# Short Straight 1 = 5 fan (mjref mcr fan: 5), under 8. Earlier matter: East's false
# win, "Błędna wygrana" first paragraph: 10 points to each other player, East may not
# win this hand (MCR-PEN-02). North, who laid its hand down on East's call, may not win
# this hand and must throw the revealed tiles.
def shown_after_false_win():
    east = ["2c", "3c", "4c", "5d", "6d", "7d", "3b", "4b", "5b", "6b", "7b", "9d", "9d", "Nw"]
    c = Case("mcr", hands={"East": east, "South": ["8b"]})
    c.deal()
    c.discard("East", "Nw")
    c.pick("South")
    c.discard("South", "8b")
    c.event("Claimed(seat: East, claim: Win)")
    c.event("DeclaredWin(seat: East)")
    c.event("HandShown(seat: North)")
    write(
        c,
        "mcr-pen-13-north-lays-down-after-easts-five-fan-call.ron",
        "East calls a win on South's 8b with a hand worth 5 fan; North at once lays its own hand face up",
        '(article: "MCR-PEN-13", case: "win-invalid", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: RevealedTilesDiscardedNext, next: PlayContinues)))',
        earlier=[
            '(article: "MCR-PEN-02", case: "under-eight-fan", parties: (offender: Some(East)), '
            'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: TilesBackToHand, '
            'payments: [(from: Offender, to: EachOpponent, amount: Fixed(10))], next: PlayContinues)))',
        ],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-15 / may-not-win
# 001_c37d2818185fcae0.txt, section '„Pomoc"': giving another player hints or
# information, true or not, in any way is a foul and the giver may not win this hand; the
# Green Book item 9 quoted there: whether or not the receiver benefits. After a round of
# play North tells East, the dealer, that East's hand looks a tile short. North may not
# win this hand; nothing changes on the table.
def told_east():
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    for seat in ["South", "West", "North"]:
        turn(c, seat)
    c.event("InformationPassed(from: North, to: East)")
    write(
        c,
        "mcr-pen-15-north-tells-east-about-the-count.ron",
        "After a round North tells East that East's hand looks a tile short",
        '(article: "MCR-PEN-15", case: "may-not-win", parties: (offender: Some(North)), '
        'ruling: Some((players: [(who: Offender, status: MayNotWinThisHand)], tiles: Unchanged, next: PlayContinues)))',
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-20 / first-time Green Book item 10 in 001_c37d2818185fcae0.txt:; for a first
# refusal the Polish opening paragraph's general rule: (a first offence: a warning).
# West refuses the referee's instruction. The record shows North refusing in hand 2
# (another player) and West touching the wall in hand 3 (another kind): this is West's
# first refusal. Warning; play goes on.
def first_refusal():
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    turn(c, "South")
    c.event("RefereeDisobeyed(seat: West)")
    write(
        c,
        "mcr-pen-20-west-refuses-the-referee-first-time.ron",
        "West refuses the referee's instruction; the record shows only others' refusals and another kind of foul by West",
        '(article: "MCR-PEN-20", case: "first-time", parties: (offender: Some(West)), '
        'ruling: Some((players: [(who: Offender, status: Warning)], tiles: Unchanged, next: PlayContinues)))',
        fouls=[(2, "North", "MCR-PEN-20"), (3, "West", "MCR-PEN-11")],
    )


# ---------------------------------------------------------------------------------------
# MCR-PEN-20 / persistent
# Green Book item 10 (as above): a player who persists in disobeying the referee is
# disqualified. South refuses the referee's instruction after East's first discard (first
# refusal: warning, as in first_refusal), then, two turns later, refuses again in the same
# hand: South persists. Disqualified; the game ends (the article's next).
def refuses_twice():
    c = Case("mcr", hands={})
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.event("RefereeDisobeyed(seat: South)")
    turn(c, "South")
    turn(c, "West")
    c.event("RefereeDisobeyed(seat: South)")
    write(
        c,
        "mcr-pen-20-south-refuses-the-referee-twice-in-a-hand.ron",
        "South refuses the referee's instruction, is warned, and refuses again two turns later",
        '(article: "MCR-PEN-20", case: "persistent", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: Disqualified)], tiles: Unchanged, next: GameEnds)))',
        earlier=[
            '(article: "MCR-PEN-20", case: "first-time", parties: (offender: Some(South)), '
            'ruling: Some((players: [(who: Offender, status: Warning)], tiles: Unchanged, next: PlayContinues)))',
        ],
    )


minor_offence()
lateness()
wrong_chow()
changed_mind()
late_pung()
touched_and_seen()
knocked_over()
shown_after_valid_win()
shown_after_false_win()
told_east()
first_refusal()
refuses_twice()
