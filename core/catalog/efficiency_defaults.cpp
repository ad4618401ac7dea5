// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/efficiency_defaults.h"

#include "catalog/catalog_reader.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace blab::core {

extern const char *const kBuiltInEfficienciesJson;

namespace {

struct Known
{
    const char *id;
    const char *unit;
    CatalogReader::Range range;
    double EfficiencyDefaults::*field;
    double LinkEfficiency::*linkField;
    LinkEfficiency EfficiencyDefaults::*link;
    EfficiencyDefaults::Curve EfficiencyDefaults::*curve = nullptr;
};

// Every figure the file must give: its id, unit, the values accepted and where it goes.
const Known kKnown[] = {
    {"bandwidth_efficiency",
     "fraction",
     {0.01, 1.0},
     &EfficiencyDefaults::bandwidthEfficiency,
     nullptr,
     nullptr},
    {"gemm_share_16bit",
     "share by cube side",
     {0.01, 1.0},
     nullptr,
     nullptr,
     nullptr,
     &EfficiencyDefaults::gemmShare16},
    {"gemm_share_fp8",
     "share by cube side",
     {0.01, 1.0},
     nullptr,
     nullptr,
     nullptr,
     &EfficiencyDefaults::gemmShareFp8},
    {"gemm_share_16bit_peak_tflops",
     "TFLOPS",
     {1.0, 1e6},
     &EfficiencyDefaults::gemmShare16PeakTflops,
     nullptr,
     nullptr},
    {"gemm_share_fp8_peak_tflops",
     "TFLOPS",
     {1.0, 1e6},
     &EfficiencyDefaults::gemmShareFp8PeakTflops,
     nullptr,
     nullptr},
    {"gemm_share_16bit_ceiling_by_peak",
     "share by peak TFLOPS",
     {0.01, 1.0},
     nullptr,
     nullptr,
     nullptr,
     &EfficiencyDefaults::gemmShare16CeilingByPeak},
    {"attention_share_by_peak",
     "share by peak TFLOPS",
     {0.01, 1.0},
     nullptr,
     nullptr,
     nullptr,
     &EfficiencyDefaults::attentionShareByPeak},
    {"int8_dequant_instructions",
     "per weight",
     {0.0, 1000.0},
     &EfficiencyDefaults::int8DequantInstructions,
     nullptr,
     nullptr},
    {"int4_dequant_instructions",
     "per weight",
     {0.0, 1000.0},
     &EfficiencyDefaults::int4DequantInstructions,
     nullptr,
     nullptr},
    {"layer_overhead_us", "us", {0.0, 1e4}, &EfficiencyDefaults::layerOverheadUs, nullptr, nullptr},
    {"step_overhead_us", "us", {0.0, 1e6}, &EfficiencyDefaults::stepOverheadUs, nullptr, nullptr},
    {"card_link_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::cardLink},
    {"card_link_bus_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::busEfficiency,
     &EfficiencyDefaults::cardLink},
    {"nvlink3_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::nvlink3},
    {"nvlink4_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::nvlink4},
    {"nvlink4_switch_reduction_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::switchReductionEfficiency,
     &EfficiencyDefaults::nvlink4},
    {"nvlink5_switch_reduction_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::switchReductionEfficiency,
     &EfficiencyDefaults::nvlink5},
    {"switch_reduction_alpha_factor",
     "ratio",
     {1.0, 100.0},
     &EfficiencyDefaults::switchReductionAlphaFactor,
     nullptr,
     nullptr},
    {"collective_memory_traffic_factor",
     "ratio",
     {1.0, 10.0},
     &EfficiencyDefaults::collectiveMemoryFactor,
     nullptr,
     nullptr},
    {"attention_triton_relative_speed",
     "ratio",
     {0.01, 1.0},
     &EfficiencyDefaults::attentionTritonRelativeSpeed,
     nullptr,
     nullptr},
    {"fp8_cast_bytes_per_number",
     "bytes",
     {0.0, 16.0},
     &EfficiencyDefaults::fp8CastBytesPerNumber,
     nullptr,
     nullptr},
    {"pcie_switch_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::pcieSwitch},
    {"pcie_switch_bus_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::busEfficiency,
     &EfficiencyDefaults::pcieSwitch},
    {"pcie_host_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::pcieHost},
    {"pcie_host_bus_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::busEfficiency,
     &EfficiencyDefaults::pcieHost},
    {"network_alpha_us",
     "us",
     {0.0, 1e5},
     nullptr,
     &LinkEfficiency::alphaUs,
     &EfficiencyDefaults::network},
    {"network_bus_efficiency",
     "fraction",
     {0.01, 1.0},
     nullptr,
     &LinkEfficiency::busEfficiency,
     &EfficiencyDefaults::network},
    {"network_gbps_per_card",
     "Gb/s",
     {0.1, 1e5},
     &EfficiencyDefaults::networkGbpsPerCard,
     nullptr,
     nullptr},
    {"cards_per_server", "cards", {1, 1024}, nullptr, nullptr, nullptr},
};

const Known *known(const std::string &id)
{
    for (const Known &k : kKnown) {
        if (id == k.id)
            return &k;
    }
    return nullptr;
}

bool readFigure(CatalogReader &r, EfficiencyDefaults &out, std::set<std::string> &seen)
{
    EfficiencyFigure f;
    if (!r.onlyKnown({"id", "value", "points", "unit", "source"}) ||
        !r.text("id", true, 64, f.id) || !r.text("unit", true, 32, f.unit) ||
        !r.text("source", true, 1200, f.source))
        return false;
    const Known *k = known(f.id);
    if (!k)
        return r.fail("id", {CatalogProblem::Code::NotOneOf,
                             {"id", f.id, "the figures of docs/validation.md"}});
    if (!seen.insert(f.id).second)
        return r.fail("id", {CatalogProblem::Code::IdTwice, {f.id}});
    if (f.unit != k->unit)
        return r.fail("unit", {CatalogProblem::Code::NotOneOf, {"unit", f.unit, k->unit}});
    if (k->curve ? r.find("value") != nullptr : r.find("points") != nullptr)
        return r.fail(k->curve ? "value" : "points",
                      {CatalogProblem::Code::Inconsistent,
                       {std::string(f.id) + (k->curve ? " is a curve: give "
                                                        "\"points\", not \"value\""
                                                      : " is one figure: give "
                                                        "\"value\", not \"points\"")}});
    if (k->curve) {
        if (!r.points("points", {1.0, 1e7}, k->range, f.points))
            return false;
        out.*(k->curve) = f.points;
    } else if (k->field || k->linkField) {
        if (!r.figure("value", k->range, f.value))
            return false;
        if (k->field)
            out.*(k->field) = f.value;
        else
            (out.*(k->link)).*(k->linkField) = f.value;
    } else {
        if (!r.whole("value", k->range, true, out.cardsPerServer))
            return false;
        f.value = out.cardsPerServer;
    }
    out.figures.push_back(std::move(f));
    return true;
}

// The generations take the card link's reachable share, and its α where none of their own was
// measured.
void completeGenerations(EfficiencyDefaults &d)
{
    for (LinkEfficiency *g : {&d.nvlink3, &d.nvlink4, &d.nvlink5}) {
        g->busEfficiency = d.cardLink.busEfficiency;
        if (g->alphaUs <= 0)
            g->alphaUs = d.cardLink.alphaUs;
    }
}

} // namespace

EfficiencyDefaults::Result EfficiencyDefaults::parse(const std::string &text,
                                                     EfficiencyDefaults &out)
{
    Result result;
    JsonDocument json;
    const Json *list = nullptr;
    EfficiencyDefaults read;
    const auto fail = [&result](int line, CatalogProblem p) {
        result.refuse(line, std::move(p));
        return result;
    };
    if (!CatalogReader::open(text, {kFormat, kVersion, "figures", 1 << 16, 64}, json, list, result))
        return result;
    std::set<std::string> seen;
    for (const Json &item : *list) {
        CatalogReader reader(json, item);
        if (!readFigure(reader, read, seen))
            return fail(reader.line(), reader.problem());
    }
    for (const Known &k : kKnown) {
        if (!seen.count(k.id))
            return fail(json.line(*list), {CatalogProblem::Code::MissingField, {k.id}});
    }
    completeGenerations(read);
    out = std::move(read);
    return result;
}

const EfficiencyDefaults &EfficiencyDefaults::builtIn()
{
    static const EfficiencyDefaults kDefaults = [] {
        EfficiencyDefaults d;
        const Result r = parse(kBuiltInEfficienciesJson, d);
        if (!r.ok()) {
            // The build checks the shipped file (a test reads it), so this is a broken build.
            std::fprintf(stderr, "resources/efficiencies.json: line %d: %s\n", r.errorLine,
                         r.error.c_str());
            std::abort();
        }
        return d;
    }();
    return kDefaults;
}

const EfficiencyFigure *EfficiencyDefaults::figure(const std::string &id) const
{
    for (const EfficiencyFigure &f : figures) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

const LinkEfficiency &EfficiencyDefaults::cardLinkNamed(const std::string &cardLinkName) const
{
    if (cardLinkName == "NVLink 3")
        return nvlink3;
    if (cardLinkName == "NVLink 4")
        return nvlink4;
    if (cardLinkName == "NVLink 5")
        return nvlink5;
    return cardLink;
}

} // namespace blab::core

namespace blab::core {

double EfficiencyDefaults::byPeak(const Curve &curve, double peakTflops)
{
    if (curve.empty())
        return 1.0;
    if (peakTflops <= curve.front().first)
        return curve.front().second;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        if (peakTflops <= curve[i].first) {
            const auto &[x0, y0] = curve[i - 1];
            const auto &[x1, y1] = curve[i];
            return y0 + (y1 - y0) * std::log(peakTflops / x0) / std::log(x1 / x0);
        }
    }
    return curve.back().second;
}

} // namespace blab::core
