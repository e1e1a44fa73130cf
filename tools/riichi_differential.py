#!/usr/bin/env python3
"""Differential test of mjref's riichi hand calculator against the PyPI package `mahjong`.

`mahjong` (pip install mahjong==2.1.0; github MahjongRepository/mahjong) is a riichi hand
calculator validated by its authors against Tenhou logs, an implementation independent of
ours. Its defaults follow Tenhou; the profiles below set its OptionalRules, and where it has
no switch for a rule a thin adapter in this script changes what it gives (see ADAPTER
NOTES below and PROFILES).

The script generates random complete hands with a fixed seed (four sets and a pair with
0-4 declared melds, open and closed kans, seven pairs, thirteen orphans, nine gates, themed
tile pools and patterns that reach the rarer yaku, open hands without a yaku, a few
incomplete hands and hands with the wrong number of tiles), random win flags, winds,
dora and ura indicators and counters; asks the package for each hand's value; runs
`mjref riichi score --batch <profile flags>` on the same hands; compares; and times both.

    cargo build --release
    python3 tools/riichi_differential.py --profile ema2016 --count 100000 \\
        --sample-out tests/data/riichi/differential-ema2016.txt --sample-size 3000

Batch line (stdin of mjref, one hand a line):
    HAND key=value ...
    HAND: concealed tiles in mpsz (0m/0p/0s a red five, only when the profile uses red
    fives; 1z-7z = E S W N white green red), the last concealed tile written is the
    winning tile; then open melds [123m] [555z] [5555p] (an open kan) and closed kans
    (1111s). Keys written: tsumo riichi double_riichi ippatsu haitei houtei rinshan chankan
    tenhou chiihou renhou (=1, absent = 0), seat and round (always written), dora and ura
    (indicators in mpsz, absent = none), honba (absent = 0). A double riichi is written
    `riichi=1 double_riichi=1`.
Answer line (stdout of mjref, and the oracle's answer built here):
    `han fu points | name n, name n, ...` where points is what the hand pays including
    honba: `R` on a ron (the discarder pays R), `D all` on a dealer tsumo, `D/N` on a
    non-dealer tsumo (dealer pays D, each other player N). A yakuman writes its han as
    `Y<count>` and fu 0, and each yakuman yaku's n is its own multiple (1, or 2 for a
    double yakuman where the profile has them). Other yaku write their han as n; dora,
    ura_dora, aka_dora write their count. A kazoe hand writes its real han and fu (the
    points show the limit). Or `no-win: no-yaku|not-complete|tile-count`. Yaku names are
    mjref's (YAKU_NAMES maps the package's to them).
    Comparison: han, fu and points exactly; the yaku as a set (order free); where yakuman
    do not stack, mjref may name any of the yakuman the oracle lists (see same()).

The sample file holds the first hands of a run, per line the batch input, a tab and the
oracle's answer, under a header naming the profile and its flags; a Rust test replays it.
The exit status is 1 when any answer differs.

ADAPTER NOTES (what the package lacks and how the oracle's answer is made anyway):
 * Double wind pair: the package always gives 4 fu for a pair that is both seat and round
   wind (it counts `valued_tiles` [haku, hatsu, chun, seat, round] with repeats). For
   double_wind_fu 2 the script wraps FuCalculator.calculate_fu so that the list has no
   repeats; the package then picks its best reading with the 2-fu count itself.
 * Yakuman stacking: the package always adds the yakuman of one reading (daisangen +
   tsuu iisou = 2x). Without stack_yakuman the hand is worth its biggest single yakuman:
   Y = the largest multiple among its yakuman, points recomputed with the package's
   ScoresCalculator for 13*Y han; every yakuman found is still listed.
 * Ties: at equal points the package keeps a real yakuman over a counted one, then the
   reading with more han, then more fu, then more fu before rounding. mjref must pick its
   han and fu the same way (e.g. 7 han over 6 han for a haneman) for the lines to agree.
 * Renhou: the package has a 5-han yaku that adds to the others and to dora (default) or
   a yakuman (renhou_as_yakuman). For renhou "mangan" the adapter makes renhou a limit
   hand: the hand is scored without renhou, and if that is no win or pays less than a
   mangan, the answer is `5 0 <mangan> | renhou 5` (fu 0: a limit hand, dora not added);
   a reading worth as much or more wins. For renhou "5" and "yakuman" the package
   answers alone. For renhou "none" the flag is not given to the package (the batch line
   still says renhou=1: mjref must ignore it).
 * Tile count: the package does not count tiles; 13 or 15 tiles are only
   "hand_not_winning". The script knows the count it wrote and expects `tile-count`
   whenever the hand has not 14 tiles plus one per kan.
 * Double yakuman: the package's has_double_yakuman=False scores suu ankou tanki,
   kokushi 13-wait, junsei chuuren and dai suushii as single yakuman. Our names do not
   tell the wait forms apart: kokushi, suuankou, chuuren_poutou with n = 2 where double.
   The task's batch flags have no switch for double yakuman; the script passes
   `--double-yakuman` (mjref's flag) only when a profile turns them on.
"""

