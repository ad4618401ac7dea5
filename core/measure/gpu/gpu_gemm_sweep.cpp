// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/gpu_gemm_sweep.h"

#include "measure/common/cancel_flag.h"
#include "measure/common/sample_stats.h"
#include "measure/gpu/small_float.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace blab::core {

namespace {

using L = CublasLtLibrary;
constexpr std::size_t kWorkspaceBytes = 64u << 20;
// A CUDA graph of more products than this takes longer to build than to run.
constexpr int kMostProductsPerTiming = 2000;
constexpr int kMostOperandSets = 64;
constexpr int kVerifiedSamples = 16;
constexpr int kAlgorithmsTried = 8;
// CU_STREAM_CAPTURE_MODE_THREAD_LOCAL: only this thread's calls are checked during capture.
constexpr int kCaptureThreadLocal = 1;

int bytesOf(int type)
{
    switch (type) {
    case L::kFloat32:
        return 4;
    case L::kFloat16:
    case L::kBFloat16:
        return 2;
    default:
        return 1;
    }
}

SmallFloat formatOf(int type)
{
    return type == L::kFloat16    ? SmallFloat::fp16()
           : type == L::kBFloat16 ? SmallFloat::bf16()
                                  : SmallFloat::fp8e4m3();
}

// A uniform number in [-1, 1) from a counter (SplitMix64), the same on every run.
float uniform(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return static_cast<float>(static_cast<double>(z >> 11) * 0x1.0p-52 - 1.0);
}

// The format's bits for x, rounded to nearest even; normal numbers by rounding the float's own
// bits, which is exact and fast, and the rare rest by the general rounding.
std::uint32_t encode(float x, const SmallFloat &f)
{
    std::uint32_t u = 0;
    std::memcpy(&u, &x, sizeof u);
    const std::uint32_t sign = u >> 31;
    const std::uint32_t magnitude = u & 0x7FFFFFFFu;
    const int drop = 23 - f.mantissaBits;
    const std::uint32_t r =
        (magnitude + ((1u << (drop - 1)) - 1) + ((magnitude >> drop) & 1u)) >> drop;
    const int exponent = static_cast<int>(r >> f.mantissaBits) - 127;
    if (magnitude == 0 || exponent < 1 - f.bias || std::fabs(x) > f.largest() / 2)
        return f.encode(f.round(x));
    return sign << (f.exponentBits + f.mantissaBits) |
           static_cast<std::uint32_t>(exponent + f.bias) << f.mantissaBits |
           (r & ((1u << f.mantissaBits) - 1));
}

// n² random elements of the type, as the bytes to copy to the card.
std::vector<unsigned char> randomMatrix(int type, int n, std::uint64_t seed)
{
    const std::size_t count = static_cast<std::size_t>(n) * n;
    const int bytes = bytesOf(type);
    std::vector<unsigned char> out(count * bytes);
    const SmallFloat f = formatOf(type);
    for (std::size_t i = 0; i < count; ++i) {
        const float x = uniform(seed);
        if (type == L::kFloat32) {
            std::memcpy(&out[i * 4], &x, 4);
            continue;
        }
        const std::uint32_t bits = encode(x, f);
        std::memcpy(&out[i * bytes], &bits, bytes); // little-endian: the low bytes
    }
    return out;
}

double valueAt(const std::vector<unsigned char> &matrix, int type, std::size_t index)
{
    if (type == L::kFloat32) {
        float x = 0;
        std::memcpy(&x, &matrix[index * 4], 4);
        return x;
    }
    std::uint32_t bits = 0;
    std::memcpy(&bits, &matrix[index * bytesOf(type)], bytesOf(type));
    return formatOf(type).decode(bits);
}

} // namespace

struct GpuGemmSweep::Plan
{
    L::MatmulDesc desc = nullptr;
    L::Layout a = nullptr;
    L::Layout b = nullptr;
    L::Layout d = nullptr;
    // The heuristic's algorithms, best first; algo is the one that ran.
    std::vector<L::Algo> algos;
    L::Algo algo{};
    std::vector<DeviceBuffer> operands; // A, B and D of each set, in turn
    // C, never read (beta is 0): FP8 products refuse to write D over C, so they get their own.
    DeviceBuffer c;
    std::vector<unsigned char> hostA;
    std::vector<unsigned char> hostB;
    int inputType = 0;
    int outputType = 0;
    L *library = nullptr;

