#!/usr/bin/env bash
# Installs the Debian packages Layercast needs, only those that are missing.
# Called by scripts/test.sh and scripts/run.sh; safe to run again.
set -euo pipefail

# stress-ng: the test command runs the end-to-end suites a second time beside it, on a busy machine.
PACKAGES=(libzstd-dev libsdl2-dev libsdl2-image-dev libgl1-mesa-dri libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev fonts-dejavu-core xvfb x11-apps libvncserver-dev pkg-config stress-ng)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "layercast setup: missing Debian packages; run as root: apt-get update && $line" >&2
  exit 1
fi
echo "layercast setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
