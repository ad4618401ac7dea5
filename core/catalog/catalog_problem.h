// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

namespace blab::core {

// Why a device catalog, or one device in it, was refused: a code and the parts that vary, so
// that the window can say it in the reader's language while the command line prints describe().
struct CatalogProblem
{
    enum class Code
    {
        None,
        FileTooLarge,     // bytes, limit
        Json,             // the JSON reader's own message (English)
        RootNotObject,    // type
        UnknownTopField,  // key [, the list's key: another file kind than devices]
        NotACatalog,      // [the format expected]
        FutureVersion,    // version expected
        DevicesNotList,   // [the list's key]
        TooManyDevices,   // count, limit [, the list's key]
        DeviceNotObject,  // type [, the list's key]
        UnknownField,     // key
        MissingField,     // key
        WrongType,        // key, wanted type, given type
        OutOfRange,       // key, value, min, max
        Empty,            // key
        TooLong,          // key, limit
        BadId,            //
        PcieGenNotWhole,  //
        BadLanes,         //
        GenLanesTogether, //
        IdShipped,        // id
        IdTwice,          // id
        NotWhole,         // key
        NotOneOf,         // key, value, the words accepted
        UnknownId,        // key, id
        Inconsistent      // an English sentence of the reader's own
    };

    Code code = Code::None;
    // The varying parts, as text: keys as they appear in the file, numbers already formatted,
    // types as JsonDocument::typeId() spells them.
    std::vector<std::string> args;

    bool empty() const { return code == Code::None; }
    std::string arg(std::size_t i) const { return i < args.size() ? args[i] : std::string(); }
    // The problem as one English line.
    std::string describe() const;

private:
    // The problems of one item's fields, which describe() leaves to it.
    std::string describeField() const;
};

} // namespace blab::core
