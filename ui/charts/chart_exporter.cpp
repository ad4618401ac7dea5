#include "charts/chart_exporter.h"

#include "charts/chart_view.h"

#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSaveFile>
#include <QTemporaryFile>

namespace blab::ui {

QImage ChartExporter::render(ChartView *view, const ExportOptions &options)
{
    QChart *chart = view->chart();
    const QSize pixels = (QSizeF(options.size) * options.scale).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.scale);
    // The chart leaves a thin margin unpainted; give it the colour the window would.
    image.fill(view->palette().color(QPalette::Base));

    // Lay the chart out at the requested size, draw it, and put it back. Rendering the view
    // instead would copy the on-screen size, and a view that was never shown is tiny.
    const QRectF previous = chart->geometry();
    const QRectF target(QPointF(0, 0), QSizeF(options.size));
    chart->setGeometry(target);
    if (chart->layout())
        chart->layout()->activate();
    view->relayout();
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        chart->scene()->render(&painter, target, target);
    }
    chart->setGeometry(previous);
    if (chart->layout())
        chart->layout()->activate();
    view->relayout();
    return image;
}

bool ChartExporter::save(ChartView *view, const QString &path, const ExportOptions &options,
                         QString *error)
{
    // QSaveFile writes beside the target and renames over it, which would replace a device or a
    // pipe (for root, even /dev/null) with a PNG; only regular files are overwritten.
    const QFileInfo target(path);
    if (target.exists() && !target.isFile()) {
        *error = tr("cannot write %1: it is not a regular file").arg(path);
        return false;
    }
    const QImage image = render(view, options);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        *error = tr("cannot encode %1 as PNG").arg(path);
        return false;
    }
    if (!file.commit()) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
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

bool ChartExporter::saveAll(const QList<ChartView *> &views, const QString &folder,
                            const ExportOptions &options, QStringList *written, QString *error)
{
    if (!prepareFolder(folder, error))
        return false;
    for (ChartView *view : views) {
        const QString path = QDir(folder).filePath(view->fileStem() + QStringLiteral(".png"));
        if (!save(view, path, options, error))
            return false;
        written->append(path);
    }
    return true;
}

} // namespace blab::ui
