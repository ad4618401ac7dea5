// SPDX-License-Identifier: GPL-3.0-or-later

// The clock of CPU 0 while it runs one thread, in GHz: a chain of dependent integer additions
// takes one cycle each on every x86 core, so additions per second is cycles per second. It lets
// bandwidth_vs_likwid.sh turn GB/s into bytes per cycle, which a core's load ports bound: well
// below the ports' limit a loop leaves them idle; above it by more than the clock moves between
// two probes, bytes were counted that were not read.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sched.h>

int main()
{
#if defined(__x86_64__)
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    CPU_SET(0, &cpus);
    if (sched_setaffinity(0, sizeof(cpus), &cpus) != 0) {
        std::fprintf(stderr, "clock_probe: cannot run on CPU 0 alone\n");
        return 2;
    }
    constexpr long kLoops = 20'000'000, kAddsPerLoop = 100;
    double best = 0.0;
    for (int pass = 0; pass < 5; ++pass) {
        long x = 0;
        const auto start = std::chrono::steady_clock::now();
        for (long i = 0; i < kLoops; ++i)
            asm volatile(".rept 100\n\tadd $1, %0\n\t.endr" : "+r"(x));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        best = std::max(best, double(kLoops) * kAddsPerLoop / seconds / 1e9);
    }
    std::printf("%.3f\n", best);
    return 0;
#else
    std::fprintf(stderr, "clock_probe: x86-64 only\n");
    return 2;
#endif
}
