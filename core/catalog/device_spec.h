// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/precision.h"

#include <optional>
#include <string>

namespace blab::core {

// One device as its maker specifies it. Compute peaks are dense (no structured sparsity); a
// precision the device has no fast path for is empty.
struct DeviceSpec
{
    // Stable identifier for JSON, settings and --device: lower-case letters, digits, '_', '-', '.'.
    std::string id;
    // English name; the window translates the lesson's generic rows and keeps product names.
    std::string name;
    // FP32 on the vector units; 0 where the maker publishes none (H20, Ascend): such a device
    // lists at least one tensor peak, and peakTflops(Precision::Fp32) is empty for it.
    double fp32Tflops = 0.0;
    std::optional<double> tf32Tflops;
    std::optional<double> bf16Tflops;
    std::optional<double> fp8Tflops;
    // Dense FP4 (E2M1 with block scales) on the tensor cores that have it: Blackwell, MI350.
    std::optional<double> fp4Tflops;
    // Whether those tensor cores take NVFP4's blocks (16 values, an E4M3 scale) as they are;
    // AMD's CDNA 4 takes only MXFP4's (32 values, an E8M0 scale). devices.json "nvfp4".
    bool fp4TakesNvfp4 = true;
    // The peaks a kernel of the user's can be held under besides those above (the window's
    // what-if precisions): FP16 on the matrix units (dense), FP16 outside them, FP64 on the
    // vector units and on the matrix units. Empty where the maker publishes none.
    std::optional<double> fp16Tflops;
    std::optional<double> fp16VectorTflops;
    std::optional<double> fp64Tflops;
    std::optional<double> fp64TensorTflops;
    double memBandwidthGBs = 0.0;
    double watts = 0.0;
    // What one card costs an hour to rent or run, in the user's own currency (none is named);
    // empty where the file gives none. Only the user's devices.json gives it: prices change too
    // often and differ too much between sellers for the shipped catalog to hold one.
    std::optional<double> pricePerHour;
    double memoryGB = 0.0;
    // Host link: PCIe generation and lanes; 0 for a CPU, which is the host, and for a card whose
    // PCIe link is not published (H20, Ascend) or that reaches its host over NVLink-C2C only.
    int pcieGen = 0;
    int pcieLanes = 0;
    // A host link that is not PCIe: NVLink-C2C between a Grace CPU and the GPUs of its
    // superchip (GH200, GB200, GB300), both directions added as NVIDIA prints it, GB/s; 0 for
    // none. Where it is set, the host's copies take it rather than the PCIe lanes the card may
    // also have (those go to network cards and storage).
    double c2cLinkGBs = 0.0;
    // Direct link between cards as vendors print it: both directions added, GB/s; 0 for none.
    double cardLinkGBs = 0.0;
    std::string cardLinkName;
    // The cards one card link joins (an NVLink bridge joins two); 0: every card of a server.
    int cardLinkCards = 0;
    // True only for this CPU when its compute figure was measured here rather than typed in.
    bool measured = false;
    // The measured GPU of another machine's profile (report --compare), not this machine's.
    bool otherMachine = false;
    // Where the figures come from.
    std::string source;
    // True for rows the user added; false for the shipped catalog and this CPU.
    bool user = false;

    double gflops() const { return fp32Tflops * 1000.0; }
    // Compute per watt at a precision, GFLOPS / W; 0 where the power is not known. The one place
    // this ratio is taken: the tables, the charts and both reports read it from here.
    double gflopsPerWatt(Precision precision = Precision::Fp32) const;
    // The peak at a precision, or empty where the device has none.
    std::optional<double> peakTflops(Precision precision) const;
    // Whether the tensor cores multiply weights stored so without unpacking them: FP4 weights
    // on FP4 tensor cores that take their blocks.
    bool computesFp4(WeightDtype weights) const;
    // The peak a kernel of that precision is held under, or empty where the device has none.
    // The dialog, the imports and the placement all ask here, so they agree; a device whose
    // source gives no FP16 figure (a CPU without FP16 arithmetic) holds no FP16 kernel.
    std::optional<double> peakTflops(KernelPrecision precision) const;
    // The same by the precision's id ("bf16", "fp16_vector"), 0 for an id it does not know or a
    // peak the device has none of: what a measured product is set beside.
    double kernelPeakTflops(const std::string &precisionId) const;
    // The precision whose peak computes when precision is asked for: the device's own figure,
    // else FP32 (the slow path any format can fall back to), else, on a device whose maker
    // publishes no FP32 figure, the widest tensor format it lists (TF32, else BF16, FP8, FP4),
    // which the text then names.
    Precision computedPrecision(Precision precision) const;
    // The peak of computedPrecision(precision).
    double effectiveTflops(Precision precision) const;
    // A card rather than a host processor: it has a host link or a link to other cards (an
    // Ascend row has no published PCIe link, but its HCCS makes it a card).
    bool isCard() const { return hasHostLink() || cardLinkGBs > 0; }
    // Whether the device has a host link of either kind.
    bool hasHostLink() const { return c2cLinkGBs > 0 || (pcieGen > 0 && pcieLanes > 0); }
    // One direction of the host link in GB/s, what host copies take: NVLink-C2C's half of its
    // printed figure where the card has it, else pcieLinkGBs(); 0 without a host link.
    double hostLinkGBs() const;
    // One direction of the PCIe link alone in GB/s, what cards that talk over PCIe share (3.0
    // moves 0.985 GB/s per lane after encoding, each later generation twice the one before); 0
    // without one. NVLink-C2C reaches the host only, not the other cards.
    double pcieLinkGBs() const;
    // "PCIe 4.0 x16", "NVLink-C2C 900 GB/s", or empty.
    std::string hostLinkText() const;

    // Reads a host link as people write it into the device's fields: "PCIe 4.0 x16", "4 x16",
    // "4×16", "NVLink-C2C 900" (GB/s, both directions; a trailing "GB/s" and a note in brackets
    // allowed), or no link as "", "—", "none" or noneWord (the word the window shows for none in
    // the user's language). Returns false and leaves the device alone for anything else.
    static bool parseHostLink(const std::string &text, DeviceSpec &device,
                              const std::string &noneWord = {});
};

} // namespace blab::core
