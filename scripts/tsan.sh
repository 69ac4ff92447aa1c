#!/usr/bin/env bash
# tsan.sh: the tests of everything that runs threads, under ThreadSanitizer: the GIF encoder and
# codecs (CodecsTests), the command line's parallel render (flipbookTests, which run the flipbook
# binary, itself built with the sanitizer), playback, storyboards and the font cache (FlipbookUITests,
# GalleryTests, FlipbookTestSupportTests). Chosen by test target, not by test name, so renamed or
# new tests are covered. Not part of scripts/test.sh: the build and run take several minutes.
# Builds into .build/tsan so the ordinary build is left alone. Extra arguments go to `swift test`.
# Exits non-zero when a test fails or ThreadSanitizer reports a race (the report names both
# accesses); the whole output is kept in .build/tsan/test.log.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

targets='^(CodecsTests|flipbookTests|FlipbookUITests|GalleryTests|FlipbookTestSupportTests)\.'
build=(--sanitize=thread --scratch-path .build/tsan)
swift build --build-tests "${build[@]}"
mkdir -p .build/tsan
log=.build/tsan/test.log
# halt_on_error=0: report every race, not only the first; the exit status still says there was one.
status=0
TSAN_OPTIONS="halt_on_error=0 ${TSAN_OPTIONS:-}" swift test --skip-build "${build[@]}" --filter "$targets" "$@" \
  >"$log" 2>&1 || status=$?
tail -n 5 "$log"
races=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
echo "tsan: $races ThreadSanitizer report(s), swift test exit status $status (log: $log)"
[ "$status" -eq 0 ] && [ "$races" -eq 0 ]
