// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/devices_table_model.h"

#include "charts/chart_style.h"
#include "io/option_spec.h"
#include "text/labels.h"
#include "text/problem_text.h"

#include <QFont>
#include <algorithm>

namespace blab::ui {

int DevicesTableModel::rowsIn(const core::ReportModel &report) const
{
    return static_cast<int>(report.devices.size()) + (report.measuredGpu ? 1 : 0);
}

int DevicesTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int DevicesTableModel::measuredRow() const
{
    if (rowCount() == 0 || !report().measuredGpu)
        return -1;
    return report().measuredGpu->followsRow() + 1;
}

int DevicesTableModel::deviceIndex(int row) const
{
    const int measured = measuredRow();
    if (row < 0 || row >= rowCount() || row == measured)
        return -1;
    return measured >= 0 && row > measured ? row - 1 : row;
}

std::optional<core::DeviceSpec> DevicesTableModel::deviceAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return std::nullopt;
    return spec(row);
}

const core::DeviceSpec &DevicesTableModel::spec(int row) const
{
    const int index = deviceIndex(row);
    return index < 0 ? report().measuredGpu->device : report().devices[std::size_t(index)];
}

const core::DeviceRatios &DevicesTableModel::ratiosOf(int row) const
{
    const int index = deviceIndex(row);
    return index < 0 ? report().measuredGpu->ratios : report().ratios[std::size_t(index)];
}

QString DevicesTableModel::noFormat() const
{
    return tr("no %1").arg(Labels::precision(report().inputs.precision));
}

QString DevicesTableModel::orDash(double value, const QString &text) const
{
    return value > 0 ? text : QStringLiteral("—");
}

QString DevicesTableModel::display(int row, int column) const
{
    const core::DeviceSpec &d = spec(row);
    const core::DeviceRatios &r = ratiosOf(row);
    const bool measured = row == measuredRow();
    switch (column) {
    case Name:
        return Labels::device(d);
    case Fp32:
        return Labels::tflops(d.peakTflops(core::Precision::Fp32));
    case Tf32:
        return Labels::tflops(d.tf32Tflops);
    case Bf16:
        return Labels::tflops(d.bf16Tflops);
    case Fp8:
        return Labels::tflops(d.fp8Tflops);
    case Fp4:
        return Labels::tflops(d.fp4Tflops);
    case Bandwidth:
        return Labels::significant(d.memBandwidthGBs, 4);
    case Memory:
        return Labels::significant(d.memoryGB, 4);
    case Power:
        return orDash(d.watts, Labels::significant(d.watts, 4));
    case HostLink:
        return d.hasHostLink() ? QString::fromStdString(d.hostLinkText())
                               : (measured || d.isCard() ? QStringLiteral("—") : tr("none"));
    case CardLink:
        return measured && !report().measuredGpu->datasheetRoof
                   ? QStringLiteral("—")
                   : Labels::significant(d.cardLinkGBs, 4);
    case ComputeRatio:
        return r.hasPrecision ? Labels::fixed(r.compute, 1) : noFormat();
    case BandwidthRatio:
        return Labels::fixed(r.bandwidth, 1);
    case PerWatt:
        // A measured card no datasheet names, or a device whose maker prints no power.
        if (!(d.watts > 0))
            return QStringLiteral("—");
        return r.hasPrecision ? Labels::fixed(r.gflopsPerWatt, 1) : noFormat();
    }
    return {};
}

