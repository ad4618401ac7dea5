#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tab 1's "This GPU" from a profile that 'measure --gpu --json' wrote on a GPU machine: the window
# starts with PROFILE as this machine's kept profile, tab 1 is shown and its left column scrolled
# down to the GPU, and the screen is captured. TAB=4 shows tab 4 instead (its link choices), with
# CLICKS=0:
#   [SIZE=WIDTHxHEIGHT] [TAB=N] [CLICKS=N] tools/screenshot-gpu.sh BUILD_DIR PROFILE.json OUT.png LANG
# Needs xvfb-run, xdotool and imagemagick (packaging/install-deps.sh installs them).
set -euo pipefail
build=$1 profile=$2 out=$3 lang=$4
size=${SIZE:-1600x1000}
export CLICKS  # wheel clicks over the left column, 25 unless given
export TAB=${TAB:-1}
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
mkdir -p "$XDG_CONFIG_HOME/BottleneckLab"
# QSettings reads a quoted INI string with \" and \\ escapes; the profile goes in on one line.
/usr/bin/python3 - "$profile" "$XDG_CONFIG_HOME/BottleneckLab/bottleneck-lab.conf" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
profile = json.dumps(data, separators=(",", ":"))
quoted = '"' + profile.replace("\\", "\\\\").replace('"', '\\"') + '"'
open(sys.argv[2], "w").write(
    f"[cpu]\nsource=measured\n[whatif]\ncpu-gflops={data['sgemm_gflops']}\n"
    f"[profile]\njson={quoted}\n[view]\nmeasure_chart=0\n")
PY
xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
  "$0/bottleneck-lab" --lang "$2" &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 3
  xdotool windowmove --sync "$wid" 0 0
  xdotool windowsize --sync "$wid" "${3%x*}" "${3#*x}"
  sleep 1
  xdotool windowfocus --sync "$wid"
  xdotool key --window "$wid" "alt+$TAB"; sleep 1
  # The wheel over the left column scrolls it down to the GPU panel.
  xdotool mousemove --window "$wid" 150 400
  for i in $(seq 1 "${CLICKS:-25}"); do xdotool click 5; done
  sleep 1
  import -window root "$1"
  kill $pid' "$build" "$(realpath -m "$out")" "$lang" "$size"
