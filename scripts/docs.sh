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
# The library, the constraint solver, the PNG writer, the exporter, the command set, snapshot
# testing and the demos (worked examples of custom transitions), each with its overview page,
# Sources/<Target>/<Target>.docc/<Target>.md. Not InterludePort (building swift-syntax takes
# minutes), the UIKit/QuartzCore shims (they only re-export) or tests.
for target in Interlude InterludeMath InterludeConstraintSolver InterludeGraphics InterludeQuartzCore InterludeUIKit \
    InterludeRender InterludePNG InterludeExport InterludeDemos InterludeDemoScenes InterludeGallery InterludeCommandLine \
    InterludeSnapshotTesting InterludeHost; do
    targets+=(--target "$target")
done
# Combined: one archive holds all; a page links to symbols of the targets it depends on directly
# (``/InterludeUIKit/UIView``), to any other page by its path (/documentation/interludemath).
# swift-snapshot-testing first, before Interlude's UIKit shim exists (see scripts/test.sh).
swift build --scratch-path .build-docs --target SnapshotTesting
swift package --scratch-path .build-docs generate-documentation "${targets[@]}" --enable-experimental-combined-documentation "${docc_arguments[@]}"
echo "docs: serve it with: python3 -m http.server -d .build-docs/plugins/Swift-DocC/outputs/Interlude.doccarchive 8000"
echo "docs: then open http://localhost:8000/documentation/interlude"
