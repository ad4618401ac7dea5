// SPDX-License-Identifier: GPL-3.0-or-later

// Charts for papers and slides: every chart with data writes an SVG that parses and draws its
// series and caption, and a CSV whose figures read back as the snapshot's own doubles.

#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "charts/chart_table.h"
#include "charts/chart_view.h"
#include "gui_fixture.h"

#include <QChart>
#include <QImage>
#include <QXmlStreamReader>
#include <cmath>
#include <functional>
#include <map>

namespace blab::ui::test {
namespace {

// One CSV line split into fields, with "" inside quotes read as one quote.
QStringList csvFields(const QString &line)
{
    QStringList fields{QString()};
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line.at(i + 1) == c) {
            fields.last() += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (c == QLatin1Char(',') && !quoted) {
            fields.append(QString());
        } else {
            fields.last() += c;
        }
    }
    return fields;
}

ChartView *chartCalled(const QList<ChartView *> &views, const QString &stem)
{
    for (ChartView *view : views) {
        if (view->fileStem() == stem)
            return view;
    }
    ADD_FAILURE() << "no chart " << stem.toStdString();
    return nullptr;
}

// The figures are printed with every digit, so they read back within rounding of one double.
constexpr double kRelative = 1e-12;

void expectNear(double actual, double expected, const std::string &what)
{
    EXPECT_NEAR(actual, expected, std::abs(expected) * kRelative + 1e-300) << what;
}

using ExportFormats = GuiTest;

TEST_F(ExportFormats, EverySvgParsesAndDrawsItsSeriesAndCaption)
{
    settle();
    ChartSet set;
    set.setData(*m_state->snapshot());
    int checked = 0;
    for (ChartView *view : set.charts()) {
        if (!view->hasData())
            continue;
        const std::string stem = view->fileStem().toStdString();
        ASSERT_FALSE(view->caption().isEmpty()) << stem;
        QXmlStreamReader xml(ChartExporter::svg(view, {QSize(1600, 1000), 1.0}));
        std::map<QString, int> elements;
        QStringList texts;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            ++elements[xml.name().toString()];
            if (xml.name() == QLatin1String("text"))
                texts << xml.readElementText().simplified();
        }
        EXPECT_FALSE(xml.hasError()) << stem << ": " << xml.errorString().toStdString();
        // Lines are polylines or paths, bars and markers rects or polygons: far more than the
        // background and the frame.
        const int shapes = elements["path"] + elements["polyline"] + elements["polygon"] +
                           elements["rect"] + elements["circle"];
        EXPECT_GT(shapes, 10) << stem;
        EXPECT_TRUE(texts.contains(view->caption())) << stem;
        EXPECT_TRUE(texts.contains(view->chart()->title())) << stem;
        ++checked;
    }
    // The devices, roofline, batch copy, scaling and memory charts need no measurement.
    EXPECT_EQ(checked, 5);
}

// One figure of the CSV and the snapshot's value it must read back as.
struct CsvRow
{
    const char *name;
    const char *stem;
    // The row's series column; empty: any series.
    const char *series;
    // The point's index within its series.
    int index;
    // The expected x (or nothing for a bar's category) and y, from the snapshot.
    std::function<std::pair<double, double>(const core::ReportModel &)> expected;
};

class CsvReadsBack : public GuiTest, public testing::WithParamInterface<CsvRow>
{
};

TEST_P(CsvReadsBack, TheModelsValue)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.memBandwidthGBs = 37.5;
        in.linkGBs = 3.3;
        in.params = 7e9;
        in.device = "h100_sxm";
    });
    settle();
    const CsvRow &r = GetParam();
    ChartSet set;
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    set.setData(*snapshot);
    ChartView *view = chartCalled(set.charts(), QString::fromLatin1(r.stem));
    ASSERT_NE(view, nullptr);
    const QStringList lines = ChartTable::csv(view).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GT(lines.size(), 1);
    // The header names each column, the figures' units with them.
    const QStringList header = csvFields(lines.first());
    ASSERT_EQ(header.size(), 3);
    EXPECT_FALSE(header.at(2).isEmpty());
    QList<QStringList> rows;
    for (const QString &line : lines.mid(1)) {
        const QStringList fields = csvFields(line);
        ASSERT_EQ(fields.size(), 3) << line.toStdString();
        if (fields.first() == QLatin1String(r.series))
            rows << fields;
    }
    ASSERT_GT(rows.size(), r.index);
    const auto [x, y] = r.expected(*snapshot);
    const QStringList &row = rows.at(r.index);
    if (!std::isnan(x))
        expectNear(row.at(1).toDouble(), x, "x");
    expectNear(row.at(2).toDouble(), y, "y");
}

