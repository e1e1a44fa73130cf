"""Reviewed American play cases: misnamed discards and a discard thrown out of turn.

Each entry: (article, case, seed, offender or None, what the reader saw). Read with
`mjref judge --ruleset american FILE` before accepting; see tools/make_judged_cases.py.
In AM-MIS-04 the engine names the first of the two callers as the offender: it is the
article's name for the first claimant (the one the tile is weighed for first), not a fault.
"""

CASES = [
    ("AM-MIS-01", "corrected", 0, "South",
     "South throws Wd, says Rd, and corrects the name at once; nobody has called it"),
    ("AM-MIS-02", "committed", 0, "East",
     "North throws 5b and says 6b; East calls it and lays three 6b beside it (a kong of the name)"),
    ("AM-MIS-02", "not-committed", 3, "East",
     "South throws 9c and says 9b; East calls it for an exposure and has laid nothing yet"),
    ("AM-MIS-03", "pays-for-the-table", 0, "East",
     "North waits on 5d for a consecutive run (4567 dots); East throws 5d saying 5c; North calls mah jongg on it and wins; East pays 4V alone"),
    ("AM-MIS-04", "first-needs-real-tile", 4, "South",
     "North throws 3d saying 5d; South, who needs 3d, calls mah jongg first, then East, who needs 5d"),
    ("AM-MIS-04", "second-needs-real-tile", 0, "East",
     "West throws 2d saying 6d; East, who needs 6d, calls mah jongg first, then North, who needs 2d (123456789 dots NEWS 0)"),
    ("AM-MIS-05", "pays-for-the-table", 0, "South",
     "South throws a joker saying 3d (the last discard was Fl); North lays Rd Rd with it for the kong of red dragons and wins (2026 line 3); South pays 4V alone"),
    ("AM-OOT-03", "mah-jongg", 0, "South",
     "After West's discard, before North picks, South throws 9b; North calls mah jongg on it (123456789 bams NEWS 0) and wins; South pays 4V"),
    ("AM-OOT-03", "exposure", 1, "South",
     "After North's discard, before East picks, South throws 5b; East calls it for an exposure"),
]
