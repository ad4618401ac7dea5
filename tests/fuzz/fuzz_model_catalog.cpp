// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the model catalog reader over arbitrary bytes, as a user's own file would
// give it. A refused file must name a line inside the file and leave no models; an accepted one
// must hold only shapes the formulas can take, give finite, positive figures for them, and read
// back the same after being written (what the window's export writes, its import must take).

#include "catalog/model_catalog_file.h"
#include "fuzz_locale.h"
#include "serving/inference_model.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <tuple>
#include <utility>

using blab::core::InferenceInputs;
using blab::core::InferenceModel;
using blab::core::ModelCatalogFile;
using blab::core::ModelSpec;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    blab::fuzz::sameInEveryLocale([&] {
        const auto read = ModelCatalogFile::parse(text, {"llama3_8b"});
        return std::make_tuple(read.error, read.errorLine, ModelCatalogFile::toJson(read.models));
    });
    const ModelCatalogFile::Result r = ModelCatalogFile::parse(text, {"llama3_8b"});
    if (!r.ok()) {
        const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
        if (!r.models.empty() || r.errorLine < 1 || r.errorLine > lines ||
            r.error.find('\n') != std::string::npos)
            std::abort();
        return 0;
    }
    for (const ModelSpec &m : r.models) {
        if (m.layers < 1 || m.kvHeads < 1 || m.heads % m.kvHeads != 0 ||
            m.activeExperts > m.experts || m.id == "llama3_8b")
            std::abort();
        InferenceInputs in;
        in.model = m;
        const auto r2 = InferenceModel::evaluate(in);
        for (const double v : {r2.decode.seconds, r2.prefill.seconds, r2.memory.weightsBytes,
                               r2.decode.flopsPerByte})
            if (!std::isfinite(v) || v <= 0)
                std::abort();
    }
    const std::string written = ModelCatalogFile::toJson(r.models);
    const ModelCatalogFile::Result again = ModelCatalogFile::parse(written, {"llama3_8b"});
    if (!again.ok() || ModelCatalogFile::toJson(again.models) != written)
        std::abort();
    return 0;
}
