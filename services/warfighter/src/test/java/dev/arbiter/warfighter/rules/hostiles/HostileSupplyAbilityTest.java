package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A Hostile's "-Supply" abilities (warfighter-war.md §3.4 Hostile Actions, "as often as possible, as long as they have the Supplies"; clarification 14). */
class HostileSupplyAbilityTest {

    /** The Grenadier Company's attack totals in one turn of two attacks, each rolled as a 1 (a miss either way). */
    private static List<Integer> attackTotals(int supplyLost, List<WarfighterEvent> out) {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        int grenadiers = board.hostile("grenadier-company", 1); // Supply 2; pre-roll: -1 Supply for +1 to the attack
        if (supplyLost > 0) {
            board.hostileSupplyLost(grenadiers, supplyLost);
        }
        out.addAll(board.hostileTurn(grenadiers, 1, 1, 1, 1));
        return Board.only(AttackRolled.class, out).stream().map(AttackRolled::attackTotal).toList();
    }

    @Test
    @DisplayName("warfighter-war.md §3.4 Hostile Actions (clarification 14): a Hostile pays its pre-roll ability once before each attack while its Supply lasts, and attacks without it once the Supply is gone")
    void usesWhileSupplyLasts() {
        int bonus = Board.DEMO.hostile("grenadier-company").orElseThrow().abilities().get(0).value();

        List<WarfighterEvent> twice = new ArrayList<>();
        assertEquals(List.of(1 + bonus, 1 + bonus), attackTotals(0, twice), "2 Supply: both attacks are helped");
        assertEquals(2, Board.only(SupplyLost.class, twice).size());

        List<WarfighterEvent> once = new ArrayList<>();
        assertEquals(List.of(1 + bonus, 1), attackTotals(1, once), "1 Supply: only the first");
        assertEquals(List.of(new SupplyLost("hostile", 1, 1, "preRoll")), Board.only(SupplyLost.class, once));
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 (\"Attachments maintain a separate Supply counter stack from their Attached Hostile\"): a Hostile Attachment comes with its own Supply and pays its ability from it, not from its host's (Forward Observer, 2 Supply: an extra attack die for 1, on an Artillery Bn with none)")
    void attachmentPaysFromItsOwnStack() {
        Board board = Board.probe();
        board.army("33rd-regiment", 1);
        int artillery = board.hostile("artillery-bn", 3);
        board.hostileSupplyLost(artillery, 2);
        board.given(new HostileAttachmentAttached("forward-observer#1", artillery));
        assertEquals(List.of(2), board.state().hostile(artillery).attachmentSupply(), "its stack filled to its Supply Value");

        List<WarfighterEvent> turn = board.hostileTurn(artillery, 1, 1, 1);
        assertEquals(List.of(new HostileAttachmentSupply(artillery, "forward-observer#1", -1, "preRoll")),
                Board.only(HostileAttachmentSupply.class, turn));
        assertEquals(2, Board.only(AttackRolled.class, turn).get(0).attackRolls().size(), "the attack die and the Observer's");
        assertEquals(List.of(), Board.only(SupplyLost.class, turn), "the host's Supply is not touched");
        assertEquals(List.of(1), board.state().hostile(artillery).attachmentSupply());
    }
}
