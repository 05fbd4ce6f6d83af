package dev.arbiter.projection.consume;

import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.fold.GameProjector;
import dev.arbiter.projection.model.ModelVersions;
import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.common.annotation.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

/**
 * The live consumer: every record of every ruleset topic, one transaction each, applied to the live
 * version of the read models and, while a rebuild runs, to the version being built as well (so the
 * new version misses nothing published after the rebuild took its snapshot of the end offsets).
 * The offset is committed only after the transaction, so a crash means a repeat, which is harmless.
 */
@ApplicationScoped
public class EventConsumer {

    private static final Logger LOG = Logger.getLogger(EventConsumer.class);

    @Inject
    GameProjector projector;

    @Inject
    ModelVersions versions;

    @Inject
    MeterRegistry metrics;

    @Incoming("events")
    @Blocking
    @Transactional
    public void consume(ConsumerRecord<String, String> record) {
        Envelope event;
        try {
            event = Envelope.parse(record.value());
        } catch (Envelope.UnreadableEnvelope unreadable) {
            // not an event at all: nothing to apply, but never dropped without a trace
            LOG.errorf("skipping record %s-%d@%d, not an event envelope: %s", record.topic(), record.partition(), record.offset(),
                    unreadable.getMessage());
            metrics.counter("arbiter_projection_unreadable_records_total", "topic", record.topic()).increment();
            return;
        }
        for (int version : versions.activeForWriting()) {
            projector.apply(version, List.of(event));
        }
        metrics.counter("arbiter_projection_events_total", "ruleset", event.ruleset()).increment();
    }
}
