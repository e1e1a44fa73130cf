"""Judged cases for the Millington rules 66-83, 89 and 90 (batch `mil`), one for each
case row that had no story written by hand. Every expectation below was written by
hand from the rules before the engine ran on the story.

Sources: rules 66-81 from our users' Czech text /work/shared/sources/000_7c2be202b4b6730b.txt
(read in Czech; cited as "000, rule N"); rules 82, 83, 89 and 90 through
/work/shared/rules/millington.md (papaji.cz pages, cited as "md, MIL-N"). The shape of
each ruling is the article's case in rulesets/millington/articles.ron; what is decided
here by hand is which article and case rules the story, and who the parties are.

Run from the repository root: python3 tools/make_millington_rule_cases.py
"""
from casekit import Case, kind_ron

R = "millington"


def ruling(players, tiles, nxt, payments=None):
    ps = ", ".join(f"(who: {w}, status: {s})" for w, s in players)
    pay = ""
    if payments:
        pay = ", payments: [" + ", ".join(f"(from: {f}, to: {t}, amount: {a})" for f, t, a in payments) + "]"
    return f"Some((players: [{ps}], tiles: {tiles}{pay}, next: {nxt}))"


def expect(article, case, parties, rul):
    ps = ", ".join(f"{k}: Some({v})" for k, v in parties.items())
    return f'(article: "{article}", case: "{case}", parties: ({ps}), ruling: {rul})'


def tiles_ron(ts):
    return "[" + ", ".join(kind_ron(t) for t in ts) + "]"


def turn(c, seat):
    """An ordinary turn: pick and throw the tile picked."""
    t = c.pick(seat)
    c.discard(seat, t)
    return t


def claim(c, seat, kind, laid):
    """A claim on the latest discard, laid at once with `laid` from the hand."""
    c.event(f"Claimed(seat: {seat}, claim: {kind})")
    for t in laid:
        c.racks[seat].remove(t)
    c.event(f"Exposed(seat: {seat}, tiles: {tiles_ron(laid)})")


def east_opens(c):
    """East's first discard (East holds 14 and does not draw): the last tile dealt."""
    c.discard("East", c.racks["East"][-1])


def off_turn_pick(c, seat, index=0, known=True):
    """A pick of remaining()[index] by `seat` (out of turn, or the wrong tile)."""
    p = c.remaining()[index]
    c.taken.append(p)
    c.racks[seat].append(c.tile_at(p))
    k = "" if known else ", known: false"
    c.event(f'Picked(seat: {seat}, at: "{p}"{k})')
    return c.tile_at(p)


# A hand that is no mah-jong of any kind: no sets, no pairs, not the thirteen orphans.
BROKEN = ["1d", "4d", "7d", "2b", "5b", "8b", "3c", "6c", "9c", "Ew", "Sw", "Ww", "Rd"]


# ---------------------------------------------------------------- rules 66 to 81

def mil66_keeps_the_draw():
    # 000, rule 66: the player on turn who has drawn from the wall may not decide to claim
    # the discard instead and return the drawn tile; only a claim by ANOTHER player on the
    # previous discard makes him return it. Here South draws, then says "chow" on East's
    # 5c; nobody else claims it. So rule 66, no other claim: South keeps the tile drawn,
    # no penalty, and it is still South's turn (South must discard).
    c = Case(R, hands={"East": ["5c"], "South": ["6c", "7c"]})
    c.deal()
    c.discard("East", "5c")
    c.pick("South")
    c.event("Claimed(seat: South, claim: Chow)")
    c.write("mil-66-south-draws-then-calls-chow-on-easts-5c.ron",
            "South draws from the wall, then calls chow on East's 5c; nobody else wants it",
            expect("MIL-66", "keeps-the-draw", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "KeepsDrawnTile", "SameTurn")))


def mil67_other_claims():
    # 000, rule 67: the player on turn lets the next wall tile be seen; he must take it and
    # may not claim the discard, EXCEPT when another player claims the previous discard:
    # then he neither must nor may take it. West, on turn after South's 8b, turns up the
    # next wall tile for all to see; North then calls pung on the 8b. Rule 67, the
    # exception: West does not take the tile; the article turns it back face down in its
    # place; no penalty; play goes on from North.
    c = Case(R, hands={"South": ["8b"], "North": ["8b", "8b"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "8b")
    p = c.remaining()[0]
    c.event(f'TurnedUp(seat: West, at: "{p}", seen: true)')
    claim(c, "North", "Pung", ["8b", "8b"])
    c.write("mil-67-west-shows-the-next-tile-north-pungs-souths-8b.ron",
            "West, on turn, turns up the next wall tile; North then calls pung on South's 8b",
            expect("MIL-67", "other-claims", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "BackFaceDownSameSpot", "PlayContinues")))


def mil67_must_take_it():
    # 000, rule 67: South, on turn after East's first discard, knocks the next wall tile
    # over so that all see it; nobody claims East's discard. South must take that tile as
    # the draw (and may no longer claim East's discard); no penalty; still South's turn.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    p = c.remaining()[0]
    c.event(f'TurnedUp(seat: South, at: "{p}", seen: true)')
    c.write("mil-67-south-knocks-over-the-next-tile-on-the-first-turn.ron",
            "South, on turn after East's first discard, knocks the next wall tile face up",
            expect("MIL-67", "must-take-it", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "KeepsDrawnTile", "SameTurn")))


