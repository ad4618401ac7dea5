// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/gpu_benchmark.h"

#include "measure/common/cancel_flag.h"
#include "measure/common/sample_stats.h"
#include "measure/gpu/cublaslt_library.h"
#include "measure/gpu/cuda_driver.h"
#include "measure/gpu/gpu_gemm_sweep.h"
#include "measure/gpu/gpu_kernels.h"
#include "measure/gpu/gpu_session.h"
#include "measure/gpu/nvml_library.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <new>
#include <vector>

namespace blab::core {

namespace {

// The sizes and repetitions of one run, full or quick.
struct Plan
{
    std::vector<int> gemmSizes;
    int timings = 5;
    double secondsPerTiming = 0.05;
    std::size_t memoryArrayBytes = 1u << 30;
    std::vector<int> pinnedMiB;
    std::vector<int> pageableMiB;
    std::size_t flushBytes = 256u << 20;

    static Plan of(bool quick)
    {
        if (quick)
            return {{1024, 2048}, 3, 0.02, 256u << 20, {1, 16, 64}, {16}, 32u << 20};
        return {{1024, 2048, 4096, 8192},  5,          0.05,      1u << 30,
                {1, 4, 16, 64, 256, 1024}, {16, 1024}, 256u << 20};
    }
};

// Steps done and the progress callback, so that each measurement reports the same way.
struct Steps
{
    const GpuProgress &progress;
    const std::atomic_bool *cancel;
    int total = 0;
    int done = 0;

