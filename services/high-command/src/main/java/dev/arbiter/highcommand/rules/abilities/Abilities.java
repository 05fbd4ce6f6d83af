package dev.arbiter.highcommand.rules.abilities;

import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.Phase;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Trigger;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-shot effects (clarification 34): each acts when its trigger fires, as an
 * {@code AbilityUsed} event. What it leaves to do is queued by {@code Evolve} (draws, forced
 * discards, the choices of destroy, move and refresh); refreshAll, resources and endGame act here
 * at once. Continuous effects are {@link Stats}' business and fire nothing.
 */
public final class Abilities {

    private final Catalogue cards;

    public Abilities(Catalogue cards) {
        this.cards = cards;
    }

    /** COMMON TERMS deploy, rush: the card's one-shot turnDeployed or turnRushed abilities, on entering (clarification 41). */
    public void entered(Emitter em, int seat, String card, Trigger trigger, String location) {
        fireAll(em, seat, card, trigger, location);
    }

    /** REFRESHING CARDS: a card discarded to pay also gives its whenDiscardedForResources effect (clarification 7). */
    public void discardedForResources(Emitter em, int seat, String card) {
        fireAll(em, seat, card, Trigger.whenDiscardedForResources, null);
    }

    public boolean discardForEffect(String card) {
        return cards.abilities(card).stream().anyMatch(a -> a.trigger() == Trigger.discardForEffect);
    }

    /**
     * REFRESHING CARDS: the card leaves the hand for its effect instead of resources; each of its
     * discardForEffect abilities whose condition holds acts (the first use discards the card).
     */
    public void discardedForEffect(Emitter em, int seat, String card) {
        List<Ability> list = cards.abilities(card);
        List<Integer> usable = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).trigger() == Trigger.discardForEffect && holds(em.state(), list.get(i), card, seat, null)) {
                usable.add(i);
            }
        }
        Rulebook.BOOK.require(!usable.isEmpty(), "ability.condition-unmet", "REFRESHING CARDS",
                "the conditions of " + card + "'s abilities do not hold now");
        for (int i : usable) {
            use(em, seat, card, i, list.get(i), null);
        }
    }

    public boolean hasCaptureRule(String location) {
        return cards.abilities(location).stream().anyMatch(a -> a.trigger() == Trigger.whenYouCapture);
    }

    /** CAPTURE: the location's "when you capture" rule, before it is taken. */
    public void captured(Emitter em, int seat, String location) {
        fireAll(em, seat, location, Trigger.whenYouCapture, location);
    }

    /** WINDS OF WAR STEP: a revealed card's one-shot effects act for every player, in turn order (resources wait for each orders step). */
    public void revealed(Emitter em, String card) {
        List<Ability> list = cards.abilities(card);
        for (int seat : em.state().turnOrder()) {
            for (int i = 0; i < list.size(); i++) {
                Ability a = list.get(i);
                if (!a.effect().continuous() && a.effect() != Effect.resources && a.effect() != Effect.endGame) {
                    use(em, seat, card, i, a, null);
                }
            }
        }
    }

    /** Clarification 35: the round's Winds of War resources, for the active player's first payment of his orders step. */
    public void roundResources(Emitter em, int seat) {
        String card = em.state().windsOfWar();
        if (card == null) {
            return;
        }
        for (Ability a : cards.abilities(card)) {
            if (a.effect() == Effect.resources) {
                em.emit(new ResourcesGained(seat, a.gain(), card));
            }
        }
    }

    /** After step 4 (clarification 34): the surviving cards' one-shot whenYouAttack and whenAttacked abilities, in row order. */
    public void attacked(Emitter em, AttackState attack) {
        LocationSlot l = em.state().location(attack.location());
        List<Placed> present = new ArrayList<>(l.cards());
        for (Placed c : present) {
            if (!attack.involves(c.seat())) {
                continue;
            }
            Trigger trigger = c.seat() == attack.attacker() ? Trigger.whenYouAttack : Trigger.whenAttacked;
            fireAll(em, c.seat(), c.card(), trigger, attack.location());
        }
    }

    private void fireAll(Emitter em, int seat, String card, Trigger trigger, String location) {
        List<Ability> list = cards.abilities(card);
        for (int i = 0; i < list.size(); i++) {
            Ability a = list.get(i);
            if (a.trigger() == trigger && !a.effect().continuous() && holds(em.state(), a, card, seat, location)) {
                use(em, seat, card, i, a, location);
                if (em.state().phase() == Phase.OVER) {
                    return;
                }
            }
        }
    }

    private boolean holds(HighCommandState s, Ability a, String card, int seat, String location) {
        return new Stats(cards, s).holds(a, card, seat, location);
    }

    private void use(Emitter em, int seat, String card, int index, Ability a, String location) {
        em.emit(new AbilityUsed(seat, card, index, a.trigger(), a.effect(), location));
        HighCommandState s = em.state();
        switch (a.effect()) {
            case refreshAll -> refreshAll(em, seat);
            case resources -> {
                // resources serve the owner's next payment, so only in his own turn (ORDERS)
                if (s.turn() != null && s.active() == seat && !s.turn().ended()) {
                    em.emit(new ResourcesGained(seat, a.gain(), card));
                }
            }
            default -> { }
        }
    }

    /** COMMON TERMS refresh all: the reserves under the reinforcement deck in slot order, then four new ones (clarification 27). */
    private static void refreshAll(Emitter em, int seat) {
        List<String> reserves = em.state().player(seat).reserves();
        for (int slot = 0; slot < reserves.size(); slot++) {
            if (reserves.get(slot) != null) {
                em.emit(new ReserveRefreshed(seat, slot, null, reserves.get(slot)));
            }
        }
        for (int slot = 0; slot < reserves.size(); slot++) {
            String next = em.state().player(seat).nextReinforcement();
            if (next != null) {
                em.emit(new ReserveFilled(seat, slot, next));
            }
        }
    }
}
