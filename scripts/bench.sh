#!/usr/bin/env bash
# Benchmarks, release build: cubic-bezier and spring evaluation, presentation of 1k/10k animated layers.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product InterludeBenchmarks
swift run -c release --skip-build InterludeBenchmarks
