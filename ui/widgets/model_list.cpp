// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/model_list.h"

#include "text/labels.h"

#include <QComboBox>
#include <QList>
#include <QPair>

namespace blab::ui {

void ModelList::show(QComboBox *box, const std::vector<core::ModelSpec> &models,
                     const QString &first)
{
    QList<QPair<QString, QString>> wanted;
    if (!first.isEmpty())
        wanted.append({QString(), first});
    for (const core::ModelSpec &m : models) {
        const QString name = Labels::userText(m.name);
        const QString id = QString::fromStdString(m.id);
        // The id tells apart two of one's own that share a name (an import renamed on the way).
        wanted.append({id, m.user ? tr("%1 (yours: %2)").arg(name, id) : name});
    }
    QList<QPair<QString, QString>> shown;
    for (int i = 0; i < box->count(); ++i)
        shown.append({box->itemData(i).toString(), box->itemText(i)});
    if (wanted == shown)
        return;
    box->clear();
    for (const auto &[id, name] : wanted)
        box->addItem(name, id);
}

} // namespace blab::ui
