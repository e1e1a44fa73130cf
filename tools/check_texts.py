#!/usr/bin/env python3
"""Rough check of a ruleset's translated texts (rulesets/<id>/texts.<lang>.ron) against its
articles, for translators without a Rust build at hand. The test `ruleset_texts` is the
real check; this one only says early which ids are missing or extra and which strings
are empty. Usage: tools/check_texts.py rulesets/mcr/texts.pl.ron"""
import glob, os, re, sys

def article_ids(folder):
    ids = []
    for f in sorted(glob.glob(os.path.join(folder, "articles*.ron"))):
        ids += re.findall(r'Article\(\s*id:\s*"([^"]+)"', open(f, encoding="utf-8").read())
    return ids

def editions(folder):
    meta = open(os.path.join(folder, "ruleset.ron"), encoding="utf-8").read()
    block = meta[meta.index("editions"):]
    block = block[: block.index("]")]
    return re.findall(r'id:\s*"([^"]+)"', block)

def main(path):
    folder = os.path.dirname(path)
    text = open(path, encoding="utf-8").read()
    ok = True
    got = re.findall(r'^\s*"([A-Z]+-[A-Za-z0-9-]+)"\s*:\s*\(', text, re.M)
    want = article_ids(folder)
    for i in sorted(set(want) - set(got)):
        print(f"{path}: no texts for article {i}"); ok = False
    for i in sorted(set(got) - set(want)):
        print(f"{path}: article {i} is not in the ruleset"); ok = False
    dups = {i for i in got if got.count(i) > 1}
    for i in sorted(dups):
        print(f"{path}: article {i} given twice"); ok = False
    eds = re.findall(r'^\s*"([^"]+)"\s*:\s*"', text, re.M)
    for e in sorted(set(editions(folder)) - set(eds)):
        print(f"{path}: no name for edition {e}"); ok = False
    for m in re.finditer(r'(title|summary|name)\s*:\s*""', text):
        print(f"{path}: an empty {m.group(1)}"); ok = False
    # A straight double quote inside a string ends it early in RON.
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if s.startswith("//"):
            continue
        if (s.count('"') - s.count('\\"')) % 2:
            print(f"{path}:{n}: odd number of straight quotes; use the language's own quotes inside a text")
            ok = False
    print(f"{path}: {len(set(got) & set(want))} of {len(want)} articles" + ("" if ok else ", with problems"))
    return ok

if __name__ == "__main__":
    sys.exit(0 if all([main(p) for p in sys.argv[1:]]) else 1)
