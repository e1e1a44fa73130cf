"""Judged American Charleston cases: each story was read event by event and judged by
hand from the article text before being recorded here (see tools/make_judged_cases.py)."""

# (article, case, seed, offender, what the reader saw)
CASES = [
    ("AM-CH-01", "during-first", 17, "North", "After the first right and across, North says the Charleston stops"),
    ("AM-CH-01", "after-first", 5, "North", "The first Charleston is complete (right, across, left); North stops it there"),
    ("AM-CH-01", "during-second", 0, "West", "The second Charleston has begun with its first left; West says stop"),
    ("AM-CH-02", "allowed", 0, "East", "On the last right, East takes in North's pass and sends its 4c on unseen with 1b 3c"),
    ("AM-CH-02", "not-allowed", 6, "West", "On the first right, West takes in South's 5c 6d Nw and sends all three on blind"),
    ("AM-CH-03", "joker-back", 0, "South", "In the second across South passes JK 4c 5d to North"),
    ("AM-CH-04", "after-seeing", 0, "South", "Second across: North's pass has reached South, then South asks for its own pass back"),
    ("AM-CH-04", "before-seeing", 3, "North", "Last right: North has passed to East but West's pass has not reached North; North asks for it back"),
    ("AM-CH-07", "no-charleston", 0, "East", "South's seat is empty and dealt nothing; East starts a Charleston pass to West"),
]
