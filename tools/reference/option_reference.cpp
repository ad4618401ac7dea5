// SPDX-License-Identifier: GPL-3.0-or-later

// Writes every command-line option of the option table as the man page's OPTIONS section (troff)
// or as docs/options.md (Markdown): name, value, help with its default, and the subcommands that
// take it. The build makes the man page with it, and a test checks that docs/options.md is what
// it writes, so neither can fall behind the table.
//   option_reference troff|markdown

#include "options/option_table.h"
#include "options/subcommand.h"

#include <cstdio>
#include <iostream>
#include <string>

namespace {

using blab::core::OptionRow;
using blab::core::OptionTable;
using blab::core::Subcommand;
using blab::core::Subcommands;

// "report, export and the window": the subcommands that take the option, in the help's order.
std::string takenBy(const OptionRow &row)
{
    std::string words;
    int count = 0;
    for (Subcommand s : Subcommands::kAll)
        count += row.takes(s) ? 1 : 0;
    int written = 0;
    for (Subcommand s : Subcommands::kAll) {
        if (!row.takes(s))
            continue;
        const std::string word = s == Subcommand::Gui ? "the window" : Subcommands::word(s);
        words += (written == 0 ? "" : written + 1 == count ? " and " : ", ") + word;
        ++written;
    }
    return words;
}

// Whether the hyphen at text[at] belongs to a word that starts with one: an option (--tp) or a
// negative number, which must print as minus signs; a hyphen inside a word (all-reduce) stays a
// hyphen.
bool inDashWord(const std::string &text, std::size_t at)
{
    std::size_t start = at;
    while (start > 0 && std::string(" ([\"'/").find(text[start - 1]) == std::string::npos)
        --start;
    return text[start] == '-';
}

// troff needs its own escapes: a backslash, a minus sign, and every character beyond ASCII
// (groff and mandoc both read \[uXXXX], where a raw UTF-8 byte would be a Latin-1 letter).
std::string troff(const std::string &text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += inDashWord(text, i) ? "\\-" : "-";
        } else if (c < 0x80) {
            out += static_cast<char>(c);
        } else {
            // A UTF-8 sequence: the lead byte says how many continuation bytes follow.
            const int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
            unsigned code = c & (0x3F >> extra);
            for (int k = 0; k < extra && i + 1 < text.size(); ++k)
                code = (code << 6) | (static_cast<unsigned char>(text[++i]) & 0x3F);
            char escape[16];
            std::snprintf(escape, sizeof escape, "\\[u%04X]", code);
            out += escape;
        }
    }
    // A line that starts with a period or an apostrophe would be read as a request.
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out = "\\&" + out;
    return out;
}

void writeTroff()
{
    std::cout << ".SH OPTIONS\n"
              << "Every option, with the subcommands that take it. Numbers are written with a "
                 "decimal point, as in C, whatever the locale says.\n";
    for (const OptionRow &row : OptionTable::rows()) {
        if (!row.isOnCommandLine())
            continue;
        std::cout << ".TP\n";
        if (row.takesValue())
            std::cout << ".BI " << troff("--" + row.name) << " \" " << troff(row.valueName)
                      << "\"\n";
        else
            std::cout << ".B " << troff("--" + row.name) << "\n";
        std::cout << troff(row.helpText()) << " (" << troff(takenBy(row)) << ".)\n";
    }
}

// A table cell: a '|' would end it, inside code too, so it is escaped.
std::string cell(const std::string &text)
{
    std::string out;
    for (char c : text)
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}

void writeMarkdown()
{
    std::cout << "<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n\n"
              << "# Options\n\n"
              << "Every command-line option, as the option table in\n"
                 "`core/options/` defines it: this page is written from it by\n"
                 "`tools/reference/update-options-reference.sh`, and a test fails when it is\n"
                 "behind. Numbers are written with a decimal point, as in C, whatever the locale\n"
                 "says. The subcommands, JSON keys and exit statuses are in\n"
                 "[command-line.md](command-line.md).\n\n"
              << "| option | what it sets | taken by |\n|---|---|---|\n";
    for (const OptionRow &row : OptionTable::rows()) {
        if (!row.isOnCommandLine())
            continue;
        const std::string name =
            "`--" + row.name + (row.takesValue() ? " " + row.valueName : "") + "`";
        std::cout << "| " << cell(name) << " | " << cell(row.helpText()) << " | " << takenBy(row)
                  << " |\n";
    }
}

} // namespace

int main(int argc, char **argv)
{
    const std::string format = argc > 1 ? argv[1] : "";
    if (format == "troff")
        writeTroff();
    else if (format == "markdown")
        writeMarkdown();
    else {
        std::cerr << "usage: option_reference troff|markdown\n";
        return 2;
    }
    return 0;
}
