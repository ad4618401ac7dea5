// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <chrono>

namespace blab::core {

// Seconds on the steady clock since start, which a change of the wall clock cannot move: how the
// sgemm and dgemm measurements read their clocks.
inline double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace blab::core
