package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The attack sequence (§3.3.2 Attack (Action); docs/rules/warfighter.md clarifications 1, 2 and 20). */
class AttackTest {

    private static Roll d10(int draw, int face) {
        return new Roll(draw, 10, face);
    }

    private static Roll d6(int draw, int face) {
        return new Roll(draw, 6, face);
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.2 Apply Modifiers (clarification 1): each Pin on the target adds 2 to the attack and 1 to the cover die; the attacker's own Pins add nothing")
    void pinsOnTheTargetHelpTheAttacker() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2); // from 6 / 11, P 1
        board.armyPins(regiment, 3);
        int rifles = board.hostile("rifle-platoon", 2);  // Cover 3
        board.hostileCounters(rifles, regiment, 0, 1);

        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 4)), 4, d6(1, 1), 6, 3, 0, true, true),
                new AttackResolved("army", regiment, "hostile", rifles, "effect", 1, 0, 0, 0)), board.armyAttack(regiment, rifles, 4, 1));
    }

    @Test
    @DisplayName("warfighter-war.md, §2.2.1 Armies \"a P column\" (clarification 2): the Penetration of the band the attack reaches is added to the cover die")
    void penetrationOfTheBandReached() {
        Board twoHits = Board.probe();
        int tanks = twoHits.army("307th-battalion", 2);  // bands 5 (P 2) and 9 (P 3)
        int armorRgt = twoHits.hostile("armor-rgt", 2);  // Cover 4
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 9)), 9, d6(1, 1), 9, 4, 1, true, true),
                new AttackResolved("army", tanks, "hostile", armorRgt, "effect", 2, 1, 0, 0)), twoHits.armyAttack(tanks, armorRgt, 9, 1));

        Board oneHit = Board.probe();
        int tanks2 = oneHit.army("307th-battalion", 2);
        int armorRgt2 = oneHit.hostile("armor-rgt", 2);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 5)), 5, d6(1, 1), 5, 3, 0, true, false),
                new AttackResolved("army", tanks2, "hostile", armorRgt2, "pin", 0, 1, 0, 0)), oneHit.armyAttack(tanks2, armorRgt2, 5, 1),
                "the lower band's P 2 leaves the same d6 short of Cover 4");
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.2 Apply the Result (clarification 2): an attack roll that reaches no band still adds the lowest band's Penetration, so it can Pin through Cover")
    void missedRollUsesLowestBandP() {
        Board board = Board.probe();
        int tanks = board.army("307th-battalion", 2);
        int armorRgt = board.hostile("armor-rgt", 2);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 4)), 4, d6(1, 2), 4, 4, null, false, true),
                new AttackResolved("army", tanks, "hostile", armorRgt, "pin", 0, 1, 0, 0)), board.armyAttack(tanks, armorRgt, 4, 2));
    }

    @Test
    @DisplayName("warfighter-war.md, §3.3.2 Apply the Result, §3.3.8 (clarification 20): an Eliminated Hostile goes to the discard pile with its Attachments, and the attacker gains both values in XP")
    void eliminationXpIncludesAttachments() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 2);
        int rifles = board.hostile("rifle-platoon", 2);  // Manpower 2, worth 1; with Sandbags Cover 4, worth 2
        board.given(new HostileAttachmentAttached("sandbags#1", rifles));
        board.hostileCounters(rifles, regiment, 1, 0);

        List<WarfighterEvent> events = board.armyAttack(regiment, rifles, 6, 3);
        assertEquals(List.of(
                new AttackRolled(List.of(d10(0, 6)), 6, d6(1, 3), 6, 4, 0, true, true),
                new AttackResolved("army", regiment, "hostile", rifles, "effect", 1, 0, 0, 0),
                new HostileEliminated(rifles, regiment, 2)), events);
        assertEquals(List.of(), board.state().hostiles());
        assertEquals(List.of("rifle-platoon#1", "sandbags#1"), board.state().hostileDiscard());
        assertEquals(2, board.state().army(regiment).xp());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.1.5 Range, §3.3.8 (clarification 72): an Army on the Mission attacks a Hostile in the Inactive column next to it at R1; out of its range it is refused")
    void intoAnInactiveColumn() {
        Board board = Board.probe();
        int battalion = board.army("48th-battalion", 1);  // R0-1
        int regiment = board.army("309th-regiment", 1);   // R0 only
        int rifles = board.hostile("rifle-platoon", 2);    // the Cart Track, still Inactive
        List<WarfighterEvent> events = board.armyDoes(battalion, new WarfighterCommand.Attack(rifles, false, List.of(), List.of()), 6, 1);
        assertEquals(new AttackDeclared("army", battalion, "hostile", rifles, 1, List.of(), false), events.get(0));

        dev.arbiter.kernel.spi.RuleViolation refused = org.junit.jupiter.api.Assertions.assertThrows(dev.arbiter.kernel.spi.RuleViolation.class,
                () -> board.armyDoes(regiment, new WarfighterCommand.Attack(rifles, false, List.of(), List.of())));
        assertEquals("attack.out-of-range", refused.rule());
    }
}
