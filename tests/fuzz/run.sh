#!/bin/sh
# Builds the libFuzzer targets (clang, address + undefined sanitizers, own build directory) and
# runs each for SECONDS seconds (default 20), seeded from samples/, with a fixed random seed so a
# run repeats the inputs of a shorter one. Exit status 1 on any finding.
#
#   tests/fuzz/run.sh [SECONDS] [BUILD_DIR]
set -eu
seconds=${1:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${2:-$root/build-fuzz}
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DBOTS_FUZZ=ON "-DCMAKE_CXX_FLAGS=$flags" >/dev/null
targets="fuzz_botzone_nogo fuzz_botzone_connect4 fuzz_saiblo fuzz_course fuzz_gtp"
# shellcheck disable=SC2086
cmake --build "$build" -j2 --target $targets >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for t in $targets; do
  case $t in
    fuzz_botzone_nogo) seeds="$root/samples/nogo $root/samples/bad" ;;
    fuzz_botzone_connect4) seeds="$root/samples/connect4 $root/samples/bad" ;;
    fuzz_saiblo) seeds="$root/samples/saiblo $root/samples/bad" ;;
    fuzz_course) seeds="$root/tests/fuzz/course_seeds" ;;
    fuzz_gtp) seeds="$root/samples/gtp $root/samples/bad" ;;
  esac
  mkdir -p "$work/$t"
  echo "fuzzing $t for ${seconds}s"
  # shellcheck disable=SC2086
  "$build/tests/fuzz/$t" -seed=1 -max_total_time="$seconds" -max_len=65536 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/" "$work/$t" $seeds \
    2>"$work/$t.log" || { tail -40 "$work/$t.log"; exit 1; }
  grep -E "stat::number_of_executed_units|Done" "$work/$t.log" | tail -2 || true
done
