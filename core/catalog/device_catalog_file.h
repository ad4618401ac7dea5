// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/device_spec.h"

#include <set>
#include <string>
#include <vector>

namespace blab::core {

// The catalog's JSON format, shared by the shipped catalog, the user's own catalog and imported
// files:
//   {"format": "bottleneck-lab-devices", "version": 1, "devices": [{...}, ...]}
// Reading is strict: the first problem refuses the whole file with its line and the reason, so a
// half-read file can never replace what the user had.
class DeviceCatalogFile
{
public:
    static constexpr const char *kFormat = "bottleneck-lab-devices";
    static constexpr int kVersion = 1;
    static constexpr std::size_t kMaxBytes = 1 << 20;
    static constexpr std::size_t kMaxDevices = 1000;

    struct Result : CatalogOutcome
    {
        std::vector<DeviceSpec> devices;
    };

    // takenIds are identifiers the file may not reuse (the shipped catalog's, for a user file).
    static Result parse(const std::string &text, const std::set<std::string> &takenIds = {});
    static std::string toJson(const std::vector<DeviceSpec> &devices);

    // The checks one device gets, also used by the window's editor. Empty when it is valid.
    static CatalogProblem validate(const DeviceSpec &device);
    // A figure typed for FP32 or power checked against its range before it is stored: in the
    // device those two hold 0 for "not published", so validate() cannot tell a typed 0 apart.
    static CatalogProblem checkTyped(const std::string &key, double value);
    static bool isValidId(const std::string &id);
    // The characters of name an id may hold, lower case, every other run of characters one _
    // ("NVIDIA RTX 9000 Ada" → "nvidia_rtx_9000_ada"); with keepDashes a - stays where it is
    // ("DeepSeek-V3" → "deepseek-v3"). Empty for a name with none of them.
    static std::string slug(const std::string &name, bool keepDashes = false);
};

} // namespace blab::core
