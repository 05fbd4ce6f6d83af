package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.game.TurnCheck;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import java.util.ArrayList;
import java.util.List;

/**
 * Rules tests in the rulebook's own shape: given these events, when this seat sends this
 * command (with these dice), then these events, or this violation. As in a served game, the
 * kernel refuses a command out of turn before the rules see it ({@link TurnCheck}), and the
 * events of a command (and of the opening) include the automatic steps the kernel runs after it
 * until some seat must choose ({@link AutomaticSteps}).
 *
 * <pre>
 * fixture.given(dealt, turnBegan)
 *        .when(0, new Attack(...), 5, 2)
 *        .thenEvents(...);
 * </pre>
 */
public final class RulesFixture<S, C, E> {

    private final Rules<S, C, E> rules;
    private final S state;

    private RulesFixture(Rules<S, C, E> rules, S state) {
        this.rules = rules;
        this.state = state;
    }

    public static <S, C, E> RulesFixture<S, C, E> of(Rules<S, C, E> rules, Setup setup) {
        return new RulesFixture<>(rules, rules.initialState(setup));
    }

    /** A fixture at a state a test built by other means (a board of its own). */
    public static <S, C, E> RulesFixture<S, C, E> at(Rules<S, C, E> rules, S state) {
        return new RulesFixture<>(rules, state);
    }

    /** The state after the given events, folded with the real {@code evolve}. */
    @SafeVarargs
    public final RulesFixture<S, C, E> given(E... events) {
        return given(List.of(events));
    }

    public RulesFixture<S, C, E> given(List<E> events) {
        S folded = state;
        for (E event : events) {
            folded = rules.evolve(folded, event);
        }
        return new RulesFixture<>(rules, folded);
    }

    /** The state after the rules' opening events, rolled with the scripted faces. */
    public RulesFixture<S, C, E> started(int... faces) {
        ScriptedDice dice = new ScriptedDice(faces);
        RulesFixture<S, C, E> dealt = given(rules.start(state, dice));
        return dealt.given(AutomaticSteps.run(rules, dealt.state, dice).events());
    }

    public S state() {
        return state;
    }

    /** Seat {@code seat} sends {@code command}; the dice show {@code faces} in order. */
    public Then<S, C, E> when(int seat, C command, int... faces) {
        return new Then<>(rules, state, seat, command, new ScriptedDice(faces));
    }

    /** The outcome of one command, checked the way the rulebook states it. */
    public static final class Then<S, C, E> {

        private final Rules<S, C, E> rules;
        private final S state;
        private final int seat;
        private final C command;
        private final ScriptedDice dice;

        Then(Rules<S, C, E> rules, S state, int seat, C command, ScriptedDice dice) {
            this.rules = rules;
            this.state = state;
            this.seat = seat;
            this.command = command;
            this.dice = dice;
        }

        /** The events decided, after checking that every scripted die was used. */
        public List<E> events() {
            List<E> events = new ArrayList<>(served());
            S decided = state;
            for (E event : events) {
                decided = rules.evolve(decided, event);
            }
            events.addAll(AutomaticSteps.run(rules, decided, dice).events());
            assertEquals(0, dice.remaining(), "the test scripted dice the rules never rolled");
            return events;
        }

        @SafeVarargs
        public final RulesFixture<S, C, E> thenEvents(E... expected) {
            List<E> events = events();
            assertEquals(List.of(expected), events);
            return new RulesFixture<>(rules, state).given(events);
        }

        /** The command is refused by the rules, naming {@code rule}. */
        public RuleViolation thenViolation(String rule) {
            RuleViolation violation = assertThrows(RuleViolation.class, () -> served(), "expected a violation of " + rule);
            assertEquals(rule, violation.rule(), violation.getMessage());
            return violation;
        }

        /** The kernel refuses the command before the rules see it: the game is over, or the seat is not awaited. */
        public GameRefusal thenRefused(GameRefusal.Kind kind) {
            GameRefusal refusal = assertThrows(GameRefusal.class, () -> served(), "expected the kernel to refuse: " + kind);
            assertEquals(kind, refusal.kind(), refusal.getMessage());
            return refusal;
        }

        private List<E> served() {
            return TurnCheck.decide(rules, state, seat, command, dice);
        }

        /** The events decided are then applied, for the next step of a longer example. */
        public RulesFixture<S, C, E> then() {
            return new RulesFixture<>(rules, state).given(events());
        }

        /** The command must be listed among the seat's legal actions. */
        public Then<S, C, E> isLegal() {
            assertTrue(rules.legalActions(state, seat).contains(command),
                    () -> command + " is not among seat " + seat + "'s legal actions " + rules.legalActions(state, seat));
            return this;
        }
    }
}
