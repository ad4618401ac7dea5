// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/labels.h"

#include "catalog/device_catalog.h"
#include "io/number_format.h"
#include "io/printable.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QStringList>
#include <cstdlib>
#include <cstring>

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
    // The measured card keeps the driver's name, said to be measured wherever it is listed.
    if (device.id == core::DeviceCatalog::kThisGpu)
        return device.otherMachine
                   ? tr("The other machine's GPU (measured): %1").arg(userText(device.name))
                   : tr("This GPU (measured): %1").arg(userText(device.name));
    return userText(device.name);
}

QString Labels::modelKind(const std::string &kindId)
{
    const bool moe = kindId.rfind("moe", 0) == 0;
    const std::string attention = kindId.substr(kindId.find('/') + 1);
    if (attention == "latent")
        return moe ? tr("a mixture of experts with latent attention")
                   : tr("a dense model with latent attention");
    if (attention == "window")
        return moe ? tr("a mixture of experts with windowed attention in some layers")
                   : tr("a dense model with windowed attention in some layers");
    return moe ? tr("a mixture of experts with full attention")
               : tr("a dense model with full attention");
}

QString Labels::servingLayout(int tensorParallel, int expertParallel, int attentionDp)
{
    QStringList parts;
    if (attentionDp > 1)
        parts << (attentionDp == tensorParallel ? QStringLiteral("DP")
                                                : QStringLiteral("DP %1").arg(attentionDp));
    if (expertParallel > 1)
        parts << QStringLiteral("EP");
    if (parts.isEmpty())
        return QString::number(tensorParallel);
    return tr("%1 (%2)").arg(tensorParallel).arg(parts.join(QStringLiteral(", ")));
}

QString Labels::elidedMiddle(const QString &text, int length)
{
    if (text.size() <= length)
        return text;
    const int head = (length - 1) / 2;
    const int tail = length - 1 - head;
    return text.left(head) + QChar(0x2026) + text.right(tail);
}

QString Labels::userText(const std::string &text)
{
    return QString::fromStdString(core::printable(text, text.size()));
}

QString Labels::deviceShort(const core::DeviceSpec &device)
{
    // The measured card by its own name, shortened as the others are, and said to be measured.
    if (device.id == core::DeviceCatalog::kThisGpu) {
        core::DeviceSpec named = device;
        named.id.clear();
        return tr("%1, measured").arg(deviceShort(named));
    }
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

QString Labels::systemError(int cause)
{
    return QString::fromLocal8Bit(std::strerror(cause));
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
    case core::Precision::Fp4:
        return tr("FP4 (tensor cores)");
    }
    return {};
}

QString Labels::kernelPrecision(const std::string &id)
{
    core::KernelPrecision p = core::KernelPrecision::Fp32;
    if (!core::KernelPrecisions::fromId(id, p))
        return userText(id);
    switch (p) {
    case core::KernelPrecision::Fp64:
        return tr("FP64");
    case core::KernelPrecision::Fp64Tensor:
        return tr("FP64 tensor");
    case core::KernelPrecision::Fp32:
        return tr("FP32");
    case core::KernelPrecision::Tf32:
        return tr("TF32 tensor");
    case core::KernelPrecision::Bf16:
        return tr("BF16 tensor");
    case core::KernelPrecision::Fp16:
        return tr("FP16 tensor");
    case core::KernelPrecision::Fp16Vector:
        return tr("FP16 vector");
    case core::KernelPrecision::Fp8:
        return tr("FP8 tensor");
    case core::KernelPrecision::Fp4:
        return tr("FP4 tensor");
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
    case core::WeightDtype::Nvfp4:
        return tr("NVFP4, 16-value blocks (4.5 bits)");
    case core::WeightDtype::Mxfp4:
        return tr("MXFP4, 32-value blocks (4.25 bits)");
    }
    return {};
}

QString Labels::kvDtype(core::KvDtype dtype)
{
    switch (dtype) {
    case core::KvDtype::Fp16:
        return tr("float16 (2 bytes)");
    case core::KvDtype::Fp8:
        return tr("FP8 (1 byte)");
    case core::KvDtype::Fp4:
        return tr("NVFP4 (4.5 bits)");
    }
    return {};
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
    if (device.c2cLinkGBs > 0)
        return tr("NVLink-C2C, %1 GB/s (%2 GB/s each way)")
            .arg(significant(device.c2cLinkGBs), significant(device.hostLinkGBs()));
    if (!device.hasHostLink())
        return device.isCard() ? tr("not published") : tr("none (it is the host)");
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
