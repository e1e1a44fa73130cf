#!/usr/bin/env python3
"""Writes the hand-built judged cases for the American deal articles.

Each case is a table a referee could meet, built step by step like a person writing a
scenario by hand: walls laid in a fixed, readable order, the break, the takes, and the
irregular moment. The expected ruling is stated here, independently of the engine, and
tests/judged_cases.rs checks the engine against it.

Run from the repository root: python3 tools/make_deal_cases.py
"""
import os

STACKS = 19
SEATS = ["East", "South", "West", "North"]
LETTER = {"East": "E", "South": "S", "West": "W", "North": "N"}


def right(seat):
    return SEATS[(SEATS.index(seat) + 1) % 4]


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
    tiles += ["Fl"] * 8 + ["JK"] * 8
    return tiles


def layout():
    """Deal the sorted set round the walls so neighbouring stacks differ (easy to read)."""
    tiles = canonical_set()
    # Interleave: take every 19th tile so a wall is not all one suit.
    order = []
    for start in range(19):
        order += tiles[start::19]
    return order  # slot order: wall E stacks 1..19 (top, bottom), then S, W, N


def wall_text(slots):
    walls = {}
    for i, seat in enumerate(SEATS):
        w = slots[i * 38:(i + 1) * 38]
        walls[seat.lower()] = (" ".join(w[0::2]), " ".join(w[1::2]))
    return walls


def draw_order(break_after):
    order = []
    wall = "East"
    seq = []
    for k in range(4 * STACKS):
        seq.append((wall, k % STACKS))
        if k % STACKS == STACKS - 1:
            wall = left(wall)
    # the sequence starts at East's stack index break_after
    rot = seq[break_after:] + seq[:break_after]
    for w, s in rot:
        order.append(f"{LETTER[w]}{s + 1}t")
        order.append(f"{LETTER[w]}{s + 1}b")
    return order


def slot_of(pos):
    w = {"E": 0, "S": 1, "W": 2, "N": 3}[pos[0]]
    stack = int(pos[1:-1]) - 1
    return (w * STACKS + stack) * 2 + (0 if pos[-1] == "t" else 1)


SCRIPT = [(s, 4, False) for _ in range(3) for s in SEATS] + [("East", 2, True), ("South", 1, False), ("West", 1, False), ("North", 1, False)]


class Deal:
    def __init__(self, dice=(2, 3)):
        self.slots = layout()
        self.after = sum(dice)
        self.order = draw_order(self.after)
        self.taken = set()
        self.racks = {s: [] for s in SEATS}
        self.events = [f"DiceRolled(seat: East, dice: [{dice[0]}, {dice[1]}])", f"WallBroken(wall: East, after_stack: {self.after})"]

    def remaining(self):
        return [p for p in self.order if p not in self.taken]

    def take_positions(self, seat, positions):
        for p in positions:
            self.taken.add(p)
            self.racks[seat].append(self.slots[slot_of(p)])
        quoted = ", ".join(f'"{p}"' for p in positions)
        self.events.append(f"Took(seat: {seat}, tiles: [{quoted}])")

    def take(self, seat, count, jump=False):
        rem = self.remaining()
        positions = [rem[0], rem[2]] if jump and count == 2 else rem[:count]
        self.take_positions(seat, positions)

    def deal(self, steps=len(SCRIPT), skip=(), counts=None):
        for i, (seat, count, jump) in enumerate(SCRIPT[:steps]):
            if i in skip:
                continue
            c = counts.get(i, count) if counts else count
            self.take(seat, c, jump and c == 2)

    def pick(self, seat):
        p = self.remaining()[0]
        self.taken.add(p)
        self.racks[seat].append(self.slots[slot_of(p)])
        self.events.append(f'Picked(seat: {seat}, at: "{p}")')

    def discard(self, seat):
        tile = next(t for t in self.racks[seat] if t != "JK")
        self.racks[seat].remove(tile)
        self.events.append(f"Discarded(seat: {seat}, tile: {kind_ron(tile)})")

    def push(self, event):
        self.events.append(event)


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


def write(name, note, deal, expect):
    walls = wall_text(deal.slots)
    wall_lines = []
    for seat in ["east", "south", "west", "north"]:
        top, bottom = walls[seat]
        wall_lines.append(f'            {seat}: (\n                top: "{top}",\n                bottom: "{bottom}",\n            ),')
    events = "\n".join(f"            {e}," for e in deal.events)
    text = f"""// {note}
JudgedCase(
    origin: Hand,
    expect: {expect},
    scenario: Scenario(
        format: 1,
        ruleset: "american",
        edition: "2024",
        note: Some("{note}"),
        dealer: East,
        walls: Laid(
{chr(10).join(wall_lines)}
        ),
        events: [
{events}
        ],
    ),
)
"""
    path = os.path.join("tests", "cases", "american", name + ".ron")
    with open(path, "w") as f:
        f.write(text)


NO_PENALTY_ALL = "(who: Everyone, status: NoPenalty)"
MISDEAL = f"(players: [{NO_PENALTY_ALL}], tiles: Misdeal, next: RedealSameDealer)"


def expect(article, case, ruling, **parties):
    p = ", ".join(f"{k}: Some({v})" for k, v in parties.items())
    return f'(article: "{article}", case: "{case}", parties: ({p}), ruling: Some({ruling}))'


