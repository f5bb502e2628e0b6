#!/usr/bin/env bash
# Tests: set up what is missing, then build and run every test suite; then the live window's
# tests under Xvfb (scripts/window-tests.sh, which installs Xvfb and xdotool if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "test: building (first build takes about a minute)…"
# swift-snapshot-testing imports `UIKit` whenever a module of that name exists; compiled after
# Interlude's `UIKit` shim it would load ours without the C modules beneath it. So it is built
# first, with a shim left by an earlier build moved aside meanwhile (see the SnapshotTesting article).
shim=.build/debug/Modules/UIKit.swiftmodule
if [ -e "$shim" ]; then mv "$shim" "$shim.aside"; fi
swift build --target SnapshotTesting || { [ -e "$shim.aside" ] && mv "$shim.aside" "$shim"; exit 1; }
if [ -e "$shim.aside" ]; then mv "$shim.aside" "$shim"; fi
swift build --build-tests
swift test --skip-build
# The example user package depends on Interlude by path and builds it again in its own folder
# (Examples/CardTransition/.build).
echo "test: the example package Examples/CardTransition (a first build takes about 3 minutes)…"
(cd Examples/CardTransition && swift build --build-tests && swift test --skip-build)
# The live window under Xvfb with real X events (installs xvfb and xdotool when missing).
bash scripts/window-tests.sh
