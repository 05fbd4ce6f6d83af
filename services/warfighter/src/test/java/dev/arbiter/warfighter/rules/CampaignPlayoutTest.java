package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.WarfighterEvent.GameOver;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A campaign's first game played by random bots (the lead seat builds the team from the Map's
 * starting Resource Points), the invariants checked after every event and the replay compared with
 * the live game by the testkit's {@link Playout}; the carry-over must say what the game left.
 */
class CampaignPlayoutTest {

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.3-§4.6: random teams play Lowland Road's Ashby mission to its end; the carry-over is ongoing after a success, failed after a defeat")
    void firstMissionOfLowlandRoad(int seats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> results = new TreeMap<>();
        for (long seed = 1; seed <= 20; seed++) {
            Setup setup = new Setup(seats, Map.of("campaign", Map.of("map", "lowland-road"), "hostileOrder", "fixed"));
            var result = new Playout<>(rules, setup, 8_000, Invariants.all(pack)).play(seed * 10 + seats);
            assertEquals(Stage.OVER, result.state().stage(), "seed " + seed + " ends");
            GameOver over = (GameOver) result.events().get(result.events().size() - 1);
            Map<?, ?> carry = (Map<?, ?>) over.carryOver();
            assertEquals(over.result().equals("victory") ? "ongoing" : "failed", carry.get("status"), "seed " + seed);
            assertEquals(List.of("ashby"), carry.get("played"));
            List<?> armies = (List<?>) carry.get("armies");
            assertEquals(result.state().armies().size(), armies.size(), "every Army of the team is carried, Downed or not");
            assertTrue(result.events().stream().anyMatch(e -> e instanceof WarfighterEvent.ResourcesConverted));
            results.merge(over.result(), 1, Integer::sum);
        }
        System.out.printf("warfighter campaign playout: %d seats, results %s%n", seats, results);
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.4-§4.6: Lowland Road across both missions, chained by the carry-over; the bots spend points in Brackenford (never below 0); each mission's replay equals live, and a success at Brackenford ends the campaign Legendary")
    void bothMissionsOfLowlandRoad(int seats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> results = new TreeMap<>();
        int activities = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Setup first = new Setup(seats, Map.of("campaign", Map.of("map", "lowland-road"), "hostileOrder", "fixed"));
            var one = new Playout<>(rules, first, 8_000, Invariants.all(pack)).play(seed * 10 + seats);
            GameOver over = (GameOver) one.events().get(one.events().size() - 1);
            if (!over.result().equals("victory")) {
                continue;
            }
            Setup second = new Setup(seats, Map.of("campaign", over.carryOver(), "hostileOrder", "fixed"));
            var two = new Playout<>(rules, second, 8_000, Invariants.all(pack)).play(seed * 10 + seats + 1);
            assertEquals(Stage.OVER, two.state().stage(), "seed " + seed + " ends");
            assertTrue(two.events().contains(new WarfighterEvent.TownEntered("brackenford", "ashby")));
            activities += (int) two.events().stream().filter(CampaignPlayoutTest::townActivity).count();
            GameOver end = (GameOver) two.events().get(two.events().size() - 1);
            Map<?, ?> carry = (Map<?, ?>) end.carryOver();
            assertEquals(List.of("ashby", "brackenford"), carry.get("played"));
            if (end.result().equals("victory")) {
                assertEquals("succeeded", carry.get("status"));
                assertTrue(two.events().contains(new WarfighterEvent.CampaignEnded("succeeded", "Legendary")), "no Desperation Mission");
                RuleViolation refused = assertThrows(RuleViolation.class,
                        () -> rules.initialState(new Setup(seats, Map.of("campaign", end.carryOver()))));
                assertEquals("campaign.ended", refused.rule());
            } else {
                assertEquals("failed", carry.get("status"));
            }
            results.merge(end.result(), 1, Integer::sum);
        }
        System.out.printf("warfighter campaign across two missions: %d seats, second results %s, %d Town Activities%n", seats, results,
                activities);
        assertTrue(!results.isEmpty(), "some first mission was won");
        assertTrue(activities > 0, "the bots spent points in town");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.4 Enter the Town: on Two Roads the bots choose the route from Ashby after a won first mission, and the game goes on into the Town chosen")
    void routeChosenOnTwoRoads(int seats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> towns = new TreeMap<>();
        for (long seed = 1; seed <= 12; seed++) {
            Setup first = new Setup(seats, Map.of("campaign", Map.of("map", "two-roads"), "hostileOrder", "fixed"));
            var one = new Playout<>(rules, first, 8_000, Invariants.all(pack)).play(seed * 10 + seats);
            GameOver over = (GameOver) one.events().get(one.events().size() - 1);
            if (!over.result().equals("victory")) {
                continue;
            }
            Setup second = new Setup(seats, Map.of("campaign", over.carryOver(), "hostileOrder", "fixed"));
            var two = new Playout<>(rules, second, 8_000, Invariants.all(pack)).play(seed * 10 + seats + 1);
            assertEquals(Stage.OVER, two.state().stage(), "seed " + seed + " ends");
            WarfighterEvent.TownEntered entered = (WarfighterEvent.TownEntered) two.events().stream()
                    .filter(e -> e instanceof WarfighterEvent.TownEntered).findFirst().orElseThrow();
            assertEquals("ashby", entered.from());
            assertTrue(List.of("greyspire", "brackenford").contains(entered.town()));
            towns.merge(entered.town(), 1, Integer::sum);
        }
        System.out.printf("warfighter Two Roads: %d seats, routes chosen %s%n", seats, towns);
        assertTrue(!towns.isEmpty(), "some first mission was won");
    }

    private static boolean townActivity(WarfighterEvent e) {
        return e instanceof WarfighterEvent.AttachmentBought || e instanceof WarfighterEvent.AttachmentSold
                || e instanceof WarfighterEvent.SupplyRefilled || e instanceof WarfighterEvent.ExpendedRefreshed
                || e instanceof WarfighterEvent.SkillBought || e instanceof WarfighterEvent.ArmyLevelledUp
                || e instanceof WarfighterEvent.ArmyPurchased || e instanceof WarfighterEvent.MapActivityUsed;
    }
}
