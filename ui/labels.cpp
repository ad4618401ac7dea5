#include "ui/labels.h"

#include "core/number_format.h"

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
    return QString::fromStdString(device.name);
}

QString Labels::deviceShort(const core::DeviceSpec &device)
{
    QString name = Labels::device(device);
    for (const char *brand : {"NVIDIA ", "GeForce ", "AMD ", "Instinct "})
        name.remove(QLatin1String(brand));
    return name;
}

QString Labels::bound(core::Bound bound)
{
    return bound == core::Bound::Compute ? tr("compute-bound") : tr("bandwidth-bound");
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
    }
    return {};
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

QString Labels::bytes(double bytes)
{
    return QString::fromStdString(NumberFormat::bytes(bytes));
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

} // namespace blab::ui
