package dev.arbiter.highcommand.rules.setup;

import dev.arbiter.highcommand.rules.HighCommandCommand.ChooseArmy;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.HighCommandEvent.ArmyChosen;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * STARTING THE GAME, QUICK START SETUP, DETACHMENT CUSTOMIZING RULES: a seat's faction, its three
 * warcasters and one detachment colour for each (clarifications 39 and 44).
 */
public final class Armies {

    static final int WARCASTERS = 3;
    public static final int DETACHMENT = 12;
    public static final int SAME_NAME = 5;

    private final Catalogue cards;

    public Armies(Catalogue cards) {
        this.cards = cards;
    }

    /** The factions a seat may still choose: the game's, less those of earlier seats. */
    public List<String> open(HighCommandState s) {
        Set<String> taken = new HashSet<>();
        s.players().forEach(p -> {
            if (p.faction() != null) {
                taken.add(p.faction());
            }
        });
        List<String> all = s.quickStart() ? cards.pack.quickStart().factions().stream().map(QuickStart.FactionSet::faction).toList()
                : cards.pack.factions().stream().map(Faction::id).toList();
        return all.stream().filter(f -> !taken.contains(f)).toList();
    }

    public ArmyChosen choose(HighCommandState s, int seat, ChooseArmy c) {
        Rulebook.BOOK.require(open(s).contains(c.faction()), "setup.faction", "STARTING THE GAME",
                "faction " + c.faction() + " is not in this game or was chosen by another player: open are " + open(s));
        if (s.quickStart()) {
            Rulebook.BOOK.require(c.warcasters().isEmpty(), "setup.quick-start", "QUICK START SETUP",
                    "Quick Start fixes the warcasters and detachments: name only the faction");
            QuickStart.FactionSet set = cards.pack.quickStart().factions().stream().filter(f -> f.faction().equals(c.faction()))
                    .findFirst().orElseThrow();
            List<WarcasterChoice> fixed = new ArrayList<>();
            for (int i = 0; i < set.warcasters().size(); i++) {
                fixed.add(new WarcasterChoice(set.warcasters().get(i), set.colours().get(i), List.of()));
            }
            return new ArmyChosen(seat, c.faction(), fixed);
        }
        Faction faction = cards.pack.faction(c.faction()).orElseThrow();
        Rulebook.BOOK.require(c.warcasters().size() == WARCASTERS, "setup.three-warcasters", "STARTING THE GAME",
                "choose three warcasters, not " + c.warcasters().size());
        Set<String> warcasters = new HashSet<>();
        Set<Colour> colours = new HashSet<>();
        for (WarcasterChoice w : c.warcasters()) {
            Warcaster card = cards.warcaster(w.warcaster());
            Rulebook.BOOK.require(card != null && c.faction().equals(cards.faction(w.warcaster())), "setup.warcaster", "STARTING THE GAME",
                    w.warcaster() + " is not a warcaster of " + c.faction());
            Rulebook.BOOK.require(warcasters.add(w.warcaster()), "setup.warcaster-twice", "DETACHMENT CUSTOMIZING RULES",
                    w.warcaster() + " is chosen twice");
            Rulebook.BOOK.require(card.colours().contains(w.colour()), "setup.detachment-colour", "STARTING THE GAME",
                    w.warcaster() + " takes no " + w.colour() + " detachment");
            Rulebook.BOOK.require(colours.add(w.colour()), "setup.detachment-colours-differ", "DETACHMENT CUSTOMIZING RULES",
                    "the three detachments have three different colours; " + w.colour() + " is chosen twice");
            if (!s.customDetachments()) {
                Rulebook.BOOK.require(w.cards().isEmpty(), "setup.detachment-cards", "CUSTOMIZING DETACHMENTS",
                        "detachments are the faction's cards of their colour unless the game customizes detachments");
                Rulebook.BOOK.require(cards.copies(faction, w.colour()).size() == DETACHMENT, "setup.detachment-cards", "STARTING THE GAME",
                        c.faction() + " has no detachment of 12 " + w.colour() + " cards");
            }
        }
        if (s.customDetachments()) {
            checkCustom(faction, c.warcasters());
        }
        return new ArmyChosen(seat, c.faction(), c.warcasters());
    }

    /** Clarification 44: 12 cards of the detachment's colour each, every copy once, at most 5 of a name in the deck. */
    private void checkCustom(Faction faction, List<WarcasterChoice> choices) {
        Set<String> used = new HashSet<>();
        Map<String, Integer> names = new HashMap<>();
        for (WarcasterChoice w : choices) {
            Rulebook.BOOK.require(w.cards().size() == DETACHMENT, "setup.detachment-cards", "DETACHMENT CUSTOMIZING RULES",
                    "a detachment has exactly 12 cards; " + w.warcaster() + "'s has " + w.cards().size());
            List<String> colourCards = cards.copies(faction, w.colour());
            for (String card : w.cards()) {
                Rulebook.BOOK.require(colourCards.contains(card), "setup.detachment-cards", "DETACHMENT CUSTOMIZING RULES",
                        card + " is not a " + w.colour() + " card of " + faction.id() + " (cards are named id#copy)");
                Rulebook.BOOK.require(used.add(card), "setup.detachment-cards", "DETACHMENT CUSTOMIZING RULES",
                        card + " is used twice; the pack holds each copy once");
                String name = cards.armyCard(card).name();
                Rulebook.BOOK.require(names.merge(name, 1, Integer::sum) <= SAME_NAME, "setup.same-name", "DETACHMENT CUSTOMIZING RULES",
                        "more than five cards named " + name + " in the reinforcement deck");
            }
        }
    }
}
