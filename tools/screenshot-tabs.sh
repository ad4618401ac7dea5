#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Opens the window under Xvfb, shows each tab in turn and saves a screenshot of each:
#   [SIZE=WIDTHxHEIGHT] tools/screenshot-tabs.sh BUILD_DIR OUT_DIR LANG [extra arguments]
# SIZE (default 1600x1000) is both the screen's and the window's size; the files are named
# tabN-LANG-SIZE.png. With SCROLL=1 each tab is also captured scrolled to its end
# (tabN-LANG-SIZE-end.png), for sizes where a page is taller than the window. Needs xvfb-run, xdotool and imagemagick (packaging/install-deps.sh
# installs them).
set -euo pipefail
build=$1 out=$2 lang=$3
shift 3
size=${SIZE:-1600x1000}
mkdir -p "$out"
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
  "$0/bottleneck-lab" --lang "$2" "${@:4}" &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 3
  # There is no window manager under Xvfb: place and size the window, and give it the keyboard,
  # by hand.
  xdotool windowmove --sync "$wid" 0 0
  xdotool windowsize --sync "$wid" "${3%x*}" "${3#*x}"
  sleep 1
  xdotool windowfocus --sync "$wid"
  for tab in 1 2 3 4 5; do
    xdotool key --window "$wid" "alt+$tab"; sleep 0.7
    import -window root "$1/tab$tab-$2-$3.png"
    if [ "${SCROLL:-0}" = 1 ]; then
      # The wheel over the page scroll bar at the right edge, never over a slider.
      xdotool mousemove "$(( ${3%x*} - 6 ))" "$(( ${3#*x} / 2 ))"
      xdotool click --repeat 40 --delay 15 5; sleep 0.7
      import -window root "$1/tab$tab-$2-$3-end.png"
      xdotool click --repeat 40 --delay 15 4; sleep 0.3
      xdotool mousemove 0 0
    fi
  done
  kill $pid' "$build" "$out" "$lang" "$size" "$@"
