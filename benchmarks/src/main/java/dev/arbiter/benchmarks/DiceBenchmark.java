package dev.arbiter.benchmarks;

import dev.arbiter.kernel.spi.VerifiableDice;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Verifiable dice: every value a game draws costs one HMAC-SHA256 block (rarely two, when a
 * block is rejected to keep the faces uniform), so this is the price of randomness per command.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// sized for a shared 2-core box: JIT settles within 2 x 10 s, and the suite runs in about 4.5 minutes
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@State(Scope.Thread)
public class DiceBenchmark {

    private VerifiableDice dice;

    @Setup
    public void setUp() {
        byte[] seed = new byte[32];
        Arrays.fill(seed, (byte) 7);
        // the HMAC message holds the game id and every seat's client seed, as in a two-seat game
        dice = new VerifiableDice(seed, "6f1c2a3e-5b7d-4e8f-9a0b-1c2d3e4f5a6b", List.of("client-0", "client-1"), 0);
    }

    /** One die: ops/s is draws/s. */
    @Benchmark
    public void d6(Blackhole blackhole) {
        blackhole.consume(dice.d6());
    }

    /** A 52-card deck: ops/s is shuffles/s, each 51 draws. */
    @Benchmark
    public void shuffle52(Blackhole blackhole) {
        blackhole.consume(dice.shuffle(52));
    }
}
