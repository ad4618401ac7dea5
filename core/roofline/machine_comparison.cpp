// SPDX-License-Identifier: GPL-3.0-or-later

#include "roofline/machine_comparison.h"

#include "io/json.h"

#include <algorithm>
#include <cstdlib>

namespace blab::core {

namespace {

double ratioOf(double other, double mine)
{
    return other > 0 && mine > 0 ? other / mine : 0.0;
}

Json ratioJson(double ratio)
{
    return ratio > 0 ? Json(ratio) : Json(nullptr);
}

// Where a level sorts: L1 before L2 and so on, DRAM after every cache. The profile reader
// accepts no other names, and a measured profile makes none.
int rankOf(const std::string &name)
{
    if (name.size() > 1 && name[0] == 'L')
        return std::atoi(name.c_str() + 1);
    return 1000;
}

int indexOf(const HierarchyRoofline &h, const std::string &name)
{
    for (std::size_t i = 0; i < h.roofs.size(); ++i) {
        if (h.roofs[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

std::vector<std::string> levelNames(const HierarchyRoofline &a, const HierarchyRoofline &b)
{
    std::vector<std::string> names;
    for (const HierarchyRoofline *h : {&a, &b}) {
        for (const MemoryRoof &r : h->roofs) {
            if (std::find(names.begin(), names.end(), r.name) == names.end())
                names.push_back(r.name);
        }
    }
    std::stable_sort(names.begin(), names.end(), [](const std::string &x, const std::string &y) {
        return rankOf(x) < rankOf(y);
    });
    return names;
}

} // namespace

MachineComparison MachineComparison::from(const MachineProfile &thisMachine,
                                          const MachineProfile &other)
{
    MachineComparison c;
    c.thisMachine = HierarchyRoofline::from(thisMachine);
    c.other = HierarchyRoofline::from(other);
    c.peakFp32Ratio = ratioOf(c.other.peakFp32, c.thisMachine.peakFp32);
    c.peakFp64Ratio = ratioOf(c.other.peakFp64, c.thisMachine.peakFp64);
    c.triadRatio = ratioOf(c.other.triadGBs, c.thisMachine.triadGBs);
    const bool sameKind = c.thisMachine.triadOnly == c.other.triadOnly;
    for (const std::string &name : levelNames(c.thisMachine, c.other)) {
        RoofComparison r;
        r.name = name;
        r.thisRoof = indexOf(c.thisMachine, name);
        r.otherRoof = indexOf(c.other, name);
        if (sameKind && r.thisRoof >= 0 && r.otherRoof >= 0)
            r.ratio = ratioOf(c.other.roofs[static_cast<std::size_t>(r.otherRoof)].gbs,
                              c.thisMachine.roofs[static_cast<std::size_t>(r.thisRoof)].gbs);
        c.roofs.push_back(r);
    }
    return c;
}

Json MachineComparison::toJson() const
{
    Json roofRatios = Json::array();
    for (const RoofComparison &r : roofs)
        roofRatios.push_back({{"name", r.name}, {"bandwidth", ratioJson(r.ratio)}});
    const Json ratios = {{"peak_gflops", ratioJson(peakFp32Ratio)},
                         {"peak_gflops_fp64", ratioJson(peakFp64Ratio)},
                         {"stream_triad", ratioJson(triadRatio)},
                         {"roofs", std::move(roofRatios)}};
    return {{"this", thisMachine.toJson()}, {"other", other.toJson()}, {"ratios", ratios}};
}

} // namespace blab::core
