#!/bin/bash
# Prints the engine's rulings on the scenario of a judged case file (tests/cases/...),
# for checking a hand-written expectation after it was written. Run from the repository
# root after `cargo build --release`: tools/judge_case.sh tests/cases/mcr/FILE.ron [--format json]
set -euo pipefail
case_file="$1"
shift
tmp="$(mktemp --suffix .ron)"
trap 'rm -f "$tmp"' EXIT
python3 - "$case_file" "$tmp" <<'PY'
import sys
text = open(sys.argv[1]).read()
start = text.index("scenario:") + len("scenario:")
body = text[start:].rstrip().rstrip(")").rstrip().rstrip(",")
open(sys.argv[2], "w").write(body)
PY
ruleset="$(grep -o 'ruleset: "[a-z]*"' "$case_file" | head -1 | cut -d'"' -f2)"
"$(dirname "$0")/../target/release/mjref" --ruleset "$ruleset" judge "$tmp" "$@"
