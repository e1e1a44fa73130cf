#!/usr/bin/env python3
"""Writes the hand-built judged cases for a kong's loose tile forgotten (Millington rule 80).

East, the dealer, is dealt four 7d, declares the concealed kong at once and discards
without drawing the loose tile owed for it. In one case South then draws from the wall
before anyone notices; in the other the table notices before South draws. The expected
rulings are written here from rule 80 (our users' Czech text, 000_7c2be202b4b6730b.txt)
and the article's reading for the case the rule is silent on, independently of the
engine; tests/judged_cases.rs checks the engine against them.

Run from the repository root: python3 tools/make_loose_tile_cases.py
"""
import os

STACKS = 18
SEATS = ["East", "South", "West", "North"]
LETTER = {"East": "E", "South": "S", "West": "W", "North": "N"}


def left(seat):
    return SEATS[(SEATS.index(seat) + 3) % 4]


def canonical_set():
    tiles = []
    for suit in "dbc":
        for n in range(1, 10):
            tiles += [f"{n}{suit}"] * 4
    for w in "ESWN":
        tiles += [f"{w}w"] * 4
    for d in "RGW":
        tiles += [f"{d}d"] * 4
    tiles += ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]
    return tiles


def draw_order(break_after):
    seq = []
    wall = "East"
    for k in range(4 * STACKS):
        seq.append((wall, k % STACKS))
        if k % STACKS == STACKS - 1:
            wall = left(wall)
    rot = seq[break_after:] + seq[:break_after]
    order = []
    for w, s in rot:
        order.append(f"{LETTER[w]}{s + 1}t")
        order.append(f"{LETTER[w]}{s + 1}b")
    return order


def slot_of(pos):
    w = {"E": 0, "S": 1, "W": 2, "N": 3}[pos[0]]
    stack = int(pos[1:-1]) - 1
    return (w * STACKS + stack) * 2 + (0 if pos[-1] == "t" else 1)


SCRIPT = [(s, 4, False) for _ in range(3) for s in SEATS] + [
    ("East", 2, True), ("South", 1, False), ("West", 1, False), ("North", 1, False)]

DICE = (3, 4)


def deal_positions():
    order = draw_order(sum(DICE))
    taken = []
    takes = []
    for seat, count, jump in SCRIPT:
        rem = [p for p in order if p not in taken]
        pos = [rem[0], rem[2]] if jump else rem[:count]
        taken += pos
        takes.append((seat, pos))
    rest = [p for p in order if p not in taken]
    return takes, rest


def layout(takes):
    """East is dealt 7d 7d 7d 7d and ten plain tiles; everything else in set order."""
    east_tiles = ["7d"] * 4 + ["1c", "2c", "3c", "5b", "6b", "9d", "Ew", "Ew", "Rd", "Gd"]
    pool = canonical_set()
    for t in east_tiles:
        pool.remove(t)
    slots = [None] * (8 * STACKS)
    east_places = [p for seat, pos in takes if seat == "East" for p in pos]
    for p, t in zip(east_places, east_tiles):
        slots[slot_of(p)] = t
    # The set's last tiles (winds, dragons, bonus tiles) go to the first slots, East's
    # right end, which the break leaves in the dead wall: nobody is dealt a bonus tile.
    it = iter(reversed(pool))
    for i in range(len(slots)):
        if slots[i] is None:
            slots[i] = next(it)
    return slots


def wall_text(slots):
    out = []
    for i, seat in enumerate(SEATS):
        w = slots[i * 2 * STACKS:(i + 1) * 2 * STACKS]
        out.append(f"""            {seat.lower()}: (
                top: "{" ".join(w[0::2])}",
                bottom: "{" ".join(w[1::2])}",
            ),""")
    return "\n".join(out)


def case(name, comment, expect, south_draws):
    takes, rest = deal_positions()
    slots = layout(takes)
    events = [f"DiceRolled(seat: East, dice: [{DICE[0]}, {DICE[1]}])",
              f"WallBroken(wall: East, after_stack: {sum(DICE)})"]
    for seat, pos in takes:
        quoted = ", ".join(f'"{p}"' for p in pos)
        events.append(f"Took(seat: {seat}, tiles: [{quoted}])")
    events += ["Racked",
               "DeclaredKong(seat: East, tile: Number(Dots, 7))",
               # The loose tile is forgotten: East throws the Red dragon at once.
               "Discarded(seat: East, tile: Dragon(Red))"]
    if south_draws:
        # The dead wall lies right of the break; South draws from the live end.
        events.append(f'Picked(seat: South, at: "{rest[0]}")')
    body = "\n".join(f"            {e}," for e in events)
    text = f"""// {comment}
JudgedCase(
    origin: Hand,
    expect: {expect},
    scenario: Scenario(
        format: 1,
        ruleset: "millington",
        edition: "standard",
        note: Some("{comment}"),
        dealer: East,
        walls: Laid(
{wall_text(slots)}
        ),
        events: [
{body}
        ],
    ),
)
"""
    path = os.path.join("tests", "cases", "millington", name)
    with open(path, "w") as f:
        f.write(text)


# Rule 80: the next player has drawn, so the mistake cannot be put right: East plays on
# with a short hand that cannot win.
case("mil-80-loose-tile-after-next-draw.ron",
     "East declares a concealed kong, discards without drawing the loose tile, and South draws",
     '(article: "MIL-80", case: "after-next-draw", parties: (offender: Some(East)), '
     'ruling: Some((players: [(who: Offender, status: ShortHand)], tiles: Kept, next: PlayContinues)))',
     south_draws=True)
# Rule 80 is silent while the next player has not drawn; the article reads it as the
# ordinary correction: East draws the loose tile it missed, no penalty.
case("mil-80-loose-tile-before-next-draw.ron",
     "East declares a concealed kong and discards without drawing the loose tile; noticed at once",
     '(article: "MIL-80", case: "loose-tile-before-next-draw", parties: (offender: Some(East)), '
     'ruling: Some((players: [(who: Offender, status: NoPenalty)], tiles: TakeLooseTile, next: PlayContinues)))',
     south_draws=False)
