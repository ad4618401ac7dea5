// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "io/json_document.h"

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// The strict reader every catalog-like file shares: the device and model catalogs, the
// efficiency defaults and the validation set. A file is {"format": F, "version": V, LIST: [{...},
// ...]}; each object of the list is read member by member, and the first problem stops the reading
// with its line.
class CatalogReader
{
public:
    struct Range
    {
        double min;
        double max;
    };

    // Where a file's list is, once its header has been checked.
    struct Header
    {
        const char *format;
        int version;
        const char *listKey;
        std::size_t maxBytes;
        std::size_t maxItems;
    };

    // Parses text into document and checks the header; list then points at the list. On a
    // problem returns false with outcome refused.
    static bool open(const std::string &text, const Header &header, JsonDocument &document,
                     const Json *&list, CatalogOutcome &outcome);

    CatalogReader(const JsonDocument &document, const Json &object)
        : m_document(document), m_object(object)
    {}

    // Refuses the first member whose key is not one of known.
    bool onlyKnown(std::initializer_list<const char *> known);
    // A string of at most maxLength bytes; required ones must be there and not empty.
    bool text(const char *key, bool required, std::size_t maxLength, std::string &out);
    // A required number within range.
    bool figure(const char *key, const Range &range, double &out);
    // A number within range, or absent or null.
    bool optionalFigure(const char *key, const Range &range, std::optional<double> &out);
    // A whole number within range; absent leaves out as it is unless required.
    bool whole(const char *key, const Range &range, bool required, int &out);
    // A list of [x, y] pairs of numbers within xRange and yRange, x rising, at least two.
    bool points(const char *key, const Range &xRange, const Range &yRange,
                std::vector<std::pair<double, double>> &out);
    // true or false; absent leaves out as it is.
    bool flag(const char *key, bool &out);
    // A string that is one of words.
    bool word(const char *key, std::initializer_list<const char *> words, std::string &out);
    // Refuses an id that takenIds holds (a shipped item's, for a user file) or that came before
    // in seen, which takes it; listKey names the list ("devices", "models", "results").
    bool newId(const std::string &id, const std::set<std::string> &takenIds,
               std::set<std::string> &seen, const char *listKey);
    // Refuses the member key (or the object when it is absent) for a reason of the caller's.
    bool fail(const char *key, CatalogProblem problem);

    const Json *find(const char *key) const { return JsonDocument::find(m_object, key); }
    // The line of a member, or of the object when the member is absent.
    int lineOf(const char *key) const;
    int line() const { return m_line; }
    const CatalogProblem &problem() const { return m_problem; }

    // Plain digits for a number in a message: 0.01, 1000000, -24.
    static std::string number(double value);
    // key's value outside range, with its figures for the window.
    static CatalogProblem outOfRange(const std::string &key, double value, const Range &range);

private:
    bool failAt(const Json &value, CatalogProblem problem);
    bool checkNumber(const std::string &key, const Json &v, const Range &range);

    const JsonDocument &m_document;
    const Json &m_object;
    int m_line = 0;
    CatalogProblem m_problem;
};

} // namespace blab::core
