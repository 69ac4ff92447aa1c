#!/usr/bin/env bash
# Installs from Debian what building and testing Flipbook need. Idempotent: when everything is
# present it checks with dpkg and exits quietly, without touching apt.
set -euo pipefail

# Fonts: Inter stands in for SF Pro, JetBrains Mono for SF Mono, Noto Serif (in fonts-noto-core)
# for New York, DejaVu where those lack a glyph, Noto Sans for other scripts (fonts-noto-core;
# fonts-noto-cjk for Chinese, Japanese and Korean), Noto Color Emoji for emoji.
packages=(pkg-config libpng-dev libgif-dev libfreetype-dev libharfbuzz-dev
          fonts-inter fonts-jetbrains-mono fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "setup.sh: missing packages: ${missing[*]} (run as root, or install them yourself)" >&2
  exit 1
fi
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "setup.sh: installing ${missing[*]}" >&2
$sudo apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
