package dev.arbiter.warfighter.rules;

import static dev.arbiter.kernel.spi.toolkit.Lists.plus;

/**
 * One rulebook chapter's part of {@link Evolve}: it folds that chapter's events into a {@link Draft}, no dice, no checks
 * (decide made them). The helpers here are the ones the folds of several chapters share.
 */
public abstract class Evolver {

    protected final Catalogue cards;

    protected Evolver(Catalogue cards) {
        this.cards = cards;
    }

    /** Applies the event if it is one of this chapter's; any other leaves the draft as it is. */
    protected abstract void fold(Draft d, WarfighterEvent event);

    /** The Army with a new Attachment: no Hits yet, and the counters its card lists (clarification 114). */
    protected ArmyState equipped(ArmyState army, String attachment) {
        return army.kit(plus(army.attachments(), Equipped.comingWith(cards.pack.attachment(attachment).orElseThrow())), army.skills());
    }

    protected void supply(Draft d, String side, int number, int amount) {
        if (side.equals("army")) {
            d.army(number, a -> a.counters(a.hits(), a.pins(), a.supply() == null ? null : a.supply() + amount, a.xp()));
        } else {
            d.hostile(number, h -> h.counters(h.hits(), h.pins(), h.supply() == null ? null : h.supply() + amount));
        }
    }
}
