// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/cpu/cpu_features.h"

#include <optional>
#include <string>

namespace blab::core {

// Which OpenBLAS kernel family the program's own measurements use: --openblas-core and the
// window's setting.
struct CoreRequest
{
    enum class Kind
    {
        // The fastest verified family the kernel advisor found for this CPU and library, when
        // there is such advice; otherwise OpenBLAS's own pick.
        Auto,
        // OpenBLAS's own pick, as every other program on this machine gets it.
        Installed,
        // One family by name.
        Named
    };
    Kind kind = Kind::Auto;
    // The family's name as OpenBLAS spells it, for Named.
    std::string name;

    // "auto", "installed" or the family's name: the option's value and the settings' word.
    std::string id() const;
    // Reads an option value; an empty string when it is good, else one line naming the option.
    // A family the CPU cannot execute is refused, never tried.
    static std::string parse(const std::string &text, const CpuFeatures &features,
                             CoreRequest &out);
};

// How the family that runs in this process came about.
enum class CoreOrigin
{
    // OpenBLAS chose by itself (nothing asked for another family, or the advice agreed with it).
    Installed,
    // The kernel advisor's recommendation from the settings (--openblas-core auto).
    Advice,
    // --openblas-core NAME, or the window's setting.
    Requested,
    // OPENBLAS_CORETYPE was set before the program started.
    Environment
};

const char *coreOriginId(CoreOrigin origin);

// The kernel advisor's recommendation as the settings keep it, with the machine it is true of.
struct CoreAdvice
{
    std::string core;
    std::string cpuModel;
    std::string openblasVersion;
};

// What the program knows when it starts, before it has done anything with OpenBLAS.
struct LaunchState
{
    CoreRequest request;
    // OPENBLAS_CORETYPE as the user set it; empty when unset or set by this program itself.
    std::optional<std::string> userVariable;
    // This process is the program started again by itself with the variable changed.
    bool restarted = false;
    // openblas_get_corename() now.
    std::string currentCore;
    // OpenBLAS's own pick, when known: the current family when no variable was set at load,
    // or what the program noted before it started itself again.
    std::optional<std::string> installedCore;
    std::optional<CoreAdvice> advice;
    std::string cpuModel;
    std::string openblasVersion;
    CpuFeatures features;
};

struct LaunchDecision
{
    enum class Action
    {
        // Go on with the library as loaded.
        Run,
        // Start the program again with OPENBLAS_CORETYPE set to setVariable, or unset when it
        // has no value: OpenBLAS reads the variable only when it is loaded.
        Restart,
        // Refuse: error says why in one line.
        Fail
    };
    Action action = Action::Run;
    std::optional<std::string> setVariable;
    CoreOrigin origin = CoreOrigin::Installed;
    std::string error;
    // The user's OPENBLAS_CORETYPE when OpenBLAS did not take it (no family of that name, or
    // one this CPU cannot run): the program restarts without it; empty otherwise.
    std::string ignoredVariable;
};

class OpenblasChoice
{
public:
    static LaunchDecision decide(const LaunchState &state);
    // The family a start in this state ends up running: the current one, the one it starts
    // itself again with, or nothing when it would refuse.
    static std::optional<std::string> familyAtStart(const LaunchState &state);
    // The advice when it was measured on this CPU model with this OpenBLAS version and names
    // a family this CPU can execute; otherwise nothing, so that a new CPU or library is
    // measured again instead of trusting old figures.
    static std::optional<std::string> applicableAdvice(const LaunchState &state);
    // "0.3.21" from openblas_get_config()'s "OpenBLAS 0.3.21 DYNAMIC_ARCH ...".
    static std::string versionFromConfig(const std::string &config);
};

// The family this process runs and how it was chosen, recorded once at start so that every
// output can say it.
struct OpenblasRuntime
{
    std::string core;
    std::optional<std::string> installedCore;
    CoreOrigin origin = CoreOrigin::Installed;
    // OPENBLAS_CORETYPE was set by the program when it started itself again, not by the user.
    bool variableSetByProgram = false;
    // A family chosen in the window that this OpenBLAS does not have, refused at this start
    // (the choice went back to automatic); empty when none.
    std::string refusedFamily;
    // The user's OPENBLAS_CORETYPE that this OpenBLAS did not take (LaunchDecision); the program
    // started again without it, so what runs is OpenBLAS's own pick.
    std::string ignoredVariable;

    // True when the family that runs is the one OpenBLAS picks by itself; nothing when that
    // pick is unknown (OPENBLAS_CORETYPE was set by the user).
    std::optional<bool> isInstalledChoice() const;

    // What main() recorded; in a process that did not start through main(), the library as
    // loaded. set() is called once, before any other thread starts.
    static const OpenblasRuntime &current();
    static void set(const OpenblasRuntime &runtime);
};

} // namespace blab::core
