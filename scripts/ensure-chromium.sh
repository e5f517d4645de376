#!/usr/bin/env bash
# Makes sure a Chromium for the Playwright e2e tests is on this machine.
# Playwright cannot download its own browsers here, so the tests use Debian's Chromium
# (or the one named by CHROMIUM_PATH). Installs it with apt-get when missing and possible.
set -euo pipefail
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi

echo "Chromium is missing: installing Debian's chromium package for the e2e tests (about 30 s)..." >&2
apt_install Chromium "Install it yourself (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." chromium
if [ -x /usr/bin/chromium ]; then
  echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null)" >&2
  exit 0
fi
echo "Could not install Chromium. Install Debian's chromium package or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
