#!/usr/bin/env bash
# Tests: set up what is missing, then build and run every test suite; then the live window's
# tests under Xvfb (scripts/window-tests.sh, which installs Xvfb and xdotool if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "test: building (first build takes about a minute)…"
swift build --build-tests
swift test --skip-build
bash scripts/window-tests.sh
