"""Judged American play cases: picks, discards, calls and exposures (group `calls`).

Each entry: (article, case, seed, offender, what the reader saw). Read with
`mjref judge --ruleset american FILE` and judged from the article text before it was
recorded here; tools/make_judged_cases.py american-calls writes the case files.
"""

CASES = [
    ("AM-DEAL-05", "racked", 1, "South", "South, on turn, picks E3b from the far end of the wall instead of the live end (N) and racks it"),
    ("AM-DEAL-05", "not-racked", 0, "South", "South, on turn, picks E6b from the far end of the wall and puts it straight back at E6b"),
    ("AM-PLAY-02", "discard-is-down", 1, "South", "South discards 2c; West picks and racks; South takes the 2c back (nobody called it)"),
    ("AM-PLAY-02", "discard-is-down", 0, "West", "West discards 6c; North calls it for an exposure; West takes the 6c back"),
    ("AM-CALL-01", "window-open", 0, "West", "East discards 5b; South picks but has not racked; West (5b and jokers) calls it for an exposure"),
    ("AM-CALL-01", "window-closed", 1, "North", "South discards Rd; West picks and racks; North (Rd Rd) then calls it for an exposure"),
    ("AM-CALL-02", "never-claimed", 0, "South", "East discards a joker named joker; South calls it for an exposure"),
    ("AM-CALL-02", "never-claimed", 5, "South", "North discards 6c; East discards a joker named 6c; South (6c 6c) calls it for an exposure"),
    ("AM-CALL-03", "mah-jongg-first", 1, "South", "North discards 7d; South, waiting on 7d for FFF 13579b 777d 999c, calls mah jongg; West (7d JK) then calls it for an exposure"),
    ("AM-CALL-03", "mah-jongg-second", 3, "East", "South discards 2d; East (2d 2d) calls it for an exposure; West, waiting on 2d for 2468c 2468d 222b 888b, then calls mah jongg"),
    ("AM-CALL-03", "first-nearer", 0, "East", "North discards 6c; East (6c JK, next in turn) calls first, West (6c 6c) second, both for an exposure"),
    ("AM-CALL-03", "second-nearer", 11, "East", "South discards 5d; East (5d 5d) calls first, North (5d JK, nearer in turn) second, both for an exposure"),
    ("AM-CALL-05", "after-exposing", 0, "East", "West discards Rd; East calls, lays Rd Rd JK with it, then gives the call back"),
    ("AM-CALL-05", "before-exposing", 2, "North", "West discards 6b; North calls it for an exposure and gives the call back before laying anything"),
    ("AM-EXP-01", "locked", 0, "South", "South calls East's Rd, lays Rd Rd with it, discards 3c, then takes an Rd back out of the pung"),
    ("AM-EXP-01", "still-open", 1, "East", "East calls North's 5b, lays 5b 5b JK with it (a kong) and, before discarding, adds a joker to make it a quint"),
    ("AM-EXP-02", "wrong-tiles", 1, "East", "West discards 9c; East calls and lays 9d 9c 9c beside it: a 9d in a kong of 9c"),
    ("AM-EXP-02", "too-few-tiles", 0, "North", "East discards 7b; North calls it for an exposure and lays a single 7b beside it: a pair"),
    ("AM-EXP-02", "fits-no-hand", 4, "South", "South, with a pung of West winds exposed, calls North's Wd and lays Wd Wd: no X hand has a West pung and a dragon pung"),
    ("AM-OOT-01", "racked", 7, "South", "West discards 4d; South (not next: North is) picks W3b and racks it"),
    ("AM-OOT-01", "not-racked", 0, "East", "West discards 7b; East (North is next) picks W3t and puts it back"),
    ("AM-OOT-02", "dead", 0, "South", "East discards 9b; South, on turn, discards 2b without picking"),
]
