// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/bandwidth_chart.h"

#include "charts/chart_label.h"
#include "charts/chart_style.h"
#include "text/labels.h"

#include <QCategoryAxis>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {

// Before the first profile: 4 KiB to 256 MiB, 1 to 1000 GB/s, so the empty frame already looks
// like the chart it will become.
constexpr double kEmptyLowBytes = 4096.0;
constexpr double kEmptyHighBytes = 256.0 * 1024.0 * 1024.0;

double powerOfFourAtOrBelow(double bytes)
{
    return std::pow(4.0, std::floor(std::log2(std::max(bytes, 1.0)) / 2.0));
}

double powerOfFourAtOrAbove(double bytes)
{
    return std::pow(4.0, std::ceil(std::log2(std::max(bytes, 1.0)) / 2.0));
}

} // namespace

BandwidthChart::BandwidthChart(QWidget *parent)
    : ChartView(QStringLiteral("memory-bandwidth"), parent), m_all(new QLineSeries(this)),
      m_one(new QLineSeries(this)), m_triad(new QLineSeries(this)),
      m_triadOne(new QLineSeries(this)), m_placeholder(new QGraphicsSimpleTextItem(chart())),
      m_x(new QLogValueAxis(this)), m_xLabels(new QCategoryAxis(this)),
      m_yLog(new QLogValueAxis(this)), m_yLinear(new QValueAxis(this))
{
    // The last size label is centred on the plot's right edge; the margin keeps it whole.
    chart()->setMargins(QMargins(6, 6, 28, 6));
    setUpAxes();
    styleSeries();
    // The levels first, so that the curves are drawn over their bars.
    buildLevelPool();
    plot(m_all);
    plot(m_one);
    plot(m_triad);
    plot(m_triadOne);
    // The legend draws each curve's own line, so that the dashed triad tells from the read.
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    applyPalette();
    for (QLineSeries *curve : {m_all, m_one, m_triad, m_triadOne})
        connect(
            curve, &QLineSeries::hovered, this,
            [this, curve](const QPointF &point, bool entered) { showTip(curve, point, entered); });
    clear();
}

void BandwidthChart::setUpAxes()
{
    m_x->setBase(4);
    m_x->setMinorTickCount(0);
    // The category axis below writes the sizes in KiB, MiB and GiB, which a log axis's printf
    // format cannot; this axis keeps the mapping and the grid.
    m_x->setLabelsVisible(false);
    m_xLabels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_xLabels->setGridLineVisible(false);
    m_xLabels->setLineVisible(false);
    m_yLog->setBase(10);
    m_yLog->setLabelFormat(ChartView::kAxisNumbers);
    m_yLog->setMinorTickCount(8);
    m_yLinear->setLabelFormat(ChartView::kAxisNumbers);
    setAxes(m_x, m_yLog);
    chart()->addAxis(m_xLabels, Qt::AlignBottom);
    chart()->addAxis(m_yLinear, Qt::AlignLeft);
    m_yLinear->setVisible(false);
}

void BandwidthChart::styleSeries()
{
    QPen allPen(ChartStyle::bandwidth());
    allPen.setWidthF(2.5);
    m_all->setPen(allPen);
    m_all->setPointsVisible(true);
    QPen onePen(ChartStyle::accent());
    onePen.setWidthF(2.0);
    m_one->setPen(onePen);
    m_one->setPointsVisible(true);
    // The triad in the same colours, dashed and thinner: the same threads, another kernel.
    QPen triadPen(ChartStyle::bandwidth());
    triadPen.setWidthF(1.5);
    triadPen.setStyle(Qt::DashLine);
    m_triad->setPen(triadPen);
    QPen triadOnePen(ChartStyle::accent());
    triadOnePen.setWidthF(1.5);
    triadOnePen.setStyle(Qt::DashLine);
    m_triadOne->setPen(triadOnePen);
}

void BandwidthChart::buildLevelPool()
{
    QFont bold = m_placeholder->font();
    bold.setBold(true);
    for (int i = 0; i < kMaxLevels; ++i) {
        m_edges.append(new QLineSeries(this));
        m_figures.append(new QLineSeries(this));
        m_edgeLabels.append(new ChartLabel(chart()));
        m_figureLabels.append(new ChartLabel(chart()));
        m_figureLabels.last()->setFont(bold);
        plot(m_edges.last());
        plot(m_figures.last());
        // The lines are named on the chart itself; the legend explains the two curves.
        chart()->legend()->markers(m_edges.last()).first()->setVisible(false);
        chart()->legend()->markers(m_figures.last()).first()->setVisible(false);
    }
}

