package dev.arbiter.warfighter.rules.campaign;

import static dev.arbiter.warfighter.rules.CarryOvers.army;
import static dev.arbiter.warfighter.rules.CarryOvers.attachment;
import static dev.arbiter.warfighter.rules.CarryOvers.skill;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.CarryOvers;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.setup.Team;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * §4.4 Town Activities of a continued campaign game (warfighter-war.md §4.4; clarifications 53, 58, 61): each command
 * spends its points, each refusal names its rule. The team at Brackenford after Ashby: the 309th (Army 1: 1 Hit after
 * the Town's heal, a Pin, 3 of 5 Supply, Engineer Company, Quality Soldiers) and the 48th (Army 2, 3 of 3 Supply).
 */
class TownActivityTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);

    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> brackenford(String map, int promotion, int resupply,
                                                                                                 Map<String, Object> first) {
        return CampaignTable.continuing(1, CarryOvers.afterAshby(map, promotion, resupply, List.of(), List.of(first,
                army(2, "48th-battalion", 0, 0, 3, List.of(), List.of())))).fixture();
    }

    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> brackenford(int promotion, int resupply) {
        return brackenford("lowland-road", promotion, resupply, army(1, "309th-regiment", 2, 1, 3, List.of(attachment("engineer-company")),
                List.of(skill("quality-soldiers"))));
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Buy and Sell (clarification 53): an Attachment costs its RP in Resupply Points; Brackenford's Command +1 (a campaign effect, §4.4 Enter the Town) counts toward the Army's Command")
    void buyAttachment() {
        var f = brackenford(20, 40);
        assertEquals(6, new Team(new Catalogue(Table.DEMO)).commandLeft(f.state(), f.state().army(1)),
                "309th Command 15, Brackenford +1, Engineer Company 10");
        WarfighterState s = f.when(0, new BuyAttachment(1, "field-radio")).isLegal()
                .thenEvents(new AttachmentBought(1, "field-radio", 5)).state();
        assertEquals(35, s.campaign().resupply());
        assertEquals(20, s.campaign().promotion());
        assertEquals(List.of("engineer-company", "field-radio"), s.army(1).attachments().stream().map(Equipped::attachment).toList());
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Buy and Sell, §2.2.2 Attachments: refused with too few Resupply Points, beyond the Army's Command, a second copy, or the wrong Army type")
    void buyAttachmentRefusals() {
        brackenford(20, 4).when(0, new BuyAttachment(1, "field-radio")).thenViolation("town.resupply");
        var f = brackenford(20, 40).when(0, new BuyAttachment(1, "field-radio")).then();
        f.when(0, new BuyAttachment(1, "signals-section")).thenViolation("team.command");
        f.when(0, new BuyAttachment(2, "field-radio")).thenViolation("team.one-copy");
        f.when(0, new BuyAttachment(2, "anti-armor-rocket-teams")).thenViolation("team.attachment-type");
        assertFalse(RULES.legalActions(f.state(), 0).contains(new BuyAttachment(1, "signals-section")));
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Buy and Sell (clarification 53): an Attachment sells for its RP cost in Promotion Points; one the Army does not hold cannot be sold")
    void sellAttachment() {
        var f = brackenford(20, 40);
        WarfighterState s = f.when(0, new SellAttachment(1, "engineer-company")).isLegal()
                .thenEvents(new AttachmentSold(1, "engineer-company", 10)).state();
        assertEquals(30, s.campaign().promotion());
        assertEquals(List.of(), s.army(1).attachments());
        f.when(0, new SellAttachment(2, "engineer-company")).thenViolation("town.not-held");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Refill Supplies: 1 Resupply Point fills one Army's Supply to its Supply Value; a full Army, or no point, is refused")
    void refillSupply() {
        var f = brackenford(20, 40);
        WarfighterState s = f.when(0, new RefillSupply(1)).isLegal().thenEvents(new SupplyRefilled(1, 2, 1)).state();
        assertEquals(5, s.army(1).supply());
        assertEquals(39, s.campaign().resupply());
        f.when(0, new RefillSupply(2)).thenViolation("town.supply-full");
        brackenford(20, 0).when(0, new RefillSupply(1)).thenViolation("town.resupply");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Refresh Expended Ability: Field Radio carried with no use left (usesLeft) gets one back for 1 Resupply Point; a card with nothing spent, or not held, is refused")
    void refreshExpended() {
        var f = brackenford("lowland-road", 20, 40, army(1, "309th-regiment", 2, 1, 3,
                List.of(attachment("engineer-company"), attachment("field-radio", 0, 0)), List.of()));
        assertEquals(Collections.nCopies(2, "field-radio/0"), f.state().army(1).expended(), "both uses of the carried Field Radio spent");
        WarfighterState s = f.when(0, new RefreshExpended(1, "field-radio")).isLegal()
                .thenEvents(new ExpendedRefreshed(1, "field-radio", 0, 1)).state();
        assertEquals(List.of("field-radio/0"), s.army(1).expended());
        assertEquals(39, s.campaign().resupply());
        f.when(0, new RefreshExpended(1, "engineer-company")).thenViolation("town.not-expended");
        f.when(0, new RefreshExpended(2, "field-radio")).thenViolation("town.not-held");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Refresh Expended Ability (clarification 51): usesLeft goes into the carry-over and comes back in the next game")
    void usesLeftCarried() {
        var f = brackenford("lowland-road", 20, 40, army(1, "309th-regiment", 2, 1, 3,
                List.of(attachment("engineer-company"), attachment("field-radio", 0, 0)), List.of()));
        WarfighterState s = f.when(0, new RefreshExpended(1, "field-radio")).then().state();
        Map<String, Object> carry = new CampaignGame(new Catalogue(Table.DEMO)).carryOver(s, "ongoing", CampaignGame.ROUTE);
        Map<?, ?> first = (Map<?, ?>) ((List<?>) carry.get("armies")).get(0);
        Map<?, ?> radio = (Map<?, ?>) ((List<?>) first.get("attachments")).get(1);
        assertEquals(List.of(Map.of("ability", 0, "left", 1)), radio.get("usesLeft"));
        assertFalse(((Map<?, ?>) ((List<?>) first.get("attachments")).get(0)).containsKey("usesLeft"), "Engineer Company has no uses");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Improve Army: levelling up costs the card's Level Up Cost in Promotion Points; too few points, or no next level, is refused")
    void levelUpRefusals() {
        brackenford(20, 40).when(0, new LevelUp(1)).thenViolation("town.promotion");
        brackenford(60, 40).when(0, new LevelUp(2)).thenViolation("town.top-level");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Improve Army: a Skill costs its RP in Promotion Points; a Skill held, a Negative Skill, the wrong type or too few points is refused")
    void buySkill() {
        var f = brackenford(20, 40);
        WarfighterState s = f.when(0, new BuySkill(2, "steady-nerves")).isLegal().thenEvents(new SkillBought(2, "steady-nerves", 5)).state();
        assertEquals(15, s.campaign().promotion());
        assertEquals(List.of("steady-nerves"), s.army(2).skills());
        f.when(0, new BuySkill(1, "quality-soldiers")).thenViolation("team.one-copy");
        f.when(0, new BuySkill(1, "raw-recruits")).thenViolation("team.negative-skill");
        f.when(0, new BuySkill(1, "armor-attack-action")).thenViolation("team.skill-type");
        brackenford(10, 40).when(0, new BuySkill(2, "attack-2")).thenViolation("town.promotion");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Purchase Army (clarification 52): a new Army at its RP cost in Promotion Points, with full Supply, placed and dealt a hand when the team leaves the Town")
    void purchaseArmy() {
        var f = brackenford(40, 40);
        var bought = f.when(0, new PurchaseArmy("33rd-regiment", 0)).isLegal()
                .thenEvents(new ArmyPurchased(3, "33rd-regiment", 0, 30, List.of()), new SupplyGained("army", 3, 4, "purchase"));
        assertEquals(10, bought.state().campaign().promotion());
        WarfighterState left = bought.when(0, new LeaveTown()).then().state();
        assertEquals(1, left.army(3).column());
        assertEquals(4, left.army(3).supply());
        assertTrue(left.army(3).hand().size() > 0);
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Purchase Army: an Army of any level comes with the cards its level grants; a second Army of one name, a seat the game lacks or too few points is refused")
    void purchaseArmyRefusals() {
        var f = CampaignTable.continuing(1, CarryOvers.afterAshby("lowland-road", 60, 0, List.of(),
                List.of(army(2, "48th-battalion", 0, 0, 3, List.of(), List.of())))).fixture();
        WarfighterState s = f.when(0, new PurchaseArmy("309th-regiment-2", 0)).isLegal()
                .thenEvents(new ArmyPurchased(3, "309th-regiment-2", 0, 55, List.of("quality-soldiers", "field-radio")),
                        new SupplyGained("army", 3, 5, "purchase")).state();
        assertEquals(List.of("quality-soldiers"), s.army(3).skills());
        assertEquals(List.of("field-radio"), s.army(3).attachments().stream().map(Equipped::attachment).toList());
        var g = brackenford(40, 40);
        g.when(0, new PurchaseArmy("309th-regiment-2", 0)).thenViolation("team.one-copy");
        g.when(0, new PurchaseArmy("33rd-regiment", 1)).thenViolation("team.seat");
        g.when(0, new PurchaseArmy("307th-battalion", 0)).thenViolation("town.promotion");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Map Activities: Lowland Road's 2 Resupply Points heal 1 Hit; an Army with nothing to heal, or too few points, is refused")
    void mapActivityHeals() {
        var f = brackenford(20, 40);
        WarfighterState s = f.when(0, new MapActivity(1)).isLegal().thenEvents(new MapActivityUsed("healHit", 1, 1, 0, 2)).state();
        assertEquals(0, s.army(1).hits());
        assertEquals(38, s.campaign().resupply());
        f.given(new MapActivityUsed("healHit", 1, 1, 0, 2)).when(0, new MapActivity(1)).thenViolation("town.activity-target");
        brackenford(20, 1).when(0, new MapActivity(1)).thenViolation("town.resupply");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Map Activities: River Line's 3 Promotion Points remove every Pin from one Army")
    void mapActivityRemovesPins() {
        var f = brackenford("river-line", 20, 40, army(1, "309th-regiment", 2, 1, 3, List.of(), List.of()));
        WarfighterState s = f.when(0, new MapActivity(1)).isLegal().thenEvents(new MapActivityUsed("removePins", 1, 1, 3, 0)).state();
        assertEquals(0, s.army(1).pins());
        assertEquals(17, s.campaign().promotion());
        f.when(0, new MapActivity(2)).thenViolation("town.activity-target");
    }

    @Test
    @DisplayName("warfighter-war.md §4.4 Town Activities: legal-actions lists each Activity the points allow, each one it lists is accepted, and LeaveTown")
    void legalActivities() {
        var f = brackenford(20, 40);
        List<WarfighterCommand> legal = RULES.legalActions(f.state(), 0);
        for (WarfighterCommand c : List.of(new BuyAttachment(1, "field-radio"), new SellAttachment(1, "engineer-company"),
                new RefillSupply(1), new BuySkill(2, "steady-nerves"), new MapActivity(1), new PurchaseArmy("kestrel-motor-company", 0),
                new LeaveTown())) {
            assertTrue(legal.contains(c), c + " in " + legal);
        }
        for (WarfighterCommand c : List.of(new RefillSupply(2), new LevelUp(1), new BuySkill(1, "quality-soldiers"),
                new PurchaseArmy("33rd-regiment", 0), new RefreshExpended(1, "engineer-company"))) {
            assertFalse(legal.contains(c), c + " in " + legal);
        }
        legal.stream().filter(c -> !(c instanceof LeaveTown)).forEach(c -> f.when(0, c).events());
    }
}
