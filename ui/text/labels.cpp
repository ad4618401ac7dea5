// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/labels.h"

#include "io/number_format.h"
#include "io/printable.h"

#include <QDateTime>
#include <QRegularExpression>
#include <cstdlib>

namespace blab::ui {

using core::NumberFormat;

QString Labels::operation(const core::Operation &op, int n)
{
    if (op.id == "matmul")
        return tr("Matrix multiply %1 × %1").arg(n);
    if (op.id == "vector_add")
        return tr("Vector add (elementwise)");
    if (op.id == "compare")
        return tr("Elementwise compare");
    if (op.id == "multiply_add")
        return tr("%n multiply-add(s) per element", nullptr, op.k);
    if (op.id == "prefill")
        return tr("Prefill: %n sequence(s) of %1 prompt tokens", nullptr, op.batch).arg(op.tokens);
    if (op.id == "decode")
        return tr("Decode step: %n sequence(s) at %1 tokens of context", nullptr, op.batch)
            .arg(op.tokens);
    return QString::fromStdString(op.id);
}

QString Labels::operationShort(const core::Operation &op)
{
    if (op.id == "matmul")
        return tr("matmul");
    if (op.id == "vector_add")
        return tr("vector add");
    if (op.id == "compare")
        return tr("compare");
    if (op.id == "multiply_add")
        return tr("k = %1").arg(op.k);
    if (op.id == "prefill")
        return tr("prefill");
    if (op.id == "decode")
        return tr("decode, batch %1").arg(op.batch);
    return QString::fromStdString(op.id);
}

QString Labels::device(const core::DeviceSpec &device)
{
    if (device.id == "this_cpu")
        return tr("This CPU");
    if (device.id == "entry_gpu")
        return tr("Entry-level GPU");
    if (device.id == "training_accelerator")
        return tr("Training accelerator");
    return userText(device.name);
}

QString Labels::userText(const std::string &text)
{
    return QString::fromStdString(core::printable(text, text.size()));
}

QString Labels::deviceShort(const core::DeviceSpec &device)
{
    QString name = Labels::device(device);
    for (const char *brand : {"NVIDIA ", "GeForce ", "AMD ", "Instinct ", "Intel ", "Platinum "})
        name.remove(QLatin1String(brand));
    // "(96 cores)" and the like say more than an axis label has room for.
    static const QRegularExpression aside(QStringLiteral("\\s*\\([^)]*\\)"));
    name.remove(aside);
    return name;
}

QString Labels::bound(core::Bound bound)
{
    return bound == core::Bound::Compute ? tr("compute-bound") : tr("bandwidth-bound");
}

QString Labels::dateTime(const QDateTime &at)
{
    return at.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString Labels::stepPart(core::StepPartKind kind)
{
    switch (kind) {
    case core::StepPartKind::Products:
        return tr("the matrix products of the weights");
    case core::StepPartKind::Attention:
        return tr("attention");
    case core::StepPartKind::Elementwise:
        return tr("the element-wise work (norms, activations, residual adds)");
    case core::StepPartKind::Optimizer:
        return tr("the optimizer's update of every parameter");
    }
    return {};
}

QString Labels::optimizer(core::Optimizer optimizer)
{
    switch (optimizer) {
    case core::Optimizer::Sgd:
        return tr("SGD (no state)");
    case core::Optimizer::Momentum:
        return tr("SGD with momentum");
    case core::Optimizer::Adam:
        return tr("Adam / AdamW");
    case core::Optimizer::AdamMixed:
        return tr("Adam, mixed precision (fp32 master weights)");
    }
    return {};
}

QString Labels::precision(core::Precision precision)
{
    switch (precision) {
    case core::Precision::Fp32:
        return tr("FP32");
    case core::Precision::Tf32:
        return tr("TF32 (tensor cores)");
    case core::Precision::Bf16:
        return tr("BF16 / FP16 (tensor cores)");
    case core::Precision::Fp8:
        return tr("FP8 (tensor cores)");
    }
    return {};
}

QString Labels::weightDtype(core::WeightDtype dtype)
{
    switch (dtype) {
    case core::WeightDtype::Fp32:
        return tr("float32 (4 bytes)");
    case core::WeightDtype::Bf16:
        return tr("bfloat16 (2 bytes)");
    case core::WeightDtype::Fp16:
        return tr("float16 (2 bytes)");
    case core::WeightDtype::Fp8:
        return tr("FP8 (1 byte)");
    case core::WeightDtype::Int8:
        return tr("int8, quantized (1 byte)");
    case core::WeightDtype::Int4:
        return tr("int4, quantized (½ byte)");
    }
    return {};
}

QString Labels::kvDtype(core::KvDtype dtype)
{
    return dtype == core::KvDtype::Fp8 ? tr("FP8 (1 byte)") : tr("float16 (2 bytes)");
}

QString Labels::linkKind(core::LinkKind kind)
{
    switch (kind) {
    case core::LinkKind::PcieHost:
        return tr("PCIe through host memory");
    case core::LinkKind::PcieSwitch:
        return tr("PCIe switch, card to card");
    case core::LinkKind::CardLink:
        return tr("Dedicated card link (NVLink class)");
    case core::LinkKind::Custom:
        return tr("Custom bandwidth");
    }
    return {};
}

QString Labels::linkKindShort(core::LinkKind kind)
{
    switch (kind) {
    case core::LinkKind::PcieHost:
        return tr("PCIe via host");
    case core::LinkKind::PcieSwitch:
        return tr("PCIe switch");
    case core::LinkKind::CardLink:
        return tr("Card link");
    case core::LinkKind::Custom:
        return tr("Custom");
    }
    return {};
}

QString Labels::activationMode(core::ActivationMode mode)
{
    switch (mode) {
    case core::ActivationMode::None:
        return tr("Not counted");
    case core::ActivationMode::PerSample:
        return tr("Bytes per sample × micro-batch");
    case core::ActivationMode::Transformer:
        return tr("Transformer estimate");
    }
    return {};
}

QString Labels::hostLink(const core::DeviceSpec &device)
{
    if (device.pcieGen <= 0)
        return tr("none (it is the host)");
    return tr("PCIe %1.0 ×%2 (%3 GB/s)")
        .arg(device.pcieGen)
        .arg(device.pcieLanes)
        .arg(significant(device.hostLinkGBs()));
}

QString Labels::cardLink(const core::DeviceSpec &device)
{
    if (device.cardLinkGBs <= 0)
        return tr("none");
    const QString name = QString::fromStdString(device.cardLinkName);
    return name.isEmpty() ? tr("%1 GB/s").arg(significant(device.cardLinkGBs))
                          : tr("%1, %2 GB/s").arg(name, significant(device.cardLinkGBs));
}

namespace {

// A JSON type as a reader would name it.
QString typeWords(const std::string &id)
{
    if (id == "number")
        return Labels::tr("a number");
    if (id == "string")
        return Labels::tr("a string");
    if (id == "list")
        return Labels::tr("a list");
    if (id == "object")
        return Labels::tr("an object");
    if (id == "bool")
        return Labels::tr("true or false");
    return Labels::tr("null");
}

} // namespace

QString Labels::profileProblem(const core::ProfileReadError &p)
{
    using Code = core::ProfileReadError::Code;
    const QString field = QString::fromStdString(p.field);
    QString what;
    switch (p.code) {
    case Code::Json:
        what = tr("not valid JSON (%1)").arg(QString::fromStdString(p.detail));
        break;
    case Code::NotAProfile:
        what = tr("this is not a machine profile (one JSON object, as measure --json writes)");
        break;
    case Code::BadValue:
        what = tr("“%1” is missing, of the wrong type or out of range").arg(field);
        break;
    case Code::Cancelled:
        what = tr("the measurement was cancelled before it finished");
        break;
    case Code::NoMeasurement:
        what = tr("“%1” is missing or not a positive number, so there is no roofline to draw")
                   .arg(field);
        break;
    case Code::OutOfOrder:
        what = tr("“%1” must be larger than in the entry before it").arg(field);
        break;
    case Code::BadLevelName:
        what = tr("“%1” must be L1, L2, L3 or L4, in rising order and each once, or DRAM last")
                   .arg(field);
        break;
    case Code::NoDram:
        what = tr("the last of the levels must be DRAM");
        break;
    case Code::BelowMinimum:
        what = tr("“%1” is less than %2, the least a measurement gives")
                   .arg(field, QString::fromStdString(NumberFormat::roundTrip(p.minimum)));
        break;
    }
    return tr("line %1: %2").arg(p.line).arg(what);
}

QString Labels::measuredKernel(const core::RooflinePoint &point)
{
    if (point.name == "vector_add")
        return tr("vector add");
    if (point.name == "compare")
        return tr("compare");
    if (point.name == "multiply_add")
        return tr("multiply-add k = %1").arg(point.k);
    if (point.name == "sgemm")
        return tr("sgemm n = %1").arg(point.k);
    if (point.name == "dgemm")
        return tr("dgemm n = %1").arg(point.k);
    return QString::fromStdString(point.name);
}

namespace {

// A figure of a catalog problem ("1e+06"), written for people: to three significant digits,
// or with every digit (everyDigit); text that is no number stays as it is.
QString problemFigure(const std::string &text, bool everyDigit)
{
    // The limits as the rest of the window writes figures (1.00 × 10⁶, not 1000000 or 1e+06);
    // a refused value with every digit, so that one just over a limit does not read as it.
    bool ok = false;
    const double value = QString::fromStdString(text).toDouble(&ok);
    if (!ok)
        return QString::fromStdString(text);
    if (!everyDigit)
        return Labels::significant(value);
    const QString digits = QString::fromStdString(NumberFormat::roundTrip(value));
    return digits.contains(QLatin1Char('e')) ? Labels::scientific(value, 6) : digits;
}

} // namespace

namespace {

// The problems of one model's fields; the file's own are in Labels::modelCatalogProblem.
QString modelFieldProblem(const core::ModelCatalogFile::Problem &p)
{
    using Code = core::ModelCatalogFile::Problem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    switch (p.code) {
    case Code::UnknownField:
        return Labels::tr("unknown field “%1”").arg(a(0));
    case Code::MissingField:
        return Labels::tr("a model needs “%1”").arg(a(0));
    case Code::NotText:
        return Labels::tr("“%1” must be a text").arg(a(0));
    case Code::TooLong:
        return Labels::tr("“%1” is longer than %2 bytes").arg(a(0), a(1));
    case Code::OutOfRange:
        return Labels::tr("“%1” must be a number from %2 to %3")
            .arg(a(0), problemFigure(p.arg(1), true), problemFigure(p.arg(2), true));
    case Code::NotWhole:
        return Labels::tr("“%1” must be a whole number").arg(a(0));
    case Code::NotTrueOrFalse:
        return Labels::tr("“%1” must be true or false").arg(a(0));
    case Code::BadId:
        return Labels::tr("“id” must be 1 to 64 lower-case letters, digits, “_”, “-” or “.”, "
                          "starting with a letter or digit");
    case Code::HeadsNotMultiple:
        return Labels::tr("“heads” (%1) must be a whole multiple of “kv_heads” (%2)")
            .arg(a(0), a(1));
    case Code::TooManyActive:
        return Labels::tr("“active_experts” (%1) may not exceed “experts” (%2)").arg(a(0), a(1));
    case Code::ParametersDiffer:
        return Labels::tr("“parameters” (%1) is more than 5 % away from the %2 the shape gives")
            .arg(problemFigure(p.arg(0), true), problemFigure(p.arg(1), true));
    case Code::BadMlp:
        return Labels::tr("“mlp” must be “gated” or “plain”");
    case Code::IdShipped:
        return Labels::tr("the id “%1” belongs to a shipped model").arg(a(0));
    case Code::IdTwice:
        return Labels::tr("the id “%1” is used twice").arg(a(0));
    default:
        return QString::fromStdString(p.describe());
    }
}

} // namespace

QString Labels::modelCatalogProblem(const core::ModelCatalogFile::Problem &p)
{
    using Code = core::ModelCatalogFile::Problem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    switch (p.code) {
    case Code::None:
        return {};
    case Code::FileTooLarge:
        return tr("the file is %1 bytes; a model catalog may be at most %2").arg(a(0), a(1));
    case Code::Json:
        return tr("not valid JSON (%1)").arg(a(0));
    case Code::NotACatalog:
        return tr("this is not a Bottleneck Lab model catalog (“format” must be "
                  "“bottleneck-lab-models”)");
    case Code::FutureVersion:
        return tr("“version” must be 1; a newer program may have written this file");
    case Code::ModelsNotList:
        return tr("“models” must be a list");
    case Code::TooManyModels:
        return tr("the catalog lists %1 models; at most %2 are accepted").arg(a(0), a(1));
    case Code::UnknownTopField:
        return tr("unknown field “%1”; a catalog has format, version and models").arg(a(0));
    case Code::ModelNotObject:
        return tr("each model must be an object");
    default:
        return modelFieldProblem(p);
    }
}

QString Labels::catalogProblem(const core::CatalogProblem &p)
{
    using Code = core::CatalogProblem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    switch (p.code) {
    case Code::None:
        return {};
    case Code::FileTooLarge:
        return tr("the file is %1 bytes; a device catalog may be at most %2").arg(a(0), a(1));
    case Code::Json:
        return tr("not valid JSON (%1)").arg(a(0));
    case Code::RootNotObject:
        return tr("the file must hold one JSON object, not %1").arg(typeWords(p.arg(0)));
    case Code::UnknownTopField:
        return tr("unknown field “%1”; a catalog has format, version and devices").arg(a(0));
    case Code::NotACatalog:
        return tr("this is not a Bottleneck Lab device catalog (“format” must be "
                  "“bottleneck-lab-devices”)");
    case Code::FutureVersion:
        return tr("“version” must be %1; a newer program may have written this file").arg(a(0));
    case Code::DevicesNotList:
        return tr("“devices” must be a list");
    case Code::TooManyDevices:
        return tr("the catalog lists %1 devices; at most %2 are accepted").arg(a(0), a(1));
    case Code::DeviceNotObject:
        return tr("each device must be an object, not %1").arg(typeWords(p.arg(0)));
    default:
        return catalogFieldProblem(p);
    }
    return {};
}

// The problems of one device's fields; the file's own are in Labels::catalogProblem.
QString Labels::catalogFieldProblem(const core::CatalogProblem &p)
{
    using Code = core::CatalogProblem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    const auto figure = [&p](std::size_t i) {
        return problemFigure(p.arg(i), false);
    };
    const auto exact = [&p](std::size_t i) {
        return problemFigure(p.arg(i), true);
    };
    switch (p.code) {
    case Code::UnknownField:
        return tr("unknown field “%1”").arg(a(0));
    case Code::MissingField:
        return tr("a device needs “%1”").arg(a(0));
    case Code::WrongType:
        return tr("“%1” must be %2, not %3").arg(a(0), typeWords(p.arg(1)), typeWords(p.arg(2)));
    case Code::OutOfRange:
        return tr("“%1” is %2; it must be from %3 to %4").arg(a(0), exact(1), figure(2), figure(3));
    case Code::Empty:
        return tr("“%1” must not be empty").arg(a(0));
    case Code::TooLong:
        return tr("“%1” is longer than %2 bytes").arg(a(0), a(1));
    case Code::BadId:
        return tr("“id” must be 1 to 64 lower-case letters, digits, “_”, “-” or “.”, starting "
                  "with a letter or digit");
    case Code::PcieGenNotWhole:
        return tr("“pcie_gen” must be a whole number");
    case Code::BadLanes:
        return tr("“pcie_lanes” must be 0, 1, 2, 4, 8, 16 or 32");
    case Code::GenLanesTogether:
        return tr("“pcie_gen” and “pcie_lanes” go together: give both or neither");
    case Code::IdShipped:
        return tr("the id “%1” belongs to a shipped device").arg(a(0));
    case Code::IdTwice:
        return tr("the id “%1” is used twice").arg(a(0));
    case Code::NotWhole:
        return tr("“%1” must be a whole number").arg(a(0));
    case Code::NotOneOf:
        return tr("“%1” is “%2”; it must be one of %3").arg(a(0), a(1), a(2));
    case Code::UnknownId:
        return tr("“%1” is “%2”, which no catalog lists").arg(a(0), a(1));
    case Code::Inconsistent:
        return a(0);
    default:
        return {};
    }
}

QString Labels::tflops(const std::optional<double> &value)
{
    return value ? significant(*value, 4) : QStringLiteral("—");
}

QString Labels::fixed(double value, int decimals)
{
    return QString::fromStdString(NumberFormat::fixed(value, decimals));
}

QString Labels::significant(double value, int digits)
{
    return QString::fromStdString(NumberFormat::significant(value, digits));
}

QString Labels::scientific(double value, int decimals)
{
    return QString::fromStdString(NumberFormat::scientific(value, decimals));
}

QString Labels::megabytes(double bytes, int decimals)
{
    return QString::fromStdString(NumberFormat::megabytes(bytes, decimals));
}

QString Labels::operationBytes(const core::Operation &op)
{
    // The lesson's kernels in its own unit; a language model's step moves gigabytes.
    return op.batch > 0 ? bytes(op.bytes) : megabytes(op.bytes, 2);
}

QString Labels::bytes(double bytes)
{
    return QString::fromStdString(NumberFormat::bytes(bytes));
}

QString Labels::memoryLevel(const std::string &name)
{
    if (name == "DRAM")
        return tr("DRAM");
    return QString::fromStdString(name);
}

QString Labels::binaryBytes(double bytes)
{
    return QString::fromStdString(NumberFormat::binaryBytes(bytes));
}

QString Labels::milliseconds(double seconds, int decimals)
{
    return QString::fromStdString(NumberFormat::milliseconds(seconds, decimals));
}

QString Labels::duration(double seconds)
{
    return QString::fromStdString(NumberFormat::duration(seconds));
}

QString Labels::percent(double fraction, int decimals)
{
    return QString::fromStdString(NumberFormat::percent(fraction, decimals));
}

QString Labels::share(double fraction)
{
    return QString::fromStdString(NumberFormat::share(fraction));
}

QString Labels::twoLines(const QString &name, int minLength)
{
    if (name.size() <= minLength)
        return name;
    const qsizetype middle = name.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < name.size(); ++i) {
        // A figure keeps its unit: "32.0 GB" stays on one line.
        static const QRegularExpression unit(QStringLiteral("^[kMGT]B\\b"));
        if (name[i] != QLatin1Char(' ') || unit.match(name.mid(i + 1)).hasMatch())
            continue;
        if (best < 0 || std::abs(i - middle) < std::abs(best - middle))
            best = i;
    }
    if (best <= 0)
        return name;
    return name.left(best) + QStringLiteral("<br>") + name.mid(best + 1);
}

} // namespace blab::ui
