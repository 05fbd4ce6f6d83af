package dev.arbiter.warmeister.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.testkit.Secrecy;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random-bot games, every seat picking any legal action, played to a winner with the
 * invariants checked after every event and the replay compared with the live state.
 */
class PlayoutTest {

    private static final int MAX_COMMANDS = 200_000;
    private static final int SECRECY_GAMES = 1;

    @ParameterizedTest(name = "{0} players, {1} games")
    @CsvSource({"2, 60", "3, 45", "4, 40", "5, 35", "6, 30"})
    @DisplayName("warmeister.txt, OBJECT: random games for 2-6 players end with one player holding territories")
    void randomGamesEndWithOneWinner(int players, int games) {
        WarmeisterRules rules = new WarmeisterRules();
        long started = System.nanoTime();
        long commands = 0;
        for (long seed = 1; seed <= games; seed++) {
            Playout<WarmeisterState, WarmeisterCommand, WarmeisterEvent> playout =
                    new Playout<>(rules, new Setup(players, Map.of()), MAX_COMMANDS, Invariants.forOneGame());
            var result = playout.play(seed * 1_000 + players);
            commands += result.commands();
            WarmeisterState end = result.state();
            assertEquals(1, end.activeSeats().size(), "seed " + seed + ": one player left");
            assertTrue(end.player(end.winner()).territories() > 0, "the winner holds territory");
            assertEquals(players, result.outcome().placings().size(), "every player is placed");
        }
        System.out.printf("warmeister playout: %d players, %d games, %d commands, %.1f s%n",
                players, games, commands, (System.nanoTime() - started) / 1e9);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    @DisplayName("docs/rules/warmeister.md, Hidden information: no view, event, legal action or refusal gives another seat's hand or the deck away")
    void secretsStaySecret(int players) {
        for (long seed = 1; seed <= SECRECY_GAMES; seed++) {
            new Playout<>(Secrecy.checked(new WarmeisterRules(), players), new Setup(players, Map.of()), MAX_COMMANDS,
                    Invariants.forOneGame()).play(seed * 1_000 + players);
        }
    }
}
