package dev.arbiter.highcommand.rules.orders;

import dev.arbiter.highcommand.rules.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.highcommand.rules.HighCommandCommand.Deploy;
import dev.arbiter.highcommand.rules.HighCommandCommand.Purchase;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ResourceType;
import dev.arbiter.highcommand.rules.cards.Resources;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ORDERS: paying by discarding cards of the hand. Seat 0's reserves hold a sergeant (3 CMD), a
 * trooper (2 CMD), a sapper (2 CMD and 1 WAR) and a jack (3 WAR); its hand two purses (CMD 2), a
 * coin (CMD 1), a gear (WAR 1), a scrip (CMD 1 or WAR 1) and a levy (CMD 1, deployable for 1 CMD).
 */
class PaymentTest {

    private static final String SERGEANT = "alpha-sergeant#1";
    private static final String TROOPER = "alpha-trooper#1";
    private static final String SAPPER = "alpha-sapper#1";
    private static final String JACK = "alpha-jack#1";
    private static final String NEXT = "alpha-trooper#2";

    private static final Table TABLE = Table.levies(2).reserves(0, SERGEANT, TROOPER, SAPPER, JACK, NEXT)
            .hand(0, "alpha-purse#1", "alpha-purse#2", "alpha-coin#1", "alpha-gear#1", "alpha-scrip#1", "alpha-levy#1");

    private static Payment cmd(String card) {
        return new Payment(card, ResourceType.cmd);
    }

    private static Payment war(String card) {
        return new Payment(card, ResourceType.war);
    }

    @Test
    @DisplayName("high-command.md, ORDERS (clarification 4): two cards worth 2 CMD pay a 3 CMD cost; the 1 CMD left over is lost, not carried to the next cost")
    void overpayIsLost() {
        var f = TABLE.start();
        List<Payment> pay = List.of(cmd("alpha-purse#1"), cmd("alpha-purse#2"));
        f = f.when(0, new Purchase(0, pay)).isLegal().thenEvents(new CardsPaid(0, pay, 4, 0, 1), new CardPurchased(0, 0, SERGEANT),
                new ReserveFilled(0, 0, NEXT));
        assertEquals(List.of("alpha-purse#1", "alpha-purse#2", SERGEANT), f.state().player(0).discard());
        assertEquals(Resources.NONE, f.state().turn().gained());
        f.when(0, new Purchase(1, List.of(cmd("alpha-coin#1")))).thenViolation("orders.payment-short");
    }

    @Test
    @DisplayName("high-command.md, ORDERS (clarification 4): discards stop once the cost is reached, so a card the payment does not need is refused")
    void needlessCardRefused() {
        var f = TABLE.start();
        f.when(0, new Purchase(0, List.of(cmd("alpha-purse#1"), cmd("alpha-purse#2"), cmd("alpha-coin#1"))))
                .thenViolation("orders.payment-needless");
        f.when(0, new Purchase(1, List.of(cmd("alpha-purse#1"), cmd("alpha-purse#2")))).thenViolation("orders.payment-needless");
        List<Payment> exact = List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1"));
        f.when(0, new Purchase(0, exact)).thenEvents(new CardsPaid(0, exact, 3, 0, 0), new CardPurchased(0, 0, SERGEANT),
                new ReserveFilled(0, 0, NEXT));
    }

