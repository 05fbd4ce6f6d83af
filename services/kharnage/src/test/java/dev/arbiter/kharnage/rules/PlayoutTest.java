package dev.arbiter.kharnage.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kharnage.pack.KharnagePacks;
import dev.arbiter.kharnage.rules.KharnageEvent.CardsRevealed;
import dev.arbiter.kharnage.rules.KharnageEvent.GameOver;
import dev.arbiter.kharnage.rules.KharnageEvent.RoundBegan;
import dev.arbiter.testkit.Playout;
import dev.arbiter.testkit.Secrecy;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.DisplayName;

/**
 * Seeded random-bot games with the demo pack, every seat picking any legal action, played to the
 * end with the invariants checked after every event and the replay compared with the live state.
 */
class PlayoutTest {

    private static final int MAX_COMMANDS = 5_000;
    private static final int SECRECY_GAMES = 3;

    @ParameterizedTest(name = "{0} players, {1} games, yeah={2}")
    @CsvSource({"2, 100, false", "3, 100, false", "4, 100, false", "4, 40, true"})
    @DisplayName("kharnage.md, THE ROUND and END OF THE GAME: random games for 2-4 players end after the 4th round with everyone placed")
    void randomGamesEnd(int players, int games, boolean yeah) {
        Pack pack = KharnagePacks.demo();
        KharnageRules rules = new KharnageRules(pack);
        long started = System.nanoTime();
        long commands = 0;
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 1; seed <= games; seed++) {
            Map<String, Object> options = new HashMap<>();
            options.put(KharnageRules.OPTION_YEAH, yeah);
            if (players < 4) {
                String[] armies = {"dwarf", "goblin", "human", "orc"};
                java.util.List<String> chosen = new java.util.ArrayList<>();
                for (int i = 0; i < players; i++) {
                    chosen.add(armies[(int) ((seed + i) % 4)]);
                }
                options.put(KharnageRules.OPTION_ARMIES, chosen);
            }
            Playout<KharnageState, KharnageCommand, KharnageEvent> playout =
                    new Playout<>(rules, new Setup(players, options), MAX_COMMANDS, Invariants.all(pack, players));
            var result = playout.play(seed * 1_000 + players);
            commands += result.commands();
            assertEquals(Phase.OVER, result.state().phase());
            assertEquals(players, result.outcome().placings().stream().mapToInt(java.util.List::size).sum(), "every player is placed");
            assertEquals(Flow.ROUNDS, result.events().stream().filter(e -> e instanceof RoundBegan).count(), "four rounds");
            assertEquals(Flow.ROUNDS, result.events().stream().filter(e -> e instanceof CardsRevealed).count(), "four reveals");
            assertTrue(result.events().get(result.events().size() - 1) instanceof GameOver);
            result.events().forEach(e -> seen.merge(e.getClass().getSimpleName(), 1, Integer::sum));
            checkSealsAndScores(rules, players, result.events());
        }
        assertTrue(seen.keySet().containsAll(java.util.List.of("KnightsCharged", "UnitStomped", "UnitWebbed", "KamikazeExploded",
                "PartsJoined", "UnitsAbsent", "GeneralCalled", "OwnUnitChosen", "KharnageAchieved", "AttackKindOffered")), "the games used every skill: " + seen);
        System.out.printf("kharnage playout: %d players, %d games, %d commands, %.1f s, events %s%n",
                players, games, commands, (System.nanoTime() - started) / 1e9, new java.util.TreeMap<>(seen));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("kharnage.md, THE ROUND: no view, event, legal action or refusal gives away a hand, a committed card or any deck's order")
    void secretsStaySecret(int players) {
        Pack pack = KharnagePacks.demo();
        for (long seed = 1; seed <= SECRECY_GAMES; seed++) {
            Map<String, Object> options = Map.of(KharnageRules.OPTION_YEAH, seed % 2 == 0);
            new Playout<>(Secrecy.checked(new KharnageRules(pack), players), new Setup(players, options), MAX_COMMANDS,
                    Invariants.all(pack, players)).play(seed * 1_000 + players);
        }
    }

    /**
     * Properties over every game's log: each opening matches its commitment and no other seat can
     * read a committed card (THE ROUND); Domination tokens follow END OF ROUND; placings follow
     * END OF THE GAME.
     */
    private static void checkSealsAndScores(KharnageRules rules, int players, java.util.List<KharnageEvent> events) {
        Map<Integer, String> commitments = new HashMap<>();
        Map<Integer, Integer> initiative = new HashMap<>();
        Map<String, Integer> initiatives = new HashMap<>();
        rules.packs().get(0).battleIndex().forEach((id, card) -> initiatives.put(id, card.initiative()));
        for (KharnageEvent event : events) {
            if (event instanceof KharnageEvent.CardCommitted c) {
                commitments.put(c.seat(), c.commitment());
                KharnageEvent.CardCommitted seen = dev.arbiter.kernel.spi.Redactor.event(c, dev.arbiter.kernel.spi.Viewer.seat((c.seat() + 1) % players));
                assertTrue(seen.card() == null && seen.salt() == null && seen.saltRolls().isEmpty());
            } else if (event instanceof CardsRevealed r) {
                for (KharnageEvent.Opening o : r.openings()) {
                    assertTrue(Commitments.opens(commitments.remove(o.seat()), o.card(), o.salt()), "opening of seat " + o.seat());
                    initiative.put(o.seat(), initiatives.get(o.card()));
                }
                for (int i = 1; i < r.order().size(); i++) {
                    assertTrue(initiative.get(r.order().get(i - 1)) <= initiative.get(r.order().get(i)), "lowest initiative first");
                }
            } else if (event instanceof KharnageEvent.RoundScored scored) {
                java.util.List<Integer> ranked = new java.util.ArrayList<>();
                for (int seat = 0; seat < players; seat++) {
                    ranked.add(seat);
                }
                ranked.sort(java.util.Comparator.comparingInt((Integer seat) -> -scored.destroyed().get(seat)).thenComparingInt(initiative::get));
                java.util.List<Integer> tokens = players == 2 ? java.util.List.of(5, 3) : java.util.List.of(5, 3, 1);
                for (int i = 0; i < scored.awards().size(); i++) {
                    assertEquals(new KharnageEvent.Award(ranked.get(i), tokens.get(i)), scored.awards().get(i));
                }
                assertEquals(tokens.size(), scored.awards().size(), "every token of the round is given, a count of 0 included");
            } else if (event instanceof GameOver over) {
                java.util.List<KharnageEvent.Score> order = new java.util.ArrayList<>();
                over.placings().forEach(group -> group.forEach(seat -> order.add(over.scores().get(seat))));
                for (int i = 1; i < order.size(); i++) {
                    KharnageEvent.Score a = order.get(i - 1);
                    KharnageEvent.Score b = order.get(i);
                    assertTrue(a.total() > b.total() || a.total() == b.total() && (a.kharnage() > b.kharnage()
                            || a.kharnage() == b.kharnage() && a.lastInitiative() <= b.lastInitiative()), "placings " + over);
                }
            }
        }
    }
}
