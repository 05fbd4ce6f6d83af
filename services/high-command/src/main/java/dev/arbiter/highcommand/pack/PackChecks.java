package dev.arbiter.highcommand.pack;

import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.kernel.content.PackRefusal;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the schema cannot check in a High Command pack (docs/rules/high-command.md, Content packs):
 * each refusal names the file and the JSON pointer of the place. Cards of every kind share one
 * id space, since commands and events name warcasters, locations and Winds of War cards by id.
 */
record PackChecks(Pack pack, PackRefusal refusal) {

    /** A detachment and the basic resources are twelve cards each (STARTING THE GAME). */
    static final int SET_SIZE = 12;

    static void check(Pack pack, PackRefusal refusal) {
        PackChecks checks = new PackChecks(pack, refusal);
        checks.uniqueIds();
        for (int f = 0; f < pack.factions().size(); f++) {
            checks.faction(f);
        }
        checks.windsOfWar(pack.windsOfWar(), "/windsOfWar");
        if (pack.quickStart() != null) {
            checks.quickStart(pack.quickStart());
        }
    }

    private void uniqueIds() {
        Set<String> factionIds = new HashSet<>();
        Set<String> cardIds = new HashSet<>();
        for (int f = 0; f < pack.factions().size(); f++) {
            Faction faction = pack.factions().get(f);
            refusal.require(factionIds.add(faction.id()), "/factions/" + f + "/id", "faction id '" + faction.id() + "' used twice");
            for (int c = 0; c < faction.cards().size(); c++) {
                unique(cardIds, faction.cards().get(c).id(), "/factions/" + f + "/cards/" + c + "/id");
            }
            for (int w = 0; w < faction.warcasters().size(); w++) {
                unique(cardIds, faction.warcasters().get(w).id(), "/factions/" + f + "/warcasters/" + w + "/id");
            }
        }
        for (int l = 0; l < pack.locations().size(); l++) {
            unique(cardIds, pack.locations().get(l).id(), "/locations/" + l + "/id");
        }
        for (int w = 0; w < pack.windsOfWar().size(); w++) {
            unique(cardIds, pack.windsOfWar().get(w).id(), "/windsOfWar/" + w + "/id");
        }
    }

    private void unique(Set<String> ids, String id, String pointer) {
        refusal.require(ids.add(id), pointer, "card id '" + id + "' used twice in the pack");
    }

    /** 12 basic resources, 12 cards per colour used, warcasters whose colours have cards, and three of them to choose. */
    private void faction(int f) {
        Faction faction = pack.factions().get(f);
        String at = "/factions/" + f;
        int basic = faction.cards().stream().filter(ArmyCard::basicResource).mapToInt(ArmyCard::copies).sum();
        refusal.require(basic == SET_SIZE, at + "/cards", "faction '" + faction.id() + "' has " + basic
                + " basic resource copies (cards without a colour); STARTING THE GAME needs " + SET_SIZE);
        Map<Colour, Integer> detachments = detachments(faction);
        detachments.forEach((colour, copies) -> refusal.require(copies == SET_SIZE, at + "/cards", "the " + colour + " detachment of faction '"
                + faction.id() + "' has " + copies + " copies; a detachment is " + SET_SIZE + " cards (STARTING THE GAME)"));
        for (int w = 0; w < faction.warcasters().size(); w++) {
            Warcaster warcaster = faction.warcasters().get(w);
            for (int c = 0; c < warcaster.colours().size(); c++) {
                Colour colour = warcaster.colours().get(c);
                refusal.require(detachments.containsKey(colour), at + "/warcasters/" + w + "/colours/" + c, "warcaster '" + warcaster.id()
                        + "' has the colour " + colour + " but faction '" + faction.id() + "' has no " + colour + " detachment");
            }
        }
        refusal.require(threeDetachments(faction.warcasters()), at + "/warcasters", "no three warcasters of faction '" + faction.id()
                + "' can each take a detachment of a different colour, so STARTING THE GAME's 36-card reinforcement deck cannot be built");
    }

