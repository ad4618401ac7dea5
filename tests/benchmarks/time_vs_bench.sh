#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The time subcommand against the sgemm measurement: numpy's float32 A @ B at n = 2048, one
# product in a /usr/bin/python3 -c command, timed by 'bottleneck-lab time' with its FLOPs
# (2 n³) given, after subtracting the fastest run of the same command at n = 1 (Python's start and
# numpy's import; the 2048 × 2048 arrays' creation, a few milliseconds, stays in and lowers the
# figure a little); then 'bench --n 2048' with the same threads and
# OpenBLAS's own kernel family. Prints both figures and their ratio; the two alternate ROUNDS
# times (default 3) and each keeps its best, so that a burst of load lands on neither alone.
# A benchmark, not a test: it times.
#   tests/benchmarks/time_vs_bench.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
bin="$build/bottleneck-lab"
python=/usr/bin/python3
threads=$(nproc)
n=2048
product() {
  # The command time runs: import, two n × n float32 arrays of ones, one product.
  printf 'import numpy as np; a = np.ones((%d, %d), np.float32); b = np.ones((%d, %d), np.float32); c = a @ b' "$1" "$1" "$1" "$1"
}
fastest() {
  env -u OPENBLAS_CORETYPE OPENBLAS_NUM_THREADS="$threads" "$bin" time --cpu-gflops 1 \
    --flops "$2" --bytes 1 --runs "${RUNS:-7}" --json -- "$python" -c "$(product "$1")" |
    "$python" -c 'import json,sys; print(json.load(sys.stdin)["fastest_seconds"])'
}
best_time=0 best_bench=0
for round in $(seq "${ROUNDS:-3}"); do
  s=$(fastest 1 2)
  w=$(fastest $n "$((2 * n * n * n))")
  g=$("$bin" bench --json --n $n --repeats 10 --threads "$threads" --openblas-core installed |
      "$python" -c 'import json,sys; print(json.load(sys.stdin)["gflops"])')
  t=$("$python" -c "print(2 * $n**3 / ($w - $s) / 1e9)")
  echo "round $round: start-up $s s, with the product $w s: time ${t} GFLOPS; bench $g GFLOPS"
  best_time=$("$python" -c "print(max($best_time, $t))")
  best_bench=$("$python" -c "print(max($best_bench, $g))")
done
"$python" -c "print(f'n = $n, $threads threads, OpenBLAS own family: time {float($best_time):.1f} GFLOPS, bench {float($best_bench):.1f} GFLOPS, ratio {float($best_time)/float($best_bench):.3f}')"
