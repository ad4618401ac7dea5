// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/ncu_reader.h"

#include "io/number_text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <utility>

namespace blab::core {

namespace {

const std::string kSass = "smsp__sass_thread_inst_executed_op_";
const char *const kTime = "gpu__time_duration.sum";
const char *const kBytes = "dram__bytes.sum";
const char *const kBytesRead = "dram__bytes_read.sum";
const char *const kBytesWrite = "dram__bytes_write.sum";
const char *const kTensor = "sm__inst_executed_pipe_tensor.sum";
const char *const kDeviceName = "device__attribute_display_name";

// What a unit multiplies a figure by, for the kind of figure a column holds.
std::optional<double> unitFactor(const std::string &column, const std::string &unit)
{
    static const std::map<std::string, double> kTimes = {
        {"ns", 1e-9}, {"nsecond", 1e-9}, {"us", 1e-6}, {"usecond", 1e-6},
        {"ms", 1e-3}, {"msecond", 1e-3}, {"s", 1.0},   {"second", 1.0}};
    static const std::map<std::string, double> kBytesUnits = {
        {"byte", 1.0}, {"Kbyte", 1e3}, {"Mbyte", 1e6}, {"Gbyte", 1e9}, {"Tbyte", 1e12}};
    static const std::map<std::string, double> kCounts = {
        {"inst", 1.0}, {"Kinst", 1e3}, {"Minst", 1e6}, {"Ginst", 1e9}};
    const std::map<std::string, double> &units = column == kTime                       ? kTimes
                                                 : column.rfind("dram__bytes", 0) == 0 ? kBytesUnits
                                                                                       : kCounts;
    const auto found = units.find(unit);
    return found == units.end() ? std::nullopt : std::optional<double>(found->second);
}

// One launch's row, with the header's columns.
class Row
{
public:
    Row(const std::map<std::string, std::size_t> &columns, const CsvReader::Record &units,
        const CsvReader::Record &row, ImportedKernels &out)
        : m_columns(columns), m_units(units), m_row(row), m_out(out)
    {}

    bool has(const std::string &column) const { return m_columns.count(column) > 0; }
    std::string text(const std::string &column) const
    {
        const auto found = m_columns.find(column);
        return found == m_columns.end() ? std::string() : m_row.fields[found->second];
    }
    // The figure in base units; 0 where the column is missing, empty or n/a. False (with the
    // refusal in out) for a figure or a unit that cannot be read.
    bool figure(const std::string &column, double &value) const
    {
        value = 0.0;
        const auto found = m_columns.find(column);
        if (found == m_columns.end())
            return true;
        const std::string &cell = m_row.fields[found->second];
        if (cell.empty() || cell == "n/a")
            return true;
        const std::optional<double> factor = unitFactor(column, m_units.fields[found->second]);
        if (!factor)
            return refuse(ImportProblem::UnknownUnit, m_units.fields[found->second], column);
        if (!NcuReader::number(cell, value))
            return refuse(ImportProblem::BadNumber, cell, column);
        value *= *factor;
        return true;
    }
    // 2·fma + add + mul of one precision's SASS counters (f, d or h).
    bool flops(char precision, double &value) const
    {
        double fma = 0, add = 0, mul = 0;
        const std::string p(1, precision);
        if (!figure(kSass + p + "fma_pred_on.sum", fma) ||
            !figure(kSass + p + "add_pred_on.sum", add) ||
            !figure(kSass + p + "mul_pred_on.sum", mul))
            return false;
        value = 2.0 * fma + add + mul;
        return true;
    }

private:
    bool refuse(ImportProblem problem, const std::string &value, const std::string &column) const
    {
        m_out.problem = problem;
        m_out.line = m_row.line;
        m_out.detail = value;
        m_out.column = column;
        return false;
    }

