package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import dev.arbiter.testkit.RealInfrastructure;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/api.md, Problems: every malformed or hostile request is refused as application/problem+json
 * whose detail says what is wrong in the API's words, and changes nothing (issue 11, "every input
 * refused cleanly"). Each case is one an outside client found answered wrongly.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class CleanRefusalTest {

    @TestHTTPResource("/")
    URI base;

    Wire wire;
    Table table;

    @BeforeEach
    void seat() {
        wire = new Wire(base);
        table = Table.seated(2);
    }

    private Map<String, String> seat0() {
        return Map.of("Authorization", "Bearer " + table.tokens.get(0));
    }

    private String commands() {
        return "/games/" + table.gameId + "/commands";
    }

    @Test
    @DisplayName("a command with no Content-Type is 415 unsupported-media-type and records nothing")
    void noContentType() {
        long head = table.head();
        wire.post(commands(), seat0(), "{\"type\":\"Roll\"}").problem(415, "unsupported-media-type").detailNames("Content-Type");
        assertEquals(head, table.head());
    }

    @ParameterizedTest
    // a space after the whole value is not part of it (RFC 9110, 5.5): the HTTP server drops it before the service sees it
    @ValueSource(strings = {"Bearer  %s", "Bearer %s x", "bearer %s", "Bearer\t%s", "Bearer %s,x", "Bearer %s\u00a0"})
    @DisplayName("an Authorization header not exactly \"Bearer <token>\" (two spaces, a space inside, another case) is 401")
    void looseAuthorization(String form) {
        long head = table.head();
        Wire.Answer answer = wire.post(commands(), Wire.json(Map.of("Authorization", form.formatted(table.tokens.get(0)))),
                "{\"type\":\"Roll\"}");
        answer.problem(401, "unauthorized");
        assertEquals(head, table.head());
    }

    @ParameterizedTest
    @ValueSource(strings = {"+1", "-0", "01x", "1.0", "%201", "99999999999"})
    @DisplayName("a seat in a join path that is not a seat number in digits is 400, and joins no seat")
    void seatNotInDigits(String seat) {
        String game = Table.create(2);
        wire.post("/games/" + game + "/seats/" + seat + "/join", Wire.json(Map.of()), "{\"name\":\"Ada\"}")
                .problem(400, "malformed-request").detailNames("seat");
    }

    @ParameterizedTest
    @ValueSource(strings = {"events?after=", "events?after=1e3", "events?after=0x10", "events?after=-1", "events?limit=1;--",
        "events?limit=", "events?after=1&after=2", "state?at=1.5", "state?at=", "state?at=%00"})
    @DisplayName("a query parameter that is empty, not in digits or given twice is 400 malformed-request naming it")
    void malformedQuery(String query) {
        String name = query.substring(query.indexOf('?') + 1, query.indexOf('='));
        wire.get("/games/" + table.gameId + "/" + query, seat0()).problem(400, "malformed-request").detailNames("\"" + name + "\"");
    }

    @Test
    @DisplayName("a game id in a path that is not a game id is 400, however it is written")
    void malformedGameId() {
        wire.get("/games/1-1-1-1-1", Map.of()).problem(400, "malformed-request").detailNames("game id");
        wire.get("/games/%00", Map.of()).problem(400, "malformed-request").detailNames("game id");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"type\":\"Roll\"} x", "{\"type\":\"Roll\"}{}", "{\"type\":\"Roll\"", "[]", "\"Roll\"", "",
        "{\"type\":\"Roll\",\"extra\":1}", "{\"type\":\"Roll\",\"type\":\"Roll\"}", "{\"type\":\"Ro\\u0001ll\"}", "{\"type\":\"Roll\",\"\\u0000\":1}"})
    @DisplayName("a body that is not one command object is 400 before the rules see it, and records nothing")
    void malformedBody(String body) {
        long head = table.head();
        wire.post(commands(), Wire.json(seat0()), body).problem(400, "malformed-request");
        assertEquals(head, table.head());
    }

    @Test
    @DisplayName("details name members as the contract does: an unknown member, the JSON kind a member must be, a member given twice, the body's own kind")
    void detailsInTheApisWords() {
        wire.post("/games", Wire.json(Map.of()), "{\"seats\":2,\"extra\":1}").problem(400, "malformed-request")
                .detailNames("unknown member \"extra\"");
        wire.post("/games", Wire.json(Map.of()), "{\"seats\":\"2\"}").problem(400, "malformed-request")
                .detailNames("\"seats\" in the body must be an integer");
        wire.post("/games", Wire.json(Map.of()), "{\"seats\":2,\"seats\":3}").problem(400, "malformed-request")
                .detailNames("member \"seats\" is given twice (line 1, column 19); give each member once");
        wire.post(commands(), Wire.json(seat0()), "[1]").problem(400, "malformed-request").detailNames("the body must be an object");
        wire.post("/games/" + Table.create(2) + "/seats/0/join", Wire.json(Map.of()), "{\"name\":[\"Ada\"]}")
                .problem(400, "malformed-request").detailNames("\"name\" in the body must be a string");
    }

    @Test
    @DisplayName("a name with a control character is 400, and takes no seat")
    void controlCharacterInName() {
        String game = Table.create(2);
        wire.post("/games/" + game + "/seats/0/join", Wire.json(Map.of()), "{\"name\":\"Ada\\u0000\"}")
                .problem(400, "malformed-request").detailNames("$.name");
        wire.post("/games/" + game + "/seats/0/join", Wire.json(Map.of()), "{\"name\":\"Ada\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "k123456789k123456789k123456789k123456789k123456789k123456789k123456789k123456789k123456789k1234567890"})
    @DisplayName("an Idempotency-Key that is empty or longer than 100 characters is 400, not a command with a made-up id")
    void badIdempotencyKey(String key) {
        long head = table.head();
        wire.post(commands(), Wire.json(Map.of("Authorization", "Bearer " + table.tokens.get(0), "Idempotency-Key", key)),
                "{\"type\":\"Roll\"}").problem(400, "malformed-request").detailNames("Idempotency-Key");
        assertEquals(head, table.head());
    }

    @ParameterizedTest
    @ValueSource(ints = {70_000, 1_048_576, 10_485_760})
    @DisplayName("a body over the limit is 413 payload-too-large, as a problem document")
    void tooLarge(int size) {
        long head = table.head();
        String body = "{\"type\":\"Roll\",\"pad\":\"" + "x".repeat(size) + "\"}";
        wire.post(commands(), Wire.json(seat0()), body).problem(413, "payload-too-large").detailNames("65536 bytes");
        assertEquals(head, table.head());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1_048_576})
    @DisplayName("a body sent in chunks, with no Content-Length, is 411 length-required, as a problem document, whatever its size")
    void chunkedBody(int padding) {
        long head = table.head();
        String body = padding == 0 ? "{\"type\":\"Roll\"}" : "{\"type\":\"Roll\",\"pad\":\"" + "x".repeat(padding) + "\"}";
        wire.postChunked(commands(), Wire.json(seat0()), body).problem(411, "length-required").detailNames("Content-Length");
        assertEquals(head, table.head());
    }

    @Test
    @DisplayName("a repeated command (same Idempotency-Key) gets the first answer byte for byte")
    void repeatIsByteIdentical() {
        Map<String, String> headers = Wire.json(Map.of("Authorization", "Bearer " + table.tokens.get(0), "Idempotency-Key", "again-1"));
        Wire.Answer first = wire.post(commands(), headers, "{\"type\":\"Roll\"}");
        assertEquals(200, first.status(), first.body());
        long head = table.head();
        Wire.Answer second = wire.post(commands(), headers, "{ \"type\" : \"Roll\" }");
        assertEquals(first.body(), second.body());
        assertEquals(head, table.head());
    }

    @Test
    @DisplayName("twins sent at once (a client resending while its first request is in flight) are one command with one answer")
    void twinsAreOneCommand() {
        for (int pair = 0; pair < 20; pair++) {
            Table game = Table.seated(2);
            long head = game.head();
            Map<String, String> headers = Wire.json(Map.of("Authorization", "Bearer " + game.tokens.get(0), "Idempotency-Key", "twin"));
            CyclicBarrier start = new CyclicBarrier(2);
            List<Wire.Answer> answers = List.of(1, 2).stream().map(i -> CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                return wire.post("/games/" + game.gameId + "/commands", headers, "{\"type\":\"Roll\"}");
            })).toList().stream().map(CompletableFuture::join).toList();
            assertEquals(200, answers.get(0).status(), answers.get(0).body());
            assertEquals(200, answers.get(1).status(), answers.get(1).body());
            assertEquals(answers.get(0).body(), answers.get(1).body(), "the twin gets the first's answer");
            assertEquals(head + answers.get(0).json().path("events").size(), game.head(), "one command recorded");
        }
    }
}
