package dev.arbiter.warfighter.pack;

import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Pack;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What the pack schema cannot say (docs/rules/warfighter.md, Content packs): unique ids,
 * references to cards of the right kind, attack charts, declare-timing abilities that change the
 * attack, alternatives that a choice can tell apart, level lines, Mission layouts, regions with every deck, and campaign Maps that reach their end. Each refusal names the JSON pointer.
 */
record PackChecks(Pack pack, PackRefusal refusal) {

    static void check(Pack pack, PackRefusal refusal) {
        PackChecks checks = new PackChecks(pack, refusal);
        checks.uniqueIds();
        checks.regions();
        checks.charts();
        checks.timedEffects();
        checks.alternatives();
        checks.counters();
        checks.levels();
        checks.missions();
        checks.references();
        checks.maps();
    }

    private void uniqueIds() {
        Set<String> ids = new HashSet<>();
        unique(ids, "regions", pack.regions(), Cards.Region::id);
        unique(ids, "armies", pack.armies(), Cards.Army::id);
        unique(ids, "attachments", pack.attachments(), Cards.Attachment::id);
        unique(ids, "skills", pack.skills(), Cards.Skill::id);
        unique(ids, "actionCards", pack.actionCards(), Cards.ActionCard::id);
        unique(ids, "missions", pack.missions(), Cards.Mission::id);
        unique(ids, "objectives", pack.objectives(), Cards.Objective::id);
        unique(ids, "locations", pack.locations(), Cards.Location::id);
        unique(ids, "hostiles", pack.hostiles(), Cards.Hostile::id);
        unique(ids, "hostileAttachments", pack.hostileAttachments(), Cards.HostileAttachment::id);
        unique(ids, "towns", pack.towns(), Cards.Town::id);
        unique(ids, "campaignMaps", pack.campaignMaps(), Cards.CampaignMap::id);
    }

    private <T> void unique(Set<String> ids, String member, List<T> cards, Function<T, String> id) {
        for (int i = 0; i < cards.size(); i++) {
            String value = id.apply(cards.get(i));
            refusal.require(ids.add(member.equals("regions") ? "region:" + value : value), "/" + member + "/" + i + "/id", "id '" + value + "' used twice");
        }
    }

    /** §2.1: every region a game can use has a Hostile deck with cards, Locations and Action Cards. */
    private void regions() {
        for (int r = 0; r < pack.regions().size(); r++) {
            Cards.Region region = pack.regions().get(r);
            String at = "/regions/" + r;
            for (int d = 0; d < region.hostileDecks().size(); d++) {
                String deck = region.hostileDecks().get(d).id();
                refusal.require(pack.hostiles().stream().anyMatch(h -> h.deck().equals(deck)), at + "/hostileDecks/" + d,
                        "Hostile deck '" + deck + "' has no Hostile");
            }
            refusal.require(pack.locations().stream().anyMatch(l -> region.id().equals(l.region())), at, "region '" + region.id() + "' has no Location deck");
            refusal.require(pack.actionCards().stream().anyMatch(c -> c.region() == null || region.id().equals(c.region())), at,
                    "region '" + region.id() + "' has no Action deck");
        }
    }

    private void charts() {
        for (int i = 0; i < pack.armies().size(); i++) {
            Cards.Army army = pack.armies().get(i);
            chart("/armies/" + i + "/attackChart", army.attackChart(), army.manpower());
        }
        for (int i = 0; i < pack.attachments().size(); i++) {
            Cards.Attachment attachment = pack.attachments().get(i);
            if (attachment.attackChart() != null) {
                chart("/attachments/" + i + "/attackChart", attachment.attackChart(), attachment.manpower());
            }
        }
        for (int i = 0; i < pack.hostiles().size(); i++) {
            Cards.Hostile hostile = pack.hostiles().get(i);
            if (hostile.attackChart() != null) {
                chart("/hostiles/" + i + "/attackChart", hostile.attackChart(), hostile.manpower());
            }
        }
    }

