package dev.arbiter.warfighter.rules.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.FightingOn;
import dev.arbiter.warfighter.rules.Invariants;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterEvent.GameOver;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Campaigns played by random bots (the lead seat builds the team from the Map's starting Resource
 * Points, and Retreats, fights on, plays or declines a Desperation Mission at random among the legal
 * choices), the invariants checked after every event and the replay compared with the live game by
 * the testkit's {@link Playout}; each carry-over must say what its game left, and starts the next game.
 */
class CampaignPlayoutTest {

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.3-§4.6: random teams play Lowland Road's Ashby mission to its end; the carry-over is ongoing after a success or a Retreat, failed after a defeat")
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
            assertEquals(over.result().equals("defeat") ? "failed" : "ongoing", carry.get("status"), "seed " + seed);
            assertEquals(over.result().equals("retreat") ? List.of() : List.of("ashby"), carry.get("played"), "seed " + seed);
            assertEquals(over.result().equals("retreat") ? List.of("ashby") : List.of(), carry.get("discarded"), "seed " + seed);
            List<?> armies = (List<?>) carry.get("armies");
            assertEquals(result.state().armies().size(), armies.size(), "every Army of the team is carried, Downed or not");
            assertTrue(result.events().stream().anyMatch(e -> e instanceof WarfighterEvent.ResourcesConverted));
            results.merge(over.result(), 1, Integer::sum);
        }
        System.out.printf("warfighter campaign playout: %d seats, results %s%n", seats, results);
    }

    @ParameterizedTest(name = "{0} seats, the lead seat may retreat: {1}")
    @CsvSource({"1, true", "2, true", "1, false", "2, false"})
    @DisplayName("warfighter-war.md §4.4-§4.6: Lowland Road played to its end game after game, chained by the carry-over, Retreats, Desperation Missions and Town Activities included (points never below 0); each game's replay equals live, and the Victory Level counts the Desperation Missions")
    void campaignsOfLowlandRoad(int seats, boolean retreats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules warfighter = new WarfighterRules(pack);
        Rules<WarfighterState, WarfighterCommand, WarfighterEvent> rules = retreats ? warfighter : new FightingOn(warfighter);
        Map<String, Integer> results = new TreeMap<>();
        int activities = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Map<?, ?> campaign = Map.of("map", "lowland-road");
            for (int game = 1; ; game++) {
                assertTrue(game <= 3, "seed " + seed + ": each game plays or discards one of Lowland Road's three Towns");
                Setup setup = new Setup(seats, Map.of("campaign", campaign, "hostileOrder", "fixed"));
                var played = new Playout<>(rules, setup, 8_000, Invariants.all(pack)).play(seed * 100 + game * 10 + seats);
                assertEquals(Stage.OVER, played.state().stage(), "seed " + seed + " game " + game + " ends");
                GameOver over = (GameOver) played.events().get(played.events().size() - 1);
                Map<?, ?> carry = (Map<?, ?>) over.carryOver();
                CampaignInvariants.check(campaign, played.events(), carry);
                activities += (int) played.events().stream().filter(CampaignPlayoutTest::townActivity).count();
                results.merge(over.result(), 1, Integer::sum);
                if (!"ongoing".equals(carry.get("status"))) {
                    if ("succeeded".equals(carry.get("status"))) {
                        results.merge("desperation " + carry.get("desperation"), 1, Integer::sum);
                    }
                    RuleViolation refused = assertThrows(RuleViolation.class,
                            () -> rules.initialState(new Setup(seats, Map.of("campaign", carry))));
                    assertEquals("campaign.ended", refused.rule());
                    break;
                }
                campaign = carry;
            }
        }
        System.out.printf("warfighter whole campaigns: %d seats, games %s, %d Town Activities%n", seats, results, activities);
        if (retreats) {
            assertTrue(results.getOrDefault("retreat", 0) > 0, "some team retreated");
        } else {
            assertTrue(results.getOrDefault("victory", 0) > 0, "some mission was won");
        }
        assertTrue(activities > 0, "the bots spent points in town");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2})
    @DisplayName("warfighter-war.md §4.4 Enter the Town: on Two Roads the bots choose the route from Ashby after a won first mission or a Retreat from it, and the game goes on into the Town chosen")
    void routeChosenOnTwoRoads(int seats) {
        Pack pack = WarfighterPacks.demo();
        WarfighterRules rules = new WarfighterRules(pack);
        Map<String, Integer> towns = new TreeMap<>();
        for (long seed = 1; seed <= 12; seed++) {
            Setup first = new Setup(seats, Map.of("campaign", Map.of("map", "two-roads"), "hostileOrder", "fixed"));
            var one = new Playout<>(rules, first, 8_000, Invariants.all(pack)).play(seed * 10 + seats);
            GameOver over = (GameOver) one.events().get(one.events().size() - 1);
            Map<?, ?> carry = (Map<?, ?>) over.carryOver();
            // a won first mission, or a Retreat from Ashby with no Desperation Mission, goes on by the route (clarification 56)
            if (!"ongoing".equals(carry.get("status")) || !CampaignGame.ROUTE.equals(carry.get("next"))) {
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
        assertTrue(!towns.isEmpty(), "some first game went on by the route");
    }

    private static boolean townActivity(WarfighterEvent e) {
        return e instanceof WarfighterEvent.AttachmentBought || e instanceof WarfighterEvent.AttachmentSold
                || e instanceof WarfighterEvent.SupplyRefilled || e instanceof WarfighterEvent.ExpendedRefreshed
                || e instanceof WarfighterEvent.SkillBought || e instanceof WarfighterEvent.ArmyLevelledUp
                || e instanceof WarfighterEvent.ArmyPurchased || e instanceof WarfighterEvent.MapActivityUsed;
    }
}
