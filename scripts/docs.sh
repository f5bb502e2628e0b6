#!/usr/bin/env bash
# Documentation: the API reference of the library targets and the articles of
# Sources/Interlude/Interlude.docc, combined into one DocC archive (offline). It builds in its own
# folder, .build-docs: sharing .build with the test build left stale objects that failed to link.
# `--check`: documentation warnings are errors. Other arguments go to docc.
set -euo pipefail
cd "$(dirname "$0")/.."
docc_arguments=()
for argument in "$@"; do
    if [ "$argument" = "--check" ]; then docc_arguments+=(--warnings-as-errors); else docc_arguments+=("$argument"); fi
done
targets=()
for target in Interlude InterludeMath InterludeGraphics InterludeQuartzCore InterludeUIKit InterludeRender InterludeExport \
    InterludeHost; do
    targets+=(--target "$target")
done
# Combined: each target's pages can link to the targets it depends on, and one archive holds all.
swift package --scratch-path .build-docs generate-documentation "${targets[@]}" --enable-experimental-combined-documentation "${docc_arguments[@]}"
echo "docs: serve it with: python3 -m http.server -d .build-docs/plugins/Swift-DocC/outputs/Interlude.doccarchive 8000"
echo "docs: then open http://localhost:8000/documentation/interlude"