    /**
     * §4.4 Buy and Sell, §3.2.0.1 (clarifications 114, 115): the Supply counters an Attachment comes with go on its own stack,
     * so it needs one that holds them all; a Hardy counter matches the one Environ of the Location an Army stands on.
     */
    private void counters() {
        for (int i = 0; i < pack.attachments().size(); i++) {
            Cards.Attachment attachment = pack.attachments().get(i);
            int supply = attachment.counters().stream().filter(c -> c.counter().equals("supply")).mapToInt(Cards.Counter::amount).sum();
            refusal.require(supply == 0 || attachment.supply() != null && supply <= attachment.supply(), "/attachments/" + i + "/counters",
                    "Supply counters need the Attachment's own stack (supply) to hold them all");
        }
        for (int i = 0; i < pack.locations().size(); i++) {
            oneEnviron("/locations/" + i + "/keywords", pack.locations().get(i).keywords());
        }
        for (int i = 0; i < pack.objectives().size(); i++) {
            oneEnviron("/objectives/" + i + "/keywords", pack.objectives().get(i).keywords());
        }
    }

    private void oneEnviron(String at, List<Cards.Keyword> keywords) {
        refusal.require(keywords.stream().filter(k -> k.keyword().equals("Environ")).count() <= 1, at, "at most one Environ keyword");
    }

    /**
     * An ability does what the engine does at its timing, plain or upgunned: used with an attack declaration it changes that
     * attack (§3.3.2 Declare Attack); used as an Activity it applies an effect at once (§2.2.1); and so on for each timing the
     * engine plays ({@link Cards.Ability#TEAM_EFFECTS}, {@link Cards.Ability#HOSTILE_EFFECTS}). An ability it would not act on
     * (an Army's Supply Phase gain, §3.2.2.3) is refused here, never dropped in play.
     */
    private void timedEffects() {
        for (int i = 0; i < pack.armies().size(); i++) {
            timedEffects("/armies/" + i, pack.armies().get(i).abilities(), Cards.Ability.TEAM_EFFECTS);
        }
        for (int i = 0; i < pack.attachments().size(); i++) {
            timedEffects("/attachments/" + i, pack.attachments().get(i).abilities(), Cards.Ability.TEAM_EFFECTS);
        }
        for (int i = 0; i < pack.skills().size(); i++) {
            timedEffects("/skills/" + i, pack.skills().get(i).abilities(), Cards.Ability.TEAM_EFFECTS);
        }
        for (int i = 0; i < pack.hostiles().size(); i++) {
            timedEffects("/hostiles/" + i, pack.hostiles().get(i).abilities(), Cards.Ability.HOSTILE_EFFECTS);
        }
        for (int i = 0; i < pack.hostileAttachments().size(); i++) {
            timedEffects("/hostileAttachments/" + i, pack.hostileAttachments().get(i).abilities(), Cards.Ability.HOSTILE_EFFECTS);
        }
    }

    private void timedEffects(String at, List<Cards.Ability> abilities, Map<String, Set<String>> played) {
        for (int j = 0; j < abilities.size(); j++) {
            Cards.Ability ability = abilities.get(j);
            Set<String> allowed = played.get(String.valueOf(ability.timing()));
            refusal.require(allowed != null, at + "/abilities/" + j + "/timing",
                    "the engine plays no ability of timing " + ability.timing() + " here (it plays " + new TreeSet<>(played.keySet()) + ")");
            for (String choice : ability.choices()) {
                for (boolean upgunned : new boolean[] {false, true}) {
                    String effect = ability.used(choice, upgunned).effect();
                    refusal.require(allowed.isEmpty() ? effect == null : allowed.contains(effect), at + "/abilities/" + j,
                            "a " + ability.timing() + "-timing ability must do " + (allowed.isEmpty() ? "nothing but its cost"
                                    : "one of " + new TreeSet<>(allowed)) + ", plain and upgunned");
                }
            }
        }
    }

    /**
     * A play or use of alternatives names the one it does by its effect name (§3.3.4; clarification 120), so the alternatives of an
     * Action Card or an ability are of different effects.
     */
    private void alternatives() {
        for (int i = 0; i < pack.actionCards().size(); i++) {
            Cards.ActionCard card = pack.actionCards().get(i);
            if (card.alternatives()) {
                distinctEffects("/actionCards/" + i + "/effects", card.effects());
            }
        }
        for (int i = 0; i < pack.armies().size(); i++) {
            alternatives("/armies/" + i, pack.armies().get(i).abilities());
        }
        for (int i = 0; i < pack.attachments().size(); i++) {
            alternatives("/attachments/" + i, pack.attachments().get(i).abilities());
        }
        for (int i = 0; i < pack.skills().size(); i++) {
            alternatives("/skills/" + i, pack.skills().get(i).abilities());
        }
    }

