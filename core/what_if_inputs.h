#pragma once

#include "core/memory_model.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// Every what-if input that the command line's options and the window's sliders share. The
// defaults are the lesson's.
struct WhatIfInputs
{
    // Empty means "measure this CPU first".
    std::optional<double> cpuGflops;
    double memBandwidthGBs = 50.0;
    double linkGBs = 12.0;
    double accelTflops = 20.0;
    double flopsPerSample = 1e8;
    double sampleBytes = 602112.0;
    std::vector<int> batches{32, 128, 512};
    int n = 512;
    int k = 1000;
    // The roofline's roof and slope when they are not this CPU's (another device picked, or a
    // slider moved); empty means this CPU's figure and memBandwidthGBs.
    std::optional<double> rooflinePeakGflops;
    std::optional<double> rooflineBandwidthGBs;
    // The window's own batch, shown beside the lesson's batches.
    int userBatch = 64;

    // Part five: the model to size and the cards to train it on.
    double params = 1e9;
    double weightBytes = 4.0;
    Optimizer optimizer = Optimizer::Adam;
    int cards = 8;
    double cardLinkGBs = 12.0;
    double stepComputeMs = 500.0;
    std::string device = "training_accelerator";
};

} // namespace blab::core
