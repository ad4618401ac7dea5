// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/json_fwd.h"
#include "report/report_model.h"

// The report's JSON by part: report_json.cpp writes the lesson's parts and joins them, and the
// serving and training answers each have a file of their own.
namespace blab::core::report_json {

// serving_json.cpp: report --mode inference, the model, its inputs, the two phases, memory and
// the tensor-parallel split.
Json inferenceJson(const InferenceInputs &in, const InferenceResult &r);

// training_json.cpp: question three's memory (under the layout when there is one), the fewest
// cards of each split, and question one of training with the run as its layout lays it out.
Json memoryJson(const ReportModel &m);
Json shardingJson(const ReportModel &m);
Json trainingJson(const ReportModel &m);

} // namespace blab::core::report_json
