package dev.arbiter.warfighter.rules.setup;

import static dev.arbiter.kernel.spi.toolkit.Lists.plus;

import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Deck;
import dev.arbiter.warfighter.rules.Draft;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Evolver;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.List;

/** The events of Game Setup (§2): the Mission laid and the decks shuffled, the Team bought and placed. */
public final class SetupEvolver extends Evolver {

    public SetupEvolver(Catalogue cards) {
        super(cards);
    }

    @Override
    protected void fold(Draft d, WarfighterEvent event) {
        if (event instanceof MissionLaid e) {
            d.mission = e.mission();
            d.objective = e.objective();
            d.resources = e.resources();
            List<Slot> display = new ArrayList<>();
            display.add(new Slot(1, Slot.MISSION, e.mission(), true, 0, 0, false));
            for (int i = 2; i < e.objectiveSlot(); i++) {
                display.add(new Slot(i, null, null, false, 0, 0, false));
            }
            display.add(new Slot(e.objectiveSlot(), Slot.OBJECTIVE, e.objective(), false, 0, 0, false));
            d.display = display;
        } else if (event instanceof DeckShuffled e) {
            Deck deck = Deck.of(new Shuffle(e.rolls()).apply(composition(d, e.deck())));
            switch (e.deck()) {
                case "action" -> d.actionDeck = deck;
                case "hostile" -> d.hostileDeck = deck;
                default -> d.locationDeck = deck;
            }
        } else if (event instanceof LocationDealt e) {
            d.locationDeck = d.locationDeck.withoutTop(1);
            d.slot(e.slot(), s -> new Slot(s.slot(), Slot.LOCATION, e.location(), false, 0, 0, false));
        } else if (event instanceof TimerSet e) {
            d.timer = e.space();
        } else if (event instanceof ArmyRecruited e) {
            // a dash Supply Value (null) holds no Supply at all; any other starts empty until §2.3 gives it its Value
            Integer empty = cards.pack.army(e.card()).orElseThrow().supply() == null ? null : 0;
            d.armies.add(ArmyState.recruited(e.army(), e.seat(), e.card()).counters(0, 0, empty, 0));
            d.resources -= e.cost();
        } else if (event instanceof AttachmentEquipped e) {
            d.army(e.army(), a -> equipped(a, e.attachment()));
            d.resources -= e.cost();
        } else if (event instanceof SkillTrained e) {
            d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
            d.resources -= e.cost();
        } else if (event instanceof NegativeSkillPlaced e) {
            d.army(e.army(), a -> a.kit(a.attachments(), plus(a.skills(), e.skill())));
        } else if (event instanceof Dismissed e) {
            if (e.item() == null) {
                d.armies.removeIf(a -> a.number() == e.army());
            } else {
                d.army(e.army(), a -> {
                    List<Equipped> attachments = new ArrayList<>(a.attachments());
                    List<String> skills = new ArrayList<>(a.skills());
                    attachments.stream().filter(x -> x.attachment().equals(e.item())).findFirst().ifPresentOrElse(attachments::remove,
                            () -> skills.remove(e.item()));
                    return a.kit(attachments, skills);
                });
            }
            d.resources += e.refund();
        } else if (event instanceof TeamConfirmed e) {
            d.stage = Stage.PLAY;
            d.teamValue = e.value();
        } else if (event instanceof ArmyPlaced e) {
            d.army(e.army(), a -> a.at(e.slot()));
        }
    }

    /** The cards a deck of this game holds, before shuffling (§2.1). */
    private List<String> composition(Draft d, String deck) {
        return switch (deck) {
            case "action" -> cards.actionDeck(d.region);
            case "hostile" -> cards.hostileDeck(d.hostileDeckId);
            default -> deck.startsWith("location-") ? tierDeck(d, deck.substring("location-".length()))
                    : cards.pack.locations().stream().filter(l -> d.region.equals(l.region())).map(Cards.Location::id).toList();
        };
    }

    /** §4.5: a campaign deals from one deck per tier, less the Locations already on the display. */
    private List<String> tierDeck(Draft d, String tier) {
        return cards.pack.locations().stream().filter(l -> d.region.equals(l.region()) && tier.equals(l.tier()))
                .filter(l -> d.display.stream().noneMatch(slot -> l.id().equals(slot.card()))).map(Cards.Location::id).toList();
    }
}
