// SPDX-License-Identifier: GPL-3.0-or-later

#include "tabs/serving_assumptions.h"

#include "catalog/efficiency_defaults.h"
#include "io/option_spec.h"
#include "report/report_model.h"
#include "state/what_if_state.h"
#include "widgets/form_fields.h"
#include "widgets/option_spin_box.h"
#include "widgets/retranslator.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <cmath>

namespace blab::ui {

namespace {

// The source resources/efficiencies.json gives for a default, for a tooltip.
QString sourceOf(const char *id)
{
    const core::EfficiencyFigure *f = core::EfficiencyDefaults::builtIn().figure(id);
    return f ? QString::fromStdString(f->source) : QString();
}

QDoubleSpinBox *microseconds(const core::OptionSpec &spec, QWidget *parent)
{
    auto *box = new OptionSpinBox(spec, 1, parent);
    box->setSuffix(QStringLiteral(" µs"));
    box->setKeyboardTracking(false);
    return box;
}

QLabel *buddyLabel(const Retranslator::Text &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    Retranslator::setText(label, text);
    return label;
}

} // namespace

ServingAssumptions::ServingAssumptions(WhatIfState *state, QWidget *parent)
    : QWidget(parent), m_state(state),
      m_bandwidth(FormFields::percentBox(core::OptionSpec::bandwidthEfficiency, this)),
      m_bySize(new QCheckBox(this)),
      m_products(FormFields::percentBox(core::OptionSpec::prefillEfficiency, this)),
      m_layer(microseconds(core::OptionSpec::layerOverheadUs, this)),
      m_step(microseconds(core::OptionSpec::stepOverheadUs, this)),
      m_defaults(new QPushButton(this))
{
    setObjectName(QStringLiteral("servingAssumptions"));
    m_bandwidth->setObjectName(QStringLiteral("servingBandwidthShare"));
    m_bySize->setObjectName(QStringLiteral("servingSharesBySize"));
    m_products->setObjectName(QStringLiteral("servingProductShare"));
    m_layer->setObjectName(QStringLiteral("servingLayerOverhead"));
    m_step->setObjectName(QStringLiteral("servingStepOverhead"));
    m_defaults->setObjectName(QStringLiteral("servingAssumptionDefaults"));
    Retranslator::bind(this, [this] { explainControls(); });
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(buddyLabel([] { return tr("Expected with: bandwidth"); }, m_bandwidth, this));
    row->addWidget(m_bandwidth);
    row->addWidget(m_bySize);
    row->addWidget(m_products);
    row->addWidget(buddyLabel([] { return tr("layer"); }, m_layer, this));
    row->addWidget(m_layer);
    row->addWidget(buddyLabel([] { return tr("step"); }, m_step, this));
    row->addWidget(m_step);
    row->addWidget(m_defaults);
    row->addStretch(1);
    connectInputs();
}

void ServingAssumptions::explainControls()
{
    const QString why = tr("The bound (the roofline) has none of these; the expected figures "
                           "apply them. Default's source: %1");
    m_bandwidth->setToolTip(tr("Share of the label memory bandwidth the expected figures stream "
                               "weights and caches at.") +
                            QStringLiteral("\n\n") + why.arg(sourceOf("bandwidth_efficiency")));
    m_bySize->setText(tr("products by si&ze"));
    m_bySize->setToolTip(tr("Checked: each matrix product reaches the share of the peak cuBLAS "
                            "measures for a product of its size, so a 128-token prefill reaches "
                            "less than a 2048-token one. Unchecked: one share for every "
                            "product, the box beside.") +
                         QStringLiteral("\n\n") + why.arg(sourceOf("gemm_share_16bit")));
    m_products->setToolTip(
        tr("One share of the peak for every matrix product (--prefill-efficiency, "
           "or --utilization in serving)."));
    m_layer->setToolTip(tr("Fixed cost of each layer in each step: kernel launches and the small "
                           "kernels between the products.") +
                        QStringLiteral("\n\n") + why.arg(sourceOf("layer_overhead_us")));
    m_step->setToolTip(tr("Fixed cost of each step outside the layers: sampling and handing the "
                          "new tokens to the host.") +
                       QStringLiteral("\n\n") + why.arg(sourceOf("step_overhead_us")));
    m_defaults->setText(tr("Defaults"));
    m_defaults->setToolTip(tr("Back to the defaults of resources/efficiencies.json, each with "
                              "its published source."));
}

void ServingAssumptions::connectInputs()
{
    const auto set = [this](auto change) {
        m_state->modify(change);
    };
    connect(m_bandwidth, &QSpinBox::valueChanged, this, [set](int v) {
        set([v](core::WhatIfInputs &in) { in.bandwidthEfficiency = v / 100.0; });
    });
    connect(m_bySize, &QCheckBox::toggled, this, [this, set](bool bySize) {
        const double share = m_products->value() / 100.0;
        set([bySize, share](core::WhatIfInputs &in) {
            if (bySize)
                in.prefillEfficiency.reset();
            else
                in.prefillEfficiency = share;
        });
    });
    connect(m_products, &QSpinBox::valueChanged, this, [set](int v) {
        set([v](core::WhatIfInputs &in) { in.prefillEfficiency = v / 100.0; });
    });
    connect(m_layer, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.layerOverheadUs = v; }); });
    connect(m_step, &QDoubleSpinBox::valueChanged, this,
            [set](double v) { set([v](core::WhatIfInputs &in) { in.stepOverheadUs = v; }); });
    connect(m_defaults, &QPushButton::clicked, this, [set] {
        set([](core::WhatIfInputs &in) {
            in.bandwidthEfficiency.reset();
            in.prefillEfficiency.reset();
            in.layerOverheadUs.reset();
            in.stepOverheadUs.reset();
        });
    });
}

void ServingAssumptions::syncControls(const core::ReportModel &model)
{
    if (!model.inferenceInputs)
        return;
    const core::ServingEfficiency &e = model.inferenceInputs->efficiency;
    const QSignalBlocker blockers[] = {QSignalBlocker(m_bandwidth), QSignalBlocker(m_bySize),
                                       QSignalBlocker(m_products), QSignalBlocker(m_layer),
                                       QSignalBlocker(m_step)};
    m_bandwidth->setValue(static_cast<int>(std::lround(e.bandwidth * 100)));
    const bool bySize = !model.inputs.prefillEfficiency.has_value() && !e.gemmCurve.empty();
    m_bySize->setChecked(bySize);
    m_products->setEnabled(!bySize);
    // By size, the box shows what the prefill reaches, the figure a share typed in replaces.
    m_products->setValue(static_cast<int>(
        std::lround((bySize ? model.inference->prefill.computeShare : e.compute) * 100)));
    m_layer->setValue(e.layerOverheadSeconds * 1e6);
    m_step->setValue(e.stepOverheadSeconds * 1e6);
}

} // namespace blab::ui
