// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

class QComboBox;

namespace blab::ui {

// The language models as a combo box lists them, for tab 5's serving and training sides alike.
class ModelList
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ModelList)

public:
    // Lists first (an entry with an empty id, such as "By parameter count"; none when empty),
    // then every model by id and name, the user's own marked with their id, as the command line
    // marks them with a star. The box is filled again only when the list changed, so that a
    // slider move does not rebuild it.
    static void show(QComboBox *box, const std::vector<core::ModelSpec> &models,
                     const QString &first = QString());
};

} // namespace blab::ui
