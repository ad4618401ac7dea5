#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Puts bottleneck-lab's memory figures beside likwid-bench's on this machine, in the same run:
#   STREAM triad, all threads      against  likwid-bench -t stream_avx512 (stream_avx without
#                                           AVX-512) over the same bytes, the same threads
#   L1 read, one thread            against  likwid-bench -t load_avx512 -w S0:16kB:1, and at the
#                                           largest size well inside L1 (5/6 of it), where the
#                                           cost of likwid's loop around its inner loop is a
#                                           smaller share: its figure climbs with the size
#   FP32 and FP64 FMA peaks        against  likwid-bench -t peakflops_sp_avx512_fma / _dp_
# The L1 reads are also given in bytes per cycle: each side's best figure over the highest clock
# clock_probe saw on CPU 0 (it runs before and after our measure and each likwid L1 run at 16 kB).
# A core's load ports bound that figure (two 64-byte loads a cycle on Zen 5 and on Intel cores
# with AVX-512): far below the bound, a loop leaves the ports idle; a few percent above it, the
# clock went higher during the run than any probe saw; far above it, bytes were counted that
# were not read.
# The two sides alternate ROUNDS times (default 3) and each keeps its best, so that a burst of
# load on a shared machine does not land on one side only. Within a round likwid-bench runs three
# times: each of its figures is the mean over its iterations, where ours is the best of its
# passes (as STREAM reports), so a single likwid run on a noisy machine reads low. likwid-bench
# pins its threads as bottleneck-lab does. Debian's likwid package provides it; the program itself never needs it.
#   tests/benchmarks/bandwidth_vs_likwid.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
python=/usr/bin/python3
command -v likwid-bench >/dev/null || { echo "likwid-bench not found: apt-get install likwid"; exit 2; }
wide=avx512
grep -qw avx512f /proc/cpuinfo || wide=avx
threads=$(nproc)
l1=$(getconf LEVEL1_DCACHE_SIZE 2>/dev/null || true)
[ "${l1:-0}" -gt 0 ] 2>/dev/null || l1=32768   # some systems print 0 or nothing
l1k=$(( l1 * 5 / 6 / 1024 ))

probe=$build/tests/benchmarks/clock_probe
[ -x "$probe" ] || { echo "$probe not built: tools/run-benchmarks.sh builds the benchmarks"; exit 2; }

best() { printf '%s\n%s\n' "$1" "$2" | sort -g | tail -1; }
likwid_once() { # TEST WORKSET -> GB/s, or GFLOPS for a peakflops test
  likwid-bench -t "$1" -w "$2" 2>/dev/null |
    awk '/^MByte\/s:/ {v=$2/1000} /^MFlops\/s:/ {f=$2/1000} END {print (f>0 && "'"$1"'" ~ /peak/) ? f : v}'
}
likwid() { # the best of three runs
  local b=0
  for _ in 1 2 3; do b=$(best "$b" "$(likwid_once "$1" "$2")"); done
  echo "$b"
}

clock=0
probe_clock() { clock=$(best "$clock" "$("$probe")"); }

ours_triad=0 ours_l1=0 ours_fp32=0 ours_fp64=0 lw_triad=0 lw_l1=0 lw_l1big=0 lw_fp32=0 lw_fp64=0
for round in $(seq "${ROUNDS:-3}"); do
  probe_clock
  json=$("$build/bottleneck-lab" measure --json 2>/dev/null)
  probe_clock
  read -r triad l1 fp32 fp64 arrays < <(printf '%s' "$json" | "$python" -c '
import json, sys
d = json.load(sys.stdin)
l1 = [l["bandwidth_gbs_1thread"] for l in d["levels"] if l["name"] == "L1"]
print(d["stream"]["triad"], l1[0] if l1 else 0, d["peak_gflops"], d["peak_gflops_fp64"],
      3 * d["stream"]["elements"] * 8 // 1000000)')
  ours_triad=$(best "$ours_triad" "$triad"); ours_l1=$(best "$ours_l1" "$l1")
  ours_fp32=$(best "$ours_fp32" "$fp32"); ours_fp64=$(best "$ours_fp64" "$fp64")
  lw_triad=$(best "$lw_triad" "$(likwid stream_$wide "S0:${arrays}MB:$threads")")
  probe_clock
  lw_l1=$(best "$lw_l1" "$(likwid load_$wide S0:16kB:1)")
  probe_clock
  lw_l1big=$(best "$lw_l1big" "$(likwid load_$wide "S0:${l1k}kB:1")")
  lw_fp32=$(best "$lw_fp32" "$(likwid peakflops_sp_${wide}_fma "S0:16kB:$threads")")
  lw_fp64=$(best "$lw_fp64" "$(likwid peakflops_${wide}_fma "S0:16kB:$threads")")
done
printf '%-42s %12s %12s %8s\n' figure bottleneck likwid ratio
row() { printf '%-42s %12.1f %12.1f %8.3f\n' "$1" "$2" "$3" "$("$python" -c "print($2 / $3 if $3 else 0)")"; }
row "STREAM triad, $threads threads (GB/s)" "$ours_triad" "$lw_triad"
row "L1 read, 1 thread (GB/s)" "$ours_l1" "$lw_l1"
row "L1 read, 1 thread, likwid ${l1k}kB" "$ours_l1" "$lw_l1big"
[ "${clock:-0}" != 0 ] || { echo "clock_probe gave no reading"; exit 2; }
bpc() { "$python" -c "print($1 / $clock)"; }
row "L1 read, 1 thread (B/cycle at $clock GHz)" "$(bpc "$ours_l1")" "$(bpc "$lw_l1")"
row "FP32 FMA peak, $threads threads (GFLOPS)" "$ours_fp32" "$lw_fp32"
row "FP64 FMA peak, $threads threads (GFLOPS)" "$ours_fp64" "$lw_fp64"
