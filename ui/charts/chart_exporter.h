// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "charts/export_format.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QPair>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

class QPainter;

namespace blab::ui {

class ChartView;

struct ExportOptions
{
    QSize size{1600, 1000};
    // Device pixel ratio: 2 writes twice the pixels with the same layout, for high-density screens.
    double scale = 1.0;
    // What saveAll() writes for each chart, in this order.
    QList<ExportFormat> formats{ExportFormat::Png};
    // Text keeps its share of the picture: an image larger than kTextReference is laid out at
    // that size and drawn magnified, so a 3000 px export reads as well as a 1200 px one. The
    // window's Copy turns it off to copy what the screen shows.
    bool fitText = true;
    // Draws the chart's caption (its inputs) in a line under the plot.
    bool caption = true;
};

// How an export ended: every file in place; refused before anything was written (a link or a
// device where a chart goes, a folder that cannot be written); or a write that failed after it
// started (a full disk, a file-size limit), which leaves nothing new either.
enum class ExportStatus
{
    Written,
    Refused,
    WriteFailed
};

// Draws charts at a requested size, independent of how large they are on screen, and writes them
// as PNG, SVG or CSV through core::AtomicFile so that a failed write never leaves half a file. A
// chart with nothing to show (a measurement never made) is never written as an empty grid.
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(blab::ui::ChartExporter)

public:
    // The layout size from which text grows with the image (see ExportOptions::fitText).
    static constexpr QSize kTextReference{1200, 750};

    static QImage render(ChartView *view, const ExportOptions &options);
    // The chart as an SVG document of options.size (scale does not apply to a drawing).
    static QByteArray svg(ChartView *view, const ExportOptions &options);

    // "png", "svg", "csv": the suffix of the file and the word the command line takes.
    static QString suffix(ExportFormat format);
    // The format a file name's suffix names, if any (case-insensitive).
    static std::optional<ExportFormat> formatOf(const QString &path);

    // Writes one chart in the format its suffix names, creating the folder when it is missing.
    // Refuses a chart without data (hasData()) with a message saying it was not measured.
    static bool save(ChartView *view, const QString &path, const ExportOptions &options,
                     QString *error);
    // Creates the folder if needed and checks that files can be written into it.
    static bool prepareFolder(const QString &folder, QString *error);
    // Writes every chart as folder/<fileStem>.<suffix> for each of options.formats, all or
    // nothing: every file is written into a hidden folder beside them first and moved into place
    // only when all were written, so a failure leaves nothing new and names the chart and the
    // cause. Charts without data are written in no format; their stems go to skipped.
    static ExportStatus saveAll(const QList<ChartView *> &views, const QString &folder,
                                const ExportOptions &options, QStringList *written, QString *error,
                                QStringList *skipped = nullptr);

private:
    // Lays the chart out for options, paints it and its caption on painter (whose coordinates
    // are options.size), and puts the chart back as it was.
    static void paint(ChartView *view, QPainter *painter, const ExportOptions &options);
    // Writes bytes to path whole or not at all; error names path and the cause.
    static bool write(const QString &path, const QByteArray &bytes, QString *error);
    // Encodes every chart with data into staging in each format; what went where into staged.
    static ExportStatus stage(const QList<ChartView *> &views, const QString &folder,
                              const QString &staging, const ExportOptions &options,
                              QList<QPair<QString, QString>> *staged, QString *error,
                              QStringList *skipped);
    // A target that is a symbolic link, or not a regular file, is refused: writing there would
    // change another file than the one named.
    static bool refusedTarget(const QString &path, QString *error);
    // Moves each file of staged to the path beside it; on a failure, names what had moved.
    static bool moveIntoPlace(const QList<QPair<QString, QString>> &staged, QString *error);
    static QByteArray encode(ChartView *view, ExportFormat format, const ExportOptions &options,
                             const QString &path, QString *error);
};

} // namespace blab::ui
