package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;

/**
 * The events of the Hostile side (§3.3.8 drawing Hostiles, §3.4 Hostile Actions): Hostiles drawn and placed,
 * their turns, targets and moves.
 */
public final class HostilesEvolver extends Evolver {

    public HostilesEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof HostileChosen e) {
        } else if (event instanceof HostileTurnBegan e) {
            d.hostile(e.hostile(), h -> h.turn(true, h.moved(), 0));
        } else if (event instanceof HostileTurnEnded e) {
            d.side = "player";
        } else if (event instanceof HostileDrawn e) {
            // the card stays on top until it is placed, attached, set waiting or discarded, so it is always somewhere
        } else if (event instanceof HostileOvershot e) {
            takeTop(d, e.card());
            d.hostileDiscard.add(e.card());
        } else if (event instanceof HostileDrawStopped e) {
        } else if (event instanceof HostilePlaced e) {
            takeTop(d, e.card());
            d.hostiles.add(HostileState.placed(e.hostile(), e.card(), e.column(), e.supply(), e.objective()));
            d.nextHostile = e.hostile() + 1;
        } else if (event instanceof HostileAttachmentAttached e) {
            takeTop(d, e.attachment());
            d.waitingAttachments.remove(e.attachment());
            // §3.3.8: an Attachment keeps a Supply stack of its own, filled to its Supply Value as a placed Hostile's is
            d.hostile(e.hostile(), h -> h.attach(e.attachment(), cards.pack.hostileAttachment(Catalogue.cardId(e.attachment())).orElseThrow().supply()));
        } else if (event instanceof HostileAttachmentSupply e) {
            d.hostile(e.hostile(), h -> h.stack(e.attachment(), e.change()));
        } else if (event instanceof HostileAttachmentWaiting e) {
            takeTop(d, e.attachment());
            d.waitingAttachments.add(e.attachment());
        } else if (event instanceof HostileTargeted e) {
        } else if (event instanceof HostileMoved e) {
            d.hostile(e.hostile(), h -> h.at(e.to()).turn(h.acted(), true, h.actionsSpent() + 1));
        } else if (event instanceof HostileActionLost e) {
            d.hostile(e.hostile(), h -> h.turn(h.acted(), h.moved(), h.actionsSpent() + 1));
        }
    }

    /** A drawn Hostile deck card leaves the top of the deck when it goes somewhere (a waiting card joining a Hostile does not). */
    private static void takeTop(Draft d, String card) {
        if (d.hostileDeck.size() > 0 && d.hostileDeck.order().get(0).equals(card)) {
            d.hostileDeck = d.hostileDeck.withoutTop(1);
        }
    }
}
