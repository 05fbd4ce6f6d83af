package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.endgame.SeatTotal;
import dev.arbiter.highcommand.rules.orders.Payment;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Step;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.Deploy;
import dev.arbiter.highcommand.rules.HighCommandCommand.EndOrders;
import dev.arbiter.highcommand.rules.HighCommandCommand.OrderCapture;
import dev.arbiter.highcommand.rules.HighCommandCommand.Purchase;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.testkit.ScriptedDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * CAPTURE with the fixture pack: positions are given before round 1, whose first turn (seat 0)
 * opens with the capture step. Seat 0's reserves are stacked with the cards it has placed.
 */
class CaptureTest {

    private static final String[] RED = {"alpha-trooper#1", "alpha-trooper#2", "alpha-trooper#3", "alpha-trooper#4", "alpha-jack#1",
            "alpha-jack#2"};
    private static final String[] BETA = {"beta-trooper#1", "beta-trooper#2", "beta-trooper#3", "beta-trooper#4"};
    private static final String[] GAMMA = {"gamma-trooper#1", "gamma-trooper#2", "gamma-trooper#3"};

    private static Table table(int players) {
        Table t = Table.fixture(players).reserves(0, RED).reserves(1, BETA);
        return players > 2 ? t.reserves(2, GAMMA) : t;
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 20): two more cards than the other player captures; one more does not")
    void marginOfTwo() {
        Table t = table(2);
        var f = t.place(t.place(t.dealt(), 0, "mine", RED[0], RED[1], RED[2]), 1, "mine", BETA[0]);
        f = t.place(t.place(f, 0, "ruins", RED[3], RED[4]), 1, "ruins", BETA[1]);
        var events = t.steps(f);
        assertTrue(events.stream().anyMatch(e -> e instanceof LocationCaptured c && c.location().equals("mine")), "3 against 1");
        assertTrue(events.stream().noneMatch(e -> e instanceof LocationCaptured c && c.location().equals("ruins")), "2 against 1");
    }

    @Test
    @DisplayName("high-command.md, CAPTURE and CAPTURE EXAMPLE 1 (clarification 20): two cards where nobody else has any capture; the location goes to the discard pile, the cards to occupying forces")
    void aloneWithTwo() {
        Table t = table(2);
        var f = t.place(t.dealt(), 0, "mine", RED[0], RED[1]);
        var events = t.steps(f);
        Table.inOrder(events, new StepBegan(0, Step.capture), new LocationCaptured(0, "mine", List.of(RED[0], RED[1]), List.of()),
                new LocationRevealed(0, "bridge"), new StepBegan(0, Step.orders));
        HighCommandState s = f.given(events).state();
        assertEquals(List.of("mine"), s.player(0).discard());
        assertEquals(List.of(RED[0], RED[1]), s.player(0).occupying());
        assertEquals(List.of("mine"), s.player(0).captured());
        assertEquals("bridge", s.locations().get(0).location(), "the slot takes the top of the location deck");
        assertEquals(List.of(), s.locations().get(0).cards());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 20): one card alone is not two more than nobody's none")
    void oneCardAloneDoesNot() {
        Table t = table(2);
        var f = t.place(t.dealt(), 0, "mine", RED[0]);
        assertTrue(t.steps(f).stream().noneMatch(e -> e instanceof LocationCaptured));
    }

