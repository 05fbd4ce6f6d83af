package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.toolkit.Lists;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Evolve;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A game played as one Campaign Turn (§4 Campaign Rules; docs/rules/warfighter.md, Campaign): the
 * setup's {@code campaign} member read, the Town entered and its Mission laid, and the mission's
 * end turned into the carry-over document (setup schema {@code $defs/carryOver}).
 */
public final class CampaignGame {

    /** The carry-over's {@code next} when the route is followed (§4.4 Enter the Town). */
    public static final Map<String, Object> ROUTE = Map.of("step", "route");

    private final Catalogue cards;

    public CampaignGame(Catalogue cards) {
        this.cards = cards;
    }

    /** The campaign a setup's {@code campaign} member starts; refuses an ended campaign's carry-over (clarification 60). */
    public Campaign read(Map<?, ?> member) {
        if (member.containsKey("status")) {
            Object status = member.get("status");
            Rulebook.BOOK.require("ongoing".equals(status), "campaign.ended", "§4.1 Campaign Overview, §4.6 Mission Result",
                    "the campaign this carry-over comes from has " + status + ": it cannot be continued");
        }
        String mapId = String.valueOf(member.get("map"));
        Cards.CampaignMap map = cards.pack.campaignMap(mapId).orElseThrow(() -> Rulebook.BOOK.violation("setup.unknown-map",
                "§4.3 Campaign Setup", "no Campaign Map " + mapId));
        if (!member.containsKey("status")) {
            return new Campaign(map.id(), map.start(), null, 0, 0, List.of(), List.of(), 0, List.of());
        }
        Map<?, ?> next = (Map<?, ?>) member.get("next");
        List<String> played = texts(member.get("played"));
        List<String> discarded = texts(member.get("discarded"));
        String last = String.valueOf(member.get("lastTown"));
        String town;
        if ("desperation".equals(next.get("step"))) {
            town = String.valueOf(next.get("town"));
            Rulebook.BOOK.require(desperationTowns(map, played, discarded).contains(town), "campaign.not-desperation-town", "§4.6 Retreat",
                    town + " is not one of Map " + mapId + "'s set-aside Towns left to play (clarification 54)");
        } else {
            List<String> arrows = arrows(map, last, discarded);
            Rulebook.BOOK.require(!arrows.isEmpty(), "campaign.no-route", "§4.4 Enter the Town", "no arrow leads on from " + last);
            // one arrow is followed at once; with several the Town stays unknown until the lead seat's ChooseRoute
            town = arrows.size() == 1 ? arrows.get(0) : null;
        }
        return new Campaign(map.id(), town, last, number(member.get("promotion")), number(member.get("resupply")), played, discarded,
                number(member.get("desperation")), destroyed(member));
    }

    /** The Attachments the carried Armies lost in the last mission, to come back at this game's Replenish (clarification 57). */
    private List<Campaign.Destroyed> destroyed(Map<?, ?> member) {
        List<Campaign.Destroyed> destroyed = new ArrayList<>();
        for (Object item : member.get("armies") instanceof List<?> list ? list : List.of()) {
            Map<?, ?> a = (Map<?, ?>) item;
            for (Object d : a.get("destroyed") instanceof List<?> lost ? lost : List.of()) {
                String attachment = String.valueOf(((Map<?, ?>) d).get("attachment"));
                Rulebook.BOOK.require(cards.pack.attachment(attachment).isPresent(), "campaign.unknown-attachment", "§4.4 Replenish",
                        "the pack has no Attachment " + attachment);
                destroyed.add(new Campaign.Destroyed(number(a.get("number")), attachment));
            }
        }
        return destroyed;
    }

    /**
     * §4.4 Replenish (clarification 57): each Attachment destroyed since the last Replenish comes back to its Army with Hits
     * enough to leave it 1 Manpower; an own Supply stack comes back empty, as Replenish gives no Supply.
     */
    void restoreAttachments(Emitter em) {
        for (Campaign.Destroyed d : em.state().campaign().destroyed()) {
            em.emit(new AttachmentRestored(d.army(), d.attachment(), cards.pack.attachment(d.attachment()).orElseThrow().manpower() - 1));
        }
    }

