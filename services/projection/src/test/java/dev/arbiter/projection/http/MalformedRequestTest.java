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
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
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