    @Test
    @DisplayName("high-command.md, CAPTURE and CAPTURE EXAMPLE 3 (clarification 20): the lead is over every other player, so the one with most cards there decides")
    void leadOverEveryOpponent() {
        Table t = table(3);
        var blocked = t.place(t.place(t.place(t.dealt(), 0, "mine", RED[0], RED[1], RED[2]), 1, "mine", BETA[0], BETA[1]), 2, "mine",
                GAMMA[0]);
        assertTrue(t.steps(blocked).stream().noneMatch(e -> e instanceof LocationCaptured), "3 is not 2 more than seat 1's 2");
        var taken = t.place(t.place(t.place(t.dealt(), 0, "mine", RED[0], RED[1], RED[2]), 1, "mine", BETA[0]), 2, "mine", GAMMA[0]);
        var events = t.steps(taken);
        LocationCaptured captured = (LocationCaptured) events.stream().filter(e -> e instanceof LocationCaptured).findFirst().orElseThrow();
        assertEquals(List.of(BETA[0], GAMMA[0]), captured.discarded().stream().map(Placed::card).toList());
        HighCommandState s = taken.given(events).state();
        assertEquals(List.of(BETA[0]), s.player(1).discard(), "the other players' cards go to their own discard piles");
        assertEquals(List.of(GAMMA[0]), s.player(2).discard());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 21): every card a player has there counts, whatever its type")
    void countsEveryCard() {
        Table t = table(2).reserves(0, "alpha-jack#1", "alpha-scout#1", "alpha-wall#1");
        var f = t.place(t.place(t.dealt(), 0, "mine", "alpha-jack#1", "alpha-scout#1", "alpha-wall#1"), 1, "mine", BETA[0]);
        assertTrue(t.steps(f).stream().anyMatch(e -> e instanceof LocationCaptured c && c.occupying().size() == 3),
                "a warjack and two warriors are three cards");
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 22): only the active player captures, at the start of his own turn")
    void onlyTheActivePlayerCaptures() {
        Table t = table(2);
        var f = t.place(t.dealt(), 1, "ruins", BETA[0], BETA[1]);
        var events = t.steps(f);
        assertTrue(events.stream().noneMatch(e -> e instanceof LocationCaptured), "seat 0's turn: seat 1 captures nothing");
        f = f.given(events);
        var next = f.when(0, new EndOrders(null)).events();
        Table.inOrder(next, new TurnBegan(1), new StepBegan(1, Step.capture),
                new LocationCaptured(1, "ruins", List.of(BETA[0], BETA[1]), List.of()));
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 23): every qualifying location is captured in the one step; the slots are refilled in row order at its end")
    void severalCaptures() {
        Table t = table(2);
        var f = t.place(t.dealt(), 0, "mine", RED[0], RED[1]);
        f = t.place(f, 0, "ruins", RED[2], RED[3]);
        var events = t.steps(f);
        Table.inOrder(events, new LocationCaptured(0, "mine", List.of(RED[0], RED[1]), List.of()),
                new LocationCaptured(0, "ruins", List.of(RED[2], RED[3]), List.of()), new LocationRevealed(0, "bridge"),
                new LocationRevealed(1, "tower"), new StepBegan(0, Step.orders));
        assertEquals(List.of("mine", "ruins"), f.given(events).state().player(0).captured());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE: a \"when you capture\" rule is followed before the location goes to the discard pile")
    void captureRuleBeforeDiscard() {
        Table t = table(2).row("harbour", "mine");
        var f = t.place(t.dealt(), 0, "harbour", RED[0], RED[1]);
        var events = t.steps(f);
        int drawn = indexOf(events, e -> e instanceof CardsDrawn d && d.seat() == 0 && d.count() == 2);
        int captured = indexOf(events, e -> e instanceof LocationCaptured c && c.location().equals("harbour"));
        assertTrue(drawn >= 0 && captured > drawn, "Harbour's rule (draw 2) first, then the capture: " + events);
        assertEquals(8, f.given(events).state().player(0).hand().size());
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (clarification 23): with two \"when you capture\" rules the active player orders them")
    void captureRulesInChosenOrder() {
        Table t = table(2).row("bridge", "tower");
        var f = t.place(t.place(t.dealt(), 0, "bridge", RED[0], RED[1]), 0, "tower", RED[2], RED[3]);
        f = t.settle(f);
        assertEquals(List.of("bridge", "tower"), f.state().turn().capturing());
        assertEquals(List.of(0), t.rules().awaiting(f.state()));
        assertEquals(List.of(new OrderCapture("bridge"), new OrderCapture("tower")), t.rules().legalActions(f.state(), 0));
        f.when(0, new OrderCapture("mine")).thenViolation("capture.not-pending");
        var events = f.when(0, new OrderCapture("tower")).isLegal().events();
        int tower = indexOf(events, e -> e instanceof LocationCaptured c && c.location().equals("tower"));
        int bridge = indexOf(events, e -> e instanceof LocationCaptured c && c.location().equals("bridge"));
        assertTrue(tower >= 0 && bridge > tower, "Tower first, as chosen: " + events);
    }

