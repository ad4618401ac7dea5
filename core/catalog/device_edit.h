// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/device_spec.h"

#include <cstddef>
#include <string>

namespace blab::core {

// One figure of a device typed in by hand, as the window's device table takes it. The text is
// read for the field it was typed into and the changed device is checked as a catalog file is
// checked, so that every device the window accepts is one its saved file reads back.
class DeviceEdit
{
public:
    // The figures of a device that can be typed in.
    enum class Field
    {
        Name,
        Fp32,
        Tf32,
        Bf16,
        Fp8,
        Fp4,
        Bandwidth,
        Memory,
        Power,
        HostLink,
        CardLink
    };

    // Why a text was refused; the window words each one in the reader's language.
    enum class Refusal
    {
        None,
        // The name is empty or longer than kMaxNameBytes.
        NameLength,
        // The host link is neither "4 x16" nor a word for none.
        HostLink,
        // A figure every device has is not a finite number.
        Number,
        // An optional peak is neither a finite number nor blank.
        NumberOrBlank,
        // The device with the new figure breaks a rule of the catalog file: see problem.
        Catalog
    };

    struct Result
    {
        Refusal refusal = Refusal::None;
        // Set when refusal is Catalog.
        CatalogProblem problem;
        // The device with the new figure; the old one when the text was refused.
        DeviceSpec device;

        bool accepted() const { return refusal == Refusal::None; }
    };

    static constexpr std::size_t kMaxNameBytes = 120;

    // Reads text (surrounding blanks ignored) into one field of a copy of device. noneWord is
    // the word for no host link in the reader's language, as DeviceSpec::parseHostLink takes it.
    static Result apply(const DeviceSpec &device, Field field, const std::string &text,
                        const std::string &noneWord = {});

    // This CPU's memory bandwidth, the one figure of its row typed in by hand: true and gbs set
    // when text is a number in the range --mem-bandwidth accepts.
    static bool parseCpuBandwidth(const std::string &text, double &gbs);

    // Empty, "—" or "-": no figure, which the optional peaks accept.
    static bool isBlank(const std::string &text);
};

} // namespace blab::core
