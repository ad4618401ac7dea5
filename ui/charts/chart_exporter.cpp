// SPDX-License-Identifier: GPL-3.0-or-later

#include "charts/chart_exporter.h"

#include "charts/chart_table.h"
#include "charts/chart_view.h"
#include "io/atomic_file.h"
#include "text/labels.h"

#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <algorithm>
#include <cerrno>
#include <cstdio>

namespace blab::ui {

namespace {

// How much larger than on screen the chart's text and lines are drawn (see fitText).
double textGrowth(const ExportOptions &options)
{
    if (!options.fitText)
        return 1.0;
    const QSize reference = ChartExporter::kTextReference;
    return std::max(1.0, std::min(double(options.size.width()) / reference.width(),
                                  double(options.size.height()) / reference.height()));
}

// Lays the chart out at rect's size, or back at its own geometry, and places its hand-set items.
void layOut(ChartView *view, const QRectF &rect)
{
    QChart *chart = view->chart();
    chart->setGeometry(rect);
    if (chart->layout())
        chart->layout()->activate();
    view->relayout();
}

} // namespace

void ChartExporter::paint(ChartView *view, QPainter *painter, const ExportOptions &options)
{
    QChart *chart = view->chart();
    const double grow = textGrowth(options);
    const QSizeF layout = QSizeF(options.size) / grow;
    painter->save();
    painter->scale(grow, grow);
    // The chart leaves a thin margin unpainted; give it the colour the window would.
    painter->fillRect(QRectF(QPointF(0, 0), layout), view->palette().color(QPalette::Base));

    // The caption is wrapped to the width and takes the lines it needs under the plot.
    const QString caption = options.caption ? view->caption() : QString();
    const QFont font = chart->legend()->font();
    const QFontMetricsF metrics(font);
    const double margin = metrics.height() * 0.6;
    QRectF captionRect;
    if (!caption.isEmpty()) {
        const QRectF area(margin, 0, layout.width() - 2 * margin, layout.height());
        const double height =
            metrics.boundingRect(area, Qt::TextWordWrap | Qt::AlignLeft, caption).height();
        captionRect = QRectF(margin, layout.height() - height - margin, area.width(), height);
    }
    const QRectF target(0, 0, layout.width(),
                        caption.isEmpty() ? layout.height() : captionRect.top() - margin / 2);

    // Lay the chart out at the requested size, draw it, and put it back. Rendering the view
    // instead would copy the on-screen size, and a view that was never shown is tiny.
    const QRectF previous = chart->geometry();
    layOut(view, target);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    chart->scene()->render(painter, target, target);
    if (!caption.isEmpty()) {
        painter->setFont(font);
        painter->setPen(view->palette().color(QPalette::Text));
        painter->drawText(captionRect, Qt::TextWordWrap | Qt::AlignLeft, caption);
    }
    painter->restore();
    layOut(view, previous);
}

QImage ChartExporter::render(ChartView *view, const ExportOptions &options)
{
    const QSize pixels = (QSizeF(options.size) * options.scale).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.scale);
    image.fill(view->palette().color(QPalette::Base));
    QPainter painter(&image);
    paint(view, &painter, options);
    return image;
}

QByteArray ChartExporter::svg(ChartView *view, const ExportOptions &options)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(options.size);
    generator.setViewBox(QRect(QPoint(0, 0), options.size));
    // The chart's text was laid out at the resolution images use; the drawing takes the same, so
    // that its text fills the boxes it was measured for.
    generator.setResolution(QImage(1, 1, QImage::Format_ARGB32).logicalDpiX());
    generator.setTitle(view->chart()->title());
    generator.setDescription(view->caption());
    {
        QPainter painter(&generator);
        paint(view, &painter, options);
    }
    return buffer.data();
}

QString ChartExporter::suffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Png:
        break;
    }
    return QStringLiteral("png");
}

