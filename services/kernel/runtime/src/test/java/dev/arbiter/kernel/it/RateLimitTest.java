package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A flood from one client address or one seat token gets 429 with Retry-After, and changes nothing,
 * while another client is served in the same moment. The service sits behind a trusted proxy here
 * (the test client), so each request's X-Forwarded-For is its client address, as behind the
 * Kubernetes ingress.
 */
@QuarkusTest
@TestProfile(RateLimitTest.SmallLimits.class)
class RateLimitTest {

    /** Small buckets so that a flood is quick to send; a slow refill so that it stays refused. */
    public static class SmallLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "arbiter.rate-limit.enabled", "true",
                    "arbiter.rate-limit.token.capacity", "5",
                    "arbiter.rate-limit.token.per-second", "1",
                    "arbiter.rate-limit.address.capacity", "20",
                    "arbiter.rate-limit.address.per-second", "2",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.allow-x-forwarded", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,::1");
        }
    }

    @Test
    @DisplayName("a flood from one address gets 429 too-many-requests with Retry-After and moves no game; another address is served meanwhile")
    void floodFromOneAddress() {
        Table table = Table.seated(2);
        long head = table.head();
        List<Integer> flooder = new ArrayList<>();
        List<Integer> other = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            flooder.add(from("198.51.100.1").get("/games/{id}", table.gameId).statusCode());
            if (i % 8 == 0) {
                other.add(from("198.51.100.2").get("/games/{id}", table.gameId).statusCode());
            }
        }
        assertTrue(flooder.contains(429), "the flood was never refused: " + flooder);
        assertTrue(other.stream().allMatch(status -> status == 200), "the other client was refused: " + other);

        Response refused = from("198.51.100.1").header("Authorization", "Bearer " + table.tokens.get(0))
                .contentType(ContentType.JSON).body(Map.of("type", "Roll")).post("/games/{id}/commands", table.gameId);
        assertTooMany(refused, "address");
        assertEquals(head, table.head(), "a refused command moved the game");
    }

    @Test
    @DisplayName("a flood with one seat token gets 429 whatever address it comes from; another seat is served meanwhile")
    void floodWithOneToken() {
        Table flooded = Table.seated(2);
        Table calm = Table.seated(2);
        List<Integer> flooder = new ArrayList<>();
        List<Integer> other = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            // a new address every time: only the token can tell the flood apart
            flooder.add(from("203.0.113." + (i + 1)).header("Authorization", "Bearer " + flooded.tokens.get(0))
                    .get("/games/{id}", flooded.gameId).statusCode());
            if (i % 5 == 0) {
                other.add(from("192.0.2.50").header("Authorization", "Bearer " + calm.tokens.get(0))
                        .get("/games/{id}", calm.gameId).statusCode());
            }
        }
        assertTrue(flooder.contains(429), "the flood was never refused: " + flooder);
        assertTrue(other.stream().allMatch(status -> status == 200), "the other seat was refused: " + other);
        assertTooMany(from("203.0.113.99").header("Authorization", "Bearer " + flooded.tokens.get(0))
                .get("/games/{id}", flooded.gameId), "seat token");
    }

    @Test
    @DisplayName("made-up tokens do not escape the limit: each request still counts against its address")
    void madeUpTokens() {
        Table table = Table.seated(2);
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            statuses.add(from("198.51.100.7").header("Authorization", "Bearer made-up-" + i).get("/games/{id}", table.gameId).statusCode());
        }
        assertTrue(statuses.contains(429), "a flood of made-up tokens was never refused: " + statuses);
    }

    @Test
    @DisplayName("health and metrics are never limited, so probes keep answering during a flood")
    void probesAreNotLimited() {
        for (int i = 0; i < 60; i++) {
            from("198.51.100.9").get("/q/health/live").then().statusCode(200);
        }
    }

    private static io.restassured.specification.RequestSpecification from(String address) {
        return given().header("X-Forwarded-For", address);
    }

    private static void assertTooMany(Response response, String keyedBy) {
        response.then().statusCode(429).contentType("application/problem+json");
        assertEquals("https://arbiter.dev/problems/too-many-requests", response.jsonPath().getString("type"));
        assertTrue(response.jsonPath().getString("detail").contains(keyedBy), response.jsonPath().getString("detail"));
        long retryAfter = Long.parseLong(response.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 5, "Retry-After " + retryAfter);
    }
}
