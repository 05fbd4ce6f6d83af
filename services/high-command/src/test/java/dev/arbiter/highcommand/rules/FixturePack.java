package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Condition;
import dev.arbiter.highcommand.rules.cards.Cost;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Filter;
import dev.arbiter.highcommand.rules.cards.Location;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.QuickStart;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import java.util.ArrayList;
import java.util.List;

/**
 * A small test pack built in Java: four factions made from one template (so 2-4 player games),
 * eight locations and nine Winds of War cards, with every trigger and every effect of the ability
 * vocabulary on some card. The cards are invented for tests, not the published ones.
 */
public final class FixturePack {

    public static final String ID = "fixture";
    public static final List<String> FACTIONS = List.of("alpha", "beta", "gamma", "delta");

    private FixturePack() {
    }

    public static Pack pack() {
        List<Faction> factions = FACTIONS.stream().map(FixturePack::faction).toList();
        List<QuickStart.FactionSet> quick = FACTIONS.stream()
                .map(f -> new QuickStart.FactionSet(f, List.of(f + "-lord", f + "-lady"), List.of(Colour.red, Colour.blue))).toList();
        return new Pack(ID, "1", "0".repeat(64), "Fixture", "Invented test cards, not the published ones.", "test", factions,
                locations(), winds(), new QuickStart(quick, List.of("fort", "harbour", "mine", "ruins", "bridge", "tower"),
                        List.of("muster", "supply", "storm", "fog", "reckoning")));
    }

    public static Ability ability(Trigger trigger, Effect effect, int amount, Filter target) {
        return new Ability(trigger, effect, amount, null, target, null, null);
    }

    static Filter filter(Filter.Owner owner, Filter.Where where, String... types) {
        return new Filter(owner, List.of(types), where);
    }

    private static ArmyCard card(String id, List<String> types, boolean character, Colour colour, int copies, Resources res, int power,
            Integer health, int vp, Cost purchase, Cost rush, Ability... abilities) {
        return new ArmyCard(id, id.substring(id.indexOf('-') + 1), null, types, character, colour, copies, res, power, health, vp, purchase,
                rush, List.of(abilities), null);
    }

