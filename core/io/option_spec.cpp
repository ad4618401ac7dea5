// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/option_spec.h"

#include "io/number_text.h"

#include <cmath>

namespace blab::core {

namespace {

std::string shortNumber(double v)
{
    return NumberText::general(v, 6);
}

// Keeps error lines one line long even when someone pastes a novel into an option.
std::string quoted(const std::string &text)
{
    constexpr std::size_t kMax = 40;
    std::string shown = text.size() > kMax ? text.substr(0, kMax) + "..." : text;
    for (char &c : shown) {
        if (static_cast<unsigned char>(c) < 0x20)
            c = '?';
    }
    return "'" + shown + "'";
}

} // namespace

const OptionSpec OptionSpec::cpuGflops("cpu-gflops", 0.001, 1e7, "GFLOPS", Values::Real);
const OptionSpec OptionSpec::memBandwidth("mem-bandwidth", 0.01, 1e6, "GB/s", Values::Real);
const OptionSpec OptionSpec::linkBandwidth("link-bandwidth", 0.01, 1e5, "GB/s", Values::Real);
const OptionSpec OptionSpec::accelTflops("accel-tflops", 0.001, 1e5, "TFLOPS", Values::Real);
const OptionSpec OptionSpec::flopsPerSample("flops-per-sample", 1, 1e16, "FLOPs", Values::Real);
const OptionSpec OptionSpec::sampleBytes("sample-bytes", 1, 1e12, "bytes", Values::Real);
const OptionSpec OptionSpec::batch("batch", 1, 1000000, "samples", Values::Whole);
const OptionSpec OptionSpec::n("n", 1, 1000000, "", Values::Whole);
const OptionSpec OptionSpec::k("k", 1, 1000000, "multiply-adds per element", Values::Whole);
const OptionSpec OptionSpec::params("params", 1, 1e15, "parameters", Values::Real);
const OptionSpec OptionSpec::cards("cards", 1, 131072, "cards", Values::Whole);
const OptionSpec OptionSpec::cardLinkBandwidth("card-link-bandwidth", 0.01, 1e5, "GB/s",
                                               Values::Real);
const OptionSpec OptionSpec::stepMs("step-ms", 0.001, 1e7, "ms", Values::Real);
const OptionSpec OptionSpec::tokensPerStep("tokens-per-step", 1, 1e10, "tokens", Values::Real);
const OptionSpec OptionSpec::utilization("utilization", 0.01, 1, "of the peak", Values::Real);
const OptionSpec OptionSpec::promptTokens("prompt-tokens", 1, 10000000, "tokens", Values::Whole);
const OptionSpec OptionSpec::context("context", 1, 100000000, "tokens", Values::Whole);
const OptionSpec OptionSpec::batchSize("batch-size", 1, 1000000, "sequences", Values::Whole);
const OptionSpec OptionSpec::tensorParallel("tp", 1, 1024, "cards", Values::Whole);
const OptionSpec OptionSpec::expertParallel("ep", 1, 1024, "cards", Values::Whole);
const OptionSpec OptionSpec::attentionDp("attention-dp", 1, 1024, "groups", Values::Whole);
const OptionSpec OptionSpec::draftTokens("draft-tokens", 0, 16, "tokens", Values::Whole);
const OptionSpec OptionSpec::acceptedTokens("accepted-tokens", 1, 17, "tokens", Values::Real);
const OptionSpec OptionSpec::linkLatencyUs("link-latency-us", 0, 1e5, "µs", Values::Real);
const OptionSpec OptionSpec::outputTokens("output-tokens", 1, 10000000, "tokens", Values::Whole);
const OptionSpec OptionSpec::concurrency("concurrency", 1, 1000000, "requests", Values::Whole);
const OptionSpec OptionSpec::bandwidthEfficiency("bandwidth-efficiency", 0.01, 1,
                                                 "of the label bandwidth", Values::Real);
const OptionSpec OptionSpec::prefillEfficiency("prefill-efficiency", 0.01, 1, "of the peak",
                                               Values::Real);
const OptionSpec OptionSpec::layerOverheadUs("layer-overhead-us", 0, 1e4, "µs", Values::Real);
const OptionSpec OptionSpec::stepOverheadUs("step-overhead-us", 0, 1e6, "µs", Values::Real);
const OptionSpec OptionSpec::networkGbps("network-gbps", 0.1, 1e5, "Gb/s", Values::Real);
const OptionSpec OptionSpec::cardsPerServer("cards-per-server", 1, 1024, "cards", Values::Whole);
const OptionSpec OptionSpec::microBatch("micro-batch", 1, 1000000, "samples", Values::Whole);
const OptionSpec OptionSpec::pipelineParallel("pp", 1, 1024, "stages", Values::Whole);
const OptionSpec OptionSpec::virtualStages("vp", 1, 64, "stages a card", Values::Whole);
const OptionSpec OptionSpec::dataParallel("dp", 0, 131072, "copies", Values::Whole);
const OptionSpec OptionSpec::zeroStage("zero-stage", 0, 3, "", Values::Whole);
const OptionSpec OptionSpec::globalBatch("global-batch", 0, 100000000, "sequences", Values::Whole);
const OptionSpec OptionSpec::trainTokens("train-tokens", 1, 1e16, "tokens", Values::Real);
const OptionSpec OptionSpec::sampleActivationBytes("activation-bytes", 1, 1e13, "bytes",
                                                   Values::Real);
const OptionSpec OptionSpec::layers("layers", 1, 10000, "layers", Values::Whole);
const OptionSpec OptionSpec::hidden("hidden", 1, 1000000, "", Values::Whole);
const OptionSpec OptionSpec::seqLen("seq-len", 1, 10000000, "tokens", Values::Whole);
const OptionSpec OptionSpec::repeats("repeats", 1, 10000, "", Values::Whole);
const OptionSpec OptionSpec::width("width", 100, 10000, "pixels", Values::Whole);
const OptionSpec OptionSpec::height("height", 100, 10000, "pixels", Values::Whole);
const OptionSpec OptionSpec::scale("scale", 1, 4, "", Values::Real);
const OptionSpec OptionSpec::kernelFlops("flops", 1, 1e21, "FLOPs", Values::Real);
const OptionSpec OptionSpec::kernelBytes("bytes", 1, 1e21, "bytes", Values::Real);
const OptionSpec OptionSpec::runs("runs", 1, 1000, "runs", Values::Whole);
const OptionSpec OptionSpec::part("part", 1, 5, "", Values::Whole);
const OptionSpec OptionSpec::ttftMs("ttft-ms", 0.001, 1e7, "ms", Values::Real);
const OptionSpec OptionSpec::tpotMs("tpot-ms", 0.001, 1e7, "ms", Values::Real);
const OptionSpec OptionSpec::minUserTps("min-user-tps", 0.001, 1e7, "tokens/s", Values::Real);
const OptionSpec OptionSpec::users("users", 1, 1000000, "users", Values::Whole);
const OptionSpec OptionSpec::outputRate("output-rate", 0.001, 1e9, "tokens/s", Values::Real);
const OptionSpec OptionSpec::userBatch("user-batch", 1, 1000000, "samples", Values::Whole);

OptionSpec::OptionSpec(const char *name, double minValue, double maxValue, const char *unit,
                       Values values)
    : m_name(name), m_min(minValue), m_max(maxValue), m_unit(unit),
      m_integer(values == Values::Whole)
{}

std::string OptionSpec::rangeText() const
{
    std::string text = "--" + m_name + " must be " + (m_integer ? "a whole number" : "a number") +
                       " from " + shortNumber(m_min) + " to " + shortNumber(m_max);
    if (!m_unit.empty())
        text += " " + m_unit;
    return text;
}

std::string OptionSpec::rangeTextZh() const
{
    // The units that are English words; the others (GB/s, TFLOPS, ms, µs) read the same.
    static const std::pair<const char *, const char *> kUnits[] = {
        {"bytes", "字节"},
        {"samples", "个样本"},
        {"parameters", "个参数"},
        {"cards", "张卡"},
        {"tokens", "个 token"},
        {"layers", "层"},
        {"pixels", "像素"},
        {"of the peak", "（占峰值的比例）"},
        {"of the label bandwidth", "（占标称带宽的比例）"},
        {"sequences", "个序列"},
        {"requests", "个请求"},
        {"users", "个用户"},
        {"tokens/s", "token/秒"},
        {"multiply-adds per element", "次乘加/元素"}};
    std::string unit = m_unit;
    for (const auto &[english, chinese] : kUnits)
        if (unit == english)
            unit = chinese;
    return "--" + m_name + " 必须是 " + shortNumber(m_min) + " 到 " + shortNumber(m_max) +
           (unit.empty() ? "" : " " + unit) + " 之间的" + (m_integer ? "整数" : "数");
}

std::string OptionSpec::check(double value) const
{
    if (!std::isfinite(value) || value < m_min || value > m_max ||
        (m_integer && std::floor(value) != value))
        return rangeText() + "; got " + shortNumber(value);
    return {};
}

std::string OptionSpec::parse(const std::string &text, double &out) const
{
    double value = 0.0;
    if (!NumberText::parse(text, value))
        return rangeText() + "; got " + quoted(text);
    const std::string problem = check(value);
    if (!problem.empty())
        return rangeText() + "; got " + quoted(text);
    out = value;
    return {};
}

std::string OptionSpec::parseList(const std::string &text, std::vector<int> &out,
                                  std::size_t maxCount) const
{
    std::vector<int> values;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string item = text.substr(start, comma - start);
        double value = 0.0;
        const std::string problem = parse(item, value);
        if (!problem.empty())
            return "--" + m_name + " takes a comma-separated list; each " +
                   rangeText().substr(m_name.size() + 3) + "; got " + quoted(item);
        values.push_back(static_cast<int>(value));
        if (values.size() > maxCount)
            return "--" + m_name + " takes at most " + std::to_string(maxCount) + " values";
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    out = values;
    return {};
}

} // namespace blab::core
