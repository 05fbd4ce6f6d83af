package dev.arbiter.kernel.publication;

import dev.arbiter.kernel.service.RulesetRuntime;
import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
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
 * Publishes committed events to Kafka in publication order (each game's in seq order; {@link Unpublished})
 * and moves the publication cursor past them only after Kafka has acknowledged them, so an unreachable
 * broker delays publication and loses nothing. A restart resumes from the cursor; an event may then be
 * published twice, with the same id and bytes.
 *
 * <p>Only the replica holding a PostgreSQL advisory lock publishes, so several replicas never
 * interleave one game's events.
 */
@ApplicationScoped
public class Relay {

    private static final Logger LOG = Logger.getLogger(Relay.class);
    private static final int BATCH = 500;
    private static final Duration IDLE_POLL = Duration.ofMillis(250);
    private static final Duration LINGER = Duration.ofMillis(10);
    private static final Duration BACKOFF = Duration.ofSeconds(1);
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final AgroalDataSource dataSource;
    private final Unpublished unpublished;
    private final ProducerFactory producers;
    private final PublishSpans spans;
    private final String ruleset;
    private final Timer publishLag;
    private final SynchronousQueue<Boolean> wakeUp = new SynchronousQueue<>();
    private volatile boolean running;
    private Thread worker;

    public Relay(AgroalDataSource dataSource, Unpublished unpublished, ProducerFactory producers, PublishSpans spans, MeterRegistry registry,
            RulesetRuntime runtime) {
        this.dataSource = dataSource;
        this.unpublished = unpublished;
        this.producers = producers;
        this.spans = spans;
        this.publishLag = registry.timer("arbiter.publish.lag");
        this.ruleset = runtime.rules().name();
        registry.gauge("arbiter.publication.backlog", unpublished, Unpublished::backlog);
        Gauge.builder("arbiter.publication.oldest.age", unpublished, Unpublished::oldestUnsentAgeSeconds).baseUnit("seconds")
                .description("how long the oldest event not yet acknowledged by Kafka has waited since it occurred")
                .register(registry);
    }

    void onStart(@Observes StartupEvent started) {
        start();
    }

    void onStop(@Observes ShutdownEvent stopping) {
        stop();
    }

    public String topic() {
        return "arbiter." + ruleset + ".events";
    }

    /** Starts publishing; what was committed before is published first. */
    public synchronized void start() {
        if (!running) {
            running = true;
            worker = new Thread(this::run, "publication-relay");
            worker.setDaemon(true);
            worker.start();
        }
    }

    /** Stops publishing, as a shutdown would: unacknowledged events stay after the cursor. */
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
                    LOG.warnf("publication relay paused: %s", e.getMessage());
                    pause(BACKOFF);
                }
            }
        }
    }

    /** Takes the session-level advisory lock that makes this replica the publisher. */
    private boolean lead(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT pg_try_advisory_lock(hashtext(?))")) {
            statement.setString(1, "arbiter-publication-" + ruleset);
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
        // where the last leader, this replica or another, left off
        Unpublished.Position published = unpublished.cursor(lockHolder);
        try {
            while (running && lockHolder.isValid(2)) {
                Unpublished.Batch next = unpublished.next(published, BATCH);
                List<Unpublished.Event> batch = next.ready();
                if (!batch.isEmpty()) {
                    publish(producer, batch);
                    published = batch.get(batch.size() - 1).position();
                    unpublished.published(lockHolder, published);
                    if (batch.size() < BATCH) {
                        // let the next batch gather: a poll and a send per few events cost the relay, the broker
                        // and every consumer more than the milliseconds they save
                        linger();
                    }
                } else {
                    // events held back by a transaction still running are ready within milliseconds
                    pause(next.heldBack() ? LINGER : IDLE_POLL);
                }
            }
        } finally {
            // a producer that failed may hold sends in an unknown state: never reuse it
            producer.close(Duration.ofSeconds(2));
        }
    }

    /** Sends a batch and waits for every acknowledgement; the caller then moves the cursor past it. */
    private void publish(KafkaProducer<String, String> producer, List<Unpublished.Event> batch) {
        List<Future<RecordMetadata>> acks = new ArrayList<>();
        List<Span> sends = new ArrayList<>();
        for (Unpublished.Event event : batch) {
            ProducerRecord<String, String> record = CloudEvents.record(topic(), ruleset, event);
            sends.add(spans.sending(record, event.position().seq(), event.committedIn()));
            acks.add(producer.send(record));
        }
        int acknowledged = 0;
        try {
            for (; acknowledged < acks.size(); acknowledged++) {
                spans.acknowledged(sends.get(acknowledged), acks.get(acknowledged).get());
                publishLag.record(CloudEvents.lag(batch.get(acknowledged).occurredAt()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            sends.subList(acknowledged, sends.size()).forEach(span -> spans.unacknowledged(span, e));
            throw new IllegalStateException("stopped while waiting for Kafka", e);
        } catch (ExecutionException e) {
            sends.subList(acknowledged, sends.size()).forEach(span -> spans.unacknowledged(span, e.getCause()));
            throw new IllegalStateException("Kafka refused an event: " + e.getCause().getMessage(), e);
        }
    }

    /** Waits {@link #LINGER} whatever commits meanwhile: their wake-ups would cut a {@link #pause} short. */
    private void linger() {
        try {
            Thread.sleep(LINGER.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
