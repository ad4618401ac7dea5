// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace blab::ui {

// What an exported chart is written as: a picture (PNG), a drawing that scales without blurring
// (SVG), or the numbers behind it (CSV). ChartExporter names their suffixes.
enum class ExportFormat
{
    Png,
    Svg,
    Csv
};

} // namespace blab::ui
