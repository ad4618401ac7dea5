#include "io/json_reader.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace blab::core {

namespace {

class Parser
{
public:
    explicit Parser(const std::string &text) : m_text(text) {}

    bool document(JsonValue &out, JsonReader::Error &error)
    {
        skipSpace();
        if (!value(out, 0))
            return fail(error);
        skipSpace();
        if (m_pos != m_text.size()) {
            m_message = "unexpected text after the end of the document";
            return fail(error);
        }
        return true;
    }

private:
    bool fail(JsonReader::Error &error) const
    {
        error.line = m_line;
        error.message = m_message;
        return false;
    }

    bool problem(const std::string &message)
    {
        m_message = message;
        return false;
    }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++m_pos;
        }
    }

    bool expectedValue()
    {
        return problem("expected a value (a number, a string, true, false, null, a list or an "
                       "object)");
    }

    bool literal(const char *word)
    {
        const std::string w(word);
        if (m_text.compare(m_pos, w.size(), w) != 0)
            return expectedValue();
        m_pos += w.size();
        return true;
    }

    bool value(JsonValue &out, int depth)
    {
        if (depth > JsonReader::kMaxDepth)
            return problem("nested deeper than " + std::to_string(JsonReader::kMaxDepth) +
                           " levels");
        if (atEnd())
            return problem("the document ends where a value was expected");
        out.line = m_line;
        const char c = peek();
        if (c == '{')
            return object(out, depth);
        if (c == '[')
            return array(out, depth);
        if (c == '"') {
            out.type = JsonValue::Type::String;
            return string(out.text);
        }
        if (c == 't' || c == 'f') {
            out.type = JsonValue::Type::Bool;
            out.boolean = c == 't';
            return literal(c == 't' ? "true" : "false");
        }
        if (c == 'n') {
            out.type = JsonValue::Type::Null;
            return literal("null");
        }
        return number(out);
    }

    bool object(JsonValue &out, int depth)
    {
        out.type = JsonValue::Type::Object;
        ++m_pos;
        skipSpace();
        if (!atEnd() && peek() == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (atEnd() || peek() != '"')
                return problem("expected a quoted key");
            std::string key;
            if (!string(key))
                return false;
            if (out.find(key))
                return problem("the key \"" + JsonValue::printable(key) + "\" appears twice");
            skipSpace();
            if (atEnd() || peek() != ':')
                return problem("expected ':' after the key \"" + JsonValue::printable(key) + "\"");
            ++m_pos;
            skipSpace();
            JsonValue member;
            if (!value(member, depth + 1))
                return false;
            out.members.emplace_back(std::move(key), std::move(member));
            skipSpace();
            if (atEnd())
                return problem("the document ends inside an object; a '}' is missing");
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            return problem("expected ',' or '}' in an object");
        }
    }

    bool array(JsonValue &out, int depth)
    {
        out.type = JsonValue::Type::Array;
        ++m_pos;
        skipSpace();
        if (!atEnd() && peek() == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            JsonValue item;
            if (!value(item, depth + 1))
                return false;
            out.items.push_back(std::move(item));
            skipSpace();
            if (atEnd())
                return problem("the document ends inside a list; a ']' is missing");
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            return problem("expected ',' or ']' in a list");
        }
    }

    static void appendUtf8(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    bool hex4(unsigned &code)
    {
        if (m_pos + 4 > m_text.size())
            return problem("a \\u escape needs four hexadecimal digits");
        code = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = m_text[m_pos++];
            code <<= 4;
            if (h >= '0' && h <= '9')
                code |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
                code |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                code |= static_cast<unsigned>(h - 'A' + 10);
            else
                return problem("a \\u escape needs four hexadecimal digits");
        }
        return true;
    }

    bool escape(std::string &out)
    {
        if (atEnd())
            return problem("the document ends inside a string");
        const char e = m_text[m_pos++];
        switch (e) {
        case '"':
        case '\\':
        case '/':
            out += e;
            return true;
        case 'b':
            out += '\b';
            return true;
        case 'f':
            out += '\f';
            return true;
        case 'n':
            out += '\n';
            return true;
        case 'r':
            out += '\r';
            return true;
        case 't':
            out += '\t';
            return true;
        case 'u': {
            unsigned code = 0;
            if (!hex4(code))
                return false;
            if (code >= 0xD800 && code < 0xDC00) {
                unsigned low = 0;
                if (m_text.compare(m_pos, 2, "\\u") != 0)
                    return problem("a lone UTF-16 surrogate in a \\u escape");
                m_pos += 2;
                if (!hex4(low) || low < 0xDC00 || low >= 0xE000)
                    return problem("a lone UTF-16 surrogate in a \\u escape");
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            } else if (code >= 0xDC00 && code < 0xE000) {
                return problem("a lone UTF-16 surrogate in a \\u escape");
            }
            appendUtf8(out, code);
            return true;
        }
        default:
            return problem("unknown escape '\\" + JsonValue::printable(std::string(1, e)) +
                           "' in a string");
        }
    }

    bool string(std::string &out)
    {
        ++m_pos;
        for (;;) {
            if (atEnd())
                return problem("the document ends inside a string; a '\"' is missing");
            const unsigned char c = static_cast<unsigned char>(m_text[m_pos]);
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c < 0x20)
                return problem(c == '\n' ? "a string runs past the end of its line"
                                         : "a control character inside a string");
            ++m_pos;
            if (c == '\\') {
                if (!escape(out))
                    return false;
            } else {
                out += static_cast<char>(c);
            }
        }
    }

    bool number(JsonValue &out)
    {
        const std::size_t start = m_pos;
        auto digits = [&] {
            const std::size_t from = m_pos;
            while (!atEnd() && peek() >= '0' && peek() <= '9')
                ++m_pos;
            return m_pos > from;
        };
        if (!atEnd() && peek() == '-')
            ++m_pos;
        if (!atEnd() && peek() == '0') {
            ++m_pos;
        } else if (!digits()) {
            m_pos = start;
            return expectedValue();
        }
        if (!atEnd() && peek() == '.') {
            ++m_pos;
            if (!digits())
                return problem("a number needs digits after its decimal point");
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            ++m_pos;
            if (!atEnd() && (peek() == '+' || peek() == '-'))
                ++m_pos;
            if (!digits())
                return problem("a number needs digits in its exponent");
        }
        const std::string token = m_text.substr(start, m_pos - start);
        errno = 0;
        const double v = std::strtod(token.c_str(), nullptr);
        if (errno == ERANGE && std::fabs(v) > 1.0)
            return problem("the number " + JsonValue::printable(token) + " is too large");
        out.type = JsonValue::Type::Number;
        out.number = v;
        return true;
    }

    const std::string &m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::string m_message;
};

} // namespace

bool JsonReader::parse(const std::string &text, JsonValue &out, Error &error)
{
    out = JsonValue{};
    return Parser(text).document(out, error);
}

} // namespace blab::core
