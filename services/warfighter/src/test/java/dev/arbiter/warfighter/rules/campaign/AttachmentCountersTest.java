package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.CarryOvers;
import dev.arbiter.warfighter.rules.FixturePacks;
import static dev.arbiter.warfighter.rules.Board.rule;
import static dev.arbiter.warfighter.rules.CarryOvers.army;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The counters an Attachment comes with (warfighter-war.md §4.4 Buy and Sell: "any counters listed in their effect boxes";
 * clarifications 97, 114, 116): the Field Depot ("holds up to 3 Supply of its own and comes with 2") and the Winter Kit
 * ("comes with one Hardy: Cold counter"), on every way an Attachment joins an Army; and the Bridging Kit's Engineering counter
 * placed on an obstacle (§1.2 Engineering Counters; clarification 118).
 */
class AttachmentCountersTest {

    private static final Equipped DEPOT_AS_PRINTED = new Equipped("field-depot", 0, 2, List.of(), 0);
    private static final Equipped KIT_AS_PRINTED = new Equipped("winter-kit", 0, null, List.of("Cold"), 0);
    private static final Equipped BRIDGING_AS_PRINTED = new Equipped("bridging-kit", 0, null, List.of(), 1);

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §4.4 Buy and Sell (clarifications 97, 114): equipped, the Field Depot holds the 2 Supply it comes with, the Winter Kit its Hardy: Cold counter; a stack whose card lists no Supply counters is full")
    void equippedWithItsCounters() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "field-depot").equip(regiment, "winter-kit");
        assertEquals(List.of(DEPOT_AS_PRINTED, KIT_AS_PRINTED), board.state().army(regiment).attachments());
        assertEquals(List.of(), board.state().army(regiment).hardy(), "the kit's counter is the kit's, not given to the Army");

        Board noCounters = Board.mission(FixturePacks.withAttachment("field-depot", FixturePacks.stackAndCounters(3, List.of())), 1,
                "probe", "vital-hill", "cart-track");
        int other = noCounters.army("309th-regiment", 1);
        noCounters.equip(other, "field-depot");
        assertEquals(3, noCounters.state().army(other).attachments().get(0).supply(), "clarification 97: full when it lists none");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2 Setting up a Team (clarification 114): a preset team's Attachments come with their counters")
    void presetTeamComesWithItsCounters() {
        WarfighterState state = Table.probe().army("309th-regiment", 0, List.of("field-depot", "winter-kit"), List.of()).fixture().state();
        assertEquals(List.of(DEPOT_AS_PRINTED, KIT_AS_PRINTED), state.army(1).attachments());
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Buy and Sell (\"Attachments bought this way comes with any counters listed in their effect boxes\"; clarification 114)")
    void boughtInTownComesWithItsCounters() {
        var f = CampaignTable.continuing(1, CarryOvers.afterAshby("lowland-road", 0, 40, List.of(),
                List.of(army(1, "309th-regiment", 0, 0, 5, List.of(), List.of())))).fixture();
        WarfighterState s = f.when(0, new BuyAttachment(1, "field-depot")).isLegal().thenEvents(new AttachmentBought(1, "field-depot", 10))
                .when(0, new BuyAttachment(1, "winter-kit")).isLegal().thenEvents(new AttachmentBought(1, "winter-kit", 5)).state();
        assertEquals(List.of(DEPOT_AS_PRINTED, KIT_AS_PRINTED), s.army(1).attachments());
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Replenish (\"do not receive Supplies\"; clarifications 91, 116): a destroyed Attachment comes back with none of its counters")
    void restoredComesBackWithNone() {
        Map<String, Object> regiment = new HashMap<>(army(1, "309th-regiment", 0, 0, 5, List.of(), List.of()));
        regiment.put("destroyed", List.of(Map.of("attachment", "field-depot"), Map.of("attachment", "winter-kit")));
        var table = CampaignTable.continuing(1, CarryOvers.afterAshby("lowland-road", 0, 0, List.of(), List.of(regiment)));
        assertEquals(List.of(new AttachmentRestored(1, "field-depot", 1), new AttachmentRestored(1, "winter-kit", 0)),
                Board.only(AttachmentRestored.class, table.opening()));
        assertEquals(List.of(new Equipped("field-depot", 1, 0, List.of(), 0), new Equipped("winter-kit", 0, null, List.of(), 0)),
                table.fixture().state().army(1).attachments());
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Replenish (clarifications 51, 116): a carried Attachment keeps the counters the carry-over says it holds, and does not come with its card's again")
    void carriedKeepsWhatItHolds() throws Exception {
        List<Map<String, Object>> kit = List.of(Map.of("attachment", "winter-kit", "hits", 0, "hardy", List.of("Cold")),
                Map.of("attachment", "field-depot", "hits", 0, "supply", 1));
        Map<String, Object> carry = CarryOvers.afterAshby("lowland-road", 0, 0, List.of(), List.of(army(1, "309th-regiment", 0, 0, 5, kit,
                List.of()), army(2, "fenwick-rifles", 0, 0, 3, List.of(Map.of("attachment", "winter-kit", "hits", 0)), List.of())));
        WarfighterState town = CampaignTable.continuing(1, carry).fixture().state();
        assertEquals(List.of(KIT_AS_PRINTED, new Equipped("field-depot", 0, 1, List.of(), 0)), town.army(1).attachments());
        assertEquals(List.of(new Equipped("winter-kit", 0, null, List.of(), 0)), town.army(2).attachments(), "its counter was spent");

        Map<String, Object> next = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(town, "ongoing", CampaignGame.ROUTE);
        List<?> armies = (List<?>) next.get("armies");
        assertEquals(kit, ((Map<?, ?>) armies.get(0)).get("attachments"));
        assertEquals(List.of(Map.of("attachment", "winter-kit", "hits", 0)), ((Map<?, ?>) armies.get(1)).get("attachments"));
        CampaignTest.assertValidCarryOver(next);
    }

    @Test
    @DisplayName("warfighter-war.md §1.2 Engineering Counters, §3.3.9 (clarification 118): the Bridging Kit comes with one Engineering counter; placed on the river next door it is one Engineering Point, free and besides the Engineer's roll, and the obstacle falls when the points reach its value")
    void bridgingKitsCounterIsOneEngineeringPoint() {
        Board board = Board.mission("probe", "vital-hill", "impassible-river"); // Impassable; Engineering Ob 3
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "bridging-kit").equip(regiment, "engineer-company");
        assertEquals(BRIDGING_AS_PRINTED, board.state().army(regiment).attachments().get(0));
        board.given(new LocationActivated(2, regiment, "action", 0), new TurnBegan(regiment, 0));
        assertTrue(board.legal(0).contains(new PlaceEngineeringCounter("bridging-kit", 2)));

        assertEquals(List.of(new EngineerRolled(regiment, 2, new Roll(0, 10, 7), 2, 2, false)), board.armyDoes(regiment, new RollEngineer(2), 7));
        int actionsLeft = board.cards().actionsLeft(board.state().army(regiment));
        assertEquals(List.of(new EngineeringCounterPlaced(regiment, "bridging-kit", 2, 3, true)),
                board.armyDoes(regiment, new PlaceEngineeringCounter("bridging-kit", 2)), "2 rolled + 1 counter reach the river's 3");
        assertEquals(actionsLeft, board.cards().actionsLeft(board.state().army(regiment)), "placing costs no Action");
        assertEquals(0, board.state().army(regiment).attachments().get(0).engineering(), "the kit holds it no more");
        assertEquals(List.of(new ArmyMoved(regiment, 1, 2, 1, 2, List.of(), List.of())), board.armyDoes(regiment, new Move(1, List.of())),
                "the river is passable");
    }

    @Test
    @DisplayName("warfighter-war.md §1.2 Engineering Counters (clarification 118): no counter left, another Army's kit, or no undefeated obstacle within reach is refused, and none is listed")
    void engineeringCounterRefusals() {
        Board board = Board.mission("probe", "vital-hill", "cart-track", "impassible-river"); // the river in column 3
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "bridging-kit").given(new TurnBegan(regiment, 0));
        assertTrue(board.legal(0).contains(new EndTurn()), "the Army's turn is listed");
        assertEquals("engineer.no-obstacle", rule(() -> board.armyDoes(regiment, new PlaceEngineeringCounter("bridging-kit", 3))),
                "column 3 is two away");
        assertEquals("engineer.no-obstacle", rule(() -> board.armyDoes(regiment, new PlaceEngineeringCounter("bridging-kit", 2))),
                "the Cart Track has no obstacle");
        assertEquals("engineer.no-counter", rule(() -> board.armyDoes(regiment, new PlaceEngineeringCounter("winter-kit", 2))));
        assertTrue(board.legal(0).stream().noneMatch(PlaceEngineeringCounter.class::isInstance));

        Board spent = Board.mission("probe", "vital-hill", "impassible-river");
        int other = spent.army("309th-regiment", 1);
        spent.equip(other, "bridging-kit").given(new LocationActivated(2, other, "action", 0), new TurnBegan(other, 0));
        spent.armyDoes(other, new PlaceEngineeringCounter("bridging-kit", 2));
        assertEquals("engineer.no-counter", rule(() -> spent.armyDoes(other, new PlaceEngineeringCounter("bridging-kit", 2))));
        assertTrue(spent.legal(0).stream().noneMatch(PlaceEngineeringCounter.class::isInstance));
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Replenish (clarifications 116, 118): a Bridging Kit carries its unplaced counter to the next mission, and one carried without it has none")
    void engineeringCounterIsCarried() throws Exception {
        List<Map<String, Object>> kit = List.of(Map.of("attachment", "bridging-kit", "hits", 0, "engineering", 1));
        Map<String, Object> carry = CarryOvers.afterAshby("lowland-road", 0, 0, List.of(), List.of(army(1, "309th-regiment", 0, 0, 5, kit,
                List.of()), army(2, "fenwick-rifles", 0, 0, 3, List.of(Map.of("attachment", "bridging-kit", "hits", 0)), List.of())));
        WarfighterState town = CampaignTable.continuing(1, carry).fixture().state();
        assertEquals(List.of(BRIDGING_AS_PRINTED), town.army(1).attachments());
        assertEquals(List.of(new Equipped("bridging-kit", 0, null, List.of(), 0)), town.army(2).attachments(), "its counter was placed");

        Map<String, Object> next = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(town, "ongoing", CampaignGame.ROUTE);
        assertEquals(kit, ((Map<?, ?>) ((List<?>) next.get("armies")).get(0)).get("attachments"));
        CampaignTest.assertValidCarryOver(next);
    }
}
