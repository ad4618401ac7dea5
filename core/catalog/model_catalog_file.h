// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"

#include <set>
#include <string>
#include <vector>

namespace blab::core {

// The model catalog's JSON format, for the shipped catalog and for users' own files, read as
// strictly as the device catalog:
//   {"format": "bottleneck-lab-models", "version": 1, "models": [{...}, ...]}
// The first problem refuses the whole file with its line and the reason.
class ModelCatalogFile
{
public:
    static constexpr const char *kFormat = "bottleneck-lab-models";
    static constexpr int kVersion = 1;
    static constexpr std::size_t kMaxBytes = 1 << 20;
    static constexpr std::size_t kMaxModels = 1000;

    struct Result
    {
        std::vector<ModelSpec> models;
        // 0 when the file was read; else the line of the problem (1 for the file as a whole).
        int errorLine = 0;
        // The problem as one English line; empty when the file was read.
        std::string error;

        bool ok() const { return error.empty(); }
    };

    // takenIds are identifiers the file may not reuse (the shipped catalog's, for a user file).
    static Result parse(const std::string &text, const std::set<std::string> &takenIds = {});
    // The catalog compiled in from resources/models.json.
    static const std::vector<ModelSpec> &builtIn();
    // The shipped model with this id, or nullptr.
    static const ModelSpec *find(const std::string &id);
};

} // namespace blab::core
