# Turns and tile counts (generator: wins.rs, CountsChecked).
# (article, case, seed, offender, what the reader saw)
CASES = [
    ("AM-PLAY-01", "counts-right", 0, None, "The table stops between turns and counts: everyone holds 13"),
]
