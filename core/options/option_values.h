// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/precision.h"
#include "inputs/what_if_inputs.h"
#include "measure/cpu/sgemm_benchmark.h"
#include "serving/inference_model.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// plan's targets and its lists: what serving must reach and the load, as given (times in ms),
// and the devices and formats to try (empty: the defaults PlanSearch names).
struct PlanOptions
{
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> minUserTps;
    std::optional<double> users;
    std::optional<double> outputRate;
    std::vector<std::string> devices;
    std::vector<WeightDtype> weightDtypes;
    std::vector<KvDtype> kvDtypes;
};

// Every value that an option of the command line sets. What is not given keeps the default here,
// which is also what the help says.
struct OptionValues
{
    WhatIfInputs whatIf;
    PlanOptions plan;
    // The sgemm measurement of bench, report, export and advise: n, repeats and threads.
    SgemmOptions bench;
    bool json = false;
    bool quick = false;
    // measure --gpu: the NVIDIA GPU too, and which one.
    bool gpu = false;
    int gpuIndex = 0;
    // "zh", "en" or empty for the system's language.
    std::string language;
    // --openblas-core as given (checked and applied before the parser runs); empty when not given.
    std::string openblasCore;
    // Machine profiles (measure --json) for report and export: another machine to compare this
    // one with, and this machine's own; empty when not given.
    std::string compareFile;
    std::string profileFile;
    // The folder export writes into, and the formats it writes, comma-separated in the order
    // given, each once: png, svg, csv.
    std::string outDir;
    // Profilers' files whose kernels report and export place (--kernels-file), and whether
    // --device was given, which names the device of a file whose own name is not in the table.
    std::vector<std::string> kernelsFiles;
    bool deviceGiven = false;
    std::string formats = "png";
    // time: the command after --, run as given without a shell; its FLOPs and bytes; how often
    // it runs (the fastest counts); the name it is listed under.
    std::vector<std::string> timeCommand;
    std::optional<double> timeFlops;
    std::optional<double> timeBytes;
    int runs = 5;
    // report --part: the one part to print (1-5); 0, every part.
    int part = 0;
    // time's name for the command (empty: "command"), or the name of a model models --import
    // reads (empty: its id).
    std::string kernelName;
    // models --import: a Hugging Face config.json, and the id the model is kept under (empty:
    // one made from the file's own name).
    std::string importFile;
    std::string importId;
    int width = 1600;
    int height = 1000;
    double scale = 1.0;

    // Each option keeps its own range, and together they may not ask for more than this many
    // pixels an image: 10000 × 10000 at scale 4 would be 1.6 × 10⁹ pixels, gigabytes of memory.
    static constexpr double kMaxExportPixels = 64e6;
    double exportPixels() const { return double(width) * height * scale * scale; }
    // Whether the formats asked for draw an image (PNG or SVG), which the limit concerns; a
    // table alone has no size. The option's own check has left only png, svg and csv.
    bool drawsImages() const
    {
        return formats.find("png") != std::string::npos || formats.find("svg") != std::string::npos;
    }
};

} // namespace blab::core
