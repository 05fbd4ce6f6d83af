package dev.arbiter.warfighter.rules.combat;

import static dev.arbiter.kernel.spi.toolkit.Lists.minusAll;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.AttachmentTurn;
import dev.arbiter.warfighter.rules.campaign.Campaign;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of the attack sequence (§3.3.2 Attack, §3.4.1 Army Down): declaration, reactions, roll and result,
 * Hits placed, the eliminated and the Downed.
 */
public final class CombatEvolver extends Evolver {

    public CombatEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof AttackDeclared e) {
            if (e.attackerSide().equals("army")) {
                d.army(e.attacker(), a -> {
                    List<String> hand = new ArrayList<>(a.hand());
                    hand.removeAll(e.cards());
                    return a.cards(hand, a.setAside()).turn(a.acted(), a.moved(),
                            a.actionsSpent() + (e.attackCounter() ? 0 : 1), a.attackActionsSpent() + (e.attackCounter() ? 1 : 0),
                            a.activated(), a.engineered());
                });
                d.actionDiscard.addAll(e.cards());
            } else if (e.attackerSide().equals(AttachmentTurn.SIDE)) {
                // the acting Attachment spends the Action; its declared cards leave its Army's hand (clarification 113)
                String acting = d.actorAttachment;
                d.army(e.attacker(), a -> a.cards(minusAll(a.hand(), e.cards()), a.setAside()).kit(a.attachments().stream()
                        .map(x -> x.attachment().equals(acting) ? x.turn(true, x.actionsSpent() + 1) : x).toList(), a.skills()));
                d.actionDiscard.addAll(e.cards());
            } else {
                d.hostile(e.attacker(), h -> h.turn(h.acted(), h.moved(), h.actionsSpent() + 1));
            }
        } else if (event instanceof AttackRolled e) {
        } else if (event instanceof AttackResolved e) {
            if (e.targetSide().equals("hostile")) {
                d.hostile(e.target(), h -> h.counters(h.hits() + e.hits(), h.pins() + e.pins(), h.supply()));
                // clarification 90: an Attachment's own Regain or Unpin has nothing of its Army's to act on
                int regain = e.attackerSide().equals("army") ? e.regain() : 0;
                int unpin = e.attackerSide().equals("army") ? e.unpin() : 0;
                d.army(e.attacker(), a -> a.counters(a.hits(), Math.max(0, a.pins() - unpin),
                        a.supply() == null ? null : Math.min(cards.supplyValue(a), a.supply() + regain), a.xp()));
            } else {
                // Hits due for placement (HitsDue, just before) reach the Army only through HitsAssigned
                int hits = d.hitsDue == null ? e.hits() : 0;
                d.army(e.target(), a -> a.counters(a.hits() + hits, a.pins() + e.pins(), a.supply(), a.xp()));
                d.hostile(e.attacker(), h -> h.counters(h.hits(), Math.max(0, h.pins() - e.unpin()), h.supply() == null ? null
                        : Math.min(cards.card(h).supply(), h.supply() + e.regain())));
            }
        } else if (event instanceof HostileEliminated e) {
            HostileState gone = d.hostiles.stream().filter(h -> h.number() == e.hostile()).findFirst().orElseThrow();
            d.hostiles.remove(gone);
            d.hostileDiscard.add(gone.card());
            d.hostileDiscard.addAll(gone.attachments());
            d.army(e.by(), a -> a.counters(a.hits(), a.pins(), a.supply(), a.xp() + e.xp()));
        } else if (event instanceof ArmyDowned e) {
            d.teamValue = e.teamValue();
            ArmyState army = d.army(e.army());
            d.actionDiscard.addAll(army.hand());
            d.actionDiscard.addAll(army.setAside());
            // §4.5 Downed Army: in a campaign it stays on the team with its cards, to come back at Replenish
            d.army(e.army(), a -> d.campaign == null ? a.down() : a.down().kit(a.attachments(), a.skills()).withExpended(a.expended()));
            d.environ.remove(Integer.valueOf(e.army()));
            // a Downed Army's Retain cards leave play with its hand
            d.retained.stream().filter(r -> r.army() == e.army()).forEach(r -> {
                d.actionDiscard.add(r.card());
                d.retainDue.remove(r.card());
            });
            d.retained.removeIf(r -> r.army() == e.army());
        } else if (event instanceof ReactionWindowOpened e) {
            d.reaction = WarfighterState.Reaction.opened(e.hostile(), e.target(), e.seats());
        } else if (event instanceof AttackRedirected e) {
            // clarification 43: a seat that reacted leaves the window
            d.reaction = d.reaction.without(d.army(e.to()).seat()).redirectedTo(e.to());
        } else if (event instanceof ReactionPassed e) {
            d.reaction = d.reaction.without(e.seat());
        } else if (event instanceof ReactionWindowClosed e) {
            d.reaction = null;
        } else if (event instanceof HitsDue e) {
            d.hitsDue = new WarfighterState.HitsDue(e.hostile(), e.army(), e.hits());
        } else if (event instanceof HitsAssigned e) {
            d.hitsDue = null;
            for (WarfighterCommand.Hit hit : e.hits()) {
                if (HitAssignment.ARMY.equals(hit.to())) {
                    d.army(e.army(), a -> a.counters(a.hits() + 1, a.pins(), a.supply(), a.xp()));
                } else if (HitAssignment.ATTACHMENT.equals(hit.to())) {
                    d.army(e.army(), a -> a.kit(a.attachments().stream().map(x -> x.attachment().equals(hit.source())
                            ? x.withCounters(x.hits() + 1, x.supply()) : x).toList(), a.skills()));
                }
            }
        } else if (event instanceof AttachmentDestroyed e) {
            d.army(e.army(), a -> a.withoutAttachment(e.attachment()));
            if (d.campaign != null) {
                d.campaign = d.campaign.destroyed(plus(d.campaign.destroyed(), new Campaign.Destroyed(e.army(), e.attachment())));
            }
        }
    }
}
