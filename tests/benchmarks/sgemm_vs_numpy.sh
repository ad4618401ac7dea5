#!/usr/bin/env bash
# Runs bottleneck-lab's sgemm measurement and numpy's A @ B side by side on this machine, same n,
# same threads, same protocol (a 0.1 s warm-up, then the best of 20), and prints the ratio.
#   tests/benchmarks/sgemm_vs_numpy.sh [BUILD_DIR]
# Debian's python3-numpy calls the same OpenBLAS through libblas.so.3, so the two should agree.
set -euo pipefail
build=${1:-build}
python=/usr/bin/python3
printf '%-6s %-8s %-12s %12s %12s %8s\n' n threads core bench numpy ratio
for n in 512 1024; do
  for threads in 1 2; do
    bench=$("$build/bottleneck-lab" bench --json --n "$n" --repeats 20 --threads "$threads")
    gflops=$(printf '%s' "$bench" | "$python" -c 'import json,sys; print(json.load(sys.stdin)["gflops"])')
    core=$(printf '%s' "$bench" | "$python" -c 'import json,sys; print(json.load(sys.stdin)["core"])')
    numpy=$(OPENBLAS_NUM_THREADS=$threads "$python" - "$n" <<'PY'
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
    ratio=$("$python" -c "print(f'{$gflops / $numpy:.3f}')")
    printf '%-6s %-8s %-12s %12.2f %12.2f %8s\n' "$n" "$threads" "$core" "$gflops" "$numpy" "$ratio"
  done
done
