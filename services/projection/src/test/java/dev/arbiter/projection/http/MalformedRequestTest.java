package dev.arbiter.projection.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/projection.md, Problems: a path or query parameter that breaks contracts/openapi/projection.yaml
 * answers 400 malformed-request naming it, as application/problem+json; never 404 or 500
 * (issue 11, "every input refused cleanly").
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class MalformedRequestTest {

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String GAME = "/games/3f2c6a1e-8b4d-4c1a-9e6f-2d7b5a0c9e11";

    @TestHTTPResource("/")
    URI base;

    /**
     * A property of every operation of the contract: a request valid but for one generated hostile
     * parameter is refused with a 4xx problem in the API's words. jqwik's generators are sampled
     * here, as its engine cannot run a @QuarkusTest; a failure names the request.
     */
    @Test
    @DisplayName("every operation refuses every generated hostile parameter as a 4xx problem in the API's words")
    void hostileParameters() throws Exception {
        String game = "/games/3f2c6a1e-8b4d-4c1a-9e6f-2d7b5a0c9e11";
        Arbitrary<String> hostile = Arbitraries.oneOf(
                Arbitraries.of("", "+1", "-1", "1e3", "0x10", "1.5", "1;--", "' OR 1=1 --", "\u0000", "\n", "null", "99999999999999999999",
                        "١٢", "😀", "a\u0001b"),
                Arbitraries.strings().all().ofMaxLength(30));
        Arbitrary<String> notDigits = hostile.filter(t -> !t.matches("[0-9]+"));
        // a segment of dots would be resolved away (RFC 3986, 5.2.4) and name another path
        Arbitrary<String> segment = hostile.filter(t -> !t.matches("\\.{0,2}"));
        Arbitrary<String> paths = Arbitraries.oneOf(
                notDigits.map(bad -> "/games?page=" + pct(bad)),
                notDigits.map(bad -> "/games?size=" + pct(bad)),
                hostile.filter(t -> !List.of("waiting", "running", "finished").contains(t)).map(bad -> "/games?status=" + pct(bad)),
                hostile.filter(t -> t.isEmpty() || t.chars().anyMatch(Character::isISOControl)).map(bad -> "/games?ruleset=" + pct(bad)),
                hostile.filter(t -> t.isEmpty() || t.chars().anyMatch(Character::isISOControl)).map(bad -> "/games?player=" + pct(bad)),
                segment.map(bad -> "/games/" + pct(bad)),
                segment.map(bad -> "/games/" + pct(bad) + "/timeline"),
                segment.map(bad -> "/games/" + pct(bad) + "/audit"),
                notDigits.map(bad -> game + "/timeline?after=" + pct(bad)),
                notDigits.map(bad -> game + "/timeline?limit=" + pct(bad)),
                segment.map(bad -> "/rulesets/" + pct(bad) + "/standings"),
                hostile.map(bad -> "/platform?ruleset=" + pct(bad)),
                hostile.map(bad -> "/admin/rebuild?token=" + pct(bad)));
        for (String path : paths.sampleStream().limit(300).toList()) {
            HttpResponse<String> answer = CLIENT.send(HttpRequest.newBuilder(base.resolve(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
            String where = "GET " + path + " answered " + answer.statusCode() + ": " + answer.body();
            assertTrue(answer.statusCode() >= 400 && answer.statusCode() < 500, where);
            assertEquals("application/problem+json", answer.headers().firstValue("Content-Type").orElse(null), where);
            Contract.checkDetailInApiTerms(new ObjectMapper().readTree(answer.body()).path("detail").asText());
        }
    }

    /** Every byte but the unreserved ones (RFC 3986) as %XX, so the value arrives as generated. */
    private static String pct(String value) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : value.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            encoded.append(c < 128 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0) ? String.valueOf(c) : String.format("%%%02X", b & 0xff));
        }
        return encoded.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/rulesets/%00/standings", "/rulesets/a%01b/standings", "/games?ruleset=%00", "/games?player=",
        "/games?page=1e3", "/games?page=-1", "/games?size=0x10", "/games?size=", "/games?size=1;--", "/games?status=lost",
        "/games?page=1&page=2", GAME + "/timeline?after=1.5", GAME + "/timeline?limit=", GAME + "/timeline?after=0x10",
        "/games/1-1-1-1-1", "/games/%00/timeline", "/platform?ruleset=%00"})
    @DisplayName("a malformed path or query parameter is 400 malformed-request naming it, not 404 or 500")
    void malformed(String rawPath) throws Exception {
        HttpResponse<String> answer = CLIENT.send(HttpRequest.newBuilder(base.resolve(rawPath)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, answer.statusCode(), answer.body());
        assertEquals("application/problem+json", answer.headers().firstValue("Content-Type").orElse(null));
        JsonNode problem = new ObjectMapper().readTree(answer.body());
        assertEquals("https://arbiter.dev/problems/malformed-request", problem.path("type").asText());
        String detail = problem.path("detail").asText();
        assertTrue(detail.contains("parameter") || detail.contains("path") || detail.contains("query"), detail);
        Contract.checkDetailInApiTerms(detail);
    }
}
