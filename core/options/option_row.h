// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/option_spec.h"
#include "options/option_values.h"
#include "options/subcommand.h"

#include <string>
#include <vector>

namespace blab::core {

// What an option's value is, which decides how the command line, the settings and the window's
// controls read it.
enum class OptionKind
{
    // Given or not; it takes no value.
    Flag,
    // A number inside range().
    Number,
    // A whole number inside range().
    Integer,
    // Comma-separated whole numbers, each inside range().
    List,
    // One word of words().
    Choice,
    // An id of the device catalog. Only the caller knows the user's own devices, so the caller
    // checks the id before parse() stores it.
    Device,
    // An id of the model catalog, checked by the caller as a device id is.
    Model,
    // Any text.
    Text,
    // Given once for each item (report --kernel); each value is checked on its own and added
    // to a list.
    Repeated
};

// One option: its name, its value, its help, the subcommands that take it, where the window
// remembers it, and how it reads and writes its field of OptionValues. OptionTable holds every
// row; the command line's parser, its help, the per-subcommand checks, the window's settings and
// the ranges of the window's controls are all made from the rows.
struct OptionRow
{
    // The value as the command line spells it; empty when the option has none (a flag not given,
    // a figure left to be measured or derived).
    using Getter = std::string (*)(const OptionValues &values);
    // Stores text, checked; returns the one-line refusal, empty when the text was taken.
    using Setter = std::string (*)(const OptionRow &row, OptionValues &values,
                                   const std::string &text);
    // The same for a Number or Integer that is already a number (the window's settings).
    using NumberGetter = double (*)(const OptionValues &values);
    using NumberSetter = std::string (*)(const OptionRow &row, OptionValues &values, double value);

    std::string name;
    OptionKind kind = OptionKind::Flag;
    // Shown in angle brackets after the option in the help; empty for a flag.
    std::string valueName;
    // The help in English; helpZh below is the same in Chinese.
    std::string help;
    // Appended to the help as " [default X]" when not empty; options whose help names the
    // default itself leave it empty.
    std::string defaultText;
    // The same two in Chinese, from option_help_zh.cpp.
    std::string helpZh;
    std::string defaultTextZh;
    // subcommandBit() of every subcommand that takes the option; 0 for an input that only the
    // window has, which the command line does not know.
    unsigned takenBy = 0;
    // The subcommands that cannot run without the option, and what to say when it is missing.
    unsigned neededBy = 0;
    std::string missingText;
    // The key under which the window remembers the value; empty when it is not remembered.
    std::string settingsKey;
    // The range of a Number, Integer or List; null for the others.
    const OptionSpec *spec = nullptr;
    // Choice: the accepted words, in the order the refusal lists them.
    std::vector<std::string> words;
    // Choice, Device, Model and Text: what the refusal says the value must be ("must be zh or en"),
    // and the same in Chinese ("必须是 zh 或 en"); a Choice row writes its own from its words.
    std::string mustBe;
    std::string mustBeZh;
    // What missingText says, in Chinese.
    std::string missingTextZh;

    // The subcommands in which the option takes a comma-separated list (plan --device a,b):
    // each item is checked as the single value is, into a copy of the values, and append adds
    // it from that copy to the list.
    using Appender = void (*)(const OptionValues &item, OptionValues &values);
    unsigned listIn = 0;
    Appender append = nullptr;
    // What an item of such a list must be, where the single value's words would mislead (plan
    // takes no this_cpu), in English and Chinese; empty: mustBe's.
    std::string listMustBe;
    std::string listMustBeZh;

    Getter get = nullptr;
    Setter set = nullptr;
    NumberGetter number = nullptr;
    NumberSetter setNumber = nullptr;

    bool takes(Subcommand subcommand) const { return (takenBy & subcommandBit(subcommand)) != 0; }
    bool needs(Subcommand subcommand) const { return (neededBy & subcommandBit(subcommand)) != 0; }
    bool isOnCommandLine() const { return takenBy != 0; }
    bool isRemembered() const { return !settingsKey.empty(); }
    // Number and Integer, the options that hold one number with a range.
    bool isNumeric() const { return kind == OptionKind::Number || kind == OptionKind::Integer; }
    bool takesValue() const { return kind != OptionKind::Flag; }
    bool takesListIn(Subcommand subcommand) const
    {
        return (listIn & subcommandBit(subcommand)) != 0;
    }

    // The help line as the command line prints it.
    std::string helpText() const;
    // The help in Chinese ("［默认 X］" appended), or in English where a row has none.
    std::string helpTextZh() const;
    // The value as the command line spells it; empty when it has none.
    std::string valueText(const OptionValues &values) const { return get(values); }
    // Checks text as the command line would and stores it; returns the refusal, else empty.
    std::string parse(const std::string &text, OptionValues &values) const
    {
        return set(*this, values, text);
    }
    // "--name must be ...; got 'text'", the refusal of a Choice, Device or Text value.
    std::string refusal(const std::string &given) const;
    // The refusal of an item of a list (listMustBe where the row has one).
    std::string listRefusal(const std::string &given) const;
    std::string listRefusalZh(const std::string &given) const;
    // The refusal of text in Chinese, whatever the kind of the row: the range of a number or a
    // list, the words of a choice, what a device or text must be, or what is missing.
    std::string refusalZh(const std::string &given) const;
};

} // namespace blab::core
