// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json_fwd.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace blab::core {

// The program's one JSON value type, Json (io/json_fwd.h), is nlohmann's with objects that keep
// their members in the order they were added or read, so that output follows the code that
// writes it and a reader meets the members in file order. JsonDocument reads it and JsonWriter
// writes it.

// A value that may be missing, as JSON: null when it is.
template <typename T> Json orNull(const std::optional<T> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

} // namespace blab::core
