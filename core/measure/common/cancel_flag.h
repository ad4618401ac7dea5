// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <atomic>

namespace blab::core {

// Whether a measurement was asked to stop: the flag the GUI sets from its own thread, or none.
inline bool isCancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace blab::core
