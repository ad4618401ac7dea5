// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "measure/gpu/gpu_measurement.h"
#include "report/report_model.h"
#include "roofline/gpu_comparison.h"
#include "roofline/measured_gpu.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace blab::ui {

// What 'measure --gpu' says of the GPU, in the installed translator's language: the card, each
// figure beside its datasheet figure, the products by size, memory, the copies and the notes; or
// the one sentence that says why no GPU was measured. Lines fit in 80 terminal columns.
class GpuText
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::GpuText)

public:
    // datasheet is the catalog device the card matches, or null for a card the catalog lacks.
    static QString render(const core::GpuOutcome &o, const core::DeviceSpec *datasheet);
    // "No GPU was measured: …", or empty when one was.
    static QString absent(const core::GpuOutcome &o);
    static QString indexOutOfRange(int index, int count);
    // The progress line on a terminal: "GPU 3/41: bf16 4096³".
    static QString progress(int done, int total, const QString &step);
    // "BF16 product", "FP32 multiply-add peak", "memory (best of copy, read, triad)"...
    static QString figureName(const core::GpuFigure &f);
    static QString precisionName(const std::string &precision);
    // "696 TFLOPS" for compute, "4354 GB/s" for a bandwidth.
    static QString figureValue(double value, bool compute);
    // "70 %", or — without a datasheet figure.
    static QString share(const core::GpuFigure &f);
    // What a figure is and how it was measured; what its share means (above 100 %: the card
    // beat the datasheet, which a measurement can but a datasheet does not).
    static QString figureTip(const core::GpuFigure &f);
    static QString shareTip(const core::GpuFigure &f);
    // Tab 1's lines on the card: its name, memory, link, driver, libraries and whether the card
    // was busy; from the compared profile when fromComparison. Or why there is no card.
    static QString summary(const core::GpuOutcome &o, bool fromComparison);
    // Why the driver's memory figure differs from the datasheet's: bytes against binary
    // gigabytes. Empty without a datasheet, or where the binary figure is above the label.
    static QString memoryNote(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet);
    // Tab 4's buttons for the measured GPU's copies ("This GPU, pinned (≈55.5)") and their tips.
    static QString linkButton(bool pinned, double gbs);
    static QString linkButtonTip(bool pinned, double gbs);
    // The same before any GPU was measured.
    static QString linkButtonTip();
    // The accelerator's copy share of the window's batch at the GPU's pinned and pageable speeds.
    static QString linkShares(const std::vector<core::ReportModel::GpuLinkChoice> &links,
                              int batch);
    // Tab 3's line under a measured GPU's roofline: the fastest product of each precision, with
    // its size, as the chart's rings show them.
    static QString fastestProducts(const core::MeasuredGpu &gpu);
    // Before anything was measured: what the button does.
    static QString notMeasured();

private:
    static QString card(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet);
    static QString beside(const core::GpuMeasurement &g, const core::DeviceSpec *datasheet);
    static QString products(const core::GpuMeasurement &g);
    static QString copies(const core::GpuMeasurement &g);
    static QString notes(const core::GpuOutcome &o);
};

} // namespace blab::ui
