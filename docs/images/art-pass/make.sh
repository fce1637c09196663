#!/bin/sh
# Renders the art-pass comparison images (issue 15) with the tool:
#   docs/images/art-pass/make.sh before|after [path/to/carckit]
# Tiles at 150 dpi in both themes (45 mm; 40 mm for the demo's and the
# village tiles), and crops of kit pages rendered by pdftoppm.
set -e
tag=${1:?before or after}
carckit=${2:-build/carckit}
out=docs/images/art-pass
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tile() {  # name set id size
  for theme in default ink-saver; do
    suffix=$([ "$theme" = default ] && echo "" || echo "-ink")
    "$carckit" tile "$2" "$3" --size "$4" --dpi 150 --theme "$theme" -o "$out/$1$suffix-$tag.png"
  done
}
tile road-straight-U base-c1 U 45
tile road-curve-V base-c1 V 45
tile city-C base-c1 C 45
tile caps-I base-c1 I 45
tile gates-two-roads tests/specs/gates.yaml G1 45
tile gates-three-roads tests/specs/gates.yaml G2 45
tile gates-diagonal tests/specs/gates.yaml G3 45
tile demo-crossroads-F pnp-demo F 40
tile village-W base-c1 W 40
tile village-X base-c1 X 40
tile village-L base-c1 L 40

# Tokens page, 400 dpi: two followers' necks.
"$carckit" tokens base-c1 -o "$tmp/tokens.pdf" >/dev/null
pdftoppm -r 400 -png -singlefile -f 1 -l 1 -x 1180 -y 850 -W 520 -H 340 "$tmp/tokens.pdf" "$out/tokens-neck-$tag"
# Score track, Romanian rules on Letter, cover: whole pages at 50 dpi.
"$carckit" scoreboard -o "$tmp/score.pdf" >/dev/null
pdftoppm -r 50 -png -singlefile "$tmp/score.pdf" "$out/scoreboard-$tag"
"$carckit" rules base-c1 --lang ro --paper letter -o "$tmp/rules.pdf" >/dev/null
pdftoppm -r 50 -png "$tmp/rules.pdf" "$out/rules-ro-letter-$tag"
"$carckit" kit base-c1 -o "$tmp/kit.pdf" >/dev/null
pdftoppm -r 50 -png -singlefile -f 1 -l 1 "$tmp/kit.pdf" "$out/cover-$tag"
