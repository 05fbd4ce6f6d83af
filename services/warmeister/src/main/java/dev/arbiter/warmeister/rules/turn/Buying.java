package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.Drawing;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Steps;
import dev.arbiter.warmeister.rules.Player;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.WarmeisterCommand.Buy;
import dev.arbiter.warmeister.rules.WarmeisterCommand.ChooseVictim;
import dev.arbiter.warmeister.rules.WarmeisterCommand.DiscardCard;
import dev.arbiter.warmeister.rules.WarmeisterCommand.PayDiscard;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardBought;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDiscarded;
import dev.arbiter.warmeister.rules.WarmeisterEvent.VictimChosen;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * warmeister.txt, REVENUE: gold buys army cards, holdings and fortifications, put into play at
 * once; with the army cards' own costs ("Discard N cards to play") and on-recruit effects
 * (Peasants, Captain Tim, Goblin Slingshooters).
 */
public final class Buying {

    private Buying() {
    }

    public static List<WarmeisterEvent> buy(WarmeisterState state, int seat, Buy command, Dice dice) {
        Steps.expect(state, seat, Decision.BUY_STEP, "Buying");
        Steps.inHand(state, seat, command.card());
        CardKind kind = Deck.kind(command.card());
        BOOK.require(kind.purchasable(), "buy.not-for-sale", "REVENUE", () -> kind.printedName() + " is not an army, holding or fortification");
        Player buyer = state.player(seat);
        int cost = Costs.cost(buyer, command.card());
        BOOK.require(buyer.gold() >= cost, "buy.not-enough-gold", "REVENUE", () -> kind.printedName() + " costs " + cost + " gold, you have " + buyer.gold());
        BOOK.require(buyer.hand().size() - 1 >= kind.discardToPlay(), "buy.cannot-pay-discards", "ARMY CARDS",
                () -> kind.printedName() + " needs " + kind.discardToPlay() + " other cards in hand to discard");
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new CardBought(seat, command.card(), cost));
        if (kind.drawOnRecruit() > 0) {
            events.addAll(Drawing.draw(state, seat, kind.drawOnRecruit(), kind.printedName(), dice));
        }
        return events;
    }

    public static List<WarmeisterEvent> payDiscard(WarmeisterState state, int seat, PayDiscard command) {
        Steps.expect(state, seat, Decision.OWED_DISCARD, "Paying a discard");
        Steps.inHand(state, seat, command.card());
        return List.of(new CardDiscarded(seat, command.card(), "cost"));
    }

    public static List<WarmeisterEvent> chooseVictim(WarmeisterState state, int seat, ChooseVictim command) {
        Steps.expect(state, seat, Decision.CHOOSE_VICTIM, "Choosing the Slingshooters' victim");
        BOOK.require(Steps.isOpponent(state, seat, command.seat()) && !state.player(command.seat()).hand().isEmpty(),
                "buy.bad-victim", "ARMY CARDS, Goblin Slingshooters", "pick an opponent who has cards in hand");
        return List.of(new VictimChosen(seat, command.seat()));
    }

    public static List<WarmeisterEvent> discard(WarmeisterState state, int seat, DiscardCard command) {
        Decision decision = Steps.expect(state, seat, Set.of(Decision.FORCED_DISCARD, Decision.HAND_LIMIT), "Discarding");
        Steps.inHand(state, seat, command.card());
        return List.of(new CardDiscarded(seat, command.card(), decision == Decision.HAND_LIMIT ? "hand-limit" : "Goblin Slingshooters"));
    }
}