void BandwidthChart::applyPalette()
{
    ChartView::applyPalette();
    // The edges and the levels' bars frame the curves rather than compete with them, so they are
    // drawn in the text colour, light or dark alike.
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.5);
    QPen edgePen(faint);
    edgePen.setStyle(Qt::DashLine);
    edgePen.setWidthF(1.2);
    QColor band = text;
    band.setAlphaF(0.3);
    QPen figurePen(band);
    figurePen.setWidthF(7.0);
    figurePen.setCapStyle(Qt::FlatCap);
    for (QLineSeries *s : m_edges)
        s->setPen(edgePen);
    for (QLineSeries *s : m_figures)
        s->setPen(figurePen);
    // The labels cross grid lines and curves; a backdrop in the chart's own colour keeps them
    // legible, as on the roofline.
    for (ChartLabel *label : m_edgeLabels + m_figureLabels) {
        label->setBrush(text);
        label->usePalette(palette());
    }
    m_placeholder->setBrush(text);
}

void BandwidthChart::retranslate()
{
    chart()->setTitle(tr("Memory hierarchy: bandwidth against working-set size"));
    m_xLabels->setTitleText(tr("Working set of all threads together (bytes, log scale)"));
    m_yLog->setTitleText(tr("Bandwidth (GB/s, log scale)"));
    m_yLinear->setTitleText(tr("Bandwidth (GB/s)"));
    m_all->setName(m_threads > 0 ? tr("Read, all threads (%1)").arg(m_threads)
                                 : tr("Read, all threads"));
    m_one->setName(tr("Read, one thread"));
    m_triad->setName(tr("Triad, all threads"));
    m_triadOne->setName(tr("Triad, one thread"));
    m_placeholder->setText(placeholderText());
    // The levels' labels name them ("DRAM", "内存"), so they change language too.
    nameLevels();
}

QString BandwidthChart::placeholderText() const
{
    if (!m_empty)
        return QString();
    if (m_noSweep)
        return tr("This profile was measured before the memory hierarchy was.\nMeasure the "
                  "roofline again to see it.");
    return tr("Not measured yet: measure this machine's roofline on tab 1.");
}

QList<QLineSeries *> BandwidthChart::allSeries() const
{
    QList<QLineSeries *> series{m_all, m_one, m_triad, m_triadOne};
    for (int i = 0; i < kMaxLevels; ++i)
        series << m_edges.at(i) << m_figures.at(i);
    return series;
}

void BandwidthChart::setData(const core::ReportModel &snapshot)
{
    const std::optional<core::MachineProfile> &profile = snapshot.profile;
    m_noSweep = profile && profile->bandwidthSweep.empty();
    if (!profile || m_noSweep) {
        clear();
        return;
    }
    m_empty = false;
    m_threads = profile->threads;
    m_sweep = profile->bandwidthSweep;
    m_levels = profile->levels;
    m_sweepLevels = snapshot.hierarchy ? snapshot.hierarchy->sweepLevels
                                       : std::vector<core::HierarchyRoofline::SweepLevels>{};
    retranslate();
    showSweep(*profile);
    showLevels(profile->levels);
    m_placeholder->setVisible(false);
    relayout();
}

void BandwidthChart::clear()
{
    m_empty = true;
    m_threads = 0;
    m_sweep.clear();
    m_levels.clear();
    m_sweepLevels.clear();
    retranslate();
    for (QLineSeries *s : allSeries())
        s->clear();
    for (ChartLabel *label : m_edgeLabels + m_figureLabels)
        label->setVisible(false);
    setXRange(kEmptyLowBytes, kEmptyHighBytes);
    setYRange(1.0, 1000.0);
    m_placeholder->setVisible(true);
    relayout();
}

void BandwidthChart::showSweep(const core::MachineProfile &profile)
{
    QList<QPointF> all;
    QList<QPointF> one;
    QList<QPointF> triad;
    QList<QPointF> triadOne;
    double low = profile.bandwidthSweep.front().gbs;
    double high = low;
    for (const core::BandwidthPoint &p : profile.bandwidthSweep) {
        all.append(QPointF(double(p.bytes), p.gbs));
        one.append(QPointF(double(p.bytes), p.gbs1));
        low = std::min({low, p.gbs, p.gbs1});
        high = std::max({high, p.gbs, p.gbs1});
        // A profile from before the triad was swept has none; it is left out, not drawn at 0.
        if (p.triadGbs > 0 && p.triadGbs1 > 0) {
            triad.append(QPointF(double(p.bytes), p.triadGbs));
            triadOne.append(QPointF(double(p.bytes), p.triadGbs1));
            low = std::min({low, p.triadGbs, p.triadGbs1});
            high = std::max({high, p.triadGbs, p.triadGbs1});
        }
    }
    for (const core::MemoryLevel &level : profile.levels) {
        if (level.gbs > 0) {
            low = std::min(low, level.gbs);
            high = std::max(high, level.gbs);
        }
    }
    setXRange(double(profile.bandwidthSweep.front().bytes),
              double(profile.bandwidthSweep.back().bytes));
    setYRange(low, high);
    m_all->replace(all);
    m_one->replace(one);
    m_triad->replace(triad);
    m_triadOne->replace(triadOne);
    // A profile from before the triad was swept: no curves, and no legend entries for them.
    m_triad->setVisible(!triad.isEmpty());
    m_triadOne->setVisible(!triadOne.isEmpty());
}

