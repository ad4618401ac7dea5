// SPDX-License-Identifier: GPL-3.0-or-later

#include "options/option_row.h"

#include "io/printable.h"

#include <algorithm>

namespace blab::core {

namespace {

// The first count UTF-16 code units of UTF-8 text, as QString::left(count) shows them: the
// command line showed refused values that way before the option table existed, and its messages
// stay as they were. Characters outside the Basic Multilingual Plane take two units; one cut in
// half shows as U+FFFD, as Qt writes the lone surrogate left of it.
std::string firstUtf16Units(const std::string &text, std::size_t count)
{
    std::size_t units = 0;
    std::size_t i = 0;
    while (i < text.size() && units < count) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t bytes = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        if (bytes == 4 && units + 2 > count)
            return text.substr(0, i) + "\xEF\xBF\xBD";
        units += bytes == 4 ? 2 : 1;
        i += bytes;
    }
    return text.substr(0, i);
}

} // namespace

std::string OptionRow::helpText() const
{
    return defaultText.empty() ? help : help + " [default " + defaultText + "]";
}

std::string OptionRow::helpTextZh() const
{
    if (helpZh.empty())
        return helpText();
    return defaultTextZh.empty() ? helpZh : helpZh + "［默认 " + defaultTextZh + "］";
}

std::string OptionRow::refusal(const std::string &given) const
{
    return "--" + name + " " + mustBe + "; got '" + printable(firstUtf16Units(given, 40), 200) +
           "'";
}

std::string OptionRow::listRefusal(const std::string &given) const
{
    OptionRow item = *this;
    if (!listMustBe.empty())
        item.mustBe = listMustBe;
    return item.refusal(given);
}

std::string OptionRow::listRefusalZh(const std::string &given) const
{
    OptionRow item = *this;
    if (!listMustBeZh.empty())
        item.mustBeZh = listMustBeZh;
    return item.refusalZh(given);
}

std::string OptionRow::refusalZh(const std::string &given) const
{
    if (given.empty() && !missingTextZh.empty())
        return missingTextZh;
    const std::string got = "；收到的是 '" + printable(firstUtf16Units(given, 40), 200) + "'";
    // parseList's own limit: more values than that is refused whatever each one is.
    constexpr std::size_t kMaxValues = 32;
    if (kind == OptionKind::List && spec != nullptr &&
        std::count(given.begin(), given.end(), ',') >= long(kMaxValues))
        return "--" + name + " 最多取 " + std::to_string(kMaxValues) + " 个值";
    if (kind == OptionKind::List && spec != nullptr)
        return "--" + name + " 取逗号分隔的一组数，每一个都" +
               spec->rangeTextZh().substr(name.size() + 3) + got;
    if (spec != nullptr)
        return spec->rangeTextZh() + got;
    if (kind == OptionKind::Choice && mustBeZh.empty()) {
        std::string list;
        for (const std::string &word : words)
            list += (list.empty() ? "" : "、") + word;
        return "--" + name + " 必须是其中之一：" + list + got;
    }
    return "--" + name + " " + (mustBeZh.empty() ? mustBe : mustBeZh) + got;
}

} // namespace blab::core
