#!/bin/sh
# Seat 1's win share between greedy players as the deck grows: base-c1 plus
# 0, 2, ..., 20 empty field tiles (FFFF), GAMES games each (2,000 by default),
# with Wilson's 95 % interval. The share should not move by more than the
# interval's width. Usage: bench/seat_sweep.sh [CARCKIT [GAMES [SEED]]]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
carckit=${1:-$here/build/carckit}
games=${2:-2000}
seed=${3:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for k in 0 2 4 6 8 10 12 14 16 18 20; do
  {
    printf 'set:\n  name: base plus %s empty fields\n  extends: %s/tilesets/base-c1.yaml\ntiles:\n' "$k" "$here"
    if [ "$k" -eq 0 ]; then printf '  - {id: A, count: 2}\n'
    else printf '  - {id: FFFF, count: %s, edges: FFFF}\n' "$k"; fi
  } > "$tmp/fields-$k.yaml"
  "$carckit" simulate "$tmp/fields-$k.yaml" --ai greedy --games "$games" --seed "$seed" \
    --format json > "$tmp/out.json"
  python3 - "$k" "$tmp/out.json" <<'PY'
import json, math, sys
k, d = sys.argv[1], json.load(open(sys.argv[2]))
n, p = d["games"], d["seats"][0]["wins"]
z = 1.959963984540054
c = (p + z * z / (2 * n)) / (1 + z * z / n)
h = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
print(f"+{k:>2} FFFF: seat 1 won or shared {100 * p:5.1f}% [{100 * (c - h):5.1f}, {100 * (c + h):5.1f}] of {n} games")
PY
done
