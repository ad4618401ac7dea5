#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs each libFuzzer target for a bounded time (default 30 s), two at a time, over its corpus in
# tests/fuzz/corpus. New inputs go to a temporary folder, so the corpus in the repository only
# changes when someone adds to it. A crash fails the run and leaves the input that caused it in
# BUILD/crashes/; turn it into a regression test.
#   tools/run-fuzzers.sh [SECONDS [BUILD]]
# BUILD is a clang tree configured with -DBLAB_FUZZ=ON (tools/run-tests.sh passes build-clang);
# without it, the targets are configured and built in build-fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
build=${2:-}
targets=(option_spec command_line profile_json settings device_catalog advice_json model_catalog
         serving_data kernel_import)
if [ -z "$build" ]; then
  build=build-fuzz
  generator=()
  [ ! -f "$build/CMakeCache.txt" ] && command -v ninja > /dev/null && generator=(-G Ninja)
  CC=clang CXX=clang++ cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DBLAB_FUZZ=ON -DBLAB_BUILD_TESTS=OFF > "$build.log" 2>&1 || { cat "$build.log"; exit 1; }
fi
mkdir -p "$build"
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}" >> "$build/fuzz-build.log" 2>&1 ||
    { tail -40 "$build/fuzz-build.log"; exit 1; }
mkdir -p "$build/crashes"

# One target: its verdict on one line, the log's tail on a failure.
run_one() {
  local target=$1 scratch log
  scratch=$(mktemp -d)
  log=$build/fuzz_$target.log
  if "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="$build/crashes/" "$scratch" \
      "tests/fuzz/corpus/$target" > "$log" 2>&1; then
    echo "fuzz_$target: no crash in ${seconds} s ($(grep -o 'Done [0-9]* runs' "$log"))"
  else
    echo "fuzz_$target: FAILED"
    tail -30 "$log"
    rm -rf "$scratch"
    return 1
  fi
  rm -rf "$scratch"
}

status=0
pids=()
for target in "${targets[@]}"; do
  run_one "$target" &
  pids+=($!)
  # Two at a time: wait for the older of the two before starting a third.
  if [ ${#pids[@]} -eq 2 ]; then
    wait "${pids[0]}" || status=1
    pids=("${pids[1]}")
  fi
done
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
