#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tab 3 with this machine's profile and another one compared, as a user gets there: the window
# starts with THIS as the kept profile (as if "Measure roofline" had made it), then File → Open
# machine profile to compare… opens OTHER through the file dialog, and tab 3 is captured:
#   [SIZE=WIDTHxHEIGHT] tools/screenshot-compare.sh BUILD_DIR THIS.json OTHER.json OUT.png LANG
# Needs xvfb-run, xdotool and imagemagick (packaging/install-deps.sh installs them).
set -euo pipefail
build=$1 this=$2 other=$3 out=$4 lang=$5
size=${SIZE:-1600x1000}
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
mkdir -p "$XDG_CONFIG_HOME/BottleneckLab"
# QSettings reads a quoted INI string with \" and \\ escapes; the profile goes in on one line.
/usr/bin/python3 - "$this" "$XDG_CONFIG_HOME/BottleneckLab/bottleneck-lab.conf" <<'PY'
import json, sys
profile = json.dumps(json.load(open(sys.argv[1])), separators=(",", ":"))
quoted = '"' + profile.replace("\\", "\\\\").replace('"', '\\"') + '"'
gflops = json.load(open(sys.argv[1]))["sgemm_gflops"]
open(sys.argv[2], "w").write(
    f"[cpu]\nsource=measured\n[whatif]\ncpu-gflops={gflops}\n[profile]\njson={quoted}\n")
PY
xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
  "$0/bottleneck-lab" --lang "$3" &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 3
  xdotool windowmove --sync "$wid" 0 0
  xdotool windowsize --sync "$wid" "${4%x*}" "${4#*x}"
  sleep 1
  xdotool windowfocus --sync "$wid"
  xdotool key --window "$wid" ctrl+o; sleep 1.5
  # The file dialog is the window of the program that is mapped and not the main one.
  dialog=$(xdotool search --onlyvisible --class bottleneck-lab | grep -vx "$wid" | tail -1)
  xdotool windowfocus --sync "$dialog"
  xdotool type --delay 20 "$1"; xdotool key Return; sleep 1.5
  xdotool windowfocus --sync "$wid"
  xdotool key --window "$wid" alt+3; sleep 1
  import -window root "$2"
  kill $pid' "$build" "$(realpath "$other")" "$(realpath -m "$out")" "$lang" "$size"
