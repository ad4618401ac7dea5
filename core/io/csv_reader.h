// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

namespace blab::core {

// Comma-separated values as profilers write them (RFC 4180): fields separated by commas, a
// field in double quotes may hold commas, line breaks and "" for a quote; lines end in LF or
// CR LF. Strict: a quote inside an unquoted field, text after a closing quote, an unclosed
// quote, a NUL byte or more than kMaxFields fields in a record is refused with its line.
class CsvReader
{
public:
    struct Record
    {
        // The line the record starts on, from 1.
        int line = 0;
        std::vector<std::string> fields;
    };
    struct Result
    {
        std::vector<Record> records;
        // Empty when the text was read; else the line and the reason, in English.
        int line = 0;
        std::string problem;
        bool ok() const { return problem.empty(); }
    };

    static constexpr std::size_t kMaxFields = 4096;
    static constexpr std::size_t kMaxRecords = 200000;

    static Result read(const std::string &text);
};

} // namespace blab::core
