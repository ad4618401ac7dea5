// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::core {

// How a lesson's experiment came out against the figure before it. The experiments predict a
// direction (a larger matrix feeds the library better, so sgemm's GFLOPS rise); a figure that
// moved the other way by more than measurement noise says the machine was disturbed, and the
// window says so rather than repeat the prediction.
struct ExperimentOutcome
{
    // Runs on a shared machine scatter by a few per cent; more than this the wrong way is not
    // noise.
    static constexpr double kTolerance = 0.05;

    // after ÷ before − 1; 0 when before is not a figure.
    static double change(double before, double after);
    // The figure moved against the predicted direction by more than kTolerance.
    static bool wrongWay(double before, double after, bool expectRise);
};

} // namespace blab::core
