// SPDX-License-Identifier: GPL-3.0-or-later

// One slider move end to end on each live chart: the state recomputes the model, the tab updates
// its table and series, and the chart repaints at 1600 x 1000 offscreen. Run with
//   build/tests/benchmarks/slider_benchmarks --benchmark_repetitions=5
// The figure to watch is the time per iteration against a 60 Hz frame (16.7 ms).

#include "charts/batch_copy_chart.h"
#include "charts/chart_exporter.h"
#include "charts/chart_view.h"
#include "charts/roofline_chart.h"
#include "charts/scaling_chart.h"
#include "charts/serving_rate_chart.h"
#include "main_window.h"
#include "state/what_if_state.h"
#include "tabs/intensity_tab.h"
#include "tabs/questions_tab.h"
#include "tabs/serving_panel.h"
#include "tabs/transfer_tab.h"
#include "widgets/log_slider.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace {

using namespace blab::ui;

struct Fixture
{
    WhatIfState state;
    std::unique_ptr<MainWindow> window;
    QImage canvas{1600, 1000, QImage::Format_ARGB32_Premultiplied};

    Fixture()
    {
        state.setEnteredCpuGflops(237.05);
        state.flush();
        window = std::make_unique<MainWindow>(&state);
        window->resize(1600, 1000);
        window->show();
        QCoreApplication::processEvents();
    }

    // Moves a slider and brings everything the user sees up to date, including the pixels.
    void move(QSlider *slider, int position, ChartView *view)
    {
        slider->setValue(position);
        state.flush();
        view->resize(1600, 1000);
        QPainter painter(&canvas);
        view->render(&painter);
    }
};

// Created on first use and destroyed in main(), before the QApplication it needs.
std::unique_ptr<Fixture> g_fixture;

Fixture &fixture()
{
    if (!g_fixture)
        g_fixture = std::make_unique<Fixture>();
    return *g_fixture;
}

// A slider of the window by its object name, as the tests find it.
QSlider *sliderNamed(const char *name)
{
    return fixture().window->findChild<LogSlider *>(QString::fromLatin1(name))->slider();
}

void sliderMove(benchmark::State &bench, const std::function<QSlider *()> &slider,
                const std::function<ChartView *()> &view)
{
    Fixture &f = fixture();
    QSlider *s = slider();
    ChartView *v = view();
    // The user sees the tab whose slider moves; hidden tabs wait until they are shown.
    QTabWidget *tabs = f.window->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->widget(i)->isAncestorOf(v))
            tabs->setCurrentIndex(i);
    }
    QCoreApplication::processEvents();
    int position = 0;
    std::vector<double> milliseconds;
    for (auto _ : bench) {
        position = (position + 37) % (s->maximum() + 1);
        const auto start = std::chrono::steady_clock::now();
        f.move(s, position, v);
        milliseconds.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    // A frame is lost to the worst move, not the average one, so report both.
    std::sort(milliseconds.begin(), milliseconds.end());
    bench.counters["median_ms"] = milliseconds[milliseconds.size() / 2];
    bench.counters["worst_ms"] = milliseconds.back();
}

void rooflineK(benchmark::State &bench)
{
    sliderMove(
        bench, [] { return sliderNamed("intensityK"); },
        [] { return fixture().window->intensityTab()->chart(); });
}
BENCHMARK(rooflineK)->Unit(benchmark::kMillisecond);

void rooflineBandwidth(benchmark::State &bench)
{
    sliderMove(
        bench, [] { return sliderNamed("intensityBandwidth"); },
        [] { return fixture().window->intensityTab()->chart(); });
}
BENCHMARK(rooflineBandwidth)->Unit(benchmark::kMillisecond);

void batchCopyLink(benchmark::State &bench)
{
    sliderMove(
        bench, [] { return sliderNamed("transferLink"); },
        [] { return fixture().window->transferTab()->chart(); });
}
BENCHMARK(batchCopyLink)->Unit(benchmark::kMillisecond);

void scalingParams(benchmark::State &bench)
{
    sliderMove(
        bench, [] { return sliderNamed("questionsParams"); },
        [] { return fixture().window->questionsTab()->scalingChart(); });
}
BENCHMARK(scalingParams)->Unit(benchmark::kMillisecond);

// The language model's batch on tab 3: prefill, decode and the serving figures are rebuilt.
void rooflineServingBatch(benchmark::State &bench)
{
    sliderMove(
        bench, [] { return sliderNamed("intensityBatch"); },
        [] { return fixture().window->intensityTab()->chart(); });
}
BENCHMARK(rooflineServingBatch)->Unit(benchmark::kMillisecond);

// The same batch on tab 5's inference side, which redraws its three charts and verdicts.
void servingBatch(benchmark::State &bench)
{
    fixture().state.modify(
        [](blab::core::WhatIfInputs &in) { in.mode = blab::core::WorkloadMode::Inference; });
    fixture().state.flush();
    sliderMove(
        bench, [] { return sliderNamed("servingBatch"); },
        [] { return fixture().window->questionsTab()->servingPanel()->rateChart(); });
}
BENCHMARK(servingBatch)->Unit(benchmark::kMillisecond);

void exportRoofline(benchmark::State &bench)
{
    ChartView *view = fixture().window->intensityTab()->chart();
    const double scale = static_cast<double>(bench.range(0));
    for (auto _ : bench)
        benchmark::DoNotOptimize(ChartExporter::render(view, {QSize(1600, 1000), scale}));
}
BENCHMARK(exportRoofline)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_fixture.reset();
    return 0;
}
