package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Bot;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.bot.Tactician;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whole games of the demo armies with the service's bot "tactician" in one or both seats, by the test kit's
 * {@link Playout}: every command it sends is accepted, the invariants of {@link PlayoutTest} hold after every event,
 * and replay equals the live game. Unlike the random bot, it closes the distance and fights, so its games are won by a
 * caster kill or the scenario (A13, P04, P08).
 */
class TacticianPlayoutTest {

    private static final WarmachineRules RULES = new WarmachineRules(WarmachinePacks.demo());
    private static final Bot<WarmachineCommand> TACTICIAN = RULES.bots().get(Tactician.NAME);
    private static final int GAMES = 6;

    @Test
    @DisplayName("A13, P08: the tactician against the random bot, in either seat, wins Mosh Pit by caster kill or scenario every game")
    void beatsTheRandomBot() {
        Map<String, Integer> seen = new TreeMap<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            int seat = (int) (seed % 2);
            var result = new Playout<>(RULES, new Setup(2, Map.of("scenario", "mosh-pit")), 5_000, PlayoutTest.invariants(), Map.of(seat, TACTICIAN))
                    .play(seed);
            WarmachineState end = result.state();
            seen.merge(end.ending(), 1, Integer::sum);
            assertEquals(Stage.OVER, end.stage(), "seed " + seed);
            assertTrue("caster-kill".equals(end.ending()) || "scenario".equals(end.ending()), "seed " + seed + " ended by " + end.ending());
            assertEquals(Integer.valueOf(seat), end.winner(), "seed " + seed + ": the tactician in seat " + seat + " wins");
        }
        System.out.printf("warmachine tactician v random: %s%n", seen);
    }

    @Test
    @DisplayName("A13, P04, P08: the tactician against itself fights: models charge, attack and are destroyed, and most games have a winner, by caster kill or by the scenario (Mosh Pit's control points, Annihilation's army points after round 6)")
    void fightsItself() {
        Map<String, Integer> seen = new TreeMap<>();
        int decisive = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            String scenario = seed % 2 == 0 ? "annihilation" : "mosh-pit";
            var result = new Playout<>(RULES, new Setup(2, Map.of("scenario", scenario)), 5_000, PlayoutTest.invariants(),
                    Map.of(0, TACTICIAN, 1, TACTICIAN)).play(seed);
            WarmachineState end = result.state();
            assertEquals(Stage.OVER, end.stage(), "seed " + seed);
            seen.merge(scenario + " " + end.ending(), 1, Integer::sum);
            result.events().forEach(e -> seen.merge(e.getClass().getSimpleName(), 1, Integer::sum));
            if (end.winner() != null) {
                decisive++;
            }
        }
        System.out.printf("warmachine tactician v tactician: %s%n", seen);
        assertTrue(seen.getOrDefault("Charged", 0) > 0 && seen.getOrDefault("Attacked", 0) > 0 && seen.getOrDefault("ModelDestroyed", 0) > 0,
                "the armies meet: " + seen);
        assertTrue(decisive * 2 > GAMES, decisive + " of " + GAMES + " games have a winner: " + seen);
    }
}
