# shellcheck shell=bash
# Shared by the image scripts (docs/operations.md, "Container images"). Sourced, never run.

die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# Makes sure a Debian package's command is there. The build installs it when it runs as root, as the
# web table's tests do with Chromium; otherwise it stops with the command that installs it.
need() {
  local command=$1 package=$2
  command -v "$command" >/dev/null && return
  [[ $(id -u) == 0 ]] || die "$command is missing: sudo apt-get install -y $package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q "$package" >&2 || { apt-get update -q >&2 && apt-get install -y -q "$package" >&2; } \
    || die "could not install $package"
}