def mil68_shown_to_all():
    # 000, rule 68: a wall tile seen by accident by one or more players is shown to all
    # four and put back in the wall. While West is on turn, East straightens the wall and
    # a tile far from the live end (not the next tile, not East's turn: not rule 67) falls
    # face up, seen by South. Rule 68: shown to all, back in place, no penalty.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    p = c.remaining()[30]
    c.event(f'TurnedUp(seat: East, at: "{p}", seen: true)')
    c.write("mil-68-east-straightens-the-wall-and-a-tile-falls-face-up.ron",
            "In West's turn East straightens the wall and a tile far down it falls face up",
            expect("MIL-68", "shown-to-all", {"offender": "East"},
                   ruling([("Offender", "NoPenalty")], "ShownToAllThenBack", "PlayContinues")))


def mil69_after_discarding():
    # 000, rule 69: a claim may be given back, even after laying the set, PROVIDED the
    # claimer has not yet discarded. South pungs East's Wd, lays it, discards, and only
    # then wants to give the claim back. The condition of rule 69 fails; rule 79 keeps the
    # laid set as it is. The article's case after-discarding: the set stays, no penalty.
    c = Case(R, hands={"East": ["Wd"], "South": ["Wd", "Wd", "1d"]})
    c.deal()
    c.discard("East", "Wd")
    claim(c, "South", "Pung", ["Wd", "Wd"])
    c.discard("South", "1d")
    c.event("ClaimWithdrawn(seat: South)")
    c.write("mil-69-south-pungs-wd-discards-then-wants-it-undone.ron",
            "South pungs East's Wd, lays it, discards, and then wants to give the claim back",
            expect("MIL-69", "after-discarding", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "SetStaysAsLaid", "PlayContinues")))


def mil70_too_late():
    # 000, rule 70: an unclaimed discard may be taken back and replaced if the player says
    # so BEFORE the next player draws from the wall. West throws 2d; North draws; only then
    # West asks for the 2d back. Too late: the discard stands; the rule names no penalty.
    c = Case(R, hands={"West": ["2d"]})
    c.deal()
    east_opens(c)
    turn(c, "South")
    c.pick("West")
    c.discard("West", "2d")
    c.pick("North")
    c.event("DiscardTakenBack(seat: West)")
    c.racks["West"].append("2d")
    c.write("mil-70-west-wants-the-2d-back-after-north-drew.ron",
            "West throws 2d, North draws, and then West asks to take the 2d back",
            expect("MIL-70", "too-late", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "DiscardStands", "PlayContinues")))


def mil70_in_time():
    # 000, rule 70: North throws Sw, nobody claims it, and before East draws North says
    # he wants it back. In time: the Sw returns to North's hand and North discards
    # another; no penalty; it is still North's turn.
    c = Case(R, hands={"North": ["Sw"]})
    c.deal()
    east_opens(c)
    turn(c, "South")
    turn(c, "West")
    c.pick("North")
    c.discard("North", "Sw")
    c.event("DiscardTakenBack(seat: North)")
    c.racks["North"].append("Sw")
    c.write("mil-70-north-takes-back-sw-before-east-draws.ron",
            "North throws Sw, nobody claims it, and North takes it back before East draws",
            expect("MIL-70", "in-time", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "DiscardBackToHand", "SameTurn")))


def mil71_claim_withdrawn():
    # 000, rule 71: once chow/pung/kong/mah-jong is called the discarder may not take the
    # tile back; if the claimer changes his mind, the tile may be claimed for another
    # purpose by him or by anyone for any purpose, else it is dead. East throws 6b, South
    # calls chow and lays 7b 8b, then gives the claim back (rule 69, before discarding:
    # the earlier matter); East then reaches to take the 6b back. Rule 71, claim
    # withdrawn: no penalty, the 6b stays out, claimable or dead.
    c = Case(R, hands={"East": ["6b"], "South": ["7b", "8b"]})
    c.deal()
    c.discard("East", "6b")
    claim(c, "South", "Chow", ["7b", "8b"])
    c.event("ClaimWithdrawn(seat: South)")
    c.racks["South"] += ["7b", "8b"]
    c.event("DiscardTakenBack(seat: East)")
    c.racks["East"].append("6b")
    c.write("mil-71-south-gives-back-the-chow-east-wants-the-6b-back.ron",
            "South calls chow on East's 6b, lays it, gives it back; East then takes the 6b back",
            expect("MIL-71", "claim-withdrawn", {"offender": "East"},
                   ruling([("Offender", "NoPenalty")], "DiscardClaimableOrDead", "PlayContinues")),
            earlier=[expect("MIL-69", "before-discarding", {"offender": "South"},
                            ruling([("Offender", "NoPenalty")], "ClaimUndoneTileClaimableOrDead", "PlayContinues"))])


