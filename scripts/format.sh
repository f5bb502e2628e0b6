#!/usr/bin/env bash
# Formatting: `scripts/format.sh` rewrites the project's Swift files with the toolchain's
# `swift format` (configuration: .swift-format); `scripts/format.sh --check` only reports. Only the
# files the linter finds fault with are rewritten, so the others keep their dates and the next
# build does not recompile them.
# Tests/InterludePortTests/Ported holds `interlude port`'s exact output and is left as the tool writes it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests Package.swift Examples -name '*.swift' -not -path 'Tests/InterludePortTests/Ported/*' \
    -not -path '*/.build*' | sort)
if [ "${1:-}" = "--check" ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    mapfile -t unformatted < <(swift format lint --parallel "${files[@]}" 2>&1 \
        | sed -n 's/^\(.*\.swift\):[0-9]*:[0-9]*: .*/\1/p' | sort -u)
    if [ "${#unformatted[@]}" -gt 0 ]; then
        echo "format: rewriting ${#unformatted[@]} file(s)"
        swift format format --in-place --parallel "${unformatted[@]}"
    fi
fi