def main():
    # AM-DEAL-02
    d = Deal()
    d.deal(skip={15})
    d.push("Racked")
    write("deal-02-north-missed-last-tile", "North, last to pick, forgot the final tile and holds 12", d,
          expect("AM-DEAL-02", "last-picker-short-one",
                 "(players: [(who: LeftOfDealer, status: NoPenalty)], tiles: TakeFromServedWall(1), next: GameStartsWithEastsDiscard)",
                 offender="North"))

    d = Deal(dice=(6, 5))
    d.deal(counts={7: 3})
    d.push("Racked")
    write("deal-02-north-short-in-round-two", "North took three tiles instead of four in the second round", d,
          expect("AM-DEAL-02", "last-picker-short-one",
                 "(players: [(who: LeftOfDealer, status: NoPenalty)], tiles: TakeFromServedWall(1), next: GameStartsWithEastsDiscard)",
                 offender="North"))

    d = Deal()
    d.deal(counts={5: 3})
    d.push("Racked")
    write("deal-02-south-short", "South took three tiles instead of four: only North's shortage may be made up", d,
          expect("AM-DEAL-02", "misdeal", MISDEAL, offender="South"))

    d = Deal(dice=(1, 1))
    d.deal(counts={14: 2})
    d.push("Racked")
    write("deal-02-west-fourteen", "West took two tiles in the last round and holds 14", d,
          expect("AM-DEAL-02", "misdeal", MISDEAL, offender="West"))

    d = Deal()
    d.deal(counts={11: 2})
    d.push("Racked")
    write("deal-02-north-two-short", "North is two tiles short: the exception covers one tile only", d,
          expect("AM-DEAL-02", "misdeal", MISDEAL, offender="North"))

    # AM-DEAL-03
    d = Deal()
    d.deal(steps=9)
    d.push("DeadCalled(by: South, against: West)")
    write("deal-03-call-during-selection", "South calls West dead while the players are still picking", d,
          expect("AM-DEAL-03", "during-selection",
                 "(players: [(who: Called, status: StaysLive), (who: Caller, status: NoPenalty)], tiles: AgreeElseMisdeal, next: DealContinues)",
                 caller="South", called="West"))

    d = Deal()
    d.deal()
    d.push("Racked")
    d.push("DeadCalled(by: North, against: East)")
    write("deal-03-call-before-first-discard", "North calls East dead after racking, before East has discarded", d,
          expect("AM-DEAL-03", "before-first-discard",
                 "(players: [(who: Called, status: StaysLive), (who: Caller, status: NoPenalty)], tiles: Unchanged, next: GameStartsWithEastsDiscard)",
                 caller="North", called="East"))

    d = Deal()
    d.deal()
    d.push("Racked")
    d.discard("East")
    d.discard("South")
    d.push("DeadCalled(by: West, against: South)")
    # Once East has discarded, a dead-hand call is a matter of play (AM-DH-01).
    write("dh-01-call-after-start-short-hand", "After East's discard, South discards without picking and West calls South dead", d,
          expect("AM-DH-01", "wrong-count",
                 "(players: [(who: Called, status: DeadHand)], tiles: Kept, next: PlayContinues)",
                 caller="West", called="South"))

    d = Deal()
    d.deal()
    d.push("Racked")
    d.discard("East")
    d.pick("South")
    d.discard("South")
    d.push("DeadCalled(by: East, against: North)")
    write("dh-01-call-after-start-right-count", "After the game has started, East calls North dead but North holds 13", d,
          expect("AM-DH-01", "hand-is-live",
                 "(players: [(who: Called, status: StaysLive), (who: Caller, status: NoPenalty)], tiles: Unchanged, next: PlayContinues)",
                 caller="East", called="North"))

    # AM-DEAL-04
    for seen, name in [("true", "seen"), ("false", "unseen")]:
        d = Deal()
        d.deal(steps=6)
        pos = d.remaining()[5]
        d.push(f'TurnedUp(seat: West, at: "{pos}", seen: {seen})')
        write(f"deal-04-tile-turned-up-{name}", f"West knocks a wall tile face up while picking ({name})", d,
              expect("AM-DEAL-04", "back-face-down",
                     "(players: [(who: Offender, status: NoPenalty)], tiles: BackFaceDownSameSpot, next: DealContinues)",
                     offender="West"))

    # AM-DEAL-06
    d = Deal()
    d.deal(steps=6)
    d.take_positions("West", ["W1t", "W1b", "W2t", "W2b"])
    write("deal-06-west-picks-own-wall", "West picks the second round from the wall in front of them", d,
          expect("AM-DEAL-06", "misdeal", MISDEAL, offender="West"))

    d = Deal(dice=(6, 6))
    d.deal(steps=13)
    d.take_positions("South", ["S10t"])
    write("deal-06-south-single-from-south-wall", "South takes the last-round tile from South's own wall", d,
          expect("AM-DEAL-06", "misdeal", MISDEAL, offender="South"))

    # AM-DEAL-07
    d = Deal()
    d.deal(steps=5)
    d.take("West", 4)
    d.push("SelectionSettled(agreed: true)")
    write("deal-07-west-picks-before-south-agreed", "West picks before South; the table agrees on a fix", d,
          expect("AM-DEAL-07", "agreed",
                 f"(players: [{NO_PENALTY_ALL}], tiles: AsAgreed, next: DealContinues)", offender="West"))

    d = Deal()
    d.deal(steps=12)
    d.take("East", 2)
    d.push("SelectionSettled(agreed: false)")
    write("deal-07-east-takes-whole-stack-disputed", "East takes a whole stack instead of the first and third top tiles; no agreement", d,
          expect("AM-DEAL-07", "no-agreement", MISDEAL, offender="East"))

    d = Deal()
    d.deal(steps=2)
    rem = d.remaining()
    d.take_positions("West", rem[2:6])
    d.push("SelectionSettled(agreed: false)")
    write("deal-07-skipped-stack-disputed", "West skips a stack in the served wall; the players cannot agree", d,
          expect("AM-DEAL-07", "no-agreement", MISDEAL, offender="West"))


if __name__ == "__main__":
    main()
