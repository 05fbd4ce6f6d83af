# shellcheck shell=bash
# The local Kafka broker: classpath from Maven, storage format, start, readiness.
# Sourced after common.sh.

KAFKA_DIR="$ARBITER_HOME/kafka"
KAFKA_DATA="$KAFKA_DIR/data"
KAFKA_CP_FILE="$KAFKA_DIR/classpath.txt"
KAFKA_POM="$ARBITER_ROOT/deploy/kafka/pom.xml"
KAFKA_LOG="$LOG_DIR/kafka.log"
KAFKA_READY_TIMEOUT="${KAFKA_READY_TIMEOUT:-60}"

# Resolves the broker classpath with Maven (offline first) into $KAFKA_CP_FILE,
# cached until the pom changes.
kafka_resolve_classpath() {
  local entry entries=() stale=0 mvnlog="$KAFKA_DIR/maven.log"
  mkdir -p "$KAFKA_DIR"
  if [[ ! -s "$KAFKA_CP_FILE" || "$KAFKA_POM" -nt "$KAFKA_CP_FILE" ]]; then
    stale=1
  else
    IFS=: read -ra entries <"$KAFKA_CP_FILE" || true  # no trailing newline
    for entry in "${entries[@]}"; do [[ -f "$entry" ]] || stale=1; done
  fi
  if ((stale)); then
    info "Resolving the Kafka broker classpath with Maven (deploy/kafka/pom.xml)"
    if ! "$ARBITER_ROOT/mvnw" -q -o -f "$KAFKA_POM" dependency:build-classpath \
        -Dmdep.outputFile="$KAFKA_CP_FILE" >"$mvnlog" 2>&1; then
      note "not everything is in the local Maven repository yet; downloading"
      "$ARBITER_ROOT/mvnw" -q -f "$KAFKA_POM" dependency:build-classpath \
        -Dmdep.outputFile="$KAFKA_CP_FILE" >"$mvnlog" 2>&1 \
        || { log_tail "$mvnlog" 30; die "could not resolve the Kafka classpath (see $(pretty "$mvnlog"))"; }
    fi
  fi
  kafka_check_versions
}

# kafka-tools is pinned in the pom while the broker follows the BOM: warn if they drift.
kafka_check_versions() {
  local broker tools
  broker="$(tr ':' '\n' <"$KAFKA_CP_FILE" | sed -n 's#.*/kafka_2\.13-\(.*\)\.jar$#\1#p')"
  tools="$(tr ':' '\n' <"$KAFKA_CP_FILE" | sed -n 's#.*/kafka-tools-\([0-9].*\)\.jar$#\1#p')"
  if [[ -n "$broker" && -n "$tools" && "$broker" != "$tools" ]]; then
    warn "kafka_2.13 is $broker but kafka-tools is $tools: set kafka.tools.version in deploy/kafka/pom.xml to $broker"
  fi
}

kafka_write_config() {
  sed -e "s#@PORT@#$KAFKA_PORT#g" \
      -e "s#@CONTROLLER_PORT@#$KAFKA_CONTROLLER_PORT#g" \
      -e "s#@DATA_DIR@#$KAFKA_DATA#g" \
      "$ARBITER_ROOT/deploy/kafka/server.properties.in" >"$KAFKA_DIR/server.properties"
}

# Formats the storage directory once (KRaft needs a cluster id before the first start).
kafka_format() {
  local cp="$1" cluster_id
  [[ -f "$KAFKA_DATA/meta.properties" ]] && return 0
  info "Formatting Kafka storage in $(pretty "$KAFKA_DATA")"
  cluster_id="$(java -cp "$cp" kafka.tools.StorageTool random-uuid 2>>"$KAFKA_LOG" | tail -n 1)"
  [[ "$cluster_id" =~ ^[A-Za-z0-9_-]{22}$ ]] || die "could not generate a Kafka cluster id (see $(pretty "$KAFKA_LOG"))"
  java -cp "$cp" kafka.tools.StorageTool format -t "$cluster_id" -c "$KAFKA_DIR/server.properties" \
    >>"$KAFKA_LOG" 2>&1 || { log_tail "$KAFKA_LOG"; die "formatting Kafka storage failed"; }
}

