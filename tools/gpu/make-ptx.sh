#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes core/measure/gpu/gpu_kernels_ptx.cpp from tools/gpu/blab_kernels.cu: the PTX text of the
# kernels 'measure --gpu' loads with cuModuleLoadData. Needs CUDA's nvcc (12 or later); the
# program's build never does. The PTX is marked ISA 7.0 (CUDA 11.0), which its instructions
# need no more than, so that drivers from CUDA 11 on can compile it; ptxas checks it for sm_75
# and sm_90 before it is written.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nvcc -ptx -arch=compute_75 -O3 tools/gpu/blab_kernels.cu -o "$tmp/k.ptx"
# The compiler's banner names its build; the text the driver reads starts at .version. Every
# line is indented (PTX ignores it), so that no brace of the PTX stands in column 0 of the C++.
sed -e '/^\/\//d' -e 's/^\.version .*/.version 7.0/' -e 's/^\(.\)/    \1/' "$tmp/k.ptx" > "$tmp/clean.ptx"
for arch in sm_75 sm_90; do
  ptxas --gpu-name "$arch" "$tmp/clean.ptx" -o "$tmp/$arch.cubin"
done
{
  echo '// SPDX-License-Identifier: GPL-3.0-or-later'
  echo '// Written by tools/gpu/make-ptx.sh from tools/gpu/blab_kernels.cu; do not edit.'
  echo
  echo '#include "measure/gpu/gpu_kernels.h"'
  echo
  echo 'namespace blab::core {'
  echo
  echo 'namespace {'
  echo
  echo 'constexpr const char kPtx[] = R"ptx('
  cat "$tmp/clean.ptx"
  echo ')ptx";'
  echo
  echo '} // namespace'
  echo
  echo 'const char *GpuKernels::ptx()'
  echo '{'
  echo '    return kPtx;'
  echo '}'
  echo
  echo '} // namespace blab::core'
} > core/measure/gpu/gpu_kernels_ptx.cpp
echo "wrote core/measure/gpu/gpu_kernels_ptx.cpp"
