package dev.arbiter.highcommand.rules.orders;

import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** DEPLOY, PURCHASE, RUSH, RUSHING WARCASERS, REFRESHING CARDS, BANK and the character rule, with the levies pack. */
class OrdersTest {

    private static final String[] RESERVES = {"alpha-trooper#1", "alpha-sergeant#1", "alpha-sapper#1", "alpha-jack#1", "alpha-trooper#2",
            "alpha-sergeant#2", "alpha-trooper#3"};
    private static final String[] HAND = {"alpha-purse#1", "alpha-purse#2", "alpha-coin#1", "alpha-gear#1", "alpha-levy#1", "alpha-levy#2"};

    private static Table table() {
        return Table.levies(2).reserves(0, RESERVES).hand(0, HAND)
                .hand(1, "beta-purse#1", "beta-purse#2", "beta-coin#1", "beta-gear#1", "beta-levy#1", "beta-levy#2");
    }

    private static Payment cmd(String card) {
        return new Payment(card, ResourceType.cmd);
    }

    /** Round 3, seat 0's orders step, with its opening hand drawn again (the army deck rebuilt in round 2 keeps the discard pile's order). */
    private static RulesFixture<HighCommandState, HighCommandCommand, HighCommandEvent> roundThree(Table t) {
        return t.passUntilRound(t.start(), 3);
    }

    @Test
    @DisplayName("high-command.md, DEPLOY: a card of the hand goes beside a location once its purchase cost is paid")
    void deploy() {
        Table t = table();
        var f = t.start();
        List<Payment> pay = List.of(cmd("alpha-coin#1"));
        f = f.when(0, new Deploy("alpha-levy#1", "ruins", pay)).isLegal()
                .thenEvents(new CardsPaid(0, pay, 1, 0, 0), new CardDeployed(0, "alpha-levy#1", "ruins"));
        assertEquals(List.of(new Placed(0, "alpha-levy#1", Placed.Arrival.deployed)), f.state().location("ruins").cards());
        assertEquals(4, f.state().player(0).hand().size());
        f.when(0, new Deploy("alpha-levy#2", "fort", List.of(cmd("alpha-purse#1")))).thenViolation("orders.no-such-location");
        f.when(0, new Deploy("alpha-trooper#1", "ruins", List.of(cmd("alpha-purse#1")))).thenViolation("orders.not-in-hand");
    }

    @Test
    @DisplayName("high-command.md, PURCHASE: a reserve card goes to the discard pile and the top of the reinforcement deck takes its slot")
    void purchaseRefillsReserves() {
        var f = table().start();
        List<Payment> pay = List.of(cmd("alpha-purse#1"));
        f = f.when(0, new Purchase(0, pay)).isLegal().thenEvents(new CardsPaid(0, pay, 2, 0, 0), new CardPurchased(0, 0, RESERVES[0]),
                new ReserveFilled(0, 0, RESERVES[4]));
        assertEquals(List.of(RESERVES[4], RESERVES[1], RESERVES[2], RESERVES[3]), f.state().player(0).reserves());
        assertEquals(31, f.state().player(0).reinforcementCount());
        assertTrue(f.state().player(0).discard().contains(RESERVES[0]));
        f.when(0, new Purchase(4, pay)).thenViolation("orders.empty-slot");
    }

