package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.CommandShape;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.game.Wire.Stance;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29: a preview of a movement command (contracts/openapi/warmachine.yaml, previewCommand) and the command itself
 * cannot disagree. Random games of the demo armies: before each deployment, advance, run and charge a random player
 * sends, the preview is taken; then the command is decided for real (its free strikes declined, G07) and the pose it
 * records, the distance it travelled and a charge's success are the preview's, and a refusal is the same rule.
 */
class PreviewTest {

    private static final WarmachineRules RULES = new WarmachineRules(WarmachinePacks.demo());
    private static final WarmachineRules RULES_WITH_DUELS = Duel.RULES;

    @Test
    @DisplayName("E02-E09, G07, Setup steps 4-5: for random deployments, advances, runs and charges, the preview's end, distance and charge success are what the command records; a refused command's preview names the same rule")
    void previewIsTheCommand() {
        int compared = 0;
        int moves = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            Dice dice = dice(random);
            WarmachineState first = RULES.initialState(new Setup(2, Map.of()));
            WarmachineState state = automatic(fold(first, RULES.start(first, dice)), dice);
            for (int step = 0; step < 1_500 && state.stage() != Stage.OVER; step++) {
                int seat = RULES.awaiting(state).get(0);
                List<CommandShape<WarmachineCommand>> shapes = RULES.commandShapes(state, seat);
                List<WarmachineCommand> listed = RULES.legalActions(state, seat);
                WarmachineCommand command = !shapes.isEmpty() && (listed.isEmpty() || random.nextInt(3) > 0)
                        ? shapes.get(random.nextInt(shapes.size())).sample(random) : listed.get(random.nextInt(listed.size()));
                if (!Preview.previews(command)) {
                    state = automatic(fold(state, RULES.decide(state, seat, command, dice)), dice);
                    continue;
                }
                Preview preview = RULES.preview(state, command);
                List<WarmachineEvent> events;
                try {
                    events = RULES.decide(state, seat, command, dice);
                } catch (RuleViolation refused) {
                    assertFalse(preview.accepted(), command + " was refused with " + refused.rule() + " but previewed as accepted");
                    assertEquals(refused.rule(), preview.refusal().rule(), command.toString());
                    assertEquals(refused.getMessage(), preview.refusal().detail());
                    compared++;
                    continue;
                }
                assertTrue(preview.accepted(), () -> command + " was accepted but previewed as refused: " + preview.refusal());
                String id = Preview.model(command);
                state = fold(state, events);
                long travelled = distance(events, id);
                List<String> strikers = new ArrayList<>();
                // every free strike offered is declined, as the preview assumes; then the move goes on
                while (!state.prompts().isEmpty() && Prompt.FREE_STRIKE.equals(state.prompts().get(0).kind())) {
                    Prompt strike = state.prompts().get(0);
                    strikers.add(strike.subject());
                    state = fold(state, RULES.decide(state, strike.seat(), new WarmachineCommand.DeclineFreeStrike(strike.subject()), dice));
                    if (state.prompts().isEmpty() && state.activation() != null && state.activation().paused() != null) {
                        List<WarmachineEvent> resumed = RULES.advance(state, dice);
                        travelled += distance(resumed, id);
                        events = new ArrayList<>(events);
                        events.addAll(resumed);
                        state = fold(state, resumed);
                    }
                }
                ModelState moved = state.model(id).orElseThrow();
                assertEquals(Stance.of(moved.pose()), preview.end(), command.toString());
                assertEquals(preview.path().get(preview.path().size() - 1), new Wire.Spot(preview.end().x(), preview.end().y()), "the path ends at the end");
                assertEquals(strikers, preview.freeStrikes(), command.toString());
                WarmachineEvent.Charged charged = events.stream().filter(e -> e instanceof WarmachineEvent.Charged c && c.model().equals(id))
                        .map(WarmachineEvent.Charged.class::cast).reduce((a, b) -> b).orElse(null);
                if (charged != null) {
                    assertEquals(charged.distance(), preview.distance(), command.toString());
                    assertEquals(charged.successful(), preview.charge().reaches(), command.toString());
                } else {
                    assertEquals(travelled, preview.distance(), command.toString());
                    assertNull(preview.charge());
                }
                compared++;
                moves += command instanceof WarmachineCommand.Deploy ? 0 : 1;
                state = automatic(state, dice);
            }
        }
        assertTrue(compared > 100 && moves > 30, compared + " previews compared, " + moves + " of them moves");
    }

    @Test
    @DisplayName("E24, O11: an advance into the ford (shallow water, rough) is previewed crossing it, stopping short of its waypoint as rough ground costs double")
    void roughGroundPreviewed() {
        var activating = Duel.deployed("mosh-pit", "crossroads", Duel.at(Duel.VANCE, 24, 8, 90)).given(new WarmachineEvent.ControlEnded(0))
                .when(0, new WarmachineCommand.Activate(Duel.VANCE, null)).then();
        Preview preview = RULES_WITH_DUELS.preview(activating.state(),
                new WarmachineCommand.AdvanceModel(Duel.VANCE, List.of(new dev.arbiter.warmachine.rules.geometry.Point(24, 15)), null));
        assertTrue(preview.accepted(), () -> String.valueOf(preview.refusal()));
        assertEquals(List.of(new Preview.Crossed("ford", "shallow-water")), preview.terrain());
        assertEquals(60_000, preview.allowance(), "Vance's SPD 6");
        // open ground until the base enters the ford, 2" less its radius on (a base within EPSILON of a feature only
        // touches it, docs/rules/warmachine.md "Geometry conventions"), the rest of SPD 6 at half rate
        double open = 2 - (15 / 25.4 - dev.arbiter.warmachine.rules.geometry.Tolerance.EPSILON / 2);
        double travelled = open + (6 - open) / 2;
        assertEquals(Wire.of(travelled), preview.distance(), 1);
        assertEquals(Wire.of(8 + travelled), preview.end().y(), 1);
        assertTrue(preview.contacts().isEmpty() && preview.freeStrikes().isEmpty() && preview.charge() == null);
    }

    @Test
    @DisplayName("a preview between turns is the refusal /commands would give: not this seat's decision; a command with no preview is refused as unsupported by the service, not here")
    void previewOutOfTurn() {
        Dice dice = dice(new Random(1));
        WarmachineState state = RULES.initialState(new Setup(2, Map.of()));
        state = automatic(fold(state, RULES.start(state, dice)), dice);
        // ORDER: the winner of the starting roll decides; a deployment now is nobody's
        Preview early = RULES.preview(state, new WarmachineCommand.Deploy("s0-vance-1", 20, 3, 90));
        assertFalse(early.accepted());
        assertNotNull(early.refusal());
        assertEquals(RULES.awaiting(state).contains(0) ? Preview.Kind.ILLEGAL_MOVE : Preview.Kind.NOT_YOUR_TURN, early.refusal().kind());
        assertTrue(early.path().isEmpty() && early.end() == null && early.freeStrikes().isEmpty());
    }

    private static long distance(List<WarmachineEvent> events, String id) {
        return events.stream().filter(e -> e instanceof WarmachineEvent.Advanced a && a.model().equals(id) && !"charge".equals(a.how()))
                .mapToLong(e -> ((WarmachineEvent.Advanced) e).distance()).sum();
    }

    private static WarmachineState fold(WarmachineState state, List<WarmachineEvent> events) {
        WarmachineState s = state;
        for (WarmachineEvent e : events) {
            s = RULES.evolve(s, e);
        }
        return s;
    }

    /** What the kernel does after each command: the automatic steps while nobody is awaited. */
    private static WarmachineState automatic(WarmachineState state, Dice dice) {
        WarmachineState s = state;
        while (s.stage() != Stage.OVER && RULES.awaiting(s).isEmpty()) {
            s = fold(s, RULES.advance(s, dice));
        }
        return s;
    }

    private static Dice dice(Random random) {
        long[] draws = {0};
        return sides -> new Roll(draws[0]++, sides, 1 + random.nextInt(sides));
    }
}
