// SPDX-License-Identifier: GPL-3.0-or-later

// Whether an experiment's figure moved the way the lesson predicts, as a table.

#include "measure/common/experiment_outcome.h"

#include <gtest/gtest.h>

namespace blab::core {
namespace {

struct ExperimentRow
{
    double before;
    double after;
    bool expectRise;
    bool wrongWay;
};

class ExperimentOutcomes : public testing::TestWithParam<ExperimentRow>
{
};

TEST_P(ExperimentOutcomes, WrongWayBeyondTheTolerance)
{
    const ExperimentRow &r = GetParam();
    EXPECT_EQ(ExperimentOutcome::wrongWay(r.before, r.after, r.expectRise), r.wrongWay)
        << r.before << " -> " << r.after;
}

INSTANTIATE_TEST_SUITE_P(
    Table, ExperimentOutcomes,
    testing::Values(ExperimentRow{100.0, 120.0, true, false}, // rose, as predicted
                    ExperimentRow{100.0, 96.0, true, false},  // 4 % down: noise
                    ExperimentRow{100.0, 94.0, true, true},   // 6 % down: disturbed
                    ExperimentRow{169.75, 97.51, true, true}, // the run
                    ExperimentRow{100.0, 106.0, false, true}, // rose where a fall was predicted
                    ExperimentRow{100.0, 80.0, false, false}, // fell, as predicted
                    ExperimentRow{0.0, 50.0, true, false}));  // nothing to compare with

TEST(OutcomeChange, IsTheRelativeMove)
{
    EXPECT_DOUBLE_EQ(ExperimentOutcome::change(200.0, 150.0), -0.25);
    EXPECT_DOUBLE_EQ(ExperimentOutcome::change(0.0, 150.0), 0.0);
}

} // namespace
} // namespace blab::core