import argparse
import collections
import random
import subprocess
import sys
import time

try:
    from mahjong.hand_calculating.fu import FuCalculator
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.hand_calculating.scores import ScoresCalculator
    from mahjong.meld import Meld
except ImportError:  # pragma: no cover
    sys.exit("the mahjong package is missing: pip install mahjong==2.1.0")

# The settings profiles. Each key is one rule; mjref_flags() turns them into mjref's flags
# and optional_rules() into the package's OptionalRules.
PROFILES = {
    # EMA Riichi Competition Rules 2016 (the ruleset's edition "ema2016").
    "ema2016": {
        "open_tanyao": True,
        "red_fives": False,
        # §4.3 example 2 pays 7700 / 11600 for 4 han 30 fu: no rounding up.
        "kiriage": False,
        # 11 han and more are a sanbaiman; no counted yakuman.
        "kazoe": "sanbaiman",
        "stack_yakuman": False,
        "double_yakuman": False,
        # A mangan that does not add to the other yaku (see ADAPTER NOTES).
        "renhou": "mangan",
        # §4.1.1 gives 2 fu for a seat-wind pair and 2 for a prevalent-wind pair: a pair of
        # the wind that is both counts 4 (our reading; the ruleset records it).
        "double_wind_fu": 4,
    },
    # WRC Rules 2015 (the ruleset's edition "wrc2015").
    "wrc2015": {
        "open_tanyao": True,
        "red_fives": False,
        # §6.1 rounds a base of 1920 (4 han 30 fu, 3 han 60 fu) up to a mangan.
        "kiriage": True,
        "kazoe": "sanbaiman",
        "stack_yakuman": False,
        "double_yakuman": False,
        # A mangan yaku that no longer adds to the others (the 2015 revision note).
        "renhou": "mangan",
        # §6.3 not read; the ruleset records the reading (2 fu, the WRC's later tables).
        "double_wind_fu": 2,
    },
}


# How mjref spells the renhou setting on its command line. The batch protocol in the task
# says `--renhou none|mangan|yakuman`; the calculator being written names it
# `--renhou-value none|5|yakuman` (there `--renhou` is the win flag of a single hand).
RENHOU_FLAG = "--renhou-value"


def mjref_flags(p):
    """mjref's command-line flags for a profile."""
    flags = []
    if p["kiriage"]:
        flags.append("--kiriage")
    flags += ["--double-wind-fu", str(p["double_wind_fu"])]
    flags += ["--kazoe", p["kazoe"]]
    flags += [RENHOU_FLAG, p["renhou"]]
    if not p["open_tanyao"]:
        flags.append("--no-open-tanyao")
    if p["red_fives"]:
        flags.append("--red-fives")
    if p["stack_yakuman"]:
        flags.append("--stack-yakuman")
    if p["double_yakuman"]:
        flags.append("--double-yakuman")  # not in the batch protocol yet
    return flags


def optional_rules(p):
    """The package's OptionalRules for a profile (what it can express itself)."""
    return OptionalRules(
        has_open_tanyao=p["open_tanyao"],
        has_aka_dora=p["red_fives"],
        has_double_yakuman=p["double_yakuman"],
        kazoe_limit={"yakuman": HandConstants.KAZOE_LIMITED,
                     "sanbaiman": HandConstants.KAZOE_SANBAIMAN}[p["kazoe"]],
        kiriage=p["kiriage"],
        fu_for_open_pinfu=True,  # open hand with no fu on a ron: 30 fu
        fu_for_pinfu_tsumo=False,  # pinfu tsumo: 20 fu
        renhou_as_yakuman=p["renhou"] == "yakuman",
    )


