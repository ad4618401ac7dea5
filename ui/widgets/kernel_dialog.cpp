// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/kernel_dialog.h"

#include "io/option_spec.h"
#include "kernels/kernel_placement.h"
#include "text/kernels_text.h"
#include "text/labels.h"
#include "text/translation.h"
#include "widgets/option_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <iterator>

namespace blab::ui {

namespace {

// One whole-number field of a shape: its key, its label and its first value.
struct ShapeField
{
    const char *key;
    const char *label;
    double first;
};

// The fields of each shape, in the order the page shows them. The first values are a 4096³
// product, an element-wise add over 16 M numbers, a softmax over a 4096-square matrix,
// ResNet-50's first convolution and 32-head attention over 4096 tokens.
std::vector<ShapeField> shapeFields(KernelDialog::Work work)
{
    switch (work) {
    case KernelDialog::Matmul:
        return {{"m", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Rows of A (m):"), 4096},
                {"n", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Columns of B (n):"), 4096},
                {"k", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Inner size (k):"), 4096},
                {"batch", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Products:"), 1}};
    case KernelDialog::Elementwise:
        return {{"elements", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Elements:"), 16777216},
                {"ops", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "FLOPs per element:"), 1},
                {"inputs", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Arrays read:"), 2},
                {"outputs", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Arrays written:"), 1}};
    case KernelDialog::Rows:
        return {{"rows", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Rows:"), 4096},
                {"columns", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Columns:"), 4096}};
    case KernelDialog::Conv2d:
        return {{"N", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Images (N):"), 1},
                {"C", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Channels in (C):"), 3},
                {"H", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Height (H):"), 224},
                {"W", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Width (W):"), 224},
                {"K", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Channels out (K):"), 64},
                {"R", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Filter height (R):"), 7},
                {"S", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Filter width (S):"), 7},
                {"stride", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Stride:"), 2},
                {"padding", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Padding:"), 3}};
    case KernelDialog::Attention:
        return {{"abatch", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Sequences:"), 1},
                {"heads", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Heads:"), 32},
                {"lq", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Query length:"), 4096},
                {"lk", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Key length:"), 4096},
                {"d", QT_TRANSLATE_NOOP("blab::ui::KernelDialog", "Head size:"), 128}};
    default:
        return {};
    }
}

// The largest size a shape field takes: far past any real kernel, short of the counts' limit;
// the fields core takes as whole numbers (arrays, stride, padding) stop at a million.
double largest(const char *key)
{
    const QString k = QString::fromLatin1(key);
    const bool small = k == QLatin1String("inputs") || k == QLatin1String("outputs") ||
                       k == QLatin1String("stride") || k == QLatin1String("padding");
    return small ? 1e6 : 1e12;
}
// A padding may be 0; every other size is at least 1.
double smallest(const char *key)
{
    return QString::fromLatin1(key) == QLatin1String("padding") ? 0.0 : 1.0;
}

} // namespace

KernelDialog::KernelDialog(const std::vector<core::DeviceSpec> &devices, QWidget *parent)
    : QDialog(parent), m_devices(devices), m_name(new QLineEdit(this)), m_work(new QComboBox(this)),
      m_pages(new QStackedWidget(this)), m_elementType(new QComboBox(this)),
      m_rowOperation(new QComboBox(this)), m_fused(new QCheckBox(this)),
      m_timeKind(new QComboBox(this)), m_milliseconds(new OptionSpinBox(1e-6, 1e9, 3, this)),
      m_gflops(new OptionSpinBox(1e-3, 1e9, 1, this)), m_timePages(new QStackedWidget(this)),
      m_device(new QComboBox(this)), m_precision(new QComboBox(this)), m_preview(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add a kernel"));
    setObjectName(QStringLiteral("kernelDialog"));
    m_name->setObjectName(QStringLiteral("kernelName"));
    m_work->setObjectName(QStringLiteral("kernelWork"));
    m_elementType->setObjectName(QStringLiteral("kernelElementType"));
    m_rowOperation->setObjectName(QStringLiteral("kernelRowOperation"));
    m_fused->setObjectName(QStringLiteral("kernelFused"));
    m_timeKind->setObjectName(QStringLiteral("kernelTimeKind"));
    m_milliseconds->setObjectName(QStringLiteral("kernelMilliseconds"));
    m_gflops->setObjectName(QStringLiteral("kernelGflops"));
    m_device->setObjectName(QStringLiteral("kernelDevice"));
    m_precision->setObjectName(QStringLiteral("kernelPrecision"));
    buildFields();
    showPage(Counts);
    restoreChoice();
    updatePreview();
}

QWidget *KernelDialog::buildCounts()
{
    auto *page = new QWidget(m_pages);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    auto *flops = new OptionSpinBox(core::OptionSpec::kernelFlops, 0, page);
    auto *bytes = new OptionSpinBox(core::OptionSpec::kernelBytes, 0, page);
    flops->setObjectName(QStringLiteral("kernelField_flops"));
    bytes->setObjectName(QStringLiteral("kernelField_bytes"));
    flops->setValue(2e9);
    bytes->setValue(1.2e7);
    flops->setToolTip(tr("The floating-point operations the kernel does once: a multiply-add "
                         "counts as two. A profiler gives them (Nsight Compute, likwid-perfctr), "
                         "or count them from the loop."));
    bytes->setToolTip(tr("The bytes it moves to and from memory once: what a profiler counts at "
                         "DRAM, or each array read and written once."));
    form->addRow(tr("FLOPs:"), flops);
    form->addRow(tr("Bytes moved:"), bytes);
    m_fields.insert(QStringLiteral("flops"), flops);
    m_fields.insert(QStringLiteral("bytes"), bytes);
    return page;
}

QWidget *KernelDialog::buildShapePage(Work work)
{
    auto *page = new QWidget(m_pages);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    if (work == Rows)
        form->addRow(tr("Operation:"), m_rowOperation);
    for (const ShapeField &f : shapeFields(work)) {
        auto *box = new OptionSpinBox(smallest(f.key), largest(f.key), 0, page);
        box->setValue(f.first);
        box->setObjectName(QStringLiteral("kernelField_") + QLatin1String(f.key));
        form->addRow(tr(f.label), box);
        m_fields.insert(QLatin1String(f.key), box);
    }
    if (work == Attention)
        form->addRow(QString(), m_fused);
    return page;
}

void KernelDialog::buildFields()
{
    m_work->addItems({tr("FLOPs and bytes as counted"), tr("Matrix multiply"),
                      tr("Element-wise operation"), tr("Reduction, softmax or layer norm"),
                      tr("2-D convolution"), tr("Attention")});
    m_pages->addWidget(buildCounts());
    for (int w = Matmul; w < WorkCount; ++w)
        m_pages->addWidget(buildShapePage(static_cast<Work>(w)));
    for (const core::ElementType t : core::ElementTypes::kAll)
        m_elementType->addItem(QString::fromLatin1(core::ElementTypes::id(t)).toUpper());
    m_elementType->setCurrentIndex(1);
    m_rowOperation->addItems({tr("Sum of each row"), tr("Softmax"), tr("Layer norm")});
    m_fused->setText(tr("Fused (scores stay on chip, as flash attention keeps them)"));
    m_fused->setChecked(true);
    m_timeKind->addItems({tr("Time (ms):"), tr("Speed (GFLOPS):")});
    m_milliseconds->setValue(10.0);
    m_gflops->setValue(100.0);
    m_timePages->addWidget(m_milliseconds);
    m_timePages->addWidget(m_gflops);
    for (const core::DeviceSpec &d : m_devices)
        m_device->addItem(Labels::device(d));
    m_name->setMaxLength(static_cast<int>(core::UserKernel::kMaxName));
    m_preview->setWordWrap(true);
    m_preview->setObjectName(QStringLiteral("kernelPreview"));
    m_work->setToolTip(tr("What the kernel does: counts from a profiler, or a shape whose FLOPs "
                          "and bytes are counted for you, each operand read and each result "
                          "written once."));
    m_milliseconds->setToolTip(tr("The kernel's time for one run: the fastest of several."));
    fillPrecisions();
    buildLayout();
    connectSignals();
}

void KernelDialog::buildLayout()
{
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&What it does:"), m_work);
    form->addRow(m_pages);
    form->addRow(tr("Number format:"), m_elementType);
    form->addRow(m_timeKind, m_timePages);
    form->addRow(tr("&Ran on:"), m_device);
    form->addRow(tr("&Precision:"), m_precision);
    auto *layout = new QVBoxLayout(this);
    // The dialog grows with a preview or a refusal that takes two lines, rather than squeeze
    // the fields above it.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addStretch();
    layout->addWidget(m_buttons);
}

void KernelDialog::connectSignals()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &KernelDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &KernelDialog::reject);
    connect(m_work, &QComboBox::currentIndexChanged, this, &KernelDialog::showPage);
    connect(m_timeKind, &QComboBox::currentIndexChanged, m_timePages,
            &QStackedWidget::setCurrentIndex);
    connect(m_device, &QComboBox::currentIndexChanged, this, &KernelDialog::fillPrecisions);
    connect(m_elementType, &QComboBox::currentIndexChanged, this, &KernelDialog::followFormat);
    // Counts have no format; a shape picked after the device picks its format's peak.
    connect(m_work, &QComboBox::currentIndexChanged, this, &KernelDialog::followFormat);
    for (QComboBox *box :
         {m_work, m_elementType, m_rowOperation, m_timeKind, m_device, m_precision})
        connect(box, &QComboBox::currentIndexChanged, this, &KernelDialog::updatePreview);
    for (OptionSpinBox *box : m_fields)
        connect(box, &QDoubleSpinBox::valueChanged, this, &KernelDialog::updatePreview);
    for (OptionSpinBox *box : {m_milliseconds, m_gflops})
        connect(box, &QDoubleSpinBox::valueChanged, this, &KernelDialog::updatePreview);
    connect(m_fused, &QCheckBox::toggled, this, &KernelDialog::updatePreview);
    connect(m_name, &QLineEdit::textChanged, this, &KernelDialog::updatePreview);
}

// This CPU has the FP32 roof it measured and, with a profile, FP64; a device has the peaks its
// catalog row gives.
void KernelDialog::fillPrecisions()
{
    const QString was = m_precision->currentData().toString();
    const QSignalBlocker block(m_precision);
    m_precision->clear();
    const int index = m_device->currentIndex();
    if (index < 0 || index >= static_cast<int>(m_devices.size()))
        return;
    const core::DeviceSpec &d = m_devices[static_cast<std::size_t>(index)];
    if (index == 0) {
        m_precision->addItem(tr("FP32"), QStringLiteral("fp32"));
        m_precision->addItem(tr("FP64"), QStringLiteral("fp64"));
    } else {
        for (const core::KernelPrecision p : core::KernelPrecisions::kAll) {
            if (d.peakTflops(p))
                m_precision->addItem(Labels::kernelPrecision(core::KernelPrecisions::id(p)),
                                     QString::fromLatin1(core::KernelPrecisions::id(p)));
        }
    }
    // A shape's number format picks its peak whichever of the two was chosen first.
    const int follow = m_work->currentIndex() != Counts ? formatIndex() : -1;
    const int keep = m_precision->findData(was);
    m_precision->setCurrentIndex(follow >= 0 ? follow : keep >= 0 ? keep : 0);
}

// A shape in BF16 most likely ran at the BF16 peak, FP16 at the FP16 one. -1 where the device
// has none.
int KernelDialog::formatIndex() const
{
    const core::ElementType type = core::ElementTypes::kAll[m_elementType->currentIndex()];
    return m_precision->findData(QString::fromLatin1(core::ElementTypes::id(type)));
}

void KernelDialog::followFormat()
{
    if (m_work->currentIndex() == Counts)
        return;
    const int at = formatIndex();
    if (at >= 0)
        m_precision->setCurrentIndex(at);
}

double KernelDialog::field(const char *key) const
{
    const OptionSpinBox *box = m_fields.value(QLatin1String(key));
    return box ? box->value() : 0.0;
}

std::optional<core::Operation> KernelDialog::shapeOperation() const
{
    const core::ElementType type = core::ElementTypes::kAll[m_elementType->currentIndex()];
    switch (m_work->currentIndex()) {
    case Matmul:
        return core::KernelShapes::matmul({field("m"), field("n"), field("k"), field("batch")},
                                          type);
    case Elementwise:
        return core::KernelShapes::elementwise({field("elements"), field("ops"),
                                                static_cast<int>(field("inputs")),
                                                static_cast<int>(field("outputs"))},
                                               type);
    case Rows:
        return core::KernelShapes::rows(
            {static_cast<core::RowOperation>(m_rowOperation->currentIndex()), field("rows"),
             field("columns")},
            type);
    case Conv2d:
        return core::KernelShapes::conv2d(
            {field("N"), field("C"), field("H"), field("W"), field("K"), field("R"), field("S"),
             static_cast<int>(field("stride")), static_cast<int>(field("padding"))},
            type);
    case Attention:
        return core::KernelShapes::attention({field("abatch"), field("heads"), field("lq"),
                                              field("lk"), field("d"), m_fused->isChecked()},
                                             type);
    default:
        return std::nullopt;
    }
}

std::optional<core::Operation> KernelDialog::operation() const
{
    if (m_work->currentIndex() != Counts)
        return shapeOperation();
    core::Operation op;
    op.id = "user";
    op.flops = field("flops");
    op.bytes = field("bytes");
    return op;
}

QString KernelDialog::name() const
{
    const QString typed = m_name->text().trimmed();
    if (!typed.isEmpty())
        return typed;
    // "my …", so that the name is not taken for one of the lesson's kernels on the chart.
    if (m_work->currentIndex() == Rows) {
        const QString rows[] = {tr("my reduction"), tr("my softmax"), tr("my layer norm")};
        return rows[m_rowOperation->currentIndex()];
    }
    const QString names[] = {tr("my kernel"), tr("my matmul"),      tr("my elementwise"),
                             tr("my rows"),   tr("my convolution"), tr("my attention")};
    return names[m_work->currentIndex()];
}

std::optional<core::UserKernel> KernelDialog::entered(QString &problem) const
{
    const QString typed = name();
    const QByteArray utf8 = typed.toUtf8();
    if (utf8.size() > static_cast<int>(core::UserKernel::kMaxName) ||
        typed.contains(QLatin1Char(',')) || typed.contains(QLatin1Char('='))) {
        problem = KernelsText::badName();
        return std::nullopt;
    }
    const std::optional<core::Operation> op = operation();
    if (!op) {
        problem = tr("This shape has no work: a size is 0, or the filter is larger than the "
                     "padded image.");
        return std::nullopt;
    }
    core::UserKernel k;
    k.name = utf8.toStdString();
    k.flops = op->flops;
    k.bytes = op->bytes;
    if (m_timeKind->currentIndex() == 0)
        k.seconds = m_milliseconds->value() / 1000.0;
    else
        k.setGflops(m_gflops->value());
    if (!(k.seconds >= core::UserKernel::kMinSeconds)) {
        problem = tr("At this speed the kernel would take less than a nanosecond: check the "
                     "speed and the FLOPs.");
        return std::nullopt;
    }
    const int device = m_device->currentIndex();
    if (device >= 0 && device < static_cast<int>(m_devices.size()))
        k.device = m_devices[static_cast<std::size_t>(device)].id;
    k.precision = m_precision->currentData().toString().toStdString();
    // The command line's own checks, so that what the window keeps always reads back.
    core::UserKernel back;
    std::string why, whyZh;
    if (k.precision.empty() || !core::UserKernel::parse(k.spec(), back, why, &whyZh)) {
        const bool chinese = Translation::current() == QLatin1String("zh");
        problem = k.precision.empty()
                      ? tr("This device has no peak to hold the kernel against.")
                      : tr("These figures cannot be kept: %1 (counts from 1 to 10²¹, a time "
                           "from 1 ns to 10⁶ s).")
                            .arg(QString::fromStdString(chinese ? whyZh : why));
        return std::nullopt;
    }
    return back;
}

// Only the page shown counts for the dialog's height, so that a short shape leaves no gap
// where a long one's fields would go.
void KernelDialog::showPage(int index)
{
    for (int i = 0; i < m_pages->count(); ++i)
        m_pages->widget(i)->setSizePolicy(
            QSizePolicy::Preferred, i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_pages->setCurrentIndex(index);
    m_pages->adjustSize();
    adjustSize();
}

void KernelDialog::updatePreview()
{
    m_name->setPlaceholderText(name());
    QString problem;
    const std::optional<core::UserKernel> k = entered(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(k.has_value());
    m_elementType->setEnabled(m_work->currentIndex() != Counts);
    if (!k) {
        m_preview->setStyleSheet(QStringLiteral("color: #c62828;"));
        m_preview->setText(problem);
        return;
    }
    QString text = tr("%1 FLOPs over %2: %3 FLOP/B, %4 GFLOPS in %5.")
                       .arg(Labels::scientific(k->flops, 3), Labels::bytes(k->bytes),
                            Labels::significant(k->flopsPerByte()),
                            Labels::significant(k->gflops()), Labels::duration(k->seconds));
    // A catalog device's datasheet is a ceiling no run passes; this CPU's measured roofs are
    // not known here and are judged on the list.
    const int device = m_device->currentIndex();
    double share = 0.0;
    if (device > 0) {
        const core::DeviceSpec &d = m_devices[static_cast<std::size_t>(device)];
        core::Operation op;
        op.flops = k->flops;
        op.bytes = k->bytes;
        share = core::KernelPlacement::place(op, k->seconds,
                                             core::KernelPlacement::roofsOf(d, k->precision))
                    .shareOfBound;
        text += QLatin1Char(' ') +
                (share > 1.0
                     ? KernelsText::aboveDatasheet(*k, share, d)
                     : tr("%1 of what the datasheet allows there.").arg(Labels::percent(share, 0)));
    }
    m_preview->setStyleSheet(share > 1.0 ? QStringLiteral("color: #c62828;") : QString());
    m_preview->setText(text);
}

// The device and precision of the last kernel added, which the next one most likely shares.
void KernelDialog::restoreChoice()
{
    const QSettings settings;
    const QString device = settings.value(QStringLiteral("kernels/last_device")).toString();
    for (std::size_t i = 0; i < m_devices.size(); ++i) {
        if (QString::fromStdString(m_devices[i].id) == device)
            m_device->setCurrentIndex(static_cast<int>(i));
    }
    const int at =
        m_precision->findData(settings.value(QStringLiteral("kernels/last_precision")).toString());
    if (at >= 0)
        m_precision->setCurrentIndex(at);
}

void KernelDialog::accept()
{
    QString problem;
    const std::optional<core::UserKernel> k = entered(problem);
    if (!k)
        return;
    m_kernel = *k;
    QSettings settings;
    settings.setValue(QStringLiteral("kernels/last_device"), QString::fromStdString(k->device));
    settings.setValue(QStringLiteral("kernels/last_precision"),
                      QString::fromStdString(k->precision));
    QDialog::accept();
}

} // namespace blab::ui
