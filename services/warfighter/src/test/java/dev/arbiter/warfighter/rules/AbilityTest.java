package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterCommand.UseAbility;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Active abilities of Armies, Attachments and Skills, used between Actions (§2.2.1 Armies, §2.2.2, §2.2.3 Skills). */
class AbilityTest {

    private static String rule(Runnable command) {
        return assertThrows(RuleViolation.class, command::run).rule();
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies (the 48th Battalion): 1 Supply buys an extra Attack Action, once per Game Turn")
    void the48thBuysAnAttackActionOncePerTurn() {
        Board board = Board.probe();
        int battalion = board.army("48th-battalion", 1);
        int supply = board.state().army(battalion).supply();
        int before = board.cards().attackActionsLeft(board.state().army(battalion));

        List<WarfighterEvent> used = board.armyDoes(battalion, new UseAbility("48th-battalion", 1, null));
        assertEquals(List.of(new SupplyLost("army", battalion, 1, "ability"), new AbilityUsed(battalion, "48th-battalion", 1, battalion)), used);
        assertEquals(supply - 1, board.state().army(battalion).supply());
        assertEquals(before + 1, board.cards().attackActionsLeft(board.state().army(battalion)));
        assertEquals("ability.expended", rule(() -> board.armyDoes(battalion, new UseAbility("48th-battalion", 1, null))));

        board.given(new GameTurnBegan(2, 5));
        assertEquals(before, board.cards().attackActionsLeft(board.state().army(battalion)), "the extra Attack Action lasts the Game Turn");
        board.armyDoes(battalion, new UseAbility("48th-battalion", 1, null));
        assertEquals(before + 1, board.cards().attackActionsLeft(board.state().army(battalion)), "usable again next Game Turn");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.3 Skills (Steady Nerves): a Skill's ability with one use removes 2 Pins once in the mission; a passive or declare-timing ability is no UseAbility")
    void steadyNervesOnceInTheMission() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.train(regiment, "steady-nerves").armyPins(regiment, 3);
        board.armyDoes(regiment, new UseAbility("steady-nerves", 0, null));
        assertEquals(1, board.state().army(regiment).pins());
        board.given(new GameTurnBegan(2, 5));
        assertEquals("ability.expended", rule(() -> board.armyDoes(regiment, new UseAbility("steady-nerves", 0, null))));
        assertEquals("ability.timing", rule(() -> board.armyDoes(regiment, new UseAbility("309th-regiment", 0, null))));
        assertEquals("ability.unknown", rule(() -> board.armyDoes(regiment, new UseAbility("field-depot", 0, null))), "not its Attachment");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.2 Attachments (Field Depot): an Attachment's ability helps an Army in the same Location, not one elsewhere")
    void fieldDepotHelpsAnArmyHere() {
        Board board = Board.wide();
        int regiment = board.army("309th-regiment", 1);
        int here = board.army("33rd-regiment", 1);
        int away = board.army("fenwick-rifles", 2);
        board.equip(regiment, "field-depot").armyPins(here, 1).armyPins(away, 1);
        assertEquals("ability.target", rule(() -> board.armyDoes(regiment, new UseAbility("field-depot", 0, away))));
        board.armyDoes(regiment, new UseAbility("field-depot", 0, here));
        assertEquals(0, board.state().army(here).pins());
        assertEquals(1, board.state().army(away).pins());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments (Field Radio: twice per mission, at declaration), §3.3.2 Declare Attack, §2.2.1 (beige, \"-Supply\"): each ability is offered and accepted only at its own moment, and a limited one runs out")
    void timings() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "field-radio").equip(regiment, "field-depot").armyPins(regiment, 1);
        int rifles = board.hostile("rifle-platoon", 1);
        board.given(new TurnBegan(regiment, 0));
        AbilityRef radio = new AbilityRef("field-radio", 0);
        Attack withRadio = new Attack(rifles, false, List.of(), List.of(), List.of(radio), List.of());

        List<WarfighterCommand> legal = board.legal(0);
        assertTrue(legal.contains(withRadio), "a declare-timing ability is offered with the Attack");
        assertTrue(legal.contains(new UseAbility("field-depot", 0, null)), "an activity ability between Actions");
        assertFalse(legal.stream().anyMatch(c -> c instanceof UseAbility u && !u.source().equals("field-depot")),
                "neither Field Radio nor the 309th's stop-a-Hit and beige redirect are used between Actions");
        assertFalse(legal.stream().anyMatch(c -> c instanceof Attack a && a.abilities().stream().anyMatch(r -> !r.equals(radio))),
                "only Field Radio goes with an Attack");
        assertEquals("ability.timing", rule(() -> board.armyDoes(regiment, new UseAbility("field-radio", 0, null))));
        assertEquals("ability.timing", rule(() -> board.armyDoes(regiment, new UseAbility("309th-regiment", 1, null))), "beige: only in a reaction window");
        for (AbilityRef other : List.of(new AbilityRef("field-depot", 0), new AbilityRef("309th-regiment", 0), new AbilityRef("309th-regiment", 1))) {
            assertEquals("ability.timing", rule(() -> board.armyDoes(regiment, new Attack(rifles, false, List.of(), List.of(), List.of(other), List.of()))),
                    other + " is no declare-timing ability");
        }
        assertEquals("attack.ability-twice", rule(() -> board.armyDoes(regiment,
                new Attack(rifles, false, List.of(), List.of(), List.of(radio, radio), List.of()))));
        assertEquals("ability.unknown", rule(() -> board.armyDoes(regiment,
                new Attack(rifles, false, List.of(), List.of(), List.of(new AbilityRef("field-radio", 1)), List.of()))));

        List<WarfighterEvent> first = board.armyDoes(regiment, withRadio, 1, 1, 1);
        assertEquals(List.of(new AbilityUsed(regiment, "field-radio", 0, regiment)), Board.only(AbilityUsed.class, first));
        assertEquals(2, Board.only(AttackRolled.class, first).get(0).attackRolls().size(), "one more attack die");
        board.given(new GameTurnBegan(2, 5), new PhaseBegan(Step.NORMAL), new TurnBegan(regiment, 0));
        board.armyDoes(regiment, withRadio, 1, 1, 1);
        board.given(new GameTurnBegan(3, 4), new PhaseBegan(Step.NORMAL), new TurnBegan(regiment, 0));
        assertEquals("ability.expended", rule(() -> board.armyDoes(regiment, withRadio)), "twice per mission, not per Game Turn");
        assertFalse(board.legal(0).stream().anyMatch(c -> c instanceof Attack a && !a.abilities().isEmpty()), "no longer offered");
        assertTrue(board.legal(0).contains(new Attack(rifles, false, List.of(), List.of())), "the plain attack still is");
    }
}
