// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli_runner.h"
#include "command_line.h"
#include "main_window.h"
#include "measure/cpu/openblas_choice.h"
#include "openblas_launch.h"
#include "standard_output.h"
#include "state/advice_settings.h"
#include "state/settings_guard.h"
#include "state/what_if_state.h"
#include "text/measure_text.h"
#include "text/translation.h"
#include "widgets/appearance.h"

#include <QApplication>
#include <QSettings>
#include <QTextStream>
#include <memory>
#include <string>
#include <vector>

using namespace blab;

namespace {

// The application object the command needs, with the message handler the subcommands use. argc
// is a reference because the application keeps it.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[],
                                                  const QStringList &arguments)
{
    const bool headless = app::CommandLine::isHeadless(arguments);
    // Scripts read the subcommands' stderr for our own one-line errors; Qt's warnings about the
    // session (no runtime folder, no display server) are noise there.
    if (headless)
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                QTextStream(stderr) << text << "\n";
        });

    // Subcommands, --help and --version must work with no display, so they get a
    // QCoreApplication. export draws charts, which needs QApplication; it renders offscreen.
    const bool exporting = app::CommandLine::subcommandWord(arguments) == QLatin1String("export");
    if (exporting)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application;
    if (headless && !exporting)
        application = std::make_unique<QCoreApplication>(argc, argv);
    else
        application = std::make_unique<QApplication>(argc, argv);
    // The reverse-DNS id that names the .desktop file, the icon and the AppStream metadata, so
    // that the desktop matches the running window to its menu entry.
    QGuiApplication::setDesktopFileName(QStringLiteral(BLAB_APP_ID));
    return application;
}

// Whether the window has somewhere to go: a display server, or a Qt platform named in the
// environment or with -platform.
bool hasDisplay(const QStringList &arguments)
{
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
        if (!qEnvironmentVariableIsEmpty(name))
            return true;
    }
    return arguments.contains(QStringLiteral("-platform")) ||
           arguments.contains(QStringLiteral("--platform"));
}

// What is refused before Qt starts, in one line; empty when the start may go on. The
// subcommands draw offscreen or not at all, so Qt's own options are refused there rather than
// passed to a platform that may abort; arguments that are not UTF-8 would reach Qt as other
// text; and the window needs a display, without which Qt would abort with status 134.
QString refusalBeforeStart(const QStringList &arguments, const std::vector<std::string> &bytes)
{
    QString refusal = app::CommandLine::qtOptionRefusal(arguments);
    if (refusal.isEmpty())
        refusal =
            app::CommandLine::invalidTextRefusal(bytes, app::CommandLine::chineseText(arguments));
    // Arguments refused point to the help, as the parser's own refusals do.
    if (!refusal.isEmpty())
        return refusal + (app::CommandLine::chineseText(arguments)
                              ? QStringLiteral("\n请运行 'bottleneck-lab --help' 查看用法。")
                              : QStringLiteral("\nTry 'bottleneck-lab --help'."));
    if (!app::CommandLine::isHeadless(arguments) && !hasDisplay(arguments))
        refusal = app::CommandLine::noDisplayText(arguments);
    return refusal;
}

// Shows the window until it closes, then saves the inputs and the layout and restarts for a new
// OpenBLAS kernel family if one was chosen. The command line has parsed already.
int runWindow(const app::ParsedCommand &command, const QStringList &arguments,
              const std::vector<std::string> &originalArguments)
{
    QString error;
    // A kernel family named for the window is remembered, as every other input is.
    if (!command.openblasCore.empty()) {
        core::CoreRequest request;
        core::CoreRequest::parse(command.openblasCore, core::CpuFeatures::detect(), request);
        ui::AdviceSettings::setRequest(request);
    }
    ui::WhatIfState state;
    state.load();
    // Options given on the command line override what was saved; parsing succeeded above.
    app::ParsedCommand window;
    app::CommandLine::parse(arguments, window, error, state.inputs());
    state.setInputs(window.whatIf);
    state.flush();
    ui::Appearance::apply(
        ui::Appearance::parse(QSettings().value(QStringLiteral("view/appearance")).toString()));
    ui::MainWindow mainWindow(&state);
    const app::OpenblasLaunch::ChildEnvironment env = app::OpenblasLaunch::userEnvironment();
    mainWindow.setCommandEnvironment({env.set, env.unset});
    mainWindow.restoreLayout();
    mainWindow.show();
    mainWindow.measureIfNeeded();
    const int status = QApplication::exec();
    // The window is gone, so the one place left to say that nothing was kept is stderr.
    if (!state.save())
        QTextStream(stderr) << "bottleneck-lab: " << ui::WhatIfState::notSaved() << "\n";
    if (state.canSave())
        mainWindow.saveLayout();
    if (mainWindow.restartRequested())
        app::OpenblasLaunch::restart(originalArguments);
    return status;
}