    static Faction faction(String f) {
        Filter here = filter(Filter.Owner.friendly, Filter.Where.here);
        Filter enemyHere = filter(Filter.Owner.enemy, Filter.Where.here);
        Filter enemyAnywhere = filter(Filter.Owner.enemy, Filter.Where.anywhere);
        List<ArmyCard> cards = new ArrayList<>();
        List<String> warrior = List.of("warrior");
        List<String> warjack = List.of("warjack");
        List<String> solo = List.of("solo");
        // basic resources: 12 copies without a colour
        cards.add(card(f + "-coin", List.of("resource"), false, null, 6, new Resources(1, 0), 0, null, 0, null, null));
        cards.add(card(f + "-gear", List.of("resource"), false, null, 4, new Resources(0, 1), 0, null, 0, null, null));
        cards.add(card(f + "-scrip", List.of("resource"), false, null, 2, new Resources(1, 1), 0, null, 0, null, null));
        // red
        cards.add(card(f + "-trooper", warrior, false, Colour.red, 5, new Resources(1, 0), 2, 3, 0, new Cost(2, 0), new Cost(3, 0)));
        cards.add(card(f + "-sergeant", warrior, true, Colour.red, 3, new Resources(1, 0), 2, 2, 1, new Cost(3, 0), new Cost(4, 0),
                ability(Trigger.whileHere, Effect.power, 1, filter(Filter.Owner.friendly, Filter.Where.here, "warrior"))));
        cards.add(card(f + "-jack", warjack, false, Colour.red, 4, new Resources(0, 1), 3, 4, 1, new Cost(0, 3), new Cost(0, 4),
                ability(Trigger.whenYouAttack, Effect.power, 1, Filter.THIS)));
        // blue
        cards.add(card(f + "-scout", warrior, false, Colour.blue, 4, new Resources(1, 0), 1, 2, 0, new Cost(1, 0), new Cost(2, 0),
                ability(Trigger.turnDeployed, Effect.draw, 1, Filter.THIS)));
        cards.add(card(f + "-raider", warrior, false, Colour.blue, 4, new Resources(1, 0), 2, 2, 0, new Cost(2, 0), new Cost(2, 0),
                ability(Trigger.turnRushed, Effect.move, 1, here)));
        cards.add(card(f + "-sapper", solo, false, Colour.blue, 4, new Resources(2, 0), 1, 2, 0, new Cost(2, 1), null,
                ability(Trigger.whenDiscardedForResources, Effect.draw, 1, Filter.THIS),
                ability(Trigger.discardForEffect, Effect.destroy, 1, enemyAnywhere)));
        // green
        cards.add(card(f + "-wall", warrior, false, Colour.green, 4, new Resources(1, 0), 1, 4, 0, new Cost(2, 0), new Cost(3, 0),
                ability(Trigger.whenAttacked, Effect.health, 1, here)));
        cards.add(card(f + "-guard", warrior, false, Colour.green, 4, new Resources(0, 1), 1, 3, 0, new Cost(0, 2), new Cost(0, 3),
                new Ability(Trigger.whileHere, Effect.cannotBeDestroyed, 0, null, Filter.THIS,
                        new Condition(here, 2, null), null)));
        cards.add(card(f + "-decoy", warrior, false, Colour.green, 2, new Resources(1, 0), 1, 1, 0, new Cost(1, 0), null,
                ability(Trigger.whileHere, Effect.destroyFirst, 0, Filter.THIS)));
        cards.add(card(f + "-hexer", solo, false, Colour.green, 2, new Resources(1, 0), 1, 2, 0, new Cost(2, 0), new Cost(2, 0),
                ability(Trigger.whenYouAttack, Effect.discard, 1, enemyHere),
                ability(Trigger.whenAttacked, Effect.cannotParticipate, 0, filter(Filter.Owner.enemy, Filter.Where.here, "warjack"))));
        // yellow
        cards.add(card(f + "-quartermaster", warrior, false, Colour.yellow, 4, new Resources(1, 0), 1, 2, 0, new Cost(2, 0), null,
                new Ability(Trigger.turnDeployed, Effect.resources, 0, new Resources(2, 0), Filter.THIS, null, null),
                ability(Trigger.discardForEffect, Effect.refresh, 2, Filter.THIS)));
        cards.add(card(f + "-herald", warrior, false, Colour.yellow, 4, new Resources(1, 0), 1, 2, 0, new Cost(1, 0), new Cost(2, 0),
                ability(Trigger.discardForEffect, Effect.refreshAll, 0, Filter.THIS),
                ability(Trigger.turnDeployed, Effect.overallPower, 1, Filter.THIS)));
        cards.add(card(f + "-reaper", warjack, false, Colour.yellow, 4, new Resources(0, 1), 2, 3, 2, new Cost(0, 2), new Cost(0, 3),
                ability(Trigger.whenYouAttack, Effect.destroy, 1, enemyHere)));
        List<Warcaster> warcasters = List.of(
                new Warcaster(f + "-lord", "Lord", null, List.of("warcaster"), true, 3, List.of(Colour.red, Colour.blue), new Cost(3, 0), 1,
                        List.of(ability(Trigger.whileHere, Effect.power, 1, here)), null),
                new Warcaster(f + "-lady", "Lady", null, List.of("warcaster"), true, 2, List.of(Colour.blue, Colour.green, Colour.yellow),
                        new Cost(0, 3), 2, List.of(ability(Trigger.turnRushed, Effect.discard, 1, enemyHere)), null),
                new Warcaster(f + "-sage", "Sage", null, List.of("warcaster"), true, 2, List.of(Colour.green, Colour.red, Colour.yellow),
                        new Cost(2, 1), 0, List.of(ability(Trigger.whenYouAttack, Effect.overallPower, 2, Filter.THIS)), null));
        return new Faction(f, f.toUpperCase(), cards, warcasters);
    }

