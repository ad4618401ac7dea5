// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// One data (or unified) cache level as the operating system describes it.
struct CacheLevel
{
    int level = 0;
    // The size of one instance, bytes; 0 when the system does not say.
    std::uint64_t bytes = 0;
    // How many logical CPUs share one instance: 1 or 2 for a core's private cache, all of a
    // package's for a shared last-level cache.
    int sharedBy = 1;

    // What threads running on distinct cores hold in this level together: a private cache
    // counts once per thread, a shared one once per instance they reach.
    std::uint64_t capacityFor(int threads) const;
};

// The cache levels of this machine, read from Linux's sysfs for cpu0 (instruction caches left
// out), else from sysconf; ordered by level. A level the system names without a size is kept
// with bytes 0, so that the bandwidth sweep can still find its edge.
class CacheLevels
{
public:
    // With BLAB_CACHE_CAP_MIB set to a whole number from 1 to 65536, no level is taken as larger
    // than that many MiB (capped()): the tests set it, so that a machine whose largest cache is
    // hundreds of MiB measures as quickly as any other.
    static std::vector<CacheLevel> detect();
    // The levels with no size above capBytes (0: as they are).
    static std::vector<CacheLevel> capped(std::vector<CacheLevel> levels, std::uint64_t capBytes);
    // The cap BLAB_CACHE_CAP_MIB sets, bytes; 0 when it is not set or does not read.
    static std::uint64_t capFromEnvironment();

    // One sysfs cache folder's files, as text: level ("2"), type ("Data", "Unified",
    // "Instruction"), size ("48K", "1280K", "48M"), shared_cpu_list ("0-1,4"). Empty for an
    // instruction cache or text that does not read.
    static std::optional<CacheLevel> fromSysfs(const std::string &level, const std::string &type,
                                               const std::string &size,
                                               const std::string &sharedCpus);
    // sysconf's L1d, L2 and L3 sizes (0 or less: not given) on a machine with onlineCpus CPUs: the
    // L3 shared by all of them, the others by one.
    static std::vector<CacheLevel> fromSysconf(const std::array<long, 3> &bytes, long onlineCpus);
    // "48K" -> 49152; "48M" -> 50331648; 0 for anything else.
    static std::uint64_t parseSize(const std::string &text);
    // "0-1,4" -> 3; 0 for text that does not read.
    static int countCpus(const std::string &list);
};

} // namespace blab::core
