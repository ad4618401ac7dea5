// SPDX-License-Identifier: GPL-3.0-or-later

// The JSON writer's output, exactly: the format the program has always written, for nlohmann's
// values.

#include "io/json_writer.h"

#include <cmath>
#include <cstdlib>
#include <gtest/gtest.h>

namespace blab::core {
namespace {

TEST(JsonWriter, NestedContainersAndCommas)
{
    const Json json = {{"a", 1}, {"b", {1.5, true}}, {"c", Json::object()}};
    EXPECT_EQ(JsonWriter::write(json), R"({"a":1,"b":[1.5,true],"c":{}})");
}

TEST(JsonWriter, MembersStayInTheOrderAdded)
{
    Json json = {{"z", 1}};
    json["a"] = Json::array();
    json["m"] = nullptr;
    EXPECT_EQ(JsonWriter::write(json), R"({"z":1,"a":[],"m":null})");
}

TEST(JsonWriter, EscapesStrings)
{
    const Json json = std::string("quote\" slash\\ line\n tab\t bell\x07");
    EXPECT_EQ(JsonWriter::write(json), R"("quote\" slash\\ line\n tab\t bell\u0007")");
}

TEST(JsonWriter, PassesBytesThatAreNotUtf8Through)
{
    // nlohmann's dump() would throw here; a CPU model name is not ours to refuse.
    EXPECT_EQ(JsonWriter::write(Json(std::string("caf\xe9"))), "\"caf\xe9\"");
}

TEST(JsonWriter, NumbersRoundTripAndNonFiniteIsNull)
{
    // The shortest digits that read back as the same double: 0.1, not 0.10000000000000001; a
    // value that needs all 17 digits keeps them.
    const double needs17 = 0.1 + 0.2;
    const Json json = Json::array({0.1, 237.05, needs17, NAN, INFINITY});
    EXPECT_EQ(JsonWriter::write(json), "[0.1,237.05,0.30000000000000004,null,null]");
    EXPECT_EQ(std::strtod("0.30000000000000004", nullptr), needs17);
}

TEST(JsonWriter, WholeNumbersKeepTheirFormat)
{
    // A double is written as before (nlohmann's dump() gives 1000000000.0 and 1e+20); an
    // integer as its digits.
    const Json json = Json::array({1e9, 1e20, -0.5, 7, -3, static_cast<long long>(1) << 40});
    EXPECT_EQ(JsonWriter::write(json), "[1000000000,1e+20,-0.5,7,-3,1099511627776]");
}

} // namespace
} // namespace blab::core