void BandwidthChart::showLevels(const std::vector<core::MemoryLevel> &levels)
{
    const double yLow = logY() ? m_yLog->min() : m_yLinear->min();
    const double yHigh = logY() ? m_yLog->max() : m_yLinear->max();
    // Each level's bar runs from the edge of the level below to its own edge; DRAM's from the
    // last cache to the end of the sweep.
    double from = m_x->min();
    for (int i = 0; i < kMaxLevels; ++i) {
        const bool present = i < int(levels.size());
        const core::MemoryLevel *level = present ? &levels[std::size_t(i)] : nullptr;
        const bool edge = present && level->holdsBytes > 0;
        const bool figure = present && level->gbs > 0;
        const double to = edge ? double(level->holdsBytes) : m_x->max();
        if (edge)
            m_edges[i]->replace(QList<QPointF>{{to, yLow}, {to, yHigh}});
        else
            m_edges[i]->clear();
        if (figure)
            m_figures[i]->replace(QList<QPointF>{{from, level->gbs}, {to, level->gbs}});
        else
            m_figures[i]->clear();
        m_edgeLabels[i]->setVisible(edge);
        m_figureLabels[i]->setVisible(figure);
        if (edge)
            from = to;
    }
    nameLevels();
}

void BandwidthChart::nameLevels()
{
    for (int i = 0; i < kMaxLevels && i < int(m_levels.size()); ++i) {
        const core::MemoryLevel &level = m_levels[std::size_t(i)];
        const QString name = Labels::memoryLevel(level.name);
        m_edgeLabels[i]->setText(
            tr("%1 %2").arg(name, Labels::binaryBytes(double(level.holdsBytes))));
        m_figureLabels[i]->setText(tr("%1 %2 GB/s").arg(name, Labels::significant(level.gbs)));
    }
}

void BandwidthChart::setXRange(double low, double high)
{
    const double from = powerOfFourAtOrBelow(low);
    const double to = std::max(powerOfFourAtOrAbove(high), from * 4.0);
    m_x->setRange(from, to);
    // Positions on the category axis are in powers of two, which it maps linearly as the log
    // axis maps bytes, so both put a size at the same place.
    m_xLabels->setRange(std::log2(from), std::log2(to));
    m_labelFactor = 0.0;
    labelSizes();
}

void BandwidthChart::labelSizes()
{
    const double from = m_x->min();
    const double to = m_x->max();
    // The labels sit on the log axis's grid lines, every power of four, where there is room
    // for them; on a narrow chart Qt would cut each one short, so every second line goes
    // unlabelled instead.
    const double steps = std::log2(to / from) / 2.0;
    const double width = chart()->plotArea().width();
    const double factor = width > 0 && width / steps < kMinLabelSpacing ? 16.0 : 4.0;
    if (factor == m_labelFactor)
        return;
    m_labelFactor = factor;
    for (const QString &label : m_xLabels->categoriesLabels())
        m_xLabels->remove(label);
    m_xLabels->setStartValue(std::log2(from) - 1.0);
    for (double bytes = from; bytes <= to * 1.0001; bytes *= factor)
        m_xLabels->append(Labels::binaryBytes(bytes), std::log2(bytes));
}

void BandwidthChart::setYRange(double low, double high)
{
    const bool log = high > low * 10.0;
    useLogY(log);
    if (log) {
        const QPair<double, double> range = decadeRange(low, high);
        m_yLog->setRange(range.first, range.second);
    } else {
        m_yLinear->setRange(0.0, std::max(high, 1e-9) * 1.1);
        m_yLinear->applyNiceNumbers();
    }
}

void BandwidthChart::useLogY(bool log)
{
    if (m_logY == log)
        return;
    QAbstractAxis *from = m_logY ? static_cast<QAbstractAxis *>(m_yLog) : m_yLinear;
    QAbstractAxis *to = log ? static_cast<QAbstractAxis *>(m_yLog) : m_yLinear;
    // Both axes were added once; the series move from one to the other, so that a range within
    // a decade reads on a plain scale without an axis being created.
    for (QLineSeries *s : allSeries()) {
        s->detachAxis(from);
        s->attachAxis(to);
    }
    from->setVisible(false);
    to->setVisible(true);
    m_logY = log;
}