    const std::map<std::string, std::size_t> &m_columns;
    const CsvReader::Record &m_units;
    const CsvReader::Record &m_row;
    ImportedKernels &m_out;
};

// The kernel's name without its return type, template arguments and parameters: "void
// sgemm<128, 8>(int, float *)" is sgemm; then the launch's ID, as two launches of one kernel
// are two points.
std::string launchName(const std::string &kernel, const std::string &id)
{
    std::string name = kernel;
    if (name.rfind("void ", 0) == 0)
        name.erase(0, 5);
    name = name.substr(0, name.find_first_of("(<"));
    const std::string launch = " #" + KernelImport::specName(id, 12);
    return KernelImport::specName(name, UserKernel::kMaxName - launch.size()) + launch;
}

// One launch into a kernel, or into the skipped list; false when the row is refused.
bool readLaunch(const Row &row, ImportedKernels &out)
{
    double fp32 = 0, fp64 = 0, fp16 = 0, tensor = 0, bytes = 0, read = 0, write = 0, time = 0;
    if (!row.flops('f', fp32) || !row.flops('d', fp64) || !row.flops('h', fp16) ||
        !row.figure(kTensor, tensor) || !row.figure(kBytes, bytes) ||
        !row.figure(kBytesRead, read) || !row.figure(kBytesWrite, write) ||
        !row.figure(kTime, time))
        return false;
    if (!row.has(kBytes))
        bytes = read + write;
    UserKernel k;
    k.name = launchName(row.text("Kernel Name"), row.text("ID"));
    const auto skip = [&](SkipReason reason) {
        out.skipped.push_back({k.name, reason});
        return true;
    };
    const std::string device = row.text(kDeviceName);
    if (!device.empty() && !out.deviceName.empty() && device != out.deviceName)
        return skip(SkipReason::OtherDevice);
    if (tensor > 0.0)
        return skip(SkipReason::TensorCores);
    const double all = fp32 + fp64 + fp16;
    if (all <= 0.0)
        return skip(SkipReason::NoFlops);
    if (fp16 > std::max(fp32, fp64))
        return skip(SkipReason::HalfPrecision);
    // One roof holds one precision: a kernel with much of its work in another would be judged
    // against the wrong peak.
    if (std::max(fp32, fp64) < 0.9 * all)
        return skip(SkipReason::MixedPrecision);
    if (bytes <= 0.0)
        return skip(SkipReason::NoBytes);
    if (time <= 0.0)
        return skip(SkipReason::NoTime);
    k.precision = fp64 > fp32 ? "fp64" : "fp32";
    // Figures past a spec's limits are not cut to them: KernelImport leaves such a kernel out.
    k.flops = fp64 > fp32 ? fp64 : fp32;
    k.bytes = bytes;
    k.seconds = time;
    k.device.clear();
    out.kernels.push_back(k);
    return true;
}

// The header's columns by name; refuses a file without the columns every launch needs.
bool columnsOf(const CsvReader::Record &header, std::map<std::string, std::size_t> &columns,
               ImportedKernels &out)
{
    for (std::size_t i = 0; i < header.fields.size(); ++i)
        columns.emplace(header.fields[i], i);
    const bool bytes =
        columns.count(kBytes) || (columns.count(kBytesRead) && columns.count(kBytesWrite));
    // Every counter the FLOPs come from: a missing one would count as no work, and a launch on
    // the tensor cores would pass for one without.
    std::vector<std::string> needed = {"ID", "Kernel Name", kTime, kTensor};
    for (const char *op : {"fadd", "fmul", "ffma", "dadd", "dmul", "dfma", "hadd", "hmul", "hfma"})
        needed.push_back(kSass + op + "_pred_on.sum");
    for (auto it = needed.rbegin(); it != needed.rend(); ++it) {
        if (!columns.count(*it)) {
            out.problem = ImportProblem::MissingColumn;
            out.detail = *it;
        }
    }
    if (out.ok() && !bytes) {
        out.problem = ImportProblem::MissingColumn;
        out.detail = kBytes;
    }
    out.line = out.ok() ? 0 : header.line;
    return out.ok();
}

} // namespace

bool NcuReader::number(const std::string &text, double &value)
{
    std::string plain = text;
    // Groups of three digits between commas before any point, as ncu writes large counts:
    // "68,736,253,952". "65,77" or "1,2345" are refused, not read as some other number.
    if (text.find(',') != std::string::npos) {
        const std::size_t point = std::min(text.find('.'), text.size());
        const std::size_t first = text.find(',');
        // A first group with a leading zero ("0,123") is a decimal comma, not a thousand.
        if (first == 0 || first > 3 || first > point || (point - first) % 4 != 0 ||
            (text[0] == '0'))
            return false;
        for (std::size_t i = 0; i < point; ++i) {
            const bool comma = i >= first && (i - first) % 4 == 0;
            if (comma ? text[i] != ',' : !std::isdigit(static_cast<unsigned char>(text[i])))
                return false;
        }
        plain.erase(
            std::remove(plain.begin(), plain.begin() + static_cast<std::ptrdiff_t>(point), ','),
            plain.begin() + static_cast<std::ptrdiff_t>(point));
    }
    return NumberText::parse(plain, value) && value >= 0.0;
}

void NcuReader::read(const std::vector<CsvReader::Record> &records, ImportedKernels &out)
{
    out.format = ImportedKernels::Format::Ncu;
    std::map<std::string, std::size_t> columns;
    if (!columnsOf(records.front(), columns, out))
        return;
    const std::size_t width = records.front().fields.size();
    // The units row: empty under every identification column, ID and Kernel Name among them.
    if (records.size() < 2 || records[1].fields.size() != width ||
        !records[1].fields[columns["ID"]].empty() ||
        !records[1].fields[columns["Kernel Name"]].empty()) {
        out.problem = ImportProblem::NoUnitsRow;
        out.line = records.size() < 2 ? records.front().line : records[1].line;
        return;
    }
    for (std::size_t r = 2; r < records.size(); ++r) {
        const CsvReader::Record &record = records[r];
        if (record.fields.size() == 1 && record.fields[0].empty())
            continue;
        if (record.fields.size() != width) {
            out.problem = ImportProblem::BadCsv;
            out.detail = std::to_string(record.fields.size()) + " fields, the header has " +
                         std::to_string(width);
            out.line = record.line;
            return;
        }
        const Row row(columns, records[1], record, out);
        if (out.deviceName.empty())
            out.deviceName = row.text(kDeviceName);
        if (!readLaunch(row, out))
            return;
    }
}

} // namespace blab::core
