// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/json_writer.h"

#include "io/number_format.h"

#include <cmath>
#include <cstdio>

namespace blab::core {

std::string JsonWriter::write(const Json &value)
{
    std::string out;
    append(out, value);
    return out;
}

void JsonWriter::append(std::string &out, const Json &value)
{
    switch (value.type()) {
    case Json::value_t::object: {
        out += '{';
        bool first = true;
        for (const auto &member : value.items()) {
            out += first ? "" : ",";
            first = false;
            out += quoted(member.key());
            out += ':';
            append(out, member.value());
        }
        out += '}';
        return;
    }
    case Json::value_t::array: {
        out += '[';
        for (std::size_t i = 0; i < value.size(); ++i) {
            out += i == 0 ? "" : ",";
            append(out, value[i]);
        }
        out += ']';
        return;
    }
    case Json::value_t::string:
        out += quoted(value.get_ref<const std::string &>());
        return;
    case Json::value_t::boolean:
        out += value.get<bool>() ? "true" : "false";
        return;
    case Json::value_t::number_integer:
        out += std::to_string(value.get<Json::number_integer_t>());
        return;
    case Json::value_t::number_unsigned:
        out += std::to_string(value.get<Json::number_unsigned_t>());
        return;
    case Json::value_t::number_float: {
        const double number = value.get<double>();
        out += std::isfinite(number) ? NumberFormat::roundTrip(number) : "null";
        return;
    }
    case Json::value_t::null:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        out += "null";
        return;
    }
}

std::string JsonWriter::quoted(const std::string &text)
{
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"') {
            out += "\\\"";
        } else if (c == '\\') {
            out += "\\\\";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
            out += buffer;
        } else {
            out += ch;
        }
    }
    return out + '"';
}

} // namespace blab::core