    int sets() const { return static_cast<int>(operands.size() / 3); }
    ~Plan()
    {
        for (L::Layout l : {a, b, d}) {
            if (l)
                library->layoutDestroy(l);
        }
        if (desc)
            library->descDestroy(desc);
    }
};

const std::vector<GemmFormat> &GpuGemmSweep::formats()
{
    static const std::vector<GemmFormat> all = {
        {"fp32", L::kFloat32, L::kFloat32, L::kCompute32F, 0},
        {"tf32", L::kFloat32, L::kFloat32, L::kCompute32FFastTf32, 80},
        {"bf16", L::kBFloat16, L::kBFloat16, L::kCompute32F, 80},
        {"fp16", L::kFloat16, L::kFloat16, L::kCompute32F, 70},
        {"fp8", L::kFloat8E4M3, L::kBFloat16, L::kCompute32F, 89},
    };
    return all;
}

std::vector<GemmFormat> GpuGemmSweep::formatsFor(int major, int minor)
{
    std::vector<GemmFormat> out;
    for (const GemmFormat &f : formats()) {
        if (major * 10 + minor >= f.minimumCapability)
            out.push_back(f);
    }
    return out;
}

double GpuGemmSweep::leastBytes(const std::string &precision, int n)
{
    for (const GemmFormat &f : formats()) {
        if (precision == f.precision)
            return double(n) * n * (2.0 * bytesOf(f.inputType) + bytesOf(f.outputType));
    }
    return 0.0;
}

GpuGemmSweep::GpuGemmSweep(GpuSession &session, CublasLtLibrary &library, double l2Bytes)
    : m_session(session), m_library(library), m_l2Bytes(l2Bytes)
{
    checkStatus(library.create(&m_handle), "cublasLtCreate");
    m_workspace = DeviceBuffer(session.driver(), kWorkspaceBytes);
    // FP8's operands are scaled on the way in; 1.0 keeps their values. Each scale has an
    // allocation of its own: cuBLASLt refuses a product whose pointers are not 16-byte aligned.
    const float one = 1.0f;
    for (DeviceBuffer *scale : {&m_scaleA, &m_scaleB}) {
        *scale = DeviceBuffer(session.driver(), sizeof one);
        session.check(session.driver().memcpyHtoD(scale->address(), &one, sizeof one),
                      "copying the FP8 scales");
    }
}

GpuGemmSweep::~GpuGemmSweep()
{
    if (m_handle)
        m_library.destroy(m_handle);
}

void GpuGemmSweep::checkStatus(CublasLtLibrary::Status status, const char *step) const
{
    if (status != 0)
        throw GpuError(std::string(step) + ": " + CublasLtLibrary::statusName(status));
}

int GpuGemmSweep::operandSets(const GemmFormat &format, int n) const
{
    const double setBytes =
        double(n) * n * (2.0 * bytesOf(format.inputType) + bytesOf(format.outputType));
    const double room = 0.8 * double(m_session.freeBytes()) - kWorkspaceBytes;
    if (setBytes > room)
        throw GpuError("a " + std::to_string(n) + "³ product needs " +
                       std::to_string(static_cast<long long>(setBytes / 1e6)) +
                       " MB; the card has less free");
    const int wanted = static_cast<int>(std::ceil(4.0 * m_l2Bytes / setBytes));
    return std::clamp(std::min(wanted, static_cast<int>(room / setBytes)), 1, kMostOperandSets);
}

