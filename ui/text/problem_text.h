// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalog_problem.h"
#include "catalog/model_catalog_file.h"
#include "measure/machine_profile.h"

#include <QString>

namespace blab::ui {

// Why a file the user gave was refused, in the reader's language: a device catalog or one device
// in it, a model catalog, a machine profile. Core says what is wrong as a code and the parts
// that vary; the sentences are here. They are translated in the Labels context, where they were
// first written.
class ProblemText
{
public:
    static QString catalog(const core::CatalogProblem &problem);
    static QString catalogField(const core::CatalogProblem &problem);
    static QString modelCatalog(const core::ModelCatalogFile::Problem &problem);
    // With its line: "line 12: ...".
    static QString profile(const core::ProfileReadError &problem);
};

} // namespace blab::ui