    @Test
    @DisplayName("high-command.md, CAPTURE (L3): the location that replaces a captured one takes deploys in the same turn")
    void refilledSlotTakesDeploys() {
        Table t = Table.levies(2).reserves(0, RED).hand(0, "alpha-levy#1", "alpha-coin#1");
        var f = t.settle(t.place(t.dealt(), 0, "mine", RED[0], RED[1]));
        assertEquals("bridge", f.state().locations().get(0).location());
        f.when(0, new Deploy("alpha-levy#1", "mine", List.of(new Payment("alpha-coin#1", ResourceType.cmd))))
                .thenViolation("orders.no-such-location");
        var deployed = f.when(0, new Deploy("alpha-levy#1", "bridge", List.of(new Payment("alpha-coin#1", ResourceType.cmd)))).isLegal()
                .then();
        assertEquals(List.of(new Placed(0, "alpha-levy#1", Placed.Arrival.deployed)), deployed.state().location("bridge").cards());
    }

    @Test
    @DisplayName("high-command.md, LOCATION CARD (L1): a location's whileHere rule acts on the cards there while it is in play")
    void locationRuleInPlay() {
        Table t = table(2).row("marsh", "ruins", "bridge", "tower").reserves(0, "alpha-jack#1").reserves(1, "beta-jack#1");
        var f = t.place(t.place(t.start(), 1, "marsh", "beta-jack#1"), 0, "marsh", "alpha-jack#1");
        var events = f.when(0, new EndOrders(null)).isLegal().events();
        // each jack 3, the attacker's +1 (its whenYouAttack), the Marsh -1 for every warjack there
        Table.inOrder(events, new PowerTotalled("marsh", List.of(new SeatTotal(0, 3), new SeatTotal(1, 2))));
    }

    @Test
    @DisplayName("high-command.md, CAPTURE and LOCATION CARD (L2): a captured location drawn from the discard pile pays its resources and acts when discarded for resources")
    void capturedLocationPays() {
        String jack = "alpha-jack#1";
        Table t = table(2).reserves(0, RED[0], RED[1], jack);
        var f = t.settle(t.place(t.dealt(), 0, "mine", RED[0], RED[1]));
        PlayerState p = f.state().player(0);
        assertEquals(List.of("mine"), p.discard());
        f = f.given(new CardsDrawn(0, 6, p.armyDeck()), new DiscardPileShuffled(0, new ScriptedDice().shuffle(1), 1),
                new CardsDrawn(0, 1, List.of("mine")));
        p = f.state().player(0);
        int slot = p.reserves().indexOf(jack);
        List<Payment> pay = List.of(new Payment("alpha-gear#1", ResourceType.war), new Payment("mine", ResourceType.war));
        f.when(0, new Purchase(slot, pay)).isLegal().thenEvents(new CardsPaid(0, pay, 0, 3, 0),
                new AbilityUsed(0, "mine", 0, Trigger.whenDiscardedForResources, Effect.draw, null), new CardPurchased(0, slot, jack),
                new ReserveFilled(0, slot, p.nextReinforcement()));
    }

    private static int indexOf(List<HighCommandEvent> events, java.util.function.Predicate<HighCommandEvent> test) {
        for (int i = 0; i < events.size(); i++) {
            if (test.test(events.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
