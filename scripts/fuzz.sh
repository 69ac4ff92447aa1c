#!/usr/bin/env bash
# fuzz.sh: libFuzzer, with AddressSanitizer, over every parser of outside input.
#   scripts/fuzz.sh --list              the targets, one a line
#   scripts/fuzz.sh TARGET SECONDS      fuzzes one target
#   scripts/fuzz.sh --all SECONDS       fuzzes each target in turn (scripts/test.sh: 20 s each)
#   scripts/fuzz.sh                     fuzzes each target for 60 s
# Exits non-zero on a crash, a broken property, a leak, a timeout (10 s for one input) or more than
# 2 GB of memory. The input that did it is kept in .build/fuzz/crashes/TARGET/ (git-ignored) and
# replays with `.build/fuzz/bin/TARGET FILE`; new corpus entries collect in .build/fuzz/corpus/.
#
# A target is one file, Tests/Fuzz/Targets/TARGET.swift, defining `func fuzz(_ input: [UInt8])`,
# and a folder of seed inputs, Tests/Fuzz/Corpus/TARGET/ (optionally a libFuzzer dictionary,
# Tests/Fuzz/Dictionaries/TARGET.dict). Two header lines in the file say what it is built with:
#   // fuzz-modules: Raster Codecs    package targets, built as modules, in dependency order;
#                                     NAME:FILE,FILE… builds module NAME from those files of
#                                     Sources/NAME only (a module whose other files need more)
#   // fuzz-sources: Sources/flipbook/Options.swift …   files compiled into the target itself
#                                     (how a target reaches the command-line tool's internal types)
# SwiftPM cannot build libFuzzer binaries, so this calls swiftc itself; builds are kept in
# .build/fuzz/ and redone when a source is newer. Take the build lock around it on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."

targets_dir=Tests/Fuzz/Targets
work=.build/fuzz
flags=(-sanitize=fuzzer,address -O -g -parse-as-library)
c_modules=()
for dir in CLibs/*/; do c_modules+=(-I "$dir"); done

targets() { for f in "$targets_dir"/*.swift; do basename "$f" .swift; done; }

# The value of a `// NAME:` header line of a target file.
header() { sed -n "s|^// $2:||p" "$1" | head -n 1; }

# True when $1 is missing or any later argument (file or folder) is newer.
stale() {
  local out=$1; shift
  [ ! -e "$out" ] || [ -n "$(find "$@" -newer "$out" -print -quit)" ]
}

# Builds package target $1 as a module; the rest are the objects of the modules it depends on.
build_module() {
  local spec=$1; shift
  local module=${spec%%:*} sources=()
  if [[ $spec == *:* ]]; then
    IFS=, read -r -a sources <<< "${spec#*:}"
    sources=("${sources[@]/#/Sources/$module/}")
  else
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  fi
  local object="$work/modules/$module.o"
  if stale "$object" "${sources[@]}" scripts/fuzz.sh "$@"; then
    echo "fuzz: building $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -wmo -c -o "$object" \
      -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
      -I "$work/modules" "${c_modules[@]}" "${sources[@]}"
    touch "$object"  # swiftc leaves an unchanged output's date alone
  fi
}

build_target() {
  local target=$1 file="$targets_dir/$1.swift" module objects=() sources=()
  [ -f "$file" ] || { echo "fuzz: no target '$target' (scripts/fuzz.sh --list)" >&2; exit 2; }
  mkdir -p "$work/modules" "$work/bin"
  for module in $(header "$file" fuzz-modules); do
    build_module "$module" "${objects[@]}"
    objects+=("$work/modules/${module%%:*}.o")
  done
  read -r -a sources <<< "$(header "$file" fuzz-sources)"
  local binary="$work/bin/$target"
  if stale "$binary" "$file" Tests/Fuzz/FuzzEntry.swift scripts/fuzz.sh "${sources[@]}" "${objects[@]}"; then
    echo "fuzz: building $target" >&2
    swiftc "${flags[@]}" -use-ld=lld -module-name FuzzTarget -I "$work/modules" "${c_modules[@]}" \
      Tests/Fuzz/FuzzEntry.swift "$file" "${sources[@]}" "${objects[@]}" -o "$binary"
  fi
}

# Fuzzes one built target; prints a line with its executions, or the finding and where it is.
run_target() {
  local target=$1 seconds=$2 options=()
  local corpus="$work/corpus/$target" crashes="$work/crashes/$target" log="$work/logs/$target.log"
  mkdir -p "$corpus" "$crashes" "$work/logs"
  [ -f "Tests/Fuzz/Dictionaries/$target.dict" ] && options+=(-dict="Tests/Fuzz/Dictionaries/$target.dict")
  # The Swift runtime's own crash backtracer reads the stack in ways ASan reports as errors.
  if SWIFT_BACKTRACE=enable=no "$work/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -use_value_profile=1 \
      -print_final_stats=1 -artifact_prefix="$crashes/" "${options[@]}" \
      "$corpus" "Tests/Fuzz/Corpus/$target" >"$log" 2>&1; then
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz: $target: ${runs:-?} executions in $seconds s, no findings"
  else
    tail -n 30 "$log" >&2
    echo "fuzz: $target: FINDING (log: $log; input kept in $crashes/)" >&2
    return 1
  fi
}

fuzz() {
  local seconds=$1 failed=0 target start=$SECONDS; shift
  for target in "$@"; do build_target "$target"; done
  local built=$SECONDS
  for target in "$@"; do run_target "$target" "$seconds" || failed=1; done
  echo "fuzz: $# target(s): built in $((built - start)) s, fuzzed in $((SECONDS - built)) s"
  return $failed
}

case "${1:-}" in
  --list) targets ;;
  "") fuzz 60 $(targets) ;;
  --all) fuzz "${2:?usage: scripts/fuzz.sh --all SECONDS}" $(targets) ;;
  *) fuzz "${2:?usage: scripts/fuzz.sh TARGET SECONDS}" "$1" ;;
esac
