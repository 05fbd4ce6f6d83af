package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Hits after a Hostile's roll, placed by the seat of the Player Army they land on (warfighter-war.md
 * §2.2.2 Attachments: a Hit may go to an Attachment, which is discarded when its Hits reach its
 * Manpower; §2.2.1 Armies: the 309th's "-Supply: stop a Hit"; docs/rules/warfighter.md clarification
 * 46). The Sniper Team (R0-1, one Action, 1 Hit from 7, P 2) in column 3 shoots the 309th in column 2.
 */
class HitAssignmentTest {

    private static final Hit ON_ARMY = new Hit("army", null);
    private static final Hit STOPPED = new Hit("stop", "309th-regiment");

    private Board board;
    private int regiment;
    private int sniper;

    private static Hit on(String attachment) {
        return new Hit("attachment", attachment);
    }

    /** The 309th in column 2 with {@code attachments}; the Sniper's turn up to its landing roll (9 and 6). */
    private List<WarfighterEvent> sniperHits(String... attachments) {
        board = Board.wide();
        regiment = board.army("309th-regiment", 2);
        for (String attachment : attachments) {
            board.equip(regiment, attachment);
        }
        sniper = board.hostile("sniper-team", 3);
        return board.hostileTurn(sniper, 9, 6);
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments: a landing Hit waits for the Army's seat, who may pass it to a living Attachment; then the Hostile's turn goes on")
    void attachmentTakesTheHit() {
        List<WarfighterEvent> rolled = sniperHits("minefields");
        assertEquals(List.of(new HitsDue(sniper, regiment, 1)), Board.only(HitsDue.class, rolled));
        assertEquals(1, Board.only(AttackResolved.class, rolled).get(0).hits(), "the result is the chart's");
        assertEquals(0, board.state().army(regiment).hits(), "no Hit on the Army before it is placed");
        assertEquals(List.of(), Board.only(HostileTurnEnded.class, rolled), "the Hostile's turn waits");
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new AssignHits(List.of(ON_ARMY)), new AssignHits(List.of(on("minefields"))), new AssignHits(List.of(STOPPED))),
                board.legal(0));

