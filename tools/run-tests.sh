#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything, and runs every test. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBLAB_BUILD_TESTS=ON
cmake --build build --parallel "$(nproc)"
# The tests need no display: GUI tests draw offscreen, the command line needs none.
(cd build && ctest --output-on-failure --parallel "$(nproc)" --timeout 600)

# The parsers of untrusted input under libFuzzer, 30 s each.
bash tools/run-fuzzers.sh 30

# The same suite again with AddressSanitizer and UndefinedBehaviorSanitizer (leaks included).
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBLAB_SANITIZE=ON \
      -DBLAB_BUILD_TESTS=ON -DBLAB_BUILD_BENCHMARKS=OFF
cmake --build build-sanitize --parallel "$(nproc)"
(cd build-sanitize &&
 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
 ctest --output-on-failure --parallel "$(nproc)" --timeout 900)
