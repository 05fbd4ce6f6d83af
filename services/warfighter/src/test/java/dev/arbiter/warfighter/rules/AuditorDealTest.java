package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/events.md, "Ruleset events", Warfighter, as an auditor uses it: seeded random-bot games,
 * and from their events alone (with the pack and the game's options, never the engine's state)
 * every deck's starting order rebuilt by the documented rules, the recorded rolls applied by the
 * documented Fisher-Yates, every deal and draw checked against the documented order, and the
 * discard piles replayed from the events for the reshuffles.
 */
class AuditorDealTest {

    private static final int MAX_COMMANDS = 8_000;

    private final Map<String, Integer> checked = new TreeMap<>();

    @ParameterizedTest(name = "{0}, {1} seats, {2} games")
    @CsvSource({"probe, 1, 6", "probe, 2, 4", "probe, 4, 3", "drawn, 1, 4", "campaign, 1, 4", "campaign, 2, 3"})
    @DisplayName("events.md, Warfighter: every shuffle's starting order, every deal and draw, and both discard piles, recomputed from the events")
    void dealsFollowTheDocumentedOrders(String kind, int seats, int games) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        for (long seed = 1; seed <= games; seed++) {
            Setup setup = switch (kind) {
                case "probe" -> PlayoutTest.probe(seats, seed % 2 == 0 ? "fixed" : "players");
                case "drawn" -> Setup.of(seats);
                default -> new Setup(seats, Map.of("campaign", Map.of("map", "lowland-road"), "hostileOrder", "fixed"));
            };
            var result = new Playout<>(rules, setup, MAX_COMMANDS, List.of()).play(seed * 7_919 + seats);
            new Auditor(pack, setup.options(), "seed " + result.seed()).check(result.events());
        }
        System.out.printf("warfighter auditor: %s, %d seats: %s%n", kind, seats, checked);
        for (String rule : List.of("DeckShuffled", "LocationDealt", "ActionCardsDrawn", "HostileDrawn", "HostilePlaced")) {
            assertTrue(checked.getOrDefault(rule, 0) > 0, "the games never checked " + rule);
        }
    }

    private final class Auditor {

        private final Pack pack;
        private final String region;
        private final String hostileDeckId;
        private final String where;

        private List<String> locationDeck = new ArrayList<>();
        private List<String> hostileDeck = new ArrayList<>();
        private List<String> actionDeck = new ArrayList<>();
        private List<String> actionDiscard = new ArrayList<>();
        private List<String> hostileDiscard = new ArrayList<>();
        private final Set<String> display = new HashSet<>();
        private final Map<Integer, List<String>> hands = new HashMap<>();
        private final Map<Integer, List<String>> setAside = new HashMap<>();
        private final List<CardRetained> retained = new ArrayList<>();
        private final Map<Integer, List<String>> hostiles = new HashMap<>();
        private final Set<String> waiting = new HashSet<>();

        Auditor(Pack pack, Map<String, Object> options, String where) {
            this.pack = pack;
            this.where = where;
            if (options.get("campaign") instanceof Map<?, ?> campaign) {
                region = pack.campaignMap(String.valueOf(campaign.get("map"))).orElseThrow().region();
            } else {
                region = options.containsKey("region") ? String.valueOf(options.get("region")) : pack.regions().get(0).id();
            }
            Cards.Region r = pack.regions().stream().filter(x -> x.id().equals(region)).findFirst().orElseThrow();
            hostileDeckId = options.containsKey("hostileDeck") ? String.valueOf(options.get("hostileDeck")) : r.hostileDecks().get(0).id();
        }

        void check(List<WarfighterEvent> events) {
            for (int i = 0; i < events.size(); i++) {
                WarfighterEvent event = events.get(i);
                apply(event, where + ", event " + i + " " + event);
                checked.merge(event.getClass().getSimpleName(), 1, Integer::sum);
            }
        }

        private List<String> hand(int army) {
            return hands.computeIfAbsent(army, a -> new ArrayList<>());
        }

        private List<String> aside(int army) {
            return setAside.computeIfAbsent(army, a -> new ArrayList<>());
        }

        private void apply(WarfighterEvent event, String at) {
            if (event instanceof MissionLaid e) {
                display.clear();
                if (e.drawn()) {
                    List<Cards.Mission> missions = pack.missions().stream().filter(m -> region.equals(m.region()) && m.town() == null).toList();
                    List<Cards.Objective> objectives = pack.objectives().stream()
                            .filter(o -> (o.region() == null || region.equals(o.region())) && o.town() == null).toList();
                    assertEquals(2, e.rolls().size(), at);
                    assertEquals(missions.size(), e.rolls().get(0).sides(), at);
                    assertEquals(objectives.size(), e.rolls().get(1).sides(), at);
                    assertEquals(missions.get(e.rolls().get(0).value() - 1).id(), e.mission(), at);
                    assertEquals(objectives.get(e.rolls().get(1).value() - 1).id(), e.objective(), at);
                    checked.merge("MissionLaid(drawn)", 1, Integer::sum);
                } else {
                    assertEquals(List.of(), e.rolls(), at);
                }
            } else if (event instanceof DeckShuffled e) {
                List<String> items;
                if (e.deck().equals("location")) {
                    items = pack.locations().stream().filter(l -> region.equals(l.region())).map(Cards.Location::id).toList();
                } else if (e.deck().startsWith("location-")) {
                    String tier = e.deck().substring("location-".length());
                    items = pack.locations().stream().filter(l -> region.equals(l.region()) && tier.equals(l.tier()))
                            .map(Cards.Location::id).filter(id -> !display.contains(id)).toList();
                    checked.merge("DeckShuffled(" + e.deck() + ")", 1, Integer::sum);
                } else if (e.deck().equals("hostile")) {
                    items = Stream.concat(
                            pack.hostiles().stream().filter(h -> h.deck().equals(hostileDeckId)).flatMap(h -> copies(h.id(), h.copies())),
                            pack.hostileAttachments().stream().filter(h -> h.deck().equals(hostileDeckId))
                                    .flatMap(h -> copies(h.id(), h.copies()))).toList();
                } else {
                    assertEquals("action", e.deck(), at);
                    items = pack.actionCards().stream().filter(c -> c.region() == null || c.region().equals(region))
                            .flatMap(c -> copies(c.id(), c.copies())).toList();
                }
                assertEquals(items.size(), e.size(), at);
                List<String> deck = shuffled(e.rolls(), items, at);
                switch (e.deck()) {
                    case "hostile" -> hostileDeck = deck;
                    case "action" -> actionDeck = deck;
                    default -> locationDeck = deck;
                }
            } else if (event instanceof DeckReshuffled e) {
                if (e.deck().equals("action")) {
                    assertTrue(actionDeck.isEmpty(), at);
                    assertEquals(actionDiscard.size(), e.size(), at);
                    actionDeck = shuffled(e.rolls(), actionDiscard, at);
                    actionDiscard = new ArrayList<>();
                } else {
                    assertEquals("hostile", e.deck(), at);
                    assertTrue(hostileDeck.isEmpty(), at);
                    assertEquals(hostileDiscard.size(), e.size(), at);
                    hostileDeck = shuffled(e.rolls(), hostileDiscard, at);
                    hostileDiscard = new ArrayList<>();
                }
                checked.merge("DeckReshuffled(" + e.deck() + ")", 1, Integer::sum);
            } else if (event instanceof LocationDealt e) {
                assertEquals(locationDeck.remove(0), e.location(), at);
                display.add(e.location());
            // --- the Action deck, the hands and the discard pile ---
            } else if (event instanceof ActionCardsDrawn e) {
                assertTrue(!e.cards().isEmpty() && e.cards().size() <= actionDeck.size(), at);
                assertEquals(new ArrayList<>(actionDeck.subList(0, e.cards().size())), e.cards(), at);
                actionDeck.subList(0, e.cards().size()).clear();
                hand(e.army()).addAll(e.cards());
            } else if (event instanceof CardsDiscardedAndDrawn e) {
                assertTrue(hand(e.army()).containsAll(e.discarded()), at);
                hand(e.army()).removeAll(e.discarded());
                actionDiscard.addAll(e.discarded());
                assertEquals(new ArrayList<>(actionDeck.subList(0, e.drawn().size())), e.drawn(), at);
                actionDeck.subList(0, e.drawn().size()).clear();
                hand(e.army()).addAll(e.drawn());
            } else if (event instanceof ActionCardPlayed e) {
                assertTrue(hand(e.army()).remove(e.card()), at);
                actionDiscard.add(e.card());
            } else if (event instanceof CardRetained e) {
                assertTrue(actionDiscard.remove(actionDiscard.lastIndexOf(e.card())) != null, at);
                retained.add(e);
            } else if (event instanceof RetainDropped e) {
                assertTrue(retained.removeIf(r -> r.card().equals(e.card())), at);
                actionDiscard.add(e.card());
            } else if (event instanceof AttackDeclared e) {
                if (e.attackerSide().equals("army")) {
                    assertTrue(hand(e.attacker()).containsAll(e.cards()), at);
                    hand(e.attacker()).removeAll(e.cards());
                    actionDiscard.addAll(e.cards());
                }
            } else if (event instanceof CardSetAside e) {
                assertTrue(hand(e.by()).remove(e.card()), at);
                aside(e.forArmy()).add(e.card());
            } else if (event instanceof ArmyMoved e) {
                for (String card : e.discarded()) {
                    assertTrue(hands.values().stream().filter(h -> h.remove(card)).count() == 1, at + ": " + card + " was in one hand");
                }
                assertEquals(aside(e.army()), e.setAsideUsed(), at);
                actionDiscard.addAll(e.discarded());
                actionDiscard.addAll(e.setAsideUsed());
                aside(e.army()).clear();
            } else if (event instanceof ArmyDowned e) {
                actionDiscard.addAll(hand(e.army()));
                actionDiscard.addAll(aside(e.army()));
                retained.stream().filter(r -> r.army() == e.army()).forEach(r -> actionDiscard.add(r.card()));
                retained.removeIf(r -> r.army() == e.army());
                hand(e.army()).clear();
                aside(e.army()).clear();
                checked.merge("ArmyDowned", 0, Integer::sum);
            // --- the Hostile deck and its discard pile ---
            } else if (event instanceof HostileDrawn e) {
                assertEquals(hostileDeck.get(0), e.card(), at);
            } else if (event instanceof HostilePlaced e) {
                assertEquals(hostileDeck.remove(0), e.card(), at);
                hostiles.put(e.hostile(), new ArrayList<>(List.of(e.card())));
            } else if (event instanceof HostileOvershot e) {
                assertEquals(hostileDeck.remove(0), e.card(), at);
                hostileDiscard.add(e.card());
            } else if (event instanceof HostileAttachmentWaiting e) {
                assertEquals(hostileDeck.remove(0), e.attachment(), at);
                waiting.add(e.attachment());
            } else if (event instanceof HostileAttachmentAttached e) {
                if (!hostileDeck.isEmpty() && hostileDeck.get(0).equals(e.attachment())) {
                    hostileDeck.remove(0);
                } else {
                    assertTrue(waiting.remove(e.attachment()), at + ": a waiting attachment");
                    checked.merge("HostileAttachmentAttached(waiting)", 1, Integer::sum);
                }
                hostiles.get(e.hostile()).add(e.attachment());
            } else if (event instanceof HostileEliminated e) {
                hostileDiscard.addAll(hostiles.remove(e.hostile()));
            } else if (event instanceof HostileSupplied e) {
                if (e.tieRoll() != null) {
                    assertTrue(e.tieRoll().sides() >= 2, at);
                }
            } else if (event instanceof AttackRolled e) {
                e.attackRolls().forEach(r -> assertEquals(10, r.sides(), at));
                assertEquals(e.attackRolls().stream().mapToInt(Roll::value).max().orElseThrow(), e.kept(), at);
                assertEquals(6, e.coverRoll().sides(), at);
            } else if (event instanceof EnvironRolled e) {
                assertEquals(10, e.roll().sides(), at);
            } else if (event instanceof EngineerRolled e) {
                assertEquals(10, e.roll().sides(), at);
            }
        }
    }

    private static Stream<String> copies(String id, int n) {
        List<String> all = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            all.add(id + "#" + i);
        }
        return all.stream();
    }

    /** events.md, "A shuffle", applied by hand. */
    private static List<String> shuffled(List<Roll> rolls, List<String> items, String at) {
        int n = items.size();
        assertEquals(Math.max(0, n - 1), rolls.size(), at);
        List<String> order = new ArrayList<>(items);
        for (int k = 0; k <= n - 2; k++) {
            int i = n - 1 - k;
            assertEquals(i + 1, rolls.get(k).sides(), at);
            int j = rolls.get(k).value() - 1;
            String swap = order.get(i);
            order.set(i, order.get(j));
            order.set(j, swap);
        }
        return order;
    }
}
