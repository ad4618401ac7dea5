// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

namespace blab::core {

enum class Bound
{
    Compute,
    Bandwidth
};

// One kernel as the roofline sees it: how much it computes and how much it must move.
struct Operation
{
    // Stable identifier used in JSON and settings: the lesson's matmul (n x n fp32),
    // vector_add, compare, multiply_add; serving's prefill, decode; KernelShapes' matmul (any
    // shape), elementwise, reduction, softmax, layer_norm, conv2d, attention, flash_attention;
    // "user" for a kernel given by its counts.
    std::string id;
    double flops = 0.0;
    double bytes = 0.0;
    // Multiply-adds per element for multiply_add, otherwise 0.
    int k = 0;
    // Serving a language model: the sequences of the step, and the prompt's tokens (prefill) or
    // the tokens in each sequence's cache (decode); 0 for the lesson's kernels.
    int batch = 0;
    int tokens = 0;
    // Serving: what the expected figure reaches on one card, GFLOPS, where the roofline shows
    // the device part five serves on; 0 otherwise (the roof alone is the bound).
    double expectedGflops = 0.0;

    double flopsPerByte() const { return bytes > 0 ? flops / bytes : 0.0; }

    // C = A * B on n x n float32: 2 n^3 FLOPs; A and B read once, C written once.
    static Operation matmul(int n);
    // c = a + b over float32 elements: one FLOP, two reads and one write per element.
    static Operation vectorAdd(double elements);
    // mask = a > b over float32 elements: one comparison and two reads per element; the lesson
    // counts only the two float32 reads, and so do we.
    static Operation compare(double elements);
    // x = x * a + b repeated k times in registers, in place: 2k FLOPs, one read and one write per
    // element however large k is, which is how raising k moves a kernel towards compute.
    static Operation multiplyAdd(double elements, int k);
};

// The roofline of one device: a flat compute roof and a bandwidth slope meeting at the balance
// point.
struct RooflineModel
{
    double peakGflops = 0.0;
    double bandwidthGBs = 0.0;

    // FLOP/B at which moving the data takes exactly as long as computing on it.
    double balanceFlopsPerByte() const;
    // GFLOPS a kernel of this intensity can reach: min(peak, intensity x bandwidth).
    double attainableGflops(double flopsPerByte) const;
    // At or above the balance point the roof limits; below it the slope does.
    Bound boundFor(double flopsPerByte) const;
    // The time the kernel needs on this device, the slower of computing and moving.
    double secondsFor(const Operation &op) const;

    // The lesson's four kernels for matrix size n and k multiply-adds per element.
    static std::vector<Operation> lessonOperations(int n, int k);
};

const char *boundId(Bound bound);

} // namespace blab::core
