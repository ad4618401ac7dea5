// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

// The test suite's brief measurements. With BLAB_BRIEF_MEASUREMENTS=1 in the environment, every
// timed loop of the CPU measurements (the profile's steps, the advisor's peak, sgemm's warm-up)
// runs one pass for about a millisecond: the steps still run in order, verify their results,
// stop when asked and report, which is what the tests check, and the figures they give are
// rough. The program never sets it; tests/sharded_tests.cmake does for every test, as it caps
// the caches with BLAB_CACHE_CAP_MIB (docs/testing.md).
class BriefRuns
{
public:
    // Whether the variable is set to 1.
    static bool requested();
    // seconds, or at most a millisecond when brief.
    static double seconds(double normal);
    // passes, or one when brief.
    static int passes(int normal);
};

} // namespace blab::core
