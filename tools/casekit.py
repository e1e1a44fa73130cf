"""Helpers for writing judged cases by hand: lay the walls so that the deal gives each
seat the tiles a case needs and the wall then gives the tiles to be picked, in order;
write the deal's takes by the procedure; then the events of the story, one call each.

The expectation of a case is written by whoever uses this, from the rules, before the
engine runs on the case. Used by the tools/make_*_cases.py scripts.
"""
import os

SEATS = ["East", "South", "West", "North"]
LETTER = {"East": "E", "South": "S", "West": "W", "North": "N"}
RULESETS = {
    "american": {"stacks": 19, "edition": "2024", "bonus": ["Fl"] * 8, "jokers": 8},
    "millington": {"stacks": 18, "edition": "standard", "bonus": ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"], "jokers": 0},
    "mcr": {"stacks": 18, "edition": "2006", "bonus": ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"], "jokers": 0},
    "riichi": {"stacks": 17, "edition": "ema2016", "bonus": [], "jokers": 0},
}
SCRIPT = [(s, 4, False) for _ in range(3) for s in SEATS] + [
    ("East", 2, True), ("South", 1, False), ("West", 1, False), ("North", 1, False)]


def left(seat):
    return SEATS[(SEATS.index(seat) + 3) % 4]


def full_set(ruleset):
    tiles = []
    for suit in "dbc":
        for n in range(1, 10):
            tiles += [f"{n}{suit}"] * 4
    for w in "ESWN":
        tiles += [f"{w}w"] * 4
    for d in "RGW":
        tiles += [f"{d}d"] * 4
    r = RULESETS[ruleset]
    return tiles + r["bonus"] + ["JK"] * r["jokers"]


def kind_ron(code):
    suits = {"d": "Dots", "b": "Bams", "c": "Craks"}
    winds = {"E": "East", "S": "South", "W": "West", "N": "North"}
    dragons = {"R": "Red", "G": "Green", "W": "White"}
    if code[0].isdigit():
        return f"Number({suits[code[1]]}, {code[0]})"
    if code[1] == "w":
        return f"Wind({winds[code[0]]})"
    if code[1] == "d":
        return f"Dragon({dragons[code[0]]})"
    return {"Fl": "Flower", "JK": "Joker"}[code]


class Case:
    def __init__(self, ruleset, hands, draws=(), dice=(3, 4), edition=None, dead=None):
        """`dead` lays tiles in the dead wall (riichi), by place as the table lists it:
        the stacks nearest the break first, each stack's top before its bottom; so 0 to 3
        are the loose tiles, 4 the dora indicator, 6, 8, 10 and 12 the kan dora
        indicators, each with its ura beneath (5, 7, ...)."""
        r = RULESETS[ruleset]
        self.ruleset, self.stacks = ruleset, r["stacks"]
        self.edition = edition or r["edition"]
        self.dice = dice
        self.order = self._draw_order(sum(dice))
        self.taken = []
        self.events = [f"DiceRolled(seat: East, dice: [{dice[0]}, {dice[1]}])",
                       f"WallBroken(wall: East, after_stack: {sum(dice)})"]
        takes = []
        for seat, count, jump in SCRIPT:
            rem = self.remaining()
            pos = [rem[0], rem[2]] if jump else rem[:count]
            self.taken += pos
            takes.append((seat, pos))
        self.deal_takes = takes
        self.taken = []
        # Lay the walls: each seat's dealt tiles, then the draws, then the rest of the set
        # with its last tiles (bonus tiles, jokers) farthest from the live end.
        pool = full_set(ruleset)
        slots = [None] * (8 * self.stacks)
        dealt = {s: list(hands.get(s, [])) for s in SEATS}
        for seat, pos in takes:
            for p in pos:
                if dealt[seat]:
                    t = dealt[seat].pop(0)
                    pool.remove(t)
                    slots[self.slot(p)] = t
        for place, t in (dead or {}).items():
            pos = self.dead_wall_places()[place]
            pool.remove(t)
            slots[self.slot(pos)] = t
        after_deal = [p for p in self.order if p not in {q for _, ps in takes for q in ps}]
        for p, t in zip(after_deal, draws):
            pool.remove(t)
            slots[self.slot(p)] = t
        rest = [p for p in reversed(self.order) if slots[self.slot(p)] is None]
        bonus_last = [t for t in pool if t in ("Fl", "JK") or t[0] in "FS" and t[1].isdigit()]
        plain = [t for t in pool if t not in bonus_last]
        for p, t in zip(rest, bonus_last + list(reversed(plain))):
            slots[self.slot(p)] = t
        assert all(s is not None for s in slots)
        self.slots = slots
        self.racks = {s: [] for s in SEATS}

    def _draw_order(self, break_after):
        seq, wall = [], "East"
        for k in range(4 * self.stacks):
            seq.append((wall, k % self.stacks))
            if k % self.stacks == self.stacks - 1:
                wall = left(wall)
        rot = seq[break_after:] + seq[:break_after]
        return [f"{LETTER[w]}{s + 1}{l}" for w, s in rot for l in "tb"]

    def dead_wall_places(self, size=14):
        """The dead wall's places in the order the table lists them (see `dead`)."""
        tail = list(reversed(self.order[-size:]))
        return [p for i in range(0, size, 2) for p in (tail[i + 1], tail[i])]

    def slot(self, pos):
        w = {"E": 0, "S": 1, "W": 2, "N": 3}[pos[0]]
        return (w * self.stacks + int(pos[1:-1]) - 1) * 2 + (0 if pos[-1] == "t" else 1)

    def remaining(self):
        return [p for p in self.order if p not in self.taken]

    def tile_at(self, pos):
        return self.slots[self.slot(pos)]

    def deal(self, racked=True):
        for seat, pos in self.deal_takes:
            self.taken += pos
            self.racks[seat] += [self.tile_at(p) for p in pos]
            quoted = ", ".join(f'"{p}"' for p in pos)
            self.events.append(f"Took(seat: {seat}, tiles: [{quoted}])")
        if racked:
            self.events.append("Racked")

    def pick(self, seat):
        p = self.remaining()[0]
        self.taken.append(p)
        self.racks[seat].append(self.tile_at(p))
        self.events.append(f'Picked(seat: {seat}, at: "{p}")')
        return self.tile_at(p)

    def pick_at(self, seat, pos):
        """`seat` draws the tile at `pos` (a wall place such as "E5t"), whatever the
        next tile is; gives that tile."""
        self.taken.append(pos)
        self.racks[seat].append(self.tile_at(pos))
        self.events.append(f'Picked(seat: {seat}, at: "{pos}")')
        return self.tile_at(pos)

    def put_back(self, seat, pos, called_by):
        """`called_by` calls the referee and `seat` puts the tile drawn from `pos` back
        in its spot, where it is the tile to draw again."""
        self.event(f"RefereeCalled(by: Some({called_by}))")
        self.event(f'PutBack(seat: {seat}, at: "{pos}")')
        self.taken.remove(pos)
        self.racks[seat].remove(self.tile_at(pos))

    def discard(self, seat, tile, named=None):
        self.racks[seat].remove(tile)
        n = f", named: Some({kind_ron(named)})" if named else ""
        self.events.append(f"Discarded(seat: {seat}, tile: {kind_ron(tile)}{n})")

    def event(self, text):
        self.events.append(text)

    def turn(self, seat, tile):
        """`seat` draws from the wall and discards `tile` (the tile drawn, or another)."""
        self.pick(seat)
        self.discard(seat, tile)

    def riichi(self, seat, tile, extra=""):
        """`seat` draws, declares riichi (`extra` adds fields, e.g. ", said: false") and
        discards `tile`."""
        self.pick(seat)
        self.event(f"DeclaredRiichi(seat: {seat}{extra})")
        self.discard(seat, tile)

    def pon(self, seat, tile):
        """`seat` calls pon on the latest discard, a `tile`, and lays two from the hand."""
        self.event(f"Claimed(seat: {seat}, claim: Pung)")
        shown = ", ".join([kind_ron(tile)] * 2)
        self.event(f"Exposed(seat: {seat}, tiles: [{shown}])")
        self.racks[seat].remove(tile)
        self.racks[seat].remove(tile)

    def kan(self, seat, tile):
        """`seat` declares a concealed kan of `tile` and draws the next loose tile of the
        dead wall (its places 0 to 3, in order), which joins the rack; gives that tile."""
        self.event(f"DeclaredKong(seat: {seat}, tile: {kind_ron(tile)})")
        for _ in range(4):
            self.racks[seat].remove(tile)
        loose = next(p for p in self.dead_wall_places()[:4] if p not in self.taken)
        self.event(f'DrewLoose(seat: {seat}, at: "{loose}")')
        self.taken.append(loose)
        self.racks[seat].append(self.tile_at(loose))
        return self.tile_at(loose)

    def ron(self, seat):
        """`seat` calls ron on the latest discard and lays the hand open."""
        self.event(f"Claimed(seat: {seat}, claim: Win)")
        self.event(f"DeclaredWin(seat: {seat})")

    def walls_text(self, indent):
        walls = []
        pad = " " * indent
        for i, seat in enumerate(SEATS):
            w = self.slots[i * 2 * self.stacks:(i + 1) * 2 * self.stacks]
            walls.append(f"""{pad}{seat.lower()}: (
{pad}    top: "{" ".join(w[0::2])}",
{pad}    bottom: "{" ".join(w[1::2])}",
{pad}),""")
        return "\n".join(walls)

    def write(self, name, comment, expect, earlier=None, redeal=None, counters=0, sticks=0):
        """Writes the case. `redeal`, another Case, is the same hand dealt again after a
        `Redealt` event: its walls go under `redeals` and its events follow. `counters`
        and `sticks` are those on the table as the hand begins (riichi)."""
        walls = [self.walls_text(12)]
        events = list(self.events)
        accounts = ""
        if counters:
            accounts += f"\n        counters: {counters},"
        if sticks:
            accounts += f"\n        sticks: {sticks},"
        if redeal is not None:
            events += ["Redealt"] + redeal.events
            accounts += f"""
        redeals: [
            Laid(
{redeal.walls_text(16)}
            ),
        ],"""
        body = "\n".join(f"            {e}," for e in events)
        # The rulings on the matters before the last, in order, where the case has several.
        earlier_text = ""
        if earlier is not None:
            items = "".join(f"\n        {e}," for e in earlier)
            earlier_text = f"\n    earlier: Some([{items}\n    ]),"
        text = f"""// {comment}
JudgedCase(
    origin: Hand,{earlier_text}
    expect: {expect},
    scenario: Scenario(
        format: 1,
        ruleset: "{self.ruleset}",
        edition: "{self.edition}",
        note: Some("{comment}"),
        dealer: East,
        walls: Laid(
{chr(10).join(walls)}
        ),{accounts}
        events: [
{body}
        ],
    ),
)
"""
        path = os.path.join("tests", "cases", self.ruleset, name)
        with open(path, "w") as f:
            f.write(text)
