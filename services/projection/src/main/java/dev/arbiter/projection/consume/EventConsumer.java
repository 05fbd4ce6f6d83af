package dev.arbiter.projection.consume;

import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.fold.AfterCommit;
import dev.arbiter.projection.model.ModelVersions;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.api.trace.Span;
import io.smallrye.common.annotation.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * The live consumer: every record of every ruleset topic, one poll's batch per transaction, applied
 * to the live version of the read models and, while a rebuild runs, to the version being built as
 * well (so the new version misses nothing published after the rebuild took its snapshot of the end
 * offsets). The batch is acknowledged, and its offsets committed, only after the transaction, so a
 * crash means repeating at most the batches not yet committed, which is harmless. Each event's lag
 * (from its occurredAt to its application here) is timed as arbiter_projection_lag_seconds; each
 * record's time from its publication (the Kafka record's timestamp) to its batch's commit, when
 * readers see it, as arbiter_projection_visible_lag_seconds; and each record that carries a trace
 * gets its span ({@link RecordSpans}).
 */
@ApplicationScoped
public class EventConsumer {

    @Inject
    BatchProjector batches;

    @Inject
    ModelVersions versions;

    @Inject
    MeterRegistry metrics;

    @Inject
    RecordSpans spans;

    @Inject
    TransactionSynchronizationRegistry transactions;

    /** Built once per ruleset, not looked up in the registry for every event. */
    private final Map<String, Timer> lagTimers = new ConcurrentHashMap<>();
    /** Built once per topic, likewise. */
    private final Map<String, Timer> visibleLagTimers = new ConcurrentHashMap<>();

    @Incoming("events")
    @Blocking
    @Transactional
    public void consume(ConsumerRecords<String, String> records) {
        List<Span> traced = spans.started(records);
        try {
            Map<String, List<Envelope>> byRuleset = batches.apply(versions.activeForWriting(), records).stream()
                    .collect(Collectors.groupingBy(Envelope::ruleset));
            Instant applied = Instant.now();
            byRuleset.forEach((ruleset, events) -> {
                metrics.counter("arbiter_projection_events_total", "ruleset", ruleset).increment(events.size());
                Timer lag = lagTimers.computeIfAbsent(ruleset, name -> Timer.builder("arbiter.projection.lag").tag("ruleset", name)
                        .publishPercentileHistogram().register(metrics));
                events.forEach(event -> lag.record(Duration.between(event.occurredAt(), applied)));
            });
            transactions.registerInterposedSynchronization(new AfterCommit(() -> timeVisibility(records)));
        } catch (RuntimeException failure) {
            spans.failed(traced, failure);
            throw failure;
        }
        spans.applied(traced);
    }

    /** Runs once the batch has committed: from each record's publication until readers can see it. */
    private void timeVisibility(ConsumerRecords<String, String> records) {
        long visible = System.currentTimeMillis();
        for (TopicPartition partition : records.partitions()) {
            Timer lag = visibleLagTimers.computeIfAbsent(partition.topic(), topic -> Timer.builder("arbiter.projection.visible.lag")
                    .tag("topic", topic).publishPercentileHistogram().register(metrics));
            records.records(partition).forEach(record -> lag.record(Math.max(0, visible - record.timestamp()), TimeUnit.MILLISECONDS));
        }
    }
}
