#!/usr/bin/env bash
# Benchmarks, release build: cubic-bezier and spring evaluation, presentation of 1k/10k animated layers.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product InterludeBenchmarks
swift run -c release --skip-build InterludeBenchmarks
# The constraint solver: a 1,000-constraint stack from scratch, re-solves after an edit and a constant change.
swift build -c release --product InterludeLayoutBenchmarks
swift run -c release --skip-build InterludeLayoutBenchmarks
# Export: a 0.5 s transition at 60 fps @2x to MP4, each encoder's cost per frame, PNG settings.
swift build -c release --product InterludeExportBenchmarks
swift run -c release --skip-build InterludeExportBenchmarks
