package dev.arbiter.warfighter.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterView;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A continued campaign's game up to its mission (warfighter-war.md §4.4 Campaign Turn; clarifications 51, 52, 71). */
class TownTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);

    /** After Ashby: the 309th (Army 1, seat 0) with 2 Hits, a Pin and 3 Supply; the 48th (Army 2, seat {@code second}) Downed. */
    private static Map<String, Object> afterAshby(int second) {
        Map<String, Object> doc = new HashMap<>();
        doc.put("map", "lowland-road");
        doc.put("status", "ongoing");
        doc.put("lastTown", "ashby");
        doc.put("played", List.of("ashby"));
        doc.put("discarded", List.of());
        doc.put("desperation", 0);
        doc.put("promotion", 20);
        doc.put("resupply", 40);
        doc.put("next", Map.of("step", "route"));
        doc.put("armies", List.of(
                Map.of("number", 1, "seat", 0, "army", "309th-regiment", "hits", 2, "pins", 1, "supply", 3, "downed", false,
                        "attachments", List.of(Map.of("attachment", "engineer-company", "hits", 0)),
                        "skills", List.of(Map.of("skill", "quality-soldiers"))),
                Map.of("number", 2, "seat", second, "army", "48th-battalion", "hits", 0, "pins", 0, "supply", 0, "downed", true,
                        "attachments", List.of(), "skills", List.of())));
        return doc;
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Enter the Town, Replenish: the one arrow from Ashby leads to Brackenford, which heals 1 Hit; the Downed 48th comes back at 1 Manpower; the lead seat is in town")
    void enterTheTownAndReplenish() {
        var f = CampaignTable.continuing(1, afterAshby(0)).locations("cart-track", "ashen-village", "rubble-streets", "hill-redoubt")
                .fixture();
        WarfighterState s = f.state();
        assertEquals(Stage.TOWN, s.stage());
        assertEquals("brackenford", s.campaign().town());
        assertEquals("keep-moving", s.mission());
        assertEquals(1, s.army(1).hits(), "2 Hits carried, 1 healed on arrival");
        assertEquals(1, s.army(1).pins(), "Pins carry (clarification 51)");
        assertFalse(s.army(2).downed());
        assertEquals(new Catalogue(Table.DEMO).card(s.army(2)).maxManpower() - 1, s.army(2).hits(), "back at 1 Manpower");
        assertEquals(List.of("engineer-company"), s.army(1).attachments().stream().map(Equipped::attachment).toList());
        assertEquals(List.of(0), RULES.awaiting(s));
        List<WarfighterCommand> legal = RULES.legalActions(s, 0);
        assertEquals(new LeaveTown(), legal.get(legal.size() - 1), "the Town Activities, then LeaveTown");
        assertEquals(List.of("cart-track", "ashen-village", "rubble-streets", "hill-redoubt"),
                s.display().subList(1, 5).stream().map(Slot::card).toList(),
                "worked example 23 (§4.5): Keep Moving!'s stars Nuisance, Common, Common, Renowned fill slots 2 to 5 from those tier decks");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Replenish (clarification 52): leaving town, the carried Armies are placed and draw their hands but take no Supply")
    void leaveTownGivesNoSupply() {
        var f = CampaignTable.continuing(1, afterAshby(0)).fixture();
        List<WarfighterEvent> events = f.when(0, new LeaveTown()).isLegal().events();
        assertEquals(new TownLeft("brackenford"), events.get(0));
        assertEquals(List.of(), Board.only(SupplyGained.class, events));
        WarfighterState s = f.given(events).state();
        assertEquals(Stage.PLAY, s.stage());
        assertEquals(3, s.army(1).supply(), "the 3 Supply carried, no more");
        assertTrue(s.army(1).hand().size() > 0);
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Town Activities: in town only the Town Activities and LeaveTown are played")
    void inTownNothingElse() {
        var f = CampaignTable.continuing(1, afterAshby(0)).fixture();
        f.when(0, new Recruit("307th-battalion", 0)).thenViolation("town.activities");
        f.when(0, new ChooseRoute("brackenford")).thenViolation("town.activities");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Buy and Sell (clarification 53): Resupply Points buy an Attachment at its RP cost, and selling one gives its RP cost in Promotion Points; the team leaves town with what it bought")
    void buyAndSell() {
        var f = CampaignTable.continuing(1, afterAshby(0)).fixture();
        var sold = f.when(0, new SellAttachment(1, "engineer-company")).isLegal().then();
        assertEquals(30, sold.state().campaign().promotion(), "20 + Engineer Company's 10 RP");
        var bought = sold.when(0, new BuyAttachment(1, "anti-armor-rocket-teams")).isLegal().then();
        assertEquals(30, bought.state().campaign().resupply(), "40 - Anti-Armor Rocket Teams' 10 RP");
        assertEquals(30, bought.state().campaign().promotion(), "buying spends no Promotion Points");
        WarfighterState left = bought.when(0, new LeaveTown()).then().state();
        assertEquals(List.of("anti-armor-rocket-teams"), left.army(1).attachments().stream().map(Equipped::attachment).toList());
        Map<String, Object> carry = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(left, "ongoing", CampaignGame.ROUTE);
        assertEquals(30, carry.get("promotion"));
        assertEquals(30, carry.get("resupply"));
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Enter the Town: with two arrows from Ashby (Two Roads) the lead seat chooses the Town; nothing is laid before")
    void chooseRoute() {
        Map<String, Object> carry = new HashMap<>(afterAshby(0));
        carry.put("map", "two-roads");
        var f = CampaignTable.continuing(1, carry).fixture();
        WarfighterState s = f.state();
        assertEquals(Stage.ROUTE, s.stage());
        assertEquals(null, s.mission());
        assertEquals(List.of(0), RULES.awaiting(s));
        assertEquals(List.of(new ChooseRoute("greyspire"), new ChooseRoute("brackenford")), RULES.legalActions(s, 0));
        assertEquals(List.of("greyspire", "brackenford"), ((WarfighterView) RULES.view(s)).campaign().routes());
        CampaignTable table = CampaignTable.continuing(1, carry);
        List<WarfighterEvent> events = f.when(0, new ChooseRoute("brackenford"), table.faces("brackenford")).isLegal().events();
        assertEquals(new TownEntered("brackenford", "ashby"), events.get(0));
        WarfighterState in = f.given(events).state();
        assertEquals(Stage.TOWN, in.stage());
        assertEquals("keep-moving", in.mission());
        assertFalse(in.army(2).downed(), "Replenish follows the route");
        assertEquals(List.of(), ((WarfighterView) RULES.view(in)).campaign().routes());
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Enter the Town: ChooseRoute names a Town an arrow leads to; before it, nothing else is played")
    void chooseRouteRefusals() {
        Map<String, Object> carry = new HashMap<>(afterAshby(0));
        carry.put("map", "two-roads");
        var f = CampaignTable.continuing(1, carry).fixture();
        f.when(0, new ChooseRoute("ashby")).thenViolation("route.not-offered");
        f.when(0, new LeaveTown()).thenViolation("route.choose");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Enter the Town: an arrow to a discarded Town does not count, so one arrow left is followed without a choice")
    void discardedTownLeavesOneArrow() {
        Map<String, Object> carry = new HashMap<>(afterAshby(0));
        carry.put("map", "two-roads");
        carry.put("discarded", List.of("greyspire"));
        WarfighterState s = CampaignTable.continuing(1, carry).fixture().state();
        assertEquals(Stage.TOWN, s.stage());
        assertEquals("brackenford", s.campaign().town());
    }

    @Test
    @DisplayName("warfighter-war.md §4 (clarification 71): the creator may give the carried Armies to other seats; a seat the game lacks is refused")
    void seatsReassigned() {
        assertEquals(1, RULES.initialState(new Setup(2, Map.of("campaign", afterAshby(1)))).army(2).seat());
        RuleViolation refused = assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(1, Map.of("campaign", afterAshby(1)))));
        assertEquals("team.seat", refused.rule());
        RuleViolation idle = assertThrows(RuleViolation.class, () -> RULES.initialState(new Setup(3, Map.of("campaign", afterAshby(1)))));
        assertEquals("team.every-seat", idle.rule());
    }
}
