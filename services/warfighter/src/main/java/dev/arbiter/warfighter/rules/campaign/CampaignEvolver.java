package dev.arbiter.warfighter.rules.campaign;

import static dev.arbiter.kernel.spi.toolkit.Lists.minus;
import static dev.arbiter.kernel.spi.toolkit.Lists.minusAll;
import static dev.arbiter.kernel.spi.toolkit.Lists.plus;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.actions.Abilities;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of a campaign (§4 Campaign Rules): the Town, Replenish, Town Activities, Retreat and the
 * mission's result.
 */
public final class CampaignEvolver extends Evolver {

    public CampaignEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof PinsRemoved e) {
            if (e.side().equals("army")) {
                d.army(e.number(), a -> a.counters(a.hits(), a.pins() - e.amount(), a.supply(), a.xp()));
            } else {
                d.hostile(e.number(), h -> h.counters(h.hits(), h.pins() - e.amount(), h.supply()));
            }
        } else if (event instanceof TownEntered e) {
            d.campaign = d.campaign.entering(e.town());
            if (d.stage == Stage.ROUTE) {
                d.stage = Stage.TOWN;
            }
        } else if (event instanceof TownEffectApplied e) {
            switch (e.kind()) {
                case "resupplyPoints" -> d.campaign = d.campaign.points(0, e.amount());
                case "promotionPoints" -> d.campaign = d.campaign.points(e.amount(), 0);
                case "healHits" -> d.armies.replaceAll(a -> a.counters(Math.max(0, a.hits() - e.amount()), a.pins(), a.supply(), a.xp()));
                default -> throw new IllegalStateException("no Town effect " + e.kind() + " applies at once");
            }
        } else if (event instanceof ResourcesConverted e) {
            d.campaign = d.campaign.points(0, e.resupplyPoints());
            d.resources -= e.resupplyPoints();
        } else if (event instanceof Replenished e) {
            // §4.4 Replenish: the Downed back at 1 Manpower with the cards they kept, no Pins; every Army's printed values reset
            d.armies.replaceAll(a -> e.revived().contains(a.number()) ? replenished(d, a, cards.card(a).maxManpower() - 1, 0)
                    : replenished(d, a, a.hits(), a.pins()));
        } else if (event instanceof Retreated e) {
            // §4.6 Retreat: every Army at full Manpower, a Downed one back with no Pins (clarification 78); the mission is over
            d.campaign = d.campaign.retreating(e.resupply());
            d.teamValue = null;
            d.armies.replaceAll(a -> replenished(d, a, 0, a.downed() ? 0 : a.pins()));
            d.retained.forEach(r -> d.actionDiscard.add(r.card()));
            d.retained = new ArrayList<>();
            d.retainDue = new ArrayList<>();
            d.stage = Stage.TOWN;
            d.step = null;
            d.side = null;
            d.actor = null;
        } else if (event instanceof TownLeft e) {
            // §3.3.8: the mission's Team value is what the team was bought for as it leaves the Town
            d.teamValue = cards.teamValue(d.armies);
            if (d.campaign.retreated()) {
                d.stage = Stage.DESPERATION;
            }
        } else if (event instanceof DesperationChosen e) {
            d.campaign = d.campaign.desperate();
        } else if (event instanceof AttachmentRestored e) {
            Equipped back = Equipped.returned(cards.pack.attachment(e.attachment()).orElseThrow(), e.hits());
            d.army(e.army(), a -> a.kit(plus(a.attachments(), back), a.skills()));
            d.campaign = d.campaign.destroyed(d.campaign.destroyed().stream()
                    .filter(x -> !x.equals(new Campaign.Destroyed(e.army(), e.attachment()))).toList());
        } else if (event instanceof MissionSucceeded e) {
            d.campaign = d.campaign.points(e.promotion(), e.resupply());
        } else if (event instanceof AttachmentBought e) {
            d.army(e.army(), a -> equipped(a, e.attachment()));
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof AttachmentSold e) {
            d.army(e.army(), a -> a.withoutAttachment(e.attachment()));
            d.campaign = d.campaign.points(e.promotion(), 0);
        } else if (event instanceof SupplyRefilled e) {
            supply(d, "army", e.army(), e.amount());
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof ExpendedRefreshed e) {
            d.army(e.army(), a -> a.withExpended(minus(a.expended(), Abilities.key(e.card(), e.ability()))));
            d.campaign = d.campaign.points(0, -e.resupply());
        } else if (event instanceof SkillBought e) {
            d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
            d.campaign = d.campaign.points(-e.promotion(), 0);
        } else if (event instanceof ArmyLevelledUp e) {
            d.army(e.army(), a -> granted(a.kit(a.attachments().stream().filter(x -> !e.lost().contains(x.attachment())).toList(),
                    minusAll(a.skills(), e.lost())).promoted(e.to()), e.gained()));
            // the Supply held stays, within the new card's Supply Value
            Integer cap = cards.pack.army(e.to()).orElseThrow().supply();
            d.army(e.army(), a -> a.counters(a.hits(), a.pins(), cap == null ? null : Math.min(a.supply() == null ? 0 : a.supply(), cap),
                    a.xp()));
            d.campaign = d.campaign.points(e.refund() - e.promotion(), 0);
        } else if (event instanceof ArmyPurchased e) {
            Integer empty = cards.pack.army(e.card()).orElseThrow().supply() == null ? null : 0;
            d.armies.add(granted(ArmyState.recruited(e.army(), e.seat(), e.card()).counters(0, 0, empty, 0), e.granted()));
            d.campaign = d.campaign.points(-e.promotion(), 0);
        } else if (event instanceof MapActivityUsed e) {
            switch (e.effect()) {
                case "healHit" -> d.army(e.army(), a -> a.counters(a.hits() - e.amount(), a.pins(), a.supply(), a.xp()));
                case "removePins" -> d.army(e.army(), a -> a.counters(a.hits(), a.pins() - e.amount(), a.supply(), a.xp()));
                default -> supply(d, "army", e.army(), e.amount());
            }
            d.campaign = d.campaign.points(-e.promotion(), -e.resupply());
        }
    }

    /** An Army as Replenish leaves it (§4.4): these Hits and Pins, its Supply and cards kept, XP, hand and this turn's counters reset. */
    private static ArmyState replenished(Draft d, ArmyState a, int hits, int pins) {
        d.actionDiscard.addAll(a.hand());
        d.actionDiscard.addAll(a.setAside());
        return new ArmyState(a.number(), a.seat(), a.card(), a.column(), hits, pins, a.supply(), 0, List.of(), List.of(), a.attachments(),
                a.skills(), false, false, false, 0, 0, false, false, List.of(), 0, 0, a.expended(), 0);
    }

    /** The cards a level grants (§4.2 Army Cards), each a Skill or an Attachment of the pack. */
    private ArmyState granted(ArmyState army, List<String> granted) {
        ArmyState a = army;
        for (String card : granted) {
            a = cards.pack.skill(card).isPresent() ? a.kit(a.attachments(), plus(a.skills(), card)) : equipped(a, card);
        }
        return a;
    }
}
