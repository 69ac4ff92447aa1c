#!/usr/bin/env bash
# Renders everything Flipbook can render today into out/: the sample scenes of golden/scenes.
# (Once the gallery exists this renders every catalog control.) Extra options go to
# `flipbook scene`, for example: scripts/export-all.sh --tolerance 0.02
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "building flipbook (release)…" >&2
swift build -c release --product flipbook >&2
bin="$(swift build -c release --show-bin-path)/flipbook"
mkdir -p out
"$bin" scene golden/scenes/samples.json --out-dir out "$@"
ls -1 out/*.png | sed 's/^/wrote /'
