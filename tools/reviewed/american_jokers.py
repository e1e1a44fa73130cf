"""Judged American joker-exchange cases: each story was read event by event and judged by
hand from the article text before being recorded here (see tools/make_judged_cases.py)."""

# (article, case, seed, offender, what the reader saw)
CASES = [
    ("AM-JK-01", "owner-must-give", 0, "East", "East calls South's 5c and lays 5c 5c JK; South picks, gives 5c for the joker; East refuses"),
    ("AM-JK-02", "joker-racked", 1, "North", "East lays Fl JK with South's flower and discards; on South's turn North gives Fl and racks the joker"),
    ("AM-JK-02", "only-announced", 0, "North", "West discards; North, on turn but before picking, says it will give 4d for East's joker"),
    ("AM-JK-03", "not-allowed", 0, "West", "North shows 4c JK JK 4c; South discards 4c and West puts that discard in for a joker"),
    ("AM-JK-04", "cannot-undo", 0, "West", "West picks, gives 9d for a joker in North's 9d JK JK 9d, then wants to swap back"),
    ("AM-JK-05", "after-next-discard", 0, "South", "South gives Wd for the joker in North's Gd Gd JK Gd, then discards; West picks"),
    ("AM-JK-05", "before-next-discard", 4, "East", "East picks and gives 2d for the joker in North's 2c JK 2c; nothing discarded since"),
    ("AM-JK-06", "valid-exposure", 0, "North", "West lays 1d 1d JK 1d, then 8b JK 8b that fits no hand; dead, conceded; North takes the 1d joker"),
    ("AM-JK-06", "exposure-in-error", 1, "West", "South lays 8d JK 8d, then 4c JK 4c that fits no hand; dead, conceded; West takes the 4c joker"),
]
