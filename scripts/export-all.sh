#!/usr/bin/env bash
# Renders every catalog control into out/: the whole storyboard as an animated GIF (ID.gif) and
# its key frames as PNGs (ID@<seconds>s.png: the start, and each moment it settled after a tap).
# Extra options go to `flipbook render`, for example: scripts/export-all.sh --scale 3 --jobs 1
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "building flipbook (release)…" >&2
swift build -c release >&2  # every product: render FILE.swift needs libSwiftUI.so beside flipbook
bin="$(swift build -c release --show-bin-path)/flipbook"
mkdir -p out
"$bin" render --all --format gif --out-dir out "$@"
"$bin" render --all --format png --out-dir out "$@"
echo "wrote $(ls out/*.gif | wc -l) GIFs and $(ls out/*.png | wc -l) key frames into out/" >&2
