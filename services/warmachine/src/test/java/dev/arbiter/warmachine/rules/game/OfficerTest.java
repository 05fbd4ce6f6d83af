package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Officers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Unit Commanders: Leaders & Officers" and "Field Promotion" (L01, L02; inventory EX83-EX85): an Officer
 * commands its unit even beside a Leader; a lost Officer hands command to the Leader, or, with no Leader, to a trooper
 * its player chooses; a Leader with no Grunt to replace it is followed by a trooper chosen among the rest, which keeps
 * its own card. Seat 0's units ({@link Officers}): the Vanguard (Leader -1, Grunts -2 to -4, Officer -5), the Dock Gang
 * (Grunts -1 to -3, Officer -4, no Leader), the Section (Leader -1, Grunt -2, Marksman -3, Grenadier -4).
 */
class OfficerTest {

    private static final String CAPTAIN = VANGUARD + "-5";
    private static final String BOSS = GANG + "-4";
    private static final String MARKSMAN = SECTION + "-3";
    private static final String GRENADIER = SECTION + "-4";

    @Test
    @DisplayName("L01: an Officer is its unit's commander even beside a Leader, so it deploys first; a unit without an Officer follows its Leader")
    void theOfficerCommands() {
        var game = mustered();
        assertEquals(CAPTAIN, game.state().commander(VANGUARD).orElseThrow().id());
        assertTrue(game.state().model(VANGUARD + "-1").orElseThrow().leader(), "the Leader is still the Leader");
        assertEquals(BOSS, game.state().commander(GANG).orElseThrow().id());
        assertEquals(SECTION + "-1", game.state().commander(SECTION).orElseThrow().id());
        assertEquals("section-marksman", game.state().model(MARKSMAN).orElseThrow().profile(), "a specialist has its own card");
        game.when(0, new Deploy(VANGUARD + "-1", 10, 3, 90)).thenViolation("deploy.leader-first");
        var officerDown = game.when(0, new Deploy(CAPTAIN, 10, 3, 90)).then();
        officerDown.when(0, new Deploy(VANGUARD + "-1", 11.5, 3, 90)).then();
    }

    @Test
    @DisplayName("EX83, L02: the Officer of a unit with a Leader is destroyed: nobody replaces it and the Leader commands, with nothing to choose")
    void ex83TheLeaderTakesOverFromTheOfficer() {
        var lost = activating().given(new ModelDestroyed(CAPTAIN));
        assertEquals(List.of(), lost.state().prompts());
        assertEquals(VANGUARD + "-1", lost.state().commander(VANGUARD).orElseThrow().id());
        assertEquals(4, lost.state().unit(VANGUARD).size(), "no model replaces the Officer");
    }

    @Test
    @DisplayName("EX84, L02: the Officer of a unit without a Leader is destroyed: its player chooses a Grunt to command, which is not replaced and keeps its card")
    void ex84AGruntCommandsAfterTheOfficer() {
        var lost = activating().given(new ModelDestroyed(BOSS));
        Prompt prompt = lost.state().prompts().get(0);
        assertEquals(new Prompt(0, Prompt.NEW_COMMANDER, GANG, List.of(GANG + "-1", GANG + "-2", GANG + "-3")), prompt);
        assertEquals(List.of(0), RULES.awaiting(lost.state()));
        assertEquals(List.of(new ChooseCommander(GANG, GANG + "-1"), new ChooseCommander(GANG, GANG + "-2"),
                new ChooseCommander(GANG, GANG + "-3")), RULES.legalActions(lost.state(), 0));
        lost.when(0, new PromoteGrunt(GANG, GANG + "-2")).thenViolation("prompt.pending");
        lost.when(0, new ChooseCommander(GANG, BOSS)).thenViolation("commander.choice");
        var chosen = lost.when(0, new ChooseCommander(GANG, GANG + "-2")).thenEvents(new CommanderChosen(GANG, GANG + "-2"));
        ModelState commander = chosen.state().commander(GANG).orElseThrow();
        assertEquals(GANG + "-2", commander.id());
        assertEquals("dock-gang", commander.profile());
        assertFalse(commander.leader(), "it commands as a Grunt: there is no Leader model to put in its place");
        assertFalse(commander.forfeitsCombatAction(), "the forfeit binds a new Leader only");
        assertEquals(3, chosen.state().unit(GANG).size());
        assertEquals(List.of(), chosen.state().prompts());
    }

