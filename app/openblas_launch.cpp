// SPDX-License-Identifier: GPL-3.0-or-later

#include "openblas_launch.h"

#include "command_line.h"
#include "measure/common/child_process.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/openblas_choice.h"
#include "measure/cpu/system_info.h"
#include "options/option_table.h"
#include "state/advice_settings.h"
#include "state/settings_guard.h"

#include <QStringList>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

namespace blab::app {

namespace {

constexpr const char *kVariable = "OPENBLAS_CORETYPE";
// Set by this program when it starts itself again: that it did, and what OpenBLAS picks by
// itself, which the new process can no longer see.
constexpr const char *kRestarted = "BLAB_OPENBLAS_RESTARTED";
constexpr const char *kInstalled = "BLAB_OPENBLAS_INSTALLED";
// The family chosen in the window that this OpenBLAS refused, for the window to say so.
constexpr const char *kRefused = "BLAB_OPENBLAS_REFUSED";
// The user's OPENBLAS_CORETYPE that this OpenBLAS did not take, for every output to say so.
constexpr const char *kIgnored = "BLAB_OPENBLAS_IGNORED";

using LaunchChange = std::vector<std::pair<std::string, std::optional<std::string>>>;

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

// This process's environment with the changes, for the program started again.
std::vector<std::string> changedEnvironment(const LaunchChange &changes)
{
    std::vector<std::pair<std::string, std::string>> set;
    std::vector<std::string> unset;
    for (const auto &change : changes) {
        if (change.second)
            set.emplace_back(change.first, *change.second);
        else
            unset.push_back(change.first);
    }
    return core::ChildProcess::environmentWith(set, unset);
}

// Replaces this process with the program started again; returns only when that fails, and then
// the program goes on with the family that is loaded.
void startAgain(std::vector<std::string> arguments, std::vector<std::string> env)
{
    std::vector<char *> argv = core::ChildProcess::pointers(arguments);
    std::vector<char *> envp = core::ChildProcess::pointers(env);
    ui::SettingsGuard::releaseStandIn();
    execve("/proc/self/exe", argv.data(), envp.data());
    ui::SettingsGuard::check();
    std::fprintf(stderr,
                 "bottleneck-lab: could not start again with another OpenBLAS kernel "
                 "family (%s); going on with the one loaded\n",
                 std::strerror(errno));
}

// How this program started itself again at launch: 0 not at all; 1 with the family it chose;
// 2 after a family chosen in the window was refused and it went back to OpenBLAS's own pick;
// kWithoutVariable after the user's OPENBLAS_CORETYPE did not choose the family that ran, which
// is the first start without the variable and so may still start again for the saved advice.
constexpr int kWithoutVariable = 3;

int restarts()
{
    const std::optional<std::string> value = environment(kRestarted);
    if (!value)
        return 0;
    return *value == "2" ? 2 : *value == "3" ? kWithoutVariable : 1;
}

// What this start knows before it decides: the family loaded, the user's variable, OpenBLAS's
// own pick where it can be known.
core::LaunchState startState()
{
    core::LaunchState state;
    state.features = core::CpuFeatures::detect();
    state.restarted = restarts() == 1 || restarts() == 2;
    state.currentCore = core::SystemInfo::openblasCoreName();
    state.userVariable = state.restarted ? std::nullopt : environment(kVariable);
    // Started again without the variable, what runs is OpenBLAS's own pick.
    const bool variableNow = std::getenv(kVariable) != nullptr;
    state.installedCore = !variableNow      ? std::optional<std::string>(state.currentCore)
                          : state.restarted ? environment(kInstalled)
                                            : std::nullopt;
    state.cpuModel = ui::AdviceSettings::cpuModel();
    state.openblasVersion = ui::AdviceSettings::openblasVersion();
    return state;
}

LaunchChange restartWith(const core::LaunchState &state, const std::optional<std::string> &variable,
                         int count)
{
    LaunchChange change = {{kVariable, variable}, {kRestarted, std::to_string(count)}};
    if (state.installedCore)
        change.push_back({kInstalled, *state.installedCore});
    return change;
}

} // namespace

int OpenblasLaunch::prepare(int argc, char *argv[])
{
    core::ChildProcess::followParent();
    const std::vector<std::string> arguments(argv, argv + argc);
    core::LaunchState state = startState();
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

    const core::LaunchDecision decision = core::OpenblasChoice::decide(state);
    if (decision.action == core::LaunchDecision::Action::Fail) {
        if (given) {
            std::fprintf(stderr, "bottleneck-lab: %s\n", decision.error.c_str());
            return 2;
        }
        // A family chosen in the window that this OpenBLAS does not have must not keep the
        // window from opening: the choice goes back to automatic, once, and the window says so.
        ui::AdviceSettings::setRequest(core::CoreRequest{});
        if (restarts() < 2) {
            LaunchChange change = restartWith(state, std::nullopt, 2);
            change.push_back({kRefused, state.request.name});
            startAgain(arguments, changedEnvironment(change));
        }
    }
    if (decision.action == core::LaunchDecision::Action::Restart) {
        const bool ignored = !decision.ignoredVariable.empty();
        LaunchChange change =
            restartWith(state, decision.setVariable, ignored ? kWithoutVariable : 1);
        if (ignored)
            change.push_back({kIgnored, decision.ignoredVariable});
        startAgain(arguments, changedEnvironment(change));
    }
    core::OpenblasRuntime runtime;
    runtime.core = state.currentCore;
    runtime.installedCore = state.installedCore;
    runtime.origin = decision.action == core::LaunchDecision::Action::Run
                         ? decision.origin
                         : core::CoreOrigin::Installed;
    runtime.variableSetByProgram = state.restarted && std::getenv(kVariable) != nullptr;
    runtime.refusedFamily = environment(kRefused).value_or(std::string());
    runtime.ignoredVariable = environment(kIgnored).value_or(std::string());
    core::OpenblasRuntime::set(runtime);
    return -1;
}

OpenblasLaunch::ChildEnvironment OpenblasLaunch::userEnvironment()
{
    ChildEnvironment env;
    env.unset = {kRestarted, kInstalled, kRefused, kIgnored};
    const core::OpenblasRuntime &runtime = core::OpenblasRuntime::current();
    if (!runtime.ignoredVariable.empty())
        env.set.emplace_back(kVariable, runtime.ignoredVariable);
    else if (runtime.variableSetByProgram)
        env.unset.emplace_back(kVariable);
    return env;
}

void OpenblasLaunch::restart(const std::vector<std::string> &arguments)
{
    // The new window takes every input from the settings, where this one saved them: options
    // given at the first start (what-if values, --openblas-core) would undo what was changed
    // since, so only the program, --lang and Qt's own single-dash options go again. A variable
    // this program set is not a choice the user made; the markers are this start's own.
    std::vector<std::string> again;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string &word = arguments[i];
        // Ours: an option of the table; Qt's (--platform, -style) go again with their values.
        const core::OptionRow *row =
            word.rfind("--", 0) == 0 ? core::OptionTable::find(word.substr(2, word.find('=') - 2))
                                     : nullptr;
        const bool ours = row != nullptr;
        const bool lang = word == "--lang" || word.rfind("--lang=", 0) == 0;
        const bool takesNext = row && row->takesValue() && word.find('=') == std::string::npos &&
                               i + 1 < arguments.size();
        if (i == 0 || !ours || lang)
            again.push_back(word);
        if (takesNext) {
            ++i;
            if (lang)
                again.push_back(arguments[i]);
        }
    }
    LaunchChange change = {{kRestarted, std::nullopt},
                           {kInstalled, std::nullopt},
                           {kRefused, std::nullopt},
                           {kIgnored, std::nullopt}};
    if (core::OpenblasRuntime::current().variableSetByProgram)
        change.push_back({kVariable, std::nullopt});
    startAgain(again, changedEnvironment(change));
}

} // namespace blab::app
