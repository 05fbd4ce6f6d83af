package dev.arbiter.projection.consume;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.projection.model.GameCache;
import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.GameState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

/**
 * Rebalances against the games kept in memory (docs/architecture.md, "The projection's write path"):
 * a partition's games are kept only while this consumer owns it, whatever happens to the others.
 */
class LiveGamesTest {

    private static final int LIVE = 1;
    private final TopicPartition p0 = new TopicPartition("arbiter.warmeister.events", 0);
    private final TopicPartition p1 = new TopicPartition("arbiter.warmeister.events", 1);
    private final UUID inP0 = UUID.randomUUID();
    private final UUID inP1 = UUID.randomUUID();
    private final LiveGames live = new LiveGames(10);

    @Test
    void aRevokedPartitionForgetsItsGamesAndTheOthersKeepTheirs() {
        live.of(LIVE, p0).keep(List.of(game(inP0)));
        live.of(LIVE, p1).keep(List.of(game(inP1)));

        live.onPartitionsRevoked(null, List.of(p0));

        assertEquals(Map.of(), live.of(LIVE, p0).take(LIVE, List.of(inP0)), "whoever owns p0 next may have moved the game on");
        assertEquals(Set.of(inP1), live.of(LIVE, p1).take(LIVE, List.of(inP1)).keySet());
    }

    @Test
    void aBatchCommittedAfterItsPartitionWentKeepsNothingForTheNextOwnership() {
        GameCache inFlight = live.of(LIVE, p0);
        live.onPartitionsRevoked(null, List.of(p0));
        inFlight.keep(List.of(game(inP0)));
        live.onPartitionsAssigned(null, List.of(p0));

        assertEquals(Map.of(), live.of(LIVE, p0).take(LIVE, List.of(inP0)));
    }

    @Test
    void aLostPartitionAndANewlyAssignedOneStartEmpty() {
        live.of(LIVE, p0).keep(List.of(game(inP0)));
        live.of(LIVE, p1).keep(List.of(game(inP1)));

        live.onPartitionsLost(null, List.of(p0));
        live.onPartitionsAssigned(null, List.of(p1));

        assertEquals(Map.of(), live.of(LIVE, p0).take(LIVE, List.of(inP0)));
        assertEquals(Map.of(), live.of(LIVE, p1).take(LIVE, List.of(inP1)));
    }

    @Test
    void anotherVersionGoingLiveForgetsEveryPartition() {
        live.of(LIVE, p0).keep(List.of(game(inP0)));

        assertEquals(Map.of(), live.of(LIVE + 1, p0).take(LIVE, List.of(inP0)));
    }

    private static GameState game(UUID id) {
        GameRow row = new GameRow();
        row.modelVersion = LIVE;
        row.gameId = id;
        return GameState.created(row);
    }
}
