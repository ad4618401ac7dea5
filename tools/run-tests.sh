#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything, and runs every test: the Release suite, every
# fuzzer for 10 s, and the whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
# CI runs exactly this. It ends with a table of how long each phase took (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
phases=()
# Runs a phase's command and keeps how long it took; a failure stops the run with the table so far.
phase() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo "== $name"
  "$@" || status=$?
  phases+=("$(printf '%-34s %5d s' "$name" $((SECONDS - start)))")
  if [ "$status" -ne 0 ]; then
    echo "== $name failed (status $status)"
    print_phases
    exit "$status"
  fi
}
print_phases() {
  echo
  echo "Phase                               Time"
  printf '%s\n' "${phases[@]}"
  printf '%-34s %5d s\n' "total" "$SECONDS"
}

phase "install packages" bash packaging/install-deps.sh
# Ninja for a new tree; a tree that exists keeps the generator it was made with.
generator() {
  if [ ! -f "$1/CMakeCache.txt" ] && command -v ninja > /dev/null; then
    echo "-GNinja"
  fi
}

# Both trees are unity builds (sixteen files a compiler run), which halves the time spent reading
# the same headers again; a name defined twice in one batch is a compile error to fix by renaming.
unity=(-DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16)

# The program as it ships (Release), with its tests; benchmarks have their own script
# (tools/run-benchmarks.sh), since speed is never a test.
phase "configure release" cmake -S . -B build $(generator build) -DCMAKE_BUILD_TYPE=Release \
  "${unity[@]}" -DBLAB_BUILD_TESTS=ON -DBLAB_BUILD_BENCHMARKS=OFF
phase "build release" cmake --build build --parallel "$jobs"
# The tests need no display: GUI tests draw offscreen, the command line needs none.
phase "test release" bash -c "cd build && ctest --output-on-failure --parallel $jobs --timeout 600"

# One clang tree for the fuzzers and the sanitized suite: everything built with AddressSanitizer
# and UndefinedBehaviorSanitizer at -O1, line tables only for the reports; libFuzzer's coverage
# only in what the fuzzers link.
phase "configure sanitized (clang)" env CC=clang CXX=clang++ cmake -S . -B build-clang \
  $(generator build-clang) -DCMAKE_BUILD_TYPE=RelWithDebInfo "${unity[@]}" \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" \
  -DBLAB_SANITIZE=ON -DBLAB_FUZZ=ON -DBLAB_BUILD_TESTS=ON -DBLAB_BUILD_BENCHMARKS=OFF
phase "build sanitized (clang)" cmake --build build-clang --parallel "$jobs"
# The parsers of untrusted input under libFuzzer, 10 s each, two at a time, over their corpora.
phase "fuzzers (9 x 10 s)" bash tools/run-fuzzers.sh 10 build-clang
phase "test sanitized" bash -c "cd build-clang && \
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure --parallel $jobs --timeout 900"
print_phases
