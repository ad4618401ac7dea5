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
    // How far a model's stated "parameters" may be from what its shape gives.
    static constexpr double kParametersTolerance = 0.05;

    // Why a file was refused: a code and the parts that vary (keys as in the file, numbers as
    // text), so that the window can say it in the reader's language and the command line in
    // English.
    struct Problem
    {
        enum class Code
        {
            None,
            FileTooLarge,     // bytes, limit
            Json,             // the JSON reader's own message (English)
            NotACatalog,      //
            FutureVersion,    //
            ModelsNotList,    //
            TooManyModels,    // count, limit
            UnknownTopField,  // key
            ModelNotObject,   //
            UnknownField,     // key
            MissingField,     // key
            NotText,          // key
            TooLong,          // key, limit
            OutOfRange,       // key, low, high
            NotWhole,         // key
            NotTrueOrFalse,   // key
            BadId,            //
            HeadsNotMultiple, // heads, kv_heads
            TooManyActive,    // active_experts, experts
            ParametersDiffer, // parameters, the count the shape gives
            BadMlp,           //
            IdShipped,        // id
            IdTwice           // id
        };
        Code code = Code::None;
        std::vector<std::string> args;

        std::string arg(std::size_t i) const { return i < args.size() ? args[i] : std::string(); }
        // The problem as one English line.
        std::string describe() const;
    };

    struct Result
    {
        std::vector<ModelSpec> models;
        // 0 when the file was read; else the line of the problem (1 for the file as a whole).
        int errorLine = 0;
        // The problem as one English line; empty when the file was read.
        std::string error;
        Problem problem;

        bool ok() const { return problem.code == Problem::Code::None; }
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
