package dev.arbiter.projection.rebuild;

import dev.arbiter.projection.consume.BatchProjector;
import dev.arbiter.projection.consume.EventTopics;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.ModelVersions;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.context.ManagedExecutor;
import org.jboss.logging.Logger;

/**
 * Rebuilds every read model from offset 0 into a new version while the live one keeps serving:
 * reads each ruleset topic from its start up to the end offsets it had when the rebuild began (the
 * live consumer writes every later record into both versions) into unlogged partitions without
 * secondary indexes, builds the indexes and makes the partitions logged, then switches the new
 * version live under a lock that waits for in-flight events, compares the two, and drops the old one.
 */
@ApplicationScoped
public class Rebuild {

    private static final Logger LOG = Logger.getLogger(Rebuild.class);

    @Inject
    ModelVersions versions;

    @Inject
    BatchProjector batches;

    @Inject
    EventTopics topics;

    @Inject
    ModelComparison comparison;

    @Inject
    ManagedExecutor executor;

    @ConfigProperty(name = "arbiter.rebuild.batch-size")
    int batchSize;

    private volatile RebuildProgress progress;

    /** A building version left by a process that stopped mid-rebuild would be written to forever. */
    void dropAbandoned(@Observes StartupEvent start) {
        QuarkusTransaction.requiringNew().run(() -> versions.building().ifPresent(abandoned -> {
            LOG.warnf("dropping version %d of the read models, left by a rebuild that did not finish", abandoned);
            versions.drop(abandoned);
        }));
    }

    public RebuildProgress progress() {
        RebuildProgress current = progress;
        return current != null ? current : RebuildProgress.idle(QuarkusTransaction.requiringNew().call(versions::live));
    }

    /** Starts a rebuild, or returns empty if one is running already (here or in another replica). */
    public synchronized Optional<RebuildProgress> start() {
        if (progress != null && progress.running()) {
            return Optional.empty();
        }
        int live = QuarkusTransaction.requiringNew().call(versions::live);
        Optional<Integer> building = QuarkusTransaction.requiringNew().call(versions::tryAddBuilding);
        if (building.isEmpty()) {
            return Optional.empty();
        }
        KafkaConsumer<String, String> reader = topics.reader(batchSize);
        Map<TopicPartition, Long> ends;
        try {
            ends = topics.endOffsets(reader);
        } catch (RuntimeException kafkaAway) {
            reader.close();
            QuarkusTransaction.requiringNew().run(() -> versions.drop(building.get()));
            throw kafkaAway;
        }
        progress = RebuildProgress.started(live, building.get(), ends.values().stream().mapToLong(Long::longValue).sum());
        executor.runAsync(() -> run(reader, ends, live, building.get()));
        return Optional.of(progress);
    }

    private void run(KafkaConsumer<String, String> reader, Map<TopicPartition, Long> ends, int live, int building) {
        try (reader) {
            long start = System.nanoTime();
            readUpTo(reader, ends, building);
            long read = System.nanoTime();
            QuarkusTransaction.requiringNew().timeout(600).run(() -> versions.makeDurable(building));
            long durable = System.nanoTime();
            long differences = QuarkusTransaction.requiringNew().timeout(600).call(() -> {
                versions.lockForSwitch();
                long differing = comparison.differences(live, building);
                versions.switchTo(building, live);
                return differing;
            });
            QuarkusTransaction.requiringNew().run(() -> versions.drop(live));
            progress = progress.switched(differences);
            // the phases apart: catch-up (reading and applying), then indexes and WAL, then the comparison and switch
            LOG.infof("rebuild done: version %d is live, %d rows differed from version %d; %d records applied in %.1f s,"
                    + " indexes built and partitions logged in %.1f s, compared and switched in %.1f s", building, differences, live,
                    progress.records(), (read - start) / 1e9, (durable - read) / 1e9, (System.nanoTime() - durable) / 1e9);
        } catch (RuntimeException failure) {
            LOG.error("rebuild failed; the old version keeps serving", failure);
            QuarkusTransaction.requiringNew().run(() -> versions.drop(building));
            progress = progress.failed(String.valueOf(failure.getMessage()));
        }
    }

    private void readUpTo(KafkaConsumer<String, String> reader, Map<TopicPartition, Long> ends, int building) {
        reader.assign(ends.keySet());
        reader.seekToBeginning(ends.keySet());
        Map<TopicPartition, Long> unfinished = new HashMap<>(ends);
        unfinished.values().removeIf(end -> end == 0);
        // one batch is written (PostgreSQL's work) while the next is read and parsed (this thread's), in order
        CompletableFuture<Void> writing = CompletableFuture.completedFuture(null);
        try {
            while (!unfinished.isEmpty()) {
                List<ConsumerRecord<String, String>> batch = new ArrayList<>();
                for (ConsumerRecord<String, String> record : reader.poll(Duration.ofMillis(500))) {
                    if (record.offset() < ends.get(new TopicPartition(record.topic(), record.partition()))) {
                        batch.add(record);
                    }
                }
                List<Envelope> events = batches.parse(batch);
                written(writing);
                writing = executor.runAsync(() -> {
                    QuarkusTransaction.requiringNew().run(() -> batches.project(building, events));
                    progress = progress.read(batch.size());
                });
                unfinished.keySet().removeIf(partition -> reader.position(partition) >= ends.get(partition));
            }
        } catch (RuntimeException failure) {
            // the version is dropped next: let the batch in flight end first
            writing.handle((done, failed) -> null).join();
            throw failure;
        }
        written(writing);
    }

    /** Waits for a batch's write; its failure is the rebuild's, as the write itself threw it. */
    private static void written(CompletableFuture<Void> writing) {
        try {
            writing.join();
        } catch (CompletionException failed) {
            throw failed.getCause() instanceof RuntimeException cause ? cause : failed;
        }
    }
}