    private void alternatives(String at, List<Cards.Ability> abilities) {
        for (int j = 0; j < abilities.size(); j++) {
            distinctEffects(at + "/abilities/" + j + "/effects", abilities.get(j).effects());
        }
    }

    private void distinctEffects(String at, List<Cards.Effect> effects) {
        Set<String> seen = new HashSet<>();
        for (int k = 0; k < effects.size(); k++) {
            refusal.require(seen.add(effects.get(k).effect()), at + "/" + k + "/effect",
                    "alternatives must be of different effects: a choice names one by its effect name");
        }
    }

    /** §2.2.1 Armies: Manpower headers fall strictly left to right from the card's Manpower; each column's bands rise. */
    private void chart(String at, Cards.AttackChart chart, Integer manpower) {
        List<Cards.Column> columns = chart.columns();
        refusal.require(chart.range().min() <= chart.range().max(), at + "/range", "range min above max");
        if (manpower != null) {
            refusal.require(columns.get(0).manpower() == manpower, at + "/columns/0/manpower",
                    "the first column's Manpower " + columns.get(0).manpower() + " is not the card's " + manpower);
        }
        for (int c = 0; c < columns.size(); c++) {
            Cards.Column column = columns.get(c);
            String where = at + "/columns/" + c;
            if (c > 0) {
                refusal.require(column.manpower() < columns.get(c - 1).manpower(), where + "/manpower", "Manpower headers must fall from left to right");
            }
            refusal.require(column.from().size() == chart.rows().size(), where + "/from", "one entry per result row is needed ("
                    + chart.rows().size() + ")");
            refusal.require(column.from().stream().anyMatch(Objects::nonNull), where + "/from", "a column needs at least one band");
            Integer last = null;
            for (int b = 0; b < column.from().size(); b++) {
                Integer from = column.from().get(b);
                if (from != null) {
                    refusal.require(last == null || from > last, where + "/from/" + b, "bands overlap or are not in rising order");
                    last = from;
                }
            }
        }
    }

    /** §4.4 Level Up: a line's levels run 1, 2, ... without a gap, and every level below the top has a Level Up Cost. */
    private void levels() {
        Map<String, Set<Integer>> lines = new HashMap<>();
        for (Cards.Army army : pack.armies()) {
            if (army.campaign() != null) {
                lines.computeIfAbsent(army.campaign().line(), k -> new HashSet<>()).add(army.campaign().level());
            }
        }
        for (int i = 0; i < pack.armies().size(); i++) {
            Cards.CampaignLevel level = pack.armies().get(i).campaign();
            if (level == null) {
                continue;
            }
            Set<Integer> line = lines.get(level.line());
            String at = "/armies/" + i + "/campaign";
            refusal.require(level.level() == 1 || line.contains(level.level() - 1), at + "/level",
                    "line '" + level.line() + "' has no level " + (level.level() - 1));
            boolean top = level.level() == line.stream().mapToInt(Integer::intValue).max().orElse(1);
            refusal.require(top || level.levelUpCost() != null, at + "/levelUpCost", "a level below the top needs a Level Up Cost");
        }
    }

    /** §4.5 (the schema keeps the Objective in slot 2 or later): the tier stars fill the columns between the Mission and it. */
    private void missions() {
        for (int i = 0; i < pack.missions().size(); i++) {
            Cards.Mission mission = pack.missions().get(i);
            String at = "/missions/" + i;
            if (!mission.locationTiers().isEmpty()) {
                refusal.require(mission.locationTiers().size() == mission.objectiveSlot() - 2, at + "/locationTiers",
                        "the stars must fill the " + (mission.objectiveSlot() - 2) + " columns between the Mission and the Objective");
            }
        }
    }

