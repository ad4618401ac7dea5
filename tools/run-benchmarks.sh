#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the benchmarks into the Release tree (build/) and runs the ones that need nothing else:
# the formulas, a slider move end to end, and start-up to the first painted window. Speed is
# measured here, never asserted in a test; the test command leaves the benchmarks out.
# The yardsticks that compare with other programs have their own scripts:
# tests/benchmarks/sgemm_vs_numpy.sh build and tests/benchmarks/bandwidth_vs_likwid.sh build.
#   tools/run-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
# Ninja for a new tree; a tree that exists keeps the generator it was made with.
[ ! -f build/CMakeCache.txt ] && command -v ninja > /dev/null && generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DBLAB_BUILD_TESTS=ON \
    -DBLAB_BUILD_BENCHMARKS=ON
cmake --build build --parallel "$(nproc)"
export QT_QPA_PLATFORM=offscreen
build/tests/benchmarks/model_benchmarks
build/tests/benchmarks/slider_benchmarks
build/tests/benchmarks/startup_benchmark
