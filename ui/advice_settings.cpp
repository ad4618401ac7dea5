#include "ui/advice_settings.h"

#include "core/cpu_features.h"
#include "core/system_info.h"

#include <QSettings>

namespace blab::ui {

namespace {

const QString kAdviceKey = QStringLiteral("openblas/advice");
const QString kRequestKey = QStringLiteral("openblas/core");

} // namespace

std::optional<core::AdvisorResult> AdviceSettings::load()
{
    const QByteArray json = QSettings().value(kAdviceKey).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    core::AdvisorResult advice;
    if (!core::AdvisorResult::fromJson(json.toStdString(), advice).empty())
        return std::nullopt;
    return advice;
}

void AdviceSettings::save(const core::AdvisorResult &advice)
{
    QSettings().setValue(kAdviceKey, QByteArray::fromStdString(advice.toJson()));
}

core::CoreRequest AdviceSettings::request()
{
    core::CoreRequest request;
    const QString saved = QSettings().value(kRequestKey).toString();
    if (!saved.isEmpty() &&
        !core::CoreRequest::parse(saved.toStdString(), core::CpuFeatures::detect(), request)
             .empty())
        return core::CoreRequest{};
    return request;
}

void AdviceSettings::setRequest(const core::CoreRequest &request)
{
    QSettings().setValue(kRequestKey, QString::fromStdString(request.id()));
}

std::string AdviceSettings::cpuModel()
{
    return core::SystemInfo::cpuIdentity();
}

std::string AdviceSettings::openblasVersion()
{
    return core::OpenblasChoice::versionFromConfig(core::SystemInfo::openblasConfig());
}

} // namespace blab::ui
