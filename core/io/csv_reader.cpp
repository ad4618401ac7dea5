// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/csv_reader.h"

namespace blab::core {

namespace {

// Reads a quoted field's text from pos (past its opening quote) to its closing quote, with ""
// read as one quote; pos ends past the closing quote.
bool readQuoted(const std::string &text, std::size_t &pos, int &line, std::string &field,
                std::string &problem)
{
    for (;;) {
        if (pos >= text.size()) {
            problem = "a quoted field is not closed";
            return false;
        }
        const char c = text[pos++];
        if (c == '"' && pos < text.size() && text[pos] == '"') {
            field += '"';
            ++pos;
        } else if (c == '"') {
            return true;
        } else if (c == '\0') {
            problem = "a NUL byte";
            return false;
        } else {
            line += c == '\n' ? 1 : 0;
            field += c;
        }
    }
}

// Reads one record from text at pos; pos ends past its line break.
bool readRecord(const std::string &text, std::size_t &pos, int &line, CsvReader::Record &record,
                std::string &problem)
{
    record.line = line;
    std::string field;
    bool quoted = false;
    for (;;) {
        if (pos < text.size() && text[pos] == '"' && field.empty() && !quoted) {
            quoted = true;
            if (!readQuoted(text, ++pos, line, field, problem))
                return false;
        }
        const char c = pos < text.size() ? text[pos] : '\n';
        if (c == ',' || c == '\n' ||
            (c == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n')) {
            record.fields.push_back(std::move(field));
            field.clear();
            quoted = false;
            if (record.fields.size() > CsvReader::kMaxFields) {
                problem = "a record has more than 4096 fields";
                return false;
            }
            pos += c == '\r' ? 2 : 1;
            if (c != ',') {
                ++line;
                return true;
            }
            continue;
        }
        if (quoted) {
            problem = "text follows a closing quote";
            return false;
        }
        if (c == '"') {
            problem = "a quote inside an unquoted field";
            return false;
        }
        if (c == '\0') {
            problem = "a NUL byte";
            return false;
        }
        field += c;
        ++pos;
    }
}

} // namespace

CsvReader::Result CsvReader::read(const std::string &text)
{
    Result result;
    std::size_t pos = 0;
    int line = 1;
    while (pos < text.size()) {
        if (result.records.size() >= kMaxRecords) {
            result.line = line;
            result.problem = "more than 200000 records";
            return result;
        }
        Record record;
        const int start = line;
        if (!readRecord(text, pos, line, record, result.problem)) {
            result.line = start;
            result.records.clear();
            return result;
        }
        result.records.push_back(std::move(record));
    }
    return result;
}

} // namespace blab::core
