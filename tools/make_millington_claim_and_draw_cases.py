"""Judged cases for Millington 75 with different tiles called by different players, and
Millington 80 for a bonus tile's replacement forgotten, written by hand from the rules
before the engine ran on them.

Run from the repository root: python3 tools/make_millington_claim_and_draw_cases.py
"""
from casekit import Case


def different_tiles_called():
    # Millington 75 (000_7c2be202b4b6730b.txt, rule 75, last sentence): East puts out 3b
    # and then Rd by mistake, two tiles at once. North calls the later tile, Rd, for a
    # pung; South calls the earlier, 3b, for a chow. South's turn comes first after East,
    # so South decides: 3b is the discard and goes to South for the chow, North's pung
    # fails though a pung would outrank a chow under rule 61, and Rd goes back to East.
    c = Case("millington", hands={"East": ["3b", "Rd"], "South": ["4b", "5b"], "North": ["Rd", "Rd"]})
    c.deal()
    c.discard("East", "3b")
    c.discard("East", "Rd")
    c.event("Claimed(seat: North, claim: Pung)")
    c.event("ClaimedEarlierDiscard(seat: South, claim: Chow)")
    c.write(
        "mil-75-south-chows-the-earlier-tile-north-pungs-the-later.ron",
        "East puts out 3b and Rd at once; North calls Rd for a pung, South 3b for a chow",
        '(article: "MIL-75", case: "claims-on-different-tiles", parties: (offender: Some(East), caller: Some(South), also: Some(North)), '
        'ruling: Some((players: [(who: Caller, status: GetsTheTile), (who: OtherPlayer, status: ClaimRefused), (who: Offender, status: NoPenalty)], '
        'tiles: ClaimedDiscardStandsOthersBack, next: PlayContinues)))',
    )


def bonus_replacement_forgotten():
    # Millington 80 (000_7c2be202b4b6730b.txt, rule 80: the same for a missed replacement
    # of a bonus tile): South picks a flower, sets it aside and discards without drawing
    # the loose tile. Noticed before West draws: South simply draws the loose tile now,
    # no penalty.
    c = Case("millington", hands={}, draws=["F1"])
    c.deal()
    c.discard("East", c.racks["East"][0])
    c.pick("South")
    c.racks["South"].remove("F1")
    c.event("BonusSetAside(seat: South, tile: NumberedFlower(1))")
    c.discard("South", c.racks["South"][0])
    c.write(
        "mil-80-south-sets-a-flower-aside-and-discards-without-its-replacement.ron",
        "South picks a flower, sets it aside and discards without drawing the loose tile",
        '(article: "MIL-80", case: "loose-tile-before-next-draw", parties: (offender: Some(South)), '
        'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: TakeLooseTile, next: PlayContinues)))',
    )


def two_claims(name, comment, first, second, case, caller, also):
    # Millington 61 as the classical order sets it (the rule's own text is not among our
    # sources; 000_7c2be202b4b6730b.txt rule 75 names it as the priority of claims): a
    # call to go mah-jong first, then a pung or kong, then a chow; between two calls to go
    # mah-jong, the player whose turn comes first after the discarder. No irregularity:
    # the one who takes the tile gets it, the other call fails.
    c = Case("millington", hands={"East": ["3b"], "South": ["4b", "5b"], "West": ["3b", "3b"]})
    c.deal()
    c.discard("East", "3b")
    c.event(f"Claimed(seat: {first[0]}, claim: {first[1]})")
    c.event(f"Claimed(seat: {second[0]}, claim: {second[1]})")
    c.write(
        name,
        comment,
        f'(article: "MIL-61", case: "{case}", parties: (caller: Some({caller}), also: Some({also}), discarder: Some(East)), '
        'ruling: Some((players: [(who: Caller, status: GetsTheTile), (who: OtherPlayer, status: ClaimRefused)], '
        'tiles: DiscardToCaller, next: PlayContinues)))',
    )


different_tiles_called()
bonus_replacement_forgotten()
# South (next in turn) calls a chow, then West a pung: the pung takes it.
two_claims("mil-61-south-chows-west-pungs-the-same-3b.ron",
           "South calls East's 3b for a chow, West for a pung",
           ("South", "Chow"), ("West", "Pung"), "pung-before-chow", "West", "South")
# West calls a pung, then North calls to go mah-jong: mah-jong takes it.
two_claims("mil-61-west-pungs-north-calls-mah-jong-on-3b.ron",
           "West calls East's 3b for a pung, North to go mah-jong",
           ("West", "Pung"), ("North", "Win"), "mah-jong-first", "North", "West")
# North, then West, call to go mah-jong: West's turn comes first after East.
two_claims("mil-61-north-and-west-both-call-mah-jong-on-3b.ron",
           "North and then West call East's 3b to go mah-jong",
           ("North", "Win"), ("West", "Win"), "nearer-mah-jong", "West", "North")
