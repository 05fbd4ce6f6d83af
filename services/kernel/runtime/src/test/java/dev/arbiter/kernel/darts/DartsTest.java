package dev.arbiter.kernel.darts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.Decision;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameDecider;
import dev.arbiter.kernel.game.GameEnded;
import dev.arbiter.kernel.game.Randomness;
import dev.arbiter.kernel.game.SeatJoined;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.SeatResult;
import dev.arbiter.kernel.spi.Setup;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the kernel gives a ruleset with continuous commands, automatic steps and a co-operative
 * end (docs/architecture.md, "The ruleset SPI"), shown on a game of darts.
 */
class DartsTest {

    private final DartsRules rules = new DartsRules();
    private final GameDecider<DartsRules.State, DartsRules.Command, DartsRules.Event> decider = new GameDecider<>(rules);

    private static Randomness randomness(long next) {
        return new Randomness("darts-1", new byte[32], next);
    }

    @Test
    @DisplayName("a command that fits its shape may still break a rule, and is refused with it")
    void shapeIsNotLegality() {
        Game<DartsRules.State> game = decider.join(decider.create(Setup.of(1), Map.of(), randomness(0)).game(), 0, "Ann", null,
                randomness(0)).game();
        assertEquals(List.of("Throw"), rules.commandShapes(game.rules(), 0).stream().map(s -> s.type()).toList());
        RuleViolation corner = org.junit.jupiter.api.Assertions.assertThrows(RuleViolation.class,
                () -> decider.play(game, 0, new DartsRules.Throw(0, 0), randomness(0)));
        assertEquals("throw.off-board", corner.rule());
    }

    @Test
    @DisplayName("the kernel runs the automatic step once every seat has thrown, and only then")
    void automaticSteps() {
        Decision<DartsRules.State> created = decider.create(Setup.of(2), Map.of(), randomness(0));
        Game<DartsRules.State> game = decider.join(decider.join(created.game(), 0, "Ann", null, randomness(0)).game(), 1, "Bob", null,
                randomness(0)).game();
        Decision<DartsRules.State> first = decider.play(game, 0, new DartsRules.Throw(24, 24), randomness(0));
        assertEquals(1, first.events().size());
        assertEquals(List.of(1), decider.awaiting(first.game()));
        Decision<DartsRules.State> second = decider.play(first.game(), 1, new DartsRules.Throw(20, 30), randomness(0));
        assertInstanceOf(DartsRules.RoundScored.class, second.events().get(1));
        assertEquals(1, second.nextDraw(), "the wind's die was rolled by the automatic step");
        assertEquals(List.of(0, 1), decider.awaiting(second.game()));
    }

    @Test
    @DisplayName("a bot seat is taken at creation; the bot samples the shape until the rules accept its throw; a co-operative game ends alike for every seat")
    void botsAndResults() {
        Decision<DartsRules.State> created = decider.create(Setup.of(2), Map.of(1, "random"), randomness(0));
        assertEquals(SeatJoined.bot(1, "random"), created.events().get(1));
        assertEquals(Map.of(1, "random"), created.game().bots());
        Decision<DartsRules.State> decision = decider.join(created.game(), 0, "Ann", null, randomness(0));
        SplittableRandom random = new SplittableRandom(7);
        while (!decision.game().finished()) {
            int seat = decider.awaiting(decision.game()).get(0);
            DartsRules.Command dart = seat == 1 ? decider.botCommand(decision.game(), 1, randomness(decision.nextDraw()), random)
                    : new DartsRules.Throw(24, 24);
            decision = decider.play(decision.game(), seat, dart, randomness(decision.nextDraw()));
        }
        GameEnded ended = (GameEnded) decision.events().get(decision.events().size() - 1);
        SeatResult.Result shared = decision.game().rules().score() >= DartsRules.TARGET ? SeatResult.Result.WIN : SeatResult.Result.LOSS;
        assertEquals(List.of(shared, shared), ended.results().stream().map(SeatResult::result).toList());
        assertEquals(List.of(), ended.placings(), "a co-operative game ranks nobody");
        assertTrue(ended.results().stream().allMatch(r -> r.place() == null));
    }
}
