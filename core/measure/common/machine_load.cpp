// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/common/machine_load.h"

#include "measure/common/sample_stats.h"

#include <algorithm>
#include <fstream>

namespace blab::core {

namespace {

std::string firstLine(const char *path)
{
    std::ifstream file(path);
    std::string line;
    std::getline(file, line);
    return line;
}

// The whole numbers of text from from on, read as integers (never through the locale); a
// negative one (a terminal's group, -1) keeps its place as 0.
std::vector<unsigned long long> counts(const std::string &text, std::size_t from)
{
    std::vector<unsigned long long> values;
    std::size_t pos = from;
    while (pos < text.size()) {
        while (pos < text.size() && text[pos] == ' ')
            ++pos;
        const bool negative = pos < text.size() && text[pos] == '-';
        if (negative)
            ++pos;
        unsigned long long v = 0;
        bool digits = false;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
            v = v * 10 + static_cast<unsigned long long>(text[pos] - '0');
            digits = true;
            ++pos;
        }
        if (!digits)
            break;
        values.push_back(negative ? 0 : v);
    }
    return values;
}

} // namespace

CpuTimes MachineLoad::read()
{
    return parse(firstLine("/proc/stat"), firstLine("/proc/self/stat"));
}

CpuTimes MachineLoad::parse(const std::string &procStat, const std::string &selfStat)
{
    CpuTimes t;
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"
    if (procStat.rfind("cpu ", 0) != 0)
        return t;
    const std::vector<unsigned long long> c = counts(procStat, 4);
    if (c.size() < 8)
        return t;
    t.busy = double(c[0] + c[1] + c[2] + c[5] + c[6] + c[7]);
    t.total = t.busy + double(c[3] + c[4]);
    // After the command's name in brackets (which may hold spaces): state, then 10 fields, then
    // utime stime cutime cstime (fields 14 to 17).
    const std::size_t close = selfStat.rfind(')');
    if (close == std::string::npos || close + 4 > selfStat.size())
        return t;
    const std::vector<unsigned long long> s = counts(selfStat, close + 4);
    if (s.size() < 14)
        return t;
    t.self = double(s[10] + s[11] + s[12] + s[13]);
    t.known = true;
    return t;
}

double MachineLoad::othersShare(const CpuTimes &before, const CpuTimes &after)
{
    const double total = after.total - before.total;
    if (!before.known || !after.known || total <= 0.0)
        return 0.0;
    const double others = (after.busy - before.busy) - (after.self - before.self);
    return std::clamp(others / total, 0.0, 1.0);
}

double MachineLoad::spread(const std::vector<double> &seconds)
{
    if (seconds.size() < 2)
        return 0.0;
    const double fastest = *std::min_element(seconds.begin(), seconds.end());
    return fastest > 0.0 ? SampleStats::median(seconds) / fastest - 1.0 : 0.0;
}

std::vector<std::string> MachineLoad::unreliable(double othersShare, double spread)
{
    std::vector<std::string> why;
    if (othersShare > kBusyShare)
        why.emplace_back("busy");
    if (spread > kScatteredSpread)
        why.emplace_back("scattered");
    return why;
}

LoadWatch::LoadWatch(MachineLoad::Source source)
    : m_source(source ? std::move(source) : MachineLoad::Source(&MachineLoad::read)),
      m_start(m_source())
{}

double LoadWatch::othersShare() const
{
    return MachineLoad::othersShare(m_start, m_source());
}

} // namespace blab::core
