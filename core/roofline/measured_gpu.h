// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_catalog.h"
#include "catalog/precision.h"
#include "measure/gpu/gpu_measurement.h"
#include "roofline/roofline_model.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// A measured GPU as parts two and three show it, beside the catalog device its name matched:
// a row of figures built from what was measured (never written over the datasheet row), and a
// roofline whose roofs are the measured ones, with the datasheet's roofs and the rates the
// measured products reached beside them.
struct MeasuredGpu
{
    // One matrix product the measurement timed, as a point on the roofline.
    struct Product
    {
        std::string precision; // fp32 (no TF32), tf32, bf16, fp16, fp8
        int n = 0;
        // 2 n³, and the least traffic such a product can have (productBytes).
        double flops = 0.0;
        double bytes = 0.0;
        double flopsPerByte = 0.0;
        double gflopsFastest = 0.0;
        double gflopsMedian = 0.0;
        // The datasheet's peak at this precision, GFLOPS; 0 for an unknown card or a precision
        // its datasheet does not print.
        double datasheetGflops = 0.0;
        // gflopsFastest over datasheetGflops; 0 without a datasheet figure.
        double datasheetShare = 0.0;
        // The fastest size of its precision: the point the chart names.
        bool bestOfPrecision = false;
    };

    // The measured card as part two's row: id DeviceCatalog::kThisGpu, measured = true. FP32 is
    // the multiply-add kernel's peak; TF32, BF16, FP16 and FP8 the fastest product at each; the
    // memory bandwidth the best of copy, read and triad; the memory the driver's total. Power and
    // links are not measured: they come from the datasheet row, or stay 0 (none shown).
    DeviceSpec device;
    // The index of the datasheet row in ReportModel::devices; -1 for a card the catalog lacks.
    int datasheetIndex = -1;
    // The row of ReportModel::devices the measured row follows in every list and chart: its
    // datasheet row, or this CPU's (the first) for a card the catalog lacks.
    int followsRow() const { return datasheetIndex > 0 ? datasheetIndex : 0; }
    // The row's ratios to this CPU, at the chosen precision and at FP32, as the catalog's rows
    // have them.
    DeviceRatios ratios;
    DeviceRatios fp32Ratios;

    // The memory roof: the best of the three passes, and which pass it was ("copy", "read",
    // "triad").
    double memoryRoofGBs = 0.0;
    std::string memoryRoofPass;
    // The FP32 roof of the multiply-add kernel, GFLOPS.
    double fmaPeakGflops = 0.0;
    // The datasheet's roofline at the chosen precision; empty for an unknown card. A sheet with
    // no peak at that precision (no FP32 figure) gives the peak that stands in for it, and
    // datasheetPrecision says which.
    std::optional<RooflineModel> datasheetRoof;
    Precision datasheetPrecision = Precision::Fp32;
    // The multiply-add peak under the measured memory roof, drawn beside the chart's own roof
    // where that is another precision's fastest product; empty at FP32, at a precision the card
    // has no product for (the roof is the multiply-add's then), or without either figure.
    std::optional<RooflineModel> fmaRoof;
    // Every verified product, in the measurement's order (precision by precision, sizes rising).
    std::vector<Product> products;
    // A datasheet peak the chart draws beside the products: the precisions it holds (BF16 and
    // FP16 share one on most tensor cores) and its GFLOPS.
    struct DatasheetPeak
    {
        std::vector<std::string> precisions;
        double gflops = 0.0;
        // Where the datasheet's memory roof meets this peak, FLOP/B: where its line starts, as
        // the datasheet's roofline at that precision would.
        double balanceFlopsPerByte = 0.0;
    };
    // The datasheet's peaks at the precisions that have product points and a datasheet figure,
    // each figure once, other than the datasheet roof's own (which that roof draws).
    std::vector<DatasheetPeak> datasheetPeaks;

    // Builds everything above but the ratios from the measurement and the datasheet device the
    // card's name matched (null for an unknown card), at precision.
    static MeasuredGpu of(const GpuMeasurement &gpu, const DeviceSpec *datasheet,
                          Precision precision);
    // The roofline the measured card gives at precision: the measured memory roof, and the
    // multiply-add peak at FP32 or the fastest product at another precision (FP32's when it has
    // none).
    RooflineModel roofline(Precision precision) const;
    // The bytes an n³ product of that precision moves at least: A and B read once and D written
    // once, at the element sizes the measurement gave cuBLASLt (FP8 writes BF16). A real product
    // reads its tiles more than once, so its own traffic is larger and its intensity lower.
    static double productBytes(const std::string &precision, int n);

    // The card as a device of the user's own catalog: the figures above, named after the card,
    // with the power limit and PCIe link the driver reported (a placeholder power where it
    // reported none, said in its source); id as given.
    static DeviceSpec userDevice(const GpuMeasurement &gpu, const std::string &id);
    // The card as a row of the user's devices.json, and whether that file has it already.
    struct UserDeviceRow
    {
        // userDevice() under the id userDeviceId() gives.
        DeviceSpec device;
        // The index among the user's devices of the row with that id; -1 when there is none.
        int present = -1;
    };
    // The window's two ways of adding a measured card (tab 1's offer, tab 2's Duplicate) both
    // ask here, so they agree on the row they write and on when it is written already.
    static UserDeviceRow userDeviceRow(const GpuMeasurement &gpu,
                                       const std::vector<DeviceSpec> &userDevices);
    // The id that names the card among the user's devices: its name, its memory in whole GB and
    // its compute capability ("NVIDIA H200", 150.1 GB, 9.0 → "nvidia_h200_150gb_sm90"), with a
    // numbered suffix in the unlikely case that the shipped catalog holds it. The measurement
    // records no serial number or UUID; its PCI bus id names the slot the card sat in on the
    // machine it was measured on, not the card, and a row of devices.json describes a kind of
    // card that other machines have too. Name, memory and capability tell apart the cards that
    // share a name (the 40 and 80 GB A100 PCIe, desktop cards sold with two memory sizes), and
    // the id is the one field of the row the window never edits, so renaming the row in tab 2
    // keeps it this card's.
    static std::string userDeviceId(const GpuMeasurement &gpu);
    // A name as the characters an id may hold: lower case, digits and single underscores.
    static std::string nameSlug(const std::string &name);
    // The power a user device gets when the driver reported no power limit, watts: the figure
    // the devices tab gives a new device of the user's.
    static constexpr double kPlaceholderWatts = 200.0;
};

} // namespace blab::core