    @Test
    @DisplayName("high-command.md, ORDERS (clarification 4): discarding goes on only while the cost is not reached, so small cards first and a large one last is a legal overpay")
    void lastDiscardMayOverpay() {
        var f = TABLE.start();
        // Given a 3 CMD sergeant: the coin (1), then the levy (2 in all, still short), then a purse (4): the purse crosses the
        // cost, and no discard came after it. 1 CMD is lost.
        List<Payment> smallFirst = List.of(cmd("alpha-coin#1"), cmd("alpha-levy#1"), cmd("alpha-purse#1"));
        f.when(0, new Purchase(0, smallFirst)).thenEvents(new CardsPaid(0, smallFirst, 4, 0, 1),
                new CardPurchased(0, 0, SERGEANT), new ReserveFilled(0, 0, NEXT));
        // Given a 2 CMD trooper: the coin leaves it 1 short, the purse covers it with 1 to spare.
        List<Payment> coinThenPurse = List.of(cmd("alpha-coin#1"), cmd("alpha-purse#1"));
        f.when(0, new Purchase(1, coinThenPurse)).thenEvents(new CardsPaid(0, coinThenPurse, 3, 0, 1),
                new CardPurchased(0, 1, TROOPER), new ReserveFilled(0, 1, NEXT));
        // Each type stops on its own (clarification 5): the sapper's 1 WAR is reached by the gear alone, so the scrip as WAR
        // is discarded after that part was covered, whatever order the two come in.
        f.when(0, new Purchase(2, List.of(cmd("alpha-purse#1"), war("alpha-gear#1"), war("alpha-scrip#1"))))
                .thenViolation("orders.payment-needless");
    }

    @Test
    @DisplayName("high-command.md, ORDERS (clarification 5): CMD pays the CMD part and WAR the WAR part; a surplus of one never pays the other")
    void typesArePaidSeparately() {
        var f = TABLE.start();
        f.when(0, new Purchase(2, List.of(cmd("alpha-purse#1"), cmd("alpha-coin#1")))).thenViolation("orders.payment-short");
        f.when(0, new Purchase(3, List.of(cmd("alpha-purse#1"), cmd("alpha-purse#2")))).thenViolation("orders.payment-short");
        f.when(0, new Purchase(3, List.of(war("alpha-coin#1")))).thenViolation("orders.payment-wrong-type");
        List<Payment> mixed = List.of(cmd("alpha-purse#1"), war("alpha-gear#1"));
        f.when(0, new Purchase(2, mixed)).thenEvents(new CardsPaid(0, mixed, 2, 1, 0), new CardPurchased(0, 2, SAPPER),
                new ReserveFilled(0, 2, NEXT));
    }

    @Test
    @DisplayName("high-command.md, ORDERS (clarification 6): a versatile card gives CMD or WAR as its owner says, never both")
    void versatileCardPaysOneType() {
        var f = TABLE.start();
        List<Payment> scripAsWar = List.of(cmd("alpha-purse#1"), war("alpha-scrip#1"));
        f.when(0, new Purchase(2, scripAsWar)).thenEvents(new CardsPaid(0, scripAsWar, 2, 1, 0), new CardPurchased(0, 2, SAPPER),
                new ReserveFilled(0, 2, NEXT));
        f.when(0, new Purchase(1, List.of(cmd("alpha-scrip#1")))).thenViolation("orders.payment-short");
        List<Payment> scripAsCmd = List.of(cmd("alpha-scrip#1"), cmd("alpha-coin#1"));
        f.when(0, new Purchase(1, scripAsCmd)).thenEvents(new CardsPaid(0, scripAsCmd, 2, 0, 0), new CardPurchased(0, 1, TROOPER),
                new ReserveFilled(0, 1, NEXT));
    }

    @Test
    @DisplayName("high-command.md, ORDERS: a payment is discarded from the sender's own hand, each card once, and never with the card it pays for")
    void paymentComesFromTheHand() {
        var f = TABLE.start();
        f.when(0, new Purchase(1, List.of(cmd("alpha-purse#1"), cmd("alpha-purse#1")))).thenViolation("orders.payment-card-twice");
        f.when(0, new Purchase(1, List.of(cmd("alpha-coin#2"), cmd("alpha-purse#1")))).thenViolation("orders.payment-not-in-hand");
        f.when(0, new Deploy("alpha-levy#1", "mine", List.of(cmd("alpha-levy#1")))).thenViolation("orders.payment-card-itself");
        f.when(0, new Purchase(1, List.of())).thenViolation("orders.payment-short");
    }
}
