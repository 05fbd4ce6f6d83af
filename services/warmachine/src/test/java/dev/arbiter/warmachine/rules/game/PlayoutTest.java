package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.geometry.Tolerance;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded random games of the demo armies (random legal commands from legal-actions and command shapes), with the
 * invariants checked after every event, and replay (commands decided again from their JSON, events folded from theirs)
 * equal to the live game, by the test kit's {@link Playout}.
 */
class PlayoutTest {

    private static final Pack PACK = WarmachinePacks.demo();
    private static final Catalogue CARDS = new Catalogue(PACK);

    @Test
    @DisplayName("P04, A13-A21, E01-E09, K01-K09: Annihilation between the demo armies played by random bots to the end of round 6; no overlap, nobody off the table, focus never negative or above a cortex's 3 on a warjack; replay equals live")
    void annihilationGamesEndAfterSixRounds() {
        WarmachineRules rules = new WarmachineRules(PACK);
        Map<String, Integer> results = new TreeMap<>();
        for (long seed = 1; seed <= 4; seed++) {
            Setup setup = new Setup(2, Map.of("scenario", "annihilation"));
            var result = new Playout<>(rules, setup, 5_000, invariants()).play(seed);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed);
            assertEquals(6, result.state().round(), "seed " + seed + ": without attacks nobody is destroyed, so round 6 ends it");
            results.merge(result.state().ending(), 1, Integer::sum);
            result.events().forEach(e -> results.merge(e.getClass().getSimpleName(), 1, Integer::sum));
        }
        assertTrue(results.getOrDefault("Charged", 0) > 0, "the bots charge: " + results);
        assertTrue(results.getOrDefault("Aimed", 0) > 0 && results.getOrDefault("MovementForfeited", 0) > 0, "and aim and forfeit: " + results);
        System.out.printf("warmachine annihilation playout: %s%n", results);
    }

    static List<Playout.Invariant<WarmachineState>> invariants() {
        return List.of(PlayoutTest::overlap, PlayoutTest::offTable, PlayoutTest::focus);
    }

    private static String overlap(WarmachineState state) {
        List<Figure> figures = CARDS.field(state).figures();
        for (int i = 0; i < figures.size(); i++) {
            for (int j = i + 1; j < figures.size(); j++) {
                Figure a = figures.get(i);
                Figure b = figures.get(j);
                if (a.centre().distance(b.centre()) < a.radius() + b.radius() - Tolerance.EPSILON) {
                    return a.id() + " overlaps " + b.id();
                }
            }
        }
        return null;
    }

    private static String offTable(WarmachineState state) {
        return CARDS.field(state).figures().stream().filter(f -> !Table.STANDARD.holds(f.centre(), f.radius()))
                .map(f -> f.id() + " is off the table").findFirst().orElse(null);
    }

    private static String focus(WarmachineState state) {
        return state.models().stream().filter(m -> m.focus() < 0 || CARDS.warjack(m) && m.focus() > Focus.CORTEX)
                .map(m -> m.id() + " has " + m.focus() + " focus").findFirst().orElse(null);
    }
}
