#!/bin/sh
# Seat 1's win share between greedy players as the deck grows: base-c1 plus
# 0, 2, ..., 20 empty field tiles (FFFF), GAMES games each (2,000 by default),
# with Wilson's 95 % interval. docs/engine.md ("Greedy's farmers and the
# seats") reads the sweeps: at 4 players the deck's size also moves the
# seats' turns, and longer games make less of seat 1's extra turn. With PLAYERS (2 by default) above 2, every seat's share is
# shown; AI (greedy by default) is the kind in every seat. FARMERS false
# plays without farmers (no farmer rule of any player plays a part).
# COUNTS lists other numbers of fields to add ("1 3 5 ... 19" gives two
# players equal turns: 72 to 90 draws).
# Usage: bench/seat_sweep.sh [CARCKIT [GAMES [SEED [PLAYERS [AI [FARMERS [COUNTS]]]]]]]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
carckit=${1:-$here/build/carckit}
games=${2:-2000}
seed=${3:-1}
players=${4:-2}
ai=${5:-greedy}
farmers=${6:-}
counts=${7:-0 2 4 6 8 10 12 14 16 18 20}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for k in $counts; do
  {
    printf 'set:\n  name: base plus %s empty fields\n  extends: %s/tilesets/base-c1.yaml\n' "$k" "$here"
    if [ -n "$farmers" ]; then printf '  farmers: %s\n' "$farmers"; fi
    printf 'tiles:\n'
    if [ "$k" -eq 0 ]; then printf '  - {id: A, count: 2}\n'
    else printf '  - {id: FFFF, count: %s, edges: FFFF}\n' "$k"; fi
  } > "$tmp/fields-$k.yaml"
  "$carckit" simulate "$tmp/fields-$k.yaml" --ai "$ai" --players "$players" --games "$games" \
    --seed "$seed" --format json > "$tmp/out.json"
  python3 - "$k" "$tmp/out.json" <<'PY'
import json, sys
k, d = sys.argv[1], json.load(open(sys.argv[2]))
seats = d["seats"] if len(d["seats"]) > 2 else d["seats"][:1]
parts = [f"seat {s['seat']} {100 * s['won']['share']:5.1f}% [{100 * s['won']['low']:5.1f}, {100 * s['won']['high']:5.1f}]"
         for s in seats]
print(f"+{k:>2} FFFF, {d['games']} games, won or shared: " + "; ".join(parts))
PY
done
