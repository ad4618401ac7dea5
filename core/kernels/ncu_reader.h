// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/csv_reader.h"
#include "kernels/kernel_import.h"

#include <string>
#include <vector>

namespace blab::core {

// Nsight Compute's raw page as CSV (ncu --csv --page raw, or --import of a report): a header
// row of identification columns and metric names, a row of units, then one row per kernel
// launch, every field quoted. Columns are found by name, never by place, as releases add and
// move them. A launch's FLOPs are counted where its work was done:
// - FP32, FP64 and FP16 outside the tensor cores from the SASS instruction counters
//   smsp__sass_thread_inst_executed_op_{f,d,h}{add,mul,fma}_pred_on.sum: 2·fma + add + mul
//   (thread-level instructions, an FMA counted twice as Nsight Compute's roofline sections
//   count it; a packed HFMA2 counts as one FMA, as they count it too);
// - the tensor cores' FLOPs by input type from sm__ops_path_tensor_src_<type>[_dst_<type>].sum,
//   which count the operations themselves (2·M·N·K for a product). Per input type the total is
//   read, never added to its _sparsity_on/_sparsity_off splits (those are summed only where
//   the file has no total), and the sm__ops_path_tensor_op_* family is not read at all.
//   Integer types are operations, not FLOPs: a launch that is mostly integer is left out.
// A launch's precision is where most of its FLOPs are; one with more than a tenth of them
// elsewhere is left out (one roof cannot judge it). Tensor-pipe instructions alone decide
// nothing: on Hopper HFMA2 issues there (sm__inst_executed_pipe_tensor_op_hmma_type_hfma2),
// so plain FP32 kernels show some. Only in a file without the tensor FLOP counters does a launch
// with tensor-pipe instructions beyond those HFMA2 ones go, as its FLOPs were not counted.
// Bytes are dram__bytes.sum, or dram__bytes_read.sum + dram__bytes_write.sum; the time
// gpu__time_duration.sum; the device device__attribute_display_name, where the file has it. A
// launch on another GPU than the file's first is left out. Figures are read in the unit of the
// units row, base (--print-units base) or scaled (us, Mbyte, Kinst, Gflop), and as ncu writes
// them in the C locale: plain, or with ',' between groups of three digits ("68,736,253,952");
// a ',' anywhere else is refused, never guessed at.
class NcuReader
{
public:
    // records start at the header row; each record keeps its line in the file.
    static void read(const std::vector<CsvReader::Record> &records, ImportedKernels &out);
    // A figure as ncu writes it; false for anything else. "n/a" is not a number.
    static bool number(const std::string &text, double &value);
    // The metrics the reader needs, as ncu's --metrics takes them (the tensor FLOP counters as
    // a regex, as their names vary by architecture and release).
    static std::vector<std::string> metrics();
    // The two commands that record a program's kernels and print the file, one a line.
    static std::string recordCommand();
};

} // namespace blab::core
