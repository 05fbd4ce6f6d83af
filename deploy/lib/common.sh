# shellcheck shell=bash
# Shared settings and helpers of deploy/up, deploy/down, deploy/status.
# Sourced, never run. Every setting can be overridden by an environment variable.

ARBITER_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ARBITER_HOME="${ARBITER_HOME:-$ARBITER_ROOT/.arbiter}"
RUN_DIR="$ARBITER_HOME/run"     # <name>.pid, <name>.port, postgres.env
LOG_DIR="$ARBITER_HOME/logs"    # <name>.log
TMP_DIR="$ARBITER_HOME/tmp"     # java.io.tmpdir of every JVM we start

KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
PG_LOCAL_PORT="${PG_LOCAL_PORT:-5432}"              # the machine's own PostgreSQL
PG_THROWAWAY_PORT="${PG_THROWAWAY_PORT:-15432}"      # the cluster we create if needed
ARBITER_PG="${ARBITER_PG:-auto}"                     # auto | local | throwaway
DB_PASSWORD="${DB_PASSWORD:-}"                       # ignored under trust auth
READY_TIMEOUT="${READY_TIMEOUT:-120}"                # seconds per service
STOP_TIMEOUT="${STOP_TIMEOUT:-20}"                   # seconds before SIGKILL
SERVICE_JAVA_OPTS="${SERVICE_JAVA_OPTS:--Xms64m -Xmx256m -XX:+UseSerialGC}"
KAFKA_JAVA_OPTS="${KAFKA_JAVA_OPTS:--Xms128m -Xmx512m}"

# The one list of services, their ports, databases and topics (docs/operations.md,
# "The service registry"). Read with jq.
REGISTRY="$ARBITER_ROOT/deploy/services.json"
JQ_INSTALL_HINT="jq not found: it reads deploy/services.json (Debian: sudo apt-get install jq)"

info() { printf '==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# Path relative to the repo root when it is inside it (shorter messages).
pretty() { printf '%s' "${1#"$ARBITER_ROOT"/}"; }

# high-command -> HIGH_COMMAND
env_name() { local s="${1^^}"; printf '%s' "${s//-/_}"; }

# jq filter over the registry, raw output: registry '.services[].name'
registry() { jq -r "$@" "$REGISTRY"; }

# The built services, in registry order (planned ones are not started).
registered_services() { registry '.services[] | select(.built) | .name'; }

# The built services that keep data in a database of their own (all but the web table).
services_with_database() { registry '.services[] | select(.built and .database) | .name'; }

# One field of a service's registry entry; fails when the service or the field is missing.
service_field() {
  local value
  value="$(registry --arg name "$1" --arg field "$2" '.services[] | select(.name == $name) | .[$field] // empty')"
  [[ -n "$value" ]] || return 1
  printf '%s' "$value"
}

db_name() { service_field "$1" database; }

is_ruleset() { [[ "$(service_field "$1" kind)" == ruleset ]]; }

# A web service (the table) keeps no data and reaches the other services over HTTP.
is_web() { [[ "$(service_field "$1" kind)" == web ]]; }

# The registry's port, unless PORT_<NAME> overrides it (e.g. PORT_HIGH_COMMAND=9083).
service_port() {
  local var
  var="PORT_$(env_name "$1")"
  if [[ -n "${!var:-}" ]]; then printf '%s' "${!var}"; return 0; fi
  service_field "$1" port
}

# True when something accepts TCP connections on 127.0.0.1:<port>.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Every JVM we start carries -Darbiter.process=<name>, so a pid file whose pid
# was reused by an unrelated process is never mistaken for ours.
marker() { printf -- '-Darbiter.process=%s' "$1"; }

# Prints the pid of <name> if its pid file points at our live process.
running_pid() {
  local pidfile="$RUN_DIR/$1.pid" pid
  [[ -f "$pidfile" ]] || return 1
  pid="$(<"$pidfile")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  grep -qxF -- "$(marker "$1")" < <(tr '\0' '\n' <"/proc/$pid/cmdline") || return 1
  printf '%s' "$pid"
}

# SIGTERM, wait up to <timeout> s, then SIGKILL. Removes the pid and port files.
stop_process() {
  local name="$1" timeout="$2" pid waited=0
  if ! pid="$(running_pid "$name")"; then
    rm -f "$RUN_DIR/$name.pid" "$RUN_DIR/$name.port"
    return 0
  fi
  kill -TERM "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null && ((waited < timeout * 10)); do
    sleep 0.1
    waited=$((waited + 1))
  done
  if kill -0 "$pid" 2>/dev/null; then
    warn "$name (pid $pid) ignored SIGTERM for ${timeout}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$RUN_DIR/$name.pid" "$RUN_DIR/$name.port"
  note "stopped $name (pid $pid)"
}

# Last lines of a log, indented, for error messages.
log_tail() {
  [[ -f "$1" ]] || return 0
  tail -n "${2:-15}" "$1" | sed 's/^/    | /' >&2
}

ensure_home() {
  mkdir -p "$RUN_DIR" "$LOG_DIR" "$TMP_DIR"
  # deploy/down --purge deletes only a folder carrying this marker
  touch "$ARBITER_HOME/.arbiter-home"
}
