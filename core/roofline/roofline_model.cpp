// SPDX-License-Identifier: GPL-3.0-or-later

#include "roofline/roofline_model.h"

#include <algorithm>

namespace blab::core {

namespace {
constexpr double kFloatBytes = 4.0;
}

Operation Operation::matmul(int n)
{
    const double nn = static_cast<double>(n) * n;
    return {"matmul", 2.0 * nn * n, 3.0 * nn * kFloatBytes, 0};
}

Operation Operation::vectorAdd(double elements)
{
    return {"vector_add", elements, 3.0 * elements * kFloatBytes, 0};
}

Operation Operation::compare(double elements)
{
    return {"compare", elements, 2.0 * elements * kFloatBytes, 0};
}

Operation Operation::multiplyAdd(double elements, int k)
{
    return {"multiply_add", 2.0 * k * elements, 2.0 * elements * kFloatBytes, k};
}

double RooflineModel::balanceFlopsPerByte() const
{
    return bandwidthGBs > 0 ? peakGflops / bandwidthGBs : 0.0;
}

double RooflineModel::attainableGflops(double flopsPerByte) const
{
    return std::min(peakGflops, flopsPerByte * bandwidthGBs);
}

Bound RooflineModel::boundFor(double flopsPerByte) const
{
    return flopsPerByte >= balanceFlopsPerByte() ? Bound::Compute : Bound::Bandwidth;
}

double RooflineModel::secondsFor(const Operation &op) const
{
    const double compute = peakGflops > 0 ? op.flops / (peakGflops * 1e9) : 0.0;
    const double move = bandwidthGBs > 0 ? op.bytes / (bandwidthGBs * 1e9) : 0.0;
    return std::max(compute, move);
}

std::vector<Operation> RooflineModel::lessonOperations(int n, int k)
{
    const double elements = static_cast<double>(n) * n;
    return {Operation::matmul(n), Operation::vectorAdd(elements), Operation::compare(elements),
            Operation::multiplyAdd(elements, k)};
}

const char *boundId(Bound bound)
{
    return bound == Bound::Compute ? "compute" : "bandwidth";
}

} // namespace blab::core
