package dev.arbiter.benchmarks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.benchmarks.fixture.RecordedGame;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.game.AnswerText;
import dev.arbiter.kernel.game.WireJson;
import dev.arbiter.kernel.signing.SigningKey;
import java.util.ArrayList;
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

/**
 * A command's answer, built per second (issue 31, step 4), from one signed Rolled envelope of the recorded race, the
 * most common answer: {@code readBackAndWrite} as the service built it before (the stored text read back into a tree,
 * its payload added, the answer written by Jackson) against {@code fromSealedText}, as it builds it now
 * ({@link AnswerText}: the sealed text with its payload appended). Both give the same bytes; setUp checks it.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
@State(Scope.Thread)
public class AnswerBenchmark {

    private static final String COMMAND_ID = "0f6a8f1e-9b7c-3d2e-8a4b-5c6d7e8f9a0b";

    private final ObjectMapper mapper = WireJson.mapper();
    private String envelope;
    private String publicPayload;
    private long seq;
    private String gameId;

    @Setup
    public void setUp() {
        ObjectNode rolled = RecordedGame.play(FoldBenchmark.GAME_TARGET).envelopes().stream()
                .filter(e -> e.get("type").asText().equals("Rolled")).findFirst().orElseThrow();
        SigningKey key = SigningKey.generate();
        rolled.putObject("signature").put("keyId", key.keyId()).put("value", key.sign(rolled.get("hash").asText()));
        envelope = CanonicalJson.write(rolled);
        publicPayload = CanonicalJson.write(rolled.get("publicPayload"));
        seq = rolled.get("seq").asLong();
        gameId = rolled.get("gameId").asText();
        if (!readBackAndWrite().equals(fromSealedText())) {
            throw new IllegalStateException("the two ways disagree on the answer's bytes");
        }
    }

    @Benchmark
    public String readBackAndWrite() {
        try {
            ObjectNode event = (ObjectNode) mapper.readTree(envelope);
            event.set("payload", event.get("publicPayload").deepCopy());
            ObjectNode answer = mapper.createObjectNode();
            answer.put("gameId", gameId);
            answer.put("commandId", COMMAND_ID);
            answer.put("seq", seq);
            ArrayNode events = answer.putArray("events");
            events.add(event);
            return mapper.writeValueAsString(answer);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Benchmark
    public String fromSealedText() {
        List<String> events = new ArrayList<>(1);
        events.add(AnswerText.withPayload(envelope, publicPayload).orElseThrow());
        return AnswerText.write(mapper, gameId, COMMAND_ID, seq, events);
    }
}
