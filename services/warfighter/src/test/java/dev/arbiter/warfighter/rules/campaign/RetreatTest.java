package dev.arbiter.warfighter.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * §4.6 Mission Result, Retreat and Desperation Missions (warfighter-war.md §4.6 Retreat, §4.4; docs/rules/warfighter.md,
 * Campaign; clarifications 54-56, 59, 78, 79).
 */
public class RetreatTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);

    /** Lowland Road's Ashby: the 309th (Army 1) and the 48th (Army 2), seat 0, at the end of Game Turn 1, no Hostile out. */
    public static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> ashbyTurnEnd() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Recruit("48th-battalion", 0)).then()
                .when(0, new ConfirmTeam()).then();
        return playToTurnEnd(f, new ArrayList<>());
    }

    /** Every due Army takes its turn and ends it, until the Game Turn ends (or the game does); the events are collected. */
    public static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> playToTurnEnd(
            RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> f, List<WarfighterEvent> events) {
        while (f.state().stage() == Stage.PLAY && !MissionRetreat.atTurnEnd(f.state())) {
            WarfighterCommand next = RULES.legalActions(f.state(), 0).stream().filter(c -> c instanceof BeginTurn).findFirst()
                    .orElse(new EndTurn());
            List<WarfighterEvent> decided = f.when(0, next).events();
            events.addAll(decided);
            f = f.given(decided);
        }
        return f;
    }

    private static void refused(RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> f, WarfighterCommand command, String rule) {
        assertFalse(RULES.legalActions(f.state(), 0).contains(command), command + " is not listed");
        f.when(0, command).thenViolation(rule);
    }

    /** A carry-over of Lowland Road after Ashby, the 309th (Army 1) with 2 Hits and the 48th (Army 2), with the given Towns and next step. */
    private static Map<String, Object> carryOver(String lastTown, List<String> played, List<String> discarded, int desperation,
                                                 Map<String, Object> next) {
        Map<String, Object> doc = new HashMap<>();
        doc.put("map", "lowland-road");
        doc.put("status", "ongoing");
        doc.put("lastTown", lastTown);
        doc.put("played", played);
        doc.put("discarded", discarded);
        doc.put("desperation", desperation);
        doc.put("promotion", 0);
        doc.put("resupply", 30);
        doc.put("next", next);
        doc.put("armies", List.of(
                Map.of("number", 1, "seat", 0, "army", "309th-regiment", "hits", 2, "pins", 0, "supply", 3, "downed", false,
                        "attachments", List.of(), "skills", List.of()),
                Map.of("number", 2, "seat", 0, "army", "48th-battalion", "hits", 0, "pins", 0, "supply", 2, "downed", false,
                        "attachments", List.of(), "skills", List.of())));
        return doc;
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat (clarification 55): at the end of each Game Turn of a campaign mission the lead seat may Retreat or fight on, and nothing else")
    void turnEndOffersRetreat() {
        var f = ashbyTurnEnd();
        assertEquals(Step.TURN_END, f.state().step());
        assertEquals(List.of(0), RULES.awaiting(f.state()));
        assertEquals(List.of(new Retreat(), new FightOn()), RULES.legalActions(f.state(), 0));
        refused(f, new BeginTurn(1), "retreat.choose");
        refused(f, new PlayDesperation("greyspire"), "retreat.choose");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat: fighting on begins the next Game Turn")
    void fightOnBeginsTheNextTurn() {
        var f = ashbyTurnEnd();
        List<WarfighterEvent> events = f.when(0, new FightOn()).isLegal().events();
        assertEquals(new FoughtOn(1), events.get(0));
        assertEquals(new GameTurnBegan(2, f.state().timer()), events.get(1));
        assertEquals(2, f.given(events).state().turn());
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat: Retreat is the lead seat's choice at a Game Turn's end only, and a standalone mission has none")
    void retreatOnlyAtTheTurnEnd() {
        var f = ashbyTurnEnd().when(0, new FightOn()).then();
        refused(f, new Retreat(), "retreat.not-now");
        refused(f, new FightOn(), "retreat.not-now");
        refused(f, new PlayDesperation("greyspire"), "desperation.not-now");
        refused(f, new DeclineDesperation(), "desperation.not-now");
        var standalone = Table.probe().fixture();
        standalone.when(0, new Retreat()).thenViolation("retreat.not-now");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat (clarification 78): no Mission points; every Army at full Manpower, a Downed one back with no Pins; 12 Resupply Points; the Town discarded; Replenish and the Town Activities again")
    void retreat() {
        var f = ashbyTurnEnd().given(new ExhaustionPaid(1, 0, 2), new EnvironResolved(1, "pin"), new EnvironResolved(2, "pin"),
                new ArmyDowned(2, 40));
        int resupply = f.state().campaign().resupply();
        List<WarfighterEvent> events = f.when(0, new Retreat()).isLegal().events();
        assertEquals(List.of(new Retreated("ashby", 1, 12), new Replenished(List.of())), events);
        WarfighterState s = f.given(events).state();
        assertEquals(Stage.TOWN, s.stage());
        assertEquals(List.of(0, 0), s.armies().stream().map(ArmyState::hits).toList(), "full Manpower");
        assertFalse(s.army(2).downed(), "the Downed 48th is healed too");
        assertEquals(List.of(1, 0), s.armies().stream().map(ArmyState::pins).toList(), "Pins carry, but not on the revived Army");
        assertEquals(List.of(0, 0), s.armies().stream().map(ArmyState::xp).toList(), "Replenish resets the printed values");
        assertEquals(resupply + 12, s.campaign().resupply());
        assertEquals(0, s.campaign().promotion(), "no points: they are for winners");
        assertEquals(List.of("ashby"), s.campaign().discarded());
        assertEquals(List.of(0), RULES.awaiting(s));
        List<WarfighterCommand> again = RULES.legalActions(s, 0);
        assertTrue(again.contains(new LeaveTown()), "the Town Activities again, ended by LeaveTown: " + again);
        assertTrue(again.contains(new RefillSupply(2)), "the 12 Resupply Points can be spent in town: " + again);
    }

    /** Ashby at the end of Game Turn 1 with the 309th (Army 1) holding a Field Depot (Manpower 2; it comes with 2 Supply counters on its own stack). */
    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> depotTurnEnd() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Equip(1, "field-depot")).then()
                .when(0, new Recruit("48th-battalion", 0)).then()
                .when(0, new ConfirmTeam()).then();
        return playToTurnEnd(f, new ArrayList<>());
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat, §2.2.2 (clarification 123): a Retreat heals the Armies, not their Attachments: the Field Depot keeps its Hit and what is left of its Supply")
    void retreatHealsArmiesNotAttachments() {
        var f = depotTurnEnd().given(new HitsAssigned(1, List.of(new Hit("army", null), new Hit("attachment", "field-depot"))),
                new AttachmentSupplySpent(1, "field-depot", 1));
        WarfighterState s = f.given(f.when(0, new Retreat()).isLegal().events()).state();
        assertEquals(0, s.army(1).hits(), "the 309th at full Manpower");
        Equipped depot = s.army(1).attachments().get(0);
        assertEquals(1, depot.hits(), "the Field Depot is no Army: its Hit stays");
        assertEquals(1, depot.supply(), "its 2 counters less the 1 spent");
    }

    @Test
    @DisplayName("warfighter-war.md §4.5 Downed Army (clarification 123): a Downed Army's own Supply and XP are discarded; its Attachment, kept, keeps the Supply on its own stack")
    void downedArmyKeepsItsAttachmentsStack() {
        WarfighterState s = depotTurnEnd().given(new ArmyDowned(1, 0)).state();
        assertEquals(0, s.army(1).supply());
        assertEquals(2, s.army(1).attachments().get(0).supply(), "the Field Depot's 2 counters stay on it");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat: after the Town Activities the lead seat chooses a set-aside Town or declines; no mission begins")
    void leaveTownAfterRetreat() {
        var f = ashbyTurnEnd().when(0, new Retreat()).then();
        List<WarfighterEvent> events = f.when(0, new LeaveTown()).isLegal().events();
        assertEquals(List.of(new TownLeft("ashby")), events, "no Army is placed: the next mission is another game's");
        var after = f.given(events);
        assertEquals(Stage.DESPERATION, after.state().stage());
        assertEquals(List.of(0), RULES.awaiting(after.state()));
        assertEquals(List.of(new PlayDesperation("greyspire"), new DeclineDesperation()), RULES.legalActions(after.state(), 0));
        refused(after, new PlayDesperation("brackenford"), "desperation.town");
        refused(after, new LeaveTown(), "desperation.choose");
        refused(after, new Retreat(), "retreat.not-now");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat (clarifications 54, 59): a Desperation Mission chosen raises the count; the game ends in a Retreat, lost for every seat, and the carry-over names the Town")
    void playDesperation() {
        var f = ashbyTurnEnd().when(0, new Retreat()).then().when(0, new LeaveTown()).then();
        int resupply = f.state().campaign().resupply();
        List<WarfighterEvent> events = f.when(0, new PlayDesperation("greyspire")).isLegal().events();
        assertEquals(new DesperationChosen("greyspire"), events.get(0));
        GameOver over = (GameOver) events.get(1);
        assertEquals("retreat", over.result());
        Map<?, ?> carry = (Map<?, ?>) over.carryOver();
        assertEquals("ongoing", carry.get("status"), "a Retreat never ends the campaign");
        assertEquals("ashby", carry.get("lastTown"), "clarification 56: the route goes on from the Town retreated from");
        assertEquals(List.of(), carry.get("played"));
        assertEquals(List.of("ashby"), carry.get("discarded"));
        assertEquals(1, carry.get("desperation"));
        assertEquals(resupply, carry.get("resupply"));
        assertEquals(Map.of("step", "desperation", "town", "greyspire"), carry.get("next"));
        WarfighterState s = f.given(events).state();
        assertEquals(Outcome.cooperative(1, false), RULES.outcome(s), "clarification 59: a Retreat is lost for every seat");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat: declining the Desperation Mission ends the game in a Retreat; the next game follows the route from the Town retreated from (clarification 56)")
    void declineDesperation() {
        var f = ashbyTurnEnd().when(0, new Retreat()).then().when(0, new LeaveTown()).then();
        List<WarfighterEvent> events = f.when(0, new DeclineDesperation()).isLegal().events();
        assertEquals(1, events.size());
        GameOver over = (GameOver) events.get(0);
        assertEquals("retreat", over.result());
        Map<?, ?> carry = (Map<?, ?>) over.carryOver();
        assertEquals(0, carry.get("desperation"));
        assertEquals(CampaignGame.ROUTE, carry.get("next"));
        @SuppressWarnings("unchecked")
        var next = CampaignTable.continuing(1, (Map<String, Object>) carry);
        assertEquals(List.of(new TownEntered("brackenford", "ashby")), Board.only(TownEntered.class, next.opening()));
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat: a Desperation game enters the chosen set-aside Town instead of following a route; a Town not set aside, or played, is refused")
    void desperationGameEntersTheChosenTown() {
        var table = CampaignTable.continuing(1, carryOver("ashby", List.of(), List.of("ashby"), 1,
                Map.of("step", "desperation", "town", "greyspire")));
        var f = table.fixture();
        assertEquals("greyspire", f.state().campaign().town());
        assertEquals("hold-at-all-costs", f.state().mission());
        assertEquals(List.of(new TownEntered("greyspire", "ashby")), Board.only(TownEntered.class, table.opening()));
        assertEquals(Stage.TOWN, f.state().stage());
        for (String town : List.of("brackenford", "nowhere")) {
            Setup setup = new Setup(1, Map.of("campaign", carryOver("ashby", List.of(), List.of("ashby"), 1,
                    Map.of("step", "desperation", "town", town))));
            assertEquals("campaign.not-desperation-town", assertThrows(RuleViolation.class, () -> RULES.initialState(setup)).rule());
        }
        Setup again = new Setup(1, Map.of("campaign", carryOver("ashby", List.of("greyspire"), List.of("ashby"), 1,
                Map.of("step", "desperation", "town", "greyspire"))));
        assertEquals("campaign.not-desperation-town", assertThrows(RuleViolation.class, () -> RULES.initialState(again)).rule());
    }

    @Test
    @DisplayName("warfighter-war.md §4.6, §4.4 Enter the Town (clarification 56): a Desperation game's carry-over keeps the route at the Town retreated from")
    void routeAfterDesperation() {
        var f = CampaignTable.continuing(1, carryOver("ashby", List.of(), List.of("ashby"), 1,
                Map.of("step", "desperation", "town", "greyspire"))).fixture().when(0, new LeaveTown()).then();
        Map<String, Object> carry = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(f.state(), "ongoing", CampaignGame.ROUTE);
        assertEquals("ashby", carry.get("lastTown"));
        assertEquals(List.of("greyspire"), carry.get("played"));
        @SuppressWarnings("unchecked")
        var next = CampaignTable.continuing(1, carry).fixture();
        assertEquals("brackenford", next.state().campaign().town());
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat (clarification 79): at a final Town no arrow leads on, so the team cannot Retreat and fights on")
    void noRetreatWithoutARouteOn() {
        var f = CampaignTable.continuing(1, carryOver("ashby", List.of("ashby"), List.of(), 0, CampaignGame.ROUTE)).fixture()
                .when(0, new LeaveTown()).then();
        f = playToTurnEnd(f, new ArrayList<>());
        assertEquals("brackenford", f.state().campaign().town());
        assertEquals(List.of(new FightOn()), RULES.legalActions(f.state(), 0));
        f.when(0, new Retreat()).thenViolation("retreat.no-route");
    }

    @ParameterizedTest(name = "{0} Desperation Missions: {1}")
    @CsvSource({"0, Legendary", "1, Noteworthy", "2, Pyrrhic", "3, Pyrrhic"})
    @DisplayName("warfighter-war.md §4.6 Retreat's table (clarification 54): the campaign won at its final Town has the Victory Level of its Desperation count")
    void desperationLevels(int desperation, String level) {
        var f = CampaignTable.continuing(1, carryOver("ashby", List.of("ashby"), List.of(), desperation, CampaignGame.ROUTE)).fixture()
                .when(0, new LeaveTown()).then();
        int objective = f.state().objectiveSlot();
        f = f.given(new ArmyPlaced(1, objective), new LocationActivated(objective, 1, "free", 0));
        List<WarfighterEvent> events = new ArrayList<>();
        f = playToTurnEnd(f, events);
        assertTrue(events.contains(new CampaignEnded("succeeded", level)), "Old Mill held one Game Turn: " + events);
        assertEquals("victory", f.state().result());
        assertEquals(level, CampaignGame.victoryLevel(Table.DEMO.campaignMap("lowland-road").orElseThrow(), desperation));
    }
}
