// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json.h"
#include "measure/cpu/sgemm_benchmark.h"

#include <optional>
#include <string>

namespace blab::core {

// The bench subcommand's JSON, written for scripts and read back by the kernel advisor from
// its children: one format, one place.
class SgemmJson
{
public:
    static Json value(const SgemmResult &result);
    // value() as text, with a line break.
    static std::string text(const SgemmResult &result);
    // Adds the family fields every measurement carries to an object: installed_core (null when
    // unknown), core_is_installed_choice (null then too) and core_origin.
    static void addFamily(Json &object, const std::string &core,
                          const std::optional<std::string> &installedCore,
                          const std::string &origin);
    // Fills out from an object value() made; an empty string when it reads, else why not.
    static std::string read(const Json &object, SgemmResult &out);
};

} // namespace blab::core
