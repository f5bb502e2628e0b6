#!/usr/bin/env bash
# Main job: set up what is missing, then run the example program (release build).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "run: building (first build takes about a minute)…"
swift build -c release --product interlude-example
swift run -c release --skip-build interlude-example
