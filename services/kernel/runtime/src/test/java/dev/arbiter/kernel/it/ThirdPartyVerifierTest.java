package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.testkit.KafkaBroker;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.TopicReader;
import dev.arbiter.testkit.TopicReader.Message;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
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
 * topic (its sealed payloads opened at the end, its signatures under the keys of GET /keys, a
 * player's receipt), and rejects copies of it with a die, an opening or a signature changed.
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

    /** A finished game's records, each once, and the answer seat 0 got to one of its commands. */
    private record Played(List<Message> records, String receipt) {
    }

    @Test
    @DisplayName("docs/verify/verify_game.py verifies a finished game read from the topic: chain, openings, signatures, a receipt, dice (docs/events.md, Verify a game yourself)")
    void independentVerifierAcceptsARealGame() throws IOException {
        Played game = finishedGameOnTheTopic();
        List<Message> records = game.records();
        List<Message> delivered = new ArrayList<>(records);
        // a late redelivery, as a relay restart produces: the verifier must drop it on (gameId, seq)
        delivered.add(records.get(2));

        Run selfTest = run("--self-test");
        assertEquals(0, selfTest.exitCode(), "the verifier disagrees with the test vectors of docs/events.md:\n" + selfTest.output());

        Run run = verify(asJsonLines(delivered), game.receipt());

        assertEquals(0, run.exitCode(), "the verifier rejected a real game:\n" + run.output());
        assertTrue(run.output().contains("seed: SHA-256 of the revealed seed"), run.output());
        assertTrue(run.output().contains("PASS  sealed: one PayloadOpened for each of the 1 sealed events"), run.output());
        assertTrue(run.output().contains("PASS  opening at seq"), run.output());
        assertTrue(run.output().contains("PASS  signatures: all " + records.size() + " format 2 events signed"), run.output());
        assertTrue(run.output().contains("PASS  receipt"), run.output());
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
        Run rest = verify(feed, game.receipt());
        assertEquals(0, rest.exitCode(), "the verifier rejected the game's REST feed:\n" + rest.output());
        assertTrue(rest.output().contains("PASS  seq 4: the payload shown is the one opened"), rest.output());

        // the verifier reads the same feed itself, as a spectator, given the service's base URL and the game id
        Run fromService = verifyFrom(gameId, "--from-service", RestAssured.baseURI + ":" + RestAssured.port);
        assertEquals(0, fromService.exitCode(), "the verifier rejected the game read from the service:\n" + fromService.output());
        assertTrue(fromService.output().contains("game " + gameId + ": " + records.size() + " events"), fromService.output());
        assertTrue(fromService.output().contains("PASS  signatures: all " + records.size() + " format 2 events signed"), fromService.output());
        assertTrue(fromService.output().contains("PASS  opening at seq"), fromService.output());

        // and straight from the broker, given its address, the topic and the game id
        Run fromKafka = verifyFrom(gameId, "--from-kafka", KafkaBroker.shared().bootstrapServers(), "--topic", TOPIC);
        assertEquals(0, fromKafka.exitCode(), "the verifier rejected the game read from Kafka:\n" + fromKafka.output());
        assertTrue(fromKafka.output().contains("PASS  topic " + TOPIC + ": every envelope's ruleset is dice-race"), fromKafka.output());
        assertTrue(fromKafka.output().contains("PASS  records: every value is the envelope's canonical JSON"), fromKafka.output());
        assertTrue(fromKafka.output().contains("PASS  signatures: all " + records.size() + " format 2 events signed"), fromKafka.output());
        assertTrue(fromKafka.output().contains("PASS  opening at seq"), fromKafka.output());
        Run wrongTopic = verifyFrom(gameId, "--from-kafka", KafkaBroker.shared().bootstrapServers(), "--topic", "arbiter.warmeister.events");
        assertNotEquals(0, wrongTopic.exitCode(), "the game is not on another ruleset's topic: " + wrongTopic.output());
    }

    @Test
    @DisplayName("a payload value changed behind the chain's back fails the hash check; changed and re-sealed, it fails the signatures and the dice")
    void independentVerifierRejectsTampering() throws IOException {
        List<Message> records = finishedGameOnTheTopic().records();
        int rolled = indexOfFirst(records, "Rolled");
        long seq = envelope(records.get(rolled)).get("seq").asLong();

        // 1. one public value changed, nothing else: the event's hash no longer matches
        List<Message> changed = new ArrayList<>(records);
        ObjectNode envelope = envelope(records.get(rolled));
        otherFace((ObjectNode) envelope.get("publicPayload").get("roll"));
        changed.set(rolled, withValue(records.get(rolled), CanonicalJson.write(envelope)));
        Run naive = verify(asJsonLines(changed), null);
        assertNotEquals(0, naive.exitCode(), naive.output());
        assertTrue(naive.output().contains("FAIL  seq " + seq + " Rolled: hash"), naive.output());

        // 2. the same die changed, and every hash from there on recomputed: the chain holds, but the
        //    signatures were made over the old hashes, and the die no longer follows from the revealed seed
        List<Message> forged = new ArrayList<>(records);
        String previous = envelope(records.get(rolled - 1)).get("hash").asText();
        for (int i = rolled; i < records.size(); i++) {
            ObjectNode event = envelope(records.get(i));
            if (i == rolled) {
                otherFace((ObjectNode) event.get("publicPayload").get("roll"));
            }
            event.put("previousHash", previous);
            forged.set(i, withValue(records.get(i), HashChain.seal(event)));
            previous = event.get("hash").asText();
        }
        Run resealed = verify(asJsonLines(forged), null);
        assertNotEquals(0, resealed.exitCode(), resealed.output());
        assertFalse(resealed.output().contains("FAIL  seq"), "the re-sealed chain should hold:\n" + resealed.output());
        assertTrue(resealed.output().contains("FAIL  signatures: all " + records.size() + " format 2 events signed"), resealed.output());
        assertTrue(resealed.output().contains("FAIL  dice seq " + seq + " Rolled payload.roll: draw"), resealed.output());
    }

    @Test
    @DisplayName("an opening that reveals another deal than the one sealed fails its commitment; a changed signature or receipt fails too")
    void independentVerifierRejectsAForgedOpeningSignatureOrReceipt() throws IOException {
        Played game = finishedGameOnTheTopic();
        List<Message> records = game.records();
        int last = records.size() - 1;

        // the deal's opening shows seat 1 another card, and is sealed again (hash recomputed, as a forger would)
        List<Message> forgedOpening = new ArrayList<>(records);
        ObjectNode opening = envelope(records.get(last));
        assertEquals("PayloadOpened", opening.get("type").asText());
        long opened = opening.get("publicPayload").get("seq").asLong();
        ArrayNode secrets = (ArrayNode) opening.get("publicPayload").get("payload").get("secrets");
        secrets.set(1, secrets.get(1).asInt() % 6 + 1);
        forgedOpening.set(last, withValue(records.get(last), HashChain.seal(opening)));
        Run run = verify(asJsonLines(forgedOpening), null);
        assertNotEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("FAIL  opening at seq " + opening.get("seq").asLong() + ": seq " + opened), run.output());

        // one signature changed in one hex digit: the chain holds, the signature does not
        List<Message> badSignature = new ArrayList<>(records);
        ObjectNode signed = envelope(records.get(3));
        ObjectNode signature = (ObjectNode) signed.get("signature");
        String value = signature.get("value").asText();
        signature.put("value", (value.charAt(0) == '0' ? "1" : "0") + value.substring(1));
        badSignature.set(3, withValue(records.get(3), CanonicalJson.write(signed)));
        Run unsigned = verify(asJsonLines(badSignature), null);
        assertNotEquals(0, unsigned.exitCode(), unsigned.output());
        assertFalse(unsigned.output().contains("FAIL  seq"), unsigned.output());
        assertTrue(unsigned.output().contains("FAIL  signatures: all " + records.size() + " format 2 events signed"), unsigned.output());
        assertTrue(unsigned.output().contains("bad at seq 4"), unsigned.output());

        // a receipt whose hash the chain does not hold: the log is not the one the player was answered from
        ObjectNode receipt = (ObjectNode) JSON.readTree(game.receipt());
        ((ObjectNode) receipt.get("events").get(0)).put("hash", HashChain.GENESIS);
        Run rewritten = verify(asJsonLines(records), json(receipt));
        assertNotEquals(0, rewritten.exitCode(), rewritten.output());
        assertTrue(rewritten.output().contains("FAIL  receipt"), rewritten.output());
    }

    @Test
    @DisplayName("the recorded examples of docs/verify verify as docs/events.md shows: a format 1 game, and a format 2 game with its keys and a receipt")
    void documentedExamplesVerify() throws IOException {
        Path examples = SCRIPT.getParent();
        Run formatOne = run(examples.resolve("example-game.jsonl").toString());
        assertEquals(0, formatOne.exitCode(), formatOne.output());
        assertTrue(formatOne.output().contains("verified: 1 game(s), 49 checks passed, 0 failed"), formatOne.output());
        Run formatTwo = run(examples.resolve("example-game-format2.jsonl").toString(), "--keys", "dice-race=" + examples.resolve("example-keys.json"),
                "--receipt", examples.resolve("example-receipt.json").toString());
        assertEquals(0, formatTwo.exitCode(), formatTwo.output());
        assertTrue(formatTwo.output().contains("verified: 1 game(s), 55 checks passed, 0 failed"), formatTwo.output());
        Run underAnotherService = run(examples.resolve("example-game-format2.jsonl").toString(), "--keys", "warmeister=" + examples.resolve("example-keys.json"));
        assertEquals(1, underAnotherService.exitCode(), "the same keys vouch only for the ruleset they are given for: " + underAnotherService.output());
        assertTrue(underAnotherService.output().contains("not among the keys given for dice-race"), underAnotherService.output());
    }

    /**
     * A 2-seat dice-race game, seat 0 with a client seed, played to the end; its records as the topic
     * holds them, each once, and seat 0's answer to its first roll.
     */
    private static Played finishedGameOnTheTopic() {
        Table table = Table.seated(2, "ada-7f3k");
        int first = given().get("/games/{id}", table.gameId).then().statusCode(200).extract().path("awaiting[0]");
        String receipt = table.send(first, "Roll").then().statusCode(200).extract().asString();
        table.playToTheEnd();
        long head = table.head();
        List<Message> messages = TopicReader.readUntil(TOPIC, table.gameId,
                found -> found.stream().map(m -> m.headers().get("ce_id")).distinct().count() >= head, Duration.ofSeconds(60));
        TreeMap<Long, Message> bySeq = new TreeMap<>();
        messages.forEach(m -> bySeq.putIfAbsent(Long.parseLong(m.headers().get("ce_subject")), m));
        assertEquals(head, bySeq.size(), "records on the topic");
        assertEquals("PayloadOpened", envelope(bySeq.lastEntry().getValue()).get("type").asText());
        assertEquals("GameEnded", envelope(bySeq.lowerEntry(head).getValue()).get("type").asText());
        return new Played(new ArrayList<>(bySeq.values()), receipt);
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

    /**
     * Runs the verifier on these lines, written to a file, as a third party would, with the keys the
     * service publishes (GET /keys) and, if given, a command's answer as a receipt.
     */
    private static Run verify(List<String> lines, String receipt) throws IOException {
        Path file = Files.createTempFile("arbiter-topic-", ".jsonl");
        Path keys = Files.createTempFile("arbiter-keys-", ".json");
        Path receiptFile = Files.createTempFile("arbiter-receipt-", ".json");
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
            Files.writeString(keys, given().get("/keys").then().statusCode(200).extract().asString());
            List<String> arguments = new ArrayList<>(List.of(file.toString(), "--keys", "dice-race=" + keys));
            if (receipt != null) {
                Files.writeString(receiptFile, receipt);
                arguments.addAll(List.of("--receipt", receiptFile.toString()));
            }
            return run(arguments.toArray(String[]::new));
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(keys);
            Files.deleteIfExists(receiptFile);
        }
    }

    /** Runs the verifier on a game it reads itself from this source (service or broker), with the keys of GET /keys. */
    private static Run verifyFrom(String gameId, String... source) throws IOException {
        Path keys = Files.createTempFile("arbiter-keys-", ".json");
        try {
            Files.writeString(keys, given().get("/keys").then().statusCode(200).extract().asString());
            List<String> arguments = new ArrayList<>(List.of(source));
            arguments.addAll(List.of("--game", gameId, "--keys", "dice-race=" + keys));
            return run(arguments.toArray(String[]::new));
        } finally {
            Files.deleteIfExists(keys);
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
