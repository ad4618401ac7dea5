// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/common/experiment_outcome.h"

namespace blab::core {

double ExperimentOutcome::change(double before, double after)
{
    return before > 0.0 ? after / before - 1.0 : 0.0;
}

bool ExperimentOutcome::wrongWay(double before, double after, bool expectRise)
{
    const double moved = change(before, after);
    return expectRise ? moved < -kTolerance : moved > kTolerance;
}

} // namespace blab::core
