package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
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
        assertEquals(List.of(new LeaveTown()), RULES.legalActions(s, 0));
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
    @DisplayName("warfighter-war.md §4.4 Town Activities: in town only the Town Activities are played (this version: LeaveTown)")
    void inTownNothingElse() {
        var f = CampaignTable.continuing(1, afterAshby(0)).fixture();
        f.when(0, new Recruit("307th-battalion", 0)).thenViolation("town.activities");
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
