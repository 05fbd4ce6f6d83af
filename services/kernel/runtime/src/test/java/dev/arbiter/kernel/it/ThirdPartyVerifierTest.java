package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.TopicReader;
import dev.arbiter.testkit.TopicReader.Message;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/events.md is enough to check a game without Arbiter's code: docs/verify/verify_game.py,
 * written from that page with Python's standard library only, verifies a game read from the real
 * topic, and rejects copies of it with a die changed.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class ThirdPartyVerifierTest {

    private static final String TOPIC = "arbiter.dice-race.events";
    private static final Path REPO = Paths.get("../../..").toAbsolutePath().normalize();
    private static final Path SCRIPT = REPO.resolve("docs/verify/verify_game.py");
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Run(int exitCode, String output) {
    }

    @Test
    @DisplayName("docs/verify/verify_game.py verifies a finished game read from the topic (docs/events.md, Verify a game yourself)")
    void independentVerifierAcceptsARealGame() throws IOException {
        List<Message> records = finishedGameOnTheTopic();
        List<Message> delivered = new ArrayList<>(records);
        // a late redelivery, as a relay restart produces: the verifier must drop it on (gameId, seq)
        delivered.add(records.get(2));

        Run selfTest = run("--self-test");
        assertEquals(0, selfTest.exitCode(), "the verifier disagrees with the test vectors of docs/events.md:\n" + selfTest.output());

        Run run = verify(asJsonLines(delivered));

        assertEquals(0, run.exitCode(), "the verifier rejected a real game:\n" + run.output());
        assertTrue(run.output().contains("seed: SHA-256 of the revealed seed"), run.output());
        assertTrue(run.output().contains("client seeds in seat order [\"ada-7f3k\", \"\"]"), run.output());
        assertTrue(run.output().contains("SecretsDealt payload.shuffle.rolls[0]: draw"), run.output());
        assertTrue(run.output().contains("Rolled payload.roll: draw"), run.output());
        assertFalse(run.output().contains("FAIL"), run.output());

        // the finished game's REST feed shows every payload in full, so it verifies too (docs/verify/README.md)
        String gameId = records.get(0).key();
        List<String> feed = new ArrayList<>();
        String page = given().get("/games/{id}/events?after=0&limit=500", gameId).then().statusCode(200).extract().asString();
        JSON.readTree(page).get("events").forEach(event -> feed.add(json(event)));
        assertEquals(records.size(), feed.size(), "events in the REST feed");
        Run rest = verify(feed);
        assertEquals(0, rest.exitCode(), "the verifier rejected the game's REST feed:\n" + rest.output());
    }

    @Test
    @DisplayName("a payload value changed behind the chain's back fails the hash check; changed and re-sealed, it fails the dice check")
    void independentVerifierRejectsTampering() throws IOException {
        List<Message> records = finishedGameOnTheTopic();
        int rolled = indexOfFirst(records, "Rolled");
        long seq = envelope(records.get(rolled)).get("seq").asLong();

        // 1. one payload value changed, nothing else: the event's hash no longer matches
        List<Message> changed = new ArrayList<>(records);
        ObjectNode envelope = envelope(records.get(rolled));
        otherFace((ObjectNode) envelope.get("payload").get("roll"));
        changed.set(rolled, withValue(records.get(rolled), CanonicalJson.write(envelope)));
        Run naive = verify(asJsonLines(changed));
        assertNotEquals(0, naive.exitCode(), naive.output());
        assertTrue(naive.output().contains("FAIL  seq " + seq + " Rolled: hash"), naive.output());

        // 2. the same die changed in payload and publicPayload, and every hash from there on recomputed:
        //    the chain holds, but the die no longer follows from the revealed seed
        List<Message> forged = new ArrayList<>(records);
        String previous = envelope(records.get(rolled - 1)).get("hash").asText();
        for (int i = rolled; i < records.size(); i++) {
            ObjectNode event = envelope(records.get(i));
            if (i == rolled) {
                otherFace((ObjectNode) event.get("payload").get("roll"));
                otherFace((ObjectNode) event.get("publicPayload").get("roll"));
            }
            event.put("previousHash", previous);
            forged.set(i, withValue(records.get(i), HashChain.seal(event)));
            previous = event.get("hash").asText();
        }
        Run resealed = verify(asJsonLines(forged));
        assertNotEquals(0, resealed.exitCode(), resealed.output());
        assertFalse(resealed.output().contains("FAIL  seq"), "the re-sealed chain should hold:\n" + resealed.output());
        assertTrue(resealed.output().contains("FAIL  dice seq " + seq + " Rolled payload.roll: draw"), resealed.output());
    }

    /** A 2-seat dice-race game, seat 0 with a client seed, played to the end; its records as the topic holds them, each once. */
    private static List<Message> finishedGameOnTheTopic() {
        Table table = Table.seated(2, "ada-7f3k");
        table.playToTheEnd();
        long head = table.head();
        List<Message> messages = TopicReader.readUntil(TOPIC, table.gameId,
                found -> found.stream().map(m -> m.headers().get("ce_id")).distinct().count() >= head, Duration.ofSeconds(60));
        TreeMap<Long, Message> bySeq = new TreeMap<>();
        messages.forEach(m -> bySeq.putIfAbsent(Long.parseLong(m.headers().get("ce_subject")), m));
        assertEquals(head, bySeq.size(), "records on the topic");
        assertEquals("GameEnded", envelope(bySeq.lastEntry().getValue()).get("type").asText());
        return new ArrayList<>(bySeq.values());
    }

    /** The records in the JSON-lines form of docs/verify/README.md: key, headers, and the value as the text it was. */
    private static List<String> asJsonLines(List<Message> records) {
        List<String> lines = new ArrayList<>();
        for (Message record : records) {
            ObjectNode line = JSON.createObjectNode();
            line.put("key", record.key());
            line.set("headers", JSON.valueToTree(new TreeMap<>(record.headers())));
            line.put("value", record.value());
            lines.add(json(line));
        }
        return lines;
    }

    /** Runs the verifier on these lines, written to a file, as a third party would. */
    private static Run verify(List<String> lines) throws IOException {
        Path file = Files.createTempFile("arbiter-topic-", ".jsonl");
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
            return run(file.toString());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static Run run(String... arguments) throws IOException {
        if (!Files.isRegularFile(SCRIPT)) {
            fail("the verifier is missing: " + SCRIPT);
        }
        List<String> command = new ArrayList<>(List.of("python3", SCRIPT.toString()));
        command.addAll(List.of(arguments));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            return fail("python3 is needed to run the independent verifier (docs/verify/README.md) but is not on the PATH: "
                    + e.getMessage(), e);
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("the verifier did not finish within 60 s:\n" + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return new Run(process.exitValue(), output);
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int indexOfFirst(List<Message> records, String type) {
        for (int i = 0; i < records.size(); i++) {
            if (envelope(records.get(i)).get("type").asText().equals(type)) {
                return i;
            }
        }
        throw new AssertionError("the game has no " + type + " event");
    }

    private static void otherFace(ObjectNode roll) {
        roll.put("value", roll.get("value").asInt() % roll.get("sides").asInt() + 1);
    }

    private static Message withValue(Message record, String value) {
        return new Message(record.key(), value, record.headers());
    }

    private static ObjectNode envelope(Message record) {
        try {
            return (ObjectNode) JSON.readTree(record.value());
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
