// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/json_document.h"

#include "io/printable.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <unordered_set>

namespace blab::core {

namespace {

const char *const kExpectedValue =
    "expected a value (a number, a string, true, false, null, a list or an object)";

// The text as nlohmann's parser reads it, one character at a time, counting how many it has
// read. At each SAX event that count ends at the token just read, or one character after it
// (after a number), so the builder below knows the line of every value.
class CountingIterator
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    CountingIterator(const char *at, std::size_t *read) : m_at(at), m_read(read) {}
    reference operator*() const { return *m_at; }
    CountingIterator &operator++()
    {
        ++m_at;
        ++*m_read;
        return *this;
    }
    bool operator==(const CountingIterator &other) const { return m_at == other.m_at; }
    bool operator!=(const CountingIterator &other) const { return m_at != other.m_at; }

private:
    const char *m_at;
    std::size_t *m_read;
};

// The problem in the words this program has always used, from nlohmann's message for it, such
// as "... while parsing object key - invalid literal; last read: '{''; expected string
// literal": what nlohmann was parsing, the lexer's complaint, if any, then what it expected. The
// part the file supplies ("last read") is never searched, so a file cannot choose the message.
class ParseProblem
{
public:
    ParseProblem(const std::string &what, bool atEnd) : m_atEnd(atEnd)
    {
        const std::string parsing = "while parsing ";
        const std::size_t from = what.find(parsing);
        const std::size_t dash = what.find(" - ", from);
        if (from == std::string::npos || dash == std::string::npos)
            return;
        m_context = what.substr(from + parsing.size(), dash - from - parsing.size());
        const std::string rest = what.substr(dash + 3);
        const std::size_t lastRead = rest.find("; last read: '");
        if (rest.compare(0, 11, "unexpected ") != 0 && lastRead != std::string::npos)
            m_lexer = rest.substr(0, lastRead);
        const std::string end = "; expected end of input";
        m_afterEnd = what.size() >= end.size() &&
                     what.compare(what.size() - end.size(), end.size(), end) == 0;
    }

    // key: the last key read, for "expected ':'"; escaped: the character after a backslash.
    std::string message(const std::string &key, char escaped) const
    {
        if (m_afterEnd)
            return "unexpected text after the end of the document";
        if (m_context == "value" || (m_context == "object key" && stringProblem()))
            return m_lexer.empty()
                       ? (m_atEnd ? "the document ends where a value was expected" : kExpectedValue)
                       : lexerMessage(escaped);
        if (m_context == "object key")
            return "expected a quoted key";
        if (m_context == "object separator")
            return "expected ':' after the key \"" + printable(key) + "\"";
        if (m_context == "object")
            return m_atEnd ? "the document ends inside an object; a '}' is missing"
                           : "expected ',' or '}' in an object";
        if (m_context == "array")
            return m_atEnd ? "the document ends inside a list; a ']' is missing"
                           : "expected ',' or ']' in a list";
        return printable(m_lexer.empty() ? m_context : m_lexer, 200);
    }

private:
    bool has(const char *words) const { return m_lexer.find(words) != std::string::npos; }
    bool stringProblem() const { return has("invalid string"); }

    std::string lexerMessage(char escaped) const
    {
        if (has("missing closing quote"))
            return "the document ends inside a string; a '\"' is missing";
        if (has("U+000A (LF)"))
            return "a string runs past the end of its line";
        if (has("control character"))
            return "a control character inside a string";
        if (has("forbidden character after backslash"))
            return "unknown escape '\\" + printable(std::string(1, escaped)) + "' in a string";
        if (has("'\\u' must be followed"))
            return "a \\u escape needs four hexadecimal digits";
        if (has("surrogate"))
            return "a lone UTF-16 surrogate in a \\u escape";
        if (has("UTF-8"))
            return "a string holds bytes that are not UTF-8";
        if (has("after '.'"))
            return "a number needs digits after its decimal point";
        if (has("exponent"))
            return "a number needs digits in its exponent";
        if (has("invalid literal") || has("after '-'") || has("BOM"))
            return kExpectedValue;
        return printable(m_lexer, 200);
    }

    bool m_atEnd;
    bool m_afterEnd = false;
    std::string m_context;
    std::string m_lexer;
};

// Builds the value from nlohmann's SAX events, as nlohmann's own DOM parser does, adding the
// checks JsonDocument promises and the line of every value in file order. The member names are
// nlohmann's SAX interface.
class Builder : public nlohmann::json_sax<Json>
{
public:
    Builder(const std::string &text, const std::size_t &read, Json &root)
        : m_text(text), m_read(read), m_root(root)
    {}

    const std::vector<int> &lines() const { return m_lines; }
    const JsonDocument::Error &error() const { return m_error; }

