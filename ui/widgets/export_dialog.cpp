// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/export_dialog.h"

#include "io/option_spec.h"
#include "options/option_values.h"
#include "text/labels.h"
#include "widgets/whole_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace blab::ui {

namespace {

constexpr ExportFormat kFormats[] = {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Csv};

QString formatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Svg:
        return ExportDialog::tr("SVG drawing (scales without blurring)");
    case ExportFormat::Csv:
        return ExportDialog::tr("CSV table (the numbers behind the chart)");
    case ExportFormat::Png:
        break;
    }
    return ExportDialog::tr("PNG image");
}

} // namespace

ExportDialog::ExportDialog(Target target, const QString &suggestedPath, QWidget *parent)
    : QDialog(parent), m_target(target), m_path(new QLineEdit(suggestedPath, this)),
      m_width(new WholeSpinBox(this)), m_height(new WholeSpinBox(this)),
      m_scale(new QComboBox(this))
{
    setWindowTitle(target == Target::File ? tr("Export chart") : tr("Export all charts"));
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setToolTip(target == Target::File
                           ? tr("The file to write; its format follows the Format box.")
                           : tr("The folder to write the charts into; it is made if missing."));
    m_path->setMinimumWidth(420);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    auto *form = new QFormLayout(this);
    addRow(form, target == Target::File ? tr("&File:") : tr("&Folder:"), m_path, pathRow);
    buildFormatRow(form);
    buildSizeRows(form);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_note->hide();
    form->addRow(m_note);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(m_buttons);
    if (m_format)
        formatChosen();
    updateButtons();
}

void ExportDialog::addRow(QFormLayout *form, const QString &label, QWidget *buddy, QLayout *field)
{
    // QFormLayout::addRow(QString, QLayout *) makes a label without a buddy, which shows its '&'
    // as it is; a label of our own with the buddy set turns it into the mnemonic.
    auto *text = new QLabel(label, this);
    text->setBuddy(buddy);
    if (field)
        form->addRow(text, field);
    else
        form->addRow(text, buddy);
}

void ExportDialog::buildFormatRow(QFormLayout *form)
{
    if (m_target == Target::File) {
        m_format = new QComboBox(this);
        m_format->setObjectName(QStringLiteral("format"));
        for (ExportFormat format : kFormats)
            m_format->addItem(formatName(format), static_cast<int>(format));
        const ExportFormat given =
            ChartExporter::formatOf(m_path->text()).value_or(ExportFormat::Png);
        m_format->setCurrentIndex(m_format->findData(static_cast<int>(given)));
        connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChosen);
        addRow(form, tr("F&ormat:"), m_format);
        return;
    }
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    const QString names[] = {tr("&PNG"), tr("S&VG"), tr("&CSV")};
    for (ExportFormat format : kFormats) {
        auto *check = new QCheckBox(names[static_cast<int>(format)], box);
        check->setObjectName(ChartExporter::suffix(format));
        check->setToolTip(formatName(format));
        check->setChecked(format == ExportFormat::Png);
        connect(check, &QCheckBox::toggled, this, &ExportDialog::updateButtons);
        row->addWidget(check);
        m_formats.append(check);
    }
    row->addStretch(1);
    addRow(form, tr("Formats:"), box);
}

void ExportDialog::buildSizeRows(QFormLayout *form)
{
    using core::OptionSpec;
    m_width->setRange(static_cast<int>(OptionSpec::width.minValue()),
                      static_cast<int>(OptionSpec::width.maxValue()));
    m_height->setRange(static_cast<int>(OptionSpec::height.minValue()),
                       static_cast<int>(OptionSpec::height.maxValue()));
    m_width->setObjectName(QString::fromStdString(OptionSpec::width.name()));
    m_width->setProperty("option", QString::fromStdString(OptionSpec::width.name()));
    m_height->setObjectName(QString::fromStdString(OptionSpec::height.name()));
    m_height->setProperty("option", QString::fromStdString(OptionSpec::height.name()));
    m_scale->setObjectName(QStringLiteral("scale"));
    m_width->setValue(1600);
    m_height->setValue(1000);
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_scale->addItem(tr("1× (as sized)"), 1.0);
    m_scale->addItem(tr("2× (high-density screens)"), 2.0);
    m_width->setToolTip(tr("Width of the chart's layout in pixels, before scaling. Text grows "
                           "with the size, so a large chart reads as well as a small one."));
    m_height->setToolTip(tr("Height of the chart's layout in pixels, before scaling."));
    m_scale->setToolTip(tr("2× writes twice the pixels in each direction with the same layout."));
    addRow(form, tr("&Width:"), m_width);
    addRow(form, tr("&Height:"), m_height);
    addRow(form, tr("&Scale:"), m_scale);
    m_sizeError = new QLabel(this);
    m_sizeError->setObjectName(QStringLiteral("sizeError"));
    m_sizeError->setWordWrap(true);
    m_sizeError->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_sizeError->hide();
    form->addRow(m_sizeError);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updateButtons);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::updateButtons);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ExportDialog::updateButtons);
}

