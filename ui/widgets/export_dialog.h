// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/chart_exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace blab::ui {

// Asks where to write, in which format and at what size: a file for one chart (its format
// follows the name's suffix and the Format box), a folder and any of PNG, SVG and CSV for all of
// them.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Target
    {
        File,
        Folder
    };

    ExportDialog(Target target, const QString &suggestedPath, QWidget *parent = nullptr);

    // The file (with the chosen format's suffix) or the folder to write.
    QString path() const;
    ExportOptions options() const;
    // A line under the form, such as which charts will be left out; hidden when empty.
    void setNote(const QString &note);

private:
    void buildSizeRows(QFormLayout *form);
    void buildFormatRow(QFormLayout *form);
    // Adds a row whose label's mnemonic moves the focus to buddy.
    void addRow(QFormLayout *form, const QString &label, QWidget *buddy, QLayout *field = nullptr);
    void browse();
    // The file's suffix follows the Format box, and the size rows are off for CSV.
    void formatChosen();
    // Save is on when something will be written and the image is within the size limit.
    void updateButtons();
    // Whether a format that has a size (PNG, SVG) is chosen.
    bool sizeMatters() const;
    ExportFormat fileFormat() const;

    Target m_target;
    QLineEdit *m_path;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_scale;
    QComboBox *m_format = nullptr;
    QList<QCheckBox *> m_formats;
    QLabel *m_note = nullptr;
    // Says that the image asked for is larger than core::OptionValues::kMaxExportPixels.
    QLabel *m_sizeError = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace blab::ui
