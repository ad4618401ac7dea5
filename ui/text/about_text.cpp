// SPDX-License-Identifier: GPL-3.0-or-later

#include "text/about_text.h"

#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"
#include "text/advisor_text.h"

namespace blab::ui {

QString AboutText::title()
{
    return tr("About Bottleneck Lab");
}

QString AboutText::html()
{
    const std::string config = core::SystemInfo::openblasConfig();
    QString openblas = QString::fromStdString(core::OpenblasChoice::versionFromConfig(config));
    if (openblas.isEmpty())
        openblas = tr("(version unknown)");
    // Qt Charts is offered to open-source programs under the GPL version 3 only, so the program
    // as a whole is under the GPL version 3 or later; the words follow the GPL's own notice.
    return tr("<h3>Bottleneck Lab %1</h3>"
              "<p>Is this work limited by compute or by moving data? Measure this machine, then "
              "move the sliders.</p>")
               .arg(QStringLiteral(BLAB_VERSION)) +
           tr("<p>Qt %1 · OpenBLAS %2, kernel family %3<br>%4</p>")
               .arg(QString::fromLatin1(qVersion()), openblas.toHtmlEscaped(),
                    AdvisorText::running(core::OpenblasRuntime::current()).toHtmlEscaped(),
                    QString::fromStdString(config).toHtmlEscaped()) +
           tr("<p>Licence: GNU General Public License, version 3 or (at your option) any later "
              "version (<nobr>GPL-3.0-or-later</nobr>). Bottleneck Lab is free software: you may "
              "share and change it under those terms.</p>"
              "<p>It comes with NO WARRANTY, to the extent permitted by law.</p>");
}

} // namespace blab::ui
