# shellcheck shell=bash
# PostgreSQL for the local stack: the machine's own server when it trusts user
# postgres on 127.0.0.1, otherwise a throwaway cluster under $ARBITER_HOME/pg.
# Sourced after common.sh. The machine's own server is never started or stopped.

PG_DIR="$ARBITER_HOME/pg"
PG_DATA="$PG_DIR/data"
PG_LOG="$LOG_DIR/postgres.log"
PG_ENV="$RUN_DIR/postgres.env"   # PG_MODE and PG_PORT of the last deploy/up

PG_INSTALL_HINT="install PostgreSQL (Debian/Ubuntu: sudo apt-get install postgresql); deploy/up only needs its binaries, not a running server"

# Folder holding initdb and pg_ctl: $PG_BIN, else the newest /usr/lib/postgresql/*/bin, else $PATH.
pg_bin_dir() {
  local dir
  if [[ -n "${PG_BIN:-}" ]]; then printf '%s' "$PG_BIN"; return 0; fi
  dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n 1)"
  if [[ -n "$dir" && -x "$dir/initdb" ]]; then printf '%s' "$dir"; return 0; fi
  dir="$(command -v pg_ctl 2>/dev/null)" || return 1
  dirname "$dir"
}

psql_bin() {
  local dir
  if dir="$(pg_bin_dir)" && [[ -x "$dir/psql" ]]; then printf '%s' "$dir/psql"; return 0; fi
  command -v psql
}

# psql as user postgres over TCP; the password is only sent if DB_PASSWORD is set.
psql_at() {
  local port="$1" psql
  shift
  psql="$(psql_bin)" || die "psql not found: $PG_INSTALL_HINT"
  PGPASSWORD="${DB_PASSWORD:-}" PGCONNECT_TIMEOUT=3 "$psql" -X -q -w -v ON_ERROR_STOP=1 \
    -h 127.0.0.1 -p "$port" -U postgres -d postgres "$@"
}

pg_answers() { psql_at "$1" -tAc 'select 1' >/dev/null 2>&1; }

# Runs a PostgreSQL binary as user postgres when we are root (postgres refuses root).
as_pg() {
  if ((EUID == 0)); then
    (cd "$PG_DIR" && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

pg_throwaway_running() {
  local bin
  [[ -f "$PG_DATA/PG_VERSION" ]] || return 1
  bin="$(pg_bin_dir)" || return 1
  as_pg "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1
}

pg_throwaway_init() {
  local bin="$1"
  info "Creating a throwaway PostgreSQL cluster in $(pretty "$PG_DATA")"
  mkdir -p "$PG_DIR"
  if ((EUID == 0)); then
    id -u postgres >/dev/null 2>&1 || die "user postgres does not exist; $PG_INSTALL_HINT"
    chown postgres:postgres "$PG_DIR"
    runuser -u postgres -- test -w "$PG_DIR" \
      || die "user postgres cannot reach $PG_DIR (a parent folder is not world-executable); set ARBITER_HOME to a folder under /var/tmp, e.g. ARBITER_HOME=/var/tmp/arbiter"
  fi
  touch "$PG_LOG"
  as_pg "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --no-sync >>"$PG_LOG" 2>&1 \
    || { log_tail "$PG_LOG"; die "initdb failed; see $(pretty "$PG_LOG")"; }
  # local development only: no durability, TCP on loopback only, no unix socket
  cat >>"$PG_DATA/postgresql.conf" <<'CONF'

# added by deploy/up: throwaway development cluster
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
}

pg_throwaway_start() {
  local bin
  bin="$(pg_bin_dir)" || die "no PostgreSQL server binaries (initdb, pg_ctl) found: $PG_INSTALL_HINT"
  [[ -x "$bin/initdb" && -x "$bin/pg_ctl" ]] || die "initdb/pg_ctl missing in $bin: $PG_INSTALL_HINT"
  PG_MODE=throwaway
  if pg_throwaway_running; then
    PG_PORT="$(sed -n 4p "$PG_DATA/postmaster.pid")"
    info "Throwaway PostgreSQL already running on 127.0.0.1:$PG_PORT"
    return 0
  fi
  PG_PORT="$PG_THROWAWAY_PORT"
  port_open "$PG_PORT" && die "port $PG_PORT is taken by another program; choose a free one, e.g. PG_THROWAWAY_PORT=25432 deploy/up"
  [[ -f "$PG_DATA/PG_VERSION" ]] || pg_throwaway_init "$bin"
  touch "$PG_LOG"
  if ((EUID == 0)); then chown postgres:postgres "$PG_LOG"; fi
  info "Starting throwaway PostgreSQL on 127.0.0.1:$PG_PORT"
  as_pg "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "-p $PG_PORT" -w -t 60 start >/dev/null \
    || { log_tail "$PG_LOG"; die "PostgreSQL did not start; see $(pretty "$PG_LOG")"; }
}

# Chooses and if needed starts PostgreSQL; sets PG_MODE and PG_PORT.
pg_ensure() {
  psql_bin >/dev/null || die "psql not found: $PG_INSTALL_HINT"
  case "$ARBITER_PG" in
    local)
      pg_answers "$PG_LOCAL_PORT" \
        || die "PostgreSQL on 127.0.0.1:$PG_LOCAL_PORT does not let user postgres in without a password (set DB_PASSWORD, or ARBITER_PG=throwaway)"
      PG_MODE=local PG_PORT="$PG_LOCAL_PORT" ;;
    throwaway)
      pg_throwaway_start ;;
    auto)
      if [[ -f "$PG_DATA/PG_VERSION" ]]; then
        note "reusing the throwaway PostgreSQL cluster in $(pretty "$PG_DATA") (delete it with deploy/down --purge)"
        pg_throwaway_start
      elif pg_answers "$PG_LOCAL_PORT"; then
        PG_MODE=local PG_PORT="$PG_LOCAL_PORT"
        info "Using the local PostgreSQL on 127.0.0.1:$PG_PORT (user postgres)"
      else
        note "no PostgreSQL on 127.0.0.1:$PG_LOCAL_PORT lets user postgres in without a password"
        pg_throwaway_start
      fi ;;
    *) die "ARBITER_PG must be auto, local or throwaway (not '$ARBITER_PG')" ;;
  esac
  printf 'PG_MODE=%s\nPG_PORT=%s\n' "$PG_MODE" "$PG_PORT" >"$PG_ENV"
}

# Creates arbiter_<service> for every service name given, if missing.
pg_create_databases() {
  local service db
  for service in "$@"; do
    db="$(db_name "$service")"
    if [[ -n "$(psql_at "$PG_PORT" -tAc "select 1 from pg_database where datname = '$db'")" ]]; then
      note "database $db exists"
    else
      psql_at "$PG_PORT" -c "create database \"$db\"" >/dev/null || die "could not create database $db"
      note "database $db created"
    fi
  done
}

# Stops the throwaway cluster if it runs. Never touches the machine's own server.
pg_throwaway_stop() {
  local bin
  pg_throwaway_running || return 0
  bin="$(pg_bin_dir)"
  as_pg "$bin/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >/dev/null \
    || warn "pg_ctl stop failed; see $(pretty "$PG_LOG")"
  note "stopped the throwaway PostgreSQL"
}
