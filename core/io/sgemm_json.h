#pragma once

#include "io/json_value.h"
#include "io/json_writer.h"
#include "measure/sgemm_benchmark.h"

#include <optional>
#include <string>

namespace blab::core {

// The bench subcommand's JSON, written for scripts and read back by the kernel advisor from
// its children: one format, one place.
class SgemmJson
{
public:
    static void write(JsonWriter &json, const SgemmResult &result);
    static std::string text(const SgemmResult &result);
    // The family fields every measurement carries: installed_core (null when unknown),
    // core_is_installed_choice (null then too) and core_origin.
    static void writeFamily(JsonWriter &json, const std::string &core,
                            const std::optional<std::string> &installedCore,
                            const std::string &origin);
    // Fills out from an object write() made; an empty string when it reads, else why not.
    static std::string read(const JsonValue &object, SgemmResult &out);
};

} // namespace blab::core
