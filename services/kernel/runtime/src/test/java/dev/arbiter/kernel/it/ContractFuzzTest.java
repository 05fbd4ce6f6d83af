package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A property of the whole contract (contracts/openapi/common.yaml), checked against the real
 * service: for every operation, a request that is valid but for one generated malformed or
 * hostile part (a path or query parameter, a header, the body, its size or encoding) is refused
 * with a 4xx application/problem+json whose detail speaks the API's language (no Java class,
 * package or library name), and the game's head never moves. jqwik generates the parts (its
 * sampling mixes in edge cases); a failure names the request that broke the property, to replay it.
 *
 * <p>jqwik's own engine cannot run a @QuarkusTest, so its generators are sampled from this JUnit
 * test (jqwik's way to use arbitraries outside a {@code @Property}); there is no shrinking.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class ContractFuzzTest {

    private static final int TRIES = 600;

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}");
    private static final Pattern IF_MATCH = Pattern.compile("(W/)?\"[0-9]{1,18}\"");

    @TestHTTPResource("/")
    URI base;

    /** One request: the valid one for an operation, with one part made hostile. */
    record Request(String method, String path, Map<String, String> headers, byte[] body) {

        @Override
        public String toString() {
            String shown = body == null ? "" : new String(body, StandardCharsets.UTF_8);
            return method + " " + path + " " + headers + " " + (shown.length() > 200 ? shown.substring(0, 200) + "..." : shown);
        }
    }

    /** The valid request an operation starts from, given the game and a seat's token. */
    record Operation(String name, String method, String path, String query, String body) {
    }

    @Test
    @DisplayName("every operation refuses every generated malformed or hostile input as a 4xx problem in the API's words, and the head never moves")
    void hostileInputsAreRefusedCleanly() {
        Table table = Table.seated(2);
        String token = table.tokens.get(table.view(0).getInt("awaiting[0]"));
        long head = table.head();
        Wire wire = new Wire(base);
        java.util.Iterator<Request> requests = requests(table.gameId, token).sampleStream().limit(TRIES).iterator();
        for (int tries = 0; requests.hasNext(); tries++) {
            Request request = requests.next();
            try {
                Wire.Answer answer = wire.send(request.method(), request.path(), request.headers(), request.body());
                if (answer.status() < 400 || answer.status() > 499) {
                    throw new AssertionError("answered " + answer.status() + ": " + answer.body());
                }
                answer.problem(answer.status(), answer.json().path("type").asText().replace("https://arbiter.dev/problems/", ""));
                assertEquals(head, table.head(), "the head moved");
            } catch (AssertionError | RuntimeException failed) {
                throw new AssertionError("try " + tries + ": " + request + "\n" + failed, failed);
            }
        }
    }

    private static List<Operation> operations() {
        return List.of(
                new Operation("createGame", "POST", "/games", "", "{\"seats\":2}"),
                new Operation("joinSeat", "POST", "/games/{game}/seats/{seat}/join", "", "{\"name\":\"Ada\"}"),
                new Operation("sendCommand", "POST", "/games/{game}/commands", "", "{\"type\":\"Roll\"}"),
                new Operation("getGame", "GET", "/games/{game}", "", null),
                new Operation("getLegalActions", "GET", "/games/{game}/legal-actions", "", null),
                new Operation("getEvents", "GET", "/games/{game}/events", "after=0&limit=10", null),
                new Operation("streamEvents", "GET", "/games/{game}/stream", "after=0", null),
                new Operation("getState", "GET", "/games/{game}/state", "at=1", null),
                new Operation("getAudit", "GET", "/games/{game}/audit", "", null),
                new Operation("listContentPacks", "GET", "/content", "", null),
                new Operation("getContentPack", "GET", "/content/{pack}", "", null),
                new Operation("getContentPackRaw", "GET", "/content/{pack}/raw", "", null));
    }

    private static Arbitrary<Request> requests(String gameId, String token) {
        Arbitrary<Operation> operations = Arbitraries.of(operations());
        return operations.flatMap(op -> Arbitraries.oneOf(mutations(op, gameId, token)));
    }

    /** Every way to spoil one part of {@code op}'s request; each yields a request no contract-abiding service may accept. */
    private static List<Arbitrary<Request>> mutations(Operation op, String gameId, String token) {
        Function<String, Request> withGame = game -> build(op, game, "0", "demo", op.query(), auth(op, token), op.body());
        List<Arbitrary<Request>> all = new java.util.ArrayList<>();
        if (op.path().contains("{game}")) {
            // (a segment of dots would be resolved away, RFC 3986 5.2.4, and name another path)
            all.add(hostileText().filter(t -> !UUID.matcher(t).matches() && !t.matches("\\.{1,2}")).map(bad -> withGame.apply(pct(bad))));
            all.add(rawEscapes().map(withGame));
        }
        if (op.path().contains("{seat}")) {
            all.add(hostileText().filter(t -> !DIGITS.matcher(t).matches() && !t.matches("\\.{1,2}"))
                    .map(bad -> build(op, gameId, pct(bad), "demo", op.query(), auth(op, token), op.body())));
        }
        if (op.path().contains("{pack}")) {
            // this test ruleset holds no pack, so every pack id is unknown; hostile ones must still be refused cleanly
            // (an empty one or dots would leave the path for listContentPacks', which rightly answers)
            all.add(hostileText().filter(t -> !t.matches("\\.{0,2}")).map(bad -> build(op, gameId, "0", pct(bad), op.query(), auth(op, token), op.body())));
        }
        if (!op.query().isEmpty()) {
            String name = op.query().substring(0, op.query().indexOf('='));
            all.add(hostileText().filter(t -> !DIGITS.matcher(t).matches()).map(bad -> build(op, gameId, "0", "demo",
                    op.query().replaceFirst(name + "=[^&]*", name + "=" + pct(bad)), auth(op, token), op.body())));
            all.add(Arbitraries.of(";--", "&" + name + "=1", "=", "%00", "%20", "+")
                    .map(bad -> build(op, gameId, "0", "demo", op.query() + bad, auth(op, token), op.body())));
        }
        // the operations that read a seat token (getAudit, like createGame and joinSeat, reads none and ignores the header)
        if (List.of("sendCommand", "getGame", "getLegalActions", "getEvents", "streamEvents", "getState").contains(op.name())) {
            all.add(headerText().filter(t -> !t.equals("Bearer " + token)).map(bad -> {
                Map<String, String> headers = auth(op, token);
                headers.put("Authorization", bad);
                return build(op, gameId, "0", "demo", op.query(), headers, op.body());
            }));
        }
        if (op.name().equals("streamEvents")) {
            all.add(headerText().filter(t -> !DIGITS.matcher(t).matches()).map(bad -> {
                Map<String, String> headers = auth(op, token);
                headers.put("Last-Event-ID", bad);
                return build(op, gameId, "0", "demo", op.query(), headers, op.body());
            }));
        }
        if (op.name().equals("sendCommand")) {
            all.add(Arbitraries.oneOf(Arbitraries.just(""), Arbitraries.strings().withCharRange(' ', '~').ofMinLength(101).ofMaxLength(300)
                    .filter(ContractFuzzTest::sendable)).map(bad -> header(op, gameId, token, "Idempotency-Key", bad)));
            all.add(headerText().filter(t -> !IF_MATCH.matcher(t).matches()).map(bad -> header(op, gameId, token, "If-Match", bad)));
        }
        if (op.body() != null) {
            all.add(hostileBodies(op.body()).map(bad -> build(op, gameId, "0", "demo", op.query(), auth(op, token), bad)));
            all.add(Arbitraries.of("text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                    "", "json", "application/jsonx").map(bad -> header(op, gameId, token, "Content-Type", bad)));
            all.add(Arbitraries.just(noContentType(op, gameId, token)));
        }
        if (all.isEmpty()) {
            // listContentPacks takes nothing a client can spoil but its path
            all.add(Arbitraries.of("/content/%00", "/content/..%2F..", "/content/%C0%AF")
                    .map(bad -> new Request("GET", bad, new HashMap<>(), null)));
        }
        return all;
    }

    private static Request header(Operation op, String gameId, String token, String name, String value) {
        Map<String, String> headers = auth(op, token);
        headers.put(name, value);
        return build(op, gameId, "0", "demo", op.query(), headers, op.body());
    }

    private static Request noContentType(Operation op, String gameId, String token) {
        Map<String, String> headers = auth(op, token);
        headers.remove("Content-Type");
        return build(op, gameId, "0", "demo", op.query(), headers, op.body());
    }

    private static Map<String, String> auth(Operation op, String token) {
        Map<String, String> headers = new HashMap<>();
        if (op.name().equals("sendCommand")) {
            headers.put("Authorization", "Bearer " + token);
        }
        if (op.body() != null) {
            headers.put("Content-Type", "application/json");
        }
        return headers;
    }

    private static Request build(Operation op, String game, String seat, String pack, String query, Map<String, String> headers, Object body) {
        String path = op.path().replace("{game}", game).replace("{seat}", seat).replace("{pack}", pack) + (query.isEmpty() ? "" : "?" + query);
        byte[] bytes = body == null ? null : body instanceof byte[] raw ? raw : ((String) body).getBytes(StandardCharsets.UTF_8);
        return new Request(op.method(), path, headers, bytes);
    }

    /** Text an attacker would try in a parameter: number look-alikes, escapes, injections, control and odd Unicode characters. */
    private static Arbitrary<String> hostileText() {
        return Arbitraries.oneOf(
                Arbitraries.of("", " ", "+1", "-1", "1e3", "0x10", "1.5", "1;--", "' OR 1=1 --", "../..", "%00", "\u0000", "\n", "null",
                        "99999999999999999999", "١٢", "１", "1 ", " 1", "NaN", "true", "[]", "{}", "\ud800", "😀", "a".repeat(2000)),
                Arbitraries.strings().all().ofMaxLength(40),
                Arbitraries.strings().withCharRange('\u0000', '\u001f').ofMinLength(1).ofMaxLength(5));
    }

    /** Printable ASCII: what an HTTP client lets one put in a header. */
    private static Arbitrary<String> headerText() {
        return Arbitraries.oneOf(Arbitraries.of("", "Bearer", "Bearer ", "Bearer  x", "bearer x", "Basic eA==", "Bearer x y", "\"1\"x", "W/1"),
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(60)).filter(ContractFuzzTest::sendable);
    }

    /** A header value the HTTP client sends as given: no whitespace at either end (RFC 9110, 5.5: not part of the value). */
    private static boolean sendable(String value) {
        return value.equals(value.strip());
    }

    /** Path segments already percent-encoded, to odd bytes (a malformed escape such as %zz cannot leave this HTTP client). */
    private static Arbitrary<String> rawEscapes() {
        return Arbitraries.of("%00", "%2e%2e", "%2F", "..%2F..", "%C0%AF", "%FF", "%E2%80%AE");
    }

    /** Bodies that are not the valid {@code body}: broken JSON, wrong kinds, extra or control characters, bad encodings, too large. */
    private static Arbitrary<Object> hostileBodies(String body) {
        String open = body.substring(0, body.length() - 1);
        return Arbitraries.oneOf(
                Arbitraries.of(body + "x", body + body, body + "]", open, "", "null", "[]", "[" + body + "]", "\"" + body + "\"", "0",
                        open + ",\"extra\":1}", open + ",\"\":null}", open + ",\"\\u0000\":1}", "{\"type\":\"Roll\\u0001\"}",
                        "{\"name\":\"Ada\\u0000\"}", "{\"seats\":-1}", "{\"seats\":\"2\"}", "{\"seats\":2.0}", "{\"seats\":1e400}",
                        "{\"name\":{\"$gt\":\"\"}}", "[".repeat(5000), "{\"a\":".repeat(3000), open + ",\"pad\":\"" + "x".repeat(70_000) + "\"}"),
                Arbitraries.strings().all().ofMaxLength(60).filter(s -> !s.strip().equals(body)),
                Arbitraries.bytes().array(byte[].class).ofMinSize(1).ofMaxSize(40).map(bytes -> {
                    byte[] withBadUtf8 = new byte[bytes.length + 3];
                    System.arraycopy(bytes, 0, withBadUtf8, 0, bytes.length);
                    withBadUtf8[bytes.length] = (byte) 0xC3;
                    withBadUtf8[bytes.length + 1] = (byte) 0x28;
                    withBadUtf8[bytes.length + 2] = (byte) 0xFF;
                    return withBadUtf8;
                }));
    }

    /** Every byte but the unreserved ones (RFC 3986) as %XX, so the hostile value arrives as generated. */
    private static String pct(String value) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 128 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
                encoded.append(c);
            } else {
                encoded.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return encoded.toString();
    }
}
