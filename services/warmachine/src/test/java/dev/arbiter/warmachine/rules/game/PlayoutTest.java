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
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
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
    @DisplayName("P04, A13-A21, E01-E09, G01-G03, J02-J08, K01-K09: Annihilation between the demo armies played by random bots, attacking, to a caster kill or the end of round 6; no overlap, nobody off the table, focus never negative or above a cortex's 3 on a warjack, damage never beyond the boxes, nobody disabled left on the table; replay equals live")
    void annihilationGamesEndAfterSixRounds() {
        WarmachineRules rules = new WarmachineRules(PACK);
        Map<String, Integer> results = new TreeMap<>();
        for (long seed = 1; seed <= 6; seed++) {
            Setup setup = new Setup(2, Map.of("scenario", "annihilation"));
            var result = new Playout<>(rules, setup, 5_000, invariants()).play(seed);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed);
            assertTrue("caster-kill".equals(result.state().ending()) || result.state().round() == 6,
                    "seed " + seed + ": a caster kill or the end of round 6 ends it, not " + result.state().ending());
            results.merge(result.state().ending(), 1, Integer::sum);
            result.events().forEach(e -> results.merge(e.getClass().getSimpleName(), 1, Integer::sum));
        }
        assertTrue(results.getOrDefault("Charged", 0) > 0, "the bots charge: " + results);
        assertTrue(results.getOrDefault("Aimed", 0) > 0 && results.getOrDefault("MovementForfeited", 0) > 0, "and aim and forfeit: " + results);
        // random bots seldom close the 38" between the armies, so caster kills are rare (clarification 36); six seeds, since
        // with the upkeep spells (issue 33) the first four games no longer hold a charge
        assertTrue(results.getOrDefault("Attacked", 0) > 0 && results.getOrDefault("Damaged", 0) > 0, "and attack and damage: " + results);
        assertTrue(results.getOrDefault("SpellDeclared", 0) > 0 && results.getOrDefault("ModelDestroyed", 0) > 0, "and cast spells and destroy models: " + results);
        System.out.printf("warmachine annihilation playout: %s%n", results);
    }

    static List<Playout.Invariant<WarmachineState>> invariants() {
        return List.of(PlayoutTest::overlap, PlayoutTest::offTable, PlayoutTest::focus, PlayoutTest::damage, new DisabledAreRemoved(),
                PlayoutTest::destroyedAreGone);
    }

    /**
     * A model whose last box a {@code Damaged} marked is disabled on the table for that one event: the {@code ModelDestroyed}
     * that must come next removes it (J08, clarification 29). Still there one event later is a violation.
     */
    private static final class DisabledAreRemoved implements Playout.Invariant<WarmachineState> {

        private Set<String> disabledAfterLastEvent = Set.of();

        @Override
        public String violation(WarmachineState state) {
            Set<String> disabled = state.models().stream().filter(m -> m.damage().disabled()).map(ModelState::id).collect(Collectors.toSet());
            Optional<String> stayed = disabled.stream().filter(disabledAfterLastEvent::contains).sorted().findFirst();
            disabledAfterLastEvent = disabled;
            return stayed.map(id -> id + " is disabled and still on the table an event after its Damaged").orElse(null);
        }
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

    private static String damage(WarmachineState state) {
        return state.models().stream().filter(m -> m.damage().marked() > m.damage().boxes())
                .map(m -> m.id() + " is on the table with " + m.damage().marked() + " of " + m.damage().boxes() + " boxes marked")
                .findFirst().orElse(null);
    }

    private static String destroyedAreGone(WarmachineState state) {
        return state.removed().stream().filter(gone -> state.model(gone.id()).isPresent())
                .map(gone -> gone.id() + " was destroyed but is still on the table").findFirst().orElse(null);
    }

    private static String focus(WarmachineState state) {
        return state.models().stream().filter(m -> m.focus() < 0 || CARDS.warjack(m) && m.focus() > Focus.CORTEX)
                .map(m -> m.id() + " has " + m.focus() + " focus").findFirst().orElse(null);
    }
}
