#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Packs the built program with the libraries ldd lists (glibc, libstdc++ and libgcc aside, which
# every Linux has) and Qt's offscreen platform plugin into .gpu-bundle/bottleneck-lab.tar.xz, so
# that it runs on a machine without Qt, such as a lent GPU machine (tools/gpu/device-check.sh
# unpacks it there). Usage: tools/gpu/make-bundle.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
out=.gpu-bundle
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/blab/lib" "$stage/blab/plugins/platforms" "$out"
cp "$build/bottleneck-lab" "$stage/blab/"
ldd "$build/bottleneck-lab" | awk '$3 ~ /^\// {print $3}' |
  grep -Ev '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux-x86-64)\.so' |
  while read -r lib; do cp -L "$lib" "$stage/blab/lib/"; done
cp /usr/lib/x86_64-linux-gnu/qt6/plugins/platforms/libqoffscreen.so "$stage/blab/plugins/platforms/"
tar -C "$stage" -cJf "$out/bottleneck-lab.tar.xz" blab
ls -l "$out/bottleneck-lab.tar.xz"
