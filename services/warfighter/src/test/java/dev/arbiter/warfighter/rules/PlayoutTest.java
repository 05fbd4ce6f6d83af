package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.testkit.Secrecy;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random-bot teams played to victory or defeat with the demo pack, the invariants checked
 * after every event, the replay compared with the live game, and the secrecy of the decks checked.
 */
class PlayoutTest {

    private static final int MAX_COMMANDS = 4_000;

    /** The design's playable Probe team (docs/rules/warfighter.md, The demo pack), its seats spread over {@code seats}. */
    static List<Map<String, Object>> probeTeam(int seats) {
        return List.of(
                Map.of("army", "309th-regiment", "seat", 0, "attachments", List.of("engineer-company", "field-radio"),
                        "skills", List.of("quality-soldiers")),
                Map.of("army", "hollow-ridge-battery", "seat", Math.min(seats - 1, 2)),
                Map.of("army", "48th-battalion", "seat", Math.min(seats - 1, 1), "skills", List.of("extra-maps")),
                Map.of("army", "307th-battalion", "seat", seats - 1));
    }

    static Setup probe(int seats, String order) {
        Map<String, Object> options = new HashMap<>();
        options.put("mission", "probe");
        options.put("objective", "vital-hill");
        options.put("team", probeTeam(seats));
        options.put("hostileOrder", order);
        return new Setup(seats, options);
    }

    @ParameterizedTest(name = "{0} seats, {1} games, hostileOrder {2}")
    @CsvSource({"1, 40, players", "2, 40, fixed", "4, 40, players"})
    @DisplayName("warfighter-war.md §3 Playing the Mission: random teams play Probe to victory or defeat, replay equals live")
    void probeGamesEnd(int seats, int games, String order) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> seen = new TreeMap<>();
        Map<String, Integer> results = new TreeMap<>();
        long started = System.nanoTime();
        for (long seed = 1; seed <= games; seed++) {
            var result = new Playout<>(rules, probe(seats, order), MAX_COMMANDS, Invariants.all(pack)).play(seed * 100 + seats);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed + " ends");
            assertTrue(result.outcome().finished());
            assertEquals(seats, result.outcome().results().size());
            results.merge(result.state().result(), 1, Integer::sum);
            result.events().forEach(e -> seen.merge(e.getClass().getSimpleName(), 1, Integer::sum));
        }
        System.out.printf("warfighter playout: %d seats, %d games, %.1f s, results %s, events %s%n", seats, games,
                (System.nanoTime() - started) / 1e9, results, seen);
        assertTrue(seen.keySet().containsAll(List.of("ArmyMoved", "AttackResolved", "HostilePlaced", "HostileEliminated",
                "HostileMoved", "LocationActivated", "GameTurnBegan", "TimerAdvanced", "HostileSupplied")), "events seen: " + seen);
    }

    @Test
    @DisplayName("warfighter-war.md §2.1-§2.2: a drawn mission and a team bought by a random lead seat play to the end")
    void drawnMissionAndTeamBuilding() {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        for (long seed = 1; seed <= 10; seed++) {
            var result = new Playout<>(rules, Setup.of(1), MAX_COMMANDS * 2, Invariants.all(pack)).play(seed);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed + " ends");
        }
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("docs/rules/warfighter.md, Hidden information: no view, event, legal action or refusal gives away a deck's order")
    void secretsStaySecret(int seats) {
        Pack pack = WarfighterPacks.demo();
        for (long seed = 1; seed <= 2; seed++) {
            new Playout<>(Secrecy.checked(new WarfighterRules(pack), seats), probe(seats, "fixed"), MAX_COMMANDS, Invariants.all(pack))
                    .play(seed * 10 + seats);
        }
    }
}