// Runs the subcommand asked for, or the window.
int run(const app::ParsedCommand &command, const QStringList &arguments,
        const std::vector<std::string> &originalArguments)
{
    const QString catalog = app::CliRunner::unreadableCatalog(command.subcommand);
    if (!catalog.isEmpty()) {
        QTextStream(stderr) << "bottleneck-lab: " << catalog << "\n";
        return 2;
    }
    switch (command.subcommand) {
    case app::Subcommand::Report:
        return app::CliRunner::report(command);
    case app::Subcommand::Bench:
        return app::CliRunner::bench(command);
    case app::Subcommand::Export:
        return app::CliRunner::exportCharts(command);
    case app::Subcommand::Measure:
        return app::CliRunner::measure(command);
    case app::Subcommand::Devices:
        return app::CliRunner::devices(command);
    case app::Subcommand::Advise:
        return app::CliRunner::advise(command);
    case app::Subcommand::Models:
        return app::CliRunner::models(command);
    case app::Subcommand::Validate:
        return app::CliRunner::validate(command);
    case app::Subcommand::Time:
        return app::CliRunner::time(command);
    case app::Subcommand::Plan:
        return app::CliRunner::plan(command);
    case app::Subcommand::Gui:
        break;
    }

    return runWindow(command, arguments, originalArguments);
}

} // namespace

int main(int argc, char *argv[])
{
    // The names first: the settings they locate hold the OpenBLAS advice the launch reads.
    QCoreApplication::setOrganizationName(QStringLiteral("BottleneckLab"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("bottlenecklab.org"));
    QCoreApplication::setApplicationName(QStringLiteral("bottleneck-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BLAB_VERSION));
    // Before anything reads a setting: the OpenBLAS launch below reads the advice.
    ui::SettingsGuard::check();
    // QApplication takes its own options out of argv; a restart needs them.
    const std::vector<std::string> originalArguments(argv, argv + argc);
    const int launch = app::OpenblasLaunch::prepare(argc, argv);
    if (launch >= 0)
        return launch;

    app::StandardOutput::ignoreWriteSignals();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    const QString refusal = refusalBeforeStart(arguments, originalArguments);
    if (!refusal.isEmpty()) {
        QTextStream(stderr) << "bottleneck-lab: " << refusal << "\n";
        return 2;
    }
    const std::unique_ptr<QCoreApplication> application = makeApplication(argc, argv, arguments);

    // The refusals of the parser (Qt's own among them) are in the language --lang asks for.
    ui::Translation::install(app::CommandLine::requestedLanguage(arguments));
    app::ParsedCommand command;
    QString error;
    if (!app::CommandLine::parse(arguments, command, error)) {
        QTextStream(stderr) << "bottleneck-lab: " << error << "\n"
                            << app::CommandLine::tr("Try 'bottleneck-lab --help'.") << "\n";
        return 2;
    }
    if (command.showHelp) {
        app::StandardOutput::stream() << command.helpText;
        return app::StandardOutput::finish(0);
    }
    if (command.showVersion) {
        app::StandardOutput::stream() << "bottleneck-lab " << BLAB_VERSION << "\n";
        return app::StandardOutput::finish(0);
    }
    // The window's language is the one chosen in its View menu unless --lang says otherwise; the
    // subcommands follow --lang or the system.
    QString language = QString::fromStdString(command.language);
    if (language.isEmpty() && command.subcommand == app::Subcommand::Gui)
        language = QSettings().value(QStringLiteral("view/language")).toString();
    ui::Translation::install(language);
    // What the user set up but did not get is said at every start, the window's included.
    for (const QString &note :
         {ui::SettingsGuard::problem(),
          ui::MeasureText::ignoredCoreType(core::OpenblasRuntime::current())}) {
        if (!note.isEmpty())
            QTextStream(stderr) << "bottleneck-lab: " << note << "\n";
    }

    return app::StandardOutput::finish(run(command, arguments, originalArguments));
}
