package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The campaign's first game (warfighter-war.md §4; docs/rules/warfighter.md, Campaign; clarifications 51-60). */
class CampaignTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);

    /** Lowland Road with the Orchard Lane dealt, the 309th (Army 1) and the 48th (Army 2) on the team, seat 0, waiting in the Normal Action Phase. */
    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> ashbyInPlay() {
        return CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Recruit("48th-battalion", 0)).then()
                .when(0, new ConfirmTeam()).then();
    }

    @Test
    @DisplayName("warfighter-war.md §4.3 Campaign Setup, §4.4 Enter the Town: a new campaign enters the Map's Nuisance Town, whose Mission is laid with the Map's starting Resource Points")
    void newCampaignEntersTheStartTown() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture();
        WarfighterState s = f.state();
        assertEquals(new Campaign("lowland-road", "ashby", null, 0, 5, List.of(), List.of(), 0), s.campaign(),
                "Ashby gives 5 Resupply Points on arrival");
        assertEquals("clear-the-lanes", s.mission());
        assertEquals("ashby-crossing", s.objective());
        assertEquals(200, s.resources(), "the team is built with the Map's 200 starting Resource Points, not the Mission's");
        assertEquals("orchard-lane", s.slot(2).card(), "the one Nuisance star is dealt from the Nuisance deck");
        assertEquals(Stage.TEAM, s.stage());
    }

    @Test
    @DisplayName("warfighter-war.md §4.3 Making the Initial Team (worked example 25): with 200 starting Resource Points and 185 spent, 15 become Resupply Points")
    void workedExampleInitialTeam() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture();
        for (String army : List.of("309th-regiment", "307th-battalion", "48th-battalion", "33rd-regiment", "corran-hussars")) {
            f = f.when(0, new Recruit(army, 0)).then();
        }
        assertEquals(15, f.state().resources(), "40 + 45 + 35 + 30 + 35 = 185 spent");
        List<WarfighterEvent> confirmed = f.when(0, new ConfirmTeam()).events();
        assertEquals(List.of(new ResourcesConverted(15)), Board.only(ResourcesConverted.class, confirmed));
        WarfighterState after = f.given(confirmed).state();
        assertEquals(5 + 15, after.campaign().resupply(), "Ashby's 5 on arrival and the 15 converted");
        assertEquals(0, after.resources(), "Resource Points play no further part");
    }

    @Test
    @DisplayName("warfighter-war.md §4.5 (clarification 17): a campaign Location's Activation draws its printed Hostile Value, whatever the Team value")
    void campaignHostileValue() {
        var f = ashbyInPlay();
        assertEquals(2, new Catalogue(Table.DEMO).budget(f.state(), f.state().slot(2)), "Orchard Lane prints 2");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Enter the Town: during Ashby's Mission the Hostiles get 1 less Supply each Supply Phase, so Clear the Lanes' Hostile Supp of 1 gives none")
    void townChangesHostileSupply() {
        var f = ashbyInPlay().given(new HostilePlaced(1, "rifle-platoon#1", 3, 0, true));
        Catalogue cards = new Catalogue(Table.DEMO);
        Emitter em = new Emitter(new Evolve(cards), f.state());
        new HostileSide(cards).supplyPhase(em, new dev.arbiter.testkit.ScriptedDice());
        assertEquals(List.of(), em.events());
        assertEquals(0, em.state().hostile(1).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Mission Result (clarifications 51, 59): success gives the Mission's points, removes every Pin, and the carry-over keeps Hits, Supply and kit")
    void successCarriesOver() {
        var f = ashbyInPlay();
        int supplyOf2 = f.state().army(2).supply();
        f = f.given(new ArmyPlaced(1, 3), new LocationActivated(3, 1, "free", 0),
                new HostilePlaced(1, "rifle-platoon#1", 3, 1, true),
                new AttackResolved("army", 1, "hostile", 1, "effect", 1, 0, 0, 0),
                new EnvironResolved(2, "pin"), new ExhaustionPaid(2, 0, 1));
        f = f.when(0, new BeginTurn(1)).then();
        List<WarfighterEvent> events = f.when(0, new Attack(1, false, List.of(), List.of()), 6, 2).events();

        int last = events.size();
        assertEquals(List.of(new MissionSucceeded(20, 10), new PinsRemoved("army", 2, 1, "mission-success")),
                events.subList(last - 3, last - 1), "Clear the Lanes gives 20 Promotion and 10 Resupply Points");
        GameOver over = (GameOver) events.get(last - 1);
        assertEquals("victory", over.result());
        Map<String, Object> expected = Map.of(
                "map", "lowland-road", "status", "ongoing", "lastTown", "ashby", "played", List.of("ashby"), "discarded", List.of(),
                "desperation", 0, "promotion", 20, "resupply", 5 + 125 + 10, "next", Map.of("step", "route"),
                "armies", List.of(
                        Map.of("number", 1, "seat", 0, "army", "309th-regiment", "hits", 0, "pins", 0, "supply", 5, "downed", false,
                                "attachments", List.of(), "skills", List.of()),
                        Map.of("number", 2, "seat", 0, "army", "48th-battalion", "hits", 1, "pins", 0, "supply", supplyOf2,
                                "downed", false, "attachments", List.of(), "skills", List.of())));
        assertEquals(expected, over.carryOver(), "Resupply: Ashby's 5, the 125 RP left unspent (200 - 40 - 35), the Mission's 10");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6, §4.1 (clarification 60): every Army Downed ends the campaign in failure, and the carry-over says so")
    void everyArmyDownedFailsTheCampaign() {
        var f = ashbyInPlay().given(new ArmyDowned(2, 40), new SupplyLost("army", 1, 5, "test"), new TimerAdvanced(-4));
        List<WarfighterEvent> events = new java.util.ArrayList<>();
        for (int turns = 0; turns < 10 && f.state().stage() == Stage.PLAY; turns++) {
            // each Game Turn ends with the lead seat's Retreat or FightOn (§4.6 Retreat): this team fights on
            boolean turnEnd = MissionRetreat.atTurnEnd(f.state());
            var before = turnEnd ? f : f.when(0, new BeginTurn(1)).then();
            List<WarfighterEvent> ended = before.when(0, turnEnd ? new FightOn() : new EndTurn()).events();
            events.addAll(ended);
            f = before.given(ended);
        }
        int last = events.size();
        assertEquals(new CampaignEnded("failed", null), events.get(last - 2));
        GameOver over = (GameOver) events.get(last - 1);
        assertEquals("defeat", over.result());
        Map<?, ?> carry = (Map<?, ?>) over.carryOver();
        assertEquals("failed", carry.get("status"));
        List<?> armies = (List<?>) carry.get("armies");
        assertEquals(List.of(true, true), armies.stream().map(a -> ((Map<?, ?>) a).get("downed")).toList(), "both Armies Downed");
    }

    @Test
    @DisplayName("warfighter-war.md §4.5 Downed Army: in a campaign a Downed Army keeps its Attachments and Skills, and the carry-over lists them")
    void downedArmyKeepsItsCards() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Equip(1, "engineer-company")).then()
                .when(0, new Train(1, "quality-soldiers")).then()
                .when(0, new ConfirmTeam()).then()
                .given(new ArmyDowned(1, 0));
        ArmyState downed = f.state().army(1);
        assertEquals(List.of("engineer-company"), downed.attachments().stream().map(Equipped::attachment).toList());
        assertEquals(List.of("quality-soldiers"), downed.skills());
        assertEquals(0, new Catalogue(Table.DEMO).teamValue(f.state()), "it no longer counts toward the Team value");
    }

    @Test
    @DisplayName("warfighter-war.md §4.1, §4.6 (clarification 60): a carry-over whose campaign has ended cannot start another game")
    void endedCampaignIsNotContinued() {
        for (String status : List.of("succeeded", "failed")) {
            Setup setup = new Setup(1, Map.of("campaign", Map.of("map", "lowland-road", "status", status)));
            RuleViolation refused = assertThrows(RuleViolation.class, () -> RULES.initialState(setup));
            assertEquals("campaign.ended", refused.rule());
        }
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Campaign Turn: in a campaign the Town decides the mission, so a named mission is refused")
    void townDecidesTheMission() {
        Setup setup = new Setup(1, Map.of("campaign", Map.of("map", "lowland-road"), "mission", "probe"));
        assertEquals("setup.campaign-decides", assertThrows(RuleViolation.class, () -> RULES.initialState(setup)).rule());
    }

    @Test
    @DisplayName("warfighter-war.md §4.3: a Map the pack lacks is refused")
    void unknownMap() {
        Setup setup = new Setup(1, Map.of("campaign", Map.of("map", "nowhere")));
        assertEquals("setup.unknown-map", assertThrows(RuleViolation.class, () -> RULES.initialState(setup)).rule());
        assertNull(RULES.initialState(new Setup(1, Map.of())).campaign(), "a standalone mission is no campaign");
    }
}
