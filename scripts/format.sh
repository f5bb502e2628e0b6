#!/usr/bin/env bash
# Formatting: `scripts/format.sh` rewrites the project's Swift files with the toolchain's
# `swift format` (configuration: .swift-format); `scripts/format.sh --check` only reports.
# Tests/InterludePortTests/Ported holds `interlude port`'s exact output and is left as the tool writes it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests Package.swift Examples -name '*.swift' -not -path 'Tests/InterludePortTests/Ported/*' \
    -not -path '*/.build*' | sort)
if [ "${1:-}" = "--check" ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
