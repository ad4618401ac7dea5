#pragma once

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// A small streaming JSON writer: enough for the report and bench output, with correct string
// escaping and numbers at full precision (non-finite numbers become null, as JSON has no NaN).
class JsonWriter
{
public:
    JsonWriter &beginObject();
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &endArray();
    JsonWriter &key(const std::string &name);
    JsonWriter &value(double number);
    JsonWriter &value(int number);
    JsonWriter &value(long long number);
    JsonWriter &value(bool flag);
    JsonWriter &value(const std::string &text);
    JsonWriter &value(const char *text);
    JsonWriter &null();
    template <typename T> JsonWriter &field(const std::string &name, const T &v)
    {
        key(name);
        return value(v);
    }
    // A value that may be missing: null when it is.
    template <typename T> JsonWriter &field(const std::string &name, const std::optional<T> &v)
    {
        key(name);
        return v ? value(*v) : null();
    }

    const std::string &str() const { return m_out; }

private:
    void separate();

    std::string m_out;
    // One flag per open container: whether it already holds an element.
    std::vector<bool> m_hasElement;
    bool m_afterKey = false;
};

} // namespace blab::core
