#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang and runs each for a bounded time (default 30 s) over
# its corpus in tests/fuzz/corpus. New inputs go to a temporary folder, so the corpus in the
# repository only changes when someone adds to it. A crash fails the run and leaves the input
# that caused it in build-fuzz/crashes/; turn it into a regression test.
#   tools/run-fuzzers.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBLAB_FUZZ=ON \
    -DBLAB_BUILD_TESTS=OFF > build-fuzz.log 2>&1 || { cat build-fuzz.log; exit 1; }
cmake --build build-fuzz --parallel "$(nproc)" \
    --target fuzz_option_spec fuzz_command_line fuzz_profile_json fuzz_settings fuzz_device_catalog \
             fuzz_advice_json fuzz_model_catalog \
    >> build-fuzz.log 2>&1 ||
    { tail -40 build-fuzz.log; exit 1; }
mkdir -p build-fuzz/crashes
status=0
for target in option_spec command_line profile_json settings device_catalog advice_json \
    model_catalog; do
    scratch=$(mktemp -d)
    log=build-fuzz/fuzz_$target.log
    if ./build-fuzz/tests/fuzz/fuzz_$target -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -artifact_prefix=build-fuzz/crashes/ "$scratch" \
        tests/fuzz/corpus/$target > "$log" 2>&1; then
        echo "fuzz_$target: no crash in ${seconds} s ($(grep -o 'Done [0-9]* runs' "$log"))"
    else
        echo "fuzz_$target: FAILED"
        tail -30 "$log"
        status=1
    fi
    rm -rf "$scratch"
done
exit $status
