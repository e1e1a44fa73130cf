"""Reviewed American play cases: dead hands after the start.

Each entry: (article, case, seed, offender or None, what the reader saw). Read with
`mjref judge --ruleset american FILE` before accepting; see tools/make_judged_cases.py.
A call of "dead" binds the caller and the called, no offender; a disputed call has none
until the hand is examined at the end.
"""

CASES = [
    ("AM-DH-01", "wrong-count", 2, None,
     "East throws without picking (12 tiles); South picks; North calls East's hand dead"),
    ("AM-DH-01", "invalid-exposure", 0, None,
     "North calls West's 3b and lays a single 3b beside it (a pair, which only mah jongg may take); West calls North dead"),
    ("AM-DH-01", "cannot-be-completed", 42, None,
     "East exposes 2c 2c 2c and 4c 4c 4c, which only 11 222 333 444 555 craks allows; three 1c are then thrown, one is left; West calls East dead"),
    ("AM-DH-01", "hand-is-live", 7, None,
     "North exposes a pung of 6b; South calls North's hand dead, but the count is right and the pung fits the card"),
    ("AM-DH-02", "picked", 1, "North",
     "North throws without picking and concedes when East calls the hand dead; later North picks when its turn would have come"),
    ("AM-DH-02", "called", 0, "West",
     "West lays a pair of Sw for an exposure and concedes the hand dead; later West calls East's 9b for an exposure"),
    ("AM-DH-02", "discarded", 5, "North",
     "North picks twice (14 tiles after throwing) and concedes the hand dead; later North throws 4c"),
    ("AM-DH-02", "exchanged", 176, "South",
     "South throws without picking and concedes the hand dead; later South gives 4d for a joker in West's kong and takes it"),
    ("AM-DH-03", "one-hand", 0, "North",
     "North throws without picking; the table counts: East 14 (holding), South 13, West 13, North 12"),
    ("AM-DH-03", "two-hands", 2, "East",
     "East picks twice, South throws without picking; the table counts: East 14 (not holding), South 12, West 13, North 13"),
    ("AM-DH-03", "three-hands", 1, "East",
     "East and South pick twice and West throws without picking; the count: East 14, South 14, West 12, North 14 (holding)"),
    ("AM-DH-04", "replay", 0, "South",
     "East throws without picking, North lays Ww 4d with a 4d, South throws without picking; each is called dead and concedes, South third"),
    ("AM-DH-05", "conceded", 8, "West",
     "West lays a pair of Gd for an exposure; South calls the hand dead and West agrees"),
    ("AM-DH-05", "disputed-dead", 4, None,
     "North lays a pair of 2c for an exposure; East calls the hand dead, North disputes (2024 rulebook): North owes East 50 at the end"),
    ("AM-DH-05", "disputed-dead-2020", 17, None,
     "North lays 1b 5d with a 5d; South calls the hand dead, North disputes (2020 rulebook): North owes South 25 at the end"),
    ("AM-DH-05", "disputed-live", 1, None,
     "East calls West's hand dead with West's count right and nothing exposed; West disputes (2024): East owes West 50"),
    ("AM-DH-05", "disputed-live-2020", 0, None,
     "South calls West's hand dead with West's count right and nothing exposed; West disputes (2020): South owes West 25"),
]
