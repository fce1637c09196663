#!/bin/sh
# Before and after images of the print polish (issue 27), made by the tool:
#   docs/images/print-polish/make.sh before|after [path/to/carckit]
# Tiles at 150 dpi (45 mm: 266 px; they were checked at 400 dpi), kit pages
# and board pictures at 60 dpi, tile backs at 150 dpi.
set -e
when=${1:?before or after}
carckit=${2:-build/carckit}
out=docs/images/print-polish
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tile() {  # set id name
  "$carckit" tile "$1" "$2" --dpi 150 -o "$out/$3-$when.png"
}
tile base-c1 H caps-H
tile base-c1 I caps-I
tile base-c1 L village-L
tile base-c1 W village-W
tile base-c1 M diagonal-M
tile base-c1 N diagonal-N
tile base-c1 R three-sided-R
tile river caps river-caps
tile river city-bend river-city-bend
tile river bend river-bend
tile river bridge river-bridge
"$carckit" tile base-c1 D --back --dpi 150 -o "$out/back-$when.png"
"$carckit" tile river bend --back --dpi 150 -o "$out/back-river-$when.png"

page() {  # name pdf page
  pdftoppm -r 60 -png -singlefile -f "$3" -l "$3" "$2" "$out/$1-$when"
}
"$carckit" kit base-c1 -o "$tmp/kit.pdf" >/dev/null
page cover "$tmp/kit.pdf" 1
page scoreboard "$tmp/kit.pdf" 13
page followers-blank-back "$tmp/kit.pdf" 16
"$carckit" kit river -o "$tmp/river.pdf" >/dev/null
page cover-river "$tmp/river.pdf" 1
"$carckit" kit river --only-new -o "$tmp/new.pdf" >/dev/null
page cover-only-new "$tmp/new.pdf" 1
page rules-only-new "$tmp/new.pdf" 5
"$carckit" board river tests/boards/river.yaml -o "$tmp/board.pdf" >/dev/null
page board-river "$tmp/board.pdf" 1

# The play-test report (charts) and a comparison of two sets.
"$carckit" simulate base-c1 --ai greedy,random --games 200 --threads 1 --report "$tmp/report.pdf" >/dev/null 2>&1
pdftoppm -r 60 -png -singlefile -f 1 -l 1 "$tmp/report.pdf" "$out/report-$when"
"$carckit" simulate base-c1 --compare pnp-demo --ai greedy,random --games 100 --threads 1 \
  --report "$tmp/compare.pdf" >/dev/null 2>&1
pdftoppm -r 60 -png -singlefile -f 1 -l 1 "$tmp/compare.pdf" "$out/compare-$when"
