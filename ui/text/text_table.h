// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPair>
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
    // A paragraph broken into lines of at most 78 terminal columns, each indented by two spaces.
    static QString wrapped(const QString &text);
    // Label and value pairs, the labels padded to one width and the values left-aligned after
    // them (a table would right-align the values, which are sentences here).
    static QString pairs(const QVector<QPair<QString, QString>> &rows);

private:
    QVector<QStringList> m_rows;
};

} // namespace blab::ui
