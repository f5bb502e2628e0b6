#!/usr/bin/env bash
# Main job: set up what is missing, then play the seed demos and write the gallery
# (gallery/index.html). Extra arguments go to `interlude gallery` (e.g. --scale 1 --fps 30).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "run: building interlude in release mode (a first build takes a few minutes)…"
swift build -c release --product interlude
.build/release/interlude gallery "$@"
