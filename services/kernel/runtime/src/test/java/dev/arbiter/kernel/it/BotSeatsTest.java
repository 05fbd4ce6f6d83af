package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One person plays alone over REST: the service plays the other seats (docs/api.md, "Playing against the service"). */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class BotSeatsTest {

    @Test
    @DisplayName("a person against the random bot: the bot's moves are ordinary commands of its seat, the game waits for the person, the audit passes")
    void playAlone() {
        String game = given().contentType(ContentType.JSON).body(Map.of("seats", 2, "bots", List.of(Map.of("seat", 1, "bot", "random"))))
                .post("/games").then().statusCode(201).extract().path("gameId");
        given().get("/games/{id}", game).then().body("seats[1].bot", equalTo("random")).body("seats[1].joined", equalTo(true))
                .body("status", equalTo("waiting"));
        String token = given().contentType(ContentType.JSON).body(Map.of("name", "Ada")).post("/games/{id}/seats/0/join", game)
                .then().statusCode(200).extract().path("token");
        for (int moves = 0; moves < 2_000; moves++) {
            JsonPath view = given().header("Authorization", "Bearer " + token).get("/games/{id}", game).then().statusCode(200)
                    .extract().jsonPath();
            if (view.getString("status").equals("finished")) {
                break;
            }
            assertEquals(List.of(0), view.getList("awaiting"), "after every request the game waits for the person again");
            String type = view.getInt("view.turnTotal") >= 8 ? "Hold" : "Roll";
            given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(Map.of("type", type))
                    .post("/games/{id}/commands", game).then().statusCode(200);
        }
        JsonPath end = given().get("/games/{id}", game).then().body("status", equalTo("finished")).extract().jsonPath();
        assertEquals(2, end.getList("results").size());
        JsonPath events = given().get("/games/{id}/events?limit=500", game).then().extract().jsonPath();
        assertEquals("random", events.getString("events[1].payload.bot"));
        assertEquals("create", events.getString("events[1].commandId"), "the bot's seat is taken at creation");
        List<String> botCommands = events.getList("events.findAll { it.seat == 1 && it.type != 'SeatJoined' }.commandId");
        assertTrue(!botCommands.isEmpty() && botCommands.stream().allMatch(id -> id.startsWith("bot-")), "the bot moved, as seat 1: " + botCommands);
        given().get("/games/{id}/audit", game).then().statusCode(200).body("reexecutionMatches", equalTo(true))
                .body("chainIntact", equalTo(true));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"seats\":2,\"bots\":[{\"seat\":2,\"bot\":\"random\"}]}",
        "{\"seats\":2,\"bots\":[{\"seat\":1,\"bot\":\"genius\"}]}",
        "{\"seats\":2,\"bots\":[{\"seat\":1,\"bot\":\"random\"},{\"seat\":1,\"bot\":\"random\"}]}",
        "{\"seats\":2,\"bots\":[{\"seat\":0,\"bot\":\"random\"},{\"seat\":1,\"bot\":\"random\"}]}",
        "{\"seats\":2,\"bots\":[{\"seat\":1}]}",
        "{\"seats\":2,\"bots\":[{\"seat\":1,\"bot\":\"random\",\"level\":3}]}"})
    @DisplayName("bots in a seat the game lacks, an unknown bot, a seat twice, every seat, or a malformed entry: 400, and no game")
    void badBots(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        assertEquals(400, answer.statusCode(), answer.asString());
        assertEquals("application/problem+json", answer.contentType());
        assertEquals("https://arbiter.dev/problems/malformed-request", answer.path("type"));
        assertEquals(null, answer.header("Location"));
    }
}
