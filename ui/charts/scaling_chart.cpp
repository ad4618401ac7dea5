#include "ui/charts/scaling_chart.h"

#include "ui/charts/chart_style.h"
#include "ui/labels.h"

#include <QCoreApplication>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>

namespace blab::ui {

const ScalingChart::ReferenceLink ScalingChart::kReferences[3] = {
    {QT_TRANSLATE_NOOP("blab::ui::ScalingChart", "PCIe 3.0, 12 GB/s"), 12.0},
    {QT_TRANSLATE_NOOP("blab::ui::ScalingChart", "PCIe 4.0, 25 GB/s"), 25.0},
    {QT_TRANSLATE_NOOP("blab::ui::ScalingChart", "NVLink class, 300 GB/s"), 300.0},
};

ScalingChart::ScalingChart(QWidget *parent)
    : ChartView(QStringLiteral("scaling"), parent), m_ideal(new QLineSeries(this)),
      m_current(new QLineSeries(this)), m_marker(new QScatterSeries(this)),
      m_x(new QLogValueAxis(this)), m_y(new QLogValueAxis(this))
{
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(2);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setRange(1, kMaxCards);
    }
    setAxes(m_x, m_y);
    QPen idealPen(ChartStyle::muted());
    idealPen.setStyle(Qt::DotLine);
    idealPen.setWidthF(1.5);
    m_ideal->setPen(idealPen);
    QList<QAbstractSeries *> all{m_ideal};
    const QColor colours[3] = {ChartStyle::bandwidth(), QColor(0x8e, 0x24, 0xaa),
                               ChartStyle::accent()};
    for (int i = 0; i < 3; ++i) {
        auto *s = new QLineSeries(this);
        QPen pen(colours[i]);
        pen.setWidthF(1.5);
        pen.setStyle(Qt::DashLine);
        s->setPen(pen);
        m_references.append(s);
        all.append(s);
    }
    QPen currentPen(ChartStyle::compute());
    currentPen.setWidthF(3);
    m_current->setPen(currentPen);
    m_marker->setColor(ChartStyle::compute());
    m_marker->setMarkerSize(14);
    all << m_current << m_marker;
    for (QAbstractSeries *s : all) {
        plot(s);
    }
    QList<QPointF> ideal;
    for (int n = 1; n <= kMaxCards; n *= 2)
        ideal.append(QPointF(n, n));
    m_ideal->replace(ideal);
    // Six entries with link names do not fit in one row under a half-width chart.
    chart()->legend()->setAlignment(Qt::AlignRight);
    retranslate();
}

void ScalingChart::retranslate()
{
    chart()->setTitle(tr("Data-parallel speed-up against the number of cards"));
    m_x->setTitleText(tr("Cards (log scale)"));
    m_y->setTitleText(tr("Speed-up over one card (log scale)"));
    m_ideal->setName(tr("Ideal"));
    for (int i = 0; i < m_references.size(); ++i)
        m_references[i]->setName(tr(kReferences[i].name));
    m_marker->setName(tr("Your setup"));
}

void ScalingChart::setData(const core::InterconnectInputs &inputs)
{
    const auto curve = [&](double gbs) {
        QList<QPointF> points;
        core::InterconnectInputs in = inputs;
        in.linkGBs = gbs;
        for (int n = 1; n <= kMaxCards; ++n) {
            in.cards = n;
            points.append(QPointF(n, std::max(1.0, core::InterconnectModel::evaluate(in).speedup)));
        }
        return points;
    };
    for (int i = 0; i < m_references.size(); ++i)
        m_references[i]->replace(curve(kReferences[i].gbs));
    m_current->replace(curve(inputs.linkGBs));
    m_current->setName(tr("Your link, %1 GB/s").arg(Labels::significant(inputs.linkGBs)));
    const double speedup = core::InterconnectModel::evaluate(inputs).speedup;
    m_marker->replace(QList<QPointF>{{static_cast<double>(inputs.cards), std::max(1.0, speedup)}});
}

} // namespace blab::ui
