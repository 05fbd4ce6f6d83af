package dev.arbiter.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The table's one origin: /api/NAME/... reaches service NAME as it is, from the player's address. */
@QuarkusTest
@QuarkusTestResource(value = EchoService.class, restrictToAnnotatedClass = true)
class ServiceProxiesTest {

    @TestHTTPResource("/api/echo/stream")
    URI stream;

    @Test
    void aRequestReachesItsServiceWithItsPathAndQuery() {
        given().get("/api/echo/games/42/events?after=3&limit=2")
                .then().statusCode(200).body(equalTo("/games/42/events?after=3&limit=2 from [127.0.0.1]"));
    }

    @Test
    void aForwardedAddressWrittenByThePlayerIsReplacedByTheirOwn() {
        given().header("X-Forwarded-For", "203.0.113.9").get("/api/echo/games")
                .then().statusCode(200).body(equalTo("/games from [127.0.0.1]"));
    }

    @Test
    void theLiveStreamPassesEventByEvent() throws Exception {
        HttpResponse<java.io.InputStream> answer = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(stream).build(), HttpResponse.BodyHandlers.ofInputStream());
        try (BufferedReader events = new BufferedReader(new InputStreamReader(answer.body(), StandardCharsets.UTF_8))) {
            // the service still holds the stream open: the event must arrive before it ends
            assertEquals("id: 1", events.readLine());
            assertEquals("event: GameCreated", events.readLine());
        } finally {
            EchoService.END_STREAM.countDown();
        }
    }

    @Test
    void theTableSaysWhichServicesItReaches() {
        given().get("/api").then().statusCode(200).body("services", hasItems("echo", "kharnage", "projection"));
    }
}
