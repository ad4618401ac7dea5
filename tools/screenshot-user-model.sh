#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The screenshots in docs/user-guide.md of a user's own language model: tab 5 serving Llama 3.1
# 405B, which is not shipped but read from the user's models.json (its shape from Meta's published
# config.json), in FP8 on 8 × H100 SXM; then the same page after importing a broken model file
# through "Import models…", which says the line and the reason and changes nothing.
#   tools/screenshot-user-model.sh BUILD_DIR OUT_DIR LANG [WIDTHxHEIGHT]
# Writes user-model-LANG.png and user-model-import-error-LANG.png. Needs xvfb-run, xdotool and
# imagemagick (packaging/install-deps.sh installs them).
set -euo pipefail
build=$1 out=$2 lang=$3 size=${4:-1600x1000}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
mkdir -p "$XDG_DATA_HOME/BottleneckLab/bottleneck-lab"
cat >"$XDG_DATA_HOME/BottleneckLab/bottleneck-lab/models.json" <<'JSON'
{"format": "bottleneck-lab-models", "version": 1, "models": [
  {"id": "llama31_405b", "name": "Llama 3.1 405B", "layers": 126, "hidden": 16384, "heads": 128, "kv_heads": 8, "head_dim": 128, "mlp_hidden": 53248, "mlp": "gated", "vocab": 128256, "max_context": 131072, "parameters": 4.05e11, "source": "meta-llama/Llama-3.1-405B config.json"}
]}
JSON
# Line 3 gives 3 key/value heads for 32 query heads, which the reader refuses.
cat >"$work/broken.json" <<'JSON'
{"format": "bottleneck-lab-models", "version": 1, "models": [
  {"id": "my_model", "name": "My model", "layers": 32, "hidden": 4096, "heads": 32,
   "kv_heads": 3, "head_dim": 128, "mlp_hidden": 14336, "vocab": 32000, "max_context": 8192, "parameters": 7e9}
]}
JSON
xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  "$0/bottleneck-lab" --lang "$2" --mode inference --model llama31_405b --device h100_sxm \
      --precision bf16 --weight-dtype fp8 --tp 8 --link-kind card-link --batch-size 16 &
  pid=$!
  wid=$(xdotool search --sync --class bottleneck-lab | head -1)
  sleep 4
  xdotool windowmove --sync "$wid" 0 0
  xdotool windowsize --sync "$wid" "${4%x*}" "${4#*x}"
  sleep 1
  xdotool windowfocus --sync "$wid"
  xdotool key --window "$wid" alt+5; sleep 0.8
  import -window root -crop "$4+0+0" "$1/user-model-$2.png"
  # Import models… opens Qt'"'"'s own file dialog with its file name box focused.
  xdotool key --window "$wid" alt+i; sleep 1.5
  dialog=$(xdotool getactivewindow)
  xdotool type --window "$dialog" --delay 20 "$3/broken.json"; sleep 0.3
  xdotool key --window "$dialog" Return; sleep 1
  import -window root -crop "$4+0+0" "$1/user-model-import-error-$2.png"
  kill $pid' "$build" "$out" "$lang" "$work" "$size"
