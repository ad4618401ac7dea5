// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "catalog/precision.h"
#include "cluster/interconnect_model.h"
#include "cluster/memory_model.h"
#include "measure/profile/machine_profile.h"
#include "roofline/hierarchy_roofline.h"
#include "roofline/roofline_model.h"
#include "serving/inference_model.h"
#include "training/training_step_model.h"

#include <QCoreApplication>
#include <QString>
#include <string>

class QDateTime;

namespace blab::ui {

// Translated names for the core's identifiers, and the core's number formats as QString, so
// every place that shows a kernel, a device or a figure words it the same way.
class Labels
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::Labels)

public:
    static QString operation(const core::Operation &op, int n);
    static QString operationShort(const core::Operation &op);
    static QString device(const core::DeviceSpec &device);
    // A model kind as ModelSpec::kindId spells it ("moe/full"), in words: "a mixture of experts
    // with full attention".
    static QString modelKind(const std::string &kindId);
    // A serving replica's layout in a few characters: its cards, then "DP" where attention runs
    // in groups of one card and "EP" where experts are spread: "8", "8 (DP, EP)".
    static QString servingLayout(int tensorParallel, int expertParallel, int attentionDp);
    // A name from a user's file (a device, a model) as the screen and a terminal may show it:
    // control characters, a newline or an escape sequence among them, become '?'.
    static QString userText(const std::string &text);
    // A long name cut in the middle to at most length characters, so that both its start and its
    // end (a kernel's family and its tile and layout) stay readable; the tooltip gives it whole.
    static QString elidedMiddle(const QString &text, int length = 32);
    // The name without the maker's brand words, for chart axes where space is short.
    static QString deviceShort(const core::DeviceSpec &device);
    static QString bound(core::Bound bound);
    // A part of a training step: "the matrix products of the weights", "attention", ...
    static QString stepPart(core::StepPartKind kind);
    static QString optimizer(core::Optimizer optimizer);
    static QString precision(core::Precision precision);
    // A kernel's precision (a KernelPrecisions id) as the window and the report name it: "FP16
    // vector", "FP64 tensor"; an id that names none as it is.
    static QString kernelPrecision(const std::string &id);
    static QString kvDtype(core::KvDtype dtype);
    static QString weightDtype(core::WeightDtype dtype);
    static QString linkKind(core::LinkKind kind);
    // For chart legends.
    static QString linkKindShort(core::LinkKind kind);
    static QString activationMode(core::ActivationMode mode);
    // "PCIe 4.0 ×16 (31.5 GB/s)", "NVLink-C2C, 900 GB/s (450 GB/s each way)", "not published"
    // for a card whose host link its maker does not print, or "none" for a CPU.
    static QString hostLink(const core::DeviceSpec &device);
    // "NVLink 4, 900 GB/s", or "none".
    static QString cardLink(const core::DeviceSpec &device);
    // "L1", "L2", "L3" as they are; "DRAM" in the reader's language.
    static QString memoryLevel(const std::string &name);
    // A measured kernel on the roofline: "vector add", "multiply-add k = 4", "sgemm n = 512".
    static QString measuredKernel(const core::RooflinePoint &point);
    // A peak in TFLOPS, or "—" where the device has none at that precision.
    static QString tflops(const std::optional<double> &value);

    static QString fixed(double value, int decimals);
    static QString significant(double value, int digits = 3);
    static QString scientific(double value, int decimals);
    // A category name broken at the space nearest its middle, so that a bar's name takes two
    // short lines instead of one that is cut: "H100 SXM5 80 GB" becomes "H100 SXM5<br>80 GB"
    // (Qt Charts draws axis labels as rich text, where a newline is a space).
    // Names of up to minLength characters, or without a space, stay as they are.
    static QString twoLines(const QString &name, int minLength = 10);
    static QString megabytes(double bytes, int decimals);
    static QString bytes(double bytes);
    // An operation's bytes: the lesson's kernels in MB as it prints them, serving steps as
    // bytes() writes them.
    static QString operationBytes(const core::Operation &op);
    // KiB, MiB, GiB: how cache sizes and working sets are usually counted.
    static QString binaryBytes(double bytes);
    static QString milliseconds(double seconds, int decimals);
    static QString duration(double seconds);
    // A date and time as "2026-12-03 07:40" in every language: read the same everywhere, unlike
    // the US short form Qt's English locale gives.
    static QString dateTime(const QDateTime &at);
    static QString percent(double fraction, int decimals);
    // A copy share: three significant digits (core::NumberFormat::share).
    static QString share(double fraction);
    // The system's words for an errno ("No space left on device"), as the C library gives them.
    static QString systemError(int cause);
};

} // namespace blab::ui
