#!/usr/bin/env bash
# The random-use soak in release mode: seeded navigation, tab and presentation operations checked
# against UIKit's rules (the test suite runs 2 × 5,000 operations). Arguments go to interlude-soak,
# e.g. `scripts/soak.sh --seed 7 --seeds 4 --operations 100000`; a failure prints its replay command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product interlude-soak
exec .build/release/interlude-soak "$@"
