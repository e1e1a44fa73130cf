#!/usr/bin/env python3
"""Writes the judged cases for the generated play situations (Millington, MCR).

Each entry below names a generated scenario (article and seed) whose story a person read
through, event by event, and judged: the case of the article that applies and who is at
fault. The file records that judgement next to the scenario; tests/judged_cases.rs then
checks that the engine reaches the same case, offender and ruling. If the generator
changes, rerun this script and read the new stories again before accepting them.

Run from the repository root after `cargo build`: python3 tools/make_judged_cases.py
[GROUP ...]. With groups named (millington, mcr, or a file tools/reviewed/american_<g>.py
given as american-<g>), only those are written.

The American play lists live in tools/reviewed/american_<group>.py, one per group of
articles, each defining CASES in the same form; offender may be None (a valid win has no
one at fault).
"""
import glob
import importlib.util
import json
import os
import subprocess
import sys

BIN = os.environ.get("MJREF_BIN", os.path.join("target", "debug", "mjref"))

# (article, case, seed, offender, what the reader saw)
MILLINGTON = [
    ("MIL-66", "keeps-the-draw", 0, "East", "East draws, then calls pung on West's discard; no one else claims"),
    ("MIL-66", "priority-claim", 1, "North", "North draws (and replaces a flower), then calls pung; East also calls pung"),
    ("MIL-67", "must-take-it", 0, "East", "East, on turn, turns up the next wall tile; nobody claims North's discard"),
    ("MIL-67", "other-claims", 3, "West", "West turns up the next tile; East then calls pung on South's discard"),
    ("MIL-68", "shown-to-all", 0, "North", "North turns up a tile deep in West's wall"),
    ("MIL-69", "before-discarding", 0, "East", "East claims a pung, lays it, and gives it back before discarding"),
    ("MIL-69", "after-discarding", 2, "South", "South claims a pung, lays it, discards, then gives the claim back"),
    ("MIL-70", "in-time", 0, "East", "East discards and takes it back at once"),
    ("MIL-70", "too-late", 3, "East", "East takes the discard back after South has drawn"),
    ("MIL-71", "claim-withdrawn", 0, "South", "North calls pung on South's discard, withdraws; South takes the tile back"),
    ("MIL-71", "claim-stands", 1, "West", "North calls chow on West's discard; West takes it back"),
    ("MIL-72", "after-discard", 0, "South", "South draws W7t instead of the next tile and then discards"),
    ("MIL-72", "before-discard", 2, "West", "West draws W3b instead of the next tile; not yet discarded"),
    ("MIL-73", "bonus-tile", 0, "North", "North draws out of turn; the tile is a recognised season"),
    ("MIL-73", "face-unknown", 2, "East", "East draws out of turn without seeing or feeling the face"),
    ("MIL-73", "face-known", 7, "North", "North draws out of turn and knows the tile"),
    ("MIL-74", "claimed", 0, "East", "East discards on North's turn; North calls pung on it"),
    ("MIL-74", "unclaimed", 1, "West", "West discards on South's turn; nobody claims"),
    ("MIL-75", "none-claimed", 0, "East", "East discards two tiles; no claim"),
    ("MIL-75", "one-claimed", 1, "West", "West discards two tiles; South calls pung on the second"),
    ("MIL-76", "found-late", 0, "East", "East calls chow on South's discard (not the next player), lays 3c 7d, discards; South draws"),
    ("MIL-76", "found-in-time", 4, "West", "West calls pung on North's Ww without a pair and lays 7b 2b"),
    ("MIL-77", "before-next-draw", 0, "East", "East holds a pair of 7d, calls pung, lays 7d Nw with the discard"),
    ("MIL-77", "after-next-draw", 2, "North", "North claims a pung of Nw, lays Nw 1b, discards, and has drawn again since"),
    ("MIL-78", "after-next-draw", 0, "South", "South claims a pung, takes the tile into the hand, discards, and later draws"),
    ("MIL-78", "before-next-draw", 1, "West", "West claims a pung, takes it into the hand and discards"),
    ("MIL-79", "restored", 0, "South", "South adds 5c from the hand to the exposed pung of white dragons"),
    ("MIL-79", "drawn-fourth-tile", 32, "East", "East draws the fourth 7d and adds it to the exposed pung of 7d"),
    ("MIL-80", "after-next-draw", 0, "South", "South discards without drawing; West then draws"),
    ("MIL-80", "before-next-draw", 2, "East", "East discards without drawing; noticed at once"),
    ("MIL-81", "put-back-dead", 0, "South", "South takes North's discard straight into the hand"),
    ("MIL-82", "nothing-exposed", 0, "East", "East declares a win on the dealt hand; nobody exposes"),
    ("MIL-82", "dealer", 1, "East", "East declares falsely and South lays the hand down"),
    ("MIL-82", "dealer-limit", 2, "East", "As above, in a game where the limit penalty was agreed"),
    ("MIL-82", "others-exposed", 3, "South", "South claims mah-jong on East's discard falsely; West lays the hand down"),
    ("MIL-82", "limit", 16, "West", "West declares falsely; South lays the hand down; limit penalty agreed"),
    ("MIL-83", "nothing-exposed", 0, "South", "East and then South declare falsely on West's discard; nobody else exposes"),
    ("MIL-83", "exposed", 2, "West", "East and West declare falsely; South lays the hand down"),
    ("MIL-83", "exposed-limit", 11, "South", "North and South declare falsely; East lays the hand down; limit agreed"),
    ("MIL-89", "short-hand", 0, "South", "South discarded without drawing earlier; West wins by self-draw"),
    ("MIL-89", "foul-hand", 2, "North", "North laid a false pung (2d 8b with the claimed tile); West wins"),
    ("MIL-89", "long-hand", 12, "South", "South drew out of turn and kept the tile; West wins"),
    ("MIL-90", "all-honours-in-sight", 0, "South", "West shows three honour sets; South discards 6d and West wins on it"),
    ("MIL-90", "four-winds-in-sight", 1, "South", "North shows three wind sets; South's 5c completes North"),
    ("MIL-90", "three-dragons-in-sight", 2, "East", "South shows two dragon sets; East's 5b completes South"),
    ("MIL-90", "imperial-jade-in-sight", 7, "South", "West shows green dragons, 6b and 8b; South's 3c completes West"),
    ("MIL-90", "nothing-in-sight", 10, "South", "North's three sets point at nothing special; South's 2c completes North"),
    ("MIL-90", "one-suit-in-sight", 11, "South", "North shows three bam sets; South's 5b completes a bam hand"),
    ("MIL-90", "wall-end-unseen-tile", 61, "South", "North's sets point at nothing, but with four tiles left South discards a 3c no one has seen"),
    ("MIL-90", "heads-and-tails-in-sight", 16, "East", "North shows three sets of ones and nines; East's 3c completes North"),
]

