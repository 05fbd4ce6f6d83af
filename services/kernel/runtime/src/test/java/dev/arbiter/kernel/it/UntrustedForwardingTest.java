package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A client cannot choose its own rate-limit bucket by writing X-Forwarded-For: only a trusted proxy's header counts. */
@QuarkusTest
@TestProfile(UntrustedForwardingTest.AnotherProxyTrusted.class)
class UntrustedForwardingTest {

    /** The small limits of RateLimitTest, but the trusted proxy is some other machine, not the test client. */
    public static class AnotherProxyTrusted implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> config = new HashMap<>(new RateLimitTest.SmallLimits().getConfigOverrides());
            config.put("quarkus.http.proxy.trusted-proxies", "192.0.2.1");
            return config;
        }
    }

    @Test
    @DisplayName("a flood that writes a new X-Forwarded-For on every request, from a peer that is no trusted proxy, still counts as one address")
    void forgedForwardedAddressesDoNotEscapeTheLimit() {
        Table table = Table.seated(2);
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < 200 && !statuses.contains(429); i++) {
            statuses.add(given().header("X-Forwarded-For", "203.0.113." + (i % 250 + 1)).get("/games/{id}", table.gameId).statusCode());
        }
        assertTrue(statuses.contains(429), "forged forwarded addresses escaped the limit: " + statuses);
    }
}
