// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <functional>

namespace blab::core {

// Runs the same job on several threads that start together, and times the whole team from the
// moment they are released to the moment the last one finishes. Thread creation happens before
// the clock starts, so it does not count against the figure.
class ThreadTeam
{
public:
    // job(index, count) runs once on each of count threads; returns the wall seconds.
    static double run(int count, const std::function<void(int index, int count)> &job);
    // The same with thread index pinned, before the clock starts, to the index-th CPU the caller
    // may use, and the caller's own set of CPUs put back afterwards: what a bandwidth measurement
    // needs.
    static double runPinned(int count, const std::function<void(int index, int count)> &job);

    // The part [begin, end) of n items that thread index of count handles.
    static void split(std::size_t n, int index, int count, std::size_t &begin, std::size_t &end);

private:
    // prepare(index) runs on each thread before the clock starts.
    static double runPrepared(int count, const std::function<void(int index)> &prepare,
                              const std::function<void(int index, int count)> &job);
};

} // namespace blab::core
