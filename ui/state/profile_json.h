#pragma once

#include "measure/machine_profiler.h"

#include <QByteArray>
#include <optional>

namespace blab::ui {

// Reads back the JSON that core::MachineProfile::toJson() writes, for the profile kept in the
// settings. Anything malformed or out of range gives no profile rather than a wrong one.
class ProfileJson
{
public:
    static std::optional<core::MachineProfile> parse(const QByteArray &json);
};

} // namespace blab::ui
