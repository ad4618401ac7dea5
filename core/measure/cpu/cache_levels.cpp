// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/cache_levels.h"

#include "io/trimmed.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <fstream>
#include <locale>
#include <sstream>
#include <unistd.h>

namespace blab::core {

namespace {

// The whole text as a non-negative whole number no larger than limit, or nothing.
std::optional<std::uint64_t> wholeNumber(const std::string &text, std::uint64_t limit)
{
    if (text.empty() || text.size() > 12 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const std::uint64_t value = std::stoull(text);
    if (value > limit)
        return std::nullopt;
    return value;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text.imbue(std::locale::classic());
    text << in.rdbuf();
    return text.str();
}

} // namespace

std::uint64_t CacheLevel::capacityFor(int threads) const
{
    const int t = std::max(1, threads);
    const int share = std::max(1, sharedBy);
    // Threads are spread one per logical CPU; ceil(t / share) instances are reached.
    const std::uint64_t instances = static_cast<std::uint64_t>((t + share - 1) / share);
    return bytes * instances;
}

std::uint64_t CacheLevels::parseSize(const std::string &text)
{
    const std::string t = trimmed(text);
    if (t.empty())
        return 0;
    std::uint64_t unit = 1;
    std::string digits = t;
    const char last = t.back();
    if (last == 'K' || last == 'M' || last == 'G') {
        unit = last == 'K' ? 1024ull : last == 'M' ? 1024ull * 1024 : 1024ull * 1024 * 1024;
        digits = t.substr(0, t.size() - 1);
    }
    const auto value = wholeNumber(digits, (1ull << 50) / unit);
    return value ? *value * unit : 0;
}

int CacheLevels::countCpus(const std::string &list)
{
    const std::string t = trimmed(list);
    if (t.empty())
        return 0;
    int count = 0;
    std::stringstream parts(t);
    parts.imbue(std::locale::classic());
    std::string part;
    while (std::getline(parts, part, ',')) {
        const auto dash = part.find('-');
        const auto low = wholeNumber(part.substr(0, dash), 1 << 20);
        const auto high =
            dash == std::string::npos ? low : wholeNumber(part.substr(dash + 1), 1 << 20);
        if (!low || !high || *high < *low || count + (*high - *low + 1) > (1 << 20))
            return 0;
        count += static_cast<int>(*high - *low + 1);
    }
    return count;
}

std::vector<CacheLevel> CacheLevels::fromSysconf(const std::array<long, 3> &bytes, long onlineCpus)
{
    std::vector<CacheLevel> levels;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (bytes[i] <= 0)
            continue;
        // sysconf gives one instance's size and not who shares it. L1 and L2 belong to one core
        // on the machines it describes; the L3 is shared by the package, and a virtual machine
        // (where sysfs has no cache folders) reports its host's whole L3. Counted once per
        // thread, a 512 MiB L3 sent the sweep to 4 GiB on two threads.
        const bool shared = i == 2 && onlineCpus > 1;
        levels.push_back({static_cast<int>(i) + 1, static_cast<std::uint64_t>(bytes[i]),
                          shared ? static_cast<int>(std::min<long>(onlineCpus, 1 << 20)) : 1});
    }
    return levels;
}

std::optional<CacheLevel> CacheLevels::fromSysfs(const std::string &level, const std::string &type,
                                                 const std::string &size,
                                                 const std::string &sharedCpus)
{
    const std::string kind = trimmed(type);
    const auto number = wholeNumber(trimmed(level), 9);
    if (!number || *number == 0 || (kind != "Data" && kind != "Unified"))
        return std::nullopt;
    CacheLevel c;
    c.level = static_cast<int>(*number);
    c.bytes = parseSize(size);
    c.sharedBy = std::max(1, countCpus(sharedCpus));
    return c;
}

std::vector<CacheLevel> CacheLevels::detect()
{
    std::vector<CacheLevel> levels;
    for (int index = 0; index < 16; ++index) {
        const std::string dir =
            "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
        const std::string level = readFile(dir + "level");
        if (level.empty())
            continue;
        if (const auto c = fromSysfs(level, readFile(dir + "type"), readFile(dir + "size"),
                                     readFile(dir + "shared_cpu_list")))
            levels.push_back(*c);
    }
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE) &&                           \
    defined(_SC_LEVEL3_CACHE_SIZE)
    if (levels.empty())
        levels = fromSysconf({sysconf(_SC_LEVEL1_DCACHE_SIZE), sysconf(_SC_LEVEL2_CACHE_SIZE),
                              sysconf(_SC_LEVEL3_CACHE_SIZE)},
                             sysconf(_SC_NPROCESSORS_ONLN));
#endif
    std::sort(levels.begin(), levels.end(),
              [](const CacheLevel &a, const CacheLevel &b) { return a.level < b.level; });
    return capped(std::move(levels), capFromEnvironment());
}

std::vector<CacheLevel> CacheLevels::capped(std::vector<CacheLevel> levels, std::uint64_t capBytes)
{
    if (capBytes == 0)
        return levels;
    for (CacheLevel &c : levels)
        c.bytes = std::min(c.bytes, capBytes);
    return levels;
}

std::uint64_t CacheLevels::capFromEnvironment()
{
    const char *text = std::getenv("BLAB_CACHE_CAP_MIB");
    const std::optional<std::uint64_t> mib = text ? wholeNumber(text, 65536) : std::nullopt;
    return mib && *mib > 0 ? *mib << 20 : 0;
}

} // namespace blab::core
