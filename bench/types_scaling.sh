#!/bin/sh
# Does loading, checking and dealing grow linearly with the tile types? Runs
# whole commands on synthetic sets of 1x, 10x and 100x BASE types (100 by
# default: 100, 1,000 and 10,000 types, one copy each) and prints, per
# command and size, the instructions callgrind counts (or, without valgrind,
# the CPU seconds) and that figure per type. Linear growth shows as a flat
# "per type" column; a quadratic step as one that grows tenfold per row.
# Usage: bench/types_scaling.sh [CARCKIT [BASE]]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
carckit=${1:-$here/build/carckit}
base=${2:-100}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A valid set of $1 types: the base game's shapes with a shield count and id each.
synthetic() {
  awk -v n="$1" 'BEGIN {
    print "set: {name: Synthetic}"; print "tiles:"
    s[0] = "edges: CRFR, cities: [{sides: [N], shields: %d}], roads: [{sides: [E, W]}]"
    s[1] = "edges: CCFC, cities: [{sides: [N, E, W], shields: %d}]"
    s[2] = "edges: CRRC, cities: [{sides: [N, W], shields: %d}], roads: [{sides: [E, S]}]"
    s[3] = "edges: CRRR, cities: [{sides: [N], shields: %d}], roads: [{sides: [E], end: village}, {sides: [S], end: village}, {sides: [W], end: village}]"
    for (i = 0; i < n; i++) {
      printf "  - {id: T%d, name: Tile %d, count: 1%s, ", i, i, i == 0 ? ", start: true" : ""
      printf s[i % 4] "}\n", int(i / 4) % 5
    }
  }'
}

# Instructions (or CPU seconds) of one run of carckit with "$@".
cost() {
  if command -v valgrind > /dev/null; then
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$carckit" "$@" \
      > /dev/null 2> "$tmp/vg.txt" || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/vg.txt"
  else
    /usr/bin/time -f %U "$carckit" "$@" 2>&1 > /dev/null | tail -1
  fi
}

unit=$(command -v valgrind > /dev/null && echo instructions || echo "CPU seconds")
printf '%-30s %8s %16s %14s   (%s)\n' command types total "per type" "$unit"
for factor in 1 10 100; do
  n=$((base * factor))
  synthetic "$n" > "$tmp/set-$n.yaml"
done
for cmd in validate "simulate --games 1" "score"; do
  for factor in 1 10 100; do
    n=$((base * factor))
    set=$tmp/set-$n.yaml
    case $cmd in
      score) printf 'players: [red, blue]\nmoves:\n  - {tile: T0, at: [0, 0]}\n' > "$tmp/board.yaml"; c=$(cost score "$set" "$tmp/board.yaml") ;;
      *) c=$(cost $cmd "$set") ;;
    esac
    printf '%-30s %8d %16s %14s\n' "$cmd" "$n" "$c" \
      "$(awk -v c="$c" -v n="$n" 'BEGIN { printf (c > 1000 ? "%.0f" : "%.6f"), c / n }')"
  done
done
