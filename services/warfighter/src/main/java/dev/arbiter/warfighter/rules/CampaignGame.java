package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game played as one Campaign Turn (§4 Campaign Rules; docs/rules/warfighter.md, Campaign): the
 * setup's {@code campaign} member read, the Town entered and its Mission laid, and the mission's
 * end turned into the carry-over document (setup schema {@code $defs/carryOver}).
 */
final class CampaignGame {

    /** The carry-over's {@code next} when the route is followed (§4.4 Enter the Town). */
    static final Map<String, Object> ROUTE = Map.of("step", "route");

    private final Catalogue cards;

    CampaignGame(Catalogue cards) {
        this.cards = cards;
    }

    /** The campaign a setup's {@code campaign} member starts; refuses an ended campaign's carry-over (clarification 60). */
    Campaign read(Map<?, ?> member) {
        if (member.containsKey("status")) {
            Object status = member.get("status");
            Rulebook.require("ongoing".equals(status), "campaign.ended", "§4.1 Campaign Overview, §4.6 Mission Result",
                    "the campaign this carry-over comes from has " + status + ": it cannot be continued");
        }
        String mapId = String.valueOf(member.get("map"));
        Cards.CampaignMap map = cards.pack.campaignMap(mapId).orElseThrow(() -> Rulebook.violation("setup.unknown-map",
                "§4.3 Campaign Setup", "no Campaign Map " + mapId));
        if (!member.containsKey("status")) {
            return new Campaign(map.id(), map.start(), null, 0, 0, List.of(), List.of(), 0);
        }
        Map<?, ?> next = (Map<?, ?>) member.get("next");
        List<String> played = texts(member.get("played"));
        List<String> discarded = texts(member.get("discarded"));
        String last = String.valueOf(member.get("lastTown"));
        String town;
        if ("desperation".equals(next.get("step"))) {
            town = String.valueOf(next.get("town"));
            Rulebook.require(desperationTowns(map, played, discarded).contains(town), "campaign.not-desperation-town", "§4.6 Retreat",
                    town + " is not one of Map " + mapId + "'s set-aside Towns left to play (clarification 54)");
        } else {
            List<String> arrows = arrows(map, last, discarded);
            Rulebook.require(!arrows.isEmpty(), "campaign.no-route", "§4.4 Enter the Town", "no arrow leads on from " + last);
            Rulebook.require(arrows.size() == 1, "setup.route-choice-not-played", "§4.4 Enter the Town",
                    "choosing among " + arrows + " (ChooseRoute) is not played by this version of the rules yet");
            town = arrows.get(0);
        }
        return new Campaign(map.id(), town, last, number(member.get("promotion")), number(member.get("resupply")), played, discarded,
                number(member.get("desperation")));
    }

    /** The Map's arrows from {@code from} to Towns not discarded (§4.4 Enter the Town). */
    private static List<String> arrows(Cards.CampaignMap map, String from, List<String> discarded) {
        return map.towns().stream().filter(t -> t.town().equals(from)).findFirst()
                .orElseThrow(() -> Rulebook.violation("campaign.unknown-town", "§4.4 Enter the Town", from + " is not on Map " + map.id()))
                .routes().stream().filter(t -> !discarded.contains(t)).toList();
    }

    /** The Map's set-aside Towns not yet played or discarded (§4.6 Retreat; clarification 54). */
    private static List<String> desperationTowns(Cards.CampaignMap map, List<String> played, List<String> discarded) {
        return map.desperationTowns().stream().filter(t -> !played.contains(t) && !discarded.contains(t)).toList();
    }

    /** The Desperation Towns the lead seat may choose after this game's Retreat (its own Town excluded). */
    List<String> desperationTowns(WarfighterState state) {
        Campaign c = state.campaign();
        return desperationTowns(map(state), c.played(), Evolve.plus(c.discarded(), c.town()));
    }

    /** Whether this game plays a Desperation Town, off the route (§4.6 Retreat; clarification 54). */
    boolean desperate(WarfighterState state) {
        return map(state).desperationTowns().contains(state.campaign().town());
    }

    /** The Town the route goes on from after this game: its own, or for a Desperation game the one before (clarification 56). */
    String routeTown(WarfighterState state) {
        return desperate(state) ? state.campaign().lastTown() : state.campaign().town();
    }

