// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

namespace blab::core {

// The accepted range of one numeric option. The command line validates with it and the window's
// controls take their limits from it, so both refuse the same values.
class OptionSpec
{
public:
    // Whether the option takes any number in its range or only whole ones.
    enum class Values
    {
        Real,
        Whole
    };

    OptionSpec(const char *name, double minValue, double maxValue, const char *unit, Values values);

    const std::string &name() const { return m_name; }
    double minValue() const { return m_min; }
    double maxValue() const { return m_max; }
    const std::string &unit() const { return m_unit; }
    bool isInteger() const { return m_integer; }

    // Parses text strictly: the whole string must be one finite number inside the range (and whole
    // for integer options). Returns an empty string on success, else a one-line message that names
    // the option and its range.
    std::string parse(const std::string &text, double &out) const;
    // The same check for a value that is already a number.
    std::string check(double value) const;
    // "--name must be ... from MIN to MAX UNIT"
    std::string rangeText() const;
    // The same in Chinese, for the refusals of a command line run with --lang zh.
    std::string rangeTextZh() const;

    // Parses a comma-separated list of values, each checked as above, at most maxCount of them
    // (OptionRow::refusalZh says the same limit).
    std::string parseList(const std::string &text, std::vector<int> &out,
                          std::size_t maxCount = 32) const;

    static const OptionSpec cpuGflops;
    static const OptionSpec memBandwidth;
    static const OptionSpec linkBandwidth;
    static const OptionSpec accelTflops;
    static const OptionSpec flopsPerSample;
    static const OptionSpec sampleBytes;
    static const OptionSpec batch;
    static const OptionSpec n;
    static const OptionSpec k;
    static const OptionSpec params;
    static const OptionSpec cards;
    static const OptionSpec cardLinkBandwidth;
    static const OptionSpec stepMs;
    static const OptionSpec tokensPerStep;
    static const OptionSpec utilization;
    static const OptionSpec promptTokens;
    static const OptionSpec context;
    static const OptionSpec batchSize;
    static const OptionSpec tensorParallel;
    static const OptionSpec expertParallel;
    static const OptionSpec attentionDp;
    static const OptionSpec draftTokens;
    static const OptionSpec acceptedTokens;
    static const OptionSpec linkLatencyUs;
    static const OptionSpec outputTokens;
    static const OptionSpec concurrency;
    static const OptionSpec bandwidthEfficiency;
    static const OptionSpec prefillEfficiency;
    static const OptionSpec layerOverheadUs;
    static const OptionSpec stepOverheadUs;
    static const OptionSpec networkGbps;
    static const OptionSpec cardsPerServer;
    static const OptionSpec microBatch;
    static const OptionSpec pipelineParallel;
    static const OptionSpec virtualStages;
    static const OptionSpec dataParallel;
    static const OptionSpec zeroStage;
    static const OptionSpec globalBatch;
    static const OptionSpec trainTokens;
    static const OptionSpec sampleActivationBytes;
    static const OptionSpec layers;
    static const OptionSpec hidden;
    static const OptionSpec seqLen;
    static const OptionSpec repeats;
    static const OptionSpec width;
    static const OptionSpec height;
    static const OptionSpec scale;
    // The window's own batch has no option; it is bounded like one.
    static const OptionSpec userBatch;
    // time: the work of the command timed, and how often it runs.
    static const OptionSpec kernelFlops;
    static const OptionSpec kernelBytes;
    static const OptionSpec runs;
    // report --part: one of the lesson's five parts alone.
    static const OptionSpec part;
    // plan: the targets and the load.
    static const OptionSpec ttftMs;
    static const OptionSpec tpotMs;
    static const OptionSpec minUserTps;
    static const OptionSpec users;
    static const OptionSpec outputRate;

private:
    std::string m_name;
    double m_min;
    double m_max;
    std::string m_unit;
    bool m_integer;
};

} // namespace blab::core
