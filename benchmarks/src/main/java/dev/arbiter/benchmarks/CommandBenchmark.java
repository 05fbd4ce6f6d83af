package dev.arbiter.benchmarks;

import dev.arbiter.benchmarks.fixture.WarmeisterGame;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The kernel's cost per command, rules included: the commands of one recorded Warmeister game
 * decided again through {@code GameDecider}, each followed by the seats it leaves awaited (as the
 * service computes them for the envelope). One operation is the whole game; the {@code commands}
 * counter gives commands/s. Run on two kernels with the same seed, it compares them on the very
 * same game (docs/benchmarks.md, "Kernel v2 against v1").
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
@State(Scope.Thread)
public class CommandBenchmark {

    public static final long SEED = 17;

    @Param({"2", "4"})
    public int seats;

    private WarmeisterGame game;

    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counter {
        public long commands;

        @Setup(Level.Iteration)
        public void reset() {
            commands = 0;
        }
    }

    @Setup
    public void record() {
        game = WarmeisterGame.play(seats, SEED);
    }

    @Benchmark
    public Object warmeister(Counter counter) {
        counter.commands += game.moves().size();
        return game.replay();
    }
}
