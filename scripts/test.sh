#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), builds, and runs every test.
# Extra arguments go to `swift test` (for example: --filter RasterTests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
# XCTest only: Swift Testing would close the run with a misleading "0 tests" line.
swift test --skip-build --disable-swift-testing "$@"
