package dev.arbiter.projection.consume;

import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.fold.GameProjector;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.jboss.logging.Logger;

/**
 * The one path from a batch of Kafka records to the read models, for the live consumer and the
 * rebuild alike: each record is parsed, and the events are applied in record order to every
 * version given, in the caller's transaction. The rebuild parses a batch while the one before is
 * written, so it calls the two steps apart.
 */
@ApplicationScoped
public class BatchProjector {

    private static final Logger LOG = Logger.getLogger(BatchProjector.class);

    @Inject
    GameProjector projector;

    @Inject
    MeterRegistry metrics;

    /** Returns the events applied: the records that were event envelopes. */
    public List<Envelope> apply(List<Integer> versions, Iterable<ConsumerRecord<String, String>> records) {
        List<Envelope> events = parse(records);
        project(versions, events);
        return events;
    }

    /** The records that are event envelopes, parsed (and their own hashes computed); needs no transaction. */
    public List<Envelope> parse(Iterable<ConsumerRecord<String, String>> records) {
        List<Envelope> events = new ArrayList<>();
        for (ConsumerRecord<String, String> record : records) {
            try {
                events.add(Envelope.parse(record.value()));
            } catch (Envelope.UnreadableEnvelope unreadable) {
                // not an event at all: it has no game or seq to wait for, but is never dropped without a trace
                LOG.errorf("skipping record %s-%d@%d, not an event envelope: %s", record.topic(), record.partition(),
                        record.offset(), unreadable.getMessage());
                metrics.counter("arbiter_projection_unreadable_records_total", "topic", record.topic()).increment();
            }
        }
        return events;
    }

    /** Applies parsed events in order to every version given, in the caller's transaction. */
    public void project(List<Integer> versions, List<Envelope> events) {
        for (int version : versions) {
            projector.apply(version, events);
        }
    }
}
