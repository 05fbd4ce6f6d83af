package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.battle.AttackMode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A few end-to-end checks of the engine with the fixture pack, every shuffle leaving the cards in
 * pack order (so the opening is known): seat 0 plays alpha, seat 1 beta, each with its lord (red),
 * lady (blue) and sage (green); seat 0 plays first. The rule-by-rule tests are hc-tests' classes.
 */
class EngineSanityTest {

    /** Dice whose every roll shows its highest face: a shuffle keeps the order. */
    static final class TopDice implements Dice {
        private long draws;

        @Override
        public Roll roll(int sides) {
            return new Roll(draws++, sides, sides);
        }
    }

    private final HighCommandRules rules = new HighCommandRules(FixturePack.pack());
    private final Dice dice = new TopDice();
    private final List<HighCommandEvent> log = new ArrayList<>();
    private HighCommandState state;

    private void fold(List<HighCommandEvent> events) {
        for (HighCommandEvent e : events) {
            state = rules.evolve(state, e);
            log.add(e);
        }
        while (state.phase() != Phase.OVER && rules.awaiting(state).isEmpty()) {
            List<HighCommandEvent> steps = rules.advance(state, dice);
            for (HighCommandEvent e : steps) {
                state = rules.evolve(state, e);
                log.add(e);
            }
        }
    }

    /** Seat sends command; returns the events it and the automatic steps after it gave. */
    private List<HighCommandEvent> send(int seat, HighCommandCommand command) {
        int from = log.size();
        fold(rules.decide(state, seat, command, dice));
        return List.copyOf(log.subList(from, log.size()));
    }

    /** EndOrders without banking; the draw that empties the army deck culls nothing (DRAW). */
    private List<HighCommandEvent> endOrders(int seat) {
        List<HighCommandEvent> events = new ArrayList<>(send(seat, new EndOrders(null)));
        while (!state.tasks().isEmpty() && state.tasks().get(0) instanceof Task.Draw d && rules.awaiting(state).equals(List.of(d.seat()))) {
            events.addAll(send(d.seat(), new Cull(null)));
        }
        return events;
    }

    private static WarcasterChoice w(String id, Colour colour) {
        return new WarcasterChoice(id, colour, List.of());
    }

    /** The opening up to seat 0's first orders step. */
    private void opened() {
        state = rules.initialState(new Setup(2, Map.of(HighCommandRules.OPTION_FIRST_PLAYER, 0)));
        fold(rules.start(state, dice));
        send(0, new ChooseArmy("alpha", List.of(w("alpha-lord", Colour.red), w("alpha-lady", Colour.blue), w("alpha-sage", Colour.green))));
        send(1, new ChooseArmy("beta", List.of(w("beta-lord", Colour.red), w("beta-lady", Colour.blue), w("beta-sage", Colour.green))));
    }

    /** Three seats (alpha, beta, gamma), up to seat 0's first orders step, with troopers rushed to harbour: 3 of seat 0's, 1 of seat 1's, 2 of seat 2's. */
    private void threeAtHarbour() {
        state = rules.initialState(new Setup(3, Map.of(HighCommandRules.OPTION_FIRST_PLAYER, 0)));
        fold(rules.start(state, dice));
        for (String f : List.of("alpha", "beta", "gamma")) {
            send(state.players().stream().filter(p -> p.faction() == null).findFirst().orElseThrow().seat(),
                    new ChooseArmy(f, List.of(w(f + "-lord", Colour.red), w(f + "-lady", Colour.blue), w(f + "-sage", Colour.green))));
        }
        given(new CardRushed(0, 0, "alpha-trooper#1", "harbour"), new CardRushed(0, 1, "alpha-trooper#2", "harbour"),
                new CardRushed(0, 2, "alpha-trooper#3", "harbour"), new CardRushed(1, 0, "beta-trooper#1", "harbour"),
                new CardRushed(2, 0, "gamma-trooper#1", "harbour"), new CardRushed(2, 1, "gamma-trooper#2", "harbour"));
    }

