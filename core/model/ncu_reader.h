// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/csv_reader.h"
#include "model/kernel_import.h"

namespace blab::core {

// Nsight Compute's raw page as CSV (ncu --csv --page raw, or --import of a report): a header
// row of identification columns and metric names, a row of units, then one row per kernel
// launch, every field quoted. Columns are found by name, never by place, as releases add and
// move them. What each launch gives:
// - FP32 FLOPs 2·ffma + fadd + fmul and FP64 FLOPs 2·dfma + dadd + dmul from the SASS
//   instruction counters smsp__sass_thread_inst_executed_op_*_pred_on.sum (thread-level
//   instructions, an FMA counted twice as the roofline sections of Nsight Compute and NERSC's
//   roofline methodology count it);
// - bytes dram__bytes.sum, or dram__bytes_read.sum + dram__bytes_write.sum;
// - time gpu__time_duration.sum;
// - the device's name device__attribute_display_name, when the file has it.
// A launch that ran tensor-core instructions (sm__inst_executed_pipe_tensor.sum above 0) is
// left out: ncu counts those instructions, and the FLOPs each does differ by architecture. So is
// one whose floating-point work is mostly half precision (hadd/hfma/hmul): the catalog's 16-bit
// peak is the tensor cores', and packed half2 instructions count 2 or 4 FLOPs by release.
// Every one of those SASS and tensor columns must be there: ncu writes them all when they are
// asked for together (--metrics), and one missing would count as no work. A launch on another
// GPU than the file's first, or with more than a tenth of its FLOPs in a second precision, is
// left out too. Numbers are read as ncu writes them in the C locale: plain, or with ',' between
// groups of three digits ("68,736,253,952"); a ',' anywhere else is refused, never guessed at.
class NcuReader
{
public:
    // records start at the header row; each record keeps its line in the file.
    static void read(const std::vector<CsvReader::Record> &records, ImportedKernels &out);
    // A figure as ncu writes it; false for anything else. "n/a" is not a number.
    static bool number(const std::string &text, double &value);
};

} // namespace blab::core
