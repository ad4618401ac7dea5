// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/text_table.h"

#include <algorithm>
#include <utility>

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

// A paragraph broken into lines of at most 78 terminal columns, each indented by two spaces:
// between words in English, and between any two ideographs in Chinese, which has no spaces.
QString TextTable::wrapped(const QString &text)
{
    QString out;
    QString line;
    QString word;
    bool spaceBefore = false;
    const auto place = [&](const QString &token, bool space) {
        const QString joint = line.isEmpty() || !space ? QString() : QStringLiteral(" ");
        // Closing punctuation never starts a line; it may stand past the edge instead.
        const bool closing = QStringLiteral("。，、；：）！？").contains(token);
        if (!line.isEmpty() && !closing && displayWidth(line + joint + token) > 76) {
            out += QStringLiteral("  ") + line + QLatin1Char('\n');
            line = token;
        } else {
            line += joint + token;
        }
    };
    for (const QChar c : text + QLatin1Char(' ')) {
        const bool wide = displayWidth(QString(c)) == 2;
        if ((c == QLatin1Char(' ') || wide) && !word.isEmpty()) {
            place(word, spaceBefore);
            spaceBefore = false;
            word.clear();
        }
        if (c == QLatin1Char(' '))
            spaceBefore = true;
        else if (wide)
            place(QString(c), std::exchange(spaceBefore, false));
        else
            word += c;
    }
    if (!line.isEmpty())
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    return out;
}

// Label and value pairs, the labels padded to one width and the values left-aligned after them:
// a TextTable would right-align the values, which are sentences here.
QString TextTable::pairs(const QVector<QPair<QString, QString>> &rows)
{
    int width = 0;
    for (const auto &row : rows)
        width = std::max(width, displayWidth(row.first));
    QString out;
    for (const auto &row : rows)
        out += QStringLiteral("  ") + row.first +
               QString(width - displayWidth(row.first) + 3, QLatin1Char(' ')) + row.second +
               QLatin1Char('\n');
    return out;
}

} // namespace blab::ui
