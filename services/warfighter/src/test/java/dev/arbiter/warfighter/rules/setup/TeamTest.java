package dev.arbiter.warfighter.rules.setup;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setting up a Team (§2.2, §2.2.1-§2.2.3; docs/rules/warfighter.md clarifications 36-40). The lead seat builds it by commands. */
class TeamTest {

    /** Probe laid (170 Resources), the team still to build. */
    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> building(int seats) {
        return Table.of(seats, "probe", "vital-hill").locations("cart-track").fixture();
    }

    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> building() {
        return building(1);
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2 Setting up a Team: the Resource Points spent may not exceed the Mission's Resources")
    void budget() {
        var f = building().when(0, new Recruit("309th-regiment-2", 0)).then()   // 55
                .when(0, new Recruit("307th-battalion", 0)).then()              // 45
                .when(0, new Recruit("48th-battalion", 0)).then()               // 35: 135 of 170
                .when(0, new Recruit("33rd-regiment", 0)).then();               // 30: 165
        assertEquals(5, f.state().resources());
        f.when(0, new Recruit("kestrel-motor-company", 0)).thenViolation("team.resources");
        f.when(0, new Train(1, "extra-maps")).thenEvents(new SkillTrained(1, "extra-maps", 5));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies: the team needs at least one Player Army")
    void onePlayerArmy() {
        building().when(0, new Recruit("hollow-ridge-battery", 0)).then()
                .when(0, new ConfirmTeam()).thenViolation("team.player-army");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2 Setting up a Team: no two Armies of the same name on one Team")
    void uniqueNames() {
        building().when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Recruit("309th-regiment", 0)).thenViolation("team.one-copy");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.2 Attachments (clarification 36): an Army's Attachments may cost at most its Command")
    void commandLimit() {
        var f = building().when(0, new Recruit("48th-battalion", 0)).then()   // Command 10
                .when(0, new Equip(1, "field-radio")).then();                   // 5
        f.when(0, new Equip(1, "engineer-company")).thenViolation("team.command");
        f.when(0, new Equip(1, "minefields")).thenEvents(new AttachmentEquipped(1, "minefields", 5));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies: a Mission's Command modifier applies (Going Again: every Army's Command -1)")
    void commandModifier() {
        var f = Table.of(1, "going-again", "vital-hill").locations("cart-track", "orchard-lane").fixture()
                .when(0, new Recruit("48th-battalion", 0)).then()  // Command 10 - 1
                .when(0, new Equip(1, "field-radio")).then();
        f.when(0, new Equip(1, "minefields")).thenViolation("team.command");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2 and §2.2.3 Skills: an Army holds at most one copy of a Skill")
    void oneSkillCopyPerArmy() {
        building().when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Train(1, "quality-soldiers")).then()
                .when(0, new Train(1, "quality-soldiers")).thenViolation("team.one-copy");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2 Setting up a Team: the same Skill may be bought for different Armies")
    void sameSkillForDifferentArmies() {
        building().when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Recruit("48th-battalion", 0)).then()
                .when(0, new Train(1, "quality-soldiers")).then()
                .when(0, new Train(2, "quality-soldiers")).thenEvents(new SkillTrained(2, "quality-soldiers", 10));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.2, §2.2.3, §1.1.1 (clarification 38): Skills and Attachments only on the types they allow; no Attachment on a Support Army; a Negative Skill cannot be bought")
    void typeLimits() {
        var f = building().when(0, new Recruit("309th-regiment", 0)).then()
                .when(0, new Recruit("kestrel-motor-company", 0)).then();
        f.when(0, new Train(1, "armor-attack-action")).thenViolation("team.skill-type");
        f.when(0, new Equip(2, "field-radio")).thenViolation("team.command");
        f.when(0, new Train(1, "raw-recruits")).thenViolation("team.negative-skill");
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.3 Skills (clarification 37): a Negative Skill is placed for free on every Army with its trait keyword when the team is confirmed")
    void negativeSkillPlaced() {
        List<WarfighterEvent> events = building().when(0, new Recruit("fenwick-rifles", 0)).then()
                .when(0, new ConfirmTeam()).events();
        assertEquals(List.of(new NegativeSkillPlaced(1, "raw-recruits", "Green"), new NegativeSkillPlaced(1, "worn-out", "Worn")),
                Board.only(NegativeSkillPlaced.class, events));
        assertEquals(new TeamConfirmed(25), Board.only(TeamConfirmed.class, events).get(0), "free: the team is still worth 25");
    }

    @Test
    @DisplayName("warfighter-war.md, Welcome and §2.2 (clarification 40): every seat must command an Army before the team is confirmed")
    void everySeatCommands() {
        var f = building(2).when(0, new Recruit("309th-regiment", 0)).then();
        f.when(0, new ConfirmTeam()).thenViolation("team.every-seat");
        f.when(0, new Recruit("48th-battalion", 1)).then().when(0, new ConfirmTeam()).then();
    }
}
