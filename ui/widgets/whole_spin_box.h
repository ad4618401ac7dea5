// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSpinBox>

namespace blab::ui {

// A whole-number box that refuses a decimal comma ("1,5") or point ("1.5") instead of reading
// either as 15, and says why (DecimalComma); commas between thousands ("1,024") are read as Qt
// reads them.
class WholeSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit WholeSpinBox(QWidget *parent = nullptr);

protected:
    QValidator::State validate(QString &text, int &pos) const override;
    void fixup(QString &input) const override;

private:
    // Whether text (with prefix and suffix) holds a point or a comma that is not grouping.
    bool isRefused(const QString &text) const;
};

} // namespace blab::ui
