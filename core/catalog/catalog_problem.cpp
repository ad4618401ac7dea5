// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalog_problem.h"

namespace blab::core {

namespace {

// The English article and noun for a type id, as in "must be a number".
std::string typeWords(const std::string &id)
{
    if (id == "number")
        return "a number";
    if (id == "string")
        return "a string";
    if (id == "list")
        return "a list";
    if (id == "object")
        return "an object";
    if (id == "bool")
        return "true or false";
    return id;
}

} // namespace

std::string CatalogProblem::describe() const
{
    const auto q = [](const std::string &s) {
        return "\"" + s + "\"";
    };
    const auto fileKind = [](const std::string &format) {
        if (format == "bottleneck-lab-devices")
            return std::string("device catalog");
        if (format == "bottleneck-lab-models")
            return std::string("model catalog");
        return format.substr(std::string("bottleneck-lab-").size()) + " file";
    };
    switch (code) {
    case Code::None:
        return {};
    case Code::FileTooLarge:
        return "the file is " + arg(0) + " bytes; it may be at most " + arg(1);
    case Code::Json:
        return arg(0);
    case Code::RootNotObject:
        return "the file must hold one JSON object, not " + typeWords(arg(0));
    case Code::UnknownTopField:
        return "unknown field " + q(arg(0)) + "; the file has format, version and " + arg(1);
    case Code::NotACatalog:
        return "\"format\" must be " + q(arg(0)) + ": this is not a Bottleneck Lab " +
               fileKind(arg(0));
    case Code::FutureVersion:
        return "\"version\" must be " + arg(0) + "; a newer program may have written this file";
    case Code::NotAList:
        return q(arg(0)) + " must be a list";
    case Code::TooManyItems:
        return q(arg(2)) + " holds " + arg(0) + " items; at most " + arg(1) + " are accepted";
    case Code::ItemNotObject:
        return "each item of " + q(arg(1)) + " must be an object, not " + typeWords(arg(0));
    default:
        return describeField();
    }
    return {};
}

std::string CatalogProblem::describeField() const
{
    const auto q = [](const std::string &s) {
        return "\"" + s + "\"";
    };
    switch (code) {
    case Code::UnknownField:
        return "unknown field " + q(arg(0));
    case Code::MissingField:
        return q(arg(0)) + " is missing";
    case Code::WrongType:
        return q(arg(0)) + " must be " + typeWords(arg(1)) + ", not " + typeWords(arg(2));
    case Code::OutOfRange:
        return q(arg(0)) + " is " + arg(1) + "; it must be from " + arg(2) + " to " + arg(3);
    case Code::Empty:
        return q(arg(0)) + " must not be empty";
    case Code::TooLong:
        return q(arg(0)) + " is longer than " + arg(1) + " bytes";
    case Code::BadId:
        return "\"id\" must be 1 to 64 lower-case letters, digits, '_', '-' or '.', starting "
               "with a letter or digit";
    case Code::PcieGenNotWhole:
        return "\"pcie_gen\" must be a whole number";
    case Code::BadLanes:
        return "\"pcie_lanes\" must be 0, 1, 2, 4, 8, 16 or 32";
    case Code::GenLanesTogether:
        return "\"pcie_gen\" and \"pcie_lanes\" go together: give both or neither";
    case Code::NoComputeFigure:
        return "a device needs at least one of \"fp32_tflops\", \"tf32_tflops\", "
               "\"bf16_tflops\", \"fp8_tflops\" and \"fp4_tflops\"";
    case Code::IdShipped:
        return "the id " + q(arg(0)) + " belongs to a shipped " +
               (arg(1) == "models" ? "model" : "device");
    case Code::IdTwice:
        return "the id " + q(arg(0)) + " is used twice";
    case Code::NotWhole:
        return q(arg(0)) + " must be a whole number";
    case Code::NotOneOf:
        return q(arg(0)) + " is " + q(arg(1)) + "; it must be one of " + arg(2);
    case Code::UnknownId:
        return q(arg(0)) + " is " + q(arg(1)) + ", which no catalog lists";
    case Code::HeadsNotMultiple:
        return "\"heads\" (" + arg(0) + ") must be a whole multiple of \"kv_heads\" (" + arg(1) +
               ")";
    case Code::TooManyActive:
        return "\"active_experts\" (" + arg(0) + ") may not exceed \"experts\" (" + arg(1) + ")";
    case Code::ParametersDiffer:
        return "\"parameters\" (" + arg(0) + ") is more than 5 % away from the " + arg(1) +
               " the shape gives";
    case Code::OnlyWith:
        return q(arg(0)) + " applies only with " + q(arg(1)) +
               (args.size() > 2 ? ": " + q(arg(2)) : std::string());
    case Code::Inconsistent:
        return arg(0);
    default:
        return {};
    }
}

} // namespace blab::core