    // Reports the next step; false when the run was cancelled.
    bool next(const std::string &what)
    {
        if (isCancelled(cancel))
            return false;
        if (progress)
            progress(done, total, what);
        ++done;
        return true;
    }
};

// The fastest and median of timings in milliseconds, as rates of amount per second.
std::array<double, 2> rates(const std::vector<double> &milliseconds, double amount)
{
    std::vector<double> r;
    for (double ms : milliseconds) {
        if (ms > 0)
            r.push_back(amount / (ms * 1e-3));
    }
    if (r.empty())
        return {0.0, 0.0};
    return {*std::max_element(r.begin(), r.end()), SampleStats::median(r)};
}

// How many repetitions fill target seconds, given one took ms milliseconds.
int repetitionsFor(double ms, double targetSeconds, int most)
{
    return std::clamp(static_cast<int>(std::ceil(targetSeconds * 1e3 / std::max(ms, 1e-4))), 1,
                      most);
}

std::string cardName(CudaDriver &driver, CudaDriver::Device device)
{
    std::array<char, 256> name{};
    if (driver.deviceGetName(name.data(), static_cast<int>(name.size()) - 1, device) !=
        CudaDriver::kSuccess)
        return "NVIDIA GPU";
    return name.data();
}

// The card as the driver describes it, read before a context exists (NVML's count of other
// processes must not see this one).
void describeCard(CudaDriver &driver, int index, GpuMeasurement &g)
{
    CudaDriver::Device device = 0;
    const auto check = [&driver](CudaDriver::Result r, const char *step) {
        if (r != CudaDriver::kSuccess)
            throw GpuError(std::string(step) + ": " + driver.describe(r));
    };
    const auto attribute = [&](CudaDriver::Attribute a) {
        int value = 0;
        check(driver.deviceGetAttribute(&value, a, device), "cuDeviceGetAttribute");
        return value;
    };
    check(driver.deviceGet(&device, index), "cuDeviceGet");
    g.index = index;
    g.name = cardName(driver, device);
    std::size_t bytes = 0;
    check(driver.deviceTotalMem(&bytes, device), "cuDeviceTotalMem");
    g.memoryBytes = double(bytes);
    g.computeMajor = attribute(CudaDriver::kComputeMajor);
    g.computeMinor = attribute(CudaDriver::kComputeMinor);
    g.multiprocessors = attribute(CudaDriver::kMultiprocessors);
    g.smClockMHz = attribute(CudaDriver::kClockRateKHz) / 1e3;
    g.memoryClockMHz = attribute(CudaDriver::kMemoryClockKHz) / 1e3;
    g.memoryBusBits = attribute(CudaDriver::kMemoryBusWidthBits);
    g.l2Bytes = attribute(CudaDriver::kL2CacheBytes);
    g.pciBusId =
        NvmlLibrary::busId(attribute(CudaDriver::kPciDomainId), attribute(CudaDriver::kPciBusId),
                           attribute(CudaDriver::kPciDeviceId));
    int version = 0;
    if (driver.driverGetVersion(&version) == CudaDriver::kSuccess)
        g.cudaVersion = CudaDriver::versionText(version);
    g.driverVersion = g.cudaVersion;
    g.driverPath = driver.path();
    const NvmlFacts facts = NvmlLibrary::query(g.pciBusId);
    if (!facts.driverVersion.empty())
        g.driverVersion = facts.driverVersion;
    g.pcieGeneration = facts.pcieGeneration;
    g.pcieWidth = facts.pcieWidth;
    g.pcieMaxGeneration = facts.pcieMaxGeneration;
    g.pcieMaxWidth = facts.pcieMaxWidth;
    g.powerLimitWatts = facts.powerLimitWatts;
    g.otherProcesses = facts.otherProcesses;
    if (!facts.problem.empty())
        g.notes.push_back("NVML: " + facts.problem +
                          "; the PCIe link and other processes are "
                          "unknown");
}

// The FP32 multiply-add peak: the FMA kernel on eight blocks of 256 threads a multiprocessor,
// its loop long enough for a timing of about secondsPerTiming.
double fmaPeakTflops(GpuSession &s, int multiprocessors, const Plan &plan)
{
    const unsigned threads = 256;
    const unsigned blocks = static_cast<unsigned>(std::max(multiprocessors, 1)) * 8;
    DeviceBuffer out(s.driver(), std::size_t(blocks) * threads * sizeof(float));
    CudaDriver::DevicePtr outAddress = out.address();
    float b = 0.999f;
    float c = 0.001f;
    int iterations = 256;
    void *parameters[] = {&outAddress, &iterations, &b, &c};
    const auto once = [&] {
        s.launch(GpuKernels::kFmaPeak, blocks, threads, parameters);
    };
    s.timeMilliseconds(once);
    const double ms = s.timeMilliseconds(once);
    iterations = 256 * repetitionsFor(ms, plan.secondsPerTiming, 1 << 14);
    std::vector<double> timings;
    for (int t = 0; t < plan.timings; ++t)
        timings.push_back(s.timeMilliseconds(once));
    const double flops = double(blocks) * threads * iterations * GpuKernels::kFmasPerIteration * 2;
    return rates(timings, flops)[0] / 1e12;
}

// Times one pass of enqueue over arrays of bytes, repeated to fill a timing; the fastest rate
// in GB/s, counting bytesPerPass.
double passRate(GpuSession &s, const Plan &plan, double bytesPerPass,
                const std::function<void()> &enqueue)
{
    s.timeMilliseconds(enqueue);
    const int passes = repetitionsFor(s.timeMilliseconds(enqueue), plan.secondsPerTiming, 100);
    std::vector<double> timings;
    for (int t = 0; t < plan.timings; ++t) {
        timings.push_back(s.timeMilliseconds([&] {
            for (int p = 0; p < passes; ++p)
                enqueue();
        }));
    }
    return rates(timings, bytesPerPass * passes)[0] / 1e9;
}

void measureMemory(GpuSession &s, GpuMeasurement &g, const Plan &plan, Steps &steps)
{
    const std::size_t bytes =
        std::min(plan.memoryArrayBytes, s.freeBytes() / 5) / (1u << 20) * (1u << 20);
    DeviceBuffer a(s.driver(), bytes);
    DeviceBuffer b(s.driver(), bytes);
    DeviceBuffer c(s.driver(), bytes);
    const unsigned threads = 256;
    const unsigned blocks = static_cast<unsigned>(std::max(g.multiprocessors, 1)) * 8;
    DeviceBuffer sums(s.driver(), std::size_t(blocks) * threads * sizeof(float));
    g.memory.arrayBytes = double(bytes);
    g.memory.countsReadAndWrite = true;
    if (!steps.next("memory: copy"))
        return;
    g.memory.copyGBs = passRate(s, plan, 2.0 * bytes, [&] {
        s.check(s.driver().memcpyDtoDAsync(b.address(), a.address(), bytes, s.stream()),
                "cuMemcpyDtoDAsync");
    });
    CudaDriver::DevicePtr in = a.address(), out = sums.address(), x = b.address(), y = c.address();
    unsigned long long count = bytes / 16;
    float scale = 3.0f;
    if (!steps.next("memory: read"))
        return;
    void *readParameters[] = {&in, &count, &out};
    g.memory.readGBs = passRate(s, plan, double(bytes), [&] {
        s.launch(GpuKernels::kRead, blocks, threads, readParameters);
    });
    if (!steps.next("memory: triad"))
        return;
    void *triadParameters[] = {&in, &x, &y, &scale, &count};
    g.memory.triadGBs = passRate(s, plan, 3.0 * bytes, [&] {
        s.launch(GpuKernels::kTriad, blocks, threads, triadParameters);
    });
}

// Pinned copies of each size, both ways, between two events, repeated to fill a timing.
void measurePinned(GpuSession &s, GpuMeasurement &g, const Plan &plan, Steps &steps)
{
    const int largest = *std::max_element(plan.pinnedMiB.begin(), plan.pinnedMiB.end());
    PinnedBuffer host(s.driver(), std::size_t(largest) << 20);
    std::memset(host.data(), 1, std::size_t(largest) << 20);
    DeviceBuffer device(s.driver(), std::size_t(largest) << 20);
    for (const bool toDevice : {true, false}) {
        for (int mib : plan.pinnedMiB) {
            const std::string direction = toDevice ? "host_to_device" : "device_to_host";
            if (!steps.next("copies: pinned " + direction + " " + std::to_string(mib) + " MiB"))
                return;
            const std::size_t bytes = std::size_t(mib) << 20;
            const auto copy = [&] {
                s.check(toDevice ? s.driver().memcpyHtoDAsync(device.address(), host.data(), bytes,
                                                              s.stream())
                                 : s.driver().memcpyDtoHAsync(host.data(), device.address(), bytes,
                                                              s.stream()),
                        "an asynchronous copy");
            };
            s.timeMilliseconds(copy);
            const int copies =
                repetitionsFor(s.timeMilliseconds(copy), plan.secondsPerTiming / 2, 1000);
            std::vector<double> timings;
            for (int t = 0; t < plan.timings; ++t) {
                timings.push_back(s.timeMilliseconds([&] {
                    for (int c = 0; c < copies; ++c)
                        copy();
                }));
            }
            const std::array<double, 2> r = rates(timings, double(bytes) * copies);
            g.hostLinks.push_back({direction, true, double(mib), r[0] / 1e9, r[1] / 1e9});
        }
    }
}

// Pageable copies to the device: from ordinary memory, which the driver stages through buffers of
// its own, timed on the host's clock around the synchronous copy; the CPU's caches are flushed
// (a larger buffer written) before each, as a fresh batch would arrive.
void measurePageable(GpuSession &s, GpuMeasurement &g, const Plan &plan, Steps &steps)
{
    using Clock = std::chrono::steady_clock;
    const int largest = *std::max_element(plan.pageableMiB.begin(), plan.pageableMiB.end());
    std::vector<unsigned char> host(std::size_t(largest) << 20, 1);
    std::vector<unsigned char> flush(plan.flushBytes, 0);
    DeviceBuffer device(s.driver(), host.size());
    for (int mib : plan.pageableMiB) {
        if (!steps.next("copies: pageable host_to_device " + std::to_string(mib) + " MiB"))
            return;
        const std::size_t bytes = std::size_t(mib) << 20;
        std::vector<double> timings;
        for (int t = 0; t <= plan.timings; ++t) {
            std::memset(flush.data(), t, flush.size());
            const Clock::time_point start = Clock::now();
            s.check(s.driver().memcpyHtoD(device.address(), host.data(), bytes), "cuMemcpyHtoD");
            const double ms =
                std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            // The first copy maps the pages for the driver; it is not kept.
            if (t > 0)
                timings.push_back(ms);
        }
        const std::array<double, 2> r = rates(timings, double(bytes));
        g.hostLinks.push_back({"host_to_device", false, double(mib), r[0] / 1e9, r[1] / 1e9});
    }
}

// Every precision the card runs at every size; a size the card or the library refuses is a note.
void measureProducts(GpuSession &s, CublasLtLibrary &library, GpuMeasurement &g, const Plan &plan,
                     Steps &steps)
{
    GpuGemmSweep sweep(s, library, g.l2Bytes);
    GpuGemmSweep::Options options;
    options.sizes = plan.gemmSizes;
    options.timings = plan.timings;
    options.secondsPerTiming = plan.secondsPerTiming;
    for (const GemmFormat &format : GpuGemmSweep::formatsFor(g.computeMajor, g.computeMinor)) {
        for (int n : plan.gemmSizes) {
            const std::string what = std::string(format.precision) + " " + std::to_string(n) + "³";
            if (!steps.next("products: " + what))
                return;
            try {
                g.gemm.push_back(sweep.measure(format, n, options, steps.cancel));
            } catch (const GpuError &e) {
                g.notes.push_back("the " + what + " product was not measured: " + e.what());
            }
        }
    }
}

// Loads the driver and finds the card; false with outcome.absent (or indexOutOfRange) set when
// there is nothing to measure.
bool findCard(CudaDriver &driver, int index, GpuOutcome &outcome)
{
    const auto absent = [&outcome](const std::string &code, const std::string &detail,
                                   const std::string &sentence) {
        outcome.absentCode = code;
        outcome.absentDetail = detail;
        outcome.absent = sentence;
        return false;
    };
    CudaDriver::LoadProblem problem;
    if (!driver.load(problem))
        return absent(problem.code, problem.detail, problem.sentence);
    const CudaDriver::Result r = driver.init(0);
    if (r == CudaDriver::kErrorStubLibrary)
        return absent("stub_library", driver.path(),
                      driver.path() + " is the CUDA toolkit's stub library, not a driver");
    int count = 0;
    if (r == CudaDriver::kErrorNoDevice ||
        (r == CudaDriver::kSuccess &&
         (driver.deviceGetCount(&count) != CudaDriver::kSuccess || count < 1))) {
        outcome.deviceCount = 0;
        return absent("no_device", {}, "the NVIDIA driver sees no GPU");
    }
    if (r != CudaDriver::kSuccess)
        return absent("driver_failed", driver.describe(r),
                      "the NVIDIA driver did not start: " + driver.describe(r));
    outcome.deviceCount = count;
    outcome.indexOutOfRange = index >= count;
    return !outcome.indexOutOfRange;
}

void measureCard(CudaDriver &driver, const GpuOptions &options, GpuMeasurement &g, Steps &steps)
{
    const Plan plan = Plan::of(options.quick);
    CublasLtLibrary library;
    std::string why;
    const bool haveLibrary = library.load(why);
    if (haveLibrary) {
        g.cublaslt = library.versionText();
        g.cublasltPath = library.path();
    } else
        g.notes.push_back("cuBLASLt did not load (" + why +
                          "), so the matrix-multiply rates are missing; the FP32 multiply-add "
                          "peak, memory and copies are measured");
    const int formats =
        haveLibrary
            ? static_cast<int>(GpuGemmSweep::formatsFor(g.computeMajor, g.computeMinor).size())
            : 0;
    steps.total = 4 + 2 * static_cast<int>(plan.pinnedMiB.size()) +
                  static_cast<int>(plan.pageableMiB.size()) +
                  formats * static_cast<int>(plan.gemmSizes.size());
    GpuSession session(driver, options.index);
    if (!steps.next("FP32 multiply-add peak"))
        return;
    g.fmaPeakTflops = fmaPeakTflops(session, g.multiprocessors, plan);
    measureMemory(session, g, plan, steps);
    measurePinned(session, g, plan, steps);
    measurePageable(session, g, plan, steps);
    if (haveLibrary)
        measureProducts(session, library, g, plan, steps);
}

} // namespace

GpuOutcome GpuBenchmark::run(const GpuOptions &options, const GpuProgress &progress,
                             const std::atomic_bool *cancel)
{
    GpuOutcome outcome;
    CudaDriver driver;
    if (!findCard(driver, options.index, outcome))
        return outcome;
    GpuMeasurement g;
    Steps steps{progress, cancel};
    try {
        describeCard(driver, options.index, g);
        measureCard(driver, options, g, steps);
    } catch (const GpuError &e) {
        outcome.error = e.what();
    } catch (const std::bad_alloc &) {
        outcome.error = "the host ran out of memory for the copies' buffers";
    }
    g.cancelled = isCancelled(cancel);
    if (progress && !g.cancelled && outcome.error.empty())
        progress(steps.total, steps.total, {});
    outcome.gpu = std::move(g);
    return outcome;
}

} // namespace blab::core
