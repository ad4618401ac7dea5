// SPDX-License-Identifier: GPL-3.0-or-later

// The command line's export draws a ChartSet fed straight from a snapshot, with no window. Each of
// its charts must be the window's chart to the pixel, for the same inputs, so that an exported
// figure is what the user saw.

#include "charts/chart_exporter.h"
#include "charts/chart_set.h"
#include "charts/chart_view.h"
#include "gui_fixture.h"

#include <QImage>
#include <string>

namespace blab::ui::test {
namespace {

struct InputsRow
{
    std::string name;
    std::function<void(core::WhatIfInputs &)> change;
};

class ChartSetMatchesWindow : public GuiTest, public testing::WithParamInterface<InputsRow>
{
};

TEST_P(ChartSetMatchesWindow, PixelForPixel)
{
    m_state->modify(GetParam().change);
    settle();
    const std::shared_ptr<const core::ReportModel> snapshot = m_state->snapshot();
    ChartSet set;
    set.setData(*snapshot);
    const QList<ChartView *> headless = set.charts();
    const QList<ChartView *> window = m_window->upToDateCharts();
    ASSERT_EQ(headless.size(), window.size());
    const ExportOptions options{QSize(640, 400), 1.0};
    for (int i = 0; i < window.size(); ++i) {
        const std::string stem = window.at(i)->fileStem().toStdString();
        EXPECT_EQ(headless.at(i)->fileStem().toStdString(), stem);
        // The sgemm runs are the measure tab's own; with nothing measured both are empty frames.
        const QImage a = ChartExporter::render(headless.at(i), options);
        const QImage b = ChartExporter::render(window.at(i), options);
        EXPECT_TRUE(a == b) << stem;
    }
}

INSTANTIATE_TEST_SUITE_P(Inputs, ChartSetMatchesWindow,
                         testing::Values(InputsRow{"lesson",
                                                   [](core::WhatIfInputs &) {
                                                   }},
                                         InputsRow{"h100_bf16_roofline",
                                                   [](core::WhatIfInputs &in) {
                                                       in.rooflineDevice = "h100_sxm";
                                                       in.precision = core::Precision::Bf16;
                                                       in.device = "h100_sxm";
                                                   }},
                                         InputsRow{"slow_link_big_batch",
                                                   [](core::WhatIfInputs &in) {
                                                       in.linkGBs = 0.5;
                                                       in.userBatch = 4096;
                                                       in.params = 7e10;
                                                   }}),
                         [](const auto &info) { return info.param.name; });

} // namespace
} // namespace blab::ui::test
