// The JSON writer's output, exactly.

#include "io/json_writer.h"

#include <cmath>
#include <cstdlib>
#include <gtest/gtest.h>

namespace blab::core {
namespace {

TEST(JsonWriter, NestedContainersAndCommas)
{
    JsonWriter json;
    json.beginObject().field("a", 1).key("b").beginArray().value(1.5).value(true).endArray();
    json.key("c").beginObject().endObject().endObject();
    EXPECT_EQ(json.str(), R"({"a":1,"b":[1.5,true],"c":{}})");
}

TEST(JsonWriter, EscapesStrings)
{
    JsonWriter json;
    json.value(std::string("quote\" slash\\ line\n tab\t bell\x07"));
    EXPECT_EQ(json.str(), R"("quote\" slash\\ line\n tab\t bell\u0007")");
}

TEST(JsonWriter, NumbersRoundTripAndNonFiniteIsNull)
{
    JsonWriter json;
    // The shortest digits that read back as the same double: 0.1, not 0.10000000000000001; a
    // value that needs all 17 digits keeps them.
    const double needs17 = 0.1 + 0.2;
    json.beginArray().value(0.1).value(237.05).value(needs17).value(NAN).value(INFINITY).endArray();
    EXPECT_EQ(json.str(), "[0.1,237.05,0.30000000000000004,null,null]");
    EXPECT_EQ(std::strtod("0.30000000000000004", nullptr), needs17);
}

} // namespace
} // namespace blab::core
