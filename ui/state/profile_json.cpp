#include "state/profile_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace blab::ui {

namespace {

bool positive(double v)
{
    return std::isfinite(v) && v > 0 && v < 1e12;
}

// A stream result, or false when a field is out of range. Converting a double outside size_t's
// range is undefined behaviour, so the element count is checked before it is converted (the
// fuzzer found this one).
bool stream(const QJsonObject &o, core::StreamResult &s)
{
    const double elements = o.value(QStringLiteral("elements")).toDouble();
    if (!(elements >= 0 && elements <= 1e13))
        return false;
    s.threads = o.value(QStringLiteral("threads")).toInt();
    s.elements = static_cast<std::size_t>(elements);
    s.copyGBs = o.value(QStringLiteral("copy")).toDouble();
    s.scaleGBs = o.value(QStringLiteral("scale")).toDouble();
    s.addGBs = o.value(QStringLiteral("add")).toDouble();
    s.triadGBs = o.value(QStringLiteral("triad")).toDouble();
    s.verified = o.value(QStringLiteral("verified")).toBool();
    return true;
}

} // namespace

std::optional<core::MachineProfile> ProfileJson::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    core::MachineProfile p;
    p.threads = o.value(QStringLiteral("threads")).toInt();
    p.isa = o.value(QStringLiteral("isa")).toString().toStdString();
    p.openblasCore = o.value(QStringLiteral("openblas_core")).toString().toStdString();
    const QJsonValue installed = o.value(QStringLiteral("installed_core"));
    if (installed.isString())
        p.openblasInstalledCore = installed.toString().left(40).toStdString();
    const QString origin = o.value(QStringLiteral("core_origin")).toString();
    if (!origin.isEmpty())
        p.openblasCoreOrigin = origin.left(20).toStdString();
    p.peakGflops = o.value(QStringLiteral("peak_gflops")).toDouble();
    p.peakGflops1 = o.value(QStringLiteral("peak_gflops_1thread")).toDouble();
    if (!stream(o.value(QStringLiteral("stream")).toObject(), p.stream) ||
        !stream(o.value(QStringLiteral("stream_1thread")).toObject(), p.stream1))
        return std::nullopt;
    p.sgemmGflops = o.value(QStringLiteral("sgemm_gflops")).toDouble();
    for (const QJsonValue &v : o.value(QStringLiteral("sweep")).toArray()) {
        const core::SweepPoint s{v[QStringLiteral("n")].toInt(),
                                 v[QStringLiteral("gflops")].toDouble()};
        if (s.n < 1 || !positive(s.gflops))
            return std::nullopt;
        p.sweep.push_back(s);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("kernels")).toArray()) {
        core::KernelPoint k;
        k.name = v[QStringLiteral("name")].toString().toStdString();
        k.k = v[QStringLiteral("k")].toInt();
        k.flops = v[QStringLiteral("flops")].toDouble();
        k.bytes = v[QStringLiteral("bytes")].toDouble();
        const double gflops = v[QStringLiteral("gflops")].toDouble();
        if (!positive(k.flops) || !positive(k.bytes) || !positive(gflops))
            return std::nullopt;
        k.seconds = k.flops / (gflops * 1e9);
        p.kernels.push_back(k);
    }
    p.cancelled = o.value(QStringLiteral("cancelled")).toBool();
    if (p.threads < 1 || !positive(p.peakGflops) || !positive(p.stream.triadGBs) || p.cancelled)
        return std::nullopt;
    return p;
}

} // namespace blab::ui