def mil71_claim_stands():
    # 000, rule 71, first sentence: South throws 9d, East calls "pung" on it (a pung may
    # be called out of turn order); before East has laid his 9d 9d, South reaches to take
    # the 9d back. The claim stands: the discarder may not take it back; no penalty.
    c = Case(R, hands={"East": ["9d", "9d"], "South": ["9d"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "9d")
    c.event("Claimed(seat: East, claim: Pung)")
    c.event("DiscardTakenBack(seat: South)")
    c.racks["South"].append("9d")
    c.write("mil-71-east-calls-pung-on-souths-9d-south-wants-it-back.ron",
            "East calls pung on South's 9d; before East lays it South tries to take the 9d back",
            expect("MIL-71", "claim-stands", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "DiscardStands", "PlayContinues")))


def mil72_after_discard():
    # 000, rule 72: the player on turn draws a wrong tile from the wall; if it is pointed
    # out before he discards, he returns it and takes the right one; otherwise he keeps it
    # with no penalty. West, on turn, takes a tile two stacks along instead of the next
    # one, and discards before anyone notices. Rule 72, after the discard: keeps it.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    t = off_turn_pick(c, "West", index=4)
    c.discard("West", t)
    c.write("mil-72-west-draws-two-stacks-along-and-discards.ron",
            "West draws a tile two stacks along instead of the next one and discards it",
            expect("MIL-72", "after-discard", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "KeepsDrawnTile", "PlayContinues")))


def mil72_before_discard():
    # 000, rule 72: North, on turn, takes the top tile of the second stack instead of the
    # next one; East points it out before North discards. North returns it and takes the
    # right tile; no penalty; still North's turn.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    turn(c, "West")
    off_turn_pick(c, "North", index=2)
    c.write("mil-72-north-draws-the-wrong-stack-noticed-at-once.ron",
            "North draws from the wrong stack; East points it out before North discards",
            expect("MIL-72", "before-discard", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "SwapForRightTile", "SameTurn")))


def mil73_bonus_tile():
    # 000, rule 73, last sentence: a tile drawn out of turn whose face became known and
    # which is a bonus tile must be kept undeclared in the concealed hand, treated as a
    # long hand. After East's discard, West (not South) draws, and sees a flower (F1).
    c = Case(R, hands={}, draws=["F1"])
    c.deal()
    east_opens(c)
    off_turn_pick(c, "West")
    c.write("mil-73-west-draws-in-souths-turn-and-sees-a-flower.ron",
            "After East's discard West, not South, draws and sees the tile is a flower",
            expect("MIL-73", "bonus-tile", {"offender": "West"},
                   ruling([("Offender", "LongHand")], "BonusKeptUndeclared", "PlayContinues")))


def mil73_face_known():
    # 000, rule 73: a player who draws out of turn and has seen or felt the face keeps the
    # tile and plays a long hand. After West's discard, East reaches for the wall before
    # North and looks at the tile. Long hand; East keeps it; play continues.
    c = Case(R, hands={}, draws=["4d", "5d", "3c"])
    c.deal()
    east_opens(c)
    turn(c, "South")
    turn(c, "West")
    off_turn_pick(c, "East")
    c.write("mil-73-east-draws-before-north-and-looks.ron",
            "After West's discard East draws before North and looks at the tile",
            expect("MIL-73", "face-known", {"offender": "East"},
                   ruling([("Offender", "LongHand")], "KeepsDrawnTile", "PlayContinues")))


