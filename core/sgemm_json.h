#pragma once

#include "core/json_value.h"
#include "core/json_writer.h"
#include "core/sgemm_benchmark.h"

#include <string>

namespace blab::core {

// The bench subcommand's JSON, written for scripts and read back by the kernel advisor from
// its children: one format, one place.
class SgemmJson
{
public:
    static void write(JsonWriter &json, const SgemmResult &result);
    static std::string text(const SgemmResult &result);
    // Fills out from an object write() made; an empty string when it reads, else why not.
    static std::string read(const JsonValue &object, SgemmResult &out);
};

} // namespace blab::core