QString DevicesTableModel::measuredTip(int column) const
{
    const core::MeasuredGpu &m = *report().measuredGpu;
    const core::GpuMemoryBandwidth &memory = report().gpu->gpu->memory;
    const QString sheet = m.datasheetIndex > 0
                              ? Labels::device(report().devices[std::size_t(m.datasheetIndex)])
                              : QString();
    switch (column) {
    case Fp32:
        return tr("Measured: the program's FP32 multiply-add kernel, the FP32 roof of this card.");
    case Fp4:
        return tr("Not measured: the GPU measurement times no FP4 product.");
    case Tf32:
    case Bf16:
    case Fp8:
        return tr("Measured: the fastest cuBLASLt matrix product at this precision over the sizes "
                  "measured; what products reached, not a peak.");
    case Bandwidth:
        return tr("Measured: the best of three passes over device memory, copy %1, read %2 and "
                  "triad %3 GB/s, counting bytes read and written.")
            .arg(Labels::significant(memory.copyGBs, 4), Labels::significant(memory.readGBs, 4),
                 Labels::significant(memory.triadGBs, 4));
    case Memory:
        return tr("The memory the driver reports on the card.");
    case ComputeRatio:
    case BandwidthRatio:
        return tr("The measured figure as a multiple of this CPU's.");
    case Power:
    case HostLink:
    case CardLink:
    case PerWatt:
        return sheet.isEmpty()
                   ? tr("Not measured, and the catalog does not know this card: none shown.")
                   : tr("Not measured: taken from the datasheet row above, %1.").arg(sheet);
    }
    const QString where = sheet.isEmpty()
                              ? tr("The catalog does not know this card, so there is no datasheet "
                                   "row beside it; tab 1 offers to add it as your own device.")
                              : tr("Its datasheet row, %1, is the one above: this row sits "
                                   "beside it and never replaces it.")
                                    .arg(sheet);
    return tr("This GPU as measured (tab 1, or a profile opened to compare). %1").arg(where);
}

QString DevicesTableModel::toolTip(int row, int column) const
{
    if (row == measuredRow())
        return measuredTip(column);
    const core::DeviceSpec &d = spec(row);
    if (column == HostLink && d.isCard())
        return Labels::hostLink(d);
    if (column == CardLink && d.cardLinkGBs > 0)
        return Labels::cardLink(d);
    const bool ratio = column == ComputeRatio || column == PerWatt;
    if (ratio && !ratiosOf(row).hasPrecision && !d.peakTflops(core::Precision::Fp32))
        return tr("%1's maker prints no %2 figure, so it has no ratio in that format. Choose "
                  "BF16 to compare it.")
            .arg(Labels::device(d), Labels::precision(report().inputs.precision));
    if (ratio && !ratiosOf(row).hasPrecision)
        return tr("%1 lists no %2 figure, so it has no ratio in that format. Choose FP32 to "
                  "compare it.")
            .arg(Labels::device(d), Labels::precision(report().inputs.precision));
    QString tip = QString::fromStdString(d.source);
    if (!d.user && row > 0)
        tip += QLatin1Char('\n') + tr("A shipped device: duplicate it to change its figures.");
    return tip;
}

bool DevicesTableModel::leftAligned(int column) const
{
    return column == Name || column == HostLink;
}

// What a cell is edited as, its tooltip, and italics for the user's own devices.
QVariant DevicesTableModel::otherData(int row, int column, int role) const
{
    switch (role) {
    case Qt::EditRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::FontRole:
        if (spec(row).user) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        if (row == measuredRow()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        // The colour measured figures have on every chart.
        return row == measuredRow() ? QVariant(ChartStyle::accent()) : QVariant();
    default:
        return {};
    }
}

Qt::ItemFlags DevicesTableModel::flags(const QModelIndex &index) const
{
    if (!isShown(index))
        return SnapshotTableModel::flags(index);
    // This CPU's compute comes from part one, its memory from the system; only its bandwidth is
    // typed in here. The ratio columns are results.
    const int row = index.row();
    const int column = index.column();
    const bool editable = row == 0 ? column == Bandwidth : spec(row).user && column <= CardLink;
    return editable ? SnapshotTableModel::flags(index) | Qt::ItemIsEditable
                    : SnapshotTableModel::flags(index);
}

bool DevicesTableModel::refuse(const QVariant &value, const QString &why)
{
    emit editRefused(tr("“%1” is not accepted: %2. The previous value is kept.")
                         .arg(value.toString().left(40), why));
    return false;
}

QString DevicesTableModel::reason(const core::DeviceEdit::Result &result, int column) const
{
    using Refusal = core::DeviceEdit::Refusal;
    switch (result.refusal) {
    case Refusal::None:
        break;
    case Refusal::NameLength:
        return tr("a name needs 1 to 120 bytes");
    case Refusal::HostLink:
        return tr("write the PCIe generation and lanes as “4 x16”, NVLink-C2C as “NVLink-C2C "
                  "900” (GB/s, both directions), or “none”");
    case Refusal::Number:
        return tr("enter a number");
    case Refusal::NumberOrBlank:
        return tr("enter a number, or leave it empty for none");
    case Refusal::Catalog: {
        // The catalog's reader names the file's field ("mem_bandwidth_gbs"); a cell is refused
        // for the column the reader sees, in the reader's language.
        core::CatalogProblem problem = result.problem;
        if (!problem.args.empty())
            problem.args[0] = headerText(column).toStdString();
        return ProblemText::catalog(problem);
    }
    }
    return {};
}

bool DevicesTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    // An editor closed on the text it opened with changes nothing and says nothing.
    if (value.toString() == data(index, Qt::EditRole).toString())
        return true;
    const std::string text = value.toString().trimmed().toStdString();
    const int row = index.row();
    if (row == 0) {
        double gbs = 0.0;
        const core::OptionSpec &spec = core::OptionSpec::memBandwidth;
        if (!core::DeviceEdit::parseCpuBandwidth(text, gbs))
            return refuse(value, tr("enter a number from %1 to %2 GB/s")
                                     .arg(Labels::significant(spec.minValue()),
                                          Labels::significant(spec.maxValue())));
        emit cpuBandwidthEdited(gbs);
        return true;
    }
    const auto field = static_cast<core::DeviceEdit::Field>(index.column());
    const core::DeviceEdit::Result result =
        core::DeviceEdit::apply(spec(row), field, text, tr("none").toStdString());
    if (!result.accepted())
        return refuse(value, reason(result, index.column()));
    emit deviceEdited(row, result.device);
    return true;
}

