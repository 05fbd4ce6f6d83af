package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.WarfighterEvent.DeckReshuffled;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileAttachmentAttached;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileAttachmentWaiting;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileDrawStopped;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileDrawn;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileOvershot;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostilePlaced;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Drawing Hostiles to an exact budget (§3.3.8; clarifications 15-19): overshooting cards are
 * discarded, drawing stops short when no card of the deck and its discard pile fits, the deck is
 * refilled from the discard pile when empty; Hostiles are placed (moved by Deploy, kept between
 * the Mission and the Objective), Hostile Attachments join a matching Hostile or wait.
 */
public final class Spawner {

    private final Catalogue cards;

    public Spawner(Catalogue cards) {
        this.cards = cards;
    }

    public void draw(Emitter em, Dice dice, int column, int budget, boolean objective) {
        int total = 0;
        List<Integer> placedNow = new ArrayList<>();
        while (total < budget) {
            int remaining = budget - total;
            WarfighterState state = em.state();
            boolean fits = state.hostileDeck().order().stream().anyMatch(c -> cards.hostileValue(c) <= remaining)
                    || state.hostileDiscard().stream().anyMatch(c -> cards.hostileValue(c) <= remaining);
            if (!fits) {
                em.emit(new HostileDrawStopped(total, budget));
                return;
            }
            if (state.hostileDeck().size() == 0) {
                em.emit(new DeckReshuffled("hostile", state.hostileDiscard().size(), dice.shuffle(state.hostileDiscard().size()).rolls()));
                state = em.state();
            }
            String card = state.hostileDeck().order().get(0);
            int value = cards.hostileValue(card);
            if (value > remaining) {
                em.emit(new HostileDrawn(card, value, total));
                em.emit(new HostileOvershot(card));
                continue;
            }
            total += value;
            em.emit(new HostileDrawn(card, value, total));
            if (cards.isHostile(card)) {
                int number = place(em, card, column, objective);
                placedNow.add(number);
                for (String waiting : List.copyOf(em.state().waitingAttachments())) {
                    if (matches(waiting, em.state().hostile(number))) {
                        em.emit(new HostileAttachmentAttached(waiting, number));
                    }
                }
            } else {
                attach(em, card, placedNow);
            }
        }
    }

    private int place(Emitter em, String card, int column, boolean objective) {
        WarfighterState state = em.state();
        Cards.Hostile hostile = cards.pack.hostile(Catalogue.cardId(card)).orElseThrow();
        int to = Math.max(1, Math.min(state.objectiveSlot(), column + Catalogue.keyword(hostile.keywords(), "Deploy")));
        int number = state.nextHostile();
        em.emit(new HostilePlaced(number, card, to, hostile.supply(), objective));
        return number;
    }

    /** Clarification 19: the newest match of this Activation, else the nearest to an Army, the highest value, the lowest number. */
    private void attach(Emitter em, String card, List<Integer> placedNow) {
        WarfighterState state = em.state();
        List<HostileState> matching = state.hostiles().stream().filter(h -> matches(card, h)).toList();
        if (matching.isEmpty()) {
            em.emit(new HostileAttachmentWaiting(card));
            return;
        }
        for (int i = placedNow.size() - 1; i >= 0; i--) {
            int number = placedNow.get(i);
            if (matching.stream().anyMatch(h -> h.number() == number)) {
                em.emit(new HostileAttachmentAttached(card, number));
                return;
            }
        }
        HostileState host = matching.stream().min(Comparator.comparingInt((HostileState h) -> Targets.distanceToArmy(state, h.column()))
                .thenComparing(h -> -cards.value(h)).thenComparingInt(HostileState::number)).orElseThrow();
        em.emit(new HostileAttachmentAttached(card, host.number()));
    }

    private boolean matches(String attachment, HostileState host) {
        Cards.HostileAttachment card = cards.pack.hostileAttachment(Catalogue.cardId(attachment)).orElseThrow();
        Cards.Hostile hostile = cards.card(host);
        if (Catalogue.has(hostile.keywords(), "DOES NOT ACTIVATE")) {
            return false;
        }
        boolean type = card.attachTo().types().isEmpty() || card.attachTo().types().contains(hostile.type());
        boolean named = card.attachTo().hostiles().isEmpty() || card.attachTo().hostiles().contains(hostile.id());
        return type && named;
    }
}