    private void given(HighCommandEvent... events) {
        for (HighCommandEvent e : events) {
            state = rules.evolve(state, e);
        }
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: the opening deals the row, the reserves and six cards, then round 1's card acts")
    void opening() {
        opened();
        assertEquals(List.of("fort", "harbour"), state.locations().stream().map(LocationSlot::location).toList());
        assertEquals(List.of("alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-trooper#4"), state.player(0).reserves());
        assertEquals(32, state.player(0).reinforcementCount());
        // six coins, then Muster (round 1's Winds of War card) draws one more for each player
        assertEquals(List.of("alpha-coin#1", "alpha-coin#2", "alpha-coin#3", "alpha-coin#4", "alpha-coin#5", "alpha-coin#6", "alpha-gear#1"),
                state.player(0).hand());
        assertEquals(7, state.player(1).hand().size());
        assertEquals("muster", state.windsOfWar());
        assertEquals(List.of(0), rules.awaiting(state));
        assertEquals(Step.orders, state.turn().step());
    }

    @Test
    @DisplayName("high-command.md, ORDERS: a payment covers the cost type by type, and every card of it must be needed (clarifications 4, 5)")
    void payments() {
        opened();
        Payment coin1 = new Payment("alpha-coin#1", ResourceType.cmd);
        Payment coin2 = new Payment("alpha-coin#2", ResourceType.cmd);
        Payment coin3 = new Payment("alpha-coin#3", ResourceType.cmd);
        assertEquals("orders.payment-needless", violation(0, new Purchase(0, List.of(coin1, coin2, coin3))));
        assertEquals("orders.payment-short", violation(0, new Purchase(0, List.of(coin1))));
        assertEquals("orders.payment-wrong-type", violation(0, new Purchase(0, List.of(coin1, new Payment("alpha-gear#1", ResourceType.cmd)))));
        assertTrue(rules.legalActions(state, 0).contains(new Purchase(0, List.of(coin1, coin2))));
        List<HighCommandEvent> events = send(0, new Purchase(0, List.of(coin1, coin2)));
        assertEquals(List.of(new CardsPaid(0, List.of(coin1, coin2), 2, 0, 0), new CardPurchased(0, 0, "alpha-trooper#1"),
                new ReserveFilled(0, 0, "alpha-trooper#5")), events);
        assertEquals(List.of("alpha-coin#1", "alpha-coin#2", "alpha-trooper#1"), state.player(0).discard());
    }

    @Test
    @DisplayName("high-command.md, ONE OPPONENT (example): 4 Power destroys a 3-Health card; 2 Power cannot reach Health 3, so the defence declares nothing")
    void oneOpponent() {
        opened();
        given(new CardRushed(0, 0, "alpha-trooper#1", "harbour"), new CardRushed(0, 1, "alpha-trooper#2", "harbour"),
                new CardRushed(1, 0, "beta-trooper#1", "harbour"));
        List<HighCommandEvent> events = endOrders(0);
        assertTrue(events.contains(new AttackBegan("harbour", AttackMode.oneOpponent, 1)));
        assertTrue(events.contains(new PowerTotalled("harbour", List.of(new SeatTotal(0, 4), new SeatTotal(1, 2)))));
        assertEquals(List.of(0), rules.awaiting(state));
        given(new CardRushed(1, 1, "beta-trooper#2", "harbour"));
        assertEquals("battle.health-over-power", violation(0, new DeclareDestroyed(List.of("beta-trooper#1", "beta-trooper#2"))));
        assertEquals("battle.not-an-enemy-card", violation(0, new DeclareDestroyed(List.of("alpha-trooper#1"))));
        events = send(0, new DeclareDestroyed(List.of("beta-trooper#1")));
        assertEquals(new DestructionDeclared(0, List.of("beta-trooper#1")), events.get(0));
        assertTrue(events.contains(new DestructionDeclared(1, List.of())), "2 Power reaches no 3-Health card: declared for him");
        assertTrue(events.contains(new CardsDestroyed("harbour", List.of(new Placed(1, "beta-trooper#1", Placed.Arrival.rushed)))));
        assertTrue(state.player(1).discard().contains("beta-trooper#1"));
        assertEquals(3, state.location("harbour").cards().size());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE: two cards alone capture at the start of their owner's next turn; the slot is refilled from the deck")
    void capture() {
        opened();
        given(new CardRushed(0, 0, "alpha-trooper#1", "fort"), new CardRushed(0, 1, "alpha-trooper#2", "fort"),
                new CardRushed(0, 2, "alpha-trooper#3", "harbour"), new CardRushed(0, 3, "alpha-trooper#4", "harbour"),
                new CardRushed(1, 0, "beta-trooper#1", "harbour"));
        endOrders(0);
        // the attack at harbour: 4 Power against 2; seat 0 destroys nothing, so harbour stays 2 against 1
        send(0, new DeclareDestroyed(List.of()));
        endOrders(1);
        // seat 1 attacks harbour in turn: 2 Power reaches nothing; seat 0, out of turn, answers with 4 and destroys nothing
        assertEquals(List.of(0), rules.awaiting(state));
        List<HighCommandEvent> events = send(0, new DeclareDestroyed(List.of()));
        assertTrue(events.contains(new LocationCaptured(0, "fort", List.of("alpha-trooper#1", "alpha-trooper#2"), List.of())), "fort: 2 against 0");
        assertTrue(events.stream().noneMatch(e -> e instanceof LocationCaptured c && c.location().equals("harbour")), "harbour: 2 against 1");
        assertTrue(events.contains(new LocationRevealed(0, "mine")));
        assertTrue(events.contains(new ResourcesGained(0, new Resources(1, 0), "supply")), "round 2's Supply gives 1 CMD");
        assertEquals(List.of("alpha-trooper#1", "alpha-trooper#2"), state.player(0).occupying());
        assertEquals(List.of("fort"), state.player(0).captured());
    }

    @Test
    @DisplayName("high-command.md, ALL-OUT ATTACK: the opponents pool their Power and the next seat with cards there spends it on the attacker's cards (clarifications 18, 19)")
    void allOut() {
        threeAtHarbour();
        endOrders(0);
        assertEquals(List.of(0), rules.awaiting(state), "two opponents at harbour: the attacker chooses the attack");
        assertTrue(rules.legalActions(state, 0).containsAll(List.of(new Attack("harbour", AttackMode.allOut, null),
                new Attack("harbour", AttackMode.targeted, 1), new Attack("harbour", AttackMode.targeted, 2))));
        List<HighCommandEvent> events = send(0, new Attack("harbour", AttackMode.allOut, null));
        assertEquals(List.of(new AttackBegan("harbour", AttackMode.allOut, null),
                new PowerTotalled("harbour", List.of(new SeatTotal(0, 6), new SeatTotal(1, 2), new SeatTotal(2, 4)))), events);
        assertEquals("battle.health-over-power",
                violation(0, new DeclareDestroyed(List.of("beta-trooper#1", "gamma-trooper#1", "gamma-trooper#2"))));
        send(0, new DeclareDestroyed(List.of("beta-trooper#1", "gamma-trooper#1")));
        assertEquals(List.of(1), rules.awaiting(state), "seat 1 is the next seat with cards there: it answers for both");
        assertEquals("battle.health-over-power",
                violation(1, new DeclareDestroyed(List.of("alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3"))));
        events = send(1, new DeclareDestroyed(List.of("alpha-trooper#1", "alpha-trooper#2")));
        CardsDestroyed destroyed = (CardsDestroyed) events.stream().filter(e -> e instanceof CardsDestroyed).findFirst().orElseThrow();
        assertEquals(List.of("beta-trooper#1", "gamma-trooper#1", "alpha-trooper#1", "alpha-trooper#2"),
                destroyed.cards().stream().map(Placed::card).toList(), "all four leave at once");
    }

    @Test
    @DisplayName("high-command.md, TARGETED ATTACK: the other opponent's cards take no part, neither Power nor destruction (clarification 17)")
    void targeted() {
        threeAtHarbour();
        endOrders(0);
        List<HighCommandEvent> events = send(0, new Attack("harbour", AttackMode.targeted, 2));
        assertEquals(new PowerTotalled("harbour", List.of(new SeatTotal(0, 6), new SeatTotal(2, 4))), events.get(1));
        assertEquals("battle.not-an-enemy-card", violation(0, new DeclareDestroyed(List.of("beta-trooper#1"))));
        send(0, new DeclareDestroyed(List.of("gamma-trooper#1")));
        assertEquals(List.of(2), rules.awaiting(state), "the target answers, out of turn");
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME: a faction chosen by an earlier seat is refused (clarification 39)")
    void factionsDiffer() {
        state = rules.initialState(new Setup(2, Map.of()));
        fold(rules.start(state, dice));
        assertEquals("turn.wrong-step", violation(0, new EndOrders(null)), "the armies are chosen first");
        send(0, new ChooseArmy("alpha", List.of(w("alpha-lord", Colour.red), w("alpha-lady", Colour.blue), w("alpha-sage", Colour.green))));
        assertEquals("setup.faction", violation(1,
                new ChooseArmy("alpha", List.of(w("alpha-lord", Colour.red), w("alpha-lady", Colour.blue), w("alpha-sage", Colour.green)))));
        assertEquals("setup.detachment-colours-differ", violation(1,
                new ChooseArmy("beta", List.of(w("beta-lord", Colour.red), w("beta-lady", Colour.blue), w("beta-sage", Colour.red)))));
    }

    private String violation(int seat, HighCommandCommand command) {
        HighCommandState before = state;
        RuleViolation v = assertThrows(RuleViolation.class, () -> rules.decide(state, seat, command, dice));
        assertEquals(before, state);
        return v.rule();
    }
}
