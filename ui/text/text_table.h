// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace blab::ui {

// A plain-text table whose columns line up in a terminal even with Chinese text, where each
// ideograph takes two columns.
class TextTable
{
public:
    explicit TextTable(QStringList header);
    void addRow(QStringList cells);
    QString render(const QString &indent = QStringLiteral("    ")) const;

    // Terminal columns the text occupies.
    static int displayWidth(const QString &text);

private:
    QVector<QStringList> m_rows;
};

} // namespace blab::ui
