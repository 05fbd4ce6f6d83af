package dev.arbiter.benchmarks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.signing.SigningKey;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The pieces of one command's work in the service that need no database, broker or socket, each alone, in µs per
 * operation (issue 31, step 4; docs/benchmarks.md, "Issue 31, step 4"): for one Rolled event of the recorded race,
 * sealing it (its canonical hashed text and SHA-256), signing its hash, writing its stored text; the command's meters
 * looked up by name and tags as before against held; and the hand-off of a request to a worker thread and back, as
 * RESTEasy's blocking dispatch does, against running it where it is.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
@State(Scope.Thread)
public class CommandPathBenchmark {

    private final MeterRegistry registry = new SimpleMeterRegistry();
    private ObjectNode unsealed;
    private ObjectNode signed;
    private SigningKey key;
    private Counter held;
    private ExecutorService worker;

    @Setup
    public void setUp() {
        ObjectNode rolled = RecordedGame.play(FoldBenchmark.GAME_TARGET).envelopes().stream()
                .filter(e -> e.get("type").asText().equals("Rolled")).findFirst().orElseThrow();
        key = SigningKey.generate();
        unsealed = rolled.deepCopy();
        unsealed.remove("hash");
        signed = rolled.deepCopy();
        signed.putObject("signature").put("keyId", key.keyId()).put("value", key.sign(rolled.get("hash").asText()));
        held = accepted();
        worker = Executors.newSingleThreadExecutor();
    }

    @TearDown
    public void tearDown() {
        worker.shutdownNow();
    }

    /** The envelope's hashed text written and hashed, as {@code Envelopes} seals it. */
    @Benchmark
    public String hashEvent() {
        return HashChain.ownHash(unsealed);
    }

    @Benchmark
    public String signEvent() {
        return key.sign(signed.get("hash").asText());
    }

    /** The signed envelope's one full text, stored, published and answered. */
    @Benchmark
    public String writeStoredText() {
        return CanonicalJson.write(signed);
    }

    @Benchmark
    public Counter meterLookedUp() {
        Counter counter = accepted();
        counter.increment();
        return counter;
    }

    @Benchmark
    public Counter meterHeld() {
        held.increment();
        return held;
    }

    /** A trivial task handed to another thread and waited for: the hop's own cost, wake-up of the parked thread included. */
    @Benchmark
    public Integer handedToWorker() {
        return CompletableFuture.supplyAsync(() -> 1, worker).join();
    }

    private Counter accepted() {
        return registry.counter("arbiter.commands", "type", "Roll", "outcome", "accepted", "problem", "none");
    }
}