kafka_start() {
  local pid cp port log_offset waited=0
  if pid="$(running_pid kafka)"; then
    info "Kafka already running (pid $pid, 127.0.0.1:$(<"$RUN_DIR/kafka.port"))"
    KAFKA_PORT="$(<"$RUN_DIR/kafka.port")"
    return 0
  fi
  for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    port_open "$port" && die "port $port is taken by another program; set KAFKA_PORT and KAFKA_CONTROLLER_PORT to free ports, e.g. KAFKA_PORT=$((KAFKA_PORT + 10000)) KAFKA_CONTROLLER_PORT=$((KAFKA_CONTROLLER_PORT + 10000)) deploy/up"
  done
  kafka_resolve_classpath
  cp="$(<"$KAFKA_CP_FILE")"
  mkdir -p "$KAFKA_DATA"
  kafka_write_config
  kafka_format "$cp"
  info "Starting Kafka (KRaft) on 127.0.0.1:$KAFKA_PORT, controller on :$KAFKA_CONTROLLER_PORT"
  touch "$KAFKA_LOG"
  log_offset="$(stat -c %s "$KAFKA_LOG")"
  # shellcheck disable=SC2086 # KAFKA_JAVA_OPTS is a list of JVM options
  nohup java "$(marker kafka)" $KAFKA_JAVA_OPTS -Djava.io.tmpdir="$TMP_DIR" \
    -Dorg.slf4j.simpleLogger.showDateTime=true \
    -Dorg.slf4j.simpleLogger.dateTimeFormat="yyyy-MM-dd'T'HH:mm:ss.SSS" \
    -cp "$cp" kafka.Kafka "$KAFKA_DIR/server.properties" >>"$KAFKA_LOG" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$RUN_DIR/kafka.pid"
  echo "$KAFKA_PORT" >"$RUN_DIR/kafka.port"
  # ready when this start (not an older one in the same log) says so
  until grep -q 'Kafka Server started' < <(tail -c +"$((log_offset + 1))" "$KAFKA_LOG"); do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$RUN_DIR/kafka.pid"
      log_tail "$KAFKA_LOG" 25
      die "Kafka exited during startup; see $(pretty "$KAFKA_LOG")"
    fi
    ((waited++ < KAFKA_READY_TIMEOUT * 5)) || die "Kafka not ready after ${KAFKA_READY_TIMEOUT}s; see $(pretty "$KAFKA_LOG")"
    sleep 0.2
  done
  note "Kafka ready (pid $pid)"
}

# Runs one of Kafka's command line tools (a main class) with the broker's classpath.
kafka_tool() {
  local main="$1"
  shift
  [[ -s "$KAFKA_CP_FILE" ]] || kafka_resolve_classpath
  java -Djava.io.tmpdir="$TMP_DIR" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn \
    -cp "$(<"$KAFKA_CP_FILE")" "$main" "$@"
}

# Creates each topic given that is missing; events are kept forever.
kafka_create_topics() {
  local existing topic bootstrap="127.0.0.1:$KAFKA_PORT"
  (($# > 0)) || return 0
  existing="$(kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "$bootstrap" --list 2>>"$KAFKA_LOG")" \
    || { warn "could not list Kafka topics (see $(pretty "$KAFKA_LOG")); services will auto-create them"; return 0; }
  for topic in "$@"; do
    grep -qxF "$topic" <<<"$existing" && continue
    if kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "$bootstrap" --create --if-not-exists \
        --topic "$topic" --partitions "${TOPIC_PARTITIONS:-1}" --replication-factor 1 \
        --config retention.ms=-1 --config cleanup.policy=delete >>"$KAFKA_LOG" 2>&1; then
      note "created topic $topic"
    else
      warn "could not create topic $topic (see $(pretty "$KAFKA_LOG"))"
    fi
  done
}
