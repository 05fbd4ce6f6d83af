package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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

    /** Requests a flood sends at most before the test gives up waiting for a refusal. */
    private static final int FLOOD = 200;

    /** Small buckets so that a flood is quick to send; a slow refill so that it stays refused. */
    public static class SmallLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "arbiter.rate-limit.enabled", "true",
                    "arbiter.rate-limit.token.capacity", "5",
                    "arbiter.rate-limit.token.per-second", "1",
                    "arbiter.rate-limit.address.capacity", "20",
                    "arbiter.rate-limit.address.per-second", "1",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.allow-x-forwarded", "true",
                    "quarkus.http.proxy.trusted-proxies", "127.0.0.0/8,::1");
        }
    }

    @Test
    @DisplayName("a flood from one address gets 429 too-many-requests with Retry-After and moves no game; another address is served meanwhile")
    void floodFromOneAddress() {
        Table table = Table.seated(2);
        List<Integer> flooder = new ArrayList<>();
        List<Integer> other = new ArrayList<>();
        // the buckets refill as requests are sent (slowly on a busy machine): flood until refused
        for (int i = 0; i < FLOOD && !flooder.contains(429); i++) {
            flooder.add(from("198.51.100.1").get("/games/{id}", table.gameId).statusCode());
            if (i % 8 == 0 && other.size() < 4) {
                other.add(from("198.51.100.2").get("/games/{id}", table.gameId).statusCode());
            }
        }
        other.add(from("198.51.100.2").get("/games/{id}", table.gameId).statusCode());
        assertTrue(flooder.contains(429), "the flood was never refused: " + flooder);
        assertTrue(other.stream().allMatch(status -> status == 200), "the other client was refused: " + other);

        // the bucket refills while the flood is sent, so a command may still get through: send until one is refused
        for (int attempt = 0; attempt < 60; attempt++) {
            long before = head(table, "198.18.0." + (attempt + 1));
            Response answer = from("198.51.100.1").header("Authorization", "Bearer " + table.tokens.get(0))
                    .contentType(ContentType.JSON).body(Map.of("type", "Roll")).post("/games/{id}/commands", table.gameId);
            if (answer.statusCode() == 429) {
                assertTooMany(answer, "address");
                assertEquals(before, head(table, "198.18.0.200"), "a refused command moved the game");
                return;
            }
        }
        fail("no command from the flooding address was refused");
    }

    /** Another seat of another game, from an address of its own, reading its game. */
    private static int calm(Table calm) {
        return from("192.0.2.50").header("Authorization", "Bearer " + calm.tokens.get(0)).get("/games/{id}", calm.gameId).statusCode();
    }

    /** The game's head seq, read from an address of its own so that the read does not drain another's bucket. */
    private static long head(Table table, String address) {
        return from(address).get("/games/{id}", table.gameId).then().statusCode(200).extract().jsonPath().getLong("seq");
    }

    @Test
    @DisplayName("a flood with one seat token gets 429 whatever address it comes from; another seat is served meanwhile")
    void floodWithOneToken() {
        Table flooded = Table.seated(2);
        Table calm = Table.seated(2);
        List<Integer> flooder = new ArrayList<>();
        List<Integer> other = new ArrayList<>();
        for (int i = 0; i < FLOOD && !flooder.contains(429); i++) {
            // a new address every time: only the token can tell the flood apart
            flooder.add(from("203.0.113." + (i % 250 + 1)).header("Authorization", "Bearer " + flooded.tokens.get(0))
                    .get("/games/{id}", flooded.gameId).statusCode());
            if (i % 5 == 0 && other.size() < 3) {
                other.add(calm(calm));
            }
        }
        other.add(calm(calm));
        assertTrue(flooder.contains(429), "the flood was never refused: " + flooder);
        assertTrue(other.stream().allMatch(status -> status == 200), "the other seat was refused: " + other);
        for (int attempt = 0; attempt < 60; attempt++) {
            Response answer = from("198.18.1." + (attempt + 1)).header("Authorization", "Bearer " + flooded.tokens.get(0))
                    .get("/games/{id}", flooded.gameId);
            if (answer.statusCode() == 429) {
                assertTooMany(answer, "seat token");
                return;
            }
        }
        fail("the flooded token was never refused again");
    }

    @Test
    @DisplayName("made-up tokens do not escape the limit: each request still counts against its address")
    void madeUpTokens() {
        Table table = Table.seated(2);
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < FLOOD && !statuses.contains(429); i++) {
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
