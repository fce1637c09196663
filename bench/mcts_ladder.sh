#!/bin/sh
# The player ladder of docs/engine.md: each kind against the next stronger
# one on base-c1, seats rotating, seed 1, with the won-or-shared shares and
# their Wilson 95 % intervals as simulate prints them. GAMES scales every
# step's game count (1 by default: 2,000, 400, 200 and 100 games; the last
# step alone takes about 190 s of CPU).
# Usage: bench/mcts_ladder.sh [CARCKIT [SCALE]]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
carckit=${1:-$here/build/carckit}
scale=${2:-1}
step() {
  echo "== --ai $1, $(($2 * scale)) games"
  "$carckit" simulate "$here/tilesets/base-c1.yaml" --ai "$1" --rotate-seats \
    --games $(($2 * scale)) --threads 2 --seed 1 | sed -n '/final score by player/,/player 2/p'
}
step greedy,random 2000
step mcts:50,greedy 400
step mcts:200,mcts:50 200
step mcts:1000,mcts:200 100
step mcts,greedy 400
