// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/sgemm_run_record.h"

#include "io/option_spec.h"

#include <cmath>

namespace blab::core {

SgemmRunRecord SgemmRunRecord::of(const SgemmResult &result, std::int64_t finishedAtSeconds)
{
    SgemmRunRecord r;
    r.n = result.n;
    r.threads = result.threadsUsed;
    r.coreName = result.coreName;
    r.gflops = result.gflops();
    r.bestSeconds = result.bestSeconds;
    r.verified = result.verified();
    r.finishedAtSeconds = finishedAtSeconds;
    return r;
}

bool SgemmRunRecord::plausible() const
{
    if (!OptionSpec::n.check(n).empty() || threads < 1)
        return false;
    if (!std::isfinite(gflops) || gflops <= 0 || !std::isfinite(bestSeconds) || bestSeconds <= 0)
        return false;
    if (coreName.empty() || coreName.size() > kMaxCoreName)
        return false;
    for (const char c : coreName)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return false;
    return finishedAtSeconds >= 0;
}

void SgemmRunRecord::remember(std::vector<SgemmRunRecord> &records, const SgemmRunRecord &record)
{
    records.push_back(record);
    if (records.size() > kMaxKept)
        records.erase(records.begin(),
                      records.begin() + static_cast<std::ptrdiff_t>(records.size() - kMaxKept));
}

} // namespace blab::core
