package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A Hostile's attack on its Target (warfighter-war.md §3.4 Hostile Actions "A Hostile's Attack is identical to
 * yours", §3.1.6 Hostile Behavior, §3.4.1 Army Down). The Rifle Platoon hits from 6 at Manpower 2 (2 Actions) and
 * from 8 at Manpower 1 (1 Action), Penetration 1; the 33rd Regiment has Cover 3 and no way to place or stop Hits.
 */
class HostileAttackTest {

    @Test
    @DisplayName("warfighter-war.md §3.1.6 Hostile Behavior: a Hostile rolls on the column of its current Manpower: a 7 and a 2 are a Hit at full Manpower, only a Pin once it has taken a Hit")
    void rollsOnItsCurrentColumn() {
        Board full = Board.probe();
        int regiment = full.army("33rd-regiment", 1);
        int platoon = full.hostile("rifle-platoon", 1);
        List<WarfighterEvent> events = full.hostileTurn(platoon, 7, 2, 7, 2);
        assertEquals(List.of(new AttackResolved("hostile", platoon, "army", regiment, "effect", 1, 0, 0, 0),
                new AttackResolved("hostile", platoon, "army", regiment, "effect", 1, 0, 0, 0)), Board.only(AttackResolved.class, events));
        assertEquals(2, full.state().army(regiment).hits());

        Board hurt = Board.probe();
        int regiment2 = hurt.army("33rd-regiment", 1);
        int platoon2 = hurt.hostile("rifle-platoon", 1);
        hurt.hostileCounters(platoon2, regiment2, 1, 0);
        events = hurt.hostileTurn(platoon2, 7, 2);
        assertEquals(List.of(new AttackResolved("hostile", platoon2, "army", regiment2, "pin", 0, 1, 0, 0)),
                Board.only(AttackResolved.class, events), "7 misses the 8 it needs; the cover die (2 + P1) still beats Cover 3");
        assertEquals(1, hurt.state().army(regiment2).pins());
    }

    @Test
    @DisplayName("warfighter-war.md §3.4.1 Army Down, §3.4 (\"A Hostile may Down an Army in one Action, then find another Target\"): the Downed Army's cards go to the discard pile, its Supply is lost, and the Hostile's next Action turns to the Army left")
    void downsItsTargetThenFindsAnother() {
        Board board = Board.probe();
        int regiment = board.army("33rd-regiment", 1); // Manpower 5
        int rifles = board.army("fenwick-rifles", 3);
        board.armyHits(regiment, 4).hand(regiment, "dig-in#1", "rally#1");
        int platoon = board.hostile("rifle-platoon", 1);

        List<WarfighterEvent> events = board.hostileTurn(platoon, 7, 2);

        assertEquals(List.of(new ArmyDowned(regiment, board.cards().value(board.state().army(rifles)))), Board.only(ArmyDowned.class, events));
        ArmyState downed = board.state().army(regiment);
        assertTrue(downed.downed());
        assertEquals(List.of(), downed.hand());
        assertTrue(board.state().actionDiscard().containsAll(List.of("dig-in#1", "rally#1")));
        assertEquals(0, downed.supply());
        assertEquals(new HostileTargeted(platoon, rifles, "nearest"), Board.only(HostileTargeted.class, events).get(1));
        assertEquals(List.of(new HostileMoved(platoon, 1, 2, "toward")), Board.only(HostileMoved.class, events));
        assertEquals(List.of(), Board.only(GameOver.class, events), "an Army still stands");
    }
}
