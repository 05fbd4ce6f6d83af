package dev.arbiter.warfighter.rules;

import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterCommand.UseAbility;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Active abilities of Armies, Attachments and Skills, used between Actions (§2.2.1 Armies, §2.2.2, §2.2.3 Skills). */
class AbilityTest {


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

    /** The place of {@link FixturePacks#PIN_OR_ATTACK} on the 309th Regiment's card, after its two printed abilities. */
    private static final int PIN_OR_ATTACK = 2;

    /** Probe, with the 309th Regiment carrying the fixture ability of alternatives. */
    private static Board withAlternatives() {
        return Board.mission(FixturePacks.withArmyAbility("309th-regiment", FixturePacks.PIN_OR_ATTACK), 1, "probe", "vital-hill", "cart-track");
    }

    private static UseAbility pinOrAttack(Integer army, String choice) {
        return new UseAbility("309th-regiment", PIN_OR_ATTACK, army, choice, null);
    }

    @Test
    @DisplayName("clarification 120 (§3.1.3.1's \"Regain 1, or discard 2 Pin counters\"): an ability of alternatives does only the one named, for its one cost, and either alternative spends its once per Game Turn")
    void alternativesAreOneOrTheOther() {
        Board unpin = withAlternatives();
        int regiment = unpin.army("309th-regiment", 1);
        unpin.armyPins(regiment, 2);
        int supply = unpin.state().army(regiment).supply();
        int attacks = unpin.cards().attackActionsLeft(unpin.state().army(regiment));
        assertEquals(List.of(new SupplyLost("army", regiment, 1, "ability"),
                        new AbilityUsed(regiment, "309th-regiment", PIN_OR_ATTACK, regiment, "removePins", null)),
                unpin.armyDoes(regiment, pinOrAttack(null, "removePins")));
        assertEquals(1, unpin.state().army(regiment).pins());
        assertEquals(supply - 1, unpin.state().army(regiment).supply());
        assertEquals(attacks, unpin.cards().attackActionsLeft(unpin.state().army(regiment)), "no Attack Action when the Pin is chosen");
        assertEquals("ability.expended", rule(() -> unpin.armyDoes(regiment, pinOrAttack(null, "extraAttackAction"))),
                "one use a Game Turn, whichever alternative it did");

        Board attack = withAlternatives();
        int other = attack.army("309th-regiment", 1);
        attack.armyPins(other, 2);
        attack.armyDoes(other, pinOrAttack(null, "extraAttackAction"));
        assertEquals(attacks + 1, attack.cards().attackActionsLeft(attack.state().army(other)));
        assertEquals(2, attack.state().army(other).pins(), "the Pins stay when the Attack Action is chosen");
        assertEquals(supply - 1, attack.state().army(other).supply());
    }

    @Test
    @DisplayName("clarification 120: a choice is named for an ability of alternatives, and only one of its own; none for any other ability; a refusal changes nothing")
    void choiceIsNamedOnlyForAlternatives() {
        Board board = withAlternatives();
        int regiment = board.army("309th-regiment", 1);
        int battalion = board.army("48th-battalion", 1);
        board.armyPins(regiment, 1);
        WarfighterState before = board.state();
        assertEquals("ability.choice", rule(() -> board.armyDoes(regiment, pinOrAttack(null, null))), "missing");
        assertEquals("ability.choice", rule(() -> board.armyDoes(regiment, pinOrAttack(null, "giveHardy"))), "not one of its alternatives");
        assertEquals("ability.choice", rule(() -> board.armyDoes(battalion, new UseAbility("48th-battalion", 1, null, "extraAttackAction", null))),
                "the 48th's extra Attack Action has no alternatives, even when the name matches its effect");
        assertEquals(before, board.state(), "a refused command changes nothing");
    }

    @Test
    @DisplayName("clarification 120, §2.2.2 (an Army in the same Location): legal-actions lists one use per alternative, for each Army that alternative's own target allows; any other is refused")
    void eachAlternativeOfferedForItsOwnTarget() {
        Board board = withAlternatives();
        int regiment = board.army("309th-regiment", 1);
        int here = board.army("307th-battalion", 1);
        int away = board.army("48th-battalion", 2);
        board.armyPins(here, 1).armyPins(away, 1);
        board.given(new TurnBegan(regiment, 0));

        List<WarfighterCommand> offered = board.legal(0).stream().filter(c -> c instanceof UseAbility u && u.source().equals("309th-regiment")).toList();
        assertEquals(List.of(pinOrAttack(null, "removePins"), pinOrAttack(here, "removePins"), pinOrAttack(null, "extraAttackAction")), offered);
        WarfighterState before = board.state();
        assertEquals("ability.target", rule(() -> board.armyDoes(regiment, pinOrAttack(away, "removePins"))), "an Army elsewhere");
        assertEquals("ability.target", rule(() -> board.armyDoes(regiment, pinOrAttack(here, "extraAttackAction"))), "the Attack Action is its own");
        assertEquals(before, board.state(), "a refused command changes nothing");

        board.armyDoes(regiment, pinOrAttack(here, "removePins"));
        assertEquals(0, board.state().army(here).pins());
        assertEquals(1, board.state().army(away).pins());
    }
}
