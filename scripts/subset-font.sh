#!/usr/bin/env bash
# Regenerates assets/fonts/inter-latin-subset.woff2 (ADR 050): Inter's variable weight axis from
# @fontsource-variable/inter, cut to the characters the site writes (Basic Latin, Latin-1 for names,
# the general punctuation, arrows and comparison signs the pages use) and the OpenType features the
# styles ask for (kerning, tabular figures, cv11 and ss01). Needs fonttools with brotli
# (`apt-get install fonttools python3-brotli`). The output is committed; the build only reads it.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030-203A,U+2190-2194,U+2212,U+2264-2265" \
  --layout-features="kern,tnum,cv11,ss01" \
  --flavor=woff2 \
  --output-file=assets/fonts/inter-latin-subset.woff2
ls -l assets/fonts/inter-latin-subset.woff2