    private void references() {
        for (int i = 0; i < pack.armies().size(); i++) {
            Cards.CampaignLevel level = pack.armies().get(i).campaign();
            if (level != null) {
                for (int s = 0; s < level.grantedSkills().size(); s++) {
                    exists(pack.skill(level.grantedSkills().get(s)).isPresent(), "/armies/" + i + "/campaign/grantedSkills/" + s, "Skill");
                }
                for (int s = 0; s < level.grantedAttachments().size(); s++) {
                    exists(pack.attachment(level.grantedAttachments().get(s)).isPresent(), "/armies/" + i + "/campaign/grantedAttachments/" + s,
                            "Attachment");
                }
            }
        }
        for (int i = 0; i < pack.skills().size(); i++) {
            Cards.Skill skill = pack.skills().get(i);
            if (skill.negative()) {
                refusal.require(skill.trigger() != null, "/skills/" + i + "/trigger", "a Negative Skill names the trait that triggers it");
            }
        }
        for (int i = 0; i < pack.hostileAttachments().size(); i++) {
            Cards.HostileAttachment card = pack.hostileAttachments().get(i);
            for (int h = 0; h < card.attachTo().hostiles().size(); h++) {
                exists(pack.hostile(card.attachTo().hostiles().get(h)).isPresent(), "/hostileAttachments/" + i + "/attachTo/hostiles/" + h, "Hostile");
            }
            String deck = card.deck();
            refusal.require(pack.regions().stream().anyMatch(r -> r.hostileDecks().stream().anyMatch(d -> d.id().equals(deck))),
                    "/hostileAttachments/" + i + "/deck", "no Hostile deck '" + deck + "'");
        }
        for (int i = 0; i < pack.hostiles().size(); i++) {
            String deck = pack.hostiles().get(i).deck();
            refusal.require(pack.regions().stream().anyMatch(r -> r.hostileDecks().stream().anyMatch(d -> d.id().equals(deck))),
                    "/hostiles/" + i + "/deck", "no Hostile deck '" + deck + "'");
        }
        for (int i = 0; i < pack.towns().size(); i++) {
            Cards.Town town = pack.towns().get(i);
            exists(pack.mission(town.mission()).isPresent(), "/towns/" + i + "/mission", "Mission");
            exists(pack.objective(town.objective()).isPresent(), "/towns/" + i + "/objective", "Objective");
        }
        for (int i = 0; i < pack.missions().size(); i++) {
            String town = pack.missions().get(i).town();
            if (town != null) {
                exists(pack.town(town).isPresent(), "/missions/" + i + "/town", "Town");
            }
        }
        for (int i = 0; i < pack.objectives().size(); i++) {
            String town = pack.objectives().get(i).town();
            if (town != null) {
                exists(pack.town(town).isPresent(), "/objectives/" + i + "/town", "Town");
            }
        }
    }

    /** §4.3, §4.4: a Map starts at a Nuisance Town and its routes reach a final Town. */
    private void maps() {
        for (int i = 0; i < pack.campaignMaps().size(); i++) {
            Cards.CampaignMap map = pack.campaignMaps().get(i);
            String at = "/campaignMaps/" + i;
            exists(pack.town(map.start()).isPresent(), at + "/start", "Town");
            refusal.require("nuisance".equals(pack.town(map.start()).orElseThrow().tier()), at + "/start", "the start Town must be of Nuisance tier");
            Map<String, List<String>> routes = new HashMap<>();
            for (int t = 0; t < map.towns().size(); t++) {
                Cards.MapTown town = map.towns().get(t);
                exists(pack.town(town.town()).isPresent(), at + "/towns/" + t + "/town", "Town");
                for (int r = 0; r < town.routes().size(); r++) {
                    exists(pack.town(town.routes().get(r)).isPresent(), at + "/towns/" + t + "/routes/" + r, "Town");
                }
                routes.put(town.town(), town.routes());
            }
            for (int f = 0; f < map.finalTowns().size(); f++) {
                exists(pack.town(map.finalTowns().get(f)).isPresent(), at + "/final/" + f, "Town");
            }
            for (int d = 0; d < map.desperationTowns().size(); d++) {
                exists(pack.town(map.desperationTowns().get(d)).isPresent(), at + "/desperationTowns/" + d, "Town");
            }
            Set<String> reached = new HashSet<>();
            Deque<String> open = new ArrayDeque<>(List.of(map.start()));
            while (!open.isEmpty()) {
                String town = open.pop();
                if (reached.add(town)) {
                    open.addAll(routes.getOrDefault(town, List.of()));
                }
            }
            refusal.require(map.finalTowns().stream().anyMatch(reached::contains), at + "/towns", "no route from the start reaches a final Town");
        }
    }

    private void exists(boolean found, String at, String kind) {
        refusal.require(found, at, "refers to no " + kind + " of the pack");
    }
}
