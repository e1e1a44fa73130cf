#!/usr/bin/env python3
"""Differential test of mjref's MCR fan calculator against PyMahjongGB.

PyMahjongGB (pip install pymahjonggb) wraps ChineseOfficialMahjongHelper's fan
calculator (github ailab-pku/PyMahjongGB, summerinsects/ChineseOfficialMahjongHelper),
an implementation independent of ours.

The script generates random winning hands with a fixed seed (four sets and a pair with
0-4 melds, concealed and melded kongs, themed tile pools that reach the rarer fan,
sparse hands near a Chicken Hand, seven pairs, thirteen orphans, honours and knitted
tiles, knitted straights), random win
flags, winds and flowers; asks PyMahjongGB for their fan; runs
`mjref mcr fan --batch --ties --melded-and-concealed-kong 5` (PyMahjongGB counts a
melded plus a concealed kong as 5, ChineseOfficialMahjongHelper's 明暗杠) on them; and
compares totals, and whether PyMahjongGB's fan list is one of the readings that reach
our best total (when readings tie, the two programs may keep different ones).

    cargo build --release
    python3 tools/mcr_differential.py --count 100000 \\
        --sample-out tests/data/mcr/differential.txt --sample-size 3000

The sample file holds the first hands of the run, per line the batch input, a tab,
PyMahjongGB's total, a tab and its fan as `Name value[xcount]` separated by commas;
tests/mcr_differential.rs replays it through the library. A difference we keep on
purpose is listed, with its source, in that test's EXPLAINED table. The exit status is 1
when any total differs.
"""

import argparse
import collections
import random
import subprocess
import sys
import time

try:
    import MahjongGB
except ImportError:  # pragma: no cover
    sys.exit("PyMahjongGB is missing: pip install pymahjonggb")

# Tile indices as in mjref: 0-8 dots (p), 9-17 bams (s), 18-26 craks (m),
# 27-30 E S W N, 31-33 red green white (C F P).
HONOURS = "ESWNCFP"


