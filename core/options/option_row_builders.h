// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/enum_ids.h"
#include "io/number_text.h"
#include "options/option_row.h"

#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

// The makers of the option table's rows, shared by the files that hold its sections: a row names
// its field of OptionValues once, and these templates read, write and check it.
namespace blab::core::option_rows {

// Reading and writing a field of OptionValues, whichever of its parts the field is in. Each row's
// getter and setter are instances of these templates for one field, so the table names the field
// once and the code that converts it is written once per type.
template <typename T> struct MemberOf;
template <typename C, typename F> struct MemberOf<F C::*>
{
    using Owner = C;
    using Field = F;
};

// Values is OptionValues or const OptionValues.
template <auto Member, typename Values> auto &field(Values &values)
{
    using Owner = typename MemberOf<decltype(Member)>::Owner;
    if constexpr (std::is_same_v<Owner, WhatIfInputs>)
        return values.whatIf.*Member;
    else if constexpr (std::is_same_v<Owner, SgemmOptions>)
        return values.bench.*Member;
    else if constexpr (std::is_same_v<Owner, PlanOptions>)
        return values.plan.*Member;
    else
        return values.*Member;
}

template <auto Member> using FieldOf = typename MemberOf<decltype(Member)>::Field;

template <auto Member> std::string getValue(const OptionValues &values)
{
    const auto &value = field<Member>(values);
    using F = FieldOf<Member>;
    if constexpr (std::is_same_v<F, bool>) {
        return value ? "true" : "";
    } else if constexpr (std::is_same_v<F, std::optional<double>>) {
        return value ? NumberText::shortest(*value) : std::string();
    } else if constexpr (std::is_same_v<F, std::vector<int>>) {
        std::string text;
        for (int v : value)
            text += (text.empty() ? "" : ",") + std::to_string(v);
        return text;
    } else if constexpr (std::is_same_v<F, std::string>) {
        return value;
    } else {
        return NumberText::shortest(value);
    }
}

template <auto Member> double getNumber(const OptionValues &values)
{
    const auto &value = field<Member>(values);
    if constexpr (std::is_same_v<FieldOf<Member>, std::optional<double>>)
        return value.value_or(std::numeric_limits<double>::quiet_NaN());
    else
        return static_cast<double>(value);
}

template <auto Member>
std::string setNumber(const OptionRow &row, OptionValues &values, double value)
{
    std::string problem = row.spec->check(value);
    if (problem.empty()) {
        if constexpr (std::is_same_v<FieldOf<Member>, int>)
            field<Member>(values) = static_cast<int>(value);
        else
            field<Member>(values) = value;
    }
    return problem;
}

template <auto Member>
std::string setNumberText(const OptionRow &row, OptionValues &values, const std::string &text)
{
    double value = 0.0;
    std::string problem = row.spec->parse(text, value);
    return problem.empty() ? setNumber<Member>(row, values, value) : problem;
}

template <auto Member>
std::string setList(const OptionRow &row, OptionValues &values, const std::string &text)
{
    return row.spec->parseList(text, field<Member>(values));
}

template <auto Member>
std::string setFlag(const OptionRow &, OptionValues &values, const std::string &)
{
    field<Member>(values) = true;
    return {};
}

// Text, a device or model id (checked by the caller) or a word of the row's own list.
template <auto Member>
std::string setText(const OptionRow &row, OptionValues &values, const std::string &text)
{
    if (text.empty() && !row.missingText.empty())
        return row.missingText;
    if (row.kind == OptionKind::Choice) {
        bool known = false;
        for (const std::string &word : row.words)
            known = known || word == text;
        if (!known)
            return row.refusal(text);
    }
    field<Member>(values) = text;
    return {};
}

template <auto Member, const auto &All, auto Id> std::string getChoice(const OptionValues &values)
{
    return Id(field<Member>(values));
}

template <auto Member, const auto &All, auto Id>
std::string setChoice(const OptionRow &row, OptionValues &values, const std::string &text)
{
    const auto found = findById(text, All, Id);
    if (!found)
        return row.refusal(text);
    field<Member>(values) = *found;
    return {};
}

// Whether the window keeps the value in its settings between sessions.
enum class Remember
{
    No,
    Yes
};

inline std::string settingsKey(const std::string &name, Remember remember)
{
    return remember == Remember::Yes ? "whatif/" + name : std::string();
}

// A figure or a list of them, with the range of spec.
template <auto Member>
OptionRow number(const OptionSpec &spec, const char *help, const std::string &defaultText,
                 unsigned takenBy, Remember remember = Remember::No)
{
    using F = FieldOf<Member>;
    OptionRow row;
    row.name = spec.name();
    row.kind = std::is_same_v<F, std::vector<int>> ? OptionKind::List
               : std::is_same_v<F, int>            ? OptionKind::Integer
                                                   : OptionKind::Number;
    row.valueName = "value";
    row.help = help;
    row.defaultText = defaultText;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    row.spec = &spec;
    row.get = &getValue<Member>;
    if constexpr (std::is_same_v<F, std::vector<int>>) {
        row.set = &setList<Member>;
    } else {
        row.set = &setNumberText<Member>;
        row.number = &getNumber<Member>;
        row.setNumber = &setNumber<Member>;
    }
    return row;
}

// One word of All, spelled as Id spells it.
template <auto Member, const auto &All, auto Id>
OptionRow choice(const char *name, const char *valueName, const char *help, unsigned takenBy,
                 Remember remember)
{
    OptionRow row;
    row.name = name;
    row.kind = OptionKind::Choice;
    row.valueName = valueName;
    row.help = help;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    for (const auto value : All)
        row.words.emplace_back(Id(value));
    row.mustBe = "must be one of ";
    for (const std::string &word : row.words)
        row.mustBe += (&word == &row.words.front() ? "" : ", ") + word;
    row.get = &getChoice<Member, All, Id>;
    row.set = &setChoice<Member, All, Id>;
    return row;
}

template <auto Member>
OptionRow text(OptionKind kind, const char *name, const char *valueName, const char *help,
               unsigned takenBy, Remember remember = Remember::No)
{
    OptionRow row;
    row.name = name;
    row.kind = kind;
    row.valueName = valueName;
    row.help = help;
    row.takenBy = takenBy;
    row.settingsKey = settingsKey(row.name, remember);
    row.get = &getValue<Member>;
    row.set = &setText<Member>;
    return row;
}

template <auto Member> OptionRow flag(const char *name, const char *help, unsigned takenBy)
{
    OptionRow row;
    row.name = name;
    row.kind = OptionKind::Flag;
    row.help = help;
    row.takenBy = takenBy;
    row.get = &getValue<Member>;
    row.set = &setFlag<Member>;
    return row;
}

constexpr unsigned bit(Subcommand subcommand)
{
    return subcommandBit(subcommand);
}

inline constexpr unsigned kWhatIf = Subcommands::kWhatIf;
inline constexpr unsigned kGui = bit(Subcommand::Gui);
inline constexpr unsigned kReport = bit(Subcommand::Report);
inline constexpr unsigned kBench = bit(Subcommand::Bench);
inline constexpr unsigned kExport = bit(Subcommand::Export);
inline constexpr unsigned kMeasure = bit(Subcommand::Measure);
inline constexpr unsigned kDevices = bit(Subcommand::Devices);
inline constexpr unsigned kAdvise = bit(Subcommand::Advise);
inline constexpr unsigned kModels = bit(Subcommand::Models);
inline constexpr unsigned kValidate = bit(Subcommand::Validate);
inline constexpr unsigned kTime = bit(Subcommand::Time);
inline constexpr unsigned kPlan = bit(Subcommand::Plan);

// The default of a figure that resources/efficiencies.json gives, and where it comes from.
std::string fromFile(double value);

// row, which the subcommands of neededBy cannot run without; missing says so in English and
// missingZh in Chinese.
OptionRow required(OptionRow row, unsigned neededBy, const char *missing, const char *missingZh);

} // namespace blab::core::option_rows
