// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/problem_text.h"

#include "io/number_format.h"
#include "text/labels.h"

#include <QStringList>

namespace blab::ui {

using core::NumberFormat;

namespace {

// A JSON type as a reader would name it.
QString typeWords(const std::string &id)
{
    if (id == "number")
        return Labels::tr("a number");
    if (id == "string")
        return Labels::tr("a string");
    if (id == "list")
        return Labels::tr("a list");
    if (id == "object")
        return Labels::tr("an object");
    if (id == "bool")
        return Labels::tr("true or false");
    return Labels::tr("null");
}

} // namespace

QString ProblemText::profile(const core::ProfileReadError &p)
{
    using Code = core::ProfileReadError::Code;
    const QString field = QString::fromStdString(p.field);
    QString what;
    switch (p.code) {
    case Code::Json:
        what = Labels::tr("not valid JSON (%1)").arg(QString::fromStdString(p.detail));
        break;
    case Code::NotAProfile:
        what =
            Labels::tr("this is not a machine profile (one JSON object, as measure --json writes)");
        break;
    case Code::BadValue:
        what = Labels::tr("“%1” is missing, of the wrong type or out of range").arg(field);
        break;
    case Code::Cancelled:
        what = Labels::tr("the measurement was cancelled before it finished");
        break;
    case Code::NoMeasurement:
        what =
            Labels::tr("“%1” is missing or not a positive number, so there is no roofline to draw")
                .arg(field);
        break;
    case Code::OutOfOrder:
        what = Labels::tr("“%1” must be larger than in the entry before it").arg(field);
        break;
    case Code::BadLevelName:
        what =
            Labels::tr("“%1” must be L1, L2, L3 or L4, in rising order and each once, or DRAM last")
                .arg(field);
        break;
    case Code::NoDram:
        what = Labels::tr("the last of the levels must be DRAM");
        break;
    case Code::BelowMinimum:
        what = Labels::tr("“%1” is less than %2, the least a measurement gives")
                   .arg(field, QString::fromStdString(NumberFormat::roundTrip(p.minimum)));
        break;
    }
    return Labels::tr("line %1: %2").arg(p.line).arg(what);
}

namespace {

// A figure of a catalog problem, written as the rest of the window writes figures (1.00 × 10⁶,
// not 1000000 or 1e+06): to three significant digits, or with every digit (everyDigit) for a
// refused value, so that one just over a limit does not read as the limit. A problem made
// without its figures shows its text.
QString problemFigure(const core::CatalogProblem &p, std::size_t figure, std::size_t arg,
                      bool everyDigit)
{
    if (figure >= p.figures.size())
        return QString::fromStdString(p.arg(arg));
    const double value = p.figures[figure];
    if (!everyDigit)
        return Labels::significant(value);
    const QString digits = QString::fromStdString(NumberFormat::roundTrip(value));
    return digits.contains(QLatin1Char('e')) ? Labels::scientific(value, 6) : digits;
}

// A limit of an out-of-range problem (figure i, argument arg): to three digits, unless three
// digits would put it on the value's side (16777217 against a maximum of 16777216 must not read
// "from 1.00 to 1.68 × 10⁷"), where it keeps every digit.
QString limit(const core::CatalogProblem &p, std::size_t i, std::size_t arg, bool isMax)
{
    if (p.figures.size() < 3)
        return problemFigure(p, i, arg, false);
    const double value = p.figures[0], bound = p.figures[i];
    const double rounded = QString::number(bound, 'g', 3).toDouble();
    const bool misleading =
        isMax ? value > bound && rounded >= value : value < bound && rounded <= value;
    return problemFigure(p, i, arg, misleading);
}

} // namespace

namespace {

// The kind of file a format names, as a reader calls it.
QString fileKind(const std::string &format)
{
    if (format == "bottleneck-lab-models")
        return Labels::tr("model catalog");
    if (format == "bottleneck-lab-devices")
        return Labels::tr("device catalog");
    if (format == "bottleneck-lab-validation")
        return Labels::tr("validation set");
    if (format == "bottleneck-lab-efficiencies")
        return Labels::tr("efficiency defaults");
    return QString::fromStdString(format);
}

} // namespace

QString ProblemText::catalog(const core::CatalogProblem &p)
{
    using Code = core::CatalogProblem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    switch (p.code) {
    case Code::None:
        return {};
    case Code::FileTooLarge:
        return Labels::tr("the file is %1 bytes; it may be at most %2").arg(a(0), a(1));
    case Code::Json:
        return Labels::tr("not valid JSON (%1)").arg(a(0));
    case Code::RootNotObject:
        return Labels::tr("the file must hold one JSON object, not %1").arg(typeWords(p.arg(0)));
    case Code::UnknownTopField:
        return Labels::tr("unknown field “%1”; the file has format, version and %2")
            .arg(a(0), a(1));
    case Code::NotACatalog:
        return Labels::tr("this is not a Bottleneck Lab %1 (“format” must be “%2”)")
            .arg(fileKind(p.arg(0)), a(0));
    case Code::FutureVersion:
        return Labels::tr("“version” must be %1; a newer program may have written this file")
            .arg(a(0));
    case Code::NotAList:
        return Labels::tr("“%1” must be a list").arg(a(0));
    case Code::TooManyItems:
        return Labels::tr("“%3” holds %1 items; at most %2 are accepted").arg(a(0), a(1), a(2));
    case Code::ItemNotObject:
        return Labels::tr("each item of “%2” must be an object, not %1")
            .arg(typeWords(p.arg(0)), a(1));
    default:
        return catalogField(p);
    }
    return {};
}

// The problems of one item's fields; the file's own are in ProblemText::catalog.
QString ProblemText::catalogField(const core::CatalogProblem &p)
{
    using Code = core::CatalogProblem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    // The i-th figure, which is the arg-th argument in text.
    const auto exact = [&p](std::size_t i, std::size_t arg) {
        return problemFigure(p, i, arg, true);
    };
    switch (p.code) {
    case Code::UnknownField:
        return Labels::tr("unknown field “%1”").arg(a(0));
    case Code::MissingField:
        return Labels::tr("“%1” is missing").arg(a(0));
    case Code::WrongType:
        return Labels::tr("“%1” must be %2, not %3")
            .arg(a(0), typeWords(p.arg(1)), typeWords(p.arg(2)));
    case Code::OutOfRange:
        return Labels::tr("“%1” is %2; it must be from %3 to %4")
            .arg(a(0), exact(0, 1), limit(p, 1, 2, false), limit(p, 2, 3, true));
    case Code::Empty:
        return Labels::tr("“%1” must not be empty").arg(a(0));
    case Code::TooLong:
        return Labels::tr("“%1” is longer than %2 bytes").arg(a(0), a(1));
    case Code::BadId:
        return Labels::tr(
            "“id” must be 1 to 64 lower-case letters, digits, “_”, “-” or “.”, starting "
            "with a letter or digit");
    case Code::IdShipped:
        return p.arg(1) == "models"
                   ? Labels::tr("the id “%1” belongs to a shipped model").arg(a(0))
                   : Labels::tr("the id “%1” belongs to a shipped device").arg(a(0));
    case Code::IdTwice:
        return Labels::tr("the id “%1” is used twice").arg(a(0));
    case Code::NotWhole:
        return Labels::tr("“%1” must be a whole number").arg(a(0));
    case Code::NotOneOf:
        return Labels::tr("“%1” is “%2”; it must be one of %3").arg(a(0), a(1), a(2));
    case Code::UnknownId:
        return Labels::tr("“%1” is “%2”, which no catalog lists").arg(a(0), a(1));
    case Code::Inconsistent:
        return a(0);
    default:
        return catalogRule(p);
    }
}

// The rules between an item's fields, which no field's own range can check.
QString ProblemText::catalogRule(const core::CatalogProblem &p)
{
    using Code = core::CatalogProblem::Code;
    const auto a = [&p](std::size_t i) {
        return QString::fromStdString(p.arg(i));
    };
    switch (p.code) {
    case Code::PcieGenNotWhole:
        return Labels::tr("“pcie_gen” must be a whole number");
    case Code::BadLanes:
        return Labels::tr("“pcie_lanes” must be 0, 1, 2, 4, 8, 16 or 32");
    case Code::GenLanesTogether:
        return Labels::tr("“pcie_gen” and “pcie_lanes” go together: give both or neither");
    case Code::NoComputeFigure:
        return Labels::tr("a device needs at least one of “fp32_tflops”, “tf32_tflops”, "
                          "“bf16_tflops”, “fp8_tflops” and “fp4_tflops”");
    case Code::HeadsNotMultiple:
        return Labels::tr("“heads” (%1) must be a whole multiple of “kv_heads” (%2)")
            .arg(a(0), a(1));
    case Code::TooManyActive:
        return Labels::tr("“active_experts” (%1) may not exceed “experts” (%2)").arg(a(0), a(1));
    case Code::ParametersDiffer:
        return Labels::tr("“parameters” (%1) is more than 5 % away from the %2 the shape gives")
            .arg(problemFigure(p, 0, 0, true), problemFigure(p, 1, 1, true));
    case Code::OnlyWith:
        if (p.args.size() > 2)
            return Labels::tr("“%1” applies only with “%2”: “%3”").arg(a(0), a(1), a(2));
        return Labels::tr("“%1” applies only with “%2”").arg(a(0), a(1));
    default:
        return {};
    }
}

QString ProblemText::config(const core::HfConfigImport::Result &result)
{
    using P = core::HfConfigImport::Problem;
    const QString architecture = QString::fromStdString(result.architecture);
    switch (result.problem) {
    case P::None:
        return {};
    case P::NotAConfig:
        return Labels::tr("not a config.json: %1").arg(QString::fromStdString(result.error));
    case P::UnknownArchitecture: {
        QStringList known;
        for (const char *a : core::HfConfigImport::kKnown)
            known << QString::fromLatin1(a);
        return Labels::tr("the architecture “%1” is not one this program reads (it reads %2); "
                          "write the model as a models file instead, with its layers, hidden, "
                          "heads, kv_heads, head_dim, mlp_hidden, vocab and max_context "
                          "(docs/models.md)")
            .arg(architecture, known.join(QStringLiteral(", ")));
    }
    case P::SparseAttention:
        return Labels::tr("the architecture %1 uses DeepSeek's sparse attention (an indexer "
                          "choosing index_topk keys), which this program does not model yet")
            .arg(architecture);
    case P::DenseAmongMixture:
        return Labels::tr("mlp_only_layers lists dense layers among the mixture layers, which "
                          "this program does not model");
    case P::ShapeRefused:
        return Labels::tr("the shape it gives is refused: %1").arg(catalog(result.shape));
    }
    return {};
}

} // namespace blab::ui