MCR = [
    ("MCR-PEN-00", "minor-offence", 0, "South", "South turns up a tile deep in West's wall and it is seen"),
    ("MCR-PEN-01", "over-40", 0, "South", "South arrives 41 minutes late"),
    ("MCR-PEN-01", "over-50", 1, "South", "South arrives 52 minutes late"),
    ("MCR-PEN-01", "up-to-10", 2, "North", "North arrives 2 minutes late"),
    ("MCR-PEN-01", "over-20", 8, "North", "North arrives 28 minutes late"),
    ("MCR-PEN-01", "over-10", 10, "South", "South arrives 20 minutes late"),
    ("MCR-PEN-01", "over-30", 16, "East", "East arrives 40 minutes late"),
    ("MCR-PEN-02", "not-a-winning-hand", 0, "West", "West calls mah-jong on North's red dragon with a hand that is no win"),
    ("MCR-PEN-02", "under-eight-fan", 38, "North", "North self-draws a complete hand worth less than 8 fan and declares"),
    ("MCR-PEN-03", "may-not-win", 0, "South", "South sets aside a 6c as if it were a flower"),
    ("MCR-PEN-04", "escalating", 0, "South", "South calls pung on East's 4b, lays it, discards, then gives it back; first such foul"),
    ("MCR-PEN-05", "escalating", 0, "South", "South calls pung 9 seconds after North's discard; first such foul"),
    ("MCR-PEN-11", "revealed", 0, "South", "South touches W2b, seen, while East has not yet discarded; first such foul"),
    ("MCR-PEN-11", "not-seen", 1, "South", "South touches N16b unseen before East's first discard; three earlier such fouls on record"),
    ("MCR-PEN-12", "discard-them", 0, "West", "West shows three tiles of the hand by mistake"),
    ("MCR-PEN-13", "win-valid", 0, "South", "North self-draws a real win (pure straight); South lays the hand down"),
    ("MCR-PEN-13", "win-invalid", 1, "North", "West declares a win that is none; North lays the hand down"),
    ("MCR-PEN-14", "may-not-win", 0, "North", "North draws on West's turn and now holds too many tiles"),
    ("MCR-PEN-15", "may-not-win", 0, "West", "West gives North a hint"),
    ("MCR-PEN-16", "wrong-tile", 0, "West", "West, ready on a pure straight, calls mah-jong on South's Nw, which does not complete it"),
    ("MCR-PEN-20", "persistent", 0, "East", "East refuses the referee with earlier refusals on the record of fouls"),
    ("MCR-PEN-20", "first-time", 1, "South", "South refuses the referee for the first time"),
]

