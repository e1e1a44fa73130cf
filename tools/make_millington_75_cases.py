"""Judged cases for Millington 75 with different tiles called by different players,
written by hand from the rule before the engine ran on them.

Run from the repository root: python3 tools/make_millington_75_cases.py
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


different_tiles_called()
