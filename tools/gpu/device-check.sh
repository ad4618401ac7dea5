#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GPU check, run on a machine with an NVIDIA GPU (no Qt needed there): unpacks the program that
# tools/gpu/make-bundle.sh packed, then measures the card with the program and with PyTorch by the
# same method, alternating (program, PyTorch, program, …) RUNS times each, and prints the median
# of each figure beside PyTorch's with the ratio; then one whole 'measure --gpu --json' (CPU and
# GPU) for the profile the window reads. Everything lands in OUT (default ./gpu-check):
# compare.json (every run and the table), profile.json, log.txt.
# Usage: tools/gpu/device-check.sh [quick|full] [RUNS]
set -uo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-full}
runs=${2:-3}
out=${OUT:-gpu-check}
mkdir -p "$out"
quick=()
[ "$mode" = quick ] && quick=(--quick)
exec > >(tee "$out/log.txt") 2>&1
tar -C /tmp -xJf .gpu-bundle/bottleneck-lab.tar.xz
blab=/tmp/blab
export LD_LIBRARY_PATH=$blab/lib QT_PLUGIN_PATH=$blab/plugins QT_QPA_PLATFORM=offscreen
# cuBLASLt comes with PyTorch's wheels when the system has none on the linker's path.
if ! ldconfig -p | grep -q 'libcublasLt.so.1[23]'; then
  lt=$(python3 -c 'import nvidia.cublas, os; print(os.path.join(list(nvidia.cublas.__path__)[0], "lib"))' 2>/dev/null)
  lib=$(ls "$lt"/libcublasLt.so.1* 2>/dev/null | head -n 1)
  [ -n "$lib" ] && export BLAB_CUBLASLT=$lib
fi
nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.max,pcie.link.width.max,power.limit --format=csv
echo "BLAB_CUBLASLT=${BLAB_CUBLASLT:-}"
tmp=$(mktemp -d)
for i in $(seq 1 "$runs"); do
  start=$SECONDS
  BLAB_GPU_CHILD=1 $blab/bottleneck-lab measure --gpu --json "${quick[@]}" > "$tmp/ours$i.json" 2> "$tmp/ours$i.err"
  echo "program run $i: status $? in $((SECONDS - start)) s; $(grep -v '^step ' "$tmp/ours$i.err" | tail -n 3)"
  start=$SECONDS
  python3 tools/gpu/torch_reference.py "${quick[@]}" > "$tmp/torch$i.json" 2> "$tmp/torch$i.err"
  echo "pytorch run $i: status $? in $((SECONDS - start)) s; $(tail -n 3 "$tmp/torch$i.err")"
done
python3 tools/gpu/compare.py "$out/compare.json" "$tmp"/ours*.json -- "$tmp"/torch*.json
start=$SECONDS
$blab/bottleneck-lab measure --gpu --json "${quick[@]}" > "$out/profile.json"
echo "measure --gpu --json: status $? in $((SECONDS - start)) s"
python3 - "$out/profile.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
g = p.get("gpu") or {}
print("profile:", p.get("cpu_model"), "|", g.get("name"), g.get("catalog_id"), "| notes:", g.get("notes"), "| error:", p.get("gpu_error"), "| absent:", p.get("gpu_absent"))
PY
