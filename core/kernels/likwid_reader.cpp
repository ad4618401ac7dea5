// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/likwid_reader.h"

#include "io/number_text.h"

#include <algorithm>
#include <map>
#include <vector>

namespace blab::core {

namespace {

// One measured stretch: the whole run, or one marker region.
struct Stretch
{
    std::string name;
    std::string group;
    int line = 0;
    // Metric → one figure per hardware thread, with the line it was on.
    std::map<std::string, std::pair<int, std::vector<std::string>>> metrics;
};

// A record without the commas likwid pads every line with to the widest table's width.
std::vector<std::string> trimmed(const CsvReader::Record &record)
{
    std::vector<std::string> fields = record.fields;
    while (!fields.empty() && fields.back().empty())
        fields.pop_back();
    return fields;
}

bool refuse(ImportedKernels &out, ImportProblem problem, int line, const std::string &detail,
            const std::string &column = {})
{
    out.problem = problem;
    out.line = line;
    out.detail = detail;
    out.column = column;
    return false;
}

// A TABLE line: which stretch and whether its rows are metrics. False for one that is not
// as likwid writes it, or of a second group.
bool readTable(const CsvReader::Record &record, std::vector<Stretch> &stretches, bool &metrics,
               ImportedKernels &out)
{
    const std::vector<std::string> f = trimmed(record);
    const bool region = f.size() == 5 && f[1].rfind("Region ", 0) == 0;
    if (!(f.size() == 4 || region) || f[region ? 2 : 1].rfind("Group ", 0) != 0)
        return refuse(out, ImportProblem::BadCsv, record.line,
                      "a TABLE line likwid does not write");
    const std::string &table = f[region ? 2 : 1];
    if (table.rfind("Group 1 ", 0) != 0)
        return refuse(out, ImportProblem::MoreThanOneGroup, record.line, table);
    const std::string name = region ? f[1].substr(7) : f[region ? 3 : 2];
    metrics = table == "Group 1 Metric";
    if (stretches.empty() || stretches.back().name != name)
        stretches.push_back({name, f[region ? 3 : 2], record.line, {}});
    // A metric that is missing is named at the table that should hold it.
    if (metrics)
        stretches.back().line = record.line;
    return true;
}

// Each thread's figure of a metric; false (refused) for a figure that is not a number.
bool figures(const Stretch &s, const std::string &metric, std::vector<double> &values,
             ImportedKernels &out)
{
    const auto found = s.metrics.find(metric);
    if (found == s.metrics.end())
        return refuse(out, ImportProblem::MissingMetric, s.line, metric);
    for (const std::string &text : found->second.second) {
        double v = 0.0;
        // likwid writes "-" for a metric it could not work out, as for a thread that never ran
        // the region: that thread adds nothing.
        if (text == "-") {
            values.push_back(0.0);
            continue;
        }
        if (!NumberText::parse(text, v) || v < 0.0)
            return refuse(out, ImportProblem::BadNumber, found->second.first, text, metric);
        values.push_back(v);
    }
    return true;
}

// A stretch's kernel, or its reason to be left out; false when the file is refused.
bool kernelOf(const Stretch &s, ImportedKernels &out)
{
    const bool dp = s.metrics.count("DP [MFLOP/s]") > 0;
    const std::string rateName = dp ? "DP [MFLOP/s]" : "SP [MFLOP/s]";
    if (!dp && !s.metrics.count(rateName))
        return refuse(out, ImportProblem::MissingMetric, s.line, "DP [MFLOP/s] / SP [MFLOP/s]");
    std::vector<double> runtime, rate, volume;
    if (!figures(s, "Runtime (RDTSC) [s]", runtime, out) || !figures(s, rateName, rate, out) ||
        !figures(s, "Memory data volume [GBytes]", volume, out))
        return false;
    if (runtime.size() != rate.size() || runtime.size() != volume.size())
        return refuse(out, ImportProblem::BadCsv, s.line, "metrics with different thread counts");
    UserKernel k;
    k.name = KernelImport::specName(s.name);
    k.precision = dp ? "fp64" : "fp32";
    k.device.clear();
    for (std::size_t t = 0; t < runtime.size(); ++t) {
        k.flops += rate[t] * 1e6 * runtime[t];
        k.bytes += volume[t] * 1e9;
        k.seconds = std::max(k.seconds, runtime[t]);
    }
    const auto skip = [&](SkipReason reason) {
        out.skipped.push_back({k.name, reason, {}});
        return true;
    };
    if (!(k.flops >= 1.0))
        return skip(SkipReason::NoFlops);
    if (!(k.bytes >= 1.0))
        return skip(SkipReason::NoBytes);
    if (!(k.seconds >= UserKernel::kMinSeconds))
        return skip(SkipReason::NoTime);
    out.kernels.push_back(k);
    return true;
}

} // namespace

void LikwidReader::read(const std::vector<CsvReader::Record> &records, ImportedKernels &out)
{
    out.format = ImportedKernels::Format::Likwid;
    std::vector<Stretch> stretches;
    bool inTable = false, metrics = false;
    int info = 0;
    for (const CsvReader::Record &record : records) {
        const std::vector<std::string> f = trimmed(record);
        if (f.empty())
            continue;
        if (f[0] == "STRUCT") {
            info = 3;
            inTable = false;
        } else if (info > 0) {
            --info;
            if (f[0] == "CPU name:" && f.size() >= 2 && out.deviceName.empty())
                out.deviceName = f[1];
        } else if (f[0] == "TABLE") {
            if (!readTable(record, stretches, metrics, out))
                return;
            inTable = true;
        } else if (!inTable) {
            refuse(out, ImportProblem::BadCsv, record.line, "a line outside likwid's tables");
            return;
        } else if (metrics && f[0] != "Metric" && f.size() >= 2) {
            stretches.back().metrics[f[0]] = {record.line, {f.begin() + 1, f.end()}};
        }
    }
    if (stretches.empty()) {
        refuse(out, ImportProblem::NotAProfilerFile, records.front().line, "");
        return;
    }
    for (const Stretch &s : stretches) {
        if (!kernelOf(s, out))
            return;
    }
}

} // namespace blab::core
