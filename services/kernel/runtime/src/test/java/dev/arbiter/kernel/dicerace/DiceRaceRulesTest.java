package dev.arbiter.kernel.dicerace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.dicerace.DiceRaceCommand.Hold;
import dev.arbiter.kernel.dicerace.DiceRaceCommand.Roll;
import dev.arbiter.kernel.dicerace.DiceRaceEvent.Held;
import dev.arbiter.kernel.dicerace.DiceRaceEvent.Rolled;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.SeatResult;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.Playout;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.Secrecy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The test ruleset's rules, in the given/when/then shape every ruleset's tests use. */
class DiceRaceRulesTest {

    private final DiceRaceRules rules = new DiceRaceRules();
    private final RulesFixture<DiceRaceState, DiceRaceCommand, DiceRaceEvent> twoPlayers =
            RulesFixture.of(rules, new Setup(2, Map.of("target", 10)));

    private static dev.arbiter.kernel.spi.Roll d6(long draw, int face) {
        return new dev.arbiter.kernel.spi.Roll(draw, 6, face);
    }

    @Test
    @DisplayName("rolling adds the face to the turn's points")
    void rollAdds() {
        twoPlayers.started(1, 1, 1, 1, 1)
                .when(0, new Roll(), 4).thenEvents(new Rolled(0, d6(0, 4)));
    }

    @Test
    @DisplayName("a 1 loses the turn's points and passes the turn")
    void oneBusts() {
        DiceRaceState state = twoPlayers.started(1, 1, 1, 1, 1).given(new Rolled(0, d6(0, 5)), new Rolled(0, d6(1, 1))).state();
        assertEquals(1, state.current());
        assertEquals(0, state.turnTotal());
    }

    @Test
    @DisplayName("holding banks the turn's points")
    void holdBanks() {
        twoPlayers.started(1, 1, 1, 1, 1).given(new Rolled(0, d6(0, 5)))
                .when(0, new Hold()).isLegal().thenEvents(new Held(0, 5));
    }

    @Test
    @DisplayName("holding before rolling is refused")
    void holdNeedsPoints() {
        twoPlayers.started(1, 1, 1, 1, 1).when(0, new Hold()).thenViolation("hold.nothing-to-bank");
    }

    @Test
    @DisplayName("only the seat whose turn it is may act: the kernel refuses the other before the rules see it")
    void turnOrder() {
        twoPlayers.started(1, 1, 1, 1, 1).when(1, new Roll()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
    }

    @Test
    @DisplayName("reaching the target ends the game; placings count the secret cards")
    void winning() {
        // a shuffle of six cards uses five draws; all-ones swaps each card with the first: order 2,3,4,5,6,1
        DiceRaceState state = twoPlayers.started(1, 1, 1, 1, 1).given(new Rolled(0, d6(0, 6)), new Rolled(0, d6(1, 6)),
                new Held(0, 12)).state();
        assertEquals(List.of(2, 3), state.secrets());
        assertEquals(Outcome.ranked(List.of(List.of(0), List.of(1))), rules.outcome(state));
        assertEquals(List.of(SeatResult.Result.WIN, SeatResult.Result.LOSS), rules.outcome(state).results().stream().map(SeatResult::result).toList());
    }

    @Test
    @DisplayName("a seat sees its own secret card, never another's; everyone sees all once allowed")
    void secretsStaySecret() {
        DiceRaceState state = twoPlayers.started(1, 1, 1, 1, 1).state();
        DiceRaceEvent dealt = rules.start(twoPlayers.state(), new dev.arbiter.testkit.ScriptedDice(1, 1, 1, 1, 1)).get(0);
        assertEquals(java.util.Arrays.asList(2, null), ((DiceRaceRules.View) Redactor.view(rules.view(state), Viewer.seat(0))).secrets());
        assertEquals(java.util.Arrays.asList(null, 3), ((DiceRaceEvent.SecretsDealt) Redactor.event(dealt, Viewer.seat(1))).secrets());
        assertEquals(null, ((DiceRaceEvent.SecretsDealt) Redactor.event(dealt, Viewer.seat(1))).shuffle());
        assertEquals(java.util.Arrays.asList(null, null), ((DiceRaceRules.View) Redactor.view(rules.view(state), Viewer.SPECTATOR)).secrets());
        assertEquals(List.of(2, 3), ((DiceRaceRules.View) Redactor.view(rules.view(state), Viewer.EVERYONE)).secrets());
    }

    @Test
    @DisplayName("no view, event, legal action or refusal gives a seat's secret card away (the test kit's Secrecy check)")
    void secretsStaySecretInWholeGames() {
        for (int seats = 2; seats <= 4; seats++) {
            for (long seed = 0; seed < 10; seed++) {
                new Playout<>(Secrecy.checked(rules, seats), new Setup(seats, Map.of()), 10_000, List.of()).play(seed);
            }
        }
    }

    @Test
    @DisplayName("seeded random-bot games for 2 to 4 players all finish, and replay equals live")
    void playouts() {
        for (int seats = 2; seats <= 4; seats++) {
            Playout<DiceRaceState, DiceRaceCommand, DiceRaceEvent> playout = new Playout<>(rules, new Setup(seats, Map.of()), 10_000,
                    List.of(state -> state.scores().stream().anyMatch(s -> s < 0) ? "a negative score" : null,
                            state -> state.turnTotal() < 0 ? "a negative turn total" : null));
            for (long seed = 0; seed < 300; seed++) {
                assertTrue(playout.play(seed).outcome().finished());
            }
        }
    }
}
