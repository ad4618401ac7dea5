#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the English plural forms that lupdate leaves empty in bottleneck-lab_en.ts.

The sources are English and mark plurals as "(s)": "%n card(s)" becomes "%n card" and
"%n cards". Entries already translated are left alone. Run after tools/update-translations.sh.
"""
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

path = pathlib.Path(__file__).resolve().parent.parent / "resources/translations/bottleneck-lab_en.ts"
tree = ET.parse(path)
filled = 0
for message in tree.getroot().iter("message"):
    if message.get("numerus") != "yes":
        continue
    translation = message.find("translation")
    if translation.get("type") != "unfinished":
        continue
    source = message.find("source").text
    forms = translation.findall("numerusform")
    forms[0].text = re.sub(r"\(s\)", "", source)
    forms[1].text = re.sub(r"\(s\)", "s", source)
    del translation.attrib["type"]
    filled += 1
# lupdate writes its own header; keep it so that diffs stay small.
header = path.read_text(encoding="utf-8").split("<TS", 1)[0]
body = ET.tostring(tree.getroot(), encoding="unicode")
path.write_text(header + body + "\n", encoding="utf-8")
print(f"filled {filled} plural entries", file=sys.stderr)
