package dev.arbiter.benchmarks;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RandomBot;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import dev.arbiter.warmeister.rules.WarmeisterState;
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
 * Whole Warmeister games played by random bots on one thread with the real rules: the speed of
 * the playout tests, and an upper bound on how fast the rules alone decide. Each operation is one
 * game from the deal to the winner, with a new seed each time so no single game dominates.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
@State(Scope.Thread)
public class PlayoutBenchmark {

    @Param({"2", "4", "6"})
    public int seats;

    private long seed;

    /** ops/s is whole games per second. */
    @Benchmark
    public RandomBot.Game<WarmeisterState, WarmeisterEvent> warmeister() {
        RandomBot<WarmeisterState, ?, WarmeisterEvent> bot = new RandomBot<>(new WarmeisterRules(), new Setup(seats, Map.of()), 100_000);
        return bot.play(seed++, (state, event, index) -> { });
    }
}