# The package's yaku names (Yaku.name) -> ours (Yaku::name in src/analysis/riichi/yaku.rs).
# One name of ours may stand for several of the package's: the seat and round wind yaku
# whatever the wind, renhou whatever it is worth, and the double-yakuman wait forms
# (kokushi's 13-sided wait, suu ankou tanki, junsei chuuren), which are the same yakuman
# counted twice (n = 2) where the profile has double yakuman.
YAKU_NAMES = {
    "Menzen Tsumo": "menzen_tsumo",
    "Riichi": "riichi",
    "Open Riichi": "open_riichi",  # not in EMA/WRC; never asked for
    "Ippatsu": "ippatsu",
    "Chankan": "chankan",
    "Rinshan Kaihou": "rinshan",
    "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei",
    "Double Riichi": "double_riichi",
    "Double Open Riichi": "double_open_riichi",  # never asked for
    "Nagashi Mangan": "nagashi_mangan",  # never asked for
    "Renhou": "renhou",
    "Pinfu": "pinfu",
    "Tanyao": "tanyao",
    "Iipeiko": "iipeikou",
    "Yakuhai (haku)": "yakuhai_haku",
    "Yakuhai (hatsu)": "yakuhai_hatsu",
    "Yakuhai (chun)": "yakuhai_chun",
    "Yakuhai (seat wind east)": "yakuhai_seat_wind",
    "Yakuhai (seat wind south)": "yakuhai_seat_wind",
    "Yakuhai (seat wind west)": "yakuhai_seat_wind",
    "Yakuhai (seat wind north)": "yakuhai_seat_wind",
    "Yakuhai (round wind east)": "yakuhai_round_wind",
    "Yakuhai (round wind south)": "yakuhai_round_wind",
    "Yakuhai (round wind west)": "yakuhai_round_wind",
    "Yakuhai (round wind north)": "yakuhai_round_wind",
    "Sanshoku Doujun": "sanshoku",
    "Ittsu": "ittsu",
    "Chantai": "chanta",
    "Honroutou": "honroutou",
    "Toitoi": "toitoi",
    "San Ankou": "sanankou",
    "San Kantsu": "sankantsu",
    "Sanshoku Doukou": "sanshoku_doukou",
    "Chiitoitsu": "chiitoitsu",
    "Shou Sangen": "shousangen",
    "Honitsu": "honitsu",
    "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou",
    "Chinitsu": "chinitsu",
    "Kokushi Musou": "kokushi",
    "Chuuren Poutou": "chuuren_poutou",
    "Suu Ankou": "suuankou",
    "Daisangen": "daisangen",
    "Shousuushii": "shousuushii",
    "Ryuuiisou": "ryuuiisou",
    "Suu Kantsu": "suukantsu",
    "Tsuu Iisou": "tsuuiisou",
    "Chinroutou": "chinroutou",
    "Daisharin": "daisharin",  # off in OptionalRules; never asked for
    "Daichisei": "daichisei",  # off in OptionalRules; never asked for
    "Dai Suushii": "daisuushii",
    "Kokushi Musou Juusanmen Matchi": "kokushi",
    "Suu Ankou Tanki": "suuankou",
    "Daburu Chuuren Poutou": "chuuren_poutou",
    "Tenhou": "tenhou",
    "Chiihou": "chiihou",
    "Renhou (yakuman)": "renhou",
    "Sashikomi": "sashikomi",  # off; never asked for
    "Paarenchan": "paarenchan",  # never asked for
    "Dora": "dora",
    "Aka Dora": "aka_dora",
    "Ura Dora": "ura_dora",
}

ERRORS = {
    HandCalculator.ERR_HAND_NOT_WINNING: "not-complete",
    HandCalculator.ERR_NO_YAKU: "no-yaku",
}

# Tiles are 0-33 as in the package: 0-8 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-30 E S W N,
# 31 white (haku) 32 green (hatsu) 33 red (chun) = 1z-7z.
WINDS = "ESWN"
ALL = list(range(34))
HONOURS = list(range(27, 34))
DRAGONS = [31, 32, 33]
TERMINALS = [0, 8, 9, 17, 18, 26]
SIMPLES = [t for t in range(27) if 1 <= t % 9 <= 7]
GREEN = [19, 20, 21, 23, 25, 32]  # 2s 3s 4s 6s 8s green dragon


def is_number(t):
    return t < 27


def rank(t):
    return t % 9 + 1


