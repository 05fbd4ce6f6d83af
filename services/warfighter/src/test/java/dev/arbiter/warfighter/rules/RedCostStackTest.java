package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A red ("actionCost") Supply cost of an Attachment with a Supply stack of its own is paid from that stack, as its abilities
 * are (warfighter-war.md §2.2.2 Attachments, §3.3.7 Trade Supply; clarifications 90, 111, 117). No demo card has both, so test
 * packs add one: the Stocked Rocket Teams (the Anti-Armor Rocket Teams with a stack of 2: red, 1 Supply to Attack), or the
 * Depot Wagons (the Field Depot, a stack of 3 coming with 2, with a red 1 Supply to Move). The 309th Regiment (Supply 5)
 * carries it in column 2 of Major Push, a Sniper Team at R1.
 */
class RedCostStackTest {

    private static final String STOCKED = "stocked-rocket-teams";
    private static final String WAGONS = "depot-wagons";

    private Board board;
    private int regiment;
    private int sniper;

    private void setUp(Pack pack, String attachment) {
        board = Board.mission(pack, 1, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        regiment = board.army("309th-regiment", 2);
        board.equip(regiment, attachment);
        sniper = board.hostile("sniper-team", 3);
    }

    private void stockedRockets() {
        setUp(FixturePacks.withAttachmentCopy("anti-armor-rocket-teams", STOCKED, FixturePacks.stackAndCounters(2, List.of())), STOCKED);
    }

    private void depotWagons() {
        setUp(FixturePacks.withAttachmentCopy("field-depot", WAGONS, FixturePacks.plusAbility(
                new Cards.Ability("actionCost", "move", new Cards.Cost(1, 0, 0), null, null, null, null, null, null, null, null))), WAGONS);
    }

    private int stack() {
        return board.state().army(regiment).attachments().get(0).supply();
    }

    private String refused(WarfighterCommand command) {
        WarfighterState before = board.state();
        String rule = assertThrows(RuleViolation.class, () -> board.decide(0, command)).rule();
        assertEquals(before, board.state(), "a refused command changes nothing");
        return rule;
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §3.2.1 (clarifications 90, 111, 117): an Action-Attachment with a stack pays its red cost to Attack from the stack, its Army's Supply untouched")
    void actionAttachmentPaysItsRedCostFromItsStack() {
        stockedRockets();
        assertEquals(2, stack(), "full: the card lists no Supply counters (clarification 97)");
        board.decide(0, new BeginTurn(regiment, STOCKED));

        List<WarfighterEvent> events = board.decide(0, new Attack(sniper, false, List.of(), List.of()), 7, 1);
        assertEquals(new AttachmentSupplySpent(regiment, STOCKED, 1), events.get(0), "the red cost, from its own stack");
        assertEquals(List.of(), Board.only(SupplyLost.class, events), "nothing from the 309th");
        assertEquals(new AttackDeclared("attachment", regiment, "hostile", sniper, 1, List.of(), false), events.get(1));
        assertEquals(1, stack());
        assertEquals(5, board.state().army(regiment).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 (clarification 117): an Action-Attachment whose stack is empty cannot Attack, though its Army holds Supply; the Attack is not offered")
    void emptyStackRefusesTheAttack() {
        stockedRockets();
        board.given(new AttachmentSupplySpent(regiment, STOCKED, 2));
        board.decide(0, new BeginTurn(regiment, STOCKED));
        assertEquals(List.of(new EndTurn()), board.legal(0));
        assertEquals("attack.supply", refused(new Attack(sniper, false, List.of(), List.of())));
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.1 Move, §2.2.2 (clarification 117): a red cost an Attachment with a stack puts on its Army's Move is paid from that stack; an empty stack refuses the Move")
    void armysMovePaysTheAttachmentsRedCostFromItsStack() {
        depotWagons();
        assertEquals(2, stack(), "it comes with 2 of its 3 (clarification 114)");
        board.given(new TurnBegan(regiment, 0));
        List<WarfighterEvent> events = board.decide(0, new Move(-1, List.of()));
        assertEquals(new AttachmentSupplySpent(regiment, WAGONS, 1), events.get(0));
        assertEquals(List.of(), Board.only(SupplyLost.class, events));
        assertEquals(1, Board.only(ArmyMoved.class, events).size());
        assertEquals(List.of(1, 5, 1), List.of(stack(), board.state().army(regiment).supply(), board.state().army(regiment).column()));

        depotWagons();
        board.given(new AttachmentSupplySpent(regiment, WAGONS, 2), new TurnBegan(regiment, 0));
        assertFalse(board.legal(0).contains(new Move(-1, List.of())), "not offered");
        assertEquals("move.supply", refused(new Move(-1, List.of())));
    }
}