void GpuGemmSweep::prepare(Plan &plan, const GemmFormat &format, int n)
{
    plan.library = &m_library;
    plan.inputType = format.inputType;
    plan.outputType = format.outputType;
    checkStatus(m_library.descCreate(&plan.desc, format.computeType, L::kFloat32),
                "cublasLtMatmulDescCreate");
    const int transposed = L::kOpT;
    const int plain = L::kOpN;
    checkStatus(m_library.descSetAttribute(plan.desc, L::kDescTransA, &transposed, sizeof(int)),
                "setting TRANSA");
    checkStatus(m_library.descSetAttribute(plan.desc, L::kDescTransB, &plain, sizeof(int)),
                "setting TRANSB");
    if (format.inputType == L::kFloat8E4M3) {
        const void *scaleA = m_scaleA.pointer();
        const void *scaleB = m_scaleB.pointer();
        checkStatus(
            m_library.descSetAttribute(plan.desc, L::kDescAScalePointer, &scaleA, sizeof scaleA),
            "setting the FP8 scale of A");
        checkStatus(
            m_library.descSetAttribute(plan.desc, L::kDescBScalePointer, &scaleB, sizeof scaleB),
            "setting the FP8 scale of B");
    }
    // Column-major, as cuBLAS stores matrices: A is k × m and used transposed, B is k × n.
    checkStatus(m_library.layoutCreate(&plan.a, format.inputType, n, n, n), "layout of A");
    checkStatus(m_library.layoutCreate(&plan.b, format.inputType, n, n, n), "layout of B");
    checkStatus(m_library.layoutCreate(&plan.d, format.outputType, n, n, n), "layout of D");

    L::Preference preference = nullptr;
    checkStatus(m_library.preferenceCreate(&preference), "cublasLtMatmulPreferenceCreate");
    const std::uint64_t workspace = kWorkspaceBytes;
    m_library.preferenceSetAttribute(preference, L::kPrefMaxWorkspaceBytes, &workspace,
                                     sizeof workspace);
    L::HeuristicResult results[kAlgorithmsTried] = {};
    int found = 0;
    const L::Status status =
        m_library.algoGetHeuristic(m_handle, plan.desc, plan.a, plan.b, plan.d, plan.d, preference,
                                   kAlgorithmsTried, results, &found);
    m_library.preferenceDestroy(preference);
    checkStatus(status, "cublasLtMatmulAlgoGetHeuristic");
    if (found < 1)
        throw GpuError("cuBLASLt offers no algorithm for this product");
    for (int i = 0; i < std::min(found, kAlgorithmsTried); ++i)
        plan.algos.push_back(results[i].algo);

    plan.hostA = randomMatrix(format.inputType, n, 1);
    plan.hostB = randomMatrix(format.inputType, n, 2);
    const std::size_t outBytes = std::size_t(n) * n * bytesOf(format.outputType);
    CudaDriver &driver = m_session.driver();
    for (int s = operandSets(format, n); s > 0; --s) {
        for (const std::vector<unsigned char> *host : {&plan.hostA, &plan.hostB}) {
            plan.operands.emplace_back(driver, host->size());
            m_session.check(
                driver.memcpyHtoD(plan.operands.back().address(), host->data(), host->size()),
                "copying the operands to the GPU");
        }
        plan.operands.emplace_back(driver, outBytes);
    }
    if (format.inputType == L::kFloat8E4M3)
        plan.c = DeviceBuffer(driver, outBytes);
}

void GpuGemmSweep::chooseAlgorithm(Plan &plan)
{
    // The heuristic's first choice may still be refused at the call (CUBLAS_STATUS_NOT_SUPPORTED,
    // before anything is launched); the next ones are tried in turn, as cuBLASLt's guide advises,
    // and then, where C had its own buffer, the same with D written over C.
    std::string refusal;
    for (int attempt = 0; attempt < 2; ++attempt) {
        for (const L::Algo &algo : plan.algos) {
            plan.algo = algo;
            try {
                enqueue(plan, 0, 1);
                return;
            } catch (const GpuError &e) {
                refusal = e.what();
            }
        }
        if (!plan.c.address())
            break;
        plan.c = DeviceBuffer();
    }
    throw GpuError(refusal);
}

void GpuGemmSweep::enqueue(Plan &plan, int first, int count)
{
    const float alpha = 1.0f;
    const float beta = 0.0f;
    for (int i = first; i < first + count; ++i) {
        const int s = i % plan.sets();
        void *d = plan.operands[3 * s + 2].pointer();
        const void *c = plan.c.address() ? plan.c.pointer() : d;
        checkStatus(m_library.matmul(m_handle, plan.desc, &alpha, plan.operands[3 * s].pointer(),
                                     plan.a, plan.operands[3 * s + 1].pointer(), plan.b, &beta, c,
                                     plan.d, d, plan.d, &plan.algo, m_workspace.pointer(),
                                     kWorkspaceBytes, m_session.stream()),
                    "cublasLtMatmul");
    }
}