QString DevicesTableModel::headerText(int section) const
{
    switch (section) {
    case Name:
        return tr("Device");
    case Fp32:
        return tr("FP32 (TFLOPS)");
    case Tf32:
        return tr("TF32 (TFLOPS)");
    case Bf16:
        return tr("BF16 (TFLOPS)");
    case Fp8:
        return tr("FP8 (TFLOPS)");
    case Fp4:
        return tr("FP4 (TFLOPS)");
    case Bandwidth:
        return tr("Bandwidth (GB/s)");
    case Memory:
        return tr("Memory (GB)");
    case Power:
        return tr("Power (W)");
    case HostLink:
        return tr("Host link");
    case CardLink:
        return tr("Card link (GB/s)");
    case ComputeRatio:
        return tr("× compute");
    case BandwidthRatio:
        return tr("× bandwidth");
    case PerWatt:
        return tr("GFLOPS per watt");
    }
    return {};
}

QString DevicesTableModel::headerTip(int section) const
{
    switch (section) {
    case Name:
        return tr("The device; the lesson's two generic cards come first, then real products, "
                  "then yours.");
    case Fp32:
        return tr("Peak single-precision compute, TFLOPS, dense. Typical: CPU 0.1–7, cards 8–160; "
                  "— where the maker prints none.");
    case Tf32:
        return tr("Peak on tensor units in TF32, TFLOPS, dense; — where the device has none.");
    case Bf16:
        return tr("Peak in BF16/FP16 on tensor units, TFLOPS, dense; — where the device has none.");
    case Fp8:
        return tr("Peak in FP8, TFLOPS, dense; — where the device has none.");
    case Fp4:
        return tr("Peak in FP4 (E2M1 with block scales: NVFP4, MXFP4), TFLOPS, dense; — where "
                  "the device has none.");
    case Bandwidth:
        return tr("Memory bandwidth in GB/s (1 GB = 10⁹ bytes). Typical: CPU 50–500, cards "
                  "300–5300.");
    case Memory:
        return tr("Memory on the device in GB; decides whether a model fits (part five).");
    case Power:
        return tr("Board or package power in watts; — where the maker prints none.");
    case HostLink:
        return tr("The card's link to the host: PCIe generation × lanes, or NVLink-C2C on Grace "
                  "superchips with both directions added. Type \"4 x16\" or \"NVLink-C2C 900\" "
                  "to change it, \"none\" for a CPU; — where the maker prints none.");
    case CardLink:
        return tr("Direct link between cards (NVLink, Infinity Fabric), GB/s with both "
                  "directions added, as vendors print it; 0 for none.");
    case ComputeRatio:
        return tr("Compute at the chosen precision as a multiple of this CPU's FP32.");
    case BandwidthRatio:
        return tr("Memory bandwidth as a multiple of this CPU's.");
    case PerWatt:
        return tr("Compute at the chosen precision per watt: GFLOPS ÷ W.");
    }
    return {};
}

} // namespace blab::ui