    @Test
    @DisplayName("EX85, L02: one attack destroys the Leader and the only Grunt: the Marksman or the Grenadier commands, keeping its own card")
    void ex85ASpecialistCommandsWhenNoGruntIsLeft() {
        var bothLost = activating().given(new ModelDestroyed(SECTION + "-1"), new ModelDestroyed(SECTION + "-2"));
        assertEquals(List.of(new Prompt(0, Prompt.NEW_COMMANDER, SECTION, List.of(MARKSMAN, GRENADIER))), bothLost.state().prompts());
        bothLost.when(0, new ChooseCommander(SECTION, SECTION + "-2")).thenViolation("commander.choice");
        var chosen = bothLost.when(0, new ChooseCommander(SECTION, GRENADIER)).thenEvents(new CommanderChosen(SECTION, GRENADIER));
        ModelState commander = chosen.state().commander(SECTION).orElseThrow();
        assertEquals(GRENADIER, commander.id());
        assertEquals("section-grenadier", commander.profile(), "not replaced by the Leader model: it is no Grunt");
        assertFalse(commander.leader());

        var gruntFirst = activating().given(new ModelDestroyed(SECTION + "-2"), new ModelDestroyed(SECTION + "-1"));
        assertEquals(bothLost.state().prompts(), gruntFirst.state().prompts(), "the same choice whichever is destroyed first");
    }

    @Test
    @DisplayName("L02: a Leader destroyed under an Officer is replaced by a chosen Grunt, even so, and the Officer keeps command; "
            + "when the Officer goes too, the new Leader commands")
    void aLeaderUnderAnOfficerIsStillReplaced() {
        var lost = activating().given(new ModelDestroyed(VANGUARD + "-1"));
        assertEquals(List.of(new Prompt(0, Prompt.FIELD_PROMOTION, VANGUARD, List.of(VANGUARD + "-2", VANGUARD + "-3", VANGUARD + "-4"))),
                lost.state().prompts(), "Grunts only: the Officer is no Grunt");
        var promoted = lost.when(0, new PromoteGrunt(VANGUARD, VANGUARD + "-3")).then();
        assertTrue(promoted.state().model(VANGUARD + "-3").orElseThrow().leader());
        assertEquals(CAPTAIN, promoted.state().commander(VANGUARD).orElseThrow().id());
        var officerLost = promoted.given(new ModelDestroyed(CAPTAIN));
        assertEquals(VANGUARD + "-3", officerLost.state().commander(VANGUARD).orElseThrow().id());
        assertEquals(List.of(), officerLost.state().prompts());
    }

    @Test
    @DisplayName("P04: a unit with troopers of their own cards is worth its option's points once all of it is gone, those troopers included")
    void aUnitCountsOnceAllItsTroopersAreGone() {
        var threeGone = activating("annihilation").given(new ModelDestroyed(SECTION + "-1"), new ModelDestroyed(SECTION + "-2"),
                new ModelDestroyed(MARKSMAN));
        assertEquals(List.of(0, 0), scores(threeGone.state()), "the Grenadier still stands");
        assertEquals(List.of(0, 6), scores(threeGone.given(new ModelDestroyed(GRENADIER)).state()), "the Section of 2 costs 6");
    }

    private static List<Integer> scores(WarmachineState state) {
        Catalogue cards = new Catalogue(PACK);
        return new Scoring(cards, new Formation(cards)).annihilationScores(state);
    }
}
