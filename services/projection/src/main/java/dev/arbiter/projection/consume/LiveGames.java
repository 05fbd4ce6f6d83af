package dev.arbiter.projection.consume;

import dev.arbiter.projection.model.GameCache;
import io.smallrye.common.annotation.Identifier;
import io.smallrye.reactive.messaging.kafka.KafkaConsumerRebalanceListener;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The live version's games that the live consumer keeps in memory between polls. Only the consumer
 * that owns a game's partition writes the game to the live version, so what it keeps stays true
 * while it owns the partition; when partitions move (a rebalance) or another version goes live,
 * everything kept is forgotten and read again. The version being built is never kept: a rebuild
 * writes it too.
 */
@ApplicationScoped
@Identifier("live-games")
public class LiveGames implements KafkaConsumerRebalanceListener {

    private final GameCache games;
    private int version;

    LiveGames(@ConfigProperty(name = "arbiter.projection.cached-games") int capacity) {
        this.games = new GameCache(capacity);
    }

    /** The games kept for {@code live}, the live version now. */
    synchronized GameCache of(int live) {
        if (live != version) {
            games.forgetAll();
            version = live;
        }
        return games;
    }

    @Override
    public void onPartitionsAssigned(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        games.forgetAll();
    }

    @Override
    public void onPartitionsRevoked(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        games.forgetAll();
    }
}
