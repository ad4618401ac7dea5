#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes docs/options.md from the option table, with the option_reference program of a build.
#   tools/reference/update-options-reference.sh BUILD_DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build=$(realpath "${1:?give the build folder, such as build}")
cmake --build "$build" --target option_reference
"$build/packaging/option_reference" markdown > "$root/docs/options.md"
echo "wrote $root/docs/options.md"
