package dev.arbiter.benchmarks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The hash chain: what writing one event costs (canonical JSON, then sealing) and what an audit's
 * chain check costs per event. The envelopes are real ones from a recorded fixture game.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// sized for a shared 2-core box: JIT settles within 2 x 10 s, and the suite runs in about 4.5 minutes
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@State(Scope.Thread)
public class ChainBenchmark {

    static final int CHAIN_LENGTH = 1000;
    /** Points to race to so that the game outlasts {@link #CHAIN_LENGTH} events. */
    static final int CHAIN_GAME_TARGET = 2000;

    /** A Rolled envelope: the most common event, with a small payload (seat and roll). */
    private ObjectNode envelope;

    @Setup
    public void setUp() {
        envelope = RecordedGame.play(FoldBenchmark.GAME_TARGET).envelopes().stream()
                .filter(e -> e.get("type").asText().equals("Rolled")).findFirst().orElseThrow();
    }

    /** The envelope's canonical text, which the store keeps and Kafka carries. */
    @Benchmark
    public void canonicalJson(Blackhole blackhole) {
        blackhole.consume(CanonicalJson.write(envelope));
    }

    /** Hashing the envelope and writing it out: two canonical writes and one SHA-256. */
    @Benchmark
    public void seal(Blackhole blackhole) {
        blackhole.consume(HashChain.seal(envelope));
    }

    /** The first {@link #CHAIN_LENGTH} envelopes of one long game, checked link by link. */
    @State(Scope.Thread)
    public static class Chain {

        List<ObjectNode> envelopes;

        @Setup
        public void setUp() {
            envelopes = RecordedGame.play(CHAIN_GAME_TARGET).envelopes().subList(0, CHAIN_LENGTH);
            // an intact chain is checked to its end; a broken one would stop early and flatter the number
            if (HashChain.firstBreak(envelopes).isPresent()) {
                throw new IllegalStateException("the recorded chain is broken");
            }
        }
    }

    /** ops/s is envelopes verified per second. */
    @Benchmark
    @OperationsPerInvocation(CHAIN_LENGTH)
    public void verifyChain(Chain chain, Blackhole blackhole) {
        blackhole.consume(HashChain.firstBreak(chain.envelopes));
    }
}
