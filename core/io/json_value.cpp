#include "io/json_value.h"

#include <cmath>

namespace blab::core {

const JsonValue *JsonValue::find(const std::string &name) const
{
    for (const auto &member : members) {
        if (member.first == name)
            return &member.second;
    }
    return nullptr;
}

const char *JsonValue::typeName(Type type)
{
    switch (type) {
    case Type::Null:
        return "null";
    case Type::Bool:
        return "true or false";
    case Type::Number:
        return "a number";
    case Type::String:
        return "a string";
    case Type::Array:
        return "a list";
    case Type::Object:
        return "an object";
    }
    return "a value";
}

const char *JsonValue::typeId(Type type)
{
    switch (type) {
    case Type::Null:
        return "null";
    case Type::Bool:
        return "bool";
    case Type::Number:
        return "number";
    case Type::String:
        return "string";
    case Type::Array:
        return "list";
    case Type::Object:
        return "object";
    }
    return "null";
}

bool JsonValue::numberIn(const std::string &name, double low, double high, double &out) const
{
    const JsonValue *v = find(name);
    if (!v || !v->isNumber() || !std::isfinite(v->number) || v->number < low || v->number > high)
        return false;
    out = v->number;
    return true;
}

std::string JsonValue::printable(const std::string &text, std::size_t maxBytes)
{
    std::string out = text.substr(0, maxBytes);
    // Never end inside a UTF-8 sequence: drop a cut character's leading bytes too.
    if (text.size() > maxBytes) {
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back();
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0)
            out.pop_back();
    }
    for (char &c : out) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    }
    return out;
}

} // namespace blab::core