std::optional<ExportFormat> ChartExporter::formatOf(const QString &path)
{
    const QString given = QFileInfo(path).suffix();
    for (ExportFormat format : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Csv}) {
        if (given.compare(suffix(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

QByteArray ChartExporter::encode(ChartView *view, ExportFormat format, const ExportOptions &options,
                                 const QString &path, QString *error)
{
    if (format == ExportFormat::Svg)
        return svg(view, options);
    if (format == ExportFormat::Csv)
        return ChartTable::csv(view).toUtf8();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!render(view, options).save(&buffer, "PNG")) {
        *error = tr("cannot encode %1 as PNG").arg(path);
        return {};
    }
    return buffer.data();
}

bool ChartExporter::refusedTarget(const QString &path, QString *error)
{
    // AtomicFile writes beside the target and renames over it, which would replace a device or a
    // pipe (for root, even /dev/null) with a PNG, and it follows a link to the file behind it;
    // only regular files are overwritten.
    const QFileInfo target(path);
    if (target.isSymLink()) {
        *error = tr("cannot write %1: it is a symbolic link").arg(path);
        return true;
    }
    if (target.exists() && !target.isFile()) {
        *error = tr("cannot write %1: it is not a regular file").arg(path);
        return true;
    }
    return false;
}

bool ChartExporter::write(const QString &path, const QByteArray &bytes, QString *error)
{
    if (refusedTarget(path, error))
        return false;
    const int cause = core::AtomicFile::write(QFile::encodeName(path).toStdString(),
                                              std::string_view(bytes.constData(), bytes.size()));
    if (cause != 0)
        *error = tr("cannot write %1: %2").arg(path, Labels::systemError(cause));
    return cause == 0;
}

bool ChartExporter::save(ChartView *view, const QString &path, const ExportOptions &options,
                         QString *error)
{
    const QFileInfo target(path);
    if (refusedTarget(path, error))
        return false;
    const std::optional<ExportFormat> format = formatOf(path);
    if (!format) {
        *error = tr("cannot write %1: the name must end in .png, .svg or .csv").arg(path);
        return false;
    }
    if (!view->hasData()) {
        *error = tr("%1 was not written: this chart shows a measurement that has not been made "
                    "yet.")
                     .arg(path);
        return false;
    }
    // A single chart goes where the user pointed, as Export all does: a missing folder is made.
    if (!prepareFolder(target.absolutePath(), error))
        return false;
    const QByteArray bytes = encode(view, *format, options, path, error);
    return !bytes.isEmpty() && write(path, bytes, error);
}

bool ChartExporter::prepareFolder(const QString &folder, QString *error)
{
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir()) {
        *error = tr("%1 is a file, not a folder").arg(folder);
        return false;
    }
    if (!info.exists() && !QDir().mkpath(folder)) {
        *error = tr("%1: the folder cannot be created").arg(folder);
        return false;
    }
    // Permission bits do not tell the whole story (read-only mounts, root), so try it.
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".bottleneck-lab-XXXXXX")));
    if (!probe.open()) {
        *error = tr("%1: the folder cannot be written (%2)").arg(folder, probe.errorString());
        return false;
    }
    return true;
}

ExportStatus ChartExporter::saveAll(const QList<ChartView *> &views, const QString &folder,
                                    const ExportOptions &options, QStringList *written,
                                    QString *error, QStringList *skipped)
{
    if (!prepareFolder(folder, error))
        return ExportStatus::Refused;
    // A hidden folder beside the targets, on the same file system, so that the moves are renames.
    QTemporaryDir staging(QDir(folder).filePath(QStringLiteral(".bottleneck-lab-export-XXXXXX")));
    if (!staging.isValid()) {
        *error = tr("%1: the folder cannot be written (%2)").arg(folder, staging.errorString());
        return ExportStatus::Refused;
    }
    QList<QPair<QString, QString>> staged;
    const ExportStatus status =
        stage(views, folder, staging.path(), options, &staged, error, skipped);
    if (status != ExportStatus::Written)
        return status;
    if (!moveIntoPlace(staged, error))
        return ExportStatus::WriteFailed;
    for (const auto &file : staged)
        written->append(file.second);
    return ExportStatus::Written;
}

ExportStatus ChartExporter::stage(const QList<ChartView *> &views, const QString &folder,
                                  const QString &staging, const ExportOptions &options,
                                  QList<QPair<QString, QString>> *staged, QString *error,
                                  QStringList *skipped)
{
    // Every target is checked before the first byte is written, so that a refusal is a refusal.
    for (ChartView *view : views) {
        for (ExportFormat format : options.formats) {
            const QString name = view->fileStem() + QLatin1Char('.') + suffix(format);
            if (view->hasData() && refusedTarget(QDir(folder).filePath(name), error))
                return ExportStatus::Refused;
        }
    }
    for (ChartView *view : views) {
        if (!view->hasData()) {
            if (skipped)
                skipped->append(view->fileStem());
            continue;
        }
        for (ExportFormat format : options.formats) {
            const QString name = view->fileStem() + QLatin1Char('.') + suffix(format);
            const QString path = QDir(folder).filePath(name);
            const QString temporary = QDir(staging).filePath(name);
            const QByteArray bytes = encode(view, format, options, path, error);
            if (bytes.isEmpty())
                return ExportStatus::WriteFailed;
            if (!write(temporary, bytes, error)) {
                *error = tr("nothing was written: %1").arg(error->replace(temporary, path));
                return ExportStatus::WriteFailed;
            }
            staged->append({temporary, path});
        }
    }
    return ExportStatus::Written;
}

bool ChartExporter::moveIntoPlace(const QList<QPair<QString, QString>> &staged, QString *error)
{
    QStringList moved;
    for (const auto &[from, to] : staged) {
        // rename(2) replaces an existing file in one step, which QFile::rename does not.
        if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) !=
            0) {
            const QString why = Labels::systemError(errno);
            *error = moved.isEmpty() ? tr("cannot write %1: %2; nothing was written").arg(to, why)
                                     : tr("cannot write %1: %2; already in place: %3")
                                           .arg(to, why, moved.join(QStringLiteral(", ")));
            return false;
        }
        moved << to;
    }
    return true;
}

} // namespace blab::ui