REVIEWED = {"millington": ("millington", MILLINGTON), "mcr": ("mcr", MCR)}

for path in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "reviewed", "american_*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    group = os.path.basename(path)[len("american_"):-3]
    REVIEWED[f"american-{group}"] = ("american", module.CASES)


def main():
    wanted = sys.argv[1:] or list(REVIEWED)
    for name in wanted:
        if name not in REVIEWED:
            raise SystemExit(f"unknown group {name}; known: {', '.join(REVIEWED)}")
        ruleset, reviewed = REVIEWED[name]
        write_cases(ruleset, reviewed)


def write_cases(ruleset, reviewed):
    out_dir = os.path.join("tests", "cases", ruleset)
    os.makedirs(out_dir, exist_ok=True)
    for article, case, seed, offender, story in reviewed:
        scenario = subprocess.run(
            [BIN, "scenario", "--ruleset", ruleset, "--article", article, "--seed", str(seed)],
            check=True, capture_output=True, text=True).stdout
        body = "\n".join(l for l in scenario.splitlines() if not l.startswith("//"))
        tmp = os.path.join(out_dir, ".tmp.ron")
        with open(tmp, "w") as f:
            f.write(body)
        judged = json.loads(subprocess.run(
            [BIN, "judge", "--ruleset", ruleset, tmp, "--format", "json"],
            check=True, capture_output=True, text=True).stdout)
        os.remove(tmp)
        if (judged["article"], judged["case"], judged["parties"]["offender"]) != (article, case, offender):
            raise SystemExit(f"{article} seed {seed}: the engine now says {judged['article']} {judged['case']} "
                             f"offender {judged['parties']['offender']}; read the story again before accepting")
        name = f"{article.lower()}-{case}-seed{seed}.ron"
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(f"// {story}\n")
            who = f"offender: Some({offender})" if offender else ""
            f.write(f'JudgedCase(\n    expect: (article: "{article}", case: "{case}", parties: ({who})),\n')
            f.write("    scenario: " + body.strip().replace("\n", "\n    ") + ",\n)\n")


if __name__ == "__main__":
    main()