bool GpuGemmSweep::verify(Plan &plan, const GemmFormat &format, int n)
{
    m_session.synchronize();
    const int outBytes = bytesOf(format.outputType);
    const std::uint64_t total = std::uint64_t(n) * n;
    for (int s = 0; s < kVerifiedSamples; ++s) {
        const std::uint64_t index = SampleStats::sampledEntry(s, total);
        const std::size_t row = index % n;
        const std::size_t column = index / n;
        std::vector<unsigned char> got(outBytes);
        m_session.check(m_session.driver().memcpyDtoH(
                            got.data(), plan.operands[2].address() + index * outBytes, outBytes),
                        "reading the product back");
        // D[row, column] is the dot product of A's column row and B's column column.
        double expected = 0.0;
        for (int p = 0; p < n; ++p)
            expected += valueAt(plan.hostA, format.inputType, row * n + p) *
                        valueAt(plan.hostB, format.inputType, column * n + p);
        const double value = valueAt(got, format.outputType, 0);
        if (!(std::fabs(value - expected) <=
              0.01 * std::sqrt(double(n)) + 0.01 * std::fabs(expected)))
            return false;
    }
    return true;
}

namespace {

// A CUDA graph of products, destroyed when this goes.
struct CapturedGraph
{
    CudaDriver &driver;
    CudaDriver::Graph graph = nullptr;
    CudaDriver::GraphExec exec = nullptr;
    ~CapturedGraph()
    {
        if (exec)
            driver.graphExecDestroy(exec);
        if (graph)
            driver.graphDestroy(graph);
    }
};

// Captures enqueue on the stream into an instantiated graph; false when the driver or the
// library refuses capture, after which the stream is back to normal.
bool capture(GpuSession &session, CapturedGraph &out, const std::function<void()> &enqueue)
{
    CudaDriver &driver = session.driver();
    if (driver.streamBeginCapture(session.stream(), kCaptureThreadLocal) != CudaDriver::kSuccess)
        return false;
    bool enqueued = true;
    try {
        enqueue();
    } catch (const GpuError &) {
        enqueued = false;
    }
    const bool ended =
        driver.streamEndCapture(session.stream(), &out.graph) == CudaDriver::kSuccess;
    return enqueued && ended && out.graph &&
           driver.graphInstantiate(&out.exec, out.graph, 0) == CudaDriver::kSuccess;
}

} // namespace

GpuGemmPoint GpuGemmSweep::measure(const GemmFormat &format, int n, const Options &options,
                                   const std::atomic_bool *cancel)
{
    Plan plan;
    prepare(plan, format, n);
    GpuGemmPoint point;
    point.precision = format.precision;
    point.n = n;
    point.operandSets = plan.sets();
    chooseAlgorithm(plan);
    enqueue(plan, 0, 3);
    point.verified = verify(plan, format, n);
    const double warm = m_session.timeMilliseconds([&] { enqueue(plan, 0, 3); }) / 3.0;
    const int perTiming = std::clamp(
        static_cast<int>(std::ceil(options.secondsPerTiming * 1e3 / std::max(warm, 1e-6))), 1,
        kMostProductsPerTiming);
    point.productsPerTiming = perTiming;
    CapturedGraph graph{m_session.driver()};
    const bool graphed = capture(m_session, graph, [&] { enqueue(plan, 0, perTiming); });
    point.method = graphed ? "cuda_graph" : "event_loop";
    // The first replay uploads the graph to the card; it is not timed.
    if (graphed) {
        m_session.check(m_session.driver().graphLaunch(graph.exec, m_session.stream()),
                        "cuGraphLaunch");
        m_session.synchronize();
    }
    std::vector<double> rates;
    const double flops = 2.0 * double(n) * n * n * perTiming;
    for (int t = 0; t < options.timings && !isCancelled(cancel); ++t) {
        const double ms = m_session.timeMilliseconds([&] {
            if (graphed)
                m_session.check(m_session.driver().graphLaunch(graph.exec, m_session.stream()),
                                "cuGraphLaunch");
            else
                enqueue(plan, 0, perTiming);
        });
        if (ms > 0)
            rates.push_back(flops / (ms * 1e-3) / 1e12);
    }
    point.timings = static_cast<int>(rates.size());
    if (!rates.empty()) {
        point.tflopsFastest = *std::max_element(rates.begin(), rates.end());
        point.tflopsMedian = SampleStats::median(rates);
    }
    return point;
}

} // namespace blab::core
