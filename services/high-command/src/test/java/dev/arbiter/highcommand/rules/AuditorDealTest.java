package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.Reveal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Colour;
import dev.arbiter.highcommand.rules.cards.Faction;
import dev.arbiter.highcommand.rules.cards.Location;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.testkit.Playout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/events.md, "Ruleset events", High Command, as an auditor uses it: seeded random-bot games,
 * and from their events alone (with the pack and the game's options, never the engine's state)
 * every shuffle's starting order rebuilt by the documented rules, the recorded rolls applied by
 * the documented Fisher-Yates, and every deal and draw checked to take exactly the cards the
 * documented order gives.
 */
class AuditorDealTest {

    private static final int MAX_COMMANDS = 20_000;

    /** Counts what the games exercised, so that a rule nobody reached does not pass unnoticed. */
    private final Map<String, Integer> checked = new TreeMap<>();

    @ParameterizedTest(name = "{0} players, {1} games, quickStart={2}, customDetachments={3}")
    @CsvSource({"2, 4, false, false", "3, 3, false, false", "4, 2, false, false", "2, 3, true, false", "3, 2, false, true"})
    @DisplayName("events.md, High Command: every shuffle's starting order, and every deal and draw, recomputed from the events")
    void dealsFollowTheDocumentedOrders(int players, int games, boolean quickStart, boolean custom) {
        Pack pack = HighCommandPacks.demo();
        HighCommandRules rules = new HighCommandRules(pack);
        for (long seed = 1; seed <= games; seed++) {
            Map<String, Object> options = new HashMap<>();
            options.put(HighCommandRules.OPTION_QUICK_START, quickStart);
            options.put(HighCommandRules.OPTION_CUSTOM_DETACHMENTS, custom);
            var result = new Playout<>(rules, new Setup(players, options), MAX_COMMANDS, List.of()).play(seed * 7_919 + players);
            new Auditor(pack, players, quickStart, "seed " + result.seed()).check(result.events());
        }
        System.out.printf("high-command auditor: %d players, quickStart=%s, custom=%s: %s%n", players, quickStart, custom, checked);
        for (String rule : List.of("LocationDeckShuffled", "WindsOfWarShuffled", "LocationRevealed", "WindsOfWarRevealed",
                "ReinforcementDeckShuffled", "ReserveFilled", "ArmyDeckShuffled", "FirstPlayerChosen", "CardsDrawn",
                "DiscardPileShuffled", "GameOver")) {
            assertTrue(checked.getOrDefault(rule, 0) > 0, "the games never checked " + rule);
        }
    }

    /** The auditor: piles rebuilt from the pack and the events, nothing else. */
    private final class Auditor {

        private final Pack pack;
        private final int seats;
        private final boolean quickStart;
        private final String where;

        private List<String> locationDeck;
        private final List<String> winds = new ArrayList<>();
        private final List<Stage> stagesSeen = new ArrayList<>();
        private final Map<Integer, List<String>> reinforcementShuffled = new HashMap<>();
        private final Map<Integer, List<String>> reinforcementBottom = new HashMap<>();
        private final Map<Integer, List<String>> armyDeck = new HashMap<>();
        private final Map<Integer, List<String>> discard = new HashMap<>();

        Auditor(Pack pack, int seats, boolean quickStart, String where) {
            this.pack = pack;
            this.seats = seats;
            this.quickStart = quickStart;
            this.where = where;
            locationDeck = new ArrayList<>(quickStart ? pack.quickStart().locations() : pack.locations().stream().map(Location::id).toList());
            for (int seat = 0; seat < seats; seat++) {
                reinforcementBottom.put(seat, new ArrayList<>());
                discard.put(seat, new ArrayList<>());
            }
        }

        void check(List<HighCommandEvent> events) {
            for (int i = 0; i < events.size(); i++) {
                HighCommandEvent event = events.get(i);
                String at = where + ", event " + i + " " + event.getClass().getSimpleName();
                apply(event, at);
                checked.merge(event.getClass().getSimpleName(), 1, Integer::sum);
            }
        }

