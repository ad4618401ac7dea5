// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/retranslator.h"

#include <QWidget>
#include <vector>

class QLabel;
class QPushButton;

namespace blab::core {
struct ModelSpec;
struct ReportModel;
} // namespace blab::core

namespace blab::ui {

class WhatIfState;

// The user's own language models, as tab 2 keeps their own devices: import a model catalog file
// (the strict reader refuses a bad one with its line and reason, and nothing changes), export
// them, remove the chosen one. With no models of their own, export writes the chosen shipped
// model under a new id, as a template to edit and import.
class UserModelsBar : public QWidget
{
    Q_OBJECT

public:
    // Which model the bar's Remove and Export template speak of: the one the serving page serves
    // or the one the training page trains.
    enum class Chooses
    {
        Served,
        Trained
    };

    UserModelsBar(WhatIfState *state, QWidget *parent = nullptr, Chooses chooses = Chooses::Served);

    // Enables Remove when the chosen model is one of the user's.
    void setData(const core::ReportModel &model);

    // The actions without their dialogs, for tests and for the dialogs themselves.
    bool importFrom(const QString &fileName);
    bool exportTo(const QString &fileName);
    void removeChosen();

signals:
    // A model was imported; the panel chooses the first one.
    void imported(const QString &id);

private:
    void importWithDialog();
    void exportWithDialog();
    void removeWithQuestion();
    // A message said once, in the language of the moment: what an action just did.
    void showError(const QString &text);
    // A lasting state, said again in each language (the catalog that could not be read).
    void showError(const Retranslator::Text &text);
    void showMessage(const QString &text);
    void save(const std::vector<core::ModelSpec> &models, const QString &done);

    // A button's text, without its mnemonic on the training page.
    QString label(QString text) const;
    // The chosen model: the one served or trained; null when it is not in the catalogs.
    const core::ModelSpec *chosen() const;

    WhatIfState *m_state;
    Chooses m_chooses;
    QPushButton *m_import;
    QPushButton *m_export;
    QPushButton *m_remove;
    QLabel *m_message;
};

} // namespace blab::ui
