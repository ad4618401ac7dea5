#include "io/json_writer.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace blab::core {

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_hasElement.empty()) {
        if (m_hasElement.back())
            m_out += ',';
        m_hasElement.back() = true;
    }
}

JsonWriter &JsonWriter::beginObject()
{
    separate();
    m_out += '{';
    m_hasElement.push_back(false);
    return *this;
}

JsonWriter &JsonWriter::endObject()
{
    m_out += '}';
    m_hasElement.pop_back();
    return *this;
}

JsonWriter &JsonWriter::beginArray()
{
    separate();
    m_out += '[';
    m_hasElement.push_back(false);
    return *this;
}

JsonWriter &JsonWriter::endArray()
{
    m_out += ']';
    m_hasElement.pop_back();
    return *this;
}

JsonWriter &JsonWriter::key(const std::string &name)
{
    value(name);
    m_out += ':';
    m_afterKey = true;
    return *this;
}

JsonWriter &JsonWriter::value(double number)
{
    separate();
    if (!std::isfinite(number)) {
        m_out += "null";
        return *this;
    }
    // The shortest of 15, 16 or 17 significant digits that reads back as the same double: 17
    // always round-trip, but print 0.1 as 0.10000000000000001.
    char buffer[32];
    for (int digits = 15; digits <= 17; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, number);
        if (std::strtod(buffer, nullptr) == number)
            break;
    }
    m_out += buffer;
    return *this;
}

JsonWriter &JsonWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}

JsonWriter &JsonWriter::value(int number)
{
    return value(static_cast<long long>(number));
}

JsonWriter &JsonWriter::value(long long number)
{
    separate();
    m_out += std::to_string(number);
    return *this;
}

JsonWriter &JsonWriter::value(bool flag)
{
    separate();
    m_out += flag ? "true" : "false";
    return *this;
}

JsonWriter &JsonWriter::value(const char *text)
{
    return value(std::string(text));
}

JsonWriter &JsonWriter::value(const std::string &text)
{
    separate();
    m_out += '"';
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                m_out += buffer;
            } else {
                m_out += ch;
            }
        }
    }
    m_out += '"';
    return *this;
}

} // namespace blab::core
