# Sourced by the ensure-*.sh scripts: installs Debian packages for a test's needs.
#   apt_install "<what>" "<how to install it yourself>" [apt-get install options] <packages>...
# As root, or with password-less sudo; otherwise (or without apt-get) says so with the hint and exits 1.
apt_install() {
  local what="$1" hint="$2"
  shift 2
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Cannot install $what: no apt-get. $hint" >&2
    exit 1
  fi
  local sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo_cmd="sudo -n"
    else
      echo "Cannot install $what: not root and no password-less sudo." >&2
      echo "$hint" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq >/dev/null
  $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}