    private static Map<Colour, Integer> detachments(Faction faction) {
        Map<Colour, Integer> copies = new EnumMap<>(Colour.class);
        faction.cards().stream().filter(c -> !c.basicResource()).forEach(c -> copies.merge(c.colour(), c.copies(), Integer::sum));
        return copies;
    }

    /** Whether three different warcasters can take three different colours, one of each one's own. */
    private static boolean threeDetachments(List<Warcaster> warcasters) {
        for (int a = 0; a < warcasters.size(); a++) {
            for (int b = a + 1; b < warcasters.size(); b++) {
                for (int c = b + 1; c < warcasters.size(); c++) {
                    for (Colour ca : warcasters.get(a).colours()) {
                        for (Colour cb : warcasters.get(b).colours()) {
                            for (Colour cc : warcasters.get(c).colours()) {
                                if (ca != cb && cb != cc && ca != cc) {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Each stage has a card and a Late card ends the game (STARTING THE GAME, ENDGAME; clarification 37). */
    private void windsOfWar(List<WindsOfWar> deck, String pointer) {
        for (Stage stage : Stage.values()) {
            refusal.require(deck.stream().anyMatch(w -> w.stage() == stage), pointer, "no " + stage + " Winds of War card (STARTING THE GAME"
                    + " stacks the three stages)");
        }
        refusal.require(deck.stream().anyMatch(w -> w.stage() == Stage.late && w.endsGame()), pointer,
                "no Late Winds of War card ends the game (endGame), so nothing could end it as Day of Reckoning does (ENDGAME)");
    }

    /** Every Quick Start reference names a card of the pack, and the i-th warcaster carries the i-th colour. */
    private void quickStart(QuickStart quickStart) {
        Set<String> listed = new HashSet<>();
        for (int i = 0; i < quickStart.factions().size(); i++) {
            QuickStart.FactionSet set = quickStart.factions().get(i);
            String at = "/quickStart/factions/" + i;
            Optional<Faction> found = pack.faction(set.faction());
            refusal.require(found.isPresent(), at + "/faction", "no faction '" + set.faction() + "' in the pack");
            refusal.require(listed.add(set.faction()), at + "/faction", "faction '" + set.faction() + "' has two Quick Start sets");
            Faction faction = found.get();
            Map<Colour, Integer> detachments = detachments(faction);
            for (int w = 0; w < set.warcasters().size(); w++) {
                String id = set.warcasters().get(w);
                Optional<Warcaster> warcaster = faction.warcasters().stream().filter(x -> x.id().equals(id)).findFirst();
                refusal.require(warcaster.isPresent(), at + "/warcasters/" + w, "faction '" + faction.id() + "' has no warcaster '" + id + "'");
                Colour colour = set.colours().get(w);
                refusal.require(detachments.containsKey(colour), at + "/colours/" + w, "faction '" + faction.id() + "' has no " + colour
                        + " detachment");
                refusal.require(warcaster.get().colours().contains(colour), at + "/colours/" + w, "warcaster '" + id
                        + "', listed in the same place, does not carry the colour " + colour);
            }
        }
        for (int l = 0; l < quickStart.locations().size(); l++) {
            String id = quickStart.locations().get(l);
            refusal.require(pack.locations().stream().anyMatch(x -> x.id().equals(id)), "/quickStart/locations/" + l, "no location '" + id
                    + "' in the pack");
        }
        for (int w = 0; w < quickStart.windsOfWar().size(); w++) {
            String id = quickStart.windsOfWar().get(w);
            refusal.require(pack.windsOfWar().stream().anyMatch(x -> x.id().equals(id)), "/quickStart/windsOfWar/" + w, "no Winds of War card '"
                    + id + "' in the pack");
        }
        windsOfWar(pack.windsOfWar().stream().filter(w -> quickStart.windsOfWar().contains(w.id())).toList(), "/quickStart/windsOfWar");
    }
}