    @Test
    @DisplayName("high-command.md, RUSH (clarification 25): no rushing in rounds 1 and 2, warcasters included")
    void noRushInRoundsOneAndTwo() {
        Table t = table();
        var f = t.start();
        f.when(0, new Rush(0, "mine", List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1")))).thenViolation("orders.no-rush-yet");
        f.when(0, new RushWarcaster("alpha-lord", "mine", List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1"))))
                .thenViolation("orders.no-rush-yet");
        assertTrue(t.rules().legalActions(f.state(), 0).stream().noneMatch(c -> c instanceof Rush || c instanceof RushWarcaster));
        var two = t.passUntilRound(f, 2);
        assertEquals(2, two.state().round());
        two.when(0, new RushWarcaster("alpha-lord", "mine", List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1"))))
                .thenViolation("orders.no-rush-yet");
    }

    @Test
    @DisplayName("high-command.md, RUSH: from round 3 a reserve card goes straight to a location for its rush cost; its slot is refilled")
    void rushRefillsReserves() {
        Table t = table();
        var f = roundThree(t);
        PlayerState p = f.state().player(0);
        String next = p.nextReinforcement();
        List<Payment> pay = List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1"));
        f = f.when(0, new Rush(0, "mine", pay)).thenEvents(new CardsPaid(0, pay, 3, 0, 0),
                new CardRushed(0, 0, RESERVES[0], "mine"), new ReserveFilled(0, 0, next));
        assertEquals(List.of(new Placed(0, RESERVES[0], Placed.Arrival.rushed)), f.state().location("mine").cards());
    }

    @Test
    @DisplayName("high-command.md, ARMY CARD 11-12 (clarification 31): no purchase box, no deploy or purchase; no rush box, no rush")
    void noBoxNoAction() {
        Table t = table();
        var f = t.start();
        f.when(0, new Deploy("alpha-coin#1", "mine", List.of(cmd("alpha-purse#1")))).thenViolation("orders.no-purchase-box");
        var three = roundThree(t);
        int sapper = three.state().player(0).reserves().indexOf("alpha-sapper#1");
        three.when(0, new Rush(sapper, "mine", payCmd(three.state().player(0), 3))).thenViolation("orders.no-rush-box");
    }

    @Test
    @DisplayName("high-command.md, RUSHING WARCASERS: a warcaster is rushed from beside the player and leaves no gap to refill")
    void rushWarcaster() {
        Table t = table();
        var f = roundThree(t);
        List<Payment> pay = List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1"));
        f = f.when(0, new RushWarcaster("alpha-lord", "mine", pay))
                .thenEvents(new CardsPaid(0, pay, 3, 0, 0), new WarcasterRushed(0, "alpha-lord", "mine"));
        assertEquals(List.of("alpha-lady", "alpha-sage"), f.state().player(0).warcasters());
        f.when(0, new RushWarcaster("alpha-lord", "ruins", List.of())).thenViolation("orders.no-such-warcaster");
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS character (clarification 30): one copy in play per player; buying another is not limited")
    void characterOncePerPlayer() {
        Table t = table().reserves(0, "alpha-sergeant#1", "alpha-trooper#1", "alpha-sapper#1", "alpha-jack#1", "alpha-sergeant#2");
        // The given: the first sergeant has stood at Ruins since the opening.
        var f = t.passUntilRound(t.settle(t.place(t.dealt(), 0, "ruins", "alpha-sergeant#1")), 3);
        int slot = f.state().player(0).reserves().indexOf("alpha-sergeant#2");
        assertTrue(slot >= 0, "the second sergeant is in the reserves: " + f.state().player(0).reserves());
        f.when(0, new Rush(slot, "mine", payCmd(f.state().player(0), 4))).thenViolation("orders.character-in-play");
        f.when(0, new Purchase(slot, payCmd(f.state().player(0), 3))).then();
    }

    @Test
    @DisplayName("high-command.md, REFRESHING CARDS: discard any card, put a reserve card under the reinforcement deck in public, take the top card into its slot")
    void refreshToTheBottom() {
        var f = table().start();
        f = f.when(0, new Refresh("alpha-gear#1", 1)).isLegal()
                .thenEvents(new ReserveRefreshed(0, 1, "alpha-gear#1", RESERVES[1]), new ReserveFilled(0, 1, RESERVES[4]));
        PlayerState p = f.state().player(0);
        assertEquals(List.of(RESERVES[1]), p.reinforcementBottom(), "the refreshed card is known to lie at the bottom");
        assertEquals(List.of("alpha-gear#1"), p.discard(), "the discard pays nothing: no CardsPaid");
        assertEquals(32, p.reinforcementCount());
        f = f.when(0, new Refresh("alpha-coin#1", 1)).thenEvents(new ReserveRefreshed(0, 1, "alpha-coin#1", RESERVES[4]),
                new ReserveFilled(0, 1, RESERVES[5]));
        assertEquals(List.of(RESERVES[1], RESERVES[4]), f.state().player(0).reinforcementBottom(), "as many times as he can discard");
    }

    @Test
    @DisplayName("high-command.md, COMMON TERMS reserves (clarification 26): with the reinforcement deck empty a slot stays empty, and a refresh would bring the same card back, so it is refused")
    void emptyReinforcementDeckLeavesSlotEmpty() {
        var f = table().start();
        f = f.given(boughtOut(f.state(), 0));
        assertEquals(0, f.state().player(0).reinforcementCount());
        assertEquals(RESERVES[0], f.state().player(0).reserves().get(0));
        f.when(0, new Refresh("alpha-coin#1", 0)).thenViolation("orders.refresh-same-card");
        var bought = f.when(0, new Purchase(0, List.of(cmd("alpha-purse#1")))).then();
        assertNull(bought.state().player(0).reserves().get(0));
        assertEquals(3, bought.state().player(0).reserves().stream().filter(c -> c != null).count());
    }

    @Test
    @DisplayName("high-command.md, BANK and DRAW (clarification 29): one card banked face down, the rest discarded, six drawn, then the banked card back: seven in hand")
    void bankOneDiscardRest() {
        var f = table().start();
        List<HighCommandEvent> events = f.when(0, new EndOrders("alpha-purse#1")).isLegal().events();
        List<String> rest = List.of("alpha-purse#2", "alpha-coin#1", "alpha-gear#1", "alpha-levy#1", "alpha-levy#2");
        Table.inOrder(events, new OrdersEnded(0), new CardBanked(0, "alpha-purse#1"), new HandDiscarded(0, rest));
        CardBanked banked = (CardBanked) events.stream().filter(e -> e instanceof CardBanked).findFirst().orElseThrow();
        assertNull(((CardBanked) Redactor.event(banked, Viewer.seat(1))).card(), "the banked card is face down");
        int drawn = indexOfType(events, CardsDrawn.class);
        int back = indexOfType(events, BankedCardReturned.class);
        assertTrue(drawn >= 0 && back > drawn, "the banked card comes back after the draw");
        assertEquals(new BankedCardReturned(0, "alpha-purse#1"), events.get(back));
        var after = f.given(events);
        assertEquals(7, after.state().player(0).hand().size(), "six is not a hand limit");
        assertEquals(rest, after.state().player(0).discard());
        f.when(0, new EndOrders("alpha-trooper#1")).thenViolation("orders.not-in-hand");
    }

    // --- helpers ---------------------------------------------------------------------------------

    /** The smallest CMD payment of {@code cost} from the hand (largest cards first). */
    static List<Payment> payCmd(PlayerState p, int cost) {
        List<String> cards = new ArrayList<>(p.hand().stream().filter(c -> c.contains("purse")).toList());
        p.hand().stream().filter(c -> c.contains("coin") || c.contains("levy") || c.contains("scrip")).forEach(cards::add);
        List<Payment> pay = new ArrayList<>();
        int total = 0;
        for (String c : cards) {
            if (total >= cost) {
                break;
            }
            pay.add(cmd(c));
            total += c.contains("purse") ? 2 : 1;
        }
        if (total < cost) {
            throw new IllegalStateException("the hand " + p.hand() + " cannot pay " + cost + " CMD");
        }
        return pay;
    }

    /** The given: every card of the seat's reinforcement deck has been bought, slot 1 refilled each time. */
    private static List<HighCommandEvent> boughtOut(HighCommandState s, int seat) {
        List<HighCommandEvent> events = new ArrayList<>();
        PlayerState p = s.player(seat);
        String in = p.reserves().get(1);
        List<String> deck = new ArrayList<>(p.reinforcementHidden());
        for (String next : deck) {
            events.add(new CardPurchased(seat, 1, in));
            events.add(new ReserveFilled(seat, 1, next));
            in = next;
        }
        return events;
    }

    private static int indexOfType(List<HighCommandEvent> events, Class<?> type) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
