// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/sgemm_run_record.h"

#include <vector>

namespace blab::ui {

// Part one's list of earlier sgemm runs, kept in the settings so that it outlives a restart.
class RunHistory
{
public:
    // The saved records, oldest first; a record that is not plausible is left out, and at most
    // SgemmRunRecord::kMaxKept of the newest are read.
    static std::vector<core::SgemmRunRecord> load();
    static void save(const std::vector<core::SgemmRunRecord> &records);
};

} // namespace blab::ui
