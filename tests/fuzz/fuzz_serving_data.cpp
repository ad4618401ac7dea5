// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the two files behind the expected serving figures, the validation set and
// the efficiency defaults, over arbitrary bytes. A refused file must name a line inside it and
// keep nothing; an accepted validation set must give finite, positive expected figures and
// bounds for every row; accepted defaults must give a finite, positive expected request.

#include "catalog/device_catalog.h"
#include "catalog/efficiency_defaults.h"
#include "catalog/model_catalog_file.h"
#include "catalog/validation_set.h"
#include "cluster/interconnect_model.h"
#include "fuzz_locale.h"
#include "serving/inference_model.h"
#include "validation/validation_report.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <tuple>

using namespace blab::core;

namespace {

int linesOf(const std::string &text)
{
    return 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

bool positive(double v)
{
    return std::isfinite(v) && v > 0;
}

void validationSet(const std::string &text)
{
    const std::set<std::string> models = {"llama2_7b", "llama3_70b", "mixtral_8x7b"};
    const std::set<std::string> devices = {"a100_80gb_sxm", "h100_sxm"};
    blab::fuzz::sameInEveryLocale([&] {
        const auto r = ValidationSet::parse(text, models, devices);
        return std::make_tuple(r.error, r.errorLine, r.rows.size());
    });
    const ValidationSet::Result r = ValidationSet::parse(text, models, devices);
    if (!r.ok()) {
        if (!r.rows.empty() || r.errorLine < 1 || r.errorLine > linesOf(text))
            std::abort();
        return;
    }
    const ValidationReport report =
        ValidationReport::run(r.rows, DeviceCatalog::builtIn(), ModelCatalogFile::builtIn());
    // A row the model cannot serve (a prompt past its context) or whose training layout its
    // shape does not allow (heads or layers not split) is left out of the report, by design; no
    // row is ever made up.
    if (report.outcomes.size() > r.rows.size())
        std::abort();
    for (const ValidationOutcome &o : report.outcomes) {
        if (!positive(o.expected) || !positive(o.bound) || !positive(o.ratio))
            std::abort();
        // A training step is never faster than its bound: every part takes at least its
        // bound's time.
        if (o.row.kind == ValidationRow::Kind::Training && o.expected > o.bound * (1.0 + 1e-12))
            std::abort();
    }
}

void efficiencyDefaults(const std::string &text)
{
    EfficiencyDefaults d;
    const EfficiencyDefaults::Result r = EfficiencyDefaults::parse(text, d);
    if (!r.ok()) {
        if (!d.figures.empty() || r.errorLine < 1 || r.errorLine > linesOf(text))
            std::abort();
        return;
    }
    InferenceInputs in;
    in.model = *ModelCatalogFile::find("llama3_8b");
    in.efficiency.bandwidth = d.bandwidthEfficiency;
    in.efficiency.gemmCurve = d.gemmShare16;
    in.efficiency.layerOverheadSeconds = d.layerOverheadUs * 1e-6;
    in.efficiency.stepOverheadSeconds = d.stepOverheadUs * 1e-6;
    in.tensorParallel = 2;
    in.fabric = InterconnectModel::expectedFabric(
        {LinkKind::CardLink, 450.0, d.cardLink.alphaUs * 1e-6, d.cardLink.busEfficiency},
        {d.networkGbpsPerCard, d.network.busEfficiency, d.network.alphaUs * 1e-6,
         d.cardsPerServer});
    const RequestResult request = InferenceModel::request(in);
    if (!positive(request.expected.endToEndSeconds) ||
        !positive(request.expected.outputTokensPerSecond))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    validationSet(text);
    efficiencyDefaults(text);
    return 0;
}
