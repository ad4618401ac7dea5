#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and opens Bottleneck Lab. Arguments go to the program.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
generator=()
# Ninja for a new tree; a tree that exists keeps the generator it was made with.
[ ! -f build/CMakeCache.txt ] && command -v ninja > /dev/null && generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DBLAB_BUILD_TESTS=OFF
cmake --build build --parallel "$(nproc)" --target bottleneck-lab
exec ./build/bottleneck-lab "$@"
