package dev.arbiter.projection.consume;

import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.ModelVersions;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.api.trace.Span;
import io.smallrye.common.annotation.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.eclipse.microprofile.reactive.messaging.Incoming;

/**
 * The live consumer: every record of every ruleset topic, one poll's batch per transaction, applied
 * to the live version of the read models and, while a rebuild runs, to the version being built as
 * well (so the new version misses nothing published after the rebuild took its snapshot of the end
 * offsets). The batch is acknowledged, and its offsets committed, only after the transaction, so a
 * crash means repeating at most the batches not yet committed, which is harmless. Each event's lag
 * (from its occurredAt to its application here) is timed as arbiter_projection_lag_seconds, and
 * each record that carries a trace gets its span ({@link RecordSpans}).
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

    /** Built once per ruleset, not looked up in the registry for every event. */
    private final Map<String, Timer> lagTimers = new ConcurrentHashMap<>();

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
        } catch (RuntimeException failure) {
            spans.failed(traced, failure);
            throw failure;
        }
        spans.applied(traced);
    }
}
