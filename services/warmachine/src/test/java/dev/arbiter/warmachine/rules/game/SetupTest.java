package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.AutomaticSteps;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Pose;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Rulebook "Setup, Deployment & Victory Conditions" (Q09, K01): the starting roll, order, edges and deployment. */
class SetupTest {

    @Test
    @DisplayName("Setup, step 2: each player rolls a d6, the higher roller chooses the order; a tie is rolled again")
    void startingRoll() {
        assertEquals(List.of(new StartingRolled(List.of(new Roll(0, 6, 3), new Roll(1, 6, 3)), null),
                new StartingRolled(List.of(new Roll(2, 6, 2), new Roll(3, 6, 5)), 1)), startingEvents(3, 3, 2, 5));
        var started = fixture("mosh-pit", "open").started(3, 3, 2, 5);
        assertEquals(List.of(1), RULES.awaiting(started.state()), "the higher roller chooses");
        started.when(0, new ChooseFirstPlayer(0)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        var ordered = started.when(1, new ChooseFirstPlayer(1)).isLegal().thenEvents(new FirstPlayerChosen(1));
        assertEquals(List.of(0), RULES.awaiting(ordered.state()), "the second player chooses the edge");
        ordered.when(0, new ChooseEdge("east")).thenViolation("setup.edge");
        var edged = ordered.when(0, new ChooseEdge("south")).isLegal().thenEvents(new EdgeChosen(0, "south"));
        assertEquals("north", edged.state().edge(1), "the first player deploys at the opposite edge");
        assertEquals(List.of(1), RULES.awaiting(edged.state()), "and deploys first");
    }

    private static List<WarmachineEvent> startingEvents(int... faces) {
        var fixture = fixture("mosh-pit", "open");
        var dice = new ScriptedDice(faces);
        List<WarmachineEvent> events = new ArrayList<>(RULES.start(fixture.state(), dice));
        var state = fixture.given(events).state();
        events.addAll(AutomaticSteps.run(RULES, state, dice).events());
        return events;
    }

    @Test
    @DisplayName("Setup, steps 4-5 (Q09): the first player deploys completely within 7\" of the edge opposite the second player's, every model before the second player deploys within 10\"")
    void deploymentZones() {
        var deploying = fixture("mosh-pit", "open").given(opening());
        assertEquals(List.of(0), RULES.awaiting(deploying.state()));
        deploying.when(0, new Deploy(VANCE, 24, 6.6, 90)).thenViolation("deploy.outside-zone");
        deploying.when(0, new Deploy(VANCE, 24, 6.4, 90)).thenEvents(new ModelDeployed(VANCE, Wire.Stance.of(Pose.at(24, 6.4, 90))),
                new FocusChanged(VANCE, 6, "starting"));
        deploying.when(1, new Deploy(THORNE, 24, 45, 270)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        deploying.when(0, new Deploy(THORNE, 24, 45, 270)).thenViolation("deploy.unknown-model");
        var second = deploying.given(lines().values().stream().filter(d -> d.model().startsWith("s0")).map(d -> (WarmachineEvent) d).toList());
        assertEquals(List.of(1), RULES.awaiting(second.state()), "then the second player");
        second.when(1, new Deploy(THORNE, 24, 38.5, 270)).thenViolation("deploy.outside-zone");
        second.when(1, new Deploy(THORNE, 24, 38.7, 270)).then();
    }

    @Test
    @DisplayName("Setup, step 4 (L05; clarification 12): no base on another, nor on an obstruction; a unit's Leader first, then its troopers in formation")
    void deploymentChecks() {
        var south = fixture("mosh-pit", "open").given(opening()).given(at(VANCE, 24, 3, 90));
        south.when(0, new Deploy(TINKER, 24.5, 3.2, 90)).thenViolation("deploy.overlap");
        south.when(0, new Deploy(TINKER, 24 + 0.5906 + 0.7874, 3, 90)).then();
        south.when(0, new Deploy(IRONCOATS + "-2", 10, 3, 90)).thenViolation("deploy.leader-first");
        var led = south.given(at(IRONCOATS + "-1", 10, 3, 90));
        led.when(0, new Deploy(IRONCOATS + "-2", 10 + 8 + 0.59 * 2 + 0.1, 3, 90)).thenViolation("deploy.formation");
        led.when(0, new Deploy(IRONCOATS + "-2", 10 + 8 + 0.59 * 2 - 0.1, 3, 90)).then();
        var walled = Duel.fixture("mosh-pit", "wall").given(opening());
        walled.when(0, new Deploy(VANCE, 33, 5.6, 90)).thenViolation("deploy.terrain");
        walled.when(0, new Deploy(VANCE, 33, 6.2, 90)).then();
    }

    @Test
    @DisplayName("Setup: two players, an army list each from the pack, Mosh Pit or Annihilation")
    void setupIsChecked() {
        assertEquals("setup.seats", assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(3, Map.of()))).rule());
        assertEquals("setup.scenario", assertThrows(RuleViolation.class,
                () -> RULES.initialState(new Setup(2, Map.of("scenario", "incoming")))).rule());
        assertEquals("setup.unknown-list", assertThrows(RuleViolation.class,
                () -> RULES.initialState(new Setup(2, Map.of("lists", List.of("duel-brassmark", "nobody"))))).rule());
        WarmachineState state = RULES.initialState(new Setup(2, Map.of()));
        assertEquals(List.of("brassmark-clash", "thornwake-clash"), state.lists());
        assertEquals(22 + 16, state.models().size(), "a warcaster, three warjacks, 16 troopers, two solos; a warcaster, three warjacks, 8 troopers, four solos");
    }
}
