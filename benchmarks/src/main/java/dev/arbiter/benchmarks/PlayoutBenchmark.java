package dev.arbiter.benchmarks;

import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.HighCommandEvent;
import dev.arbiter.highcommand.rules.HighCommandRules;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RandomBot;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.game.WarmachineEvent;
import dev.arbiter.warmachine.rules.game.WarmachineRules;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import dev.arbiter.warmeister.rules.WarmeisterState;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole games played by random bots on one thread with the real rules: the speed of the playout
 * tests, and an upper bound on how fast the rules alone decide. Each operation is one game from
 * the deal to the winner, with a new seed each time so no single game dominates. Each ruleset has
 * its own table, since each seats its own numbers of players.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class PlayoutBenchmark {

    /** Warmeister seats 2 to 6. */
    @State(Scope.Thread)
    public static class WarmeisterTable {

        @Param({"2", "4", "6"})
        public int seats;

        private long seed;
    }

    /** High Command seats 2 to 4, on the demo pack (the full setup, each seat choosing its army as the bot picks). */
    @State(Scope.Thread)
    public static class HighCommandTable {

        @Param({"2", "3", "4"})
        public int players;

        private final HighCommandRules rules = new HighCommandRules(List.of(HighCommandPacks.demo()));
        private long seed;
    }

    /**
     * Warfighter: the demo pack's Probe with Vital Hill and its preset team, commanded by one seat
     * or split between two (docs/rules/warfighter.md, The demo pack); the service's Hostile order.
     * A whole mission, the Hostiles' turns included, from the deal to victory or defeat.
     */
    @State(Scope.Thread)
    public static class WarfighterTable {

        @Param({"1", "2"})
        public int seats;

        private final WarfighterRules rules = new WarfighterRules(List.of(WarfighterPacks.demo()));
        private Map<String, Object> probe;
        private long seed;

        // JMH sets the @Param before this; the kernel's Setup owns the short name here
        @org.openjdk.jmh.annotations.Setup
        public void team() {
            int second = seats - 1;
            probe = Map.of("mission", "probe", "objective", "vital-hill", "hostileOrder", "fixed", "team", List.of(
                    Map.of("army", "309th-regiment", "seat", 0, "attachments", List.of("engineer-company", "field-radio"),
                            "skills", List.of("quality-soldiers")),
                    Map.of("army", "hollow-ridge-battery", "seat", 0),
                    Map.of("army", "48th-battalion", "seat", second, "skills", List.of("extra-maps")),
                    Map.of("army", "307th-battalion", "seat", second)));
        }
    }

    /**
     * WARMACHINE: an Annihilation game between the demo pack's two lists (the scenario {@link WarmachineBenchmark}
     * records one game of), from deployment to a caster kill or the end of the sixth round.
     */
    @State(Scope.Thread)
    public static class WarmachineTable {

        private final WarmachineRules rules = new WarmachineRules(WarmachinePacks.demo());
        private long seed;
    }

    /** ops/s is whole games per second. */
    @Benchmark
    public RandomBot.Game<WarmeisterState, WarmeisterEvent> warmeister(WarmeisterTable table) {
        RandomBot<WarmeisterState, ?, WarmeisterEvent> bot = new RandomBot<>(new WarmeisterRules(), new Setup(table.seats, Map.of()), 100_000);
        return bot.play(table.seed++);
    }

    /** ops/s is whole games per second. */
    @Benchmark
    public RandomBot.Game<HighCommandState, HighCommandEvent> highCommand(HighCommandTable table) {
        RandomBot<HighCommandState, ?, HighCommandEvent> bot = new RandomBot<>(table.rules, new Setup(table.players, Map.of()), 100_000);
        return bot.play(table.seed++);
    }

    /** ops/s is whole games per second. */
    @Benchmark
    public RandomBot.Game<WarmachineState, WarmachineEvent> warmachine(WarmachineTable table) {
        RandomBot<WarmachineState, ?, WarmachineEvent> bot = new RandomBot<>(table.rules, new Setup(2, Map.of("scenario", "annihilation")), 100_000);
        return bot.play(table.seed++);
    }

    /** ops/s is whole missions per second. */
    @Benchmark
    public RandomBot.Game<WarfighterState, WarfighterEvent> warfighter(WarfighterTable table) {
        RandomBot<WarfighterState, ?, WarfighterEvent> bot = new RandomBot<>(table.rules, new Setup(table.seats, table.probe), 100_000);
        return bot.play(table.seed++);
    }
}
