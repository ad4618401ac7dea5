// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/hf_config_import.h"
#include "measure/profile/machine_profile.h"

#include <QString>

namespace blab::ui {

// Why a file the user gave was refused, in the reader's language: a catalog-like file (the device
// and model catalogs share one problem type) or one item in it, a machine profile. Core says what
// is wrong as a code and the parts that vary; the sentences are here. They are translated in the
// Labels context, where they were first written.
class ProblemText
{
public:
    static QString catalog(const core::CatalogProblem &problem);
    // Why a Hugging Face config.json was not read.
    static QString config(const core::HfConfigImport::Result &result);
    static QString catalogField(const core::CatalogProblem &problem);
    static QString catalogRule(const core::CatalogProblem &problem);
    // With its line: "line 12: ...".
    static QString profile(const core::ProfileReadError &problem);
};

} // namespace blab::ui
