#!/usr/bin/env bash
# Regenerates src/assets/fonts/inter-latin-wght-400-700.woff2, the site's only web font (preloaded on every page),
# from @fontsource-variable/inter's Latin file (48 kB): the weight axis limited to the 400-700 the styles use
# (font-normal, -medium, -semibold, -bold), the same Latin character range, and only the OpenType features the
# pages rely on (kerning, marks, contextual alternates, localized forms, tabular figures). Result: ~28 kB.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). The output is committed,
# so neither a build nor CI runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-/usr/bin/python3}"
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=src/assets/fonts/inter-latin-wght-400-700.woff2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$PY" -m fontTools.ttLib.woff2 decompress "$src" -o "$tmp/in.ttf"
"$PY" -m fontTools.varLib.instancer "$tmp/in.ttf" wght=400:700 -o "$tmp/limited.ttf"
"$PY" -m fontTools.subset "$tmp/limited.ttf" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --layout-features="kern,mark,mkmk,calt,ccmp,locl,tnum" --no-hinting --desubroutinize \
  --flavor=woff2 --output-file="$out"
cp node_modules/@fontsource-variable/inter/LICENSE src/assets/fonts/LICENSE-Inter.txt
ls -l "$src" "$out"
