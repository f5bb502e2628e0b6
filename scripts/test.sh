#!/usr/bin/env bash
# Tests: set up what is missing, then build and run every test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "test: building (first build takes about a minute)…"
swift build --build-tests
swift test --skip-build
# The example user package depends on Interlude by path and builds it again in its own folder
# (Examples/CardTransition/.build).
echo "test: the example package Examples/CardTransition (a first build takes about 3 minutes)…"
(cd Examples/CardTransition && swift build --build-tests && swift test --skip-build)
