// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json.h"

#include <string>

namespace blab::core {

// JSON text for a Json value, compact and in the format this program has always written, which
// scripts and tests compare byte for byte: no spaces, members in the order they were added,
// doubles with the shortest digits that read back exactly (NumberFormat::roundTrip(), where
// nlohmann's dump() writes 1e9 as 1000000000.0), non-finite numbers as null (JSON has no NaN),
// and strings escaped as before, with their bytes otherwise passed through unchanged (dump()
// refuses bytes that are not UTF-8, such as a CPU model name a driver wrote in another encoding).
class JsonWriter
{
public:
    static std::string write(const Json &value);
    // The text of one string, quotes and escapes included.
    static std::string quoted(const std::string &text);

private:
    static void append(std::string &out, const Json &value);
};

} // namespace blab::core
