package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An Attachment with a Supply stack of its own pays its abilities of every timing from that stack, not from its Army
 * (warfighter-war.md §2.2.2 Attachments, §3.3.7 Trade Supply, §1.1.2; clarification 111). The Field Depot (a stack of 3) is given,
 * in a test pack, a declare-timing extra attack die and a "stop a Hit", each for 1 of its Supply; the 309th Regiment (Supply 5)
 * carries it in column 2 of Major Push, a Sniper Team (R0-1, 1 Hit from 7) in column 3 and, for the 309th's R0 attack, a Rifle
 * Platoon in column 2.
 */
class AttachmentStackTest {

    private static final String DEPOT = "field-depot";
    private static final int DIE = 1;
    private static final int STOP = 2;

    private Board board;
    private int regiment;
    private int sniper;

    private void setUp(Cards.Ability ability) {
        board = Board.mission(FixturePacks.withAttachmentAbility(DEPOT, ability), 1, "major-push", "large-city", "cart-track",
                "orchard-lane", "windmill-rise");
        regiment = board.army("309th-regiment", 2);
        board.equip(regiment, DEPOT);
        sniper = board.hostile("sniper-team", 3);
    }

    private static Cards.Ability ofDepot(String timing, String effect, Integer amount) {
        return new Cards.Ability(timing, null, new Cards.Cost(1, 0, 0), effect, amount, "self", null, null, null, null, null);
    }

    private int stack() {
        return board.state().army(regiment).attachments().get(0).supply();
    }

    private void emptyStack() {
        board.given(new AttachmentSupplySpent(regiment, DEPOT, stack()));
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §3.3.2 Declare Attack (clarification 111): a declared ability of an Attachment with a stack is paid from the stack, its Army's Supply untouched; an empty stack refuses it though the Army has Supply")
    void declaredAbilityPaidFromTheStack() {
        setUp(ofDepot("declare", "extraAttackDie", 1));
        int rifles = board.hostile("rifle-platoon", 2);
        int supply = board.state().army(regiment).supply();
        int held = stack();
        Attack withDie = new Attack(rifles, false, List.of(), List.of(), List.of(new AbilityRef(DEPOT, DIE)), List.of());

        List<WarfighterEvent> events = board.armyDoes(regiment, withDie, 1, 1, 1);
        assertEquals(List.of(new AttachmentSupplySpent(regiment, DEPOT, 1)), Board.only(AttachmentSupplySpent.class, events));
        assertEquals(List.of(), Board.only(SupplyLost.class, events), "nothing from the 309th");
        assertEquals(2, Board.only(AttackRolled.class, events).get(0).attackRolls().size());
        assertEquals(held - 1, stack());
        assertEquals(supply, board.state().army(regiment).supply());

        setUp(ofDepot("declare", "extraAttackDie", 1));
        board.hostile("rifle-platoon", 2);
        emptyStack();
        board.decide(0, new BeginTurn(regiment));
        assertTrue(board.legal(0).stream().noneMatch(c -> c instanceof Attack a && !a.abilities().isEmpty()), "not offered");
        assertEquals("ability.cost", assertThrows(RuleViolation.class, () -> board.decide(0, withDie)).rule());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1, §2.2.2 (clarifications 46, 111): an Attachment's \"stop a Hit\" is paid from its stack, the Army's own stop from the Army; an empty stack stops nothing")
    void stopAHitPaidFromTheStack() {
        setUp(ofDepot("hitTaken", "stopHit", null));
        int supply = board.state().army(regiment).supply();
        int held = stack();
        board.hostileTurn(sniper, 9, 6);
        Hit depotStop = new Hit("stop", DEPOT);
        assertTrue(board.legal(0).contains(new AssignHits(List.of(depotStop))));

        List<WarfighterEvent> placed = board.decide(0, new AssignHits(List.of(depotStop)));
        assertEquals(new AttachmentSupplySpent(regiment, DEPOT, 1), placed.get(0));
        assertEquals(List.of(), Board.only(SupplyLost.class, placed));
        assertEquals(held - 1, stack());
        assertEquals(supply, board.state().army(regiment).supply());
        assertEquals(0, board.state().army(regiment).hits());

        setUp(ofDepot("hitTaken", "stopHit", null));
        emptyStack();
        board.hostileTurn(sniper, 9, 6);
        assertEquals("hits.stop-supply", assertThrows(RuleViolation.class,
                () -> board.decide(0, new AssignHits(List.of(depotStop)))).rule(), "the 309th's Supply does not pay the Depot's stop");
        List<WarfighterEvent> own = board.decide(0, new AssignHits(List.of(new Hit("stop", "309th-regiment"))));
        assertEquals(new SupplyLost("army", regiment, 1, "stopHit"), own.get(0), "the 309th's own stop, from the 309th");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1, §2.2.2 (clarifications 22, 111): an Attachment's on-hit extra Hit is paid from its stack when the attack lands; an empty stack refuses it")
    void onHitPaidFromTheStack() {
        setUp(ofDepot("onHit", "extraHit", 1));
        int rifles = board.hostile("rifle-platoon", 2);
        int supply = board.state().army(regiment).supply();
        int held = stack();
        Attack extraHit = new Attack(rifles, false, List.of(), List.of(new AbilityRef(DEPOT, DIE)));

        List<WarfighterEvent> events = board.armyDoes(regiment, extraHit, 9, 6);
        AttackResolved resolved = Board.only(AttackResolved.class, events).get(0);
        assertEquals(2, resolved.hits(), "the chart's 1 Hit at 9 and the Depot's");
        assertEquals(List.of(new AttachmentSupplySpent(regiment, DEPOT, 1)), Board.only(AttachmentSupplySpent.class, events));
        assertEquals(List.of(), Board.only(SupplyLost.class, events));
        assertEquals(held - 1, stack());
        assertEquals(supply, board.state().army(regiment).supply());

        setUp(ofDepot("onHit", "extraHit", 1));
        board.hostile("rifle-platoon", 2);
        emptyStack();
        assertEquals("attack.on-hit-supply", assertThrows(RuleViolation.class, () -> board.armyDoes(regiment, extraHit)).rule());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 (clarifications 22, 111): an on-hit ability is paid from what its stack holds after the declaration took its part")
    void onHitPaidFromWhatTheDeclarationLeaves() {
        Cards.Ability die = ofDepot("declare", "extraAttackDie", 1);
        Cards.Ability extra = ofDepot("onHit", "extraHit", 1);
        board = Board.mission(FixturePacks.withAttachment(DEPOT, a -> FixturePacks.plusAbility(extra).apply(FixturePacks.plusAbility(die).apply(a))),
                1, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        regiment = board.army("309th-regiment", 2);
        board.equip(regiment, DEPOT);
        int rifles = board.hostile("rifle-platoon", 2);
        board.given(new AttachmentSupplySpent(regiment, DEPOT, stack() - 1));
        List<AbilityRef> declared = List.of(new AbilityRef(DEPOT, DIE));
        List<AbilityRef> onHit = List.of(new AbilityRef(DEPOT, 2));

        assertEquals("attack.on-hit-supply", assertThrows(RuleViolation.class, () -> board.armyDoes(regiment,
                new Attack(rifles, false, List.of(), onHit, declared, List.of()))).rule(), "its 1 Supply pays the die, not the Hit too");
        assertEquals(List.of(new AttachmentSupplySpent(regiment, DEPOT, 1)), Board.only(AttachmentSupplySpent.class,
                board.armyDoes(regiment, new Attack(rifles, false, List.of(), List.of(), declared, List.of()), 1, 1, 1)), "the die alone");
    }
}
