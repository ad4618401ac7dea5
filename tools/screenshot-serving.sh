#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The serving screenshots of docs/user-guide.md: tab 3 with the roofline on an H100 SXM and Llama 3
# 70B's decode at batch 1, 16 and 256 (the point walking up the bandwidth roof towards the balance
# point), and tab 5 in inference mode after its one-click example, top and end of the page.
#   tools/screenshot-serving.sh BUILD_DIR OUT_DIR LANG
# Writes serving-roofline-batchB-LANG.png and serving-questions-LANG[-end].png. Needs xvfb-run,
# xdotool and imagemagick (packaging/install-deps.sh installs them).
set -euo pipefail
build=$1 out=$2 lang=$3
mkdir -p "$out"
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  "$0/bottleneck-lab" --lang "$2" --mode inference --model llama3_70b --device h100_sxm \
      --precision bf16 --weight-dtype bf16 --tp 8 --link-kind card-link --batch-size 1 &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 4
  xdotool windowmove --sync "$wid" 0 0
  xdotool windowsize --sync "$wid" 1600 1000
  sleep 1
  xdotool windowfocus --sync "$wid"
  # Tab 3: the roofline device is chosen by typing the start of its name into the picker.
  xdotool key --window "$wid" alt+3; sleep 0.7
  xdotool key --window "$wid" alt+d; sleep 0.3
  xdotool type --window "$wid" --delay 40 "NVIDIA H100 SXM"; sleep 0.3
  xdotool key --window "$wid" Return; sleep 0.7
  for batch in 1 16 256; do
    # The batch box is the one after the language-model batch slider (alt+a focuses the slider).
    xdotool key --window "$wid" alt+a Tab ctrl+a; sleep 0.2
    xdotool type --window "$wid" --delay 40 "$batch"; xdotool key --window "$wid" Return
    sleep 0.8
    import -window root "$1/serving-roofline-batch$batch-$2.png"
  done
  xdotool key --window "$wid" alt+5; sleep 0.7
  import -window root "$1/serving-questions-$2.png"
  xdotool mousemove 1594 500
  xdotool click --repeat 40 --delay 15 5; sleep 0.7
  import -window root "$1/serving-questions-$2-end.png"
  kill $pid' "$build" "$out" "$lang"