def suit_letter(t):
    return "mps"[t // 9] if t < 27 else "z"


def digit(t):
    return str(rank(t)) if t < 27 else str(t - 26)


def pools(rng):
    """A tile pool that makes some yaku likely."""
    suit = rng.randrange(3)
    suit_tiles = list(range(suit * 9, suit * 9 + 9))
    two = rng.sample(range(3), 2)
    choice = rng.random()
    if choice < 0.30:
        return ALL
    if choice < 0.38:
        return suit_tiles  # chinitsu
    if choice < 0.48:
        return suit_tiles + HONOURS  # honitsu
    if choice < 0.55:
        return TERMINALS + HONOURS  # honroutou, chanta pons
    if choice < 0.57:
        return TERMINALS  # chinroutou
    if choice < 0.58:
        return HONOURS  # tsuu iisou
    if choice < 0.70:
        return SIMPLES  # tanyao
    if choice < 0.72:
        return GREEN  # ryuuiisou
    if choice < 0.80:
        return [t for t in range(27) if t // 9 in two] + HONOURS
    if choice < 0.88:
        return HONOURS + [t for t in range(27) if rng.random() < 0.4]  # yakuhai
    return [t for t in range(27) if rank(t) in (1, 2, 3, 7, 8, 9)] + HONOURS  # chanta-ish


def candidate_sets(pool):
    s = set(pool)
    out = []
    for t in pool:
        out.append(("P", t))
        if is_number(t) and rank(t) <= 7 and t + 1 in s and t + 2 in s:
            out.append(("C", t))
    return out


def set_tiles(kind, t):
    if kind == "C":
        return [t, t + 1, t + 2]
    return [t] * (4 if kind == "K" else 3)


# Patterns for the rarer yaku: (weight, (suit, rank index 0-8, rng) -> sets or None).
# The yakuman patterns weigh less, so that most hands are scored by han and fu.
PATTERNS = [
    (1.0, lambda s, r, g: [("C", s * 9), ("C", s * 9 + 3), ("C", s * 9 + 6)]),  # ittsu
    (1.0, lambda s, r, g: [("C", s * 9 + r)] * 2 if r <= 6 else None),  # iipeikou
    (0.6, lambda s, r, g: [("C", s * 9 + r)] * 2 + [("C", s * 9 + (r + 2) % 7)] * 2 if r <= 6 else None),  # ryanpeikou
    (1.0, lambda s, r, g: [("C", k * 9 + r) for k in range(3)] if r <= 6 else None),  # sanshoku
    (0.6, lambda s, r, g: [("P", k * 9 + r) for k in range(3)]),  # sanshoku doukou
    (0.25, lambda s, r, g: [("P", d) for d in DRAGONS]),  # daisangen
    (0.8, lambda s, r, g: [("P", d) for d in g.sample(DRAGONS, 2)]),  # shou sangen with a dragon pair
    (0.25, lambda s, r, g: [("P", 27 + k) for k in g.sample(range(4), 3)]),  # shousuushii
    (0.15, lambda s, r, g: [("P", 27 + k) for k in range(4)]),  # dai suushii
    (1.0, lambda s, r, g: [("P", g.choice(HONOURS))]),  # yakuhai
    (1.0, lambda s, r, g: [("C", s * 9), ("C", ((s + 1) % 3) * 9 + 6), ("P", g.choice(TERMINALS + HONOURS))]),  # chanta
    (0.8, lambda s, r, g: [("C", s * 9), ("C", s * 9 + 6), ("C", ((s + 2) % 3) * 9), ("P", g.choice(TERMINALS))]),  # junchan
    (0.8, lambda s, r, g: [("P", g.randrange(34)) for _ in range(3)]),  # san ankou when concealed
    (0.3, lambda s, r, g: [("P", g.randrange(34)) for _ in range(4)]),  # toitoi / suu ankou
    (0.5, lambda s, r, g: [("K", g.randrange(34)) for _ in range(3)]),  # san kantsu
    (0.1, lambda s, r, g: [("K", g.randrange(34)) for _ in range(4)]),  # suu kantsu
    (0.5, lambda s, r, g: [("P", s * 9 + r + k) for k in range(3)] if r <= 6 else None),  # three shifted pungs
]


def count_tiles(sets, pair=None):
    counts = [0] * 34
    for kind, t in sets:
        for x in set_tiles(kind, t):
            counts[x] += 1
    if pair is not None:
        counts[pair] += 2
    return counts


def standard_sets(rng, seat, rnd):
    """Four sets and a pair, as (kind, lowest tile) and the pair tile."""
    for _ in range(100):
        sets = []
        if rng.random() < 0.35:
            make = rng.choices([m for _, m in PATTERNS], [w for w, _ in PATTERNS])[0]
            pat = make(rng.randrange(3), rng.randrange(9), rng)
            if pat:
                sets = list(pat)
        pool = pools(rng)
        cands = candidate_sets(pool)
        if rng.random() < 0.3 and any(k == "C" for k, _ in cands):
            cands = [c for c in cands if c[0] == "C"]  # all chows: pinfu, sanshoku, ittsu
        if not cands:
            continue
        while len(sets) < 4:
            sets.append(rng.choice(cands))
        sets = sets[:4]
        r = rng.random()
        if r < 0.12:
            pair = rng.choice([27 + WINDS.index(seat), 27 + WINDS.index(rnd)] + DRAGONS)
        elif r < 0.85:
            pair = rng.choice(pool)
        else:
            pair = rng.randrange(34)
        counts = count_tiles(sets, pair)
        if max(counts) > 4:
            continue
        # A pung becomes a kong when the fourth tile is free.
        sets = [("K", t) if kind == "P" and counts[t] == 3 and rng.random() < 0.12 else (kind, t)
                for kind, t in sets]
        return sets, pair
    return None


def declare(rng, sets, open_weights=(40, 25, 18, 10, 7)):
    """Which sets are declared: kongs always (open or closed), others as open melds."""
    n_open = rng.choices(range(5), open_weights)[0]
    melds, concealed = [], []
    order = list(range(4))
    rng.shuffle(order)
    opened = 0
    for i in order:
        kind, t = sets[i]
        if kind == "K":
            if rng.random() < 0.5:
                melds.append(("K", t, False))  # closed kan
            else:
                melds.append(("K", t, True))
                opened += 1
        elif opened < n_open:
            melds.append((kind, t, True))
            opened += 1
        else:
            concealed += set_tiles(kind, t)
    return melds, concealed


def standard_hand(rng, seat, rnd):
    got = standard_sets(rng, seat, rnd)
    if got is None:
        return None
    sets, pair = got
    melds, concealed = declare(rng, sets)
    return melds, concealed + [pair, pair]


def no_yaku_hand(rng, seat, rnd):
    """Open hands of plain chows and pungs and a valueless pair: most have no yaku unless a
    flag gives one (some come out all simples or all pungs)."""
    for _ in range(100):
        sets = []
        for _ in range(4):
            s = rng.randrange(3)
            if rng.random() < 0.7:
                sets.append(("C", s * 9 + rng.randrange(7)))
            else:
                sets.append(("P", s * 9 + rng.randrange(9)))
        valueless = [27 + k for k in range(4) if WINDS[k] not in (seat, rnd)]
        pair = rng.choice(valueless + TERMINALS + SIMPLES)
        counts = count_tiles(sets, pair)
        if max(counts) > 4:
            continue
        melds, concealed = declare(rng, sets, (0, 30, 35, 20, 15))
        if not any(m[2] for m in melds):
            continue
        return melds, concealed + [pair, pair]
    return None


def seven_pairs_hand(rng, seat, rnd):
    pool = pools(rng)
    if len(set(pool)) < 7 or rng.random() < 0.1:
        pool = ALL
    if rng.random() < 0.08:
        s = rng.randrange(3)
        start = rng.randrange(1, 3)
        kinds = [s * 9 + start + k for k in range(7)]
    else:
        kinds = rng.sample(sorted(set(pool)), 7)
    return [], [t for t in kinds for _ in range(2)]


def orphans_hand(rng, seat, rnd):
    orphans = TERMINALS + HONOURS
    return [], orphans + [rng.choice(orphans)]


def nine_gates_hand(rng, seat, rnd):
    s = rng.randrange(3)
    base = [s * 9 + k for k in [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]]
    return [], base + [s * 9 + rng.randrange(9)]


def tile_count_ok(melds, concealed):
    """14 tiles, a kan counting as three (its fourth tile is the one drawn for it)."""
    return len(concealed) + 3 * len(melds) == 14


def generate(rng, profile):
    seat = rng.choice(WINDS)
    rnd = rng.choices(WINDS, [50, 40, 7, 3])[0]
    r = rng.random()
    if r < 0.78:
        made, kind = standard_hand(rng, seat, rnd), "standard"
    elif r < 0.86:
        made, kind = no_yaku_hand(rng, seat, rnd), "open without yaku"
    elif r < 0.975:
        made, kind = seven_pairs_hand(rng, seat, rnd), "seven pairs"
    elif r < 0.99:
        made, kind = orphans_hand(rng, seat, rnd), "thirteen orphans"
    else:
        made, kind = nine_gates_hand(rng, seat, rnd), "nine gates"
    if made is None:
        return None
    melds, concealed = made
    rng.shuffle(concealed)
    win = concealed.pop(rng.randrange(len(concealed)))
    # A few hands a referee must refuse: one tile changed (often incomplete), one tile
    # fewer or more than the count allows.
    broken = rng.random()
    if broken < 0.02 and concealed:
        counts = count_tiles([(k, t) for k, t, _ in melds])
        for t in concealed + [win]:
            counts[t] += 1
        spare = [t for t in ALL if counts[t] < 4]
        concealed[rng.randrange(len(concealed))] = rng.choice(spare)
        kind = "one tile changed"
    elif broken < 0.03 and concealed:
        concealed.pop(rng.randrange(len(concealed)))
        kind = "tile missing"
    elif broken < 0.04:
        counts = count_tiles([(k, t) for k, t, _ in melds])
        for t in concealed + [win]:
            counts[t] += 1
        concealed.append(rng.choice([t for t in ALL if counts[t] < 4]))
        kind = "tile too many"
    concealed.sort()
    flags = make_flags(rng, melds, concealed, win, seat, rnd)
    hand = {"melds": melds, "concealed": concealed, "win": win, "flags": flags, "red": profile["red_fives"]}
    hand["ids"] = assign_ids(rng, hand, profile["red_fives"])
    if hand["ids"] is None:
        return None
    return kind, hand


def make_flags(rng, melds, concealed, win, seat, rnd):
    closed = not any(m[2] for m in melds)
    has_kan = any(m[0] == "K" for m in melds)
    f = {"seat": seat, "round": rnd, "honba": rng.choices(range(4), [55, 20, 15, 10])[0]}
    f["tsumo"] = int(rng.random() < 0.5)
    if closed and rng.random() < 0.45:
        f["riichi"] = 1
        f["double_riichi"] = int(rng.random() < 0.08)
        f["ippatsu"] = int(rng.random() < 0.2)
    if f["tsumo"]:
        if has_kan and rng.random() < 0.15:
            f["rinshan"] = 1
            f["ippatsu"] = 0  # declaring the kan ended the ippatsu turn
        elif rng.random() < 0.05:
            f["haitei"] = 1
    else:
        in_hand = concealed.count(win) + sum(set_tiles(k, t).count(win) for k, t, _ in melds)
        if rng.random() < 0.05:
            f["houtei"] = 1
        elif in_hand == 0 and rng.random() < 0.06:
            f["chankan"] = 1  # the robbed tile: no other copy of it is ours
    if not melds and rng.random() < 0.03:
        # A win in the first go-around: nothing called, no riichi.
        for k in ["riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan"]:
            f.pop(k, None)
        if f["tsumo"] and seat == "E":
            f["tenhou"] = 1
        elif f["tsumo"]:
            f["chiihou"] = 1
        elif seat != "E":
            f["renhou"] = 1
    return {k: v for k, v in f.items() if v}


def assign_ids(rng, hand, red_fives):
    """Give every tile a 136-format id (tile*4 + copy), and draw the indicators. Copy 0
    of a five is the red one when the profile uses red fives, and is then written 0."""
    used = collections.Counter()
    for k, t, _ in hand["melds"]:
        for x in set_tiles(k, t):
            used[x] += 1
    for x in hand["concealed"] + [hand["win"]]:
        used[x] += 1
    if max(used.values()) > 4:
        return None
    free = {t: list(range(4)) for t in ALL}
    for t in free:
        rng.shuffle(free[t])
        if red_fives and t < 27 and rank(t) == 5 and rng.random() < 0.7:
            # Mostly keep the red five out of the hand, as in a real wall (1 of 4).
            free[t].remove(0)
            free[t].append(0)

    def take(t):
        return t * 4 + free[t].pop(0)

    ids = {"melds": [[take(x) for x in set_tiles(k, t)] for k, t, _ in hand["melds"]]}
    ids["concealed"] = [take(x) for x in hand["concealed"]]
    ids["win"] = take(hand["win"])
    flags = hand["flags"]
    n = rng.choices(range(4), [10, 50, 25, 15])[0]
    if flags.get("chankan"):
        free[hand["win"]] = []  # its other three copies are the robbed kan
    for key, wanted in [("dora", n), ("ura", n if flags.get("riichi") else 0)]:
        got = []
        for _ in range(wanted):
            t = rng.choice([x for x in ALL if free[x]])
            got.append(take(t))
        ids[key] = got
    return ids


def tile_text(ids, red):
    """mpsz text of 136-format ids in the given order; with red fives in play, copy 0 of a
    five is the red one and is written 0."""
    out, digits, suit = [], "", None
    for i in ids:
        t = i // 4
        d = "0" if red and i in (16, 52, 88) else digit(t)
        s = suit_letter(t)
        if digits and s != suit:
            out.append(digits + suit)
            digits = ""
        digits += d
        suit = s
    if digits:
        out.append(digits + suit)
    return "".join(out)


def sort_key(i):
    return i // 4


def batch_line(hand):
    ids, red = hand["ids"], hand["red"]
    parts = [tile_text(sorted(ids["concealed"], key=sort_key), red) + tile_text([ids["win"]], red)]
    for (kind, t, opened), m in zip(hand["melds"], ids["melds"]):
        parts.append(("[%s]" if opened else "(%s)") % tile_text(m, red))
    f = hand["flags"]
    for k in ["tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
              "chankan", "tenhou", "chiihou", "renhou"]:
        if f.get(k):
            parts.append("%s=1" % k)
    parts.append("seat=%s" % f["seat"])
    parts.append("round=%s" % f["round"])
    if ids["dora"]:
        parts.append("dora=%s" % "".join(tile_text([i], red) for i in ids["dora"]))
    if ids["ura"]:
        parts.append("ura=%s" % "".join(tile_text([i], red) for i in ids["ura"]))
    if f.get("honba"):
        parts.append("honba=%d" % f["honba"])
    return " ".join(parts)


# ---- the oracle ----------------------------------------------------------------------

_PACKAGE_FU = FuCalculator.calculate_fu


def _fu_double_wind_two(hand, win_tile, win_group, config, valued_tiles=None, melds=None):
    """calculate_fu with the seat and round wind counted once when they are the same."""
    if valued_tiles:
        valued_tiles = list(dict.fromkeys(valued_tiles))
    return _PACKAGE_FU(hand, win_tile, win_group, config, valued_tiles, melds)


def use_profile(p):
    """Install the fu adapter the profile needs (HandCalculator calls
    FuCalculator.calculate_fu through the class, so the class attribute is the hook)."""
    FuCalculator.calculate_fu = staticmethod(_fu_double_wind_two if p["double_wind_fu"] == 2 else _PACKAGE_FU)


def points_text(cost, config):
    main = cost["main"] + cost["main_bonus"]
    if not config.is_tsumo:
        return "%d" % main
    if config.is_dealer:
        return "%d all" % main
    return "%d/%d" % (main, cost["additional"] + cost["additional_bonus"])


def package_call(hand, p, rules, renhou):
    f, ids = hand["flags"], hand["ids"]
    kinds = {"C": Meld.CHI, "P": Meld.PON, "K": Meld.KAN}
    melds = [Meld(meld_type=kinds[k], tiles=m, opened=o) for (k, t, o), m in zip(hand["melds"], ids["melds"])]
    tiles = ids["concealed"] + [ids["win"]] + [i for m in ids["melds"] for i in m]
    config = HandConfig(
        is_tsumo=bool(f.get("tsumo")),
        is_riichi=bool(f.get("riichi")),
        is_daburu_riichi=bool(f.get("double_riichi")),
        is_ippatsu=bool(f.get("ippatsu")),
        is_haitei=bool(f.get("haitei")),
        is_houtei=bool(f.get("houtei")),
        is_rinshan=bool(f.get("rinshan")),
        is_chankan=bool(f.get("chankan")),
        is_tenhou=bool(f.get("tenhou")),
        is_chiihou=bool(f.get("chiihou")),
        is_renhou=renhou,
        player_wind=27 + WINDS.index(f["seat"]),
        round_wind=27 + WINDS.index(f["round"]),
        tsumi_number=f.get("honba", 0),
        options=rules,
    )
    result = HandCalculator.estimate_hand_value(
        tiles, ids["win"], melds=melds, dora_indicators=ids["dora"], config=config,
        ura_dora_indicators=ids["ura"])
    return result, config


def answer(result, config, p):
    """The oracle's answer line for one package result."""
    if result.error:
        if result.error not in ERRORS:
            return None  # a flag combination the package refuses: the generator's fault
        return "no-win: " + ERRORS[result.error]
    yakuman = [y for y in result.yaku if y.is_yakuman]
    listed = []
    for y in result.yaku:
        han = y.han_open if result.is_open_hand and y.han_open else y.han_closed
        listed.append("%s %d" % (YAKU_NAMES[y.name], han // 13 if y.is_yakuman else han))
    if yakuman:
        multiples = [int(x.split()[-1]) for x in listed]
        count = sum(multiples) if p["stack_yakuman"] else max(multiples)
        cost = ScoresCalculator.calculate_scores(13 * count, 0, config, True)
        return "Y%d 0 %s | %s" % (count, points_text(cost, config), ", ".join(listed))
    return "%d %d %s | %s" % (result.han, result.fu, points_text(result.cost, config), ", ".join(listed))


def oracle(hand, p, rules):
    if not tile_count_ok(hand["melds"], hand["concealed"] + [hand["win"]]):
        return "no-win: tile-count"
    renhou = bool(hand["flags"].get("renhou"))
    if renhou and p["renhou"] == "mangan":  # a limit hand: the adapter
        result, config = package_call(hand, p, rules, False)
        normal = answer(result, config, p)
        mangan = ScoresCalculator.calculate_scores(5, 0, config, False)
        if normal is None or normal == "no-win: not-complete":
            return normal
        if result.error or result.cost["main"] + result.cost["main_bonus"] < mangan["main"] + mangan["main_bonus"]:
            return "5 0 %s | renhou 5" % points_text(mangan, config)
        return normal
    # "5": the package's own renhou, a 5-han yaku adding to the others and to dora.
    result, config = package_call(hand, p, rules, renhou and p["renhou"] in ("5", "yakuman"))
    return answer(result, config, p)


# ---- comparison and the run ------------------------------------------------------------

def normal_form(line):
    line = " ".join(line.split())
    if " | " not in line:
        return line, ()
    head, _, yaku = line.partition(" | ")
    return head, tuple(sorted(x.strip() for x in yaku.split(",") if x.strip()))


def same(ours, want, p):
    """Han, fu and points exactly, the yaku as a set. Where yakuman do not stack, the
    oracle lists every yakuman of the reading and mjref may name only those it counts:
    any of them will do, with the same multiples."""
    o, w = normal_form(ours), normal_form(want)
    if o == w:
        return True
    if p["stack_yakuman"] or not w[0].startswith("Y") or o[0] != w[0]:
        return False
    return bool(o[1]) and set(o[1]) <= set(w[1])


def run_profile(name, args):
    p = PROFILES[name]
    use_profile(p)
    rules = optional_rules(p)
    rng = random.Random(args.seed)
    lines, expected, kinds = [], [], []
    skipped = collections.Counter()
    oracle_time = 0.0
    t0 = time.time()
    while len(lines) < args.count:
        g = generate(rng, p)
        if g is None:
            skipped["generator gave up"] += 1
            continue
        kind, hand = g
        s = time.perf_counter()
        want = oracle(hand, p, rules)
        oracle_time += time.perf_counter() - s
        if want is None:
            skipped["refused by the package"] += 1
            continue
        lines.append(batch_line(hand))
        expected.append(want)
        kinds.append(kind)
    total_time = time.time() - t0

    print("[%s] %d hands (%s); generation and oracle %.1fs" % (name, len(lines), dict(collections.Counter(kinds)), total_time))
    if skipped:
        print("[%s] skipped: %s" % (name, dict(skipped)))
    outcomes = collections.Counter(w.split(" | ")[0] if w.startswith("no-win") else
                                   ("yakuman" if w.startswith("Y") else "win") for w in expected)
    print("[%s] oracle answers: %s" % (name, dict(outcomes)))
    print("[%s] oracle: %.2fs scoring, %.0f hands/s (%.1f us a hand)"
          % (name, oracle_time, len(lines) / oracle_time, 1e6 * oracle_time / len(lines)))

    data = "\n".join(lines) + "\n"
    if args.input_out:
        with open(args.input_out, "w") as f:
            f.write(data)
    if args.sample_out:
        with open(args.sample_out, "w") as f:
            f.write("# mjref riichi differential sample: batch input, tab, the oracle's answer.\n")
            f.write("# Generated by tools/riichi_differential.py --profile %s --seed %d with mahjong 2.1.0;\n" % (name, args.seed))
            f.write("# mjref flags: %s\n" % " ".join(mjref_flags(p)))
            for i in range(min(args.sample_size, len(lines))):
                f.write("%s\t%s\n" % (lines[i], expected[i]))
    if args.oracle_only:
        return 0

    cmd = [args.mjref, "riichi", "score", "--batch"] + mjref_flags(p)
    start = time.perf_counter()
    try:
        run = subprocess.run(cmd, input=data.encode(), capture_output=True)
    except FileNotFoundError:
        sys.exit("no mjref at %s (cargo build --release, or --mjref PATH)" % args.mjref)
    ours_time = time.perf_counter() - start
    if run.returncode != 0:
        print("[%s] %s exited %d: %s" % (name, " ".join(cmd), run.returncode, run.stderr.decode()[:2000]))
        return 1
    got = run.stdout.decode().split("\n")
    if len(got) < len(lines):
        print("[%s] mjref answered %d lines for %d hands" % (name, len(got), len(lines)))
    print("[%s] mjref: %.2fs for the whole run, %.0f hands/s; %.1f times the oracle's rate"
          % (name, ours_time, len(lines) / ours_time, oracle_time / ours_time))

    differ = 0
    by_kind = collections.Counter()
    shown = 0
    for i, line in enumerate(lines):
        ours = got[i] if i < len(got) else "(no answer)"
        want = expected[i]
        if same(ours, want, p):
            continue
        differ += 1
        by_kind[kinds[i]] += 1
        if shown < args.show:
            shown += 1
            print("DIFFERENCE %s\n  ours:   %s\n  oracle: %s" % (line, ours, want))
    print("[%s] differences: %d of %d" % (name, differ, len(lines)))
    if by_kind:
        print("[%s] differences by kind: %s" % (name, dict(by_kind)))
    return 1 if differ else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--profile", default="all", choices=sorted(PROFILES) + ["all"])
    ap.add_argument("--count", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--mjref", default="target/release/mjref")
    ap.add_argument("--sample-out", help="write the first hands with the oracle's answers here")
    ap.add_argument("--sample-size", type=int, default=3000)
    ap.add_argument("--show", type=int, default=20, help="differences to print")
    ap.add_argument("--input-out", help="also write the batch input here (for timing)")
    ap.add_argument("--oracle-only", action="store_true", help="do not run mjref (generate, score, time the oracle)")
    args = ap.parse_args()
    names = sorted(PROFILES) if args.profile == "all" else [args.profile]
    if args.sample_out and len(names) > 1:
        ap.error("--sample-out needs one --profile")
    status = 0
    for name in names:
        status |= run_profile(name, args)
    return status


if __name__ == "__main__":
    sys.exit(main())