const double kCategory = std::nan("");

INSTANTIATE_TEST_SUITE_P(
    Charts, CsvReadsBack,
    testing::Values(
        CsvRow{"roofline_balance", "roofline", "Balance point", 0,
               [](const core::ReportModel &m) {
                   return std::pair{m.roofline.balanceFlopsPerByte(), m.roofline.peakGflops};
               }},
        CsvRow{"roofline_roof_corner", "roofline", "Model roof", 1,
               [](const core::ReportModel &m) {
                   return std::pair{m.roofline.balanceFlopsPerByte(), m.roofline.peakGflops};
               }},
        CsvRow{"roofline_vector_add", "roofline", "vector add", 0,
               [](const core::ReportModel &m) {
                   const double ai = m.operations.at(1).flopsPerByte();
                   return std::pair{ai, m.roofline.attainableGflops(ai)};
               }},
        CsvRow{"batch_copy_first_batch_cpu", "batch-copy", "Copy over the link", 0,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.transfers.at(0).copyShare * 100};
               }},
        CsvRow{"batch_copy_first_batch_accel", "batch-copy", "Copy over the link", 1,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.transfers.at(0).accelCopyShare * 100};
               }},
        CsvRow{"devices_second_compute", "devices", "FP32 compute", 1,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.ratios.at(1).compute};
               }},
        CsvRow{"devices_third_bandwidth", "devices", "Memory bandwidth", 2,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.ratios.at(2).bandwidth};
               }},
        CsvRow{"memory_weights_unsplit", "memory", "Weights", 0,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.memory.weightsBytes / 1e9};
               }},
        CsvRow{"memory_optimizer_split", "memory", "Optimizer state", 1,
               [](const core::ReportModel &m) {
                   return std::pair{kCategory, m.memory.optimizerBytes / m.sharding.cards / 1e9};
               }},
        CsvRow{"scaling_ideal_eight_cards", "scaling", "Ideal", 3,
               [](const core::ReportModel &) {
                   return std::pair{8.0, 8.0};
               }}),
    [](const auto &info) { return std::string(info.param.name); });

// The share of sampled pixels where large, scaled down to small's size, differs clearly.
double differingShare(const QImage &small, const QImage &large)
{
    const QImage shrunk =
        large.scaled(small.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    qint64 differing = 0;
    qint64 sampled = 0;
    for (int y = 0; y < small.height(); y += 3) {
        for (int x = 0; x < small.width(); x += 3) {
            differing += qAbs(qGray(small.pixel(x, y)) - qGray(shrunk.pixel(x, y))) > 96;
            ++sampled;
        }
    }
    return double(differing) / double(sampled);
}

// Text keeps its share of the picture: the chart at 3000 px is the 1200 px one drawn 2.5 times
// as large, not the same small text on a larger canvas.
TEST_F(ExportFormats, TextGrowsWithTheImage)
{
    settle();
    ChartSet set;
    set.setData(*m_state->snapshot());
    ChartView *roofline = chartCalled(set.charts(), QStringLiteral("roofline"));
    ASSERT_NE(roofline, nullptr);
    const QImage small = ChartExporter::render(roofline, {QSize(1200, 750), 1.0});
    ExportOptions large{QSize(3000, 1875), 1.0};
    const QImage fitted = ChartExporter::render(roofline, large);
    large.fitText = false;
    const QImage unfitted = ChartExporter::render(roofline, large);
    ASSERT_EQ(fitted.width(), 3000);
    const double fittedShare = differingShare(small, fitted);
    const double unfittedShare = differingShare(small, unfitted);
    EXPECT_LT(fittedShare, 0.02);
    EXPECT_LT(fittedShare * 3, unfittedShare) << fittedShare << " against " << unfittedShare;
}

} // namespace
} // namespace blab::ui::test
