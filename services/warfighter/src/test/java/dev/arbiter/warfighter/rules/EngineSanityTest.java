package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Quick checks of the engine over the demo pack: setup, the first turn, a refusal. */
class EngineSanityTest {

    private static final Pack PACK = WarfighterPacks.demo();
    private final WarfighterRules rules = new WarfighterRules(PACK);

    /** Seeded dice, numbering their draws as the kernel does. */
    private static Dice seeded(long seed) {
        Random random = new Random(seed);
        long[] draw = {0};
        return sides -> new Roll(draw[0]++, sides, 1 + random.nextInt(sides));
    }

    private WarfighterState started(int seats, Dice dice) {
        WarfighterState state = rules.initialState(PlayoutTest.probe(seats, "fixed"));
        for (WarfighterEvent e : rules.start(state, dice)) {
            state = rules.evolve(state, e);
        }
        return state;
    }

    private WarfighterState untilSomebodyChooses(WarfighterState state, Dice dice) {
        while (state.stage() != Stage.OVER && rules.awaiting(state).isEmpty()) {
            for (WarfighterEvent e : rules.advance(state, dice)) {
                state = rules.evolve(state, e);
            }
        }
        return state;
    }

    @Test
    @DisplayName("events.md, envelope: round is 0 before the first Game Turn, then the Game Turn")
    void roundIsZeroBeforeTheFirstGameTurn() {
        WarfighterState created = rules.initialState(PlayoutTest.probe(2, "fixed"));
        assertEquals(0, rules.round(created));
        WarfighterState playing = untilSomebodyChooses(started(2, seeded(1)), seeded(2));
        assertTrue(playing.turn() >= 1, "the first Game Turn has begun");
        assertEquals(playing.turn(), rules.round(playing));
    }

    @Test
    @DisplayName("warfighter-war.md §2.1 and §2.3: Probe lays the Objective in slot 3, one Location between, the Timer on 5; the team of 169 stands on the Mission with full Supply and hands")
    void probeSetup() {
        WarfighterState state = started(2, seeded(1));
        Catalogue cards = new Catalogue(PACK);
        assertEquals(3, state.display().size());
        assertEquals("vital-hill", state.slot(3).card());
        assertEquals(Slot.LOCATION, state.slot(2).kind());
        assertTrue(!state.slot(2).active() && !state.slot(3).active() && state.slot(1).active());
        assertEquals(5, state.timer());
        assertEquals(169, cards.teamValue(state), "§3.3.8: the manual's example Team value");
        assertEquals(1, state.resources(), "170 Resources less 169 spent");
        for (ArmyState army : state.armies()) {
            assertEquals(1, army.column());
            assertEquals(cards.supplyValue(army), army.supply());
            assertEquals(cards.card(army).player() ? cards.handSize(army) : 0, army.hand().size());
        }
        assertEquals(1, state.army(3).seat(), "the 48th is commanded by seat 1, as its team entry says");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.1 Move: an Army cannot Move into an Inactive Location; the refusal names the rule and changes nothing")
    void noMoveIntoAnInactiveLocation() {
        Dice dice = seeded(2);
        WarfighterState state = untilSomebodyChooses(started(1, dice), dice);
        assertEquals(Step.FIRST, state.step(), "the 307th is First: the First Action Phase waits for it");
        ArmyState first = rules.legalActions(state, 0).stream().filter(c -> c instanceof WarfighterCommand.BeginTurn)
                .map(c -> state.army(((WarfighterCommand.BeginTurn) c).army())).findFirst().orElseThrow();
        WarfighterState inTurn = state;
        for (WarfighterEvent e : rules.decide(state, 0, new WarfighterCommand.BeginTurn(first.number()), dice)) {
            inTurn = rules.evolve(inTurn, e);
        }
        WarfighterState before = inTurn;
        RuleViolation refused = assertThrows(RuleViolation.class,
                () -> rules.decide(before, 0, new WarfighterCommand.Move(1, java.util.List.of()), dice));
        assertEquals("move.inactive", refused.rule());
        assertTrue(rules.legalActions(before, 0).stream().noneMatch(c -> c instanceof WarfighterCommand.Move));
        RulesFixture.at(rules, before).when(1, new WarfighterCommand.EndTurn()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
    }
}
