package dev.arbiter.projection.consume;

import dev.arbiter.projection.model.GameCache;
import io.smallrye.common.annotation.Identifier;
import io.smallrye.reactive.messaging.kafka.KafkaConsumerRebalanceListener;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The live version's games that the live consumer keeps in memory between polls, one cache per
 * partition it owns. Only the owner of a game's partition writes the game to the live version, so
 * what a partition's cache holds stays true while the partition is owned here; when the partition
 * is revoked, lost or assigned (a rebalance) its cache is dropped, and the other partitions keep
 * theirs. A batch still in flight when its partition goes keeps its games, once committed, in the
 * dropped cache, which nobody reads again. When another version goes live everything is dropped.
 * The version being built is never kept: a rebuild writes it too.
 */
@ApplicationScoped
@Identifier("live-games")
public class LiveGames implements KafkaConsumerRebalanceListener {

    private final int capacity;
    private final Map<TopicPartition, GameCache> byPartition = new HashMap<>();
    private int version;

    LiveGames(@ConfigProperty(name = "arbiter.projection.cached-games") int capacity) {
        this.capacity = capacity;
    }

    /** The games of {@code partition} kept for {@code live}, the live version now: at most the capacity per partition. */
    synchronized GameCache of(int live, TopicPartition partition) {
        if (live != version) {
            byPartition.clear();
            version = live;
        }
        return byPartition.computeIfAbsent(partition, owned -> new GameCache(capacity));
    }

    @Override
    public void onPartitionsAssigned(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        forget(partitions);
    }

    @Override
    public void onPartitionsRevoked(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        forget(partitions);
    }

    @Override
    public void onPartitionsLost(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        forget(partitions);
    }

    private synchronized void forget(Collection<TopicPartition> partitions) {
        partitions.forEach(byPartition::remove);
    }
}
