// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/user_kernel.h"

#include "catalog/precision.h"
#include "io/number_text.h"
#include "io/printable.h"

#include <set>

namespace blab::core {

namespace {

// Why a spec was refused, in English and in Chinese, each naming the key.
struct Refusal
{
    std::string en;
    std::string zh;
};

bool refuse(Refusal &r, std::string en, std::string zh)
{
    r.en = std::move(en);
    r.zh = std::move(zh);
    return false;
}

// A count, a time or a speed within [low, high].
bool within(const std::string &key, const std::string &text, double low, double high, double &out,
            Refusal &problem)
{
    double value = 0.0;
    if (!NumberText::parse(text, value) || !(value >= low) || value > high) {
        const std::string low3 = NumberText::general(low, 3);
        const std::string high3 = NumberText::general(high, 3);
        return refuse(problem,
                      key + " must be a number from " + low3 + " to " + high3 + "; got '" +
                          printable(text) + "'",
                      key + " 必须是 " + low3 + " 到 " + high3 + " 之间的数；收到的是 '" +
                          printable(text) + "'");
    }
    out = value;
    return true;
}

bool knownPrecision(const std::string &p)
{
    KernelPrecision precision = KernelPrecision::Fp32;
    return KernelPrecisions::fromId(p, precision);
}

// Stores one key's value; the checks between keys come after every key is read.
bool store(const std::string &key, const std::string &value, UserKernel &k, double &gflops,
           Refusal &problem)
{
    if (key == "name") {
        if (value.empty() || value.size() > UserKernel::kMaxName ||
            printable(value, UserKernel::kMaxName) != value)
            return refuse(problem, "name must be 1 to 60 printable bytes without ',' or '='",
                          "name 必须是 1 到 60 个可打印字节，且不含 ',' 或 '='");
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
        if (!knownPrecision(value))
            return refuse(
                problem,
                "precision must be fp64, fp64_tensor, fp32, tf32, bf16, fp16, "
                "fp16_vector, fp8 or fp4; got '" +
                    printable(value) + "'",
                "precision 必须是 fp64、fp64_tensor、fp32、tf32、bf16、fp16、fp16_vector、"
                "fp8 或 fp4；收到的是 '" +
                    printable(value) + "'");
        k.precision = value;
        return true;
    }
    return refuse(problem,
                  "unknown key '" + printable(key) +
                      "'; a kernel takes name, flops, bytes, seconds or gflops, device and "
                      "precision",
                  "不认识的键 '" + printable(key) +
                      "'；内核可用的键是 name、flops、bytes、seconds 或 gflops、device 和 "
                      "precision");
}

// Every key=value part of a spec stored in k; the checks between keys come after.
bool readParts(const std::string &spec, UserKernel &k, double &gflops, std::set<std::string> &seen,
               Refusal &problem)
{
    std::size_t start = 0;
    while (start <= spec.size()) {
        const std::size_t end = std::min(spec.find(',', start), spec.size());
        const std::string item = spec.substr(start, end - start);
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || item.find('=', eq + 1) != std::string::npos)
            return refuse(
                problem, "each part must be key=value, with one '='; got '" + printable(item) + "'",
                "每一部分都必须写成 键=值，只有一个 '='；收到的是 '" + printable(item) + "'");
        const std::string key = item.substr(0, eq);
        if (!seen.insert(key).second)
            return refuse(problem, "'" + printable(key) + "' is given twice",
                          "'" + printable(key) + "' 给了两次");
        if (!store(key, item.substr(eq + 1), k, gflops, problem))
            return false;
        start = end + 1;
    }
    return true;
}

// The checks between keys: what must be there, and a precision the device has.
bool checkWhole(const std::set<std::string> &seen, UserKernel &k, double gflops, Refusal &problem)
{
    for (const char *needed : {"name", "flops", "bytes"}) {
        if (!seen.count(needed))
            return refuse(problem, std::string(needed) + " is missing",
                          "缺少 " + std::string(needed));
    }
    if (seen.count("seconds") == seen.count("gflops"))
        return refuse(problem, "give seconds or gflops, one of the two",
                      "seconds 和 gflops 要给且只给其中一个");
    // This CPU was measured at FP32 and FP64; the catalog's devices list the others.
    const bool thisCpu = k.device == "this_cpu";
    if (thisCpu && k.precision != "fp32" && k.precision != "fp64")
        return refuse(
            problem, "precision on this CPU must be fp32 or fp64; got '" + k.precision + "'",
            "本机 CPU 上的 precision 必须是 fp32 或 fp64；收到的是 '" + k.precision + "'");
    if (gflops > 0) {
        k.seconds = k.flops / (gflops * 1e9);
        // A speed the counts turn into less than a nanosecond is a typo, not a kernel.
        if (!(k.seconds >= UserKernel::kMinSeconds))
            return refuse(problem, "flops at gflops take less than 1 ns; check the two figures",
                          "按 gflops 算，flops 用时不到 1 纳秒；请检查这两个数");
    }
    return true;
}

} // namespace

bool UserKernel::parse(const std::string &spec, UserKernel &out, std::string &problem,
                       std::string *problemZh)
{
    UserKernel k;
    double gflops = 0.0;
    std::set<std::string> seen;
    Refusal refusal;
    if (!readParts(spec, k, gflops, seen, refusal) || !checkWhole(seen, k, gflops, refusal)) {
        problem = refusal.en;
        if (problemZh)
            *problemZh = refusal.zh;
        return false;
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
