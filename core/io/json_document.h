// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json.h"

#include <initializer_list>
#include <string>
#include <unordered_map>
#include <vector>

namespace blab::core {

// A JSON text read by nlohmann's parser, strictly (RFC 8259), for files people edit by hand: it
// stops at the first problem and says on which line and why, in plain words. It also refuses
// what nlohmann alone accepts quietly: a key that appears twice (nlohmann keeps the last),
// nesting deeper than kMaxDepth and a NUL byte (nlohmann reads it as the end of the text). Every
// value's line is kept, so that a validator can say where a bad value is.
class JsonDocument
{
public:
    static constexpr int kMaxDepth = 32;

    struct Error
    {
        int line = 0;
        std::string message;
    };

    JsonDocument() = default;
    // The lines are kept by the values' addresses, which a copy would not share.
    JsonDocument(const JsonDocument &) = delete;
    JsonDocument &operator=(const JsonDocument &) = delete;

    // Returns true and holds the text's value, or false, holds null and fills error.
    bool parse(const std::string &text, Error &error);
    const Json &root() const { return m_root; }
    // The line a value of root() starts on (its first character, or '{' or '['); 1 for a value
    // from elsewhere.
    int line(const Json &value) const;

    // The member of an object, or nullptr when there is none or object is not an object.
    static const Json *find(const Json &object, const std::string &name);
    // The first member of object whose key is none of known, or nullptr: the check every strict
    // reader makes before it reads the members it knows.
    static const Json *unknownMember(const Json &object, std::initializer_list<const char *> known,
                                     std::string &key);
    // The member's number when it is one, finite and within [low, high]; false otherwise.
    static bool numberIn(const Json &object, const std::string &name, double low, double high,
                         double &out);
    // The member's value when it is true or false; false otherwise.
    static bool flagIn(const Json &object, const std::string &name, bool &out);
    // "number", "string", "list", "object", "bool", "null": a word to translate.
    static const char *typeId(const Json &value);

private:
    void keepLines(const Json &value, const std::vector<int> &lines, std::size_t &next);

    Json m_root;
    std::unordered_map<const Json *, int> m_lines;
};

} // namespace blab::core
