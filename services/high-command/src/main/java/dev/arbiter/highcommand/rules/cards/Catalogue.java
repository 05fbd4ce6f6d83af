package dev.arbiter.highcommand.rules.cards;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A pack's cards by id, and the physical copies: army card {@code id} copy n is {@code id#n}; a
 * warcaster, a location or a Winds of War card is its id (one of each).
 */
public final class Catalogue {

    public final Pack pack;
    private final Map<String, ArmyCard> army = new HashMap<>();
    private final Map<String, String> factionOf = new HashMap<>();
    private final Map<String, Warcaster> warcasters = new HashMap<>();
    private final Map<String, Location> locations = new HashMap<>();
    private final Map<String, WindsOfWar> winds = new HashMap<>();

    public Catalogue(Pack pack) {
        this.pack = pack;
        for (Faction f : pack.factions()) {
            f.cards().forEach(c -> {
                army.put(c.id(), c);
                factionOf.put(c.id(), f.id());
            });
            f.warcasters().forEach(w -> {
                warcasters.put(w.id(), w);
                factionOf.put(w.id(), f.id());
            });
        }
        pack.locations().forEach(l -> locations.put(l.id(), l));
        pack.windsOfWar().forEach(w -> winds.put(w.id(), w));
    }

    static String copy(String id, int n) {
        return id + "#" + n;
    }

    /** The pack id of a physical card: {@code vigilant#2} is {@code vigilant}. */
    public static String base(String card) {
        int hash = card.lastIndexOf('#');
        return hash < 0 ? card : card.substring(0, hash);
    }

    public ArmyCard armyCard(String card) {
        return army.get(base(card));
    }

    public Warcaster warcaster(String card) {
        return warcasters.get(base(card));
    }

    public Location locationCard(String card) {
        return locations.get(base(card));
    }

    public WindsOfWar windsOfWar(String card) {
        return winds.get(base(card));
    }

    public String faction(String card) {
        return factionOf.get(base(card));
    }

    /** Every copy of a faction's cards matching {@code colour} (null: the basic resources), in pack order. */
    public List<String> copies(Faction faction, Colour colour) {
        List<String> cards = new ArrayList<>();
        for (ArmyCard c : faction.cards()) {
            if (c.colour() == colour) {
                for (int n = 1; n <= c.copies(); n++) {
                    cards.add(copy(c.id(), n));
                }
            }
        }
        return cards;
    }

    /** What a card in a hand or a pile gives when discarded for resources (an army card or a captured location). */
    public Resources resources(String card) {
        ArmyCard a = armyCard(card);
        if (a != null) {
            return a.resources();
        }
        Location l = locationCard(card);
        return l == null ? Resources.NONE : l.resources();
    }

    public int victoryPoints(String card) {
        ArmyCard a = armyCard(card);
        if (a != null) {
            return a.victoryPoints();
        }
        Location l = locationCard(card);
        return l == null ? 0 : l.victoryPoints();
    }

    public List<String> types(String card) {
        ArmyCard a = armyCard(card);
        if (a != null) {
            return a.types();
        }
        Warcaster w = warcaster(card);
        return w == null ? List.of("location") : w.types();
    }

    public boolean character(String card) {
        ArmyCard a = armyCard(card);
        if (a != null) {
            return a.character();
        }
        Warcaster w = warcaster(card);
        return w != null && w.character();
    }

    /** The abilities a card carries (army card, warcaster, location or Winds of War card). */
    public List<Ability> abilities(String card) {
        ArmyCard a = armyCard(card);
        if (a != null) {
            return a.abilities();
        }
        Warcaster w = warcaster(card);
        if (w != null) {
            return w.abilities();
        }
        Location l = locationCard(card);
        if (l != null) {
            return l.abilities();
        }
        WindsOfWar ww = windsOfWar(card);
        return ww == null ? List.of() : ww.abilities();
    }
}
