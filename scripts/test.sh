#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), builds, runs every test, then fuzzes every parser
# of outside input briefly (scripts/fuzz.sh: FLIPBOOK_FUZZ_SECONDS each, 20 by default, 0 skips),
# so a parser regression is caught at the next run.
# Extra arguments go to `swift test` (for example: --filter RasterTests) and skip the fuzzing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
# XCTest runs first, then Swift Testing (snapshot assertions are tested under both).
swift test --skip-build "$@"
seconds=${FLIPBOOK_FUZZ_SECONDS:-20}
if [ $# -eq 0 ] && [ "$seconds" -gt 0 ]; then
  bash scripts/fuzz.sh --all "$seconds"
fi
