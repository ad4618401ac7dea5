#pragma once

#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// One parsed JSON value with the line it started on, so that a validator can say where a bad
// value is. Objects keep their members in file order.
struct JsonValue
{
    enum class Type
    {
        Null,
        Bool,
        Number,
        String,
        Array,
        Object
    };

    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    std::string text;
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members;
    int line = 1;

    bool isNull() const { return type == Type::Null; }
    bool isNumber() const { return type == Type::Number; }
    bool isString() const { return type == Type::String; }
    bool isArray() const { return type == Type::Array; }
    bool isObject() const { return type == Type::Object; }
    // The member with this name, or nullptr.
    const JsonValue *find(const std::string &name) const;
    // The member's number when it is one, finite and within [low, high]; false otherwise.
    bool numberIn(const std::string &name, double low, double high, double &out) const;
    // "a number", "a string", ... for error messages.
    static const char *typeName(Type type);
    // "number", "string", "list", "object", "bool", "null": a word to translate.
    static const char *typeId(Type type);
    // A key or value as an error message may quote it: control characters become '?', so the
    // message stays on one line, and it is cut after maxBytes.
    static std::string printable(const std::string &text, std::size_t maxBytes = 40);
};

} // namespace blab::core
