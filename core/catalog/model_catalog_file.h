// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/model_spec.h"

#include <set>
#include <string>
#include <vector>

namespace blab::core {

// The model catalog's JSON format, for the shipped catalog and for users' own files, read by the
// same CatalogReader as the device catalog:
//   {"format": "bottleneck-lab-models", "version": 1, "models": [{...}, ...]}
// The first problem refuses the whole file with its line and the reason.
class ModelCatalogFile
{
public:
    static constexpr const char *kFormat = "bottleneck-lab-models";
    static constexpr int kVersion = 1;
    static constexpr std::size_t kMaxBytes = 1 << 20;
    static constexpr std::size_t kMaxModels = 1000;
    // A source names a repository, its revision and the figures taken from it.
    static constexpr std::size_t kMaxSource = 1500;
    // How far a model's stated "parameters" may be from what its shape gives.
    static constexpr double kParametersTolerance = 0.05;

    struct Result : CatalogOutcome
    {
        std::vector<ModelSpec> models;
    };

    // takenIds are identifiers the file may not reuse (the shipped catalog's, for a user file).
    static Result parse(const std::string &text, const std::set<std::string> &takenIds = {});
    // The catalog compiled in from resources/models.json.
    static const std::vector<ModelSpec> &builtIn();
    // Ids a user's models may not take: the shipped ones.
    static std::set<std::string> reservedIds();
    // The shipped catalog, then userModels when given.
    static std::vector<ModelSpec> all(const std::vector<ModelSpec> *userModels = nullptr);
    // The shipped model with this id, else the one of userModels with it, else nullptr.
    static const ModelSpec *find(const std::string &id,
                                 const std::vector<ModelSpec> &userModels = {});
    // The pointer would outlive a temporary list; knows() answers the yes-or-no question.
    static const ModelSpec *find(const std::string &id, std::vector<ModelSpec> &&) = delete;
    // Whether id names a shipped model or one of userModels.
    static bool knows(const std::string &id, const std::vector<ModelSpec> &userModels);
    // The file parse() reads back, one model per line so that a later error points at one model.
    static std::string toJson(const std::vector<ModelSpec> &models);
};

} // namespace blab::core
