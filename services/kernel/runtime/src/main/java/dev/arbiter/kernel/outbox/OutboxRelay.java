package dev.arbiter.kernel.outbox;

import dev.arbiter.kernel.service.RulesetRuntime;
import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.trace.Span;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.jboss.logging.Logger;

/**
 * Publishes committed events to Kafka in commit order and forgets each one only after Kafka has
 * acknowledged it, so an unreachable broker delays publication and loses nothing. A restart
 * resumes from the outbox; an event may then be published twice, with the same id.
 *
 * <p>Only the replica holding a PostgreSQL advisory lock publishes, so several replicas never
 * interleave one game's events.
 */
@ApplicationScoped
public class OutboxRelay {

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);
    private static final int BATCH = 500;
    private static final Duration IDLE_POLL = Duration.ofMillis(250);
    private static final Duration BACKOFF = Duration.ofSeconds(1);
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final AgroalDataSource dataSource;
    private final ProducerFactory producers;
    private final PublishSpans spans;
    private final String ruleset;
    private final MeterRegistry registry;
    private final SynchronousQueue<Boolean> wakeUp = new SynchronousQueue<>();
    private volatile boolean running;
    private Thread worker;

    public OutboxRelay(AgroalDataSource dataSource, ProducerFactory producers, PublishSpans spans, MeterRegistry registry,
            RulesetRuntime runtime) {
        this.dataSource = dataSource;
        this.producers = producers;
        this.spans = spans;
        this.registry = registry;
        this.ruleset = runtime.rules().name();
        registry.gauge("arbiter.outbox.backlog", this, OutboxRelay::backlog);
        Gauge.builder("arbiter.outbox.oldest.age", this, OutboxRelay::oldestUnsentAgeSeconds).baseUnit("seconds")
                .description("how long the oldest event not yet acknowledged by Kafka has waited since it occurred")
                .register(registry);
    }

    void onStart(@Observes StartupEvent started) {
        start();
    }

    void onStop(@Observes ShutdownEvent stopping) {
        stop();
    }

    /** Events committed but not yet acknowledged by Kafka; -1 when the database cannot say. */
    public long backlog() {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement count = connection.prepareStatement("SELECT count(*) FROM outbox");
             ResultSet result = count.executeQuery()) {
            return result.next() ? result.getLong(1) : 0;
        } catch (SQLException e) {
            return -1;
        }
    }

    /** Seconds since the oldest unpublished event occurred: 0 with an empty outbox, -1 when the database cannot say. */
    public long oldestUnsentAgeSeconds() {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement oldest = connection.prepareStatement(
                     "SELECT e.envelope FROM outbox o JOIN events e ON e.game_id = o.game_id AND e.seq = o.seq ORDER BY o.id LIMIT 1");
             ResultSet result = oldest.executeQuery()) {
            return result.next() ? Math.max(0, CloudEvents.lag(result.getString(1)).toSeconds()) : 0;
        } catch (SQLException e) {
            return -1;
        }
    }

    public String topic() {
        return "arbiter." + ruleset + ".events";
    }

    /** Starts publishing; what was committed before is published first. */
    public synchronized void start() {
        if (!running) {
            running = true;
            worker = new Thread(this::run, "outbox-relay");
            worker.setDaemon(true);
            worker.start();
        }
    }

    /** Stops publishing, as a shutdown would: unacknowledged events stay in the outbox. */
    public synchronized void stop() {
        running = false;
        if (worker != null) {
            wake();
            try {
                worker.join(STOP_GRACE.toMillis());
                if (worker.isAlive()) {
                    // still waiting for a broker that is away: nothing is lost by giving up on it
                    worker.interrupt();
                    worker.join(STOP_GRACE.toMillis());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            worker = null;
        }
    }

    /** Called after a commit so that new events go out without waiting for the next poll. */
    public void wake() {
        wakeUp.offer(Boolean.TRUE);
    }

    private void run() {
        while (running) {
            try (Connection lockHolder = dataSource.getConnection()) {
                try {
                    if (lead(lockHolder)) {
                        publishWhileLeading(lockHolder);
                    } else {
                        pause(BACKOFF);
                    }
                } finally {
                    // the connection goes back to a pool and its session lives on: let go of the lock
                    release(lockHolder);
                }
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    LOG.warnf("outbox relay paused: %s", e.getMessage());
                    pause(BACKOFF);
                }
            }
        }
    }

    /** Takes the session-level advisory lock that makes this replica the publisher. */
    private boolean lead(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT pg_try_advisory_lock(hashtext(?))")) {
            statement.setString(1, "arbiter-outbox-" + ruleset);
            try (ResultSet result = statement.executeQuery()) {
                return result.next() && result.getBoolean(1);
            }
        }
    }

    private void release(Connection connection) {
        try (PreparedStatement statement = connection.prepareStatement("SELECT pg_advisory_unlock_all()")) {
            statement.execute();
        } catch (SQLException e) {
            LOG.debugf("advisory lock released with the broken connection: %s", e.getMessage());
        }
    }

    private void publishWhileLeading(Connection lockHolder) throws SQLException {
        KafkaProducer<String, String> producer = producers.create();
        try {
            while (running && lockHolder.isValid(2)) {
                List<Pending> batch = pending();
                if (batch.isEmpty()) {
                    pause(IDLE_POLL);
                    continue;
                }
                publish(producer, batch);
            }
        } finally {
            // a producer that failed may hold sends in an unknown state: never reuse it
            producer.close(Duration.ofSeconds(2));
        }
    }

    /** Sends a batch and waits for every acknowledgement before removing it from the outbox. */
    private void publish(KafkaProducer<String, String> producer, List<Pending> batch) {
        List<Future<RecordMetadata>> acks = new ArrayList<>();
        List<Span> sends = new ArrayList<>();
        for (Pending event : batch) {
            ProducerRecord<String, String> record = CloudEvents.record(topic(), event.envelope());
            sends.add(spans.sending(record, event.seq(), event.committedIn()));
            acks.add(producer.send(record));
        }
        int acknowledged = 0;
        try {
            for (; acknowledged < acks.size(); acknowledged++) {
                spans.acknowledged(sends.get(acknowledged), acks.get(acknowledged).get());
                registry.timer("arbiter.publish.lag").record(CloudEvents.lag(batch.get(acknowledged).envelope()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            sends.subList(acknowledged, sends.size()).forEach(span -> spans.unacknowledged(span, e));
            throw new IllegalStateException("stopped while waiting for Kafka", e);
        } catch (ExecutionException e) {
            sends.subList(acknowledged, sends.size()).forEach(span -> spans.unacknowledged(span, e.getCause()));
            throw new IllegalStateException("Kafka refused an event: " + e.getCause().getMessage(), e);
        }
        forget(batch);
    }

    /** Removes an acknowledged batch from the outbox: one statement whatever the batch's size (an HQL list was translated anew per size). */
    private void forget(List<Pending> batch) {
        Long[] ids = batch.stream().map(Pending::id).toArray(Long[]::new);
        try (Connection connection = dataSource.getConnection(); PreparedStatement delete = connection.prepareStatement("DELETE FROM outbox WHERE id = ANY (?)")) {
            delete.setArray(1, connection.createArrayOf("bigint", ids));
            delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("the outbox could not forget a published batch: " + e.getMessage(), e);
        }
    }

    /** An outbox mark with its event, and the trace context of the command that committed it. */
    private record Pending(long id, long seq, String envelope, TraceContext committedIn) {
    }

    private List<Pending> pending() throws SQLException {
        try (Connection connection = dataSource.getConnection(); PreparedStatement select = connection.prepareStatement(
                "SELECT o.id, o.seq, e.envelope, o.traceparent, o.tracestate FROM outbox o JOIN events e ON e.game_id = o.game_id AND e.seq = o.seq"
                        + " ORDER BY o.id LIMIT " + BATCH);
             ResultSet rows = select.executeQuery()) {
            List<Pending> batch = new ArrayList<>();
            while (rows.next()) {
                batch.add(new Pending(rows.getLong(1), rows.getLong(2), rows.getString(3), new TraceContext(rows.getString(4), rows.getString(5))));
            }
            return batch;
        }
    }

    private void pause(Duration duration) {
        try {
            wakeUp.poll(duration.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
