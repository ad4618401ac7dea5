#pragma once

#include "charts/chart_exporter.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace blab::ui {

// Asks where to write and at what size: a file for one chart, a folder for all of them.
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

    QString path() const;
    ExportOptions options() const;

private:
    void browse();

    Target m_target;
    QLineEdit *m_path;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_scale;
};

} // namespace blab::ui
