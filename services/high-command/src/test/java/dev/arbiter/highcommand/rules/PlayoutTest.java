package dev.arbiter.highcommand.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.HighCommandEvent.GameOver;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.testkit.Secrecy;
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
 * Seeded random-bot games, every seat picking any legal action, played to the end with the
 * invariants checked after every event and the replay compared with the live state.
 */
class PlayoutTest {

    /** The pack the games play with: the test fixture for now (the demo pack once it exists). */
    /** The demo pack the service ships: the playouts prove that its games end for 2, 3 and 4 players. */
    static Pack pack() {
        return HighCommandPacks.demo();
    }

    private static final int MAX_COMMANDS = 20_000;
    private static final int SECRECY_GAMES = 1;

    @ParameterizedTest(name = "{0} players, {1} games, quickStart={2}, customDetachments={3}")
    @CsvSource({"2, 12, false, false", "3, 8, false, false", "4, 6, false, false", "2, 6, true, false", "3, 4, false, true"})
    @DisplayName("high-command.md, GAMEPLAY and ENDGAME: random games for 2-4 players end with everyone placed")
    void randomGamesEnd(int players, int games, boolean quickStart, boolean custom) {
        Pack pack = pack();
        HighCommandRules rules = new HighCommandRules(pack);
        long started = System.nanoTime();
        long commands = 0;
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 1; seed <= games; seed++) {
            Map<String, Object> options = new HashMap<>();
            options.put(HighCommandRules.OPTION_QUICK_START, quickStart);
            options.put(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, custom);
            var result = new Playout<>(rules, new Setup(players, options), MAX_COMMANDS, Invariants.all(pack)).play(seed * 1_000 + players);
            commands += result.commands();
            assertEquals(Phase.OVER, result.state().phase());
            assertEquals(players, result.outcome().placings().stream().mapToInt(List::size).sum(), "every player is placed");
            assertTrue(result.events().get(result.events().size() - 1) instanceof GameOver);
            result.events().forEach(e -> seen.merge(e instanceof HighCommandEvent.AbilityUsed u ? u.trigger() + ":" + u.effect()
                    : e.getClass().getSimpleName(), 1, Integer::sum));
        }
        System.out.printf("high-command playout: %d players, %d games, %d commands, %.1f s, events %s%n",
                players, games, commands, (System.nanoTime() - started) / 1e9, new TreeMap<>(seen));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("high-command.md, STARTING THE GAME and DRAW: no view, event, legal action or refusal gives away a hand, a banked card or a deck's order")
    void secretsStaySecret(int players) {
        Pack pack = pack();
        for (long seed = 1; seed <= SECRECY_GAMES; seed++) {
            // the four-seat game plays Quick Start: the check multiplies with every secret, and a shorter game keeps it within a minute
            Map<String, Object> options = Map.of(HighCommandRules.OPTION_QUICK_START, players == 4);
            new Playout<>(Secrecy.checked(new HighCommandRules(pack), players), new Setup(players, options), MAX_COMMANDS,
                    Invariants.all(pack)).play(seed * 1_000 + players);
        }
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME and DETACHMENT CUSTOMIZING RULES (clarification 45): with custom detachments no view, event, legal action or refusal gives a seat's detachment cards away")
    void customDetachmentsStaySecret() {
        Pack pack = pack();
        new Playout<>(Secrecy.checked(new HighCommandRules(pack), 2), new Setup(2, Map.of(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, true)),
                MAX_COMMANDS, Invariants.all(pack)).play(7_002);
    }
}
