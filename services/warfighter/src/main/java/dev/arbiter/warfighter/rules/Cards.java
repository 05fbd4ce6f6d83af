package dev.arbiter.warfighter.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The card types of a pack, one record per {@code $defs} entry of
 * contracts/content/warfighter.schema.json, with the schema's member names (the Map's
 * {@code final} is {@code finalTowns}, a Java keyword). Absent lists read as empty; absent
 * optional numbers as null. Keyword, timing and effect names are the schema's closed vocabulary
 * (docs/rules/warfighter.md, Keywords).
 */
public final class Cards {

    private Cards() {
    }

    /** An unmodifiable copy that keeps nulls (a chart column's missing bands are null); null reads as empty. */
    static <T> List<T> list(List<T> values) {
        return values == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(values));
    }

    public record Region(String id, String name, List<HostileDeck> hostileDecks) {
        public Region {
            hostileDecks = list(hostileDecks);
        }
    }

    public record HostileDeck(String id, String name) {
    }

    public record Range(int min, int max) {
        public boolean contains(int range) {
            return range >= min && range <= max;
        }
    }

    /** A keyword with its number, Environ name or obstacle effect (§3.1.2 Keywords; our vocabulary). */
    public record Keyword(String keyword, Integer amount, String environ, ObstacleEffect effect) {
        public int value() {
            return amount == null ? 0 : amount;
        }
    }

    public record ObstacleEffect(String kind, Integer amount) {
    }

    public record Cost(int supply, int xp, int actions) {
    }

    public record Upgun(String effect, Integer amount, String target, Cost cost) {
    }

    public record Effect(String effect, Integer amount, String target, String environ) {
        public int value() {
            return amount == null ? 1 : amount;
        }
    }

    public record Ability(String timing, String action, Cost cost, String effect, Integer amount, String target, String environ,
                          Integer uses, Boolean oncePerTurn, Upgun upgun, String text, List<Effect> effects, boolean alternatives) {
        /** The effects that change an attack's dice or result: all a declare-timing ability may do (§3.3.2 Declare Attack). */
        public static final Set<String> ATTACK_EFFECTS = Set.of("extraAttackDie", "attackModifier", "coverModifier", "extraHit", "pinTarget");
        /** What an activity-timing ability may do in its Army's turn (§2.2.1, §2.2.3): the effects a use applies at once. */
        public static final Set<String> ACTIVITY_EFFECTS = Set.of("extraAttackAction", "removePins", "giveHardy");
        /** The effects an always-on ability of an Army, Attachment or Skill changes, as the engine reads them (§2.2.3 Skills). */
        public static final Set<String> PASSIVE_EFFECTS = Set.of("actions", "attackActions", "attackModifier", "coverBonus",
                "coverModifier", "extraAttackDie", "handsize", "movementBonus");
        /**
         * What the engine does with an ability of an Army, Attachment or Skill, by timing: the effects it acts on. A timing not
         * here (turnStart, supplyPhase: §3.2.2.3's Army abilities that give out Supply) is one the engine does not play for
         * the team, so a pack with one is refused rather than the ability dropped; {@code actionCost} has no effect at all.
         */
        public static final Map<String, Set<String>> TEAM_EFFECTS = Map.of("passive", PASSIVE_EFFECTS, "declare", ATTACK_EFFECTS,
                "activity", ACTIVITY_EFFECTS, "preRoll", Set.of("redirect"), "onHit", Set.of("extraHit"), "hitTaken", Set.of("stopHit"),
                "actionCost", Set.of());
        /** The same for a Hostile's or Hostile Attachment's abilities, which the service plays (§3.4, §3.2.2.3). */
        public static final Map<String, Set<String>> HOSTILE_EFFECTS = Map.of("passive", Set.of("actions"), "turnStart", Set.of("removePins"),
                "preRoll", Set.of("extraAttackDie", "attackModifier"), "onHit", Set.of("extraHit"), "supplyPhase", Set.of("supplyPhaseGain"));

        public Ability {
            effects = list(effects);
        }

        /** An ability of one effect (no alternatives). */
        public Ability(String timing, String action, Cost cost, String effect, Integer amount, String target, String environ,
                       Integer uses, Boolean oncePerTurn, Upgun upgun, String text) {
            this(timing, action, cost, effect, amount, target, environ, uses, oncePerTurn, upgun, text, List.of(), false);
        }

        public int value() {
            return amount == null ? 1 : amount;
        }

        public int supplyCost() {
            return cost == null ? 0 : cost.supply();
        }

        /** What a use may name as its {@code choice}: each alternative's effect name, or only null for an ability without alternatives. */
        public List<String> choices() {
            return alternatives ? effects.stream().map(Effect::effect).toList() : Collections.singletonList(null);
        }

        /** The ability as used: with alternatives, the one {@code choice} names in place of the effect (a valid choice, see {@link #choices()}). */
        public Ability used(String choice, boolean upgunned) {
            if (!alternatives) {
                return used(upgunned);
            }
            Effect chosen = effects.stream().filter(e -> e.effect().equals(choice)).findFirst().orElseThrow();
            return new Ability(timing, action, cost, chosen.effect(), chosen.amount(), chosen.target(), chosen.environ(), uses,
                    oncePerTurn, upgun, text).used(upgunned);
        }

        /** The ability as used: with the bracketed members in place of the plain ones when upgunned (§3.1.3.1). */
        public Ability used(boolean upgunned) {
            if (!upgunned || upgun == null) {
                return this;
            }
            return new Ability(timing, action, upgun.cost() == null ? cost : upgun.cost(), upgun.effect() == null ? effect : upgun.effect(),
                    upgun.amount() == null ? amount : upgun.amount(), upgun.target() == null ? target : upgun.target(), environ, uses,
                    oncePerTurn, upgun, text, effects, alternatives);
        }
    }

    public record Result(int hits, int pins, int regain, int unpin) {
    }

    public record ResultRow(Result result, int penetration) {
    }

    /** A Manpower column of an attack chart: its Actions and, per result row, the lowest roll (null: none). */
    public record Column(int manpower, int actions, List<Integer> from) {
        public Column {
            from = list(from);
        }
    }

    public record RangeModifier(int range, int attack, int cover) {
    }

    public record TargetRule(String rule, Range ranges, String type) {
    }

    public record AttackChart(Range range, List<RangeModifier> rangeModifiers, List<ResultRow> rows, List<Column> columns,
                              TargetRule target) {
        public AttackChart {
            rangeModifiers = list(rangeModifiers);
            rows = list(rows);
            columns = list(columns);
        }

        /** The column for a current Manpower: the rightmost whose header is at least it (§2.2.1 Armies). */
        public Column column(int manpower) {
            Column current = columns.get(0);
            for (Column c : columns) {
                if (c.manpower() >= manpower) {
                    current = c;
                }
            }
            return current;
        }

        public RangeModifier modifier(int range) {
            return rangeModifiers.stream().filter(m -> m.range() == range).findFirst().orElse(new RangeModifier(range, 0, 0));
        }
    }

    public record CampaignLevel(String line, int level, Integer levelUpCost, List<String> grantedSkills,
                                List<String> grantedAttachments) {
        public CampaignLevel {
            grantedSkills = list(grantedSkills);
            grantedAttachments = list(grantedAttachments);
        }
    }

    public record Army(String id, String name, String text, String region, String kind, String type, int cost, Integer supply,
                       int movement, int cover, Integer manpower, Integer command, List<String> traits, List<Keyword> keywords,
                       List<Ability> abilities, AttackChart attackChart, CampaignLevel campaign) {
        public Army {
            traits = list(traits);
            keywords = list(keywords);
            abilities = list(abilities);
        }

        /** Maximum Manpower: printed, or the first chart column's header. */
        public int maxManpower() {
            return manpower != null ? manpower : attackChart.columns().get(0).manpower();
        }

        public boolean player() {
            return "player".equals(kind);
        }
    }

    public record EngineerBand(int from, int points) {
    }

    public record Engineer(List<EngineerBand> bands) {
        public Engineer {
            bands = list(bands);
        }
    }

    public record Counter(String counter, int amount, String environ) {
    }

    public record Attachment(String id, String name, String text, String region, int cost, int commandCost, int manpower,
                             Integer supply, List<String> types, List<Keyword> keywords, Engineer engineer,
                             List<Ability> abilities, AttackChart attackChart, List<Counter> counters) {
        public Attachment {
            types = list(types);
            keywords = list(keywords);
            abilities = list(abilities);
            counters = list(counters);
        }
    }

    public record Skill(String id, String name, String text, String region, int cost, boolean negative, String trigger,
                        List<String> types, List<Ability> abilities) {
        public Skill {
            types = list(types);
            abilities = list(abilities);
        }
    }

    public record ActionCard(String id, String name, String text, String region, int copies, String timing, Cost cost,
                             List<Effect> effects, boolean stackable, Cost retain, Upgun upgun, boolean alternatives) {
        public ActionCard {
            effects = list(effects);
        }

        /** What a play may name as its {@code choice}: each alternative's effect name, or only null for a card without alternatives. */
        public List<String> choices() {
            return alternatives ? effects.stream().map(Effect::effect).toList() : Collections.singletonList(null);
        }

        /** The effects a play applies: all of them, or with {@code alternatives} only the one named by {@code choice}. */
        public List<Effect> applied(String choice) {
            return alternatives ? effects.stream().filter(e -> e.effect().equals(choice)).toList() : effects;
        }

        /** As {@link #applied(String)}, with the bracketed text used instead where the card is upgunned (§3.1.3.1). */
        public List<Effect> applied(String choice, boolean upgunned) {
            if (!upgunned || upgun == null) {
                return applied(choice);
            }
            return applied(choice).stream().map(e -> new Effect(upgun.effect() == null ? e.effect() : upgun.effect(),
                    upgun.amount() == null ? e.amount() : upgun.amount(), upgun.target() == null ? e.target() : upgun.target(),
                    e.environ())).toList();
        }

        /** The cost paid: the bracketed one when upgunned and the card gives one (§3.1.3.1). */
        public Cost cost(boolean upgunned) {
            return upgunned && upgun != null && upgun.cost() != null ? upgun.cost() : cost;
        }
    }

    public record HostileTableRow(int fromTeamValue, int hostileValue) {
    }

    public record Condition(String kind, int amount) {
    }

    public record Mission(String id, String name, String text, String region, int resources, int time, int objectiveSlot,
                          int hostileSupply, List<Condition> conditions, Integer promotion, Integer resupply,
                          List<String> locationTiers, String town) {
        public Mission {
            conditions = list(conditions);
            locationTiers = list(locationTiers);
        }

        public int condition(String kind) {
            return conditions.stream().filter(c -> c.kind().equals(kind)).mapToInt(Condition::amount).sum();
        }
    }

    public record Objective(String id, String name, String text, String region, int entranceCost, String activationCost,
                            int supply, List<Keyword> keywords, List<HostileTableRow> hostileTable, Integer hostileValue,
                            List<Condition> conditions, String town) {
        public Objective {
            keywords = list(keywords);
            hostileTable = list(hostileTable);
            conditions = list(conditions);
        }
    }

    public record Location(String id, String name, String text, String region, String tier, int entranceCost,
                           String activationCost, int supply, List<Keyword> keywords, List<HostileTableRow> hostileTable,
                           Integer hostileValue) {
        public Location {
            keywords = list(keywords);
            hostileTable = list(hostileTable);
        }
    }

    public record Hostile(String id, String name, String text, String region, String deck, int copies, String type,
                          int hostileValue, int manpower, int cover, Integer supply, List<Keyword> keywords,
                          List<Ability> abilities, AttackChart attackChart) {
        public Hostile {
            keywords = list(keywords);
            abilities = list(abilities);
        }
    }

    public record AttachTo(List<String> types, List<String> hostiles) {
        public AttachTo {
            types = list(types);
            hostiles = list(hostiles);
        }
    }

    public record HostileAttachment(String id, String name, String text, String region, String deck, int copies,
                                    int hostileValue, AttachTo attachTo, Integer supply, List<Keyword> keywords,
                                    List<Ability> abilities) {
        public HostileAttachment {
            keywords = list(keywords);
            abilities = list(abilities);
        }
    }

    public record TownEffect(String when, String kind, int amount) {
    }

    public record Town(String id, String name, String text, String tier, String mission, String objective,
                       List<TownEffect> effects) {
        public Town {
            effects = list(effects);
        }
    }

    public record MapTown(String town, List<String> routes) {
        public MapTown {
            routes = list(routes);
        }
    }

    public record ActivityCost(Integer promotion, Integer resupply) {
    }

    public record MapActivity(ActivityCost cost, String effect, String text) {
    }

    public record VictoryLevel(int desperation, String level) {
    }

    public record CampaignMap(String id, String name, String text, String region, int startingResources, int missions,
                              String start, List<MapTown> towns, List<String> finalTowns, List<String> desperationTowns,
                              MapActivity activity, List<VictoryLevel> victoryLevels) {
        public CampaignMap {
            towns = list(towns);
            finalTowns = list(finalTowns);
            desperationTowns = list(desperationTowns);
            victoryLevels = list(victoryLevels);
        }
    }
}
