#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes the .ts files from the sources. Chinese entries are translated by hand in the .ts file
# (Qt Linguist or an editor); English needs only plural forms, as the sources are English.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
[ -x "$lupdate" ] || lupdate=$(command -v lupdate)
"$lupdate" -no-obsolete -locations none -I core -I ui -target-language zh_CN app ui -ts resources/translations/bottleneck-lab_zh_CN.ts
"$lupdate" -no-obsolete -locations none -I core -I ui -pluralonly -target-language en_US app ui -ts resources/translations/bottleneck-lab_en.ts
