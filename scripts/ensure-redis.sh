#!/usr/bin/env bash
# Makes sure a redis-server for the shared-state tests is on this machine.
# The tests that claim sharing start real Redis servers (server/test/redis.ts), never a mock:
# Debian's redis-server (or the one named by REDIS_SERVER_PATH). Installs it with apt-get when
# missing and possible. Nothing else needs Redis: `npm start` runs on memory unless VTDB_REDIS_URL is set.
set -euo pipefail

redis="${REDIS_SERVER_PATH:-redis-server}"
if command -v "$redis" >/dev/null 2>&1; then
  exit 0
fi
if [ -n "${REDIS_SERVER_PATH:-}" ]; then
  echo "REDIS_SERVER_PATH=$REDIS_SERVER_PATH is not an executable redis-server." >&2
  exit 1
fi

echo "redis-server is missing: installing Debian's redis-server package for the shared-state tests..." >&2
if command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo_cmd="sudo -n"
    else
      echo "Cannot install redis-server: not root and no password-less sudo." >&2
      echo "Install it yourself (apt-get install redis-server) or set REDIS_SERVER_PATH to a redis-server binary." >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq >/dev/null
  # Only the binary is needed: the tests start their own servers, so the packaged service is not enabled.
  $sudo_cmd apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  if command -v redis-server >/dev/null 2>&1; then
    echo "redis-server installed: $(redis-server --version)" >&2
    exit 0
  fi
fi
echo "Could not install redis-server. Install Debian's redis-server package or set REDIS_SERVER_PATH to a redis-server binary." >&2
exit 1