        List<WarfighterEvent> placed = board.decide(0, new AssignHits(List.of(on("minefields"))));
        assertEquals(List.of(new HitsAssigned(regiment, List.of(on("minefields"))), new HostileTurnEnded(sniper)), placed);
        assertEquals(0, board.state().army(regiment).hits());
        assertEquals(List.of(new Equipped("minefields", 1, null)), board.state().army(regiment).attachments());
        assertEquals(null, board.state().hitsDue());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2 Attachments: an Attachment whose Hits reach its Manpower is discarded for the Mission; the Team value stays what was spent until an Army is lost (§3.3.8, §3.4.1)")
    void attachmentDestroyedAtItsManpower() {
        sniperHits("field-radio");
        int before = board.cards().teamValue(board.state());
        List<WarfighterEvent> placed = board.decide(0, new AssignHits(List.of(on("field-radio"))));
        assertEquals(new AttachmentDestroyed(regiment, "field-radio"), placed.get(1));
        assertEquals(List.of(), board.state().army(regiment).attachments());
        assertEquals(before, board.cards().teamValue(board.state()));
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1 Armies, clarification 46: the 309th pays 1 Supply to stop a Hit")
    void stopAHit() {
        List<WarfighterEvent> rolled = sniperHits();
        assertEquals(1, Board.only(HitsDue.class, rolled).size(), "an affordable stop is a choice even without an Attachment");
        assertEquals(List.of(new AssignHits(List.of(ON_ARMY)), new AssignHits(List.of(STOPPED))), board.legal(0));
        List<WarfighterEvent> placed = board.decide(0, new AssignHits(List.of(STOPPED)));
        assertEquals(List.of(new SupplyLost("army", regiment, 1, "stopHit"), new HitsAssigned(regiment, List.of(STOPPED))),
                placed.subList(0, 2));
        assertEquals(0, board.state().army(regiment).hits());
        assertEquals(4, board.state().army(regiment).supply());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §3.4.1 Army Down: a Hit that would Down the Army may go to its Attachment instead; taken, it Downs the Army")
    void attachmentSavesTheArmy() {
        sniperHits("minefields");
        board.armyHits(regiment, 5);
        List<WarfighterEvent> saved = board.decide(0, new AssignHits(List.of(on("minefields"))));
        assertEquals(List.of(), Board.only(ArmyDowned.class, saved));
        assertEquals(false, board.state().army(regiment).downed());

        sniperHits("minefields");
        board.armyHits(regiment, 5);
        List<WarfighterEvent> taken = board.decide(0, new AssignHits(List.of(ON_ARMY)));
        assertEquals(1, Board.only(ArmyDowned.class, taken).size(), "the sixth Hit Downs the 309th");
        assertTrue(board.state().army(regiment).downed());
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2: with no living Attachment and no affordable stop, the Hits go to the Army at once, nobody is asked")
    void noChoiceNoQuestion() {
        board = Board.wide();
        regiment = board.army("309th-regiment", 2);
        board.given(new SupplyLost("army", regiment, 5, "test"));
        sniper = board.hostile("sniper-team", 3);
        List<WarfighterEvent> events = board.hostileTurn(sniper, 9, 6);
        assertEquals(List.of(), Board.only(HitsDue.class, events));
        assertEquals(1, board.state().army(regiment).hits());
        assertEquals(new HostileTurnEnded(sniper), events.get(events.size() - 1));
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.2, §2.2.1, clarification 46: a placement is refused, changing nothing, for the wrong count, an Attachment the Army lacks or has filled, a stop it cannot pay or lacks, an unknown place, another seat, or another command")
    void refusals() {
        board = Board.mission(2, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        regiment = board.army("309th-regiment", 2, 1);
        board.equip(regiment, "field-radio");
        board.given(new SupplyLost("army", regiment, 5, "test"));
        int becker = board.hostile("armor-becker", 3);
        board.hostileTurn(becker, 10, 6);
        assertEquals(new WarfighterState.HitsDue(becker, regiment, 2), board.state().hitsDue());
        assertEquals(List.of(1), board.awaiting());
        WarfighterState before = board.state();
        assertEquals("hits.count", refused(1, new AssignHits(List.of(ON_ARMY))));
        assertEquals("hits.attachment", refused(1, new AssignHits(List.of(on("field-radio"), on("field-radio")))));
        assertEquals("hits.attachment", refused(1, new AssignHits(List.of(on("minefields"), ON_ARMY))));
        assertEquals("hits.stop-supply", refused(1, new AssignHits(List.of(STOPPED, ON_ARMY))));
        assertEquals("hits.no-stop", refused(1, new AssignHits(List.of(new Hit("stop", "field-radio"), ON_ARMY))));
        assertEquals("hits.place", refused(1, new AssignHits(List.of(new Hit("hostile", null), ON_ARMY))));
        assertEquals("hits.not-yours", refused(0, new AssignHits(List.of(ON_ARMY, ON_ARMY))));
        assertEquals("hits.waiting", refused(1, new EndTurn()));
        assertEquals(before, board.state(), "a refused command changes nothing");
        assertEquals(List.of(new AssignHits(List.of(ON_ARMY, ON_ARMY)), new AssignHits(List.of(on("field-radio"), ON_ARMY))), board.legal(1));
        assertEquals(List.of(), board.legal(0));
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1 (\"-Supply: stop a Hit\"), §4.4 Refresh Expended Ability (clarification 92): a stop with limited uses spends one per Hit it stops; used up, it is no choice, is not listed and is refused")
    void limitedStopCountsDown() {
        // a fixture Extra Maps with "-1 Supply: stop a Hit", once a mission (the demo pack has no stop with uses)
        Pack pack = FixturePacks.withSkillAbility("extra-maps",
                new Cards.Ability("hitTaken", null, new Cards.Cost(1, 0, 0), "stopHit", null, null, null, 1, null, null, null));
        board = Board.mission(pack, 1, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        int battalion = board.army("48th-battalion", 2);
        board.train(battalion, "extra-maps");
        Hit stop = new Hit("stop", "extra-maps");
        board.hostileTurn(board.hostile("sniper-team", 3), 9, 6);
        assertEquals(List.of(new AssignHits(List.of(ON_ARMY)), new AssignHits(List.of(stop))), board.legal(0));
        List<WarfighterEvent> placed = board.decide(0, new AssignHits(List.of(stop)));
        assertEquals(List.of(new SupplyLost("army", battalion, 1, "stopHit"), new AbilityUsed(battalion, "extra-maps", 1, battalion),
                new HitsAssigned(battalion, List.of(stop))), placed.subList(0, 3), "the use is counted down");
        assertEquals(0, board.state().army(battalion).hits());
        assertEquals(List.of("extra-maps/1"), board.state().army(battalion).expended());

        List<WarfighterEvent> unasked = board.hostileTurn(board.hostile("sniper-team", 3), 9, 6);
        assertEquals(List.of(), Board.only(HitsDue.class, unasked), "used up and nothing else to choose: nobody is asked");
        assertEquals(1, board.state().army(battalion).hits());

        board.equip(battalion, "minefields");
        board.hostileTurn(board.hostile("sniper-team", 3), 9, 6);
        assertEquals(List.of(new AssignHits(List.of(ON_ARMY)), new AssignHits(List.of(on("minefields")))), board.legal(0),
                "asked for the Attachment, not offered the used-up stop");
        assertEquals("hits.stop-used-up", refused(0, new AssignHits(List.of(stop))));
    }

    private String refused(int seat, WarfighterCommand command) {
        return assertThrows(RuleViolation.class, () -> board.decide(seat, command)).rule();
    }
}
