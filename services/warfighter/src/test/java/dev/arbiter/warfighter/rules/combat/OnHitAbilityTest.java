package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.AbilityRef;
import dev.arbiter.warfighter.rules.WarfighterCommand.Attack;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An Army's "-Supply" abilities of the on-hit timing, named at the Attack and paid only if it lands
 * (warfighter-war.md §2.2.1 Armies: the 48th's "-Supply: +1 Hit", spent "at the appropriate time";
 * docs/rules/warfighter.md clarification 22). The 48th Battalion (Supply 3; 1 Hit from 6, P 3) and a
 * Rifle Platoon (Manpower 2, Cover 3) share the Mission column.
 */
class OnHitAbilityTest {

    private static final AbilityRef EXTRA_HIT = new AbilityRef("48th-battalion", 0);

    private Board board;
    private int battalion;
    private int rifles;

    private void setUp() {
        board = Board.probe();
        battalion = board.army("48th-battalion", 1);
        rifles = board.hostile("rifle-platoon", 1);
    }

    private String refused(Attack attack) {
        WarfighterState before = board.state();
        String rule = assertThrows(RuleViolation.class, () -> board.armyDoes(battalion, attack)).rule();
        assertEquals(before, board.state(), "a refused attack changes nothing");
        return rule;
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1 Armies, clarification 22: a landing attack pays the named on-hit ability and gains its extra Hit")
    void paidWhenItLands() {
        setUp();
        List<WarfighterEvent> events = board.armyDoes(battalion, new Attack(rifles, false, List.of(), List.of(EXTRA_HIT)), 6, 1);
        AttackResolved resolved = Board.only(AttackResolved.class, events).get(0);
        assertEquals(2, resolved.hits(), "the chart's 1 Hit and the ability's 1");
        assertEquals(List.of(new SupplyLost("army", battalion, 1, "onHit")), Board.only(SupplyLost.class, events));
        assertEquals(List.of(new AbilityUsed(battalion, "48th-battalion", 0, battalion)), Board.only(AbilityUsed.class, events));
        assertEquals(1, Board.only(HostileEliminated.class, events).size(), "two Hits fell the Manpower 2 Platoon");
        assertEquals(2, board.state().army(battalion).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Apply the Result, clarification 22: an attack that does not land (a Pin only) pays nothing for its on-hit ability")
    void notPaidWhenItMisses() {
        setUp();
        List<WarfighterEvent> events = board.armyDoes(battalion, new Attack(rifles, false, List.of(), List.of(EXTRA_HIT)), 1, 1);
        assertEquals("pin", Board.only(AttackResolved.class, events).get(0).result());
        assertEquals(List.of(), Board.only(SupplyLost.class, events));
        assertEquals(List.of(), Board.only(AbilityUsed.class, events));
        assertEquals(3, board.state().army(battalion).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1, clarification 22: legal-actions lists the attack with and without its on-hit ability; naming another timing, twice, an ability not held, or one it cannot pay is refused")
    void listedAndRefused() {
        setUp();
        board.given(new TurnBegan(battalion, 0));
        List<WarfighterCommand> legal = board.legal(0);
        assertEquals(true, legal.contains(new Attack(rifles, false, List.of(), List.of())));
        assertEquals(true, legal.contains(new Attack(rifles, false, List.of(), List.of(EXTRA_HIT))));
        assertEquals("attack.on-hit-timing", refused(new Attack(rifles, false, List.of(), List.of(new AbilityRef("48th-battalion", 1)))));
        assertEquals("attack.on-hit-twice", refused(new Attack(rifles, false, List.of(), List.of(EXTRA_HIT, EXTRA_HIT))));
        assertEquals("ability.unknown", refused(new Attack(rifles, false, List.of(), List.of(new AbilityRef("309th-regiment", 0)))));
        board.given(new SupplyLost("army", battalion, 3, "test"));
        assertEquals("attack.on-hit-supply", refused(new Attack(rifles, false, List.of(), List.of(EXTRA_HIT))));
        assertEquals(false, board.legal(0).contains(new Attack(rifles, false, List.of(), List.of(EXTRA_HIT))));
    }
}
