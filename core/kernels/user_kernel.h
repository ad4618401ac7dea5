// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace blab::core {

// A kernel of the user's, as report --kernel gives it:
//   name=N,flops=F,bytes=B,seconds=S[,device=ID][,precision=P]
// or gflops=G in place of seconds. Without a device it ran on this CPU; precision names the
// compute roof it is held under (fp32 by default; fp64 on this CPU; on a device one of
// KernelPrecisions' ids, held under the device's peak at it where the catalog gives one). Numbers
// are written as the C locale writes them.
struct UserKernel
{
    std::string name;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    std::string device = "this_cpu";
    std::string precision = "fp32";

    static constexpr std::size_t kMaxName = 60;
    // The most kernels one report, export or window places: a list a person can still read.
    static constexpr std::size_t kMaxKernels = 100;
    // The largest FLOP or byte count taken: far beyond any one kernel, short of overflow.
    static constexpr double kMaxCount = 1e21;
    // The shortest time taken: a nanosecond, far below any kernel that can be timed.
    static constexpr double kMinSeconds = 1e-9;

    // Reads a spec; on a problem returns false and says why in one English line, naming the
    // key, and in Chinese where problemZh is given. The device's id is checked by the caller,
    // which knows the user's catalog.
    static bool parse(const std::string &spec, UserKernel &out, std::string &problem,
                      std::string *problemZh = nullptr);
    // The spec parse() reads back: figures as shortest round-trip text.
    std::string spec() const;
    // The time its FLOPs take at a speed in GFLOPS, as a spec's gflops= gives it.
    void setGflops(double gflops) { seconds = flops / (gflops * 1e9); }
    // The speed it ran at, GFLOPS, and its arithmetic intensity, FLOP/B.
    double gflops() const { return flops / seconds / 1e9; }
    double flopsPerByte() const { return flops / bytes; }
};

} // namespace blab::core
