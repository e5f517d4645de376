#!/usr/bin/env bash
# Makes sure a redis-server for the shared-state tests is on this machine.
# The tests that claim sharing start real Redis servers (server/test/redis.ts), never a mock:
# Debian's redis-server (or the one named by REDIS_SERVER_PATH). Installs it with apt-get when
# missing and possible. Nothing else needs Redis: `npm start` runs on memory unless VTDB_REDIS_URL is set.
set -euo pipefail
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"

redis="${REDIS_SERVER_PATH:-redis-server}"
if command -v "$redis" >/dev/null 2>&1; then
  exit 0
fi
if [ -n "${REDIS_SERVER_PATH:-}" ]; then
  echo "REDIS_SERVER_PATH=$REDIS_SERVER_PATH is not an executable redis-server." >&2
  exit 1
fi

echo "redis-server is missing: installing Debian's redis-server package for the shared-state tests..." >&2
# Only the binary is needed: the tests start their own servers, so the packaged service is not enabled.
apt_install redis-server "Install it yourself (apt-get install redis-server) or set REDIS_SERVER_PATH to a redis-server binary." --no-install-recommends redis-server
if command -v redis-server >/dev/null 2>&1; then
  echo "redis-server installed: $(redis-server --version)" >&2
  exit 0
fi
echo "Could not install redis-server. Install Debian's redis-server package or set REDIS_SERVER_PATH to a redis-server binary." >&2
exit 1
