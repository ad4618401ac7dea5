// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/user_models_bar.h"

#include "catalog/model_catalog_file.h"
#include "report/report_model.h"
#include "state/user_catalog.h"
#include "state/what_if_state.h"
#include "text/labels.h"
#include "text/verdicts.h"
#include "widgets/retranslator.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

UserModelsBar::UserModelsBar(WhatIfState *state, QWidget *parent, Chooses chooses)
    : QWidget(parent), m_state(state), m_chooses(chooses), m_import(new QPushButton(this)),
      m_export(new QPushButton(this)), m_remove(new QPushButton(this)), m_message(new QLabel(this))
{
    // Tests find the controls by these names, the training page's bar's with its own prefix.
    const QString prefix =
        chooses == Chooses::Trained ? QStringLiteral("trainingModels") : QStringLiteral("models");
    m_import->setObjectName(prefix + QStringLiteral("Import"));
    m_export->setObjectName(prefix + QStringLiteral("Export"));
    m_remove->setObjectName(prefix + QStringLiteral("Remove"));
    m_message->setObjectName(prefix + QStringLiteral("Message"));
    Retranslator::bind(this, [this] {
        m_import->setText(label(tr("&Import models…")));
        m_import->setToolTip(tr("Adds the models of a model catalog file (JSON, as 'Export "
                                "models…' writes it) to your own. A file with a problem is "
                                "refused with its line and the reason, and nothing changes."));
        m_export->setText(label(tr("&Export models…")));
        m_export->setToolTip(tr("Writes your own models to a JSON file. With none of your own "
                                "yet, writes the chosen model under a new id: edit its shape and "
                                "import it."));
        m_remove->setText(label(tr("Rem&ove")));
        m_remove->setToolTip(tr("Removes the chosen model from your own; the shipped ones stay."));
    });
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_import);
    buttons->addWidget(m_export);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_import, &QPushButton::clicked, this, &UserModelsBar::importWithDialog);
    connect(m_export, &QPushButton::clicked, this, &UserModelsBar::exportWithDialog);
    connect(m_remove, &QPushButton::clicked, this, &UserModelsBar::removeWithQuestion);
    if (!m_state->modelsError().isEmpty())
        showError([this] {
            return tr("Your model catalog could not be read, so your models are not offered: %1. "
                      "The file is left as it is; if you change your models, it is kept beside "
                      "the new one.")
                .arg(m_state->modelsError());
        });
}

void UserModelsBar::setData(const core::ReportModel &model)
{
    // The snapshot already holds the chosen model, found when it was built.
    m_remove->setEnabled(m_chooses == Chooses::Trained
                             ? model.trainingModel && model.trainingModel->user
                             : model.inferenceInputs && model.inferenceInputs->model.user);
}

QString UserModelsBar::label(QString text) const
{
    // The training page's letters are its layout's; its bar's buttons take none of them.
    if (m_chooses != Chooses::Trained)
        return text;
    static const QRegularExpression bracketed(QStringLiteral("\\(&[^)]\\)"));
    return text.remove(bracketed).remove(QLatin1Char('&'));
}

const core::ModelSpec *UserModelsBar::chosen() const
{
    const core::WhatIfInputs &in = m_state->inputs();
    return core::ModelCatalogFile::find(m_chooses == Chooses::Trained ? in.trainingModel : in.model,
                                        m_state->userModels());
}

void UserModelsBar::showError(const QString &text)
{
    showError([text] { return text; });
}

void UserModelsBar::showError(const Retranslator::Text &text)
{
    m_message->setStyleSheet(QStringLiteral("color: #c62828;"));
    Retranslator::setText(m_message, text);
    m_message->show();
}

void UserModelsBar::showMessage(const QString &text)
{
    m_message->setStyleSheet(QString());
    Retranslator::setText(m_message, [text] { return text; });
    m_message->show();
}

void UserModelsBar::save(const std::vector<core::ModelSpec> &models, const QString &done)
{
    const QString error = m_state->setUserModels(models);
    m_state->flush();
    if (error.isEmpty())
        showMessage(done);
    else
        showError(tr("Your models could not be saved: %1. They are kept until you close the "
                     "window.")
                      .arg(error));
}