    /** The Towns {@code ChooseRoute} may name now: the arrows from the last Town, while the game waits for the route. */
    public List<String> routes(WarfighterState state) {
        Campaign c = state.campaign();
        if (state.stage() != Stage.ROUTE) {
            return List.of();
        }
        return arrows(map(state), c.lastTown(), c.discarded());
    }

    /** §4.4 Enter the Town by the lead seat's choice of arrow, then Replenish and the Town's Mission laid. */
    public void chooseRoute(Emitter em, Dice dice, WarfighterCommand.ChooseRoute command) {
        List<String> offered = routes(em.state());
        Rulebook.BOOK.require(offered.contains(command.town()), "route.not-offered", "§4.4 Enter the Town",
                "the arrows from the last Town lead to " + offered + ", not " + command.town());
        open(em, dice, command.town());
    }

    /** The Map's arrows from {@code from} to Towns not discarded (§4.4 Enter the Town). */
    private static List<String> arrows(Cards.CampaignMap map, String from, List<String> discarded) {
        return map.towns().stream().filter(t -> t.town().equals(from)).findFirst()
                .orElseThrow(() -> Rulebook.BOOK.violation("campaign.unknown-town", "§4.4 Enter the Town", from + " is not on Map " + map.id()))
                .routes().stream().filter(t -> !discarded.contains(t)).toList();
    }

    /** The Map's set-aside Towns not yet played or discarded (§4.6 Retreat; clarification 54). */
    private static List<String> desperationTowns(Cards.CampaignMap map, List<String> played, List<String> discarded) {
        return map.desperationTowns().stream().filter(t -> !played.contains(t) && !discarded.contains(t)).toList();
    }

    /** The Desperation Towns the lead seat may choose after this game's Retreat (its own Town excluded). */
    List<String> desperationTowns(WarfighterState state) {
        Campaign c = state.campaign();
        return desperationTowns(map(state), c.played(), Lists.plus(c.discarded(), c.town()));
    }

    /** Whether this game plays a Desperation Town, off the route (§4.6 Retreat; clarification 54). */
    boolean desperate(WarfighterState state) {
        return map(state).desperationTowns().contains(state.campaign().town());
    }

    /** The Town the route goes on from after this game: its own, or for a Desperation game the one before (clarification 56). */
    String routeTown(WarfighterState state) {
        return desperate(state) ? state.campaign().lastTown() : state.campaign().town();
    }

    /** Whether an arrow would still lead on after this game's Town is discarded (§4.4 Enter the Town; clarification 79). */
    boolean routeGoesOn(WarfighterState state) {
        Campaign c = state.campaign();
        return !arrows(map(state), routeTown(state), Lists.plus(c.discarded(), c.town())).isEmpty();
    }

