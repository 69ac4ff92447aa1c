#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), builds, and runs every test.
# Extra arguments go to `swift test` (for example: --filter RasterTests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
# XCTest runs first, then Swift Testing (snapshot assertions are tested under both).
swift test --skip-build "$@"