bool UserModelsBar::importFrom(const QString &fileName)
{
    const UserCatalog::ModelsResult read = UserCatalog::readModels(fileName);
    if (!read.error.isEmpty()) {
        showError(tr("Nothing was imported. %1").arg(read.error));
        return false;
    }
    std::vector<core::ModelSpec> models = m_state->userModels();
    const std::size_t before = models.size();
    const int renamed = UserCatalog::mergeModels(models, read.models);
    // What the next start must read back: no more models, and no larger a file, than it takes.
    if (models.size() > core::ModelCatalogFile::kMaxModels ||
        core::ModelCatalogFile::toJson(models).size() > core::ModelCatalogFile::kMaxBytes) {
        showError(tr("Nothing was imported: your models would be more than a model catalog holds "
                     "(%1 models, %2 bytes).")
                      .arg(core::ModelCatalogFile::kMaxModels)
                      .arg(core::ModelCatalogFile::kMaxBytes));
        return false;
    }
    QString done = tr("Imported %n model(s).", nullptr, static_cast<int>(read.models.size()));
    if (renamed > 0)
        done = Verdicts::join(done, tr("%n of them had an id you already use and got a number "
                                       "added.",
                                       nullptr, renamed));
    save(models, done);
    if (models.size() > before)
        emit imported(QString::fromStdString(models[before].id));
    return true;
}

bool UserModelsBar::exportTo(const QString &fileName)
{
    std::vector<core::ModelSpec> models = m_state->userModels();
    QString done =
        tr("Exported %n model(s) to %1.", nullptr, static_cast<int>(models.size())).arg(fileName);
    // A template to start from: the chosen model under an id the import will take as it is.
    if (models.empty()) {
        if (const core::ModelSpec *model = chosen()) {
            core::ModelSpec copy = *model;
            copy.id = UserCatalog::freeModelId(copy.id + "_copy", {});
            copy.name = UserCatalog::cut(
                tr("%1 (copy)").arg(Labels::userText(copy.name)).toStdString(), 120);
            // The shipped source is not the edited model's; it says where the template came from.
            copy.source = UserCatalog::copiedSource(model->id, model->source);
            models.push_back(copy);
            done = tr("You have no models of your own yet, so %1 was written as “%2”, a template: "
                      "change its figures and import it.")
                       .arg(fileName, QString::fromStdString(copy.id));
        }
    }
    QString error;
    if (!UserCatalog::writeModels(models, &error, fileName)) {
        showError(tr("Nothing was exported: %1").arg(error));
        return false;
    }
    showMessage(done);
    return true;
}

void UserModelsBar::removeChosen()
{
    std::vector<core::ModelSpec> models = m_state->userModels();
    const std::string id =
        m_chooses == Chooses::Trained ? m_state->inputs().trainingModel : m_state->inputs().model;
    const auto found = std::find_if(models.begin(), models.end(),
                                    [&](const core::ModelSpec &m) { return m.id == id; });
    if (found == models.end())
        return;
    const QString name = Labels::userText(found->name);
    models.erase(found);
    save(models, tr("Removed “%1”.").arg(name));
}

void UserModelsBar::removeWithQuestion()
{
    const core::ModelSpec *model = chosen();
    if (!model || !model->user)
        return;
    if (QMessageBox::question(
            this, tr("Remove model"),
            tr("Remove “%1” from your models?").arg(Labels::userText(model->name))) ==
        QMessageBox::Yes)
        removeChosen();
}

void UserModelsBar::importWithDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import models"), QString(),
                                                      tr("Model catalogs (*.json)"));
    if (!file.isEmpty())
        importFrom(file);
}

void UserModelsBar::exportWithDialog()
{
    QString file =
        QFileDialog::getSaveFileName(this, tr("Export your models"), QStringLiteral("models.json"),
                                     tr("Model catalogs (*.json)"));
    if (file.isEmpty())
        return;
    if (!file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        file += QStringLiteral(".json");
    exportTo(file);
}

} // namespace blab::ui
