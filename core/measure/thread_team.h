#pragma once

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

    // The part [begin, end) of n items that thread index of count handles.
    static void split(std::size_t n, int index, int count, std::size_t &begin, std::size_t &end);
};

} // namespace blab::core
