// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/ncu_reader.h"

#include "catalog/precision.h"
#include "io/number_text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace blab::core {

namespace {

const std::string kSass = "smsp__sass_thread_inst_executed_op_";
const std::string kTensorOps = "sm__ops_path_tensor_src_";
const char *const kTime = "gpu__time_duration.sum";
const char *const kBytes = "dram__bytes.sum";
const char *const kBytesRead = "dram__bytes_read.sum";
const char *const kBytesWrite = "dram__bytes_write.sum";
const char *const kTensorPipe = "sm__inst_executed_pipe_tensor.sum";
const char *const kHfma2Pipe = "sm__inst_executed_pipe_tensor_op_hmma_type_hfma2.sum";
const char *const kDeviceName = "device__attribute_display_name";
const char *const kSassOps[] = {"fadd", "fmul", "ffma", "dadd", "dmul",
                                "dfma", "hadd", "hmul", "hfma"};

// What a unit multiplies a figure by, for the kind of figure a column holds. Counts with no
// unit (ncu prints none for the tensor FLOP counters) are plain numbers.
std::optional<double> unitFactor(const std::string &column, const std::string &unit)
{
    static const std::map<std::string, double> kTimes = {
        {"ns", 1e-9}, {"nsecond", 1e-9}, {"us", 1e-6}, {"usecond", 1e-6},
        {"ms", 1e-3}, {"msecond", 1e-3}, {"s", 1.0},   {"second", 1.0}};
    static const std::map<std::string, double> kBytesUnits = {
        {"byte", 1.0}, {"Kbyte", 1e3}, {"Mbyte", 1e6}, {"Gbyte", 1e9}, {"Tbyte", 1e12}};
    static const std::map<std::string, double> kCounts = {
        {"", 1.0},      {"inst", 1.0},   {"Kinst", 1e3},  {"Minst", 1e6},
        {"Ginst", 1e9}, {"Tinst", 1e12}, {"flop", 1.0},   {"Kflop", 1e3},
        {"Mflop", 1e6}, {"Gflop", 1e9},  {"Tflop", 1e12}, {"Pflop", 1e15}};
    const std::map<std::string, double> &units = column == kTime                       ? kTimes
                                                 : column.rfind("dram__bytes", 0) == 0 ? kBytesUnits
                                                                                       : kCounts;
    const auto found = units.find(unit);
    return found == units.end() ? std::nullopt : std::optional<double>(found->second);
}

// One tensor FLOP counter's name taken apart: sm__ops_path_tensor_src_<src>[_dst_<dst>]
// [_sparsity_on|_sparsity_off].sum.
struct TensorColumn
{
    std::string name;
    std::string src;
    std::string dst;
    bool split = false;
};

bool tensorColumn(const std::string &name, TensorColumn &out)
{
    const std::string sum = ".sum";
    if (name.rfind(kTensorOps, 0) != 0 || name.size() <= kTensorOps.size() + sum.size() ||
        name.compare(name.size() - sum.size(), sum.size(), sum) != 0)
        return false;
    std::string middle = name.substr(kTensorOps.size(), name.size() - kTensorOps.size() - 4);
    if (middle.find('.') != std::string::npos)
        return false;
    out.name = name;
    for (const std::string split : {"_sparsity_on", "_sparsity_off"}) {
        if (middle.size() > split.size() &&
            middle.compare(middle.size() - split.size(), split.size(), split) == 0) {
            middle.resize(middle.size() - split.size());
            out.split = true;
        }
    }
    const std::size_t dst = middle.find("_dst_");
    out.src = middle.substr(0, dst);
    out.dst = dst == std::string::npos ? std::string() : middle.substr(dst + 5);
    return !out.src.empty();
}

// The columns whose sum is one input type's tensor FLOPs: its total where the file has one,
// else each destination's total (or, without one, its sparsity splits), never a total and its
// parts together.
std::vector<std::string> totalsOf(const std::vector<TensorColumn> &columns)
{
    const bool anyWithoutDst = std::any_of(columns.begin(), columns.end(),
                                           [](const TensorColumn &c) { return c.dst.empty(); });
    std::map<std::string, std::vector<const TensorColumn *>> byDst;
    for (const TensorColumn &c : columns) {
        if (!anyWithoutDst || c.dst.empty())
            byDst[c.dst].push_back(&c);
    }
    std::vector<std::string> sum;
    for (const auto &[dst, group] : byDst) {
        const auto total = std::find_if(group.begin(), group.end(),
                                        [](const TensorColumn *c) { return !c->split; });
        if (total != group.end()) {
            sum.push_back((*total)->name);
            continue;
        }
        for (const TensorColumn *c : group)
            sum.push_back(c->name);
    }
    return sum;
}

// Every input type the file counts tensor FLOPs of, with the columns that give its total.
std::map<std::string, std::vector<std::string>>
tensorTotals(const std::map<std::string, std::size_t> &columns)
{
    std::map<std::string, std::vector<TensorColumn>> bySrc;
    for (const auto &[name, index] : columns) {
        TensorColumn c;
        if (tensorColumn(name, c))
            bySrc[c.src].push_back(c);
    }
    std::map<std::string, std::vector<std::string>> totals;
    for (const auto &[src, group] : bySrc)
        totals[src] = totalsOf(group);
    return totals;
}

// Where an input type's tensor FLOPs go: a precision, integer work, or a format without a
// peak in the catalog (FP6).
enum class TensorKind
{
    Float,
    Integer,
    Other
};

TensorKind tensorKind(const std::string &src, KernelPrecision &precision)
{
    const std::pair<const char *, KernelPrecision> known[] = {
        {"tf32", KernelPrecision::Tf32},
        {"bf16", KernelPrecision::Bf16},
        {"fp16", KernelPrecision::Fp16},
        {"fp64", KernelPrecision::Fp64Tensor}};
    for (const auto &[name, p] : known) {
        if (src == name) {
            precision = p;
            return TensorKind::Float;
        }
    }
    // FP8 in either encoding, as a release may name them (fp8, fp8_e4m3, fp8_e5m2); FP4 (E2M1)
    // likewise, with or without its block scales' name.
    if (src.rfind("fp8", 0) == 0) {
        precision = KernelPrecision::Fp8;
        return TensorKind::Float;
    }
    if (src.rfind("fp4", 0) == 0 || src.rfind("e2m1", 0) == 0) {
        precision = KernelPrecision::Fp4;
        return TensorKind::Float;
    }
    return src.rfind("int", 0) == 0 || src.rfind("uint", 0) == 0 || src == "b1"
               ? TensorKind::Integer
               : TensorKind::Other;
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

// The kernel's name without its return type, anonymous namespaces, template arguments and
// parameters: "void sgemm<128, 8>(int, float *)" is sgemm, "void at::<unnamed>::softmax<float>"
// at::softmax. A library's generic launcher ("cutlass::Kernel2<cutlass_80_simt_sgemm_…>") is
// named by its first template argument, the kernel it launches. Then the launch's ID, as two
// launches of one kernel are two points.
std::string launchName(const std::string &kernel, const std::string &id)
{
    std::string name = kernel;
    if (name.rfind("void ", 0) == 0)
        name.erase(0, 5);
    for (const std::string anonymous : {"<unnamed>::", "(anonymous namespace)::"}) {
        for (std::size_t at = name.find(anonymous); at != std::string::npos;
             at = name.find(anonymous))
            name.erase(at, anonymous.size());
    }
    const std::size_t open = name.find_first_of("(<");
    std::string base = name.substr(0, open);
    const std::size_t colon = base.rfind("::");
    const std::string last = colon == std::string::npos ? base : base.substr(colon + 2);
    if (open != std::string::npos && name[open] == '<' &&
        (last.rfind("Kernel", 0) == 0 || last == "device_kernel")) {
        const std::string argument =
            name.substr(open + 1, name.find_first_of(",<>(", open + 1) - open - 1);
        if (!argument.empty())
            base = argument;
    }
    const std::string launch = " #" + KernelImport::specName(id, 12);
    return KernelImport::specName(base, UserKernel::kMaxName - launch.size()) + launch;
}

using TensorTotals = std::map<std::string, std::vector<std::string>>;

// A launch's FLOPs by precision, and what else its counters show.
struct Work
{
    std::map<KernelPrecision, double> flops;
    double integerOps = 0.0;
    std::string integerFormat;
    double otherFlops = 0.0;
    std::string otherFormat;
    // Tensor-pipe instructions besides the HFMA2 that issue there.
    double tensorPipe = 0.0;
    // The FP16 FLOPs of HFMA2 that issued on the tensor pipe (HFMA2.MMA), at most: a full
    // warp's 32 threads each. The compiler also moves constants into registers with them, so
    // they count as FP16 work only in a kernel whose precision is FP16 outside the tensor cores.
    double fp16OnTensorPipe = 0.0;
};

// Adds one input type's tensor work to w.
void addTensor(Work &w, const std::string &src, double value)
{
    KernelPrecision precision = KernelPrecision::Fp32;
    switch (tensorKind(src, precision)) {
    case TensorKind::Float:
        w.flops[precision] += value;
        break;
    case TensorKind::Integer:
        if (w.integerFormat.empty() || value > w.integerOps)
            w.integerFormat = src;
        w.integerOps += value;
        break;
    case TensorKind::Other:
        if (w.otherFormat.empty() || value > w.otherFlops)
            w.otherFormat = src;
        w.otherFlops += value;
        break;
    }
}

bool workOf(const Row &row, const TensorTotals &totals, Work &w)
{
    double fp32 = 0, fp64 = 0, fp16 = 0, pipe = 0, hfma2 = 0;
    if (!row.flops('f', fp32) || !row.flops('d', fp64) || !row.flops('h', fp16) ||
        !row.figure(kTensorPipe, pipe) || !row.figure(kHfma2Pipe, hfma2))
        return false;
    w.flops[KernelPrecision::Fp32] = fp32;
    w.flops[KernelPrecision::Fp64] = fp64;
    w.flops[KernelPrecision::Fp16Vector] = fp16;
    w.tensorPipe = std::max(0.0, pipe - hfma2);
    w.fp16OnTensorPipe = std::min(fp16, 2.0 * 32.0 * hfma2);
    for (const auto &[src, columns] : totals) {
        double value = 0.0;
        for (const std::string &column : columns) {
            double part = 0.0;
            if (!row.figure(column, part))
                return false;
            value += part;
        }
        addTensor(w, src, value);
    }
    return true;
}

// Why a launch's work cannot be placed, if it cannot; else its precision and FLOPs.
std::optional<SkipReason> judge(const Work &w, bool tensorCounted, UserKernel &k,
                                std::string &format)
{
    if (!tensorCounted && w.tensorPipe > 0.0)
        return SkipReason::TensorNotCounted;
    double all = w.otherFlops, most = 0.0;
    KernelPrecision best = KernelPrecision::Fp32;
    for (const auto &[precision, flops] : w.flops) {
        all += flops;
        if (flops > most) {
            most = flops;
            best = precision;
        }
    }
    if (best != KernelPrecision::Fp16Vector)
        all -= w.fp16OnTensorPipe;
    if (all <= 0.0 && w.integerOps <= 0.0)
        return SkipReason::NoFlops;
    format = w.integerFormat;
    if (w.integerOps >= all)
        return SkipReason::IntegerTensor;
    format = w.otherFormat;
    if (w.otherFlops > most)
        return SkipReason::OtherTensorFormat;
    format.clear();
    // One roof holds one precision: a kernel with much of its work in another would be judged
    // against the wrong peak.
    if (most < 0.9 * all)
        return SkipReason::MixedPrecision;
    k.precision = KernelPrecisions::id(best);
    k.flops = most;
    return std::nullopt;
}

// One launch into a kernel, or into the skipped list; false when the row is refused.
bool readLaunch(const Row &row, const TensorTotals &totals, ImportedKernels &out)
{
    Work work;
    double bytes = 0, read = 0, write = 0, time = 0;
    if (!workOf(row, totals, work) || !row.figure(kBytes, bytes) || !row.figure(kBytesRead, read) ||
        !row.figure(kBytesWrite, write) || !row.figure(kTime, time))
        return false;
    if (!row.has(kBytes))
        bytes = read + write;
    UserKernel k;
    k.name = launchName(row.text("Kernel Name"), row.text("ID"));
    const auto skip = [&](SkipReason reason, const std::string &format = {}) {
        out.skipped.push_back({k.name, reason, format});
        return true;
    };
    const std::string device = row.text(kDeviceName);
    if (!device.empty() && !out.deviceName.empty() && device != out.deviceName)
        return skip(SkipReason::OtherDevice);
    std::string format;
    if (const std::optional<SkipReason> why = judge(work, !totals.empty(), k, format))
        return skip(*why, format);
    if (bytes <= 0.0)
        return skip(SkipReason::NoBytes);
    if (time <= 0.0)
        return skip(SkipReason::NoTime);
    // Figures past a spec's limits are not cut to them: KernelImport leaves such a kernel out.
    k.bytes = bytes;
    k.seconds = time;
    k.device.clear();
    out.kernels.push_back(k);
    return true;
}

// The header's columns by name; refuses a file without the columns every launch needs, naming
// all of them at once.
bool columnsOf(const CsvReader::Record &header, std::map<std::string, std::size_t> &columns,
               ImportedKernels &out)
{
    for (std::size_t i = 0; i < header.fields.size(); ++i)
        columns.emplace(header.fields[i], i);
    // Every counter the FLOPs come from: a missing one would count as no work.
    std::vector<std::string> needed = {"ID", "Kernel Name", kTime};
    for (const char *op : kSassOps)
        needed.push_back(kSass + op + "_pred_on.sum");
    if (!columns.count(kBytes))
        needed.insert(needed.end(), {kBytesRead, kBytesWrite});
    std::vector<std::string> missing;
    for (const std::string &column : needed) {
        if (!columns.count(column))
            missing.push_back(column);
    }
    // Without the tensor FLOP counters (or at least the tensor pipe's instructions) a launch on
    // the tensor cores would pass for one without.
    if (tensorTotals(columns).empty() && !columns.count(kTensorPipe))
        missing.push_back(kTensorOps + "*.sum");
    for (const std::string &column : missing)
        out.detail += (out.detail.empty() ? "" : ", ") + column;
    if (!missing.empty()) {
        out.problem = ImportProblem::MissingColumn;
        out.line = header.line;
    }
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
    const TensorTotals totals = tensorTotals(columns);
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
        if (!readLaunch(row, totals, out))
            return;
    }
}

std::vector<std::string> NcuReader::metrics()
{
    std::vector<std::string> list = {kDeviceName, kBytesRead,  kBytesWrite,
                                     kTime,       kTensorPipe, kHfma2Pipe};
    for (const char *op : kSassOps)
        list.push_back(kSass + op + "_pred_on.sum");
    list.push_back("regex:" + kTensorOps + ".*\\.sum$");
    return list;
}

std::string NcuReader::recordCommand()
{
    std::string metrics;
    for (const std::string &m : NcuReader::metrics())
        metrics += (metrics.empty() ? "" : ",") + m;
    return "LC_ALL=C ncu --clock-control none --metrics '" + metrics +
           "' -o profile ./my_program\n"
           "LC_ALL=C ncu --import profile.ncu-rep --csv --page raw --print-units base > "
           "kernels.csv";
}

} // namespace blab::core
