#pragma once

#include "io/json_value.h"

#include <string>

namespace blab::core {

// A strict JSON reader (RFC 8259) for files people edit by hand: it stops at the first problem
// and says on which line. It refuses duplicate keys, nesting deeper than kMaxDepth and numbers
// outside double's range, which a lenient reader would silently accept.
class JsonReader
{
public:
    static constexpr int kMaxDepth = 32;

    struct Error
    {
        int line = 0;
        std::string message;
    };

    // Returns true and fills out, or false and fills error.
    static bool parse(const std::string &text, JsonValue &out, Error &error);
};

} // namespace blab::core
