package dev.arbiter.highcommand.rules.turn;

import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.Flow;
import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.abilities.Choices;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.orders.Orders;
import dev.arbiter.kernel.spi.Dice;
import java.util.ArrayList;
import java.util.List;

/** The queued work ({@link Task}): its automatic part, and the commands that answer it (Cull, DiscardChosen, UseAbility). */
public final class Tasks {

    private final Catalogue cards;

    public Tasks(Catalogue cards) {
        this.cards = cards;
    }

    public void handle(Emitter em, int seat, HighCommandCommand command, Dice dice) {
        HighCommandState s = em.state();
        Task task = s.tasks().get(0);
        if (task instanceof Task.Draw && command instanceof Cull c) {
            PlayerState p = s.player(seat);
            Rulebook.BOOK.require(c.card() == null || p.discard().contains(c.card()), "draw.cull-not-in-discard", "DRAW",
                    c.card() + " is not in the discard pile");
            em.emit(new CardCulled(seat, c.card()));
            int n = em.state().player(seat).discard().size();
            if (n > 0) {
                em.emit(new DiscardPileShuffled(seat, dice.shuffle(n), n));
            }
            return;
        }
        if (task instanceof Task.ForcedDiscard d && command instanceof DiscardChosen c) {
            List<String> hand = new ArrayList<>(s.player(seat).hand());
            Rulebook.BOOK.require(c.cards().size() == d.count(), "discard.count", "TERMINOLOGY",
                    "the ability makes the seat discard " + d.count() + " cards");
            for (String card : c.cards()) {
                Rulebook.BOOK.require(hand.remove(card), "discard.not-in-hand", "TERMINOLOGY", card + " is not in the hand");
            }
            em.emit(new CardsDiscarded(seat, c.cards(), d.source()));
            return;
        }
        if (task instanceof Task.Choice choice && command instanceof UseAbility c) {
            Rulebook.BOOK.require(c.card().equals(choice.card()), "ability.other-card", "COMMON TERMS",
                    "the choice waited for is that of " + choice.card());
            new Choices(cards, s, choice).check(c.targets(), c.location());
            resolve(em, choice, c.targets(), c.location());
            return;
        }
        throw Flow.wrongTime(command);
    }

    private void resolve(Emitter em, Task.Choice choice, List<String> targets, String location) {
        Choices choices = new Choices(cards, em.state(), choice);
        List<String> from = targets.stream().map(choices::whereIs).toList();
        em.emit(new AbilityResolved(choice.seat(), choice.card(), targets, location));
        for (int i = 0; i < targets.size(); i++) {
            String card = targets.get(i);
            HighCommandState s = em.state();
            switch (choice.effect()) {
                case destroy -> {
                    Placed placed = s.location(from.get(i)).cards().stream().filter(c -> c.card().equals(card)).findFirst().orElseThrow();
                    em.emit(new CardsDestroyed(from.get(i), List.of(placed)));
                }
                case move -> {
                    Placed placed = s.location(from.get(i)).cards().stream().filter(c -> c.card().equals(card)).findFirst().orElseThrow();
                    em.emit(new CardMoved(placed.seat(), card, from.get(i), location));
                }
                case refresh -> {
                    int slot = s.player(choice.seat()).reserves().indexOf(card);
                    em.emit(new ReserveRefreshed(choice.seat(), slot, null, card));
                    Orders.refill(em, choice.seat(), slot);
                }
                default -> throw new IllegalStateException("no choice for " + choice.effect());
            }
        }
    }

    /** The first queued task's automatic part. */
    public void run(Emitter em, Dice dice) {
        HighCommandState s = em.state();
        Task task = s.tasks().get(0);
        if (task instanceof Task.Draw d) {
            PlayerState p = s.player(d.seat());
            if (!p.armyDeck().isEmpty()) {
                int n = Math.min(d.count(), p.armyDeck().size());
                em.emit(new CardsDrawn(d.seat(), n, p.armyDeck().subList(0, n)));
            } else {
                em.emit(new DrawCut(d.seat(), d.count()));
            }
        } else if (task instanceof Task.ReturnBanked r) {
            em.emit(new BankedCardReturned(r.seat(), s.player(r.seat()).banked()));
        } else if (task instanceof Task.ForcedDiscard d) {
            em.emit(new CardsDiscarded(d.seat(), s.player(d.seat()).hand(), d.source()));
        } else if (task instanceof Task.Choice c) {
            em.emit(new AbilityResolved(c.seat(), c.card(), List.of(), null));
        }
    }
}