    static List<Location> locations() {
        Filter anyHere = filter(Filter.Owner.any, Filter.Where.here);
        return List.of(
                new Location("fort", "Fort", null, new Resources(2, 0), 2,
                        List.of(ability(Trigger.whileHere, Effect.health, 1, filter(Filter.Owner.any, Filter.Where.here, "warrior")))),
                new Location("harbour", "Harbour", null, new Resources(1, 2), 1, List.of(ability(Trigger.whenYouCapture, Effect.draw, 2, Filter.THIS))),
                new Location("mine", "Mine", null, new Resources(0, 2), 2,
                        List.of(ability(Trigger.whenDiscardedForResources, Effect.draw, 1, Filter.THIS))),
                new Location("ruins", "Ruins", null, new Resources(1, 0), 1, List.of(ability(Trigger.discardForEffect, Effect.refresh, 1, Filter.THIS))),
                new Location("bridge", "Bridge", null, new Resources(2, 0), 3, List.of(ability(Trigger.whenYouCapture, Effect.refreshAll, 0, Filter.THIS))),
                new Location("tower", "Tower", null, new Resources(1, 0), 2,
                        List.of(new Ability(Trigger.whenYouCapture, Effect.resources, 0, new Resources(2, 0), Filter.THIS, null, null))),
                new Location("marsh", "Marsh", null, new Resources(0, 1), 1,
                        List.of(ability(Trigger.whileHere, Effect.power, -1, filter(Filter.Owner.any, Filter.Where.here, "warjack")))),
                new Location("crossing", "Crossing", null, new Resources(2, 0), 2, List.of(
                        ability(Trigger.whenYouCapture, Effect.move, 1, filter(Filter.Owner.friendly, Filter.Where.here)),
                        ability(Trigger.whenYouCapture, Effect.destroy, 1, filter(Filter.Owner.enemy, Filter.Where.anywhere)),
                        ability(Trigger.whileHere, Effect.overallPower, 1, anyHere))));
    }

    static List<WindsOfWar> winds() {
        Filter anywhere = filter(Filter.Owner.any, Filter.Where.anywhere);
        return List.of(
                new WindsOfWar("muster", "Muster", null, Stage.early, List.of(ability(Trigger.whenRevealed, Effect.draw, 1, Filter.THIS)), null),
                new WindsOfWar("supply", "Supply", null, Stage.early,
                        List.of(new Ability(Trigger.thisRound, Effect.resources, 0, new Resources(1, 0), Filter.THIS, null, null)), null),
                new WindsOfWar("calm", "Calm", null, Stage.early, List.of(ability(Trigger.thisRound, Effect.cannotRush, 0, Filter.THIS)), null),
                new WindsOfWar("storm", "Storm", null, Stage.mid,
                        List.of(ability(Trigger.thisRound, Effect.power, 1, filter(Filter.Owner.any, Filter.Where.anywhere, "warjack"))), null),
                new WindsOfWar("fog", "Fog", null, Stage.mid,
                        List.of(ability(Trigger.thisRound, Effect.health, -1, filter(Filter.Owner.any, Filter.Where.anywhere, "warrior"))), null),
                new WindsOfWar("shuffle", "Shuffle", null, Stage.mid, List.of(ability(Trigger.whenRevealed, Effect.refreshAll, 0, Filter.THIS)), null),
                new WindsOfWar("rally", "Rally", null, Stage.mid, List.of(ability(Trigger.thisRound, Effect.overallPower, 1, anywhere)), null),
                new WindsOfWar("reckoning", "Reckoning", null, Stage.late, List.of(ability(Trigger.whenRevealed, Effect.endGame, 0, Filter.THIS)), null),
                new WindsOfWar("last-push", "Last Push", null, Stage.late, List.of(ability(Trigger.whenRevealed, Effect.refresh, 1, Filter.THIS)), null));
    }
}