    /** Whether an arrow would still lead on after this game's Town is discarded (§4.4 Enter the Town; clarification 74). */
    boolean routeGoesOn(WarfighterState state) {
        Campaign c = state.campaign();
        return !arrows(map(state), routeTown(state), Evolve.plus(c.discarded(), c.town())).isEmpty();
    }

    /** The team a carry-over brings (clarification 51): each Army as the last game left it, Downed ones included. */
    List<ArmyState> carriedArmies(Map<?, ?> member, int seats) {
        if (!(member.get("armies") instanceof List<?> list)) {
            return List.of();
        }
        List<ArmyState> armies = new ArrayList<>();
        for (Object item : list) {
            Map<?, ?> a = (Map<?, ?>) item;
            String card = String.valueOf(a.get("army"));
            Rulebook.require(cards.pack.army(card).isPresent(), "campaign.unknown-army", "§4.2 Army Cards", "the pack has no Army " + card);
            int seat = number(a.get("seat"));
            Rulebook.require(seat < seats, "team.seat", "§4 Campaign Rules (clarification 71)", "no seat " + seat + " in this game");
            List<Equipped> kit = new ArrayList<>();
            for (Object e : (List<?>) a.get("attachments")) {
                Map<?, ?> m = (Map<?, ?>) e;
                kit.add(new Equipped(String.valueOf(m.get("attachment")), number(m.get("hits")),
                        m.get("supply") == null ? null : number(m.get("supply"))));
            }
            List<String> skills = ((List<?>) a.get("skills")).stream().map(s -> String.valueOf(((Map<?, ?>) s).get("skill"))).toList();
            Integer supply = a.get("supply") == null ? null : number(a.get("supply"));
            ArmyState army = ArmyState.recruited(number(a.get("number")), seat, card)
                    .counters(number(a.get("hits")), number(a.get("pins")), supply, 0).kit(kit, skills);
            armies.add(Boolean.TRUE.equals(a.get("downed")) ? army.down().kit(kit, skills) : army);
        }
        return armies;
    }

    private static int number(Object value) {
        return ((Number) value).intValue();
    }

    private static List<String> texts(Object value) {
        return value instanceof List<?> list ? list.stream().map(String::valueOf).toList() : List.of();
    }

    Cards.CampaignMap map(WarfighterState state) {
        return cards.pack.campaignMap(state.campaign().map()).orElseThrow();
    }

    Cards.Town town(WarfighterState state) {
        return cards.pack.town(state.campaign().town()).orElseThrow();
    }

    /** §4.3 and §4.4 Enter the Town, then §4.5 the Town's Mission: its Locations dealt from the tier decks in the order of its stars. */
    void open(Emitter em, Dice dice) {
        WarfighterState state = em.state();
        Cards.CampaignMap map = map(state);
        Cards.Town town = town(state);
        boolean first = state.campaign().lastTown() == null;
        if (first) {
            em.emit(new CampaignStarted(map.id(), map.startingResources()));
        }
        em.emit(new TownEntered(town.id(), state.campaign().lastTown()));
        for (Cards.TownEffect effect : town.effects()) {
            if (effect.when().equals("immediate")) {
                em.emit(new TownEffectApplied(town.id(), effect.kind(), effect.amount()));
            }
        }
        List<Integer> downed = em.state().armies().stream().filter(ArmyState::downed).map(ArmyState::number).toList();
        if (!first) {
            em.emit(new Replenished(downed));
        }
        Cards.Mission m = cards.pack.mission(town.mission()).orElseThrow();
        // the first game's team is bought with the Map's starting Resource Points; later ones buy with points, not RP
        em.emit(new MissionLaid(m.id(), town.objective(), m.objectiveSlot(), m.time(), first ? map.startingResources() : 0, false,
                List.of()));
        String lastTier = null;
        for (int slot = 2; slot < m.objectiveSlot(); slot++) {
            String tier = m.locationTiers().get(slot - 2);
            if (!tier.equals(lastTier)) {
                String deck = "location-" + tier;
                int size = (int) cards.pack.locations().stream().filter(l -> state.region().equals(l.region()) && tier.equals(l.tier()))
                        .filter(l -> em.state().display().stream().noneMatch(s -> l.id().equals(s.card()))).count();
                em.emit(new DeckShuffled(deck, size, dice.shuffle(size).rolls()));
                lastTier = tier;
            }
            if (em.state().locationDeck().size() > 0) {
                em.emit(new LocationDealt(slot, em.state().locationDeck().order().get(0)));
            }
        }
        emitShuffle(em, dice, "hostile", cards.hostileDeck(state.hostileDeckId()).size());
        emitShuffle(em, dice, "action", cards.actionDeck(state.region()).size());
        em.emit(new TimerSet(m.time() + m.condition("timerModifier") + townModifier(town, "timerModifier")));
    }

