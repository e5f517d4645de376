#!/usr/bin/env bash
# Makes sure a Chromium for the Playwright e2e tests is on this machine.
# Playwright cannot download its own browsers here, so the tests use Debian's Chromium
# (or the one named by CHROMIUM_PATH). Installs it with apt-get when missing and possible.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi

echo "Chromium is missing: installing Debian's chromium package for the e2e tests (about 30 s)..." >&2
if command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo_cmd="sudo -n"
    else
      echo "Cannot install Chromium: not root and no password-less sudo." >&2
      echo "Install it yourself (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq >/dev/null
  $sudo_cmd apt-get install -y -qq chromium >/dev/null
  if [ -x /usr/bin/chromium ]; then
    echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null)" >&2
    exit 0
  fi
fi
echo "Could not install Chromium. Install Debian's chromium package or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
