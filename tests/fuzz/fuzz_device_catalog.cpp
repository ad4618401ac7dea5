// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the device catalog reader over arbitrary bytes, as an imported or damaged
// file would give it. A refused file must name a line inside the file and leave no devices; an
// accepted one must hold only valid devices and read back the same after being written.

#include "catalog/device_catalog.h"
#include "catalog/device_catalog_file.h"
#include "fuzz_locale.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <tuple>
#include <utility>

using blab::core::DeviceCatalog;
using blab::core::DeviceCatalogFile;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    blab::fuzz::sameInEveryLocale([&] {
        const auto read = DeviceCatalogFile::parse(text, DeviceCatalog::reservedIds());
        return std::make_tuple(read.error, read.errorLine, DeviceCatalogFile::toJson(read.devices));
    });
    const DeviceCatalogFile::Result r =
        DeviceCatalogFile::parse(text, DeviceCatalog::reservedIds());
    if (!r.ok()) {
        const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
        if (!r.devices.empty() || r.errorLine < 1 || r.errorLine > lines ||
            r.error.find('\n') != std::string::npos)
            std::abort();
        return 0;
    }
    for (const auto &d : r.devices) {
        if (!DeviceCatalogFile::validate(d).empty())
            std::abort();
    }
    const std::string written = DeviceCatalogFile::toJson(r.devices);
    const DeviceCatalogFile::Result again =
        DeviceCatalogFile::parse(written, DeviceCatalog::reservedIds());
    if (!again.ok() || DeviceCatalogFile::toJson(again.devices) != written)
        std::abort();
    return 0;
}
