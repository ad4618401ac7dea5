// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"
#include "io/json.h"

namespace blab::core {

// One model's fields as the catalog file holds them, without its source, which the file writes
// last and the models subcommand after the figures it derives. Inside core only, so that the
// catalog's public header does not bring the JSON library to every file of the window.
Json modelShapeJson(const ModelSpec &model);

} // namespace blab::core
