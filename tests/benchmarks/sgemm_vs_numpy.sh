#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs bottleneck-lab's sgemm measurement and numpy's A @ B side by side on this machine, same n,
# same threads, same protocol (a 0.1 s warm-up, then the best of 20), and prints the ratio. The
# two alternate ROUNDS times (default 5) and each keeps its best round, so that a burst of load
# on a shared machine does not land on one side only. Once
# with OpenBLAS's own kernel family and once for each family named, numpy then started with
# OPENBLAS_CORETYPE set to it (a family this CPU cannot run is skipped).
#   tests/benchmarks/sgemm_vs_numpy.sh [BUILD_DIR [FAMILY...]]
# Debian's python3-numpy calls the same OpenBLAS through libblas.so.3, so the two should agree.
set -euo pipefail
build=${1:-build}
shift || true
families=(installed "${@:-SkylakeX}")
python=/usr/bin/python3
printf '%-6s %-8s %-12s %12s %12s %8s\n' n threads core bench numpy ratio
for family in "${families[@]}"; do
  for n in 512 1024; do
    for threads in 1 2; do
      gflops=0 numpy=0
      for round in $(seq "${ROUNDS:-5}"); do
      if ! bench=$("$build/bottleneck-lab" bench --json --n "$n" --repeats 20 --threads "$threads" \
          --openblas-core "$family" 2>/dev/null); then
        echo "$family: not runnable here, skipped"
        continue 4
      fi
      g=$(printf '%s' "$bench" | "$python" -c 'import json,sys; print(json.load(sys.stdin)["gflops"])')
      core=$(printf '%s' "$bench" | "$python" -c 'import json,sys; print(json.load(sys.stdin)["core"])')
      coretype=()
      [ "$family" = installed ] || coretype=(OPENBLAS_CORETYPE="$family")
      p=$(env -u OPENBLAS_CORETYPE "${coretype[@]}" OPENBLAS_NUM_THREADS=$threads "$python" - "$n" <<'PY'
import sys, time
import numpy as np
n = int(sys.argv[1])
a = np.random.default_rng(46).random((n, n)).astype(np.float32)
b = np.random.default_rng(47).random((n, n)).astype(np.float32)
start = time.perf_counter()
while time.perf_counter() - start < 0.1:
    c = a @ b
best = 1e9
for _ in range(20):
    t0 = time.perf_counter()
    c = a @ b
    best = min(best, time.perf_counter() - t0)
print(2.0 * n ** 3 / best / 1e9)
PY
)
      gflops=$("$python" -c "print(max($gflops, $g))")
      numpy=$("$python" -c "print(max($numpy, $p))")
      done
      ratio=$("$python" -c "print(f'{$gflops / $numpy:.3f}')")
      printf '%-6s %-8s %-12s %12.2f %12.2f %8s\n' "$n" "$threads" "$core" "$gflops" "$numpy" "$ratio"
    done
  done
done
