// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// Why a catalog-like file, or one item in it, was refused: a device or model catalog, the
// efficiency defaults, the validation set. A code and the parts that vary, so that the window can
// say it in the reader's language while the command line prints describe(); one wording of each
// problem for every file.
struct CatalogProblem
{
    enum class Code
    {
        None,
        FileTooLarge,     // bytes, limit
        Json,             // the JSON reader's own message (English)
        RootNotObject,    // type
        UnknownTopField,  // key, the list's key
        NotACatalog,      // the format expected
        FutureVersion,    // version expected
        NotAList,         // the list's key
        TooManyItems,     // count, limit, the list's key
        ItemNotObject,    // type, the list's key
        UnknownField,     // key
        MissingField,     // key
        WrongType,        // key, wanted type, given type
        OutOfRange,       // key, value, min, max (figures: value, min, max)
        Empty,            // key
        TooLong,          // key, limit
        BadId,            //
        PcieGenNotWhole,  //
        BadLanes,         //
        GenLanesTogether, //
        NoComputeFigure,  //
        IdShipped,        // id, the list's key ("devices" or "models")
        IdTwice,          // id
        NotWhole,         // key
        NotOneOf,         // key, value, the words accepted
        UnknownId,        // key, id
        HeadsNotMultiple, // heads, kv_heads
        TooManyActive,    // active_experts, experts
        ParametersDiffer, // parameters as stated, the count the shape gives (both as figures too)
        OnlyWith,         // key, the member it needs, that member's value (or none: present)
        Inconsistent      // an English sentence of the reader's own
    };

    CatalogProblem() = default;
    CatalogProblem(Code c, std::vector<std::string> a = {}, std::vector<double> f = {})
        : code(c), args(std::move(a)), figures(std::move(f))
    {}

    Code code = Code::None;
    // The varying parts, as text: keys as they appear in the file, numbers already formatted,
    // types as JsonDocument::typeId() spells them.
    std::vector<std::string> args;
    // The numbers among them as numbers, so that the window writes them its own way without
    // reading text back: OutOfRange's value, min and max; ParametersDiffer's two counts.
    std::vector<double> figures;

    bool empty() const { return code == Code::None; }
    std::string arg(std::size_t i) const { return i < args.size() ? args[i] : std::string(); }
    // The problem as one English line.
    std::string describe() const;

private:
    // The problems of one item's fields, which describe() leaves to it.
    std::string describeField() const;
};

// How the reading of a catalog-like file ended; each file's Result adds what it read.
struct CatalogOutcome
{
    // 0 when the file was read; else the line of the problem (1 for the file as a whole).
    int errorLine = 0;
    CatalogProblem problem;
    // problem.describe(), for the command line.
    std::string error;

    bool ok() const { return problem.empty(); }
    // Records the first problem; the caller drops what it had read.
    void refuse(int line, CatalogProblem why)
    {
        errorLine = line;
        problem = std::move(why);
        error = problem.describe();
    }
};

} // namespace blab::core