QString BandwidthChart::pointText(int i) const
{
    if (i < 0 || i >= int(m_sweep.size()))
        return {};
    const core::BandwidthPoint &p = m_sweep[std::size_t(i)];
    // Each thread brings its own L1 and L2, so the same bytes can sit in a cache for all threads
    // together and spill from it for one thread alone.
    const auto levelName = [this](int level) {
        return level < 0 || level >= int(m_levels.size())
                   ? tr("an unknown level")
                   : Labels::memoryLevel(m_levels[std::size_t(level)].name);
    };
    const core::HierarchyRoofline::SweepLevels levels =
        std::size_t(i) < m_sweepLevels.size() ? m_sweepLevels[std::size_t(i)]
                                              : core::HierarchyRoofline::SweepLevels{};
    QString text = tr("Working set %1\nAll threads: %2 GB/s, from %3\nOne thread: %4 GB/s, from %5")
                       .arg(Labels::binaryBytes(double(p.bytes)), Labels::significant(p.gbs),
                            levelName(levels.allThreads), Labels::significant(p.gbs1),
                            levelName(levels.oneThread));
    if (p.triadGbs > 0 && p.triadGbs1 > 0)
        text += QLatin1Char('\n') +
                tr("Triad: %1 GB/s with all threads, %2 GB/s with one")
                    .arg(Labels::significant(p.triadGbs), Labels::significant(p.triadGbs1));
    return text;
}

void BandwidthChart::showTip(QLineSeries *series, const QPointF &point, bool entered)
{
    if (!entered || series->count() == 0) {
        QToolTip::hideText();
        return;
    }
    // A line reports the place on it under the mouse, between two points as often as on one;
    // the tooltip is the nearest point's, nearest on the screen since the axis is logarithmic.
    const double x = chart()->mapToPosition(point, series).x();
    int nearest = 0;
    for (int i = 1; i < series->count(); ++i) {
        if (std::abs(chart()->mapToPosition(series->at(i), series).x() - x) <
            std::abs(chart()->mapToPosition(series->at(nearest), series).x() - x))
            nearest = i;
    }
    // The triad curves leave out points without a triad, so the point is found by its size.
    const double bytes = series->at(nearest).x();
    for (std::size_t i = 0; i < m_sweep.size(); ++i) {
        if (double(m_sweep[i].bytes) == bytes) {
            QToolTip::showText(QCursor::pos(), pointText(int(i)), this);
            return;
        }
    }
}

void BandwidthChart::relayout()
{
    QChart *c = chart();
    labelSizes();
    const QRectF plot = c->plotArea();
    const QRectF box = m_placeholder->boundingRect();
    m_placeholder->setPos(plot.center() - QPointF(box.width() / 2, box.height() / 2));
    QList<QRectF> taken;
    for (int i = 0; i < kMaxLevels; ++i) {
        if (!m_edgeLabels[i]->isVisible() || m_edges[i]->count() != 2)
            continue;
        // Left of the line's top, so that the name sits inside the level it closes.
        const QPointF top = c->mapToPosition(m_edges[i]->at(1), m_edges[i]);
        const QRectF r = m_edgeLabels[i]->boundingRect();
        m_edgeLabels[i]->setPos(top.x() - r.width() - 4.0, top.y() + 4.0);
        taken.append(QRectF(m_edgeLabels[i]->pos(), r.size()));
    }
    for (int i = 0; i < kMaxLevels; ++i) {
        if (!m_figureLabels[i]->isVisible() || m_figures[i]->count() != 2)
            continue;
        const QPointF a = c->mapToPosition(m_figures[i]->at(0), m_figures[i]);
        const QPointF b = c->mapToPosition(m_figures[i]->at(1), m_figures[i]);
        const QRectF r = m_figureLabels[i]->boundingRect();
        const double x = std::clamp((a.x() + b.x() - r.width()) / 2, plot.left(),
                                    std::max(plot.left(), plot.right() - r.width()));
        // Above the bar, or below it where a label already stands there: on a narrow chart the
        // short levels' names would otherwise run into each other.
        QRectF place(QPointF(x, a.y() - r.height() - 4.0), r.size());
        for (const QRectF &other : taken) {
            if (place.intersects(other)) {
                place.moveTop(a.y() + 5.0);
                break;
            }
        }
        m_figureLabels[i]->setPos(place.topLeft());
        taken.append(place);
    }
}

} // namespace blab::ui
