// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/csv_reader.h"
#include "kernels/kernel_import.h"

namespace blab::core {

// likwid-perfctr's CSV (-O, or -o FILE.csv) of a group that counts both floating-point work and
// memory traffic: MEM_DP or MEM_SP on Intel's server CPUs, MEM_DP on AMD Zen 2 (likwid's
// groups/<arch>/MEM_DP.txt). The file is read as likwid.lua's printOutput writes it: an Info
// block (STRUCT,Info,3 with the CPU name), then for the whole run, or for each marker region
// (-m), the tables "TABLE,[Region R,]Group 1 Raw|Metric[ STAT],GROUP,N". Only the Metric tables
// are used, which apply the group file's own formulas:
// - FLOPs: Σ over hardware threads of "DP [MFLOP/s]" (or "SP [MFLOP/s]") × 10⁶ × that
//   thread's "Runtime (RDTSC) [s]" (the groups give rates, never totals);
// - bytes: Σ "Memory data volume [GBytes]" × 10⁹ (likwid puts each socket's memory counters on
//   its first thread, the others read 0);
// - time: the longest thread's runtime.
// The DP metric makes an FP64 kernel, SP an FP32 one. A group without a FLOP rate or a memory
// volume (FLOPS_DP alone, as on Zen 4, whose memory traffic is a separate MEM run) is refused
// naming the metric it lacks, as are several groups (-g A -g B) and a figure that is not a
// number ("nan"); "-", which likwid writes for a metric it could not work out (a thread that
// never ran the region), adds nothing.
class LikwidReader
{
public:
    // records start at the first STRUCT,Info,3.
    static void read(const std::vector<CsvReader::Record> &records, ImportedKernels &out);
};

} // namespace blab::core