        private void apply(HighCommandEvent event, String at) {
            // --- shuffles: starting order by the documented rules, then the recorded rolls ---
            if (event instanceof LocationDeckShuffled e) {
                assertEquals(locationDeck.size(), e.cards(), at);
                locationDeck = shuffled(e.shuffle(), locationDeck, at);
            } else if (event instanceof WindsOfWarShuffled e) {
                stagesSeen.add(e.stage());
                assertEquals(List.of(Stage.late, Stage.mid, Stage.early).subList(0, stagesSeen.size()), stagesSeen, at + ": stage order");
                List<String> ids = quickStart ? pack.quickStart().windsOfWar() : pack.windsOfWar().stream().map(WindsOfWar::id).toList();
                List<String> stage = ids.stream().filter(id -> stageOf(id) == e.stage()).toList();
                assertEquals(stage.size(), e.cards(), at);
                winds.addAll(0, shuffled(e.shuffle(), stage, at)); // on top of the stages before
            } else if (event instanceof ArmyChosen e) {
                Faction faction = pack.faction(e.faction()).orElseThrow();
                List<String> reinforcement = new ArrayList<>();
                for (WarcasterChoice w : e.warcasters()) {
                    reinforcement.addAll(w.cards().isEmpty() ? copies(faction, w.colour()) : w.cards());
                }
                reinforcementShuffled.put(e.seat(), reinforcement);
                armyDeck.put(e.seat(), copies(faction, null));
            } else if (event instanceof ReinforcementDeckShuffled e) {
                List<String> deck = reinforcementShuffled.get(e.seat());
                assertEquals(deck.size(), e.cards(), at);
                reinforcementShuffled.put(e.seat(), shuffled(e.shuffle(), deck, at));
            } else if (event instanceof ArmyDeckShuffled e) {
                List<String> deck = armyDeck.get(e.seat());
                assertEquals(deck.size(), e.cards(), at);
                armyDeck.put(e.seat(), shuffled(e.shuffle(), deck, at));
            } else if (event instanceof DiscardPileShuffled e) {
                List<String> pile = discard.get(e.seat());
                assertEquals(pile.size(), e.cards(), at);
                assertTrue(armyDeck.get(e.seat()).isEmpty(), at + ": the army deck is empty when the discard pile becomes it");
                armyDeck.put(e.seat(), shuffled(e.shuffle(), pile, at));
                discard.put(e.seat(), new ArrayList<>());
            } else if (event instanceof FirstPlayerChosen e) {
                Roll roll = e.roll();
                assertEquals(seats, roll.sides(), at);
                assertEquals(roll.value() - 1, e.seat(), at);
            // --- deals and draws: from the front ---
            } else if (event instanceof LocationRevealed e) {
                assertEquals(locationDeck.remove(0), e.location(), at);
            } else if (event instanceof WindsOfWarRevealed e) {
                assertEquals(winds.remove(0), e.card(), at);
            } else if (event instanceof ReserveFilled e) {
                List<String> top = reinforcementShuffled.get(e.seat());
                String expected = !top.isEmpty() ? top.remove(0) : reinforcementBottom.get(e.seat()).remove(0);
                assertEquals(expected, e.card(), at);
            } else if (event instanceof ReserveRefreshed e) {
                reinforcementBottom.get(e.seat()).add(e.card());
                if (e.discard() != null) {
                    discard.get(e.seat()).add(e.discard());
                }
            } else if (event instanceof CardsDrawn e) {
                List<String> deck = armyDeck.get(e.seat());
                assertTrue(e.count() > 0 && e.count() <= deck.size(), at + ": draws " + e.count() + " of " + deck.size());
                assertEquals(new ArrayList<>(deck.subList(0, e.count())), e.cards(), at);
                deck.subList(0, e.count()).clear();
            } else if (event instanceof DrawCut e) {
                assertTrue(armyDeck.get(e.seat()).isEmpty() && discard.get(e.seat()).isEmpty(), at + ": a cut draw has nothing left");
            // --- the discard pile: added at the end, in the event's order ---
            } else if (event instanceof CardPurchased e) {
                discard.get(e.seat()).add(e.card());
            } else if (event instanceof CardsPaid e) {
                e.payment().forEach(p -> discard.get(e.seat()).add(p.card()));
            } else if (event instanceof AbilityUsed e) {
                if (e.trigger() == Trigger.discardForEffect && !discard.get(e.seat()).contains(e.card())) {
                    discard.get(e.seat()).add(e.card());
                }
            } else if (event instanceof HandDiscarded e) {
                discard.get(e.seat()).addAll(e.cards());
            } else if (event instanceof CardsDiscarded e) {
                discard.get(e.seat()).addAll(e.cards());
            } else if (event instanceof LocationCaptured e) {
                discard.get(e.seat()).add(e.location());
                e.discarded().forEach(p -> discard.get(p.seat()).add(p.card()));
            } else if (event instanceof ZeroHealthDiscarded e) {
                e.cards().forEach(p -> discard.get(p.seat()).add(p.card()));
            } else if (event instanceof CardsDestroyed e) {
                e.cards().forEach(p -> discard.get(p.seat()).add(p.card()));
            } else if (event instanceof CardCulled e) {
                if (e.card() != null) {
                    assertTrue(discard.get(e.seat()).remove(e.card()), at + ": " + e.card() + " is in the discard pile");
                    checked.merge("CardCulled(card)", 1, Integer::sum);
                }
            } else if (event instanceof GameOver e) {
                // the army decks the game ends with, shown to all: what is left of the documented order
                for (Reveal r : e.revealed()) {
                    assertEquals(armyDeck.get(r.seat()), r.armyDeck(), at + ": seat " + r.seat() + "'s army deck");
                }
            }
        }

        private Stage stageOf(String id) {
            return pack.windsOfWar().stream().filter(w -> w.id().equals(id)).findFirst().orElseThrow().stage();
        }

        /** The faction's cards of that colour (null: those without one) in file order, copy n of card id named id#n. */
        private List<String> copies(Faction faction, Colour colour) {
            List<String> cards = new ArrayList<>();
            for (ArmyCard c : faction.cards()) {
                if (c.colour() == colour) {
                    for (int n = 1; n <= c.copies(); n++) {
                        cards.add(c.id() + "#" + n);
                    }
                }
            }
            return cards;
        }
    }

    /** events.md, "A shuffle", applied by hand (not by the kernel's {@link Shuffle#apply}). */
    private static List<String> shuffled(Shuffle shuffle, List<String> items, String at) {
        List<Roll> rolls = shuffle.rolls();
        int n = items.size();
        assertEquals(Math.max(0, n - 1), rolls.size(), at + ": a shuffle of " + n + " items has " + Math.max(0, n - 1) + " rolls");
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
