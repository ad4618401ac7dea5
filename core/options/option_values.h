#pragma once

#include "measure/sgemm_benchmark.h"
#include "model/what_if_inputs.h"

#include <string>

namespace blab::core {

// Every value that an option of the command line sets. What is not given keeps the default here,
// which is also what the help says.
struct OptionValues
{
    WhatIfInputs whatIf;
    // The sgemm measurement of bench, report, export and advise: n, repeats and threads.
    SgemmOptions bench;
    bool json = false;
    bool quick = false;
    // "zh", "en" or empty for the system's language.
    std::string language;
    // --openblas-core as given (checked and applied before the parser runs); empty when not given.
    std::string openblasCore;
    // The folder export writes into.
    std::string outDir;
    int width = 1600;
    int height = 1000;
    double scale = 1.0;
};

} // namespace blab::core