void ExportDialog::browse()
{
    const QString filters[] = {tr("PNG images (*.png)"), tr("SVG drawings (*.svg)"),
                               tr("CSV tables (*.csv)")};
    const QString chosen =
        m_target == Target::File
            ? QFileDialog::getSaveFileName(this, tr("Export chart"), m_path->text(),
                                           filters[static_cast<int>(fileFormat())])
            : QFileDialog::getExistingDirectory(this, tr("Export all charts"), m_path->text());
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

ExportFormat ExportDialog::fileFormat() const
{
    return m_format ? static_cast<ExportFormat>(m_format->currentData().toInt())
                    : ExportFormat::Png;
}

void ExportDialog::formatChosen()
{
    const ExportFormat format = fileFormat();
    QString p = m_path->text().trimmed();
    if (ChartExporter::formatOf(p))
        p.chop(QFileInfo(p).suffix().size() + 1);
    if (!p.isEmpty())
        m_path->setText(p + QLatin1Char('.') + ChartExporter::suffix(format));
    // A table has no size.
    for (QWidget *w : {static_cast<QWidget *>(m_width), static_cast<QWidget *>(m_height),
                       static_cast<QWidget *>(m_scale)})
        w->setEnabled(format != ExportFormat::Csv);
    updateButtons();
}

bool ExportDialog::sizeMatters() const
{
    if (m_target == Target::File)
        return fileFormat() != ExportFormat::Csv;
    for (int i = 0; i < m_formats.size(); ++i) {
        if (m_formats.at(i)->isChecked() && kFormats[i] != ExportFormat::Csv)
            return true;
    }
    return false;
}

void ExportDialog::updateButtons()
{
    bool any = m_target == Target::File;
    for (const QCheckBox *check : m_formats)
        any = any || check->isChecked();
    // The command line's limit, the same sum: width × height × scale².
    core::OptionValues asked;
    asked.width = m_width->value();
    asked.height = m_height->value();
    asked.scale = m_scale->currentData().toDouble();
    const bool tooLarge =
        sizeMatters() && asked.exportPixels() > core::OptionValues::kMaxExportPixels;
    if (m_sizeError) {
        m_sizeError->setText(
            tr("Width × height × scale² is %1 megapixels, more than the limit of %2; make the "
               "image smaller.")
                .arg(Labels::fixed(asked.exportPixels() / 1e6, 1),
                     Labels::fixed(core::OptionValues::kMaxExportPixels / 1e6, 0)));
        m_sizeError->setVisible(tooLarge);
    }
    if (m_buttons)
        m_buttons->button(QDialogButtonBox::Save)->setEnabled(any && !tooLarge);
}

QString ExportDialog::path() const
{
    QString p = m_path->text().trimmed();
    const QString suffix = ChartExporter::suffix(fileFormat());
    if (m_target == Target::File && QFileInfo(p).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        p += QLatin1Char('.') + suffix;
    return p;
}

ExportOptions ExportDialog::options() const
{
    ExportOptions options;
    options.size = QSize(m_width->value(), m_height->value());
    options.scale = m_scale->currentData().toDouble();
    options.formats.clear();
    if (m_target == Target::File)
        options.formats.append(fileFormat());
    for (int i = 0; i < m_formats.size(); ++i) {
        if (m_formats.at(i)->isChecked())
            options.formats.append(kFormats[i]);
    }
    return options;
}

void ExportDialog::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

} // namespace blab::ui
