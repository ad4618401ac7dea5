// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <nlohmann/json_fwd.hpp>

namespace blab::core {

// The program's one JSON value type (see io/json.h), declared without the library's body, for
// headers that name it in a signature: the files that include them do not parse the library.
using Json = nlohmann::ordered_json;

} // namespace blab::core
