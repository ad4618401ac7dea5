// SPDX-License-Identifier: GPL-3.0-or-later

#include "model/user_kernel.h"

#include "io/number_text.h"
#include "io/printable.h"

#include <set>

namespace blab::core {

namespace {

// A count, a time or a speed within [low, high].
bool within(const std::string &key, const std::string &text, double low, double high, double &out,
            std::string &problem)
{
    double value = 0.0;
    if (!NumberText::parse(text, value) || !(value >= low) || value > high) {
        problem = key + " must be a number from " + NumberText::general(low, 3) + " to " +
                  NumberText::general(high, 3) + "; got '" + printable(text) + "'";
        return false;
    }
    out = value;
    return true;
}

bool knownPrecision(const std::string &p)
{
    return p == "fp64" || p == "fp32" || p == "tf32" || p == "bf16" || p == "fp8";
}

// Stores one key's value; the checks between keys come after every key is read.
bool store(const std::string &key, const std::string &value, UserKernel &k, double &gflops,
           std::string &problem)
{
    if (key == "name") {
        if (value.empty() || value.size() > UserKernel::kMaxName ||
            printable(value, UserKernel::kMaxName) != value) {
            problem = "name must be 1 to 60 printable bytes without ',' or '='";
            return false;
        }
        k.name = value;
        return true;
    }
    if (key == "flops")
        return within(key, value, 1.0, UserKernel::kMaxCount, k.flops, problem);
    if (key == "bytes")
        return within(key, value, 1.0, UserKernel::kMaxCount, k.bytes, problem);
    if (key == "seconds")
        return within(key, value, UserKernel::kMinSeconds, 1e6, k.seconds, problem);
    if (key == "gflops")
        return within(key, value, 1e-9, 1e9, gflops, problem);
    if (key == "device") {
        k.device = value;
        return true;
    }
    if (key == "precision") {
        if (!knownPrecision(value)) {
            problem =
                "precision must be fp64, fp32, tf32, bf16 or fp8; got '" + printable(value) + "'";
            return false;
        }
        k.precision = value;
        return true;
    }
    problem = "unknown key '" + printable(key) +
              "'; a kernel takes name, flops, bytes, seconds or gflops, device and precision";
    return false;
}

} // namespace

bool UserKernel::parse(const std::string &spec, UserKernel &out, std::string &problem)
{
    UserKernel k;
    double gflops = 0.0;
    std::set<std::string> seen;
    std::size_t start = 0;
    while (start <= spec.size()) {
        const std::size_t end = std::min(spec.find(',', start), spec.size());
        const std::string item = spec.substr(start, end - start);
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || item.find('=', eq + 1) != std::string::npos) {
            problem = "each part must be key=value, with one '='; got '" + printable(item) + "'";
            return false;
        }
        const std::string key = item.substr(0, eq);
        if (!seen.insert(key).second) {
            problem = "'" + printable(key) + "' is given twice";
            return false;
        }
        if (!store(key, item.substr(eq + 1), k, gflops, problem))
            return false;
        start = end + 1;
    }
    for (const char *needed : {"name", "flops", "bytes"}) {
        if (!seen.count(needed)) {
            problem = std::string(needed) + " is missing";
            return false;
        }
    }
    if (seen.count("seconds") == seen.count("gflops")) {
        problem = "give seconds or gflops, one of the two";
        return false;
    }
    // This CPU was measured at FP32 and FP64; the catalog's devices list the others.
    const bool thisCpu = k.device == "this_cpu";
    if (thisCpu && k.precision != "fp32" && k.precision != "fp64") {
        problem = "precision on this CPU must be fp32 or fp64; got '" + k.precision + "'";
        return false;
    }
    if (!thisCpu && k.precision == "fp64") {
        problem = "a device's precision must be fp32, tf32, bf16 or fp8; got 'fp64'";
        return false;
    }
    if (gflops > 0) {
        k.seconds = k.flops / (gflops * 1e9);
        // A speed the counts turn into less than a nanosecond is a typo, not a kernel.
        if (!(k.seconds >= kMinSeconds)) {
            problem = "flops at gflops take less than 1 ns; check the two figures";
            return false;
        }
    }
    out = k;
    return true;
}

std::string UserKernel::spec() const
{
    return "name=" + name + ",flops=" + NumberText::shortest(flops) +
           ",bytes=" + NumberText::shortest(bytes) + ",seconds=" + NumberText::shortest(seconds) +
           ",device=" + device + ",precision=" + precision;
}

} // namespace blab::core