def mil74_claimed():
    # 000, rule 74: a discard out of turn that somebody claimed for chow/pung/kong/mah-jong
    # before the offender noticed must be left to the claimer, and the offender plays a
    # short hand. South has drawn and is thinking; West throws 4c out of turn; North calls
    # pung on it. Short hand for West; the 4c stays with North.
    c = Case(R, hands={"West": ["4c"], "North": ["4c", "4c"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("West", "4c")
    claim(c, "North", "Pung", ["4c", "4c"])
    c.write("mil-74-west-throws-in-souths-turn-north-pungs-it.ron",
            "While South thinks, West throws 4c out of turn and North calls pung on it",
            expect("MIL-74", "claimed", {"offender": "West"},
                   ruling([("Offender", "ShortHand")], "DiscardStands", "PlayContinues")))


def mil74_unclaimed():
    # 000, rule 74: North throws a tile while West (on turn) has not yet drawn; nobody
    # claims it and North notices. North may take it back; no penalty.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    c.discard("North", c.racks["North"][0])
    c.write("mil-74-north-throws-before-west-draws-nobody-claims.ron",
            "North discards while it is West's turn to draw; nobody claims it",
            expect("MIL-74", "unclaimed", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "DiscardBackToHand", "PlayContinues")))


def mil75_one_claimed():
    # 000, rule 75: several tiles discarded by mistake; if another player has claimed one
    # of them, that one is the discard and the others go back. South puts out 2c and Nw
    # together; West calls pung on the Nw. The Nw is South's discard, the 2c goes back to
    # South's hand; no penalty.
    c = Case(R, hands={"South": ["2c", "Nw"], "West": ["Nw", "Nw"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "2c")
    c.discard("South", "Nw")
    claim(c, "West", "Pung", ["Nw", "Nw"])
    c.write("mil-75-south-puts-out-2c-and-nw-west-pungs-nw.ron",
            "South puts out 2c and Nw together; West calls pung on the Nw",
            expect("MIL-75", "one-claimed", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "ClaimedDiscardStandsOthersBack", "PlayContinues")))


def mil75_none_claimed():
    # 000, rule 75, first sentence: North puts out two tiles stuck together; nobody claims
    # either. North names the one meant, the other goes back; no penalty.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    turn(c, "West")
    c.pick("North")
    c.discard("North", c.racks["North"][0])
    c.discard("North", c.racks["North"][0])
    c.write("mil-75-north-puts-out-two-tiles-nobody-calls.ron",
            "North puts out two tiles stuck together; nobody calls either",
            expect("MIL-75", "none-claimed", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "OneDiscardStandsOthersBack", "PlayContinues")))


def mil76_found_in_time():
    # 000, rule 76: a wrong claim for chow/pung/kong noticed and announced before the
    # offender's own discard is claimed or the next player draws: the tile goes back and
    # the tiles laid return to the hand. South calls pung on East's 6d holding only one
    # other 6d, lays 6d 9d (a 9 taken for a 6), discards, and says so before West draws.
    # No right tiles in the hand, so no rule 77; found in time: claim undone.
    c = Case(R, hands={"East": ["6d"], "South": ["6d", "9d", "Gd"]})
    c.deal()
    c.discard("East", "6d")
    claim(c, "South", "Pung", ["6d", "9d"])
    c.discard("South", "Gd")
    c.write("mil-76-south-false-pung-on-6d-owned-before-west-draws.ron",
            "South lays a false pung of 6d with a 9d, discards, and owns up before West draws",
            expect("MIL-76", "found-in-time", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "ClaimUndone", "PlayContinues")))


def mil77_after_next_draw():
    # 000, rule 77: a claimed discard laid with a tile that does not fit, the right tiles
    # being in the hand: may be swapped without penalty only before the player's next draw
    # or next claim of a discard. South pungs East's 4c but lays 4c 1c (holding 4c 4c),
    # discards; West draws and throws 9b, and South calls pung on the 9b. Another claim
    # has been made: the wrong set stays as laid and the hand is foul.
    c = Case(R, hands={"East": ["4c"], "South": ["4c", "4c", "1c", "9b", "9b", "Rd"]},
             draws=["9b"])
    c.deal()
    c.discard("East", "4c")
    claim(c, "South", "Pung", ["4c", "1c"])
    c.discard("South", "Rd")
    c.pick("West")
    c.discard("West", "9b")
    claim(c, "South", "Pung", ["9b", "9b"])
    c.write("mil-77-south-lays-4c-with-1c-then-pungs-wests-9b.ron",
            "South lays East's 4c with a 1c though holding 4c 4c, then pungs West's 9b",
            expect("MIL-77", "after-next-draw", {"offender": "South"},
                   ruling([("Offender", "FoulHand")], "SetStaysAsLaid", "PlayContinues")))


def mil77_before_next_draw():
    # 000, rule 77: West pungs South's 2b holding 2b 2b, but lays 2b 3b; the mistake is
    # seen before West discards. West swaps the 3b for the 2b, no penalty, same turn.
    c = Case(R, hands={"South": ["2b"], "West": ["2b", "2b", "3b"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "2b")
    claim(c, "West", "Pung", ["2b", "3b"])
    c.write("mil-77-west-lays-2b-with-3b-seen-before-discarding.ron",
            "West pungs South's 2b but lays it with a 3b; seen before West discards",
            expect("MIL-77", "before-next-draw", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "SwapExposedTiles", "SameTurn")))


def mil78_before_next_draw():
    # 000, rule 78: a claim for pung not withdrawn and the set not laid before the next
    # draw or next claim makes the hand foul. West calls pung on South's Ww and takes it
    # into the hand without laying the set, discards; North draws; East points it out
    # before West's own next draw. Deadline not passed (article's reading): West must lay
    # the set now, no penalty.
    c = Case(R, hands={"South": ["Ww"], "West": ["Ww", "Ww", "1b"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "Ww")
    c.event("Claimed(seat: West, claim: Pung)")
    c.event("TakenIntoHand(seat: West)")
    c.racks["West"].append("Ww")
    c.discard("West", "1b")
    turn(c, "North")
    c.write("mil-78-west-pungs-ww-keeps-it-hidden-caught-before-next-draw.ron",
            "West calls pung on South's Ww, keeps it in the hand; caught before West draws again",
            expect("MIL-78", "before-next-draw", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "MustExposeClaimedTile", "PlayContinues")))


def mil79_drawn_fourth_tile():
    # 000, rule 79: laid sets stay as they are, except completing a laid kong with the
    # fourth tile drawn from the wall. South pungs East's Gd and lays it; on the next turn
    # South draws the fourth Gd and adds it to the pung. Allowed: the pung becomes a kong,
    # no penalty, South's turn goes on (loose tile, discard).
    c = Case(R, hands={"East": ["Gd"], "South": ["Gd", "Gd", "1d"]},
             draws=["2c", "3c", "4c", "Gd"])
    c.deal()
    c.discard("East", "Gd")
    claim(c, "South", "Pung", ["Gd", "Gd"])
    c.discard("South", "1d")
    turn(c, "West")
    turn(c, "North")
    turn(c, "East")
    c.pick("South")
    c.racks["South"].remove("Gd")
    c.event("AddedToMeld(seat: South, meld: 0, tile: Dragon(Green))")
    c.write("mil-79-south-draws-the-fourth-gd-for-the-laid-pung.ron",
            "South, with a laid pung of Gd, draws the fourth Gd and adds it to make a kong",
            expect("MIL-79", "drawn-fourth-tile", {"offender": "South"},
                   ruling([("Offender", "NoPenalty")], "PungBecomesKong", "SameTurn")))


def mil79_restored():
    # 000, rule 79: no rearranging of laid sets and no discarding a tile out of a laid
    # set. West chows South's 6d with 4d 5d; a round later West draws, and takes the 6d
    # back out of the chow to throw it. Not one of the exceptions (69, 76, 77, kong): the
    # article puts the set back as it was, no penalty.
    c = Case(R, hands={"South": ["6d"], "West": ["4d", "5d", "Nw"]})
    c.deal()
    east_opens(c)
    c.pick("South")
    c.discard("South", "6d")
    claim(c, "West", "Chow", ["4d", "5d"])
    c.discard("West", "Nw")
    turn(c, "North")
    turn(c, "East")
    turn(c, "South")
    c.pick("West")
    c.event("TookFromMeld(seat: West, meld: 0, tile: Number(Dots, 6))")
    c.racks["West"].append("6d")
    c.write("mil-79-west-takes-the-6d-back-out-of-a-laid-chow.ron",
            "West draws and takes the 6d back out of the chow laid a round earlier",
            expect("MIL-79", "restored", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "SetRestored", "PlayContinues")))


def mil80_before_next_draw():
    # 000, rule 80 (forgot to draw, noticed only after the next player drew: short hand);
    # the rule is silent before that; the article corrects it: draw now, no penalty.
    # West, on turn after South, throws without drawing; North sees it before drawing.
    c = Case(R, hands={})
    c.deal()
    east_opens(c)
    turn(c, "South")
    c.discard("West", c.racks["West"][0])
    c.write("mil-80-west-throws-without-drawing-north-waits.ron",
            "West throws without drawing; North notices before drawing",
            expect("MIL-80", "before-next-draw", {"offender": "West"},
                   ruling([("Offender", "NoPenalty")], "TakeFromServedWall(1)", "PlayContinues")))


def mil81_put_back_dead():
    # 000, rule 81: no discard may be taken into the concealed hand; any other player may
    # require it to be put back and it may not be used. North slides West's 5b straight
    # into the hand with no call. Back on the table, dead; no other penalty.
    c = Case(R, hands={"West": ["5b"]})
    c.deal()
    east_opens(c)
    turn(c, "South")
    c.pick("West")
    c.discard("West", "5b")
    c.event("TakenIntoHand(seat: North)")
    c.racks["North"].append("5b")
    c.write("mil-81-north-slides-wests-5b-into-the-hand.ron",
            "North takes West's 5b straight into the hand without calling",
            expect("MIL-81", "put-back-dead", {"offender": "North"},
                   ruling([("Offender", "NoPenalty")], "DiscardBackToTableDead", "PlayContinues")))


# ---------------------------------------------------------------- rules 82 and 83

def false_win(name, comment, case, offender, discarder, shower, edition, tiles, nxt, payments, status):
    # md, MIL-82: a false mah-jong: with nothing exposed by others, tiles back and play
    # on; once another player exposed all or part of a hand, 300 (or the agreed limit) to
    # each opponent, the hand ends; East passes only if East offended. The offender holds
    # thirteen odd tiles (BROKEN): no mah-jong of any kind. discarder None: the offender
    # declares on his own draw; else he calls mah-jong on that player's discard.
    c = Case(R, hands={offender: BROKEN}, edition=edition)
    c.deal()
    order = ["East", "South", "West", "North"]
    east_opens(c)
    seat = "East"
    while seat != discarder:
        seat = order[(order.index(seat) + 1) % 4]
        if discarder is None and seat == offender:
            c.pick(seat)
            c.event(f"DeclaredWin(seat: {seat})")
            break
        turn(c, seat)
    if discarder is not None:
        c.event(f"Claimed(seat: {offender}, claim: Win)")
        c.event(f"DeclaredWin(seat: {offender})")
    if shower:
        c.event(f"HandShown(seat: {shower})")
    c.write(name, comment, expect("MIL-82", case, {"offender": offender},
                                  ruling([("Offender", status)], tiles, nxt, payments)))


def mil82():
    # East declares mah-jong on his own draw with a hand of thirteen odd tiles; West lays
    # his hand down; the table had agreed the limit as the penalty (edition agreed-limit).
    # md, MIL-82: others exposed, East offended, limit agreed: the limit to each
    # opponent, hand ends, the title passes.
    false_win("mil-82-east-false-self-draw-west-shows-limit-agreed.ron",
              "East declares mah-jong on his own draw with nothing made; West lays down; limit agreed",
              "dealer-limit", "East", None, "West", "agreed-limit", "Kept", "HandEndsDealerPasses",
              [("Offender", "EachOpponent", "Limit(100)")], "MayNotWinThisHand")
    # Same at the standard table: 300 to each opponent, hand ends, the title passes.
    false_win("mil-82-east-false-self-draw-north-shows.ron",
              "East declares mah-jong on his own draw with nothing made; North lays down",
              "dealer", "East", None, "North", "standard", "Kept", "HandEndsDealerPasses",
              [("Offender", "EachOpponent", "Fixed(300)")], "MayNotWinThisHand")
    # West calls mah-jong on South's discard; East lays down; limit agreed. Not East:
    # East keeps the title.
    false_win("mil-82-west-false-call-on-a-discard-east-shows-limit-agreed.ron",
              "West calls mah-jong on a discard with nothing made; East lays down; limit agreed",
              "limit", "West", "South", "East", "agreed-limit", "Kept", "HandEndsDealerStays",
              [("Offender", "EachOpponent", "Limit(100)")], "MayNotWinThisHand")
    # North declares on his own draw falsely; South lays down: 300 each, East stays.
    false_win("mil-82-north-false-self-draw-south-shows.ron",
              "North declares mah-jong on his own draw with nothing made; South lays down",
              "others-exposed", "North", None, "South", "standard", "Kept", "HandEndsDealerStays",
              [("Offender", "EachOpponent", "Fixed(300)")], "MayNotWinThisHand")
    # South calls mah-jong on West's discard (a round in) falsely; nobody has shown
    # anything: tiles back, play on, no penalty.
    false_win("mil-82-south-false-call-nobody-shows.ron",
              "South calls mah-jong on a discard with nothing made; nobody lays down",
              "nothing-exposed", "South", "West", None, "standard", "TilesBackToHand", "PlayContinues",
              None, "NoPenalty")


def two_false_wins(name, comment, case, discarder, first, second, shower, edition, tiles, nxt, payments, status):
    # md, MIL-83: two players falsely claim mah-jong and another player exposes because
    # of it: each offender pays 150 to each injured player (half the limit where the
    # limit was agreed for rule 82: "rise in the same proportion"); rule 82 for the rest.
    # The two false calls are one matter under rule 83. The offender named is the second
    # caller, the one whose call makes the false mah-jong a double one.
    c = Case(R, hands={first: BROKEN, second: BROKEN}, edition=edition)
    c.deal()
    order = ["East", "South", "West", "North"]
    seat = "East"
    east_opens(c)
    while seat != discarder:
        seat = order[(order.index(seat) + 1) % 4]
        t = c.pick(seat)
        c.discard(seat, t)
    for s in (first, second):
        c.event(f"Claimed(seat: {s}, claim: Win)")
        c.event(f"DeclaredWin(seat: {s})")
    if shower:
        c.event(f"HandShown(seat: {shower})")
    # One matter, by rule 83 alone: no ruling by rule 82 on the first caller alone (rule
    # 83 sets what each of the two pays) and none by rule 61 on who takes the tile (no
    # real mah-jong is there to take it): earlier=[] says so.
    c.write(name, comment, expect("MIL-83", case, {"offender": second},
                                  ruling([("EachOffender", status)], tiles, nxt, payments)),
            earlier=[])


def mil83():
    two_false_wins("mil-83-east-and-north-call-souths-tile-west-shows-limit-agreed.ron",
                   "East and North both call mah-jong on South's discard with nothing made; West lays down; limit agreed",
                   "exposed-limit", "South", "North", "East", "West", "agreed-limit", "Kept", "HandEndsDealerStays",
                   [("EachOffender", "EachInjured", "Limit(50)")], "MayNotWinThisHand")
    two_false_wins("mil-83-south-and-north-call-wests-tile-east-shows.ron",
                   "South and North both call mah-jong on West's discard with nothing made; East lays down",
                   "exposed", "West", "South", "North", "East", "standard", "Kept", "HandEndsDealerStays",
                   [("EachOffender", "EachInjured", "Fixed(150)")], "MayNotWinThisHand")
    two_false_wins("mil-83-west-and-east-call-norths-tile-nobody-shows.ron",
                   "West and East both call mah-jong on North's discard with nothing made; nobody lays down",
                   "nothing-exposed", "North", "West", "East", None, "standard", "TilesBackToHand", "PlayContinues",
                   None, "NoPenalty")


# ---------------------------------------------------------------- rule 89

# East's ready hand: 1c 1c 1c, 2d 3d 4d, 5b 6b 7b, Rd Rd Rd, 9d, waiting on a 9d pair;
# the 14th tile, Nw, is thrown first.
EAST_READY = ["1c", "1c", "1c", "2d", "3d", "4d", "5b", "6b", "7b", "Rd", "Rd", "Rd", "9d", "Nw"]


def mil89_long_hand():
    # md, MIL-89 with 000, rule 73: North draws out of turn (after South's discard,
    # before West) and sees the tile: long hand (rule 73, face-known, the earlier
    # matter). Play resumes with West; later East draws the 9d and goes mah-jong. At
    # the settlement North's long hand scores nothing and pays each other loser (South,
    # West) the full value of their hands.
    c = Case(R, hands={"East": EAST_READY}, draws=["3b", "4b", "5c", "6c", "9d"])
    c.deal()
    c.discard("East", "Nw")
    turn(c, "South")
    off_turn_pick(c, "North")
    c.event("PlayResumes(seat: West)")
    turn(c, "West")
    turn(c, "North")
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.write("mil-89-north-drew-out-of-turn-east-wins-on-9d.ron",
            "North drew out of turn and kept the tile; East later goes mah-jong on his own draw",
            expect("MIL-89", "long-hand", {"offender": "North"},
                   ruling([("Offender", "LongHand")], "ScoresNothing", "GameEnds",
                          [("Offender", "EachOtherLoser", "TheirHandValue")])),
            earlier=[expect("MIL-73", "face-known", {"offender": "North"},
                            ruling([("Offender", "LongHand")], "KeepsDrawnTile", "PlayContinues"))])


def mil89_short_hand():
    # md, MIL-89 with 000, rule 80: West throws without drawing and North draws before
    # anyone notices: short hand (rule 80, after-next-draw, the earlier matter). East then
    # draws the 9d and goes mah-jong: West's short hand scores its correct sets only.
    c = Case(R, hands={"East": EAST_READY}, draws=["3b", "5c", "9d"])
    c.deal()
    c.discard("East", "Nw")
    turn(c, "South")
    c.discard("West", c.racks["West"][0])
    turn(c, "North")
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.write("mil-89-west-forgot-to-draw-east-wins-on-9d.ron",
            "West threw without drawing and North drew; East then goes mah-jong on his own draw",
            expect("MIL-89", "short-hand", {"offender": "West"},
                   ruling([("Offender", "ShortHand")], "ScoresCorrectSetsOnly", "GameEnds")),
            earlier=[expect("MIL-80", "after-next-draw", {"offender": "West"},
                            ruling([("Offender", "ShortHand")], "Kept", "PlayContinues"))])


def mil89_foul_hand():
    # md, MIL-89 with 000, rule 76: South calls pung on East's Nw with one Nw and a Ww
    # (misread), lays them, discards, and West draws: found late, foul hand (rule 76,
    # found-late, the earlier matter). East then draws the 9d and goes mah-jong: South's
    # foul hand scores its correct sets only.
    c = Case(R, hands={"East": EAST_READY, "South": ["Nw", "Ww", "8c"]}, draws=["3b", "5c", "9d"])
    c.deal()
    c.discard("East", "Nw")
    claim(c, "South", "Pung", ["Nw", "Ww"])
    c.discard("South", "8c")
    turn(c, "West")
    turn(c, "North")
    c.pick("East")
    c.event("DeclaredWin(seat: East)")
    c.write("mil-89-south-false-pung-of-nw-east-wins-on-9d.ron",
            "South laid a false pung of Nw with a Ww; East later goes mah-jong on his own draw",
            expect("MIL-89", "foul-hand", {"offender": "South"},
                   ruling([("Offender", "FoulHand")], "ScoresCorrectSetsOnly", "GameEnds")),
            earlier=[expect("MIL-76", "found-late", {"offender": "South"},
                            ruling([("Offender", "FoulHand")], "SetStaysAsLaid", "PlayContinues"))])


# ---------------------------------------------------------------- rule 90

def dangerous(name, comment, case, sets, concealed, winning, status="DangerousDiscardPenalty"):
    # md, MIL-90: the discarder pays a penalty when the discard lets an opponent complete
    # a special hand his laid sets show in the making. North lays three pungs, each on a
    # discard of East (a pung may be called from any player); then East throws the tile
    # that completes North's hand, and North goes mah-jong on it. Offender: East.
    east = list(sets) + [winning]
    north = [t for s in sets for t in (s, s)] + list(concealed)
    c = Case(R, hands={"East": east, "North": north})
    c.deal()
    for i, s in enumerate(sets):
        if i > 0:
            c.pick("East")
        c.discard("East", s)
        claim(c, "North", "Pung", [s, s])
        # North throws an odd tile dealt to him.
        c.discard("North", c.racks["North"][-1])
    c.pick("East")
    c.discard("East", winning)
    c.event("Claimed(seat: North, claim: Win)")
    c.event("DeclaredWin(seat: North)")
    c.write(name, comment, expect("MIL-90", case, {"offender": "East"},
                                  ruling([("Offender", status)], "Kept", "GameEnds")))
    return c


def mil90():
    # Three bamboo pungs laid: a one-suit hand in sight; East's 3b completes it
    # (pungs 2b 5b 8b 3b, pair 9b, all bamboo).
    dangerous("mil-90-east-feeds-norths-all-bamboo-hand.ron",
              "North lays pungs of 2b, 5b and 8b; East throws the 3b that completes all bamboo",
              "one-suit-in-sight", ["2b", "5b", "8b"], ["9b", "9b", "3b", "3b"], "3b")
    # Three wind pungs laid: four winds in sight; East's Nw is the fourth wind.
    dangerous("mil-90-east-throws-the-fourth-wind.ron",
              "North lays pungs of East, South and West wind; East throws the North wind",
              "four-winds-in-sight", ["Ew", "Sw", "Ww"], ["Nw", "Nw", "5c", "5c"], "Nw")
    # Two dragon pungs laid (with a 4c pung): three dragons in sight; East's Wd.
    dangerous("mil-90-east-throws-the-third-dragon.ron",
              "North lays pungs of Rd, Gd and 4c; East throws the Wd that makes three dragons",
              "three-dragons-in-sight", ["Rd", "Gd", "4c"], ["Wd", "Wd", "7b", "7b"], "Wd")
    # Three honour pungs (two winds, one dragon): all honours in sight; East's Gd.
    dangerous("mil-90-east-feeds-norths-all-honours.ron",
              "North lays pungs of Ew, Rd and Nw; East throws the Gd that completes all honours",
              "all-honours-in-sight", ["Ew", "Rd", "Nw"], ["Gd", "Gd", "Sw", "Sw"], "Gd")
    # Three all-green pungs (2b, 6b, Gd): Imperial Jade in sight; East's 8b.
    dangerous("mil-90-east-feeds-norths-imperial-jade.ron",
              "North lays pungs of 2b, 6b and Gd; East throws the 8b that completes Imperial Jade",
              "imperial-jade-in-sight", ["2b", "6b", "Gd"], ["8b", "8b", "4b", "4b"], "8b")
    # Three pungs of ones and nines: Heads and Tails in sight; East's 9d.
    dangerous("mil-90-east-feeds-norths-heads-and-tails.ron",
              "North lays pungs of 1d, 9c and 1b; East throws the 9d that completes heads and tails",
              "heads-and-tails-in-sight", ["1d", "9c", "1b"], ["9d", "9d", "1c", "1c"], "9d")
    # Pungs of 3d, 6b, 7c point at no special hand, and the wall is far from its end:
    # no dangerous discard; no penalty (the article reads the list as complete).
    dangerous("mil-90-east-feeds-an-ordinary-hand.ron",
              "North lays pungs of 3d, 6b and 7c; early in the hand East throws the 5b North wins on",
              "nothing-in-sight", ["3d", "6b", "7c"], ["2d", "2d", "5b", "5b"], "5b", status="NoPenalty")


def mil90_wall_end():
    # md, MIL-90, last item: with four or fewer wall tiles left, a tile no copy of which
    # has appeared on the table is dangerous if it completes any mah-jong. North lays
    # pungs of 3d, 6b and 7c (nothing special) on East's discards, holding 4c 4c 9d 9d;
    # then everybody draws and throws the tile drawn until the live wall (the 16 tiles of
    # the dead wall apart) is down to four tiles or fewer; East, on turn, draws and throws
    # the 4c he has held since the deal. No 4c has been seen: the other is concealed in
    # West's hand. North goes mah-jong on it. East pays the penalty.
    sets = ["3d", "6b", "7c"]
    east = list(sets) + ["4c"]
    north = [t for s in sets for t in (s, s)] + ["4c", "4c", "9d", "9d"]
    # Keep 4c out of the wall: the fourth 4c is dealt to West.
    c = Case(R, hands={"East": east, "North": north, "West": ["4c"]})
    c.deal()
    for i, s in enumerate(sets):
        if i > 0:
            c.pick("East")
        c.discard("East", s)
        claim(c, "North", "Pung", [s, s])
        c.discard("North", c.racks["North"][-1])
    order = ["East", "South", "West", "North"]
    seat = "East"
    while not (seat == "East" and len(c.remaining()) - 16 <= 5):
        turn(c, seat)
        seat = order[(order.index(seat) + 1) % 4]
    c.pick("East")
    left = len(c.remaining()) - 16
    assert 1 <= left <= 4, left
    c.discard("East", "4c")
    c.event("Claimed(seat: North, claim: Win)")
    c.event("DeclaredWin(seat: North)")
    c.write("mil-90-east-throws-an-unseen-4c-near-the-wall-end.ron",
            f"With {left} wall tiles left East throws a 4c nobody has seen; North goes mah-jong on it",
            expect("MIL-90", "wall-end-unseen-tile", {"offender": "East"},
                   ruling([("Offender", "DangerousDiscardPenalty")], "Kept", "GameEnds")))


for f in [mil66_keeps_the_draw, mil67_other_claims, mil67_must_take_it, mil68_shown_to_all,
          mil69_after_discarding, mil70_too_late, mil70_in_time, mil71_claim_withdrawn,
          mil71_claim_stands, mil72_after_discard, mil72_before_discard, mil73_bonus_tile,
          mil73_face_known, mil74_claimed, mil74_unclaimed, mil75_one_claimed,
          mil75_none_claimed, mil76_found_in_time, mil77_after_next_draw,
          mil77_before_next_draw, mil78_before_next_draw, mil79_drawn_fourth_tile,
          mil79_restored, mil80_before_next_draw, mil81_put_back_dead, mil82, mil83,
          mil89_long_hand, mil89_short_hand, mil89_foul_hand, mil90, mil90_wall_end]:
    f()

# Cases on which the engine disagrees with the expectation written above: kept out of
# tests/cases (so the project's tests stay green) until the disagreement is settled.
# Rule 83 (all three): the engine rules the double false mah-jong as three matters, a
# rule-82 ruling on the first caller alone, a rule-61 ruling on the two calls, then
# rule 83, so the first caller is charged under both 82 and 83.
# The engine has since been mended (two false calls on one discard are rule 83's single
# matter), and the three rule-83 stories are in tests/cases as written.
PENDING: list = []
import os  # noqa: E402

os.makedirs("/work/pending-cases/mil", exist_ok=True)
for name in PENDING:
    os.replace(os.path.join("tests", "cases", R, name), os.path.join("/work/pending-cases/mil", name))
