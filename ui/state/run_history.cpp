// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/run_history.h"

#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

namespace blab::ui {

namespace {

const QString kRunsKey = QStringLiteral("measure/runs");

core::SgemmRunRecord fromMap(const QVariantMap &map)
{
    core::SgemmRunRecord r;
    r.n = map.value(QStringLiteral("n")).toInt();
    r.threads = map.value(QStringLiteral("threads")).toInt();
    r.coreName = map.value(QStringLiteral("core")).toString().toStdString();
    r.gflops = map.value(QStringLiteral("gflops")).toDouble();
    r.bestSeconds = map.value(QStringLiteral("best_seconds")).toDouble();
    r.verified = map.value(QStringLiteral("verified")).toBool();
    r.finishedAtSeconds = map.value(QStringLiteral("finished_at")).toLongLong();
    return r;
}

QVariantMap toMap(const core::SgemmRunRecord &r)
{
    return {{QStringLiteral("n"), r.n},
            {QStringLiteral("threads"), r.threads},
            {QStringLiteral("core"), QString::fromStdString(r.coreName)},
            {QStringLiteral("gflops"), r.gflops},
            {QStringLiteral("best_seconds"), r.bestSeconds},
            {QStringLiteral("verified"), r.verified},
            {QStringLiteral("finished_at"), static_cast<qlonglong>(r.finishedAtSeconds)}};
}

} // namespace

std::vector<core::SgemmRunRecord> RunHistory::load()
{
    std::vector<core::SgemmRunRecord> records;
    const QVariantList saved = QSettings().value(kRunsKey).toList();
    for (const QVariant &item : saved) {
        const core::SgemmRunRecord r = fromMap(item.toMap());
        if (r.plausible())
            core::SgemmRunRecord::remember(records, r);
    }
    return records;
}

void RunHistory::save(const std::vector<core::SgemmRunRecord> &records)
{
    QVariantList list;
    for (const core::SgemmRunRecord &r : records)
        list.append(toMap(r));
    if (list.isEmpty())
        QSettings().remove(kRunsKey);
    else
        QSettings().setValue(kRunsKey, list);
}

} // namespace blab::ui
