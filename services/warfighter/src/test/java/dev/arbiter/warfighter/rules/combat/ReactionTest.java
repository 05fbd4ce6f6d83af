package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Reactions to a Hostile's attack, between its declaration and its roll (warfighter-war.md §3.3.2
 * Declare Attack; §2.2.1 the 309th's beige "become the target"; docs/rules/warfighter.md
 * clarification 43 for defensive cards). The Sniper Team (R0-1, one Action, the Army with the
 * fewest Manpower) in column 3 shoots at the Kestrel Motor Company in column 2.
 */
class ReactionTest {

    private Board board;
    private int kestrel;
    private int regiment;
    private int sniper;

    /** The 309th in {@code regimentColumn} holds {@code hand}. Returns the Sniper's turn up to the window (or, with {@code faces}, its end). */
    private List<WarfighterEvent> sniperShoots(int regimentColumn, int[] faces, String... hand) {
        board = Board.wide();
        kestrel = board.army("kestrel-motor-company", 2);
        regiment = board.army("309th-regiment", regimentColumn);
        sniper = board.hostile("sniper-team", 3);
        if (hand.length > 0) {
            board.hand(regiment, hand);
        }
        return board.hostileTurn(sniper, faces);
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack, §2.2.1 beige text: an Army in range with a payable 'become the target' is asked before the roll, and redirecting pays 1 Supply")
    void redirectBeforeTheRoll() {
        List<WarfighterEvent> declared = sniperShoots(2, new int[0]);
        assertEquals(new HostileTargeted(sniper, kestrel, "fewestManpower"), declared.get(1));
        assertEquals(new ReactionWindowOpened(sniper, kestrel, List.of(0)), declared.get(declared.size() - 1));
        assertEquals(List.of(), Board.only(AttackRolled.class, declared), "no roll before the reactions");
        assertEquals(List.of(0), board.awaiting());
        assertEquals(List.of(new Redirect(regiment), new Pass()), board.legal(0));

        List<WarfighterEvent> events = board.decide(0, new Redirect(regiment), 9, 6);
        assertEquals(List.of(new SupplyLost("army", regiment, 1, "redirect"), new AttackRedirected(sniper, kestrel, regiment),
                new ReactionWindowClosed(sniper)), events.subList(0, 3));
        AttackResolved resolved = Board.only(AttackResolved.class, events).get(0);
        assertEquals(regiment, resolved.target(), "the roll is against the new target");
        assertEquals(List.of(new HitsDue(sniper, regiment, 1)), Board.only(HitsDue.class, events),
                "the landing Hit waits: the 309th may still stop it (HitAssignmentTest)");
        assertEquals(4, board.state().army(regiment).supply());
        assertEquals(null, board.state().reaction());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack: with no legal reaction (the 309th out of the Sniper's range, no defensive card) the attack rolls at once")
    void noWindowWithoutALegalReaction() {
        List<WarfighterEvent> events = sniperShoots(5, new int[] {9, 6});
        assertEquals(List.of(), Board.only(ReactionWindowOpened.class, events));
        assertEquals(1, Board.only(AttackRolled.class, events).size(), "the attack rolled in the same step");
        assertEquals(null, board.state().reaction());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4, clarification 43: a defensive card from any Player Army's hand, not only the target's, changes the declared attack (Covering Smoke: attack -2)")
    void defensiveCard() {
        sniperShoots(5, new int[0], "covering-smoke#1");
        assertEquals(List.of(new PlayActionCard("covering-smoke#1", null, null, null), new Pass()), board.legal(0));
        List<WarfighterEvent> smoked = board.decide(0, new PlayActionCard("covering-smoke#1", null, null, null), 9, 6);
        assertEquals(new ActionCardPlayed(regiment, "covering-smoke#1", kestrel, null, null), smoked.get(0));
        int withSmoke = Board.only(AttackRolled.class, smoked).get(0).attackTotal();

        sniperShoots(5, new int[0], "covering-smoke#1");
        List<WarfighterEvent> passed = board.decide(0, new Pass(), 9, 6);
        assertEquals(List.of(new ReactionPassed(0), new ReactionWindowClosed(sniper)), passed.subList(0, 2));
        int without = Board.only(AttackRolled.class, passed).get(0).attackTotal();
        assertEquals(without - 2, withSmoke);
        assertEquals(List.of("covering-smoke#1"), board.state().army(regiment).hand(), "passing keeps the card");
    }

    @Test
    @DisplayName("warfighter-war.md §3.1.3.1 Upgunning (\"any Army may spend 1 Experience Point\"): a defensive card played against a declared attack is upgunned like any other, its 1 XP paid and its bracketed text used instead (Covering Smoke: the target's Cover +2, no -2)")
    void defensiveCardUpgunned() {
        sniperShoots(5, new int[0], "covering-smoke#1");
        List<WarfighterEvent> passed = board.decide(0, new Pass(), 9, 6);
        AttackRolled plain = Board.only(AttackRolled.class, passed).get(0);

        sniperShoots(5, new int[0], "covering-smoke#1");
        board.given(new HostileEliminated(board.hostile("rifle-platoon", 4), regiment, 1));
        PlayActionCard upgunned = new PlayActionCard("covering-smoke#1", null, null, new Upgun(regiment));
        assertEquals(List.of(new PlayActionCard("covering-smoke#1", null, null, null), upgunned, new Pass()), board.legal(0));
        List<WarfighterEvent> smoked = board.decide(0, upgunned, 9, 6);
        assertEquals(List.of(new XpPaid(regiment, 1, "upgun"), new ActionCardPlayed(regiment, "covering-smoke#1", kestrel, null, regiment)),
                smoked.subList(0, 2));
        AttackRolled rolled = Board.only(AttackRolled.class, smoked).get(0);
        assertEquals(plain.attackTotal(), rolled.attackTotal(), "the plain -2 is not used");
        assertEquals(plain.coverTotal() - 2, rolled.coverTotal(), "the bracketed Cover +2 is");
        assertEquals(0, board.state().army(regiment).xp());
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack, §3.3.4: a defensive card changes the attack it was played into, not the rest of the Game Turn (Hold Fast: Cover +1 against it)")
    void defensiveCardHelpsThatAttackOnly() {
        sniperShoots(5, new int[0], "hold-fast#1");
        List<WarfighterEvent> passed = board.decide(0, new Pass(), 9, 6);
        AttackRolled plain = Board.only(AttackRolled.class, passed).get(0);

        sniperShoots(5, new int[0], "hold-fast#1");
        List<WarfighterEvent> held = board.decide(0, new PlayActionCard("hold-fast#1", null, null, null), 9, 6);
        assertEquals(plain.coverTotal() - 1, Board.only(AttackRolled.class, held).get(0).coverTotal(), "Cover +1 against this attack, once");
        assertEquals(0, board.state().army(kestrel).coverBonus(), "no Cover left over for the Game Turn");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1, §3.3.2: only an Army with the beige ability redirects, and nothing but a reaction is decided in the window")
    void refusals() {
        sniperShoots(2, new int[0], "covering-smoke#1");
        WarfighterState before = board.state();
        assertEquals("reaction.no-redirect", assertThrows(RuleViolation.class, () -> board.decide(0, new Redirect(kestrel))).rule());
        assertEquals("reaction.card", assertThrows(RuleViolation.class, () -> board.decide(0, new PlayActionCard("covering-smoke#2", null, null, null))).rule());
        assertEquals("reaction.waiting", assertThrows(RuleViolation.class, () -> board.decide(0, new EndTurn())).rule());
        assertEquals(before, board.state(), "a refused command changes nothing");
    }

    @Test
    @DisplayName("docs/rules/warfighter.md Open point 2, §2.2.1: with several seats able to react all are awaited; the first Redirect accepted closes redirects for that attack")
    void severalSeatsFirstRedirectWins() {
        board = Board.mission(2, "major-push", "large-city", "cart-track", "orchard-lane", "windmill-rise");
        kestrel = board.army("kestrel-motor-company", 2, 0);
        regiment = board.army("309th-regiment", 2, 0);
        int veterans = board.army("309th-regiment-2", 2, 1);
        sniper = board.hostile("sniper-team", 3);
        List<WarfighterEvent> declared = board.hostileTurn(sniper);
        assertEquals(new ReactionWindowOpened(sniper, kestrel, List.of(0, 1)), declared.get(declared.size() - 1));
        assertEquals(List.of(0, 1), board.awaiting());

        board.decide(1, new Redirect(veterans));
        assertEquals(List.of(0), board.awaiting(), "seat 1 reacted; seat 0 may still pass");
        assertEquals(List.of(new Pass()), board.legal(0), "no second redirect");
        WarfighterState before = board.state();
        assertEquals("reaction.redirected", assertThrows(RuleViolation.class, () -> board.decide(0, new Redirect(regiment))).rule());
        assertEquals(before, board.state());

        List<WarfighterEvent> rolled = board.decide(0, new Pass(), 9, 6);
        assertEquals(veterans, Board.only(AttackResolved.class, rolled).get(0).target());
    }
}
