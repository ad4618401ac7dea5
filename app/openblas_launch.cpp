#include "app/openblas_launch.h"

#include "app/command_line.h"
#include "core/child_process.h"
#include "core/kernel_family.h"
#include "core/openblas_choice.h"
#include "core/system_info.h"
#include "ui/advice_settings.h"

#include <QStringList>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

namespace blab::app {

namespace {

constexpr const char *kVariable = "OPENBLAS_CORETYPE";
// Set by this program when it starts itself again: that it did, and what OpenBLAS picks by
// itself, which the new process can no longer see.
constexpr const char *kRestarted = "BLAB_OPENBLAS_RESTARTED";
constexpr const char *kInstalled = "BLAB_OPENBLAS_INSTALLED";

// The value of the last --openblas-core in argv, as QCommandLineParser would read it; nothing
// when the option is absent.
std::optional<std::string> requestedCore(int argc, char *argv[])
{
    std::optional<std::string> value;
    const std::string name = "--openblas-core";
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--")
            break;
        if (word == name)
            value = i + 1 < argc ? std::string(argv[++i]) : std::string();
        else if (word.compare(0, name.size() + 1, name + "=") == 0)
            value = word.substr(name.size() + 1);
    }
    return value;
}

bool opensWindow(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return !CommandLine::isHeadless(arguments);
}

std::optional<core::CoreAdvice> savedAdvice()
{
    const std::optional<core::AdvisorResult> advice = ui::AdviceSettings::load();
    if (!advice || advice->recommendedCore.empty())
        return std::nullopt;
    return core::CoreAdvice{advice->recommendedCore, advice->cpuModel, advice->openblasVersion};
}

std::optional<std::string> environment(const char *name)
{
    const char *value = std::getenv(name);
    return value ? std::optional<std::string>(value) : std::nullopt;
}

void startAgain(char *argv[])
{
    execv("/proc/self/exe", argv);
    // Only reached when the program cannot start itself; go on with the family that is loaded.
    std::fprintf(stderr,
                 "bottleneck-lab: could not start again with another OpenBLAS kernel "
                 "family (%s); going on with the one loaded\n",
                 std::strerror(errno));
}

} // namespace

int OpenblasLaunch::prepare(int argc, char *argv[])
{
    core::ChildProcess::followParent();
    core::LaunchState state;
    state.features = core::CpuFeatures::detect();
    state.restarted = std::getenv(kRestarted) != nullptr;
    state.currentCore = core::SystemInfo::openblasCoreName();
    state.userVariable = state.restarted ? std::nullopt : environment(kVariable);
    state.installedCore = state.restarted      ? environment(kInstalled)
                          : state.userVariable ? std::nullopt
                                               : std::optional<std::string>(state.currentCore);
    const std::optional<std::string> given = requestedCore(argc, argv);
    if (given) {
        const std::string problem = core::CoreRequest::parse(*given, state.features, state.request);
        if (!problem.empty()) {
            std::fprintf(stderr, "bottleneck-lab: %s\nTry 'bottleneck-lab --help'.\n",
                         problem.c_str());
            return 2;
        }
    } else if (opensWindow(argc, argv)) {
        state.request = ui::AdviceSettings::request();
    }
    state.advice = savedAdvice();
    state.cpuModel = ui::AdviceSettings::cpuModel();
    state.openblasVersion = ui::AdviceSettings::openblasVersion();

    const core::LaunchDecision decision = core::OpenblasChoice::decide(state);
    if (decision.action == core::LaunchDecision::Action::Fail) {
        std::fprintf(stderr, "bottleneck-lab: %s\n", decision.error.c_str());
        return 2;
    }
    if (decision.action == core::LaunchDecision::Action::Restart) {
        if (decision.setVariable)
            setenv(kVariable, decision.setVariable->c_str(), 1);
        else
            unsetenv(kVariable);
        setenv(kRestarted, "1", 1);
        if (state.installedCore)
            setenv(kInstalled, state.installedCore->c_str(), 1);
        startAgain(argv);
        unsetenv(kRestarted);
    }
    core::OpenblasRuntime runtime;
    runtime.core = state.currentCore;
    runtime.installedCore = state.installedCore;
    runtime.origin = decision.action == core::LaunchDecision::Action::Run
                         ? decision.origin
                         : core::CoreOrigin::Installed;
    runtime.variableSetByProgram = state.restarted && std::getenv(kVariable) != nullptr;
    core::OpenblasRuntime::set(runtime);
    // Programs this one starts decide for themselves.
    unsetenv(kRestarted);
    unsetenv(kInstalled);
    return -1;
}

void OpenblasLaunch::restart(int argc, char *argv[])
{
    // The new process chooses afresh from the settings; a variable this program set is not a
    // choice the user made, and an --openblas-core given at the first start would override the
    // choice made since.
    if (core::OpenblasRuntime::current().variableSetByProgram)
        unsetenv(kVariable);
    std::vector<char *> arguments;
    for (int i = 0; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--openblas-core") {
            ++i;
            continue;
        }
        if (word.rfind("--openblas-core=", 0) == 0)
            continue;
        arguments.push_back(argv[i]);
    }
    arguments.push_back(nullptr);
    startAgain(arguments.data());
}

} // namespace blab::app
