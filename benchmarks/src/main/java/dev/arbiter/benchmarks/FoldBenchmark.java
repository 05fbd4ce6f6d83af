package dev.arbiter.benchmarks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.benchmarks.fixture.RaceFixture;
import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameDecider;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Folding a whole game from GameCreated to GameEnded, as the kernel does when a game is not in its
 * state cache. The primary score is games/s; the {@code events} counter gives events/s, since the
 * game's length is whatever the seeded dice made it.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// sized for a shared 2-core box: JIT settles within 2 x 10 s, and the suite runs in about 4.5 minutes
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@State(Scope.Thread)
public class FoldBenchmark {

    /** Points the recorded game races to (two seats, banking at 10). */
    static final int GAME_TARGET = 100;

    private GameDecider<RaceFixture.State, RaceFixture.Command, RaceFixture.Event> decider;
    private GameCodec codec;
    private final ObjectMapper mapper = new ObjectMapper();
    private List<Object> events;
    private List<String> stored;

    /** Events folded in the current iteration; JMH reports it per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counter {

        public long events;

        @Setup(Level.Iteration)
        public void reset() {
            events = 0;
        }
    }

    @Setup
    public void setUp() {
        RecordedGame game = RecordedGame.play(GAME_TARGET);
        decider = game.decider();
        codec = game.codec();
        events = game.events();
        stored = game.storedTexts();
    }

    /** The decider alone, over events already in memory. */
    @Benchmark
    public void evolve(Counter counter, Blackhole blackhole) {
        Game<RaceFixture.State> game = null;
        for (Object event : events) {
            game = decider.evolve(game, event);
        }
        counter.events += events.size();
        blackhole.consume(game);
    }

    /**
     * What the kernel does per stored event (RulesetRuntime.fold, which needs the Quarkus stack to
     * load): parse the canonical text, read the payload back into its event, then evolve.
     */
    @Benchmark
    public void foldStored(Counter counter, Blackhole blackhole) throws JsonProcessingException {
        Game<RaceFixture.State> game = null;
        for (String text : stored) {
            JsonNode envelope = mapper.readTree(text);
            game = decider.evolve(game, codec.event(envelope.get("type").asText(), envelope.get("publicPayload")));
        }
        counter.events += stored.size();
        blackhole.consume(game);
    }
}