    bool null() override { return add(nullptr); }
    bool boolean(bool value) override { return add(value); }
    bool number_integer(number_integer_t value) override { return add(value); }
    bool number_unsigned(number_unsigned_t value) override { return add(value); }
    bool number_float(number_float_t value, const string_t &) override { return add(value); }
    bool string(string_t &value) override { return add(std::move(value)); }
    // JSON text has no binary values; only the binary formats give them.
    bool binary(binary_t &) override { return fail(line(), kExpectedValue); }
    bool start_object(std::size_t) override { return open(Json::object()); }
    bool start_array(std::size_t) override { return open(Json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t &name) override
    {
        if (!m_keys.back().insert(name).second)
            return fail(line(), "the key \"" + printable(name) + "\" appears twice");
        m_key = std::move(name);
        return true;
    }

    bool parse_error(std::size_t position, const std::string &token,
                     const Json::exception &ex) override
    {
        // position counts the characters read, the offending one last; past the text at its end.
        const std::size_t at = std::min(position > 0 ? position - 1 : 0, m_text.size());
        const int where =
            1 + static_cast<int>(std::count(m_text.begin(), m_text.begin() + at, '\n'));
        if (ex.id == 406)
            return fail(where, "the number " + printable(token) + " is too large");
        const char escaped = at < m_text.size() ? m_text[at] : ' ';
        return fail(where, ParseProblem(ex.what(), at == m_text.size()).message(m_key, escaped));
    }

private:
    // The line of the token just read. After a number the parser has read one character more,
    // which may be the line break that ends its line.
    int line()
    {
        for (; m_counted < m_read; ++m_counted)
            m_breaks += m_text[m_counted] == '\n' ? 1 : 0;
        const bool lookahead = m_read > 0 && m_text[m_read - 1] == '\n';
        return 1 + m_breaks - (lookahead ? 1 : 0);
    }

    bool fail(int line, std::string message)
    {
        m_error = {line, std::move(message)};
        return false;
    }

    bool add(Json value)
    {
        if (m_open.size() > static_cast<std::size_t>(JsonDocument::kMaxDepth))
            return fail(line(), "nested deeper than " + std::to_string(JsonDocument::kMaxDepth) +
                                    " levels");
        m_lines.push_back(line());
        if (m_open.empty()) {
            m_root = std::move(value);
            m_last = &m_root;
        } else if (m_open.back()->is_array()) {
            m_open.back()->push_back(std::move(value));
            m_last = &m_open.back()->back();
        } else {
            m_last = &((*m_open.back())[m_key] = std::move(value));
        }
        return true;
    }

    bool open(Json container)
    {
        if (!add(std::move(container)))
            return false;
        m_open.push_back(m_last);
        m_keys.emplace_back();
        return true;
    }

    bool close()
    {
        m_open.pop_back();
        m_keys.pop_back();
        return true;
    }

    const std::string &m_text;
    const std::size_t &m_read;
    Json &m_root;
    Json *m_last = nullptr;
    // The containers still open, innermost last. Their addresses hold: a container only gets
    // members while it is the innermost, so nothing is added beside it until it closes.
    std::vector<Json *> m_open;
    // The keys of each open object so far (none for a list), found without a walk through the
    // members, which would make a long object cost the square of its length.
    std::vector<std::unordered_set<std::string>> m_keys;
    std::string m_key;
    std::vector<int> m_lines;
    std::size_t m_counted = 0;
    int m_breaks = 0;
    JsonDocument::Error m_error;
};

} // namespace

bool JsonDocument::parse(const std::string &text, Error &error)
{
    m_root = nullptr;
    m_lines.clear();
    std::size_t read = 0;
    Builder builder(text, read, m_root);
    const CountingIterator first(text.data(), &read);
    const CountingIterator last(text.data() + text.size(), &read);
    bool ok = Json::sax_parse(first, last, &builder);
    error = builder.error();
    // nlohmann's lexer takes a NUL byte for the end of the text; anything from there is extra.
    const std::size_t nul = text.find('\0');
    if (ok && nul != std::string::npos) {
        error.line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + nul, '\n'));
        error.message = "unexpected text after the end of the document";
        ok = false;
    }
    if (!ok) {
        m_root = nullptr;
        return false;
    }
    std::size_t next = 0;
    keepLines(m_root, builder.lines(), next);
    return true;
}

void JsonDocument::keepLines(const Json &value, const std::vector<int> &lines, std::size_t &next)
{
    // The builder noted the lines in file order, which is the order of this walk: parents before
    // their members, members in the order they were read.
    m_lines[&value] = next < lines.size() ? lines[next] : 1;
    ++next;
    if (value.is_structured()) {
        for (const Json &member : value)
            keepLines(member, lines, next);
    }
}

int JsonDocument::line(const Json &value) const
{
    const auto found = m_lines.find(&value);
    return found == m_lines.end() ? 1 : found->second;
}

const Json *JsonDocument::find(const Json &object, const std::string &name)
{
    if (!object.is_object())
        return nullptr;
    const auto found = object.find(name);
    return found == object.end() ? nullptr : &*found;
}

bool JsonDocument::flagIn(const Json &object, const std::string &name, bool &out)
{
    const Json *v = find(object, name);
    if (!v || !v->is_boolean())
        return false;
    out = v->get<bool>();
    return true;
}

bool JsonDocument::numberIn(const Json &object, const std::string &name, double low, double high,
                            double &out)
{
    const Json *v = find(object, name);
    if (!v || !v->is_number())
        return false;
    const double number = v->get<double>();
    if (!std::isfinite(number) || number < low || number > high)
        return false;
    out = number;
    return true;
}

const char *JsonDocument::typeId(const Json &value)
{
    if (value.is_boolean())
        return "bool";
    if (value.is_number())
        return "number";
    if (value.is_string())
        return "string";
    if (value.is_array())
        return "list";
    if (value.is_object())
        return "object";
    return "null";
}

const Json *JsonDocument::unknownMember(const Json &object,
                                        std::initializer_list<const char *> known, std::string &key)
{
    for (const auto &member : object.items()) {
        bool found = false;
        for (const char *k : known)
            found = found || member.key() == k;
        if (!found) {
            key = member.key();
            return &member.value();
        }
    }
    return nullptr;
}

} // namespace blab::core
