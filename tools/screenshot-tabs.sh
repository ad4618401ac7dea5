#!/usr/bin/env bash
# Opens the window under Xvfb, shows each tab in turn and saves a screenshot of each:
#   tools/screenshot-tabs.sh BUILD_DIR OUT_DIR LANG [extra arguments]
# Needs xvfb-run, xdotool and imagemagick (packaging/install-deps.sh installs them).
set -euo pipefail
build=$1 out=$2 lang=$3
shift 3
mkdir -p "$out"
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
xvfb-run -a -s '-screen 0 1600x1000x24' bash -c '
  "$0/bottleneck-lab" --lang "$2" "${@:3}" &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 3
  # There is no window manager under Xvfb, so give the window the keyboard by hand.
  xdotool windowfocus --sync "$wid"
  for tab in 1 2 3 4 5; do
    xdotool key --window "$wid" "alt+$tab"; sleep 0.7
    import -window root "$1/tab$tab-$2.png"
  done
  kill $pid' "$build" "$out" "$lang" "$@"
