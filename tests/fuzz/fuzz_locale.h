// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The fuzzers parse under a locale that writes a decimal comma, as a German user's machine does,
// and check that what they read is what the C locale reads: the program's numbers must not
// follow the C library's locale.

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace blab::fuzz {

inline constexpr const char *kCommaLocale = "de_DE.UTF-8";

// For LLVMFuzzerInitialize: makes the comma locale the C library's. A machine without it fuzzes
// in the C locale alone, with a word on stderr; in CI (CI=true) that is a failure, since
// packaging/install-deps.sh generates the locale.
inline void useCommaLocale()
{
    if (std::setlocale(LC_ALL, kCommaLocale))
        return;
    std::fprintf(stderr, "fuzz: the locale %s is missing; fuzzing in the C locale only\n",
                 kCommaLocale);
    const char *ci = std::getenv("CI");
    if (ci && std::strcmp(ci, "true") == 0)
        std::abort();
}

// What read() gives under the comma locale, after checking that it gives the same under the C
// locale; a difference is a crash the fuzzer keeps.
template <class Read> auto sameInEveryLocale(Read read)
{
    std::setlocale(LC_NUMERIC, "C");
    const auto plain = read();
    std::setlocale(LC_NUMERIC, kCommaLocale);
    auto result = read();
    if (!(plain == result)) {
        std::fprintf(stderr, "fuzz: %s read this input differently from the C locale\n",
                     kCommaLocale);
        std::abort();
    }
    return result;
}

} // namespace blab::fuzz
