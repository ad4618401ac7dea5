#!/usr/bin/env bash
# Installs what is missing, builds everything, and runs every test. CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBLAB_BUILD_TESTS=ON
cmake --build build --parallel "$(nproc)"
# The tests need no display: GUI tests draw offscreen, the command line needs none.
cd build
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
