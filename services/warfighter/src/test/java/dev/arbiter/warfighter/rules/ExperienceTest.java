package dev.arbiter.warfighter.rules;

import static dev.arbiter.warfighter.rules.Board.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * XP costs paid with any Army's Experience (warfighter-war.md §3.1.3 Experience: "When Experience must be paid from a Army,
 * Experience that any Army has earned can be used to pay for the cost"; docs/rules/warfighter.md clarification 23). Army 1,
 * the 309th, has no XP; Army 2, the Fenwick Rifles, has 2.
 */
class ExperienceTest {

    private static final Cards.Ability XP_PIN_REMOVAL = new Cards.Ability("activity", null, new Cards.Cost(0, 1, 0), "removePins", 1,
            "self", null, null, null, null, "Fixture: pay 1 XP: remove 1 Pin.");

    private Board board;
    private int regiment;
    private int fenwick;

    private void given(Pack pack) {
        board = Board.mission(pack, 1, "probe", "vital-hill", "cart-track");
        regiment = board.army("309th-regiment", 1);
        fenwick = board.army("fenwick-rifles", 2);
        for (int i = 0; i < 2; i++) {
            board.given(new HostileEliminated(board.hostile("rifle-platoon", 3), fenwick, 1));
        }
        board.given(new TurnBegan(regiment, 0));
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3 Experience: an Action Card's XP cost is paid by another Army's XP (Recon Report, 1 XP: the 309th has none, the Fenwick Rifles pay)")
    void cardCostPaidByAnotherArmy() {
        given(Board.DEMO);
        board.hand(regiment, "recon-report#1");
        PlayActionCard paidByFenwick = new PlayActionCard("recon-report#1", null, null, null, fenwick);
        assertTrue(board.legal(0).contains(paidByFenwick), "offered with the Army that can pay");
        assertEquals("card.cost", rule(() -> board.armyDoes(regiment, new PlayActionCard("recon-report#1", null, null, null))),
                "the 309th cannot pay it itself");

        List<WarfighterEvent> played = board.armyDoes(regiment, paidByFenwick);
        assertEquals(List.of(new XpPaid(fenwick, 1, "card"), new ActionCardPlayed(regiment, "recon-report#1", regiment, null, null)),
                played.subList(0, 2));
        assertEquals(1, board.state().army(fenwick).xp());
        assertEquals(-1, board.state().activationModifier());
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3 Experience: an ability's XP cost is paid by another Army's XP; naming a payer for a card without an XP cost is refused")
    void abilityCostPaidByAnotherArmy() {
        given(FixturePacks.withArmyAbility("309th-regiment", XP_PIN_REMOVAL));
        board.armyPins(regiment, 1);
        int index = 2; // after the 309th's two printed abilities
        assertEquals("ability.cost", rule(() -> board.armyDoes(regiment, new UseAbility("309th-regiment", index, null))));
        UseAbility paidByFenwick = new UseAbility("309th-regiment", index, null, null, null, fenwick);
        assertTrue(board.legal(0).contains(paidByFenwick));

        List<WarfighterEvent> used = board.armyDoes(regiment, paidByFenwick);
        assertEquals(new XpPaid(fenwick, 1, "ability"), used.get(0));
        assertEquals(0, board.state().army(regiment).pins());
        assertEquals(1, board.state().army(fenwick).xp());

        board.hand(regiment, "field-rations#1");
        assertEquals("card.xp-from", rule(() -> board.armyDoes(regiment,
                new PlayActionCard("field-rations#1", null, "gainSupply", null, fenwick))), "Field Rations costs no XP");
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3 Experience, §3.3.2 Declare Attack: a declared card's XP cost is paid by another Army's XP (Accurate Fire made to cost 1 XP)")
    void attackCostPaidByAnotherArmy() {
        given(FixturePacks.withActionCard("accurate-fire", c -> new Cards.ActionCard(c.id(), c.name(), c.text(), c.region(), c.copies(),
                c.timing(), new Cards.Cost(0, 1, 0), c.effects(), c.stackable(), c.retain(), c.upgun(), c.alternatives())));
        int rifles = board.hostile("rifle-platoon", 1);
        board.hand(regiment, "accurate-fire#1");
        assertEquals("attack.xp", rule(() -> board.armyDoes(regiment, new Attack(rifles, false, List.of("accurate-fire#1"), List.of()))));
        Attack paidByFenwick = new Attack(rifles, false, List.of("accurate-fire#1"), List.of(), List.of(), List.of(), fenwick);
        assertTrue(board.legal(0).contains(paidByFenwick));

        List<WarfighterEvent> attacked = board.armyDoes(regiment, paidByFenwick, 1, 1);
        assertEquals(new XpPaid(fenwick, 1, "card"), attacked.get(0));
        assertEquals(1, board.state().army(fenwick).xp());
    }
}
