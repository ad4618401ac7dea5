// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/openblas_choice.h"

#include "io/printable.h"
#include "measure/cpu/kernel_family.h"
#include "measure/cpu/system_info.h"

#include <cstdlib>
#include <locale>
#include <sstream>

namespace blab::core {

namespace {

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &name : names)
        out += (out.empty() ? "" : ", ") + name;
    return out;
}

// Set once by main() before any other thread starts, read from any thread afterwards.
std::optional<OpenblasRuntime> &runtimeStorage()
{
    static std::optional<OpenblasRuntime> runtime;
    return runtime;
}

} // namespace

std::string CoreRequest::id() const
{
    switch (kind) {
    case Kind::Auto:
        return "auto";
    case Kind::Installed:
        return "installed";
    case Kind::Named:
        return name;
    }
    return "auto";
}

std::string CoreRequest::parse(const std::string &text, const CpuFeatures &features,
                               CoreRequest &out)
{
    if (text == "auto" || text == "installed") {
        out = CoreRequest{text == "auto" ? Kind::Auto : Kind::Installed, {}};
        return {};
    }
    const std::vector<std::string> runnable = KernelFamilies::candidates(features);
    const KernelFamily *family = KernelFamilies::find(text);
    std::ostringstream why;
    why.imbue(std::locale::classic());
    if (!family) {
        why << "--openblas-core must be auto, installed or an OpenBLAS kernel family this CPU "
               "can run";
        if (!runnable.empty())
            why << " (" << joined(runnable) << ")";
        why << "; got '" << printable(text) << "'";
        return why.str();
    }
    if (!features.x86) {
        why << "--openblas-core " << family->name
            << ": kernel families can be chosen only on x86-64 CPUs; use auto or installed";
        return why.str();
    }
    if (!family->canRun(features)) {
        why << "--openblas-core " << family->name << " needs " << family->needs
            << ", which this CPU lacks; it can run " << joined(runnable);
        return why.str();
    }
    out = CoreRequest{Kind::Named, family->name};
    return {};
}

const char *coreOriginId(CoreOrigin origin)
{
    switch (origin) {
    case CoreOrigin::Installed:
        return "installed";
    case CoreOrigin::Advice:
        return "advice";
    case CoreOrigin::Requested:
        return "requested";
    case CoreOrigin::Environment:
        return "environment";
    }
    return "installed";
}

std::optional<std::string> OpenblasChoice::applicableAdvice(const LaunchState &state)
{
    if (!state.advice || state.advice->cpuModel != state.cpuModel ||
        state.advice->openblasVersion != state.openblasVersion)
        return std::nullopt;
    const KernelFamily *family = KernelFamilies::find(state.advice->core);
    if (!family || !state.features.x86 || !family->canRun(state.features))
        return std::nullopt;
    return std::string(family->name);
}

LaunchDecision OpenblasChoice::decide(const LaunchState &state)
{
    LaunchDecision d;
    const bool variableSet = state.userVariable.has_value();
    switch (state.request.kind) {
    case CoreRequest::Kind::Named: {
        d.origin = CoreOrigin::Requested;
        const std::string &wanted = state.request.name;
        if (KernelFamilies::sameName(state.currentCore, wanted))
            return d;
        if (!state.restarted) {
            d.action = LaunchDecision::Action::Restart;
            d.setVariable = wanted;
            return d;
        }
        d.action = LaunchDecision::Action::Fail;
        d.error = "--openblas-core " + wanted + ": this OpenBLAS (" + state.openblasVersion +
                  ") has no kernel family of that name; with OPENBLAS_CORETYPE=" + wanted +
                  " it ran " + state.currentCore;
        return d;
    }
    case CoreRequest::Kind::Installed:
        d.origin = CoreOrigin::Installed;
        // Once started again without the variable, what runs is OpenBLAS's own pick.
        if (variableSet && !state.restarted) {
            d.action = LaunchDecision::Action::Restart;
            d.setVariable.reset();
        }
        return d;
    case CoreRequest::Kind::Auto:
        break;
    }
    // Auto: the user's own variable wins over advice, as it would for any other program. One
    // that did not choose what runs (a name this OpenBLAS lacks, or a family this CPU cannot run)
    // left OpenBLAS on a fallback that is not its own pick (Haswell where it picks Zen, say): the
    // program starts again without it, to run OpenBLAS's own pick and say so.
    if (variableSet) {
        d.origin = CoreOrigin::Environment;
        if (!KernelFamilies::sameName(*state.userVariable, state.currentCore)) {
            d.action = LaunchDecision::Action::Restart;
            d.origin = CoreOrigin::Installed;
            d.ignoredVariable = *state.userVariable;
        }
        return d;
    }
    const std::optional<std::string> advised = applicableAdvice(state);
    if (!advised || !state.installedCore ||
        KernelFamilies::sameName(*advised, *state.installedCore))
        return d;
    d.origin = CoreOrigin::Advice;
    if (!state.restarted && !KernelFamilies::sameName(*advised, state.currentCore)) {
        d.action = LaunchDecision::Action::Restart;
        d.setVariable = *advised;
    }
    return d;
}

std::optional<std::string> OpenblasChoice::familyAtStart(const LaunchState &state)
{
    const LaunchDecision d = decide(state);
    switch (d.action) {
    case LaunchDecision::Action::Run:
        return state.currentCore;
    case LaunchDecision::Action::Restart:
        return d.setVariable ? d.setVariable : state.installedCore;
    case LaunchDecision::Action::Fail:
        break;
    }
    return std::nullopt;
}

std::string OpenblasChoice::versionFromConfig(const std::string &config)
{
    std::istringstream words(config);
    words.imbue(std::locale::classic());
    std::string name;
    std::string version;
    words >> name >> version;
    return name == "OpenBLAS" ? version : std::string();
}

std::optional<bool> OpenblasRuntime::isInstalledChoice() const
{
    if (!installedCore)
        return std::nullopt;
    return KernelFamilies::sameName(core, *installedCore);
}

const OpenblasRuntime &OpenblasRuntime::current()
{
    // A process that did not start through the program's main(), such as a test, runs the
    // library as loaded: installed unless the variable was set.
    static const OpenblasRuntime asLoaded = [] {
        OpenblasRuntime runtime;
        runtime.core = SystemInfo::openblasCoreName();
        if (std::getenv("OPENBLAS_CORETYPE"))
            runtime.origin = CoreOrigin::Environment;
        else
            runtime.installedCore = runtime.core;
        return runtime;
    }();
    const std::optional<OpenblasRuntime> &stored = runtimeStorage();
    return stored ? *stored : asLoaded;
}

void OpenblasRuntime::set(const OpenblasRuntime &runtime)
{
    runtimeStorage() = runtime;
}

} // namespace blab::core
