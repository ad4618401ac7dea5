#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages that building, testing and running Bottleneck Lab need, and only
# those that are missing, so that running it again on a prepared machine costs a second.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6opengl6-dev libxkbcommon-dev libgl-dev libopenblas-dev libopenblas0-pthread nlohmann-json3-dev
  libgtest-dev libgmock-dev libbenchmark-dev clang libclang-rt-14-dev clang-format
  python3 python3-numpy
  xvfb xauth xdotool imagemagick fonts-noto-cjk
  desktop-file-utils appstream groff-base dpkg-dev qt6-qpa-plugins libqt6svg6 lintian
  locales ninja-build
)
# Locales that write a decimal comma, for the tests that run the program under them.
test_locales=(de_DE ru_RU)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi

# Generates each test locale that locale -a does not list yet (it writes de_DE.utf8).
generate_locales() {
  # Read whole first: grep -q leaving early would break the pipe under pipefail.
  local installed
  installed=$(locale -a 2>/dev/null || true)
  for l in "${test_locales[@]}"; do
    if ! grep -qx "$l.utf8" <<<"$installed"; then
      echo "install-deps: generating the locale $l.UTF-8"
      "${sudo_cmd[@]}" localedef -i "$l" -f UTF-8 "$l.UTF-8"
    fi
  done
}

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages are present"
  generate_locales
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
generate_locales
