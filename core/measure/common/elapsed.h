// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <chrono>

namespace blab::core {

// Seconds on the steady clock since start: how every timed loop of the measurements reads its
// clock, so that none of them can be moved by a change of the wall clock.
inline double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace blab::core
