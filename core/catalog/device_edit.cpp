// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/device_edit.h"

#include "catalog/device_catalog_file.h"
#include "io/number_text.h"
#include "io/option_spec.h"
#include "io/trimmed.h"

#include <optional>

namespace blab::core {

namespace {

// The figures a device may leave blank: the peaks (at least one stays, validate says) and the
// power, which some makers do not publish.
bool isOptional(DeviceEdit::Field field)
{
    return field == DeviceEdit::Field::Power || field == DeviceEdit::Field::Fp32 ||
           field == DeviceEdit::Field::Tf32 || field == DeviceEdit::Field::Bf16 ||
           field == DeviceEdit::Field::Fp8 || field == DeviceEdit::Field::Fp4;
}

// Stores a figure that was read as a number, or as blank for the optional peaks.
void setFigure(DeviceSpec &d, DeviceEdit::Field field, std::optional<double> figure)
{
    const double value = figure.value_or(0.0);
    switch (field) {
    case DeviceEdit::Field::Fp32:
        d.fp32Tflops = value;
        break;
    case DeviceEdit::Field::Tf32:
        d.tf32Tflops = figure;
        break;
    case DeviceEdit::Field::Bf16:
        d.bf16Tflops = figure;
        break;
    case DeviceEdit::Field::Fp8:
        d.fp8Tflops = figure;
        break;
    case DeviceEdit::Field::Fp4:
        d.fp4Tflops = figure;
        break;
    case DeviceEdit::Field::Bandwidth:
        d.memBandwidthGBs = value;
        break;
    case DeviceEdit::Field::Memory:
        d.memoryGB = value;
        break;
    case DeviceEdit::Field::Power:
        d.watts = value;
        break;
    case DeviceEdit::Field::CardLink:
        d.cardLinkGBs = value;
        break;
    case DeviceEdit::Field::Name:
    case DeviceEdit::Field::HostLink:
        break;
    }
}

} // namespace

DeviceEdit::Result DeviceEdit::apply(const DeviceSpec &device, Field field, const std::string &text,
                                     const std::string &noneWord)
{
    Result result;
    result.device = device;
    DeviceSpec &d = result.device;
    const std::string t = trimmed(text);
    const auto refuse = [&](Refusal why) {
        result.refusal = why;
        result.device = device;
        return result;
    };

    if (field == Field::Name) {
        if (t.empty() || t.size() > kMaxNameBytes)
            return refuse(Refusal::NameLength);
        d.name = t;
    } else if (field == Field::HostLink) {
        if (!DeviceSpec::parseHostLink(t, d, noneWord))
            return refuse(Refusal::HostLink);
    } else {
        const bool optional = isOptional(field);
        const bool blank = isBlank(t);
        double value = 0.0;
        if (!(optional && blank) && !NumberText::parse(t, value))
            return refuse(optional ? Refusal::NumberOrBlank : Refusal::Number);
        setFigure(d, field, blank ? std::nullopt : std::optional<double>(value));
        // FP32 and power store "none" as 0, so a typed 0 is checked here, as a file's would be.
        const char *zeroIsNone = field == Field::Fp32    ? "fp32_tflops"
                                 : field == Field::Power ? "watts"
                                                         : nullptr;
        if (zeroIsNone && !blank) {
            result.problem = DeviceCatalogFile::checkTyped(zeroIsNone, value);
            if (!result.problem.empty())
                return refuse(Refusal::Catalog);
        }
    }
    result.problem = DeviceCatalogFile::validate(d);
    if (!result.problem.empty())
        return refuse(Refusal::Catalog);
    return result;
}

bool DeviceEdit::parseCpuBandwidth(const std::string &text, double &gbs)
{
    double value = 0.0;
    if (!NumberText::parse(trimmed(text), value) || !OptionSpec::memBandwidth.check(value).empty())
        return false;
    gbs = value;
    return true;
}

bool DeviceEdit::isBlank(const std::string &text)
{
    const std::string t = trimmed(text);
    return t.empty() || t == "\u2014" || t == "-";
}

} // namespace blab::core
