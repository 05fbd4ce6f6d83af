# shellcheck shell=bash
# The Quarkus services of the local stack (from deploy/services.json): start, readiness, health.
# Sourced after common.sh.

service_module() { printf '%s' "$ARBITER_ROOT/$(service_field "$1" module)"; }

service_jar() { printf '%s' "$(service_module "$1")/target/quarkus-app/quarkus-run.jar"; }

# Registered services whose runnable jar exists.
built_services() {
  local name
  while read -r name; do
    [[ -f "$(service_jar "$name")" ]] && printf '%s\n' "$name"
  done < <(registered_services)
  return 0
}

service_url() { printf 'http://127.0.0.1:%s' "$(<"$RUN_DIR/$1.port")"; }

# Where a service answers: the port it runs on, else the port it will start on.
service_address() {
  if running_pid "$1" >/dev/null; then service_url "$1"; else printf 'http://127.0.0.1:%s' "$(service_port "$1")"; fi
}

# The environment of a web service: <WEB>_<SERVICE>_URL for every other built service with a jar,
# e.g. TABLE_HIGH_COMMAND_URL=http://127.0.0.1:8083 (planned ones, like warmachine, are not passed).
web_service_urls() {
  local web="$1" name
  while read -r name; do
    is_web "$name" || printf '%s_%s_URL=%s\n' "$(env_name "$web")" "$(env_name "$name")" "$(service_address "$name")"
  done < <(built_services)
}

# The environment of a service that keeps data: its database and Kafka.
data_service_env() {
  printf '%s\n' "DB_URL=jdbc:postgresql://127.0.0.1:$PG_PORT/$(db_name "$1")" DB_USER=postgres \
    "DB_PASSWORD=$DB_PASSWORD" "KAFKA_BOOTSTRAP=127.0.0.1:$KAFKA_PORT"
}

# Starts one service in the background unless it already runs. Returns 1 if it cannot.
service_start() {
  local name="$1" pid port log env
  if pid="$(running_pid "$name")"; then
    note "$name already running (pid $pid, port $(<"$RUN_DIR/$name.port"))"
    return 0
  fi
  port="$(service_port "$name")"
  if is_web "$name"; then
    mapfile -t env < <(web_service_urls "$name")
  else
    mapfile -t env < <(data_service_env "$name")
  fi
  if port_open "$port"; then
    warn "port $port for $name is taken by another program: free it or set PORT_$(env_name "$name")=<port>"
    return 1
  fi
  log="$LOG_DIR/$name.log"
  printf '\n===== deploy/up started %s at %s =====\n' "$name" "$(date -Is)" >>"$log"
  # shellcheck disable=SC2086 # SERVICE_JAVA_OPTS is a list of JVM options
  (
    cd "$(service_module "$name")" || exit 1
    env HTTP_PORT="$port" "${env[@]}" \
      nohup java "$(marker "$name")" $SERVICE_JAVA_OPTS -Djava.io.tmpdir="$TMP_DIR" \
        -jar "$(service_jar "$name")" >>"$log" 2>&1 </dev/null &
    echo "$!" >"$RUN_DIR/$name.pid"
  )
  echo "$port" >"$RUN_DIR/$name.port"
  note "started $name (pid $(<"$RUN_DIR/$name.pid"), port $port)"
}

# The part of a service log written since its last start by deploy/up.
last_start_of_log() {
  awk '/^===== deploy\/up started /{part=""} {part = part $0 "\n"} END{printf "%s", part}' "$1"
}

# Waits until /q/health/ready answers 200. Returns 1 with a pointer to the log otherwise.
service_wait_ready() {
  local name="$1" pid log deadline=$((SECONDS + READY_TIMEOUT))
  log="$(pretty "$LOG_DIR/$name.log")"
  while :; do
    if ! pid="$(running_pid "$name")"; then
      # just after the fork the child is still a copy of this shell, without the marker: not dead yet
      if kill -0 "$(<"$RUN_DIR/$name.pid")" 2>/dev/null && ((SECONDS < deadline)); then
        sleep 0.2
        continue
      fi
      printf 'ERROR: %s exited during startup. Last lines of %s:\n' "$name" "$log" >&2
      last_start_of_log "$LOG_DIR/$name.log" | tail -n 20 | sed 's/^/    | /' >&2
      return 1
    fi
    if curl -fs -o /dev/null --max-time 2 "$(service_url "$name")/q/health/ready"; then
      note "$name ready"
      return 0
    fi
    if ((SECONDS >= deadline)); then
      printf 'ERROR: %s (pid %s) is not ready after %ss; it is still running. See %s\n' \
        "$name" "$pid" "$READY_TIMEOUT" "$log" >&2
      return 1
    fi
    sleep 1
  done
}

# UP, DOWN (answers but not ready) or "no answer".
service_health() {
  local code
  code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$(service_url "$1")/q/health/ready" || true)"
  case "$code" in
    200) echo UP ;;
    000 | "") echo "no answer" ;;
    *) echo "DOWN (HTTP $code)" ;;
  esac
}
