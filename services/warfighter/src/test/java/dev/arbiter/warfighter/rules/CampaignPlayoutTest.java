package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.WarfighterEvent.GameOver;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A campaign's first game played by random bots (the lead seat builds the team from the Map's
 * starting Resource Points), the invariants checked after every event and the replay compared with
 * the live game by the testkit's {@link Playout}; the carry-over must say what the game left.
 */
class CampaignPlayoutTest {

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.3-§4.6: random teams play Lowland Road's Ashby mission to its end; the carry-over is ongoing after a success, failed after a defeat")
    void firstMissionOfLowlandRoad(int seats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> results = new TreeMap<>();
        for (long seed = 1; seed <= 20; seed++) {
            Setup setup = new Setup(seats, Map.of("campaign", Map.of("map", "lowland-road"), "hostileOrder", "fixed"));
            var result = new Playout<>(rules, setup, 8_000, Invariants.all(pack)).play(seed * 10 + seats);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed + " ends");
            GameOver over = (GameOver) result.events().get(result.events().size() - 1);
            Map<?, ?> carry = (Map<?, ?>) over.carryOver();
            assertEquals(over.result().equals("victory") ? "ongoing" : "failed", carry.get("status"), "seed " + seed);
            assertEquals(List.of("ashby"), carry.get("played"));
            List<?> armies = (List<?>) carry.get("armies");
            assertEquals(result.state().armies().size(), armies.size(), "every Army of the team is carried, Downed or not");
            assertTrue(result.events().stream().anyMatch(e -> e instanceof WarfighterEvent.ResourcesConverted));
            results.merge(over.result(), 1, Integer::sum);
        }
        System.out.printf("warfighter campaign playout: %d seats, results %s%n", seats, results);
    }
}