    /** The team a carry-over brings (clarification 51): each Army as the last game left it, Downed ones included. */
    public List<ArmyState> carriedArmies(Map<?, ?> member, int seats) {
        if (!(member.get("armies") instanceof List<?> list)) {
            return List.of();
        }
        List<ArmyState> armies = new ArrayList<>();
        for (Object item : list) {
            Map<?, ?> a = (Map<?, ?>) item;
            String card = String.valueOf(a.get("army"));
            Rulebook.BOOK.require(cards.pack.army(card).isPresent(), "campaign.unknown-army", "§4.2 Army Cards", "the pack has no Army " + card);
            int seat = number(a.get("seat"));
            Rulebook.BOOK.require(seat < seats, "team.seat", "§4 Campaign Rules (clarification 71)", "no seat " + seat + " in this game");
            List<Equipped> kit = new ArrayList<>();
            List<String> expended = new ArrayList<>();
            for (Object e : (List<?>) a.get("attachments")) {
                Map<?, ?> m = (Map<?, ?>) e;
                String attachment = String.valueOf(m.get("attachment"));
                // a carried Attachment keeps the counters it still holds; it does not come with its card's again (clarification 116)
                kit.add(new Equipped(attachment, number(m.get("hits")), m.get("supply") == null ? null : number(m.get("supply")),
                        texts(m.get("hardy")), m.get("engineering") == null ? 0 : number(m.get("engineering"))));
                expended.addAll(spent(attachment, m.get("usesLeft")));
            }
            // a destroyed Attachment's spent uses stay spent when it comes back (clarification 51)
            for (Object e : a.get("destroyed") instanceof List<?> lost ? lost : List.of()) {
                Map<?, ?> m = (Map<?, ?>) e;
                expended.addAll(spent(String.valueOf(m.get("attachment")), m.get("usesLeft")));
            }
            List<String> skills = new ArrayList<>();
            for (Object k : (List<?>) a.get("skills")) {
                Map<?, ?> m = (Map<?, ?>) k;
                skills.add(String.valueOf(m.get("skill")));
                expended.addAll(spent(String.valueOf(m.get("skill")), m.get("usesLeft")));
            }
            Integer supply = a.get("supply") == null ? null : number(a.get("supply"));
            ArmyState army = ArmyState.recruited(number(a.get("number")), seat, card)
                    .counters(number(a.get("hits")), number(a.get("pins")), supply, 0).kit(kit, skills).withExpended(expended);
            armies.add(Boolean.TRUE.equals(a.get("downed")) ? army.down().kit(kit, skills).withExpended(expended) : army);
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
    public void open(Emitter em, Dice dice, String townId) {
        WarfighterState state = em.state();
        Cards.CampaignMap map = map(state);
        Cards.Town town = cards.pack.town(townId).orElseThrow();
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
            restoreAttachments(em);
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
        em.emit(new TimerSet(m.time() + m.condition("timerModifier") + townModifier(cards.pack, em.state().campaign(), "timerModifier")));
    }

    private static void emitShuffle(Emitter em, Dice dice, String deck, int size) {
        em.emit(new DeckShuffled(deck, size, dice.shuffle(size).rolls()));
    }

    /**
     * The Town effects of a kind that hold now (§4.4 Enter the Town): the current Town's {@code mission} effects, and the
     * {@code campaign} effects of every Town entered so far, this one included ("for the rest of the Campaign").
     */
    public static int townModifier(Pack pack, Campaign campaign, String kind) {
        int now = effects(pack, campaign.town(), "mission", kind);
        List<String> entered = new ArrayList<>(campaign.played());
        entered.add(campaign.town());
        return now + entered.stream().distinct().mapToInt(t -> effects(pack, t, "campaign", kind)).sum();
    }

    private static int effects(Pack pack, String town, String when, String kind) {
        return pack.town(town).orElseThrow().effects().stream().filter(e -> e.when().equals(when) && e.kind().equals(kind))
                .mapToInt(Cards.TownEffect::amount).sum();
    }

    /** §4.6 Mission Result, success: the Mission's points, the Town's after-Mission effects, every Pin removed. */
    public void succeed(Emitter em) {
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
    public void fail(Emitter em) {
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
    public Map<String, Object> carryOver(WarfighterState state, String status, Map<String, Object> next) {
        return new CarryOverDocument(cards, this).of(state, status, next);
    }

    /** The uses a carried card has spent, as {@code expended} keeps them: its uses less those {@code usesLeft} says are left. */
    private List<String> spent(String card, Object usesLeft) {
        List<String> expended = new ArrayList<>();
        if (usesLeft instanceof List<?> list) {
            List<Cards.Ability> abilities = new Abilities(cards).abilitiesOf(card);
            for (Object item : list) {
                Map<?, ?> entry = (Map<?, ?>) item;
                int index = number(entry.get("ability"));
                Rulebook.BOOK.require(index >= 0 && index < abilities.size() && abilities.get(index).uses() != null, "campaign.uses",
                        "§4.4 Refresh Expended Ability", card + " has no ability " + index + " with a limit of uses");
                int spent = Math.max(0, abilities.get(index).uses() - number(entry.get("left")));
                expended.addAll(Collections.nCopies(spent, Abilities.key(card, index)));
            }
        }
        return expended;
    }
}
