// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalog_reader.h"

#include "io/number_text.h"
#include "io/printable.h"

#include <cmath>

namespace blab::core {

std::string CatalogReader::number(double value)
{
    return NumberText::general(value, 7);
}

CatalogProblem CatalogReader::outOfRange(const std::string &key, double value, const Range &range)
{
    return {CatalogProblem::Code::OutOfRange,
            {key, number(value), number(range.min), number(range.max)},
            {value, range.min, range.max}};
}

bool CatalogReader::open(const std::string &text, const Header &header, JsonDocument &document,
                         const Json *&list, CatalogOutcome &outcome)
{
    const auto fail = [&](int at, CatalogProblem::Code code, std::vector<std::string> args) {
        outcome.refuse(at, {code, std::move(args)});
        return false;
    };
    if (text.size() > header.maxBytes)
        return fail(1, CatalogProblem::Code::FileTooLarge,
                    {std::to_string(text.size()), std::to_string(header.maxBytes)});
    JsonDocument::Error jsonError;
    if (!document.parse(text, jsonError))
        return fail(jsonError.line, CatalogProblem::Code::Json, {jsonError.message});
    const Json &root = document.root();
    if (!root.is_object())
        return fail(document.line(root), CatalogProblem::Code::RootNotObject,
                    {JsonDocument::typeId(root)});
    // A member's line, or the object's when the member is missing.
    const auto lineOf = [&document, &root](const Json *v) {
        return document.line(v ? *v : root);
    };
    const Json *format = JsonDocument::find(root, "format");
    if (!format || !format->is_string() || format->get_ref<const std::string &>() != header.format)
        return fail(lineOf(format), CatalogProblem::Code::NotACatalog, {header.format});
    const Json *version = JsonDocument::find(root, "version");
    if (!version || !version->is_number() || version->get<double>() != header.version)
        return fail(lineOf(version), CatalogProblem::Code::FutureVersion,
                    {std::to_string(header.version)});
    // The format first: a file of another kind is named as such, not by its first odd field.
    for (const auto &member : root.items()) {
        if (member.key() != "format" && member.key() != "version" && member.key() != header.listKey)
            return fail(document.line(member.value()), CatalogProblem::Code::UnknownTopField,
                        {printable(member.key()), header.listKey});
    }
    list = JsonDocument::find(root, header.listKey);
    if (!list || !list->is_array())
        return fail(lineOf(list), CatalogProblem::Code::NotAList, {header.listKey});
    if (list->size() > header.maxItems)
        return fail(
            lineOf(list), CatalogProblem::Code::TooManyItems,
            {std::to_string(list->size()), std::to_string(header.maxItems), header.listKey});
    for (const Json &item : *list) {
        if (!item.is_object())
            return fail(document.line(item), CatalogProblem::Code::ItemNotObject,
                        {JsonDocument::typeId(item), header.listKey});
    }
    return true;
}

int CatalogReader::lineOf(const char *key) const
{
    const Json *v = find(key);
    return m_document.line(v ? *v : m_object);
}

bool CatalogReader::failAt(const Json &value, CatalogProblem problem)
{
    m_line = m_document.line(value);
    m_problem = std::move(problem);
    return false;
}

bool CatalogReader::fail(const char *key, CatalogProblem problem)
{
    const Json *v = find(key);
    return failAt(v ? *v : m_object, std::move(problem));
}

bool CatalogReader::onlyKnown(std::initializer_list<const char *> known)
{
    std::string key;
    if (const Json *v = JsonDocument::unknownMember(m_object, known, key))
        return failAt(*v, {CatalogProblem::Code::UnknownField, {printable(key)}});
    return true;
}

bool CatalogReader::text(const char *key, bool required, std::size_t maxLength, std::string &out)
{
    const Json *v = find(key);
    if (!v)
        return required ? failAt(m_object, {CatalogProblem::Code::MissingField, {key}}) : true;
    if (!v->is_string())
        return failAt(*v,
                      {CatalogProblem::Code::WrongType, {key, "string", JsonDocument::typeId(*v)}});
    const std::string &text = v->get_ref<const std::string &>();
    if (required && text.empty())
        return failAt(*v, {CatalogProblem::Code::Empty, {key}});
    if (text.size() > maxLength)
        return failAt(*v, {CatalogProblem::Code::TooLong, {key, std::to_string(maxLength)}});
    out = text;
    return true;
}

bool CatalogReader::checkNumber(const std::string &key, const Json &v, const Range &range)
{
    if (!v.is_number())
        return failAt(v,
                      {CatalogProblem::Code::WrongType, {key, "number", JsonDocument::typeId(v)}});
    const double value = v.get<double>();
    if (std::isfinite(value) && value >= range.min && value <= range.max)
        return true;
    return failAt(v, outOfRange(key, value, range));
}

bool CatalogReader::figure(const char *key, const Range &range, double &out)
{
    const Json *v = find(key);
    if (!v)
        return failAt(m_object, {CatalogProblem::Code::MissingField, {key}});
    if (!checkNumber(key, *v, range))
        return false;
    out = v->get<double>();
    return true;
}

bool CatalogReader::optionalFigure(const char *key, const Range &range, std::optional<double> &out)
{
    const Json *v = find(key);
    if (!v || v->is_null())
        return true;
    if (!checkNumber(key, *v, range))
        return false;
    out = v->get<double>();
    return true;
}

bool CatalogReader::whole(const char *key, const Range &range, bool required, int &out)
{
    const Json *v = find(key);
    if (!v)
        return required ? failAt(m_object, {CatalogProblem::Code::MissingField, {key}}) : true;
    if (!checkNumber(key, *v, range))
        return false;
    const double value = v->get<double>();
    if (value != std::floor(value))
        return failAt(*v, {CatalogProblem::Code::NotWhole, {key}});
    out = static_cast<int>(value);
    return true;
}

bool CatalogReader::points(const char *key, const Range &xRange, const Range &yRange,
                           std::vector<std::pair<double, double>> &out)
{
    const Json *v = find(key);
    if (!v)
        return failAt(m_object, {CatalogProblem::Code::MissingField, {key}});
    if (!v->is_array())
        return failAt(*v,
                      {CatalogProblem::Code::WrongType, {key, "list", JsonDocument::typeId(*v)}});
    std::vector<std::pair<double, double>> read;
    for (const Json &pair : *v) {
        if (!pair.is_array() || pair.size() != 2)
            return failAt(pair, {CatalogProblem::Code::Inconsistent,
                                 {"each item of \"" + std::string(key) +
                                  "\" must be a pair of numbers [x, y]"}});
        if (!checkNumber(key, pair[0], xRange) || !checkNumber(key, pair[1], yRange))
            return false;
        const double x = pair[0].get<double>();
        if (!read.empty() && x <= read.back().first)
            return failAt(pair, {CatalogProblem::Code::Inconsistent,
                                 {"the points of \"" + std::string(key) + "\" must rise in x"}});
        read.emplace_back(x, pair[1].get<double>());
    }
    if (read.size() < 2)
        return failAt(*v, {CatalogProblem::Code::Inconsistent,
                           {"\"" + std::string(key) + "\" needs at least two points"}});
    out = std::move(read);
    return true;
}

bool CatalogReader::flag(const char *key, bool &out)
{
    const Json *v = find(key);
    if (!v)
        return true;
    if (!v->is_boolean())
        return failAt(*v,
                      {CatalogProblem::Code::WrongType, {key, "bool", JsonDocument::typeId(*v)}});
    out = v->get<bool>();
    return true;
}

bool CatalogReader::newId(const std::string &id, const std::set<std::string> &takenIds,
                          std::set<std::string> &seen, const char *listKey)
{
    if (takenIds.count(id))
        return fail("id", {CatalogProblem::Code::IdShipped, {id, listKey}});
    if (!seen.insert(id).second)
        return fail("id", {CatalogProblem::Code::IdTwice, {id}});
    return true;
}

bool CatalogReader::word(const char *key, std::initializer_list<const char *> words,
                         std::string &out)
{
    std::string given;
    if (!text(key, true, 64, given))
        return false;
    std::string list;
    for (const char *w : words) {
        if (given == w) {
            out = given;
            return true;
        }
        list += (list.empty() ? "" : ", ") + std::string(w);
    }
    return failAt(*find(key), {CatalogProblem::Code::NotOneOf, {key, printable(given), list}});
}

} // namespace blab::core
