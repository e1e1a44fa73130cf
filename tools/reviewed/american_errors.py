# Mah jongg declared in error (generator: errors.rs).
# (article, case, seed, offender, what the reader saw)
CASES = [
    ("AM-MJE-01", "retracted", 0, "West", "West picks and says mah jongg with an incomplete hand, showing nothing"),
    ("AM-MJE-02", "edition-2020", 0, "East", "East calls North's 3b for mah jongg and lays a pair; table plays the 2020 rules"),
    ("AM-MJE-02", "not-an-exposure", 1, "South", "South calls East's 5d for mah jongg and lays only a pair, which cannot stand as an exposure"),
    ("AM-MJE-02", "turned-into-exposure", 3, "East", "East calls North's 9d for mah jongg, lays a pung that fits an X hand; 2024 rules"),
    ("AM-MJE-03", "concealed", 0, "West", "West calls South's 3d for mah jongg and lays the whole hand down; no exposures before"),
    ("AM-MJE-03", "earlier-exposures", 1, "West", "West, with an exposure already down, calls for mah jongg and lays the hand down"),
    ("AM-MJE-04", "two-in-error-one-intact", 0, "West", "North and then West declare in error; South lays the hand down; only East is intact"),
    ("AM-MJE-04", "one-intact", 1, "East", "East declares in error; South and West lay their hands down; only North is intact"),
    ("AM-MJE-04", "play-goes-on", 4, "North", "North declares in error on West's 1c; East lays the hand down; two hands intact"),
    ("AM-MJE-05", "pays-intact-hands", 0, "South", "West declares in error on South's white dragon; South pushes the wall in"),
    ("AM-MJE-06", "mah-jongg", 0, "South", "East calls South's 6b for mah jongg in error; North, who waits on it, calls it and wins"),
    ("AM-MJE-06", "for-exposure", 3, "East", "West calls South's flower for mah jongg in error; East then calls it for an exposure"),
    ("AM-MJE-06", "jokerless-mah-jongg", 9, "West", "North calls West's flower in error; South wins on it with a jokerless hand"),
]
