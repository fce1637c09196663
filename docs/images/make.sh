#!/bin/sh
# Regenerates the README's and docs' preview images with the tool:
#   docs/images/make.sh [path/to/carckit]
# Kit pages at 60 dpi, single tiles at 150 dpi (45 mm: 266 px), the board
# picture at 60 dpi, the TTS sheet at 40 dpi.
set -e
carckit=${1:-build/carckit}
out=docs/images
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$carckit" kit base-c1 -o "$tmp/kit.pdf" >/dev/null
page() {  # name pdf text: the first page whose text has `text`
  n=$(pdfinfo "$2" | awk '/^Pages:/ {print $2}')
  for i in $(seq 1 "$n"); do
    if pdftotext -f "$i" -l "$i" "$2" - | grep -q -- "$3"; then
      pdftoppm -r 60 -png -singlefile -f "$i" -l "$i" "$2" "$out/$1"
      return
    fi
  done
  echo "no page with '$3' in $2" >&2
  exit 1
}
page kit-cover "$tmp/kit.pdf" "How to print"
page kit-tiles-front "$tmp/kit.pdf" "Tile fronts, sheet 1 "
page kit-tiles-back "$tmp/kit.pdf" "Tile backs, sheet 1 "
page kit-scoreboard "$tmp/kit.pdf" "Move your score marker"
page kit-followers "$tmp/kit.pdf" "One row per player colour"
page kit-rules "$tmp/kit.pdf" "Placing a tile"

"$carckit" kit pnp-demo --lang ro -o "$tmp/demo-ro.pdf" >/dev/null
page demo-rules-ro "$tmp/demo-ro.pdf" "Plasarea unui cartonaș"

"$carckit" render base-c1 -o "$tmp/sheets.pdf" >/dev/null
page tile-sheet-front "$tmp/sheets.pdf" "Tile fronts, sheet 1 "
page tile-sheet-back "$tmp/sheets.pdf" "Tile backs, sheet 1 "
"$carckit" reference base-c1 -o "$tmp/reference.pdf" >/dev/null
pdftoppm -r 60 -png -singlefile -f 1 -l 1 "$tmp/reference.pdf" "$out/tile-reference"

for id in D I O S W; do "$carckit" tile base-c1 "$id" --dpi 150 -o "$out/tile-$id.png"; done

# The rules of field derivation, one tile each (docs/tile-spec.md), at 80 dpi.
for id in road road-to-city monastery-road monastery-two-roads monastery-crossroads village cap band four-caps; do
  "$carckit" tile tests/specs/derived-fields.yaml "$id" --dpi 80 -o "$out/fields-$id.png"
done

# A board picture (docs/board-format.md) and a Tabletop Simulator sheet (docs/export.md).
"$carckit" board base-c1 tests/boards/farms.yaml --final --dpi 60 -o "$out/board-farms.png" >/dev/null
"$carckit" export pnp-demo --sheet tts --dpi 40 -o "$tmp/tts" >/dev/null
cp "$tmp/tts/tts-1.png" "$out/export-tts-demo.png"

# A play-test report's first page, the designer's (docs/engine.md): a fan
# expansion of base-c1 between greedy players (the report plays base-c1 too).
"$carckit" simulate tests/specs/fan-expansion.yaml --ai greedy --games 2000 --threads 2 \
  --report "$tmp/report.pdf" >/dev/null 2>&1
pdftoppm -r 70 -png -singlefile "$tmp/report.pdf" "$out/simulate-report"