def ours(t):
    if t < 27:
        return "%d%s" % (t % 9 + 1, "psm"[t // 9])
    return HONOURS[t - 27]


def theirs(t):
    # PyMahjongGB: W characters, T bamboo, B dots, F1-F4 winds, J1-J3 red green white.
    if t < 27:
        return "%s%d" % ("BTW"[t // 9], t % 9 + 1)
    if t < 31:
        return "F%d" % (t - 26)
    return "J%d" % (t - 30)


def is_number(t):
    return t < 27


def rank(t):
    return t % 9 + 1


NAME_FIX = {
    "All Five": "All Fives",
    "Robbing The Kong": "Robbing the Kong",
    "Two Dragons Pungs": "Two Dragon Pungs",
    "Concealed Kong and Melded Kong": "Melded and Concealed Kong",
}

ALL = list(range(34))
TERMINALS = [0, 8, 9, 17, 18, 26]
KNITTED = []
for perm in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]:
    KNITTED.append([s * 9 + perm[s] + 3 * k for s in range(3) for k in range(3)])


def pools(rng):
    """A tile pool that makes some fan likely."""
    suit = rng.randrange(3)
    suit_tiles = list(range(suit * 9, suit * 9 + 9))
    two = rng.sample(range(3), 2)
    choice = rng.random()
    if choice < 0.30:
        return ALL
    if choice < 0.40:
        return suit_tiles
    if choice < 0.50:
        return suit_tiles + list(range(27, 34))
    if choice < 0.56:
        return TERMINALS + list(range(27, 34))
    if choice < 0.60:
        return [t for t in range(27) if rank(t) <= 4]
    if choice < 0.64:
        return [t for t in range(27) if rank(t) >= 6]
    if choice < 0.67:
        return [t for t in range(27) if 4 <= rank(t) <= 6]
    if choice < 0.70:
        return [t for t in range(27) if rank(t) <= 3 or rank(t) >= 7]
    if choice < 0.72:
        return [10, 11, 12, 14, 16, 32]  # green
    if choice < 0.74:
        return [0, 1, 2, 3, 4, 7, 8, 10, 12, 13, 14, 16, 17, 33]  # reversible
    if choice < 0.77:
        return [t for t in range(27) if rank(t) % 2 == 0] + list(range(27, 34))
    if choice < 0.82:
        return [t for t in range(27) if t // 9 in two]
    if choice < 0.88:
        return list(range(27, 34)) + [t for t in range(27) if rng.random() < 0.4]
    return [t for t in range(27) if 3 <= rank(t) <= 7]


def candidate_sets(pool):
    s = set(pool)
    out = []
    for t in pool:
        out.append(("P", t))
        if is_number(t) and rank(t) <= 7 and t + 1 in s and t + 2 in s:
            out.append(("C", t))
    return out


def set_tiles(kind, t):
    return [t, t + 1, t + 2] if kind == "C" else [t] * (4 if kind == "K" else 3)


PATTERNS = [
    lambda s, r: [("C", s * 9 + r), ("C", s * 9 + r + 3), ("C", s * 9 + r + 6)] if r == 0 else None,
    lambda s, r: [("C", s * 9 + r), ("C", s * 9 + r + 1), ("C", s * 9 + r + 2)] if r <= 4 else None,
    lambda s, r: [("C", s * 9 + r), ("C", s * 9 + r + 2), ("C", s * 9 + r + 4)] if r <= 2 else None,
    lambda s, r: [("C", s * 9 + r)] * 3 if r <= 6 else None,
    lambda s, r: [("C", k * 9 + r) for k in range(3)] if r <= 6 else None,
    lambda s, r: [("C", ((s + k) % 3) * 9 + 3 * k) for k in range(3)],
    lambda s, r: [("C", ((s + k) % 3) * 9 + r + k) for k in range(3)] if r <= 4 else None,
    lambda s, r: [("P", s * 9 + r + k) for k in range(3)] if r <= 6 else None,
    lambda s, r: [("P", ((s + k) % 3) * 9 + r + k) for k in range(3)] if r <= 6 else None,
    lambda s, r: [("P", k * 9 + r) for k in range(3)],
    lambda s, r: [("P", 31), ("P", 32), ("P", 33)],
    lambda s, r: [("P", 27 + k) for k in random.sample(range(4), 3)],
    lambda s, r: [("P", 27 + k) for k in range(4)],
    lambda s, r: [("C", s * 9 + r)] * 4 if r <= 6 else None,
    lambda s, r: [("C", s * 9 + r + k) for k in range(4)] if r <= 3 else None,
    lambda s, r: [("C", s * 9), ("C", s * 9), ("C", s * 9 + 6), ("C", s * 9 + 6)],
    lambda s, r: [("C", ((s + 1) % 3) * 9), ("C", ((s + 1) % 3) * 9 + 6),
                  ("C", ((s + 2) % 3) * 9), ("C", ((s + 2) % 3) * 9 + 6)],
    lambda s, r: [("P", s * 9 + r + k) for k in range(4)] if r <= 5 else None,
    lambda s, r: [("P", 31), ("P", 32)],
    lambda s, r: [("C", s * 9 + r), ("C", s * 9 + r)] if r <= 6 else None,
]


def standard_sets(rng):
    """Four sets and a pair, as (kind, lowest tile) and the pair tile."""
    for _ in range(100):
        counts = [0] * 34
        sets = []
        if rng.random() < 0.35:
            pat = rng.choice(PATTERNS)(rng.randrange(3), rng.randrange(9))
            if pat:
                sets = list(pat)
        pool = pools(rng)
        cands = candidate_sets(pool)
        if not cands:
            continue
        ok = True
        for kind, t in sets:
            for x in set_tiles(kind, t):
                counts[x] += 1
        while len(sets) < 4:
            kind, t = rng.choice(cands)
            sets.append((kind, t))
            for x in set_tiles(kind, t):
                counts[x] += 1
        pair_pool = pool if rng.random() < 0.8 else ALL
        pair = rng.choice(pair_pool)
        if pair_pool is pool and rng.random() < 0.1 and sets[0][0] == "C":
            pair = sets[0][1] + 4 if is_number(sets[0][1]) and rank(sets[0][1]) == 1 else pair
        counts[pair] += 2
        if max(counts) > 4:
            ok = False
        if ok:
            return sets, pair
    return None


def source(rng):
    return rng.choice([1, 2, 3])


def standard_hand(rng):
    got = standard_sets(rng)
    if got is None:
        return None
    sets, pair = got
    counts = [0] * 34
    for kind, t in sets:
        for x in set_tiles(kind, t):
            counts[x] += 1
    counts[pair] += 2
    # Pungs become kongs when a fourth tile is free; kongs are always declared.
    sets = [
        ("K", t) if kind == "P" and counts[t] == 3 and rng.random() < 0.15 else (kind, t)
        for kind, t in sets
    ]
    declared_count = rng.choices([0, 1, 2, 3, 4], [35, 25, 20, 12, 8])[0]
    order = list(range(4))
    rng.shuffle(order)
    melds, concealed = [], []
    kongs = [i for i in order if sets[i][0] == "K"]
    others = [i for i in order if sets[i][0] != "K"]
    declared = set(kongs)
    for i in others:
        if len(declared) >= max(declared_count, len(kongs)):
            break
        declared.add(i)
    if len(declared) == 4 and others and rng.random() < 0.5:
        # Sometimes keep a concealed set to win on besides the pair.
        declared.discard(others[0])
    for i in range(4):
        kind, t = sets[i]
        if i in declared:
            if kind == "K":
                melds.append((kind, t, None if rng.random() < 0.45 else source(rng)))
            else:
                melds.append((kind, t, source(rng)))
        else:
            concealed += set_tiles(kind, t)
    concealed += [pair, pair]
    return melds, concealed


def sparse_hand(rng):
    """Near a Chicken Hand: sets of simples in all three suits that make no pattern, an
    honour pair, exposed sets; the false wins a referee must catch."""
    for _ in range(100):
        suits = [0, 1, 2, rng.randrange(3)]
        rng.shuffle(suits)
        sets = []
        for s in suits:
            if rng.random() < 0.75:
                sets.append(("C", s * 9 + rng.randrange(1, 6)))
            else:
                sets.append(("P", s * 9 + rng.randrange(1, 8)))
        pair = rng.randrange(27, 34) if rng.random() < 0.8 else rng.randrange(27)
        counts = [0] * 34
        for kind, t in sets:
            for x in set_tiles(kind, t):
                counts[x] += 1
        counts[pair] += 2
        if max(counts) > 4:
            continue
        exposed = rng.choice([2, 3, 3, 4])
        melds = [(kind, t, source(rng)) for kind, t in sets[:exposed]]
        concealed = [x for kind, t in sets[exposed:] for x in set_tiles(kind, t)] + [pair, pair]
        return melds, concealed
    return None


def seven_pairs_hand(rng):
    pool = pools(rng)
    if rng.random() < 0.08:
        s = rng.randrange(3)
        start = rng.randrange(3)
        kinds = [s * 9 + start + k for k in range(7)]
    else:
        kinds = []
        while len(kinds) < 7:
            t = rng.choice(pool if rng.random() < 0.8 else ALL)
            if kinds.count(t) < 2 and (kinds.count(t) == 0 or rng.random() < 0.15):
                kinds.append(t)
    return [], [t for t in kinds for _ in range(2)]


def orphans_hand(rng):
    orphans = TERMINALS + list(range(27, 34))
    return [], orphans + [rng.choice(orphans)]


def knitted_hand(rng):
    k = rng.choice(KNITTED)
    honours = list(range(27, 34))
    if rng.random() < 0.4:
        tiles = rng.sample(k, 7) + honours
    else:
        h = rng.choice([5, 6])
        tiles = rng.sample(k, 14 - h) + rng.sample(honours, h)
    return [], tiles


def knitted_straight_hand(rng):
    k = rng.choice(KNITTED)
    for _ in range(50):
        counts = [0] * 34
        for t in k:
            counts[t] += 1
        cands = candidate_sets(ALL)
        kind, t = rng.choice(cands)
        pair = rng.randrange(34)
        for x in set_tiles(kind, t):
            counts[x] += 1
        counts[pair] += 2
        if max(counts) > 4:
            continue
        if rng.random() < 0.4:
            if kind == "P" and counts[t] == 3 and rng.random() < 0.3:
                return [("K", t, None if rng.random() < 0.5 else source(rng))], k + [pair, pair]
            return [(kind, t, source(rng))], k + [pair, pair]
        return [], k + set_tiles(kind, t) + [pair, pair]
    return None


def generate(rng):
    r = rng.random()
    if r < 0.74:
        made = standard_hand(rng)
        kind = "standard"
    elif r < 0.78:
        made, kind = sparse_hand(rng), "sparse"
    elif r < 0.88:
        made, kind = seven_pairs_hand(rng), "seven pairs"
    elif r < 0.90:
        made, kind = orphans_hand(rng), "thirteen orphans"
    elif r < 0.94:
        made, kind = knitted_hand(rng), "honours and knitted"
    else:
        made, kind = knitted_straight_hand(rng), "knitted straight"
    if made is None:
        return None
    melds, concealed = made
    rng.shuffle(concealed)
    win = concealed.pop(rng.randrange(len(concealed)))
    flags = {
        "self_drawn": int(rng.random() < 0.5),
        "last_tile": int(rng.random() < 0.12),
        "kong": int(rng.random() < 0.08),
        "wall_last": int(rng.random() < 0.06),
        "prevalent": rng.choice(HONOURS[:4]),
        "seat": rng.choice(HONOURS[:4]),
        "flowers": rng.choices(range(9), [50, 15, 10, 8, 6, 4, 3, 2, 2])[0],
    }
    if kind == "sparse":
        # Mostly won on a discard without special flags, so no fan comes from the win.
        for k in ["self_drawn", "last_tile", "kong", "wall_last"]:
            flags[k] = int(flags[k] and rng.random() < 0.3)
    return kind, melds, sorted(concealed), win, flags


def notation(melds, concealed, win):
    out = []
    for kind, t, src in melds:
        tiles = set_tiles(kind, t)
        if is_number(t):
            body = "".join(str(rank(x)) for x in tiles) + "psm"[t // 9]
        else:
            body = HONOURS[t - 27] * len(tiles)
        out.append("[%s%s]" % (body, "" if src is None else ",%d" % src))
    digits, suit = "", None
    for t in concealed + [win]:
        this = "psm"[t // 9] if is_number(t) else None
        if digits and this != suit:
            out.append(digits + suit)
            digits = ""
        if this is None:
            out.append(HONOURS[t - 27])
        else:
            digits += str(rank(t))
        suit = this
    if digits:
        out.append(digits + suit)
    return "".join(out)


def reference(melds, concealed, win, flags):
    packs = []
    for kind, t, src in melds:
        if kind == "C":
            packs.append(("CHI", theirs(t + 1), src))
        elif kind == "P":
            packs.append(("PENG", theirs(t), src))
        else:
            packs.append(("GANG", theirs(t), 0 if src is None else src))
    try:
        fans = MahjongGB.MahjongFanCalculator(
            tuple(packs),
            tuple(theirs(t) for t in concealed),
            theirs(win),
            flags["flowers"],
            bool(flags["self_drawn"]),
            bool(flags["last_tile"]),
            bool(flags["kong"]),
            bool(flags["wall_last"]),
            HONOURS.index(flags["seat"]),
            HONOURS.index(flags["prevalent"]),
            verbose=True,
        )
    except TypeError as e:
        return None, str(e)
    total = sum(value * n for value, n, _, _ in fans)
    listed = []
    for value, n, _, en in fans:
        name = NAME_FIX.get(en, en)
        listed.append("%s %d%s" % (name, value, "x%d" % n if n > 1 else ""))
    return total, ", ".join(sorted(listed))


DEFAULTS = {"self_drawn": 0, "last_tile": 0, "kong": 0, "wall_last": 0, "prevalent": "E", "seat": "E", "flowers": 0}


def batch_line(melds, concealed, win, flags):
    # Keys at their default (0, East) are left out, as the batch format allows.
    keys = ["%s=%s" % (k, flags[k]) for k in DEFAULTS if flags[k] != DEFAULTS[k]]
    return " ".join([notation(melds, concealed, win)] + keys)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--bin", default="target/release/mjref")
    ap.add_argument("--sample-out", help="write the first N hands with expected totals here")
    ap.add_argument("--sample-size", type=int, default=3000)
    ap.add_argument("--show", type=int, default=20, help="mismatches to print")
    ap.add_argument("--input-out", help="also write the batch input here (for timing)")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    random.seed(args.seed)
    lines, expected, kinds = [], [], []
    skipped = collections.Counter()
    t0 = time.time()
    while len(lines) < args.count:
        g = generate(rng)
        if g is None:
            skipped["generator gave up"] += 1
            continue
        kind, melds, concealed, win, flags = g
        total, fans = reference(melds, concealed, win, flags)
        if total is None:
            skipped["reference: " + fans] += 1
            continue
        lines.append(batch_line(melds, concealed, win, flags))
        expected.append((total, fans))
        kinds.append(kind)
    t1 = time.time()

    data = "\n".join(lines) + "\n"
    if args.input_out:
        with open(args.input_out, "w") as f:
            f.write(data)
    start = time.time()
    run = subprocess.run(
        [args.bin, "mcr", "fan", "--batch", "--ties", "--melded-and-concealed-kong", "5"],
        input=data.encode(),
        capture_output=True,
        check=True,
    )
    elapsed = time.time() - start
    got = run.stdout.decode().split("\n")

    total_mismatch = 0
    fan_mismatch = 0
    by_kind = collections.Counter()
    shown = 0
    for i, line in enumerate(lines):
        out = got[i]
        want_total, want_fans = expected[i]
        if out.startswith("error"):
            our_total, our_lists = None, [out]
        else:
            head, _, rest = out.partition("\t")
            our_total = int(head)
            # Every reading reaching the best total: the reference may keep another one.
            our_lists = [", ".join(sorted(x for x in r.split(", ") if x)) for r in rest.split(" | ")]
        if our_total != want_total:
            total_mismatch += 1
            by_kind[kinds[i]] += 1
        elif want_fans not in our_lists:
            fan_mismatch += 1
        else:
            continue
        if shown < args.show:
            shown += 1
            print("MISMATCH %s\n  ours:      %s\n  reference: %d\t%s" % (line, out, want_total, want_fans))

    print("generated %d hands in %.1fs (%s)" % (len(lines), t1 - t0, dict(collections.Counter(kinds))))
    if skipped:
        print("skipped: %s" % dict(skipped))
    print("mjref --batch: %.2fs for %d hands" % (elapsed, len(lines)))
    print("total mismatches: %d; same total but the reference's fan list is none of our best readings: %d"
          % (total_mismatch, fan_mismatch))
    if by_kind:
        print("total mismatches by kind: %s" % dict(by_kind))

    if args.sample_out:
        with open(args.sample_out, "w") as f:
            f.write("# mjref MCR differential sample: batch input, PyMahjongGB total, its fan.\n")
            f.write("# Generated by tools/mcr_differential.py --seed %d; replayed by tests/mcr_differential.rs\n" % args.seed)
            f.write("# with melded-and-concealed kong = 5 (PyMahjongGB's 明暗杠).\n")
            for i in range(min(args.sample_size, len(lines))):
                f.write("%s\t%d\t%s\n" % (lines[i], expected[i][0], expected[i][1]))
    return 1 if total_mismatch else 0


if __name__ == "__main__":
    sys.exit(main())
