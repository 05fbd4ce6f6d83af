# shellcheck shell=bash
# What stays in bash of the local stack: finding java, and building the launcher (deploy/launcher)
# while its jar does not exist yet. Everything else is the launcher's (docs/operations.md).
# Sourced, never run.

ARBITER_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LAUNCHER_JAR="$ARBITER_ROOT/deploy/launcher/target/arbiter-launcher.jar"

info() { printf '==> %s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# Runs a command of the launcher: up, down, status, demo, kafka-topics or running.
# A missing jar (a fresh clone, or after mvn clean) is built first, the launcher alone.
launcher() {
  command -v java >/dev/null || die "java not found: install a JDK 17 (Debian: sudo apt-get install openjdk-17-jdk-headless)"
  if [[ ! -f "$LAUNCHER_JAR" ]]; then
    info "Building the launcher (./mvnw -q -DskipTests package -pl deploy/launcher -am ${MVN_ARGS:-})"
    # shellcheck disable=SC2086 # MVN_ARGS is a list of extra Maven options, e.g. -o
    (cd "$ARBITER_ROOT" && ./mvnw -q -DskipTests ${MVN_ARGS:-} package -pl deploy/launcher -am) \
      || die "building the launcher failed (see above)"
  fi
  java -jar "$LAUNCHER_JAR" "$@"
}
