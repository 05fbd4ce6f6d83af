package dev.arbiter.warfighter.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.CarryOvers;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Evolve;
import dev.arbiter.warfighter.rules.FixturePacks;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.hostiles.HostileSide;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The campaign's first game (warfighter-war.md §4; docs/rules/warfighter.md, Campaign; clarifications 51-60). */
public class CampaignTest {

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
        assertEquals(new Campaign("lowland-road", "ashby", null, 0, 5, List.of(), List.of(), 0, List.of()), s.campaign(),
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

    @Test
    @DisplayName("warfighter-war.md §4.4 Replenish, §2.2.2 (clarification 57): an Attachment destroyed in a mission is carried as destroyed, and the next game's Replenish brings it back to its Army at 1 Manpower, with the uses it had left")
    void attachmentReturns() throws Exception {
        // Ashby: the 309th (Army 1) with Minefields (Manpower 2) and a Field Radio (Manpower 1), both destroyed
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Equip(1, "minefields")).then()
                .when(0, new Equip(1, "field-radio")).then()
                .when(0, new ConfirmTeam()).then()
                .given(new AttachmentDestroyed(1, "minefields"), new AttachmentDestroyed(1, "field-radio"));
        assertEquals(List.of(), f.state().army(1).attachments(), "gone for the rest of the mission");
        Map<String, Object> carry = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(f.state(), "ongoing", CampaignGame.ROUTE);
        Map<?, ?> regiment = (Map<?, ?>) ((List<?>) carry.get("armies")).get(0);
        assertEquals(List.of(), regiment.get("attachments"));
        assertEquals(List.of(Map.of("attachment", "minefields"), Map.of("attachment", "field-radio")), regiment.get("destroyed"));
        assertValidCarryOver(carry);

        var next = CampaignTable.continuing(1, carry);
        List<WarfighterEvent> opening = next.opening();
        int replenished = opening.indexOf(new Replenished(List.of()));
        assertEquals(List.of(new AttachmentRestored(1, "minefields", 1), new AttachmentRestored(1, "field-radio", 0)),
                opening.subList(replenished + 1, replenished + 3), "right after Replenish: Minefields with 1 of its 2 Manpower left, the Radio's 1 whole");
        for (AttachmentRestored restored : Board.only(AttachmentRestored.class, opening)) {
            dev.arbiter.testkit.Contract.ofService().check("WarfighterEventAttachmentRestored",
                    new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(restored));
        }
        WarfighterState town = next.fixture().state();
        assertEquals(List.of(new Equipped("minefields", 1, null), new Equipped("field-radio", 0, null)), town.army(1).attachments());
        assertEquals(List.of(), town.campaign().destroyed());
        assertEquals(40 + 5 + 5, new Catalogue(Table.DEMO).value(town.army(1)), "back in the Army's value");

        // a destroyed Field Radio that had used 1 of its 2 uses comes back with 1 left (clarification 51: uses carry)
        Map<String, Object> used = CarryOvers.army(1, "309th-regiment", 0, 0, 5, List.of(), List.of());
        used.put("destroyed", List.of(Map.of("attachment", "field-radio", "usesLeft", List.of(Map.of("ability", 0, "left", 1)))));
        Map<String, Object> withUses = CarryOvers.afterAshby("lowland-road", 0, 0, List.of(), List.of(used));
        assertValidCarryOver(withUses);
        WarfighterState radio = CampaignTable.continuing(1, withUses).fixture().state();
        assertEquals(List.of(new Equipped("field-radio", 0, null)), radio.army(1).attachments());
        assertEquals(List.of("field-radio/0"), radio.army(1).expended(), "its spent use stays spent");
    }

    @Test
    @DisplayName("warfighter-war.md §4.6 Retreat (clarification 57): the Replenish after a Retreat brings a destroyed Attachment back at 1 Manpower, so the carry-over has nothing destroyed")
    void attachmentReturnsAfterARetreat() {
        var f = CampaignTable.lowlandRoad(1).locations("orchard-lane").fixture()
                .when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Equip(1, "minefields")).then()
                .when(0, new ConfirmTeam()).then();
        f = RetreatTest.playToTurnEnd(f.given(new AttachmentDestroyed(1, "minefields")), new java.util.ArrayList<>());
        List<WarfighterEvent> events = f.when(0, new Retreat()).isLegal().events();
        assertEquals(List.of(new Replenished(List.of()), new AttachmentRestored(1, "minefields", 1)), events.subList(1, 3));
        WarfighterState town = f.given(events).state();
        assertEquals(List.of(new Equipped("minefields", 1, null)), town.army(1).attachments());
        Map<String, Object> carry = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(town, "ongoing", CampaignGame.ROUTE);
        assertEquals(false, ((Map<?, ?>) ((List<?>) carry.get("armies")).get(0)).containsKey("destroyed"));
    }

    /** The carry-over is a valid {@code campaign} member of the setup schema (contracts/setup/warfighter.schema.json). */
    public static void assertValidCarryOver(Map<String, Object> carry) throws Exception {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var schema = com.networknt.schema.JsonSchemaFactory.getInstance(com.networknt.schema.SpecVersion.VersionFlag.V202012)
                .getSchema(CampaignTest.class.getResourceAsStream("/schemas/setup/warfighter.schema.json"));
        var errors = schema.validate(mapper.valueToTree(Map.of("campaign", carry)));
        assertEquals(java.util.Set.of(), errors, "the carry-over is a setup document's campaign");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §4.4 Buy and Sell (clarification 58): a campaign Mission's Command modifier checks only what is bought; the Attachments carried stay even above it")
    void commandModifierKeepsCarried() {
        // the 309th (Command 15) carries the Engineer Company (10) and a Field Radio (5) into Brackenford (Command +1 for the campaign)
        Map<String, Object> carry = CarryOvers.afterAshby("lowland-road", 0, 20, List.of(), List.of(CarryOvers.army(1, "309th-regiment", 0, 0,
                5, List.of(CarryOvers.attachment("engineer-company"), CarryOvers.attachment("field-radio")), List.of())));
        // a fixture Keep Moving! with Command -5 (the demo pack's campaign Missions have no Command modifier): 15 + 1 - 5 = 11 < 15
        var f = CampaignTable.continuing(1, carry).pack(FixturePacks.withMissionCondition("keep-moving", "commandModifier", -5)).fixture();
        List<String> kit = List.of("engineer-company", "field-radio");
        assertEquals(kit, f.state().army(1).attachments().stream().map(Equipped::attachment).toList(), "carried above the Command");
        var sold = f.when(0, new SellAttachment(1, "field-radio")).then();
        sold.when(0, new BuyAttachment(1, "signals-section")).thenViolation("team.command");
        assertEquals(kit, f.when(0, new LeaveTown()).then().state().army(1).attachments().stream().map(Equipped::attachment).toList(),
                "the mission begins with both");

        // the same purchase with the demo pack's Keep Moving!: 15 + 1 - 10 = 6 Command left, enough for the Signals Section (5)
        CampaignTable.continuing(1, carry).fixture().when(0, new SellAttachment(1, "field-radio")).then()
                .when(0, new BuyAttachment(1, "signals-section")).isLegal();
    }
}
