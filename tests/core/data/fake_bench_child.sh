#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A stand-in for 'bottleneck-lab bench --json' in the kernel advisor's tests: what it does
# depends on the family asked for in OPENBLAS_CORETYPE (unset: the installed one, "Prescott").
# Arguments are ignored.

measurement() {
    # $1 core, $2 seconds of the best run (n = 64: 524288 FLOPs), $3 verified
    printf '{"n":64,"repeats":3,"threads":2,"core":"%s","flops":524288,' "$1"
    printf '"warmup_calls":5,"warmup_seconds":0.1,"best_seconds":%s,"median_seconds":%s,' "$2" "$2"
    printf '"runs_seconds":[%s,%s,%s],"verified":%s,"verify_samples":64,' "$2" "$2" "$2" "$3"
    printf '"verify_worst_error_ratio":0.01,"shapes_checked":11,"shapes_verified":%s,' "$3"
    printf '"cancelled":false}\n'
}

hang() {
    # Hangs with a grandchild of its own, whose pid the test reads to see it killed too.
    # Far past the GUI tests' watchdog (120 s) and ctest's limit: a stop or a close that waited
    # for it would fail the test instead of passing late.
    sleep 3600 &
    [ -n "${FAKE_CHILD_PIDFILE:-}" ] && echo $! >> "$FAKE_CHILD_PIDFILE"
    wait
}

# With a gate file named, every family waits until the test creates it: for tests that act
# while the advisor is sure to be running.
if [ -n "${FAKE_CHILD_GATE:-}" ]; then
    while [ ! -e "$FAKE_CHILD_GATE" ]; do sleep 0.01; done
fi

# Every family hangs: for tests that stop the advisor while a child runs.
[ -n "${FAKE_CHILD_HANG_ALL:-}" ] && hang

# The installed family slow at its first run only (50, then 250 GFLOPS) when a counter file is
# named: a slow spell on a shared machine.
if [ -z "${OPENBLAS_CORETYPE:-}" ] && [ -n "${FAKE_CHILD_COUNTER:-}" ]; then
    echo run >> "$FAKE_CHILD_COUNTER"
    if [ "$(wc -l < "$FAKE_CHILD_COUNTER")" -gt 1 ]; then
        measurement Prescott 0.000002097152 true
        exit 0
    fi
fi

case "${OPENBLAS_CORETYPE:-}" in
"")          measurement Prescott 0.00001048576 true ;;     # 50 GFLOPS
SkylakeX)    measurement SkylakeX 0.00000262144 true ;;     # 200 GFLOPS
Haswell)     measurement Haswell 0.0000026869 true ;;       # 195.1 GFLOPS
Sandybridge) echo 'Illegal JSON {' ;;
Nehalem)     kill -SEGV $$ ;;
Core2)       measurement Core2 0.000001 false; exit 1 ;;    # fast but wrong
Cooperlake)  measurement SkylakeX 0.000002 true ;;          # not provided: ran another family
Zen)         [ -n "${FAKE_CHILD_QUICK:-}" ] || hang ;;       # prints nothing when quick
*)           echo "bottleneck-lab: --openblas-core: no such family" >&2; exit 2 ;;
esac
