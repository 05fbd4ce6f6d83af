package dev.arbiter.warfighter.rules.setup;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.ActivateLocation;
import dev.arbiter.warfighter.rules.WarfighterCommand.BeginTurn;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Preparing the Mission and Completing Setup (§2.1, §2.3; docs/rules/warfighter.md clarifications 35 and 65). */
class SetupTest {

    @Test
    @DisplayName("warfighter-war.md, §2.1 Preparing the Mission: Probe lays the Objective in Loc #3, deals the Location deck's top card face up into Loc #2, every Location and the Objective Inactive, the Timer on 5")
    void laysTheMission() {
        WarfighterState state = Table.probe().locations("orchard-lane").demoTeam().fixture().state();
        assertEquals(3, state.objectiveSlot());
        assertEquals(new Slot(1, Slot.MISSION, "probe", true, 0, 0, false), state.slot(1));
        assertEquals(new Slot(2, Slot.LOCATION, "orchard-lane", false, 0, 0, false), state.slot(2));
        assertEquals(new Slot(3, Slot.OBJECTIVE, "vital-hill", false, 0, 0, false), state.slot(3));
        assertEquals(5, state.timer());
        assertEquals(10, state.locationDeck().size(), "one of the region's eleven Locations dealt");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.1 Preparing the Mission (clarification 35): Locations are dealt at setup only, left to right, one per column between the Mission and the Objective")
    void locationsDealtAtSetup() {
        var fixture = Table.of(1, "major-push", "large-city").locations("windmill-rise", "cart-track", "hill-redoubt").army("309th-regiment").fixture();
        List<String> dealt = fixture.state().display().stream().filter(s -> Slot.LOCATION.equals(s.kind())).map(Slot::card).toList();
        assertEquals(List.of("windmill-rise", "cart-track", "hill-redoubt"), dealt);
        assertEquals(5, fixture.state().objectiveSlot());
    }

    @Test
    @DisplayName("warfighter-war.md, §2.1 Preparing the Mission (clarification 65): with no Mission or Objective named, each is drawn at random and the draw is recorded")
    void randomMission() {
        var rules = Table.probe().rules();
        var state = rules.initialState(new dev.arbiter.kernel.spi.Setup(1, java.util.Map.of()));
        int locations = 11;
        int hostiles = 25;
        int actions = 34;
        int[] faces = new int[2 + (locations - 1) + (hostiles - 1) + (actions - 1)];
        Arrays.fill(faces, 1);
        faces[0] = 2; // the second standalone Mission
        faces[1] = 2; // the second standalone Objective
        List<WarfighterEvent> events = rules.start(state, new dev.arbiter.testkit.ScriptedDice(faces));
        MissionLaid laid = (MissionLaid) events.get(0);
        assertEquals("going-again", laid.mission());
        assertEquals("large-city", laid.objective());
        assertEquals(List.of(3, 2), laid.rolls().stream().map(r -> r.sides()).toList(), "three standalone Missions, two Objectives");
        assertEquals(true, laid.drawn());
    }

    @Test
    @DisplayName("warfighter-war.md, §2.3 Completing Setup: each Army numbered on the Mission, its Supply Value in Supply, each Player Army a hand of its Manpower plus Handsized bonuses")
    void completingSetup() {
        var fixture = Table.probe().demoTeam().fixture();
        WarfighterState state = fixture.state();
        assertEquals(List.of(1, 1, 1, 1), state.armies().stream().map(ArmyState::column).toList());
        assertEquals(List.of("309th-regiment", "hollow-ridge-battery", "48th-battalion", "307th-battalion"),
                state.armies().stream().map(ArmyState::card).toList(), "numbered in recruit order");
        assertEquals(5, state.army(1).supply());
        assertNull(state.army(2).supply(), "a dash Supply Value: never any Supply");
        assertEquals(3, state.army(3).supply());
        assertEquals(4, state.army(4).supply());
        assertEquals(6, state.army(1).hand().size(), "Manpower 6");
        assertEquals(List.of(), state.army(2).hand(), "a Support Army holds no Action Cards");
        assertEquals(3, state.army(3).hand().size(), "Manpower 2 and Extra Maps' +1");
        assertEquals(4, state.army(4).hand().size());
        assertEquals(34 - 13, state.actionDeck().size());
        assertEquals(Step.FIRST, state.step(), "the 307th is First: the First Action Phase waits for it");
        assertEquals(1, state.turn());
        assertFalse(state.slot(2).active());
    }

    @Test
    @DisplayName("docs/rules/warfighter.md, A Probe that can always be won (warfighter-war.md §3.3.8, §3.1.3): whatever Location the demo pack deals next to the Mission, the first Army's turn can Activate it, so Hostiles, XP and the Objective are within reach")
    void everyDealtProbeCanBeginItsFirstActivation() {
        List<String> deck = Table.DEMO.locations().stream().filter(l -> "europe".equals(l.region())).map(Cards.Location::id).toList();
        assertEquals(11, deck.size(), "the standalone deck: every Location of the region");
        for (String mission : List.of("probe", "going-again", "major-push")) {
            for (String first : deck) {
                Table table = Table.of(1, mission, "vital-hill").locations(first);
                table = mission.equals("probe") ? table.demoTeam() : table.army("309th-regiment");
                var fixture = table.fixture();
                WarfighterRules rules = table.rules();
                assertEquals(first, fixture.state().slot(2).card());
                BeginTurn begin = (BeginTurn) rules.legalActions(fixture.state(), 0).stream().filter(c -> c instanceof BeginTurn)
                        .findFirst().orElseThrow();
                var turn = fixture.when(0, begin).then();
                assertTrue(rules.legalActions(turn.state(), 0).contains(new ActivateLocation(2)),
                        mission + " with " + first + " dealt into Loc #2: the first Army's turn cannot Activate it");
            }
        }
        // a campaign Mission deals its first Location from the tier deck its first star names (§4.5 Locations)
        for (Cards.Mission mission : Table.DEMO.missions()) {
            if (!mission.locationTiers().isEmpty()) {
                String tier = mission.locationTiers().get(0);
                Table.DEMO.locations().stream().filter(l -> tier.equals(l.tier()) && mission.region().equals(l.region()))
                        .forEach(l -> assertFalse("xp".equals(l.activationCost()), mission.id() + " may deal " + l.id() + " first"));
            }
        }
    }
}
