// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/settings_store.h"

#include "catalog/device_catalog.h"
#include "catalog/model_catalog_file.h"
#include "io/option_spec.h"
#include "kernels/user_kernel.h"
#include "options/option_table.h"
#include "serving/inference_model.h"

#include <QStringList>
#include <cmath>
#include <functional>

namespace blab::ui {

namespace {

// Whether a device or model id (as kind says) is one of the catalog's, the user's own included.
using IdCheck = std::function<bool(core::OptionKind kind, const std::string &id)>;

// The ids of the shipped catalogs and of the user's own devices and models, which must outlive
// the check.
IdCheck knownIds(const std::vector<core::DeviceSpec> &devices,
                 const std::vector<core::ModelSpec> &models)
{
    return [&devices, &models](core::OptionKind kind, const std::string &id) {
        if (kind == core::OptionKind::Model)
            return core::ModelCatalogFile::knows(id, models);
        return core::DeviceCatalog::knows(id, devices);
    };
}

// Reads one remembered input, refusing anything the command line would refuse, so that a
// damaged settings file can only ever fall back to defaults. Returns false when a value was there
// but refused. An empty device or model counts as not saved.
bool readSetting(const QSettings &settings, const core::OptionRow &row, core::OptionValues &values,
                 const IdCheck &isKnown)
{
    const QString key = QString::fromStdString(row.settingsKey);
    if (!settings.contains(key))
        return true;
    const QVariant value = settings.value(key);
    if (row.isNumeric()) {
        bool ok = false;
        const double number = value.toDouble(&ok);
        return ok && row.setNumber(row, values, number).empty();
    }
    const std::string text = value.toString().toStdString();
    const bool catalogId =
        row.kind == core::OptionKind::Device || row.kind == core::OptionKind::Model;
    if (catalogId && (text.empty() || !isKnown(row.kind, text)))
        return text.empty();
    return row.parse(text, values).empty();
}

// Every input the option table says the window remembers; returns how many were refused.
int readSettings(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    core::OptionValues values;
    values.whatIf = inputs;
    int refused = 0;
    for (const core::OptionRow &row : core::OptionTable::rows()) {
        if (row.isRemembered() && !readSetting(settings, row, values, isKnown))
            ++refused;
    }
    inputs = values.whatIf;
    return refused;
}

// Numbers are saved as numbers and words as the command line spells them.
void writeSettings(QSettings &settings, const core::WhatIfInputs &inputs)
{
    core::OptionValues values;
    values.whatIf = inputs;
    for (const core::OptionRow &row : core::OptionTable::rows()) {
        if (!row.isRemembered())
            continue;
        const QString key = QString::fromStdString(row.settingsKey);
        // A figure that may be left out (the tokens to train on) reads as NaN when it is; its
        // key goes, so that the next start finds it not given rather than refuses it.
        if (row.isNumeric() && std::isnan(row.number(values)))
            settings.remove(key);
        else if (row.isNumeric())
            settings.setValue(key, row.number(values));
        else
            settings.setValue(key, QString::fromStdString(row.valueText(values)));
    }
}

// Tab 3's roof is window state, not a command-line input, so it is not in the option table
// either: the device whose roof it shows ("" for the sliders' own figures), and those figures,
// each bounded as the sliders are. A value the sliders would refuse is dropped, as is a device
// the catalog no longer has; returns how many were refused.
int readRoofline(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    int refused = 0;
    const QString deviceKey = QStringLiteral("roofline/device");
    if (settings.contains(deviceKey)) {
        const std::string id = settings.value(deviceKey).toString().toStdString();
        // The measured GPU is no catalog device; without one, the roofline shows this CPU's.
        if (id.empty() || id == core::DeviceCatalog::kThisGpu ||
            isKnown(core::OptionKind::Device, id))
            inputs.rooflineDevice = id;
        else
            ++refused;
    }
    const auto readFigure = [&](const QString &key, const core::OptionSpec &spec,
                                std::optional<double> &out) {
        if (!settings.contains(key))
            return;
        bool ok = false;
        const double value = settings.value(key).toDouble(&ok);
        if (ok && spec.check(value).empty())
            out = value;
        else
            ++refused;
    };
    readFigure(QStringLiteral("roofline/peak_gflops"), core::OptionSpec::cpuGflops,
               inputs.rooflinePeakGflops);
    readFigure(QStringLiteral("roofline/bandwidth_gbs"), core::OptionSpec::memBandwidth,
               inputs.rooflineBandwidthGBs);
    return refused;
}

// A saved model that is gone (the user's file was removed or cannot be read) was refused and left
// the shipped default; the saved context, prompt and cards, meant for the lost model, are brought
// within the default's reach so that the next session does not open on a refusal.
void keepServable(const QSettings &settings, core::WhatIfInputs &inputs,
                  const std::vector<core::ModelSpec> &userModels)
{
    const QString key = QString::fromStdString(core::OptionTable::find("model")->settingsKey);
    const std::string saved = settings.value(key).toString().toStdString();
    if (!saved.empty() && !core::ModelCatalogFile::knows(saved, userModels))
        inputs.serve(*core::ModelCatalogFile::find(inputs.model, userModels));
}

// The model being trained is window state as well (on the command line --model names it in
// training): kept when the catalogs still hold it, refused otherwise.
int readTrainingModel(const QSettings &settings, core::WhatIfInputs &inputs, const IdCheck &isKnown)
{
    const QString key = QStringLiteral("training/model");
    if (!settings.contains(key))
        return 0;
    const std::string id = settings.value(key).toString().toStdString();
    if (!id.empty() && !isKnown(core::OptionKind::Model, id))
        return 1;
    inputs.trainingModel = id;
    return 0;
}

void writeRoofline(QSettings &settings, const core::WhatIfInputs &inputs)
{
    settings.setValue(QStringLiteral("roofline/device"),
                      QString::fromStdString(inputs.rooflineDevice));
    const auto writeFigure = [&](const QString &key, const std::optional<double> &value) {
        if (value)
            settings.setValue(key, *value);
        else
            settings.remove(key);
    };
    writeFigure(QStringLiteral("roofline/peak_gflops"), inputs.rooflinePeakGflops);
    writeFigure(QStringLiteral("roofline/bandwidth_gbs"), inputs.rooflineBandwidthGBs);
}

// Tab 3's list of the user's kernels, kept as --kernel specs. A spec the command line would
// refuse is dropped and counted.
int readKernels(const QSettings &settings, core::WhatIfInputs &inputs)
{
    int refused = 0;
    inputs.kernels.clear();
    const QStringList specs = settings.value(QStringLiteral("kernels/specs")).toStringList();
    for (const QString &spec : specs) {
        core::UserKernel kernel;
        std::string problem;
        // A kernel on a device the user has since taken out is kept: the list shows it without
        // a roof, and the user can remove it.
        if (inputs.kernels.size() >= core::UserKernel::kMaxKernels ||
            !core::UserKernel::parse(spec.toStdString(), kernel, problem))
            ++refused;
        else
            inputs.kernels.push_back(kernel);
    }
    return refused;
}

void writeKernels(QSettings &settings, const core::WhatIfInputs &inputs)
{
    QStringList specs;
    for (const core::UserKernel &k : inputs.kernels)
        specs << QString::fromStdString(k.spec());
    if (specs.isEmpty())
        settings.remove(QStringLiteral("kernels/specs"));
    else
        settings.setValue(QStringLiteral("kernels/specs"), specs);
}

// One of the plan's numbers, refused (and left at its default) outside the option's range or
// when it is not a number; true when it was absent or read.
bool readPlanNumber(const QSettings &settings, const char *key, const core::OptionSpec &spec,
                    double &out)
{
    const QString k = QStringLiteral("plan/") + QLatin1String(key);
    if (!settings.contains(k))
        return true;
    bool ok = false;
    const double value = settings.value(k).toDouble(&ok);
    if (!ok || !spec.check(value).empty())
        return false;
    out = value;
    return true;
}

// A comma list of words, each of which read() must take; an empty list is the defaults.
template <typename T, typename Read>
bool readPlanList(const QSettings &settings, const char *key, std::vector<T> &out, Read read)
{
    const QString k = QStringLiteral("plan/") + QLatin1String(key);
    if (!settings.contains(k))
        return true;
    std::vector<T> items;
    for (const QString &word :
         settings.value(k).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        T item{};
        if (!read(word.trimmed().toStdString(), item))
            return false;
        items.push_back(item);
    }
    out = items;
    return true;
}

template <typename T, typename Id> QString planList(const std::vector<T> &items, Id id)
{
    QStringList words;
    for (const T &item : items)
        words << QString::fromStdString(id(item));
    return words.join(QLatin1Char(','));
}

// The number formats as the command line spells them.
template <typename T, typename Ids> bool formatNamed(const std::string &word, T &out, Ids ids)
{
    for (const T candidate : ids.all) {
        if (word == ids.id(candidate)) {
            out = candidate;
            return true;
        }
    }
    return false;
}

struct WeightIds
{
    static constexpr const auto &all = core::WeightDtypes::kAll;
    static const char *id(core::WeightDtype d) { return core::WeightDtypes::id(d); }
};

struct KvIds
{
    static constexpr const auto &all = core::KvDtypes::kAll;
    static const char *id(core::KvDtype d) { return core::KvDtypes::id(d); }
};

int readPlanNumbers(const QSettings &settings, PlanInputs &plan)
{
    double prompt = plan.promptTokens, output = plan.outputTokens, users = plan.users;
    int refused = 0;
    const auto count = [&refused](bool ok) {
        refused += ok ? 0 : 1;
    };
    count(readPlanNumber(settings, "prompt-tokens", core::OptionSpec::promptTokens, prompt));
    count(readPlanNumber(settings, "output-tokens", core::OptionSpec::outputTokens, output));
    count(readPlanNumber(settings, "ttft-ms", core::OptionSpec::ttftMs, plan.ttftMs));
    count(readPlanNumber(settings, "tpot-ms", core::OptionSpec::tpotMs, plan.tpotMs));
    count(readPlanNumber(settings, "min-user-tps", core::OptionSpec::minUserTps, plan.minUserTps));
    count(readPlanNumber(settings, "users", core::OptionSpec::users, users));
    count(readPlanNumber(settings, "output-rate", core::OptionSpec::outputRate, plan.outputRate));
    plan.promptTokens = static_cast<int>(prompt);
    plan.outputTokens = static_cast<int>(output);
    plan.users = static_cast<int>(users);
    plan.perUserRate = settings.value(QStringLiteral("plan/per-user-rate"), false).toBool();
    plan.byOutputRate = settings.value(QStringLiteral("plan/by-output-rate"), false).toBool();
    return refused;
}

} // namespace

QString SettingsStore::cpuKey()
{
    return QStringLiteral("whatif/cpu-gflops");
}

int SettingsStore::readInputs(const QSettings &settings, core::WhatIfInputs &inputs,
                              const std::vector<core::DeviceSpec> &userDevices,
                              const std::vector<core::ModelSpec> &userModels)
{
    const IdCheck known = knownIds(userDevices, userModels);
    const int refused = readSettings(settings, inputs, known) +
                        readRoofline(settings, inputs, known) +
                        readTrainingModel(settings, inputs, known) + readKernels(settings, inputs);
    keepServable(settings, inputs, userModels);
    // Whether the precision and the link were chosen by the user; settings of an older version,
    // which lack the keys, leave serving to choose them for the device.
    inputs.precisionGiven = settings.value(QStringLiteral("whatif/precision-given")).toBool();
    inputs.linkKindGiven = settings.value(QStringLiteral("whatif/link-kind-given")).toBool();
    return refused;
}

void SettingsStore::writeInputs(QSettings &settings, const core::WhatIfInputs &inputs)
{
    settings.setValue(QStringLiteral("settings/version"), kVersion);
    writeSettings(settings, inputs);
    writeRoofline(settings, inputs);
    writeKernels(settings, inputs);
    settings.setValue(QStringLiteral("training/model"),
                      QString::fromStdString(inputs.trainingModel));
    settings.setValue(QStringLiteral("whatif/precision-given"), inputs.precisionGiven);
    settings.setValue(QStringLiteral("whatif/link-kind-given"), inputs.linkKindGiven);
}

int SettingsStore::readPlan(const QSettings &settings, PlanInputs &plan,
                            const std::vector<core::DeviceSpec> &userDevices,
                            const std::vector<core::ModelSpec> &userModels)
{
    const IdCheck known = knownIds(userDevices, userModels);
    int refused = readPlanNumbers(settings, plan);
    const std::string model = settings.value(QStringLiteral("plan/model")).toString().toStdString();
    if (model.empty() || known(core::OptionKind::Model, model))
        plan.model = model;
    else
        ++refused;
    const auto device = [&known](const std::string &id, std::string &out) {
        out = id;
        return known(core::OptionKind::Device, id);
    };
    refused += readPlanList(settings, "devices", plan.devices, device) ? 0 : 1;
    refused += readPlanList(settings, "weight-dtypes", plan.weightDtypes,
                            [](const std::string &w, core::WeightDtype &out) {
                                return formatNamed(w, out, WeightIds{});
                            })
                   ? 0
                   : 1;
    refused += readPlanList(settings, "kv-dtypes", plan.kvDtypes,
                            [](const std::string &w, core::KvDtype &out) {
                                return formatNamed(w, out, KvIds{});
                            })
                   ? 0
                   : 1;
    return refused;
}

bool SettingsStore::readPlanShown(const QSettings &settings)
{
    return settings.value(QStringLiteral("plan/page-shown"), false).toBool();
}

void SettingsStore::writePlanShown(QSettings &settings, bool shown)
{
    settings.setValue(QStringLiteral("plan/page-shown"), shown);
}

void SettingsStore::writePlan(QSettings &settings, const PlanInputs &plan)
{
    // Numbers as numbers, which QSettings writes in the C locale.
    settings.setValue(QStringLiteral("plan/model"), QString::fromStdString(plan.model));
    settings.setValue(QStringLiteral("plan/prompt-tokens"), plan.promptTokens);
    settings.setValue(QStringLiteral("plan/output-tokens"), plan.outputTokens);
    settings.setValue(QStringLiteral("plan/ttft-ms"), plan.ttftMs);
    settings.setValue(QStringLiteral("plan/tpot-ms"), plan.tpotMs);
    settings.setValue(QStringLiteral("plan/min-user-tps"), plan.minUserTps);
    settings.setValue(QStringLiteral("plan/per-user-rate"), plan.perUserRate);
    settings.setValue(QStringLiteral("plan/users"), plan.users);
    settings.setValue(QStringLiteral("plan/output-rate"), plan.outputRate);
    settings.setValue(QStringLiteral("plan/by-output-rate"), plan.byOutputRate);
    settings.setValue(QStringLiteral("plan/devices"),
                      planList(plan.devices, [](const std::string &id) { return id; }));
    settings.setValue(QStringLiteral("plan/weight-dtypes"),
                      planList(plan.weightDtypes, [](core::WeightDtype d) {
                          return std::string(core::WeightDtypes::id(d));
                      }));
    settings.setValue(QStringLiteral("plan/kv-dtypes"),
                      planList(plan.kvDtypes,
                               [](core::KvDtype d) { return std::string(core::KvDtypes::id(d)); }));
}

} // namespace blab::ui