    private static void emitShuffle(Emitter em, Dice dice, String deck, int size) {
        em.emit(new DeckShuffled(deck, size, dice.shuffle(size).rolls()));
    }

    /** A Town effect that holds during its Mission (§4.4 Enter the Town). */
    static int townModifier(Cards.Town town, String kind) {
        return town.effects().stream().filter(e -> e.when().equals("mission") && e.kind().equals(kind))
                .mapToInt(Cards.TownEffect::amount).sum();
    }

    /** §4.6 Mission Result, success: the Mission's points, the Town's after-Mission effects, every Pin removed. */
    void succeed(Emitter em) {
        WarfighterState state = em.state();
        Cards.Town town = town(state);
        Cards.Mission m = cards.pack.mission(town.mission()).orElseThrow();
        em.emit(new MissionSucceeded(m.promotion() == null ? 0 : m.promotion(), m.resupply() == null ? 0 : m.resupply()));
        for (Cards.TownEffect effect : town.effects()) {
            if (effect.when().equals("afterMission")) {
                em.emit(new TownEffectApplied(town.id(), effect.kind(), effect.amount()));
            }
        }
        for (ArmyState army : em.state().armies()) {
            if (army.pins() > 0) {
                em.emit(new PinsRemoved("army", army.number(), army.pins(), "mission-success"));
            }
        }
        boolean last = map(state).finalTowns().contains(town.id());
        if (last) {
            em.emit(new CampaignEnded("succeeded", victoryLevel(map(state), state.campaign().desperation())));
        }
        em.emit(new GameOver("victory", carryOver(em.state(), last ? "succeeded" : "ongoing", ROUTE)));
    }

    /** §4.6: every Army Downed ends the campaign in failure (clarification 60). */
    void fail(Emitter em) {
        em.emit(new CampaignEnded("failed", null));
        em.emit(new GameOver("defeat", carryOver(em.state(), "failed", ROUTE)));
    }

    /** §4.6 Retreat's table, clarification 54: the level of the highest row the Desperation count reaches. */
    static String victoryLevel(Cards.CampaignMap map, int desperation) {
        String level = null;
        for (Cards.VictoryLevel row : map.victoryLevels()) {
            if (desperation >= row.desperation()) {
                level = row.level();
            }
        }
        return level;
    }

    /**
     * The carry-over document, member for member as the setup schema's {@code $defs/carryOver} (clarification 51):
     * a Town retreated from is discarded, not played, and the route goes on from the last Town of the route
     * (clarification 56); {@code next} what the next game enters.
     */
    Map<String, Object> carryOver(WarfighterState state, String status, Map<String, Object> next) {
        Campaign c = state.campaign();
        List<String> played = c.retreated() ? c.played() : Evolve.plus(c.played(), c.town());
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("map", c.map());
        doc.put("status", status);
        doc.put("lastTown", routeTown(state));
        doc.put("played", played);
        doc.put("discarded", c.discarded());
        doc.put("desperation", c.desperation());
        doc.put("promotion", c.promotion());
        doc.put("resupply", c.resupply());
        doc.put("next", next);
        doc.put("armies", state.armies().stream().map(this::carried).toList());
        return doc;
    }

    private Map<String, Object> carried(ArmyState army) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("number", army.number());
        doc.put("seat", army.seat());
        doc.put("army", army.card());
        doc.put("hits", army.hits());
        doc.put("pins", army.pins());
        doc.put("supply", army.supply());
        doc.put("downed", army.downed());
        doc.put("attachments", army.attachments().stream().map(e -> {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("attachment", e.attachment());
            a.put("hits", e.hits());
            if (e.supply() != null) {
                a.put("supply", e.supply());
            }
            return a;
        }).toList());
        // Negative Skills are placed again from the card's traits, so they are not carried
        doc.put("skills", army.skills().stream().filter(s -> !cards.pack.skill(s).orElseThrow().negative())
                .map(s -> Map.<String, Object>of("skill", s)).toList());
        return doc;
    }
}
