package dev.arbiter.warmachine.rules.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warmachine.rules.geometry.Protection;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Warjack damage grids (warmachine-prime.md "Recording Damage", "Crippling Systems", "WARJACK DAMAGE KEY", "Removing
 * Damage"; J03-J05, J09, EX73). Bastion's columns, top to bottom: ...L.L ..LLM. ..HCCM ..MCCH ..RRM. ...R.R
 */
class DamageGridTest {

    private static DamageGrid bastion() {
        return (DamageGrid) DamageTrack.of(Demo.card("bastion"));
    }

    private static List<Box> column(int c, int... rows) {
        List<Box> boxes = new ArrayList<>();
        for (int row : rows) {
            boxes.add(new Box(c, row));
        }
        return boxes;
    }

    /** Bastion with every box of a system marked. */
    private static Combatant bastionWith(char... systems) {
        DamageGrid grid = bastion();
        for (char system : systems) {
            while (!grid.crippled(system)) {
                grid = (DamageGrid) grid.markFirst(system).track();
            }
        }
        return Demo.model("bastion").with(grid);
    }

    @Test
    void j03TheRolledColumnIsMarkedFromItsTopDownThenTheNextColumnToTheRight() {
        Marking marking = bastion().suffer(8, new ScriptedDice(5));
        assertEquals(5, marking.column().orElseThrow().value());
        List<Box> expected = column(5, 0, 1, 2, 3, 4, 5);
        expected.addAll(column(6, 0, 1));
        assertEquals(expected, marking.boxes());
    }

    @Test
    void j03AfterColumnSixComesColumnOneAndFullColumnsAreSkipped() {
        DamageGrid firstFull = (DamageGrid) bastion().suffer(6, new ScriptedDice(1)).track();
        Marking marking = firstFull.suffer(8, new ScriptedDice(6));
        List<Box> expected = column(6, 0, 1, 2, 3, 4, 5);
        expected.addAll(column(2, 0, 1));
        assertEquals(expected, marking.boxes());
    }

    @Test
    void j03NoDieIsRolledForNoDamageAndAFullGridTakesNoMore() {
        assertTrue(bastion().suffer(0, new ScriptedDice()).column().isEmpty());
        DamageGrid full = (DamageGrid) bastion().suffer(99, new ScriptedDice(2)).track();
        assertTrue(full.disabled());
        assertEquals(0, full.suffer(3, new ScriptedDice()).points());
    }

    @Test
    void ex73TheFirstCortexBoxIsTheUppermostInTheLowestNumberedColumnThatHasOne() {
        Marking first = bastion().markFirst('C');
        assertEquals(List.of(new Box(3, 3)), first.boxes());
        assertEquals(List.of(new Box(3, 4)), ((DamageGrid) first.track()).markFirst('C').boxes());
    }

    @Test
    void j05ASystemIsCrippledWhenItsLastBoxIsMarked() {
        // Tinker, columns ..L. ..LM ..CM ..CM ..RM ..R.: 8 points from column 1 fill columns 1 and 2
        Marking marking = DamageTrack.of(Demo.card("tinker")).suffer(8, new ScriptedDice(1));
        assertEquals(Set.of('L'), marking.crippled());
        assertTrue(marking.track().crippled('L'));
        assertFalse(marking.track().crippled('M'));
        assertFalse(marking.track().crippled('R'));
    }

    @Test
    void j05ACrippledArmRollsOneDieFewerToHitAndForDamageWithItsWeapons() {
        Combatant bastion = bastionWith('L');
        Attack blow = Attack.melee(bastion, Demo.weapon("bastion", "Ram Fist"), Demo.model("briar"), Set.of());
        AttackResult hit = AttackRoll.resolve(blow, DicePool.twoDice().boost(), new ScriptedDice(6, 6));
        assertEquals(2, hit.dice().dice().size(), "boosted, less one");
        DamageResult damage = DamageRoll.resolve(blow, hit, DicePool.twoDice(), new ScriptedDice(4));
        assertEquals(1, damage.dice().dice().size());
        assertEquals(4 + 16, damage.total());

        Attack shot = Attack.ranged(bastion, Demo.weapon("bastion", "Siege Cannon"), Demo.model("briar"), Set.of(), Protection.NONE);
        assertEquals(2, AttackRoll.resolve(shot, DicePool.twoDice(), new ScriptedDice(6, 6)).dice().dice().size(), "the right arm's gun is untouched");
    }

    @Test
    void j05ACrippledMovementSystemSetsBaseDefToFive() {
        Combatant bastion = bastionWith('M');
        assertTrue(bastion.track().movementCrippled());
        assertEquals(5, bastion.def());
    }

    @Test
    void j05ACrippledCortexIsReported() {
        assertTrue(bastionWith('C').track().cortexCrippled());
        assertFalse(bastionWith('M').track().cortexCrippled());
    }

    @Test
    void j09DamageComesOffAnywhereOnTheGridAndRepairsTheSystem() {
        DamageGrid crippled = (DamageGrid) bastionWith('C').track();
        DamageGrid repaired = crippled.remove(Set.of(new Box(4, 4)));
        assertFalse(repaired.crippled('C'));
        assertEquals(crippled.marked() - 1, repaired.marked());
        assertEquals("damage.remove-unmarked", assertThrows(RuleViolation.class, () -> repaired.remove(Set.of(new Box(1, 0)))).rule());
    }
}
