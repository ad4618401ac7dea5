// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/text_table.h"

#include <algorithm>

namespace blab::ui {

TextTable::TextTable(QStringList header)
{
    m_rows.append(std::move(header));
}

void TextTable::addRow(QStringList cells)
{
    m_rows.append(std::move(cells));
}

int TextTable::displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        // CJK ideographs, kana, Hangul and full-width forms are drawn two columns wide.
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

QString TextTable::render(const QString &indent) const
{
    QVector<int> widths;
    for (const QStringList &row : m_rows) {
        for (int i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], displayWidth(row.at(i)));
        }
    }
    QString out;
    for (const QStringList &row : m_rows) {
        QString line = indent;
        for (int i = 0; i < row.size(); ++i) {
            const QString &cell = row.at(i);
            const QString pad(widths[i] - displayWidth(cell), QLatin1Char(' '));
            // The first column is a name and reads best left-aligned; figures align right.
            line += i == 0 ? cell + pad : pad + cell;
            if (i + 1 < row.size())
                line += QStringLiteral("   ");
        }
        out += line + QLatin1Char('\n');
    }
    return out;
}

} // namespace blab::ui
