package dev.arbiter.projection.consume;

import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.fold.GameProjector;
import dev.arbiter.projection.model.GameCache;
import dev.arbiter.projection.model.ModelVersions;
import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.common.annotation.Identifier;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;
import org.jboss.logging.Logger;

/**
 * The one path from a batch of Kafka records to the read models, for the live consumer and the
 * rebuild alike: each record is parsed, and the events are applied in record order to every
 * version being written, in the caller's transaction. The rebuild parses a batch while the one before is
 * written, so it calls the two steps apart.
 */
@ApplicationScoped
public class BatchProjector {

    private static final Logger LOG = Logger.getLogger(BatchProjector.class);

    @Inject
    GameProjector projector;

    @Inject
    MeterRegistry metrics;

    /** named, as the channel finds its rebalance listener by name; a named bean has no default qualifier */
    @Inject
    @Identifier("live-games")
    LiveGames liveGames;

    /**
     * Applies a poll's records to the live version one partition after the other, each in its
     * records' order with its own games kept in memory between polls ({@link LiveGames}), then to
     * the version being built if any, all in order and at once. Returns the events applied: the
     * records that were event envelopes.
     */
    public List<Envelope> apply(ModelVersions.Active versions, ConsumerRecords<String, String> records) {
        List<Envelope> events = new ArrayList<>();
        for (TopicPartition partition : records.partitions()) {
            List<Envelope> partitionEvents = parse(records.records(partition));
            projector.apply(versions.live(), partitionEvents, liveGames.of(versions.live(), partition));
            events.addAll(partitionEvents);
        }
        versions.building().ifPresent(building -> project(building, events));
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

    /** Applies parsed events in order to a version being built, in the caller's transaction; its games are not kept. */
    public void project(int building, List<Envelope> events) {
        projector.apply(building, events, GameCache.NONE);
    }
}
