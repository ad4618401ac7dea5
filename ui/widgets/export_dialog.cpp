#include "widgets/export_dialog.h"

#include "options/option_spec.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace blab::ui {

ExportDialog::ExportDialog(Target target, const QString &suggestedPath, QWidget *parent)
    : QDialog(parent), m_target(target), m_path(new QLineEdit(suggestedPath, this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QComboBox(this))
{
    setWindowTitle(target == Target::File ? tr("Export chart") : tr("Export all charts"));
    using core::OptionSpec;
    m_width->setRange(static_cast<int>(OptionSpec::width.minValue()),
                      static_cast<int>(OptionSpec::width.maxValue()));
    m_height->setRange(static_cast<int>(OptionSpec::height.minValue()),
                       static_cast<int>(OptionSpec::height.maxValue()));
    m_width->setObjectName(QString::fromStdString(OptionSpec::width.name()));
    m_width->setProperty("option", QString::fromStdString(OptionSpec::width.name()));
    m_height->setObjectName(QString::fromStdString(OptionSpec::height.name()));
    m_height->setProperty("option", QString::fromStdString(OptionSpec::height.name()));
    m_width->setValue(1600);
    m_height->setValue(1000);
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_scale->addItem(tr("1× (as sized)"), 1.0);
    m_scale->addItem(tr("2× (high-density screens)"), 2.0);
    m_width->setToolTip(tr("Width of the chart's layout in pixels, before scaling."));
    m_height->setToolTip(tr("Height of the chart's layout in pixels, before scaling."));
    m_scale->setToolTip(tr("2× writes twice the pixels in each direction with the same layout."));
    m_path->setToolTip(target == Target::File ? tr("The PNG file to write.")
                                              : tr("The folder to write one PNG per chart into."));

    m_path->setMinimumWidth(420);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    auto *form = new QFormLayout(this);
    form->addRow(target == Target::File ? tr("&File:") : tr("&Folder:"), pathRow);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Scale:"), m_scale);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void ExportDialog::browse()
{
    const QString chosen =
        m_target == Target::File
            ? QFileDialog::getSaveFileName(this, tr("Export chart"), m_path->text(),
                                           tr("PNG images (*.png)"))
            : QFileDialog::getExistingDirectory(this, tr("Export all charts"), m_path->text());
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

QString ExportDialog::path() const
{
    QString p = m_path->text().trimmed();
    if (m_target == Target::File && !p.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        p += QStringLiteral(".png");
    return p;
}

ExportOptions ExportDialog::options() const
{
    return {QSize(m_width->value(), m_height->value()), m_scale->currentData().toDouble()};
}

} // namespace blab::ui
