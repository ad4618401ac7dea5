#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace blab::ui {

class ChartView;

struct ExportOptions
{
    QSize size{1600, 1000};
    // Device pixel ratio: 2 writes twice the pixels with the same layout, for high-density screens.
    double scale = 1.0;
};

// Draws charts at a requested size, independent of how large they are on screen, and writes them
// as PNG with QSaveFile so that a failed write never leaves half a file.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ChartExporter)

public:
    static QImage render(ChartView *view, const ExportOptions &options);
    static bool save(ChartView *view, const QString &path, const ExportOptions &options,
                     QString *error);
    // Creates the folder if needed and checks that files can be written into it.
    static bool prepareFolder(const QString &folder, QString *error);
    // Writes every chart as folder/<fileStem>.png; stops at the first failure.
    static bool saveAll(const QList<ChartView *> &views, const QString &folder,
                        const ExportOptions &options, QStringList *written, QString *error);
};

} // namespace blab::ui
