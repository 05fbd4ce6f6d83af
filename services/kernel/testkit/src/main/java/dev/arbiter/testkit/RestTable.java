package dev.arbiter.testkit;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * A game of the service under test, played through its real HTTP API as a client would: seats
 * taken with tokens, and random bots that send only what legal-actions offers.
 */
public final class RestTable {

    public final String gameId;
    public final List<String> tokens;

    private RestTable(String gameId, List<String> tokens) {
        this.gameId = gameId;
        this.tokens = List.copyOf(tokens);
    }

    /** Creates a game and takes every seat, each with a client seed. */
    public static RestTable seated(int seats, Map<String, String> options) {
        String gameId = given().contentType(ContentType.JSON).body(Map.of("seats", seats, "options", options)).post("/games")
                .then().statusCode(201).extract().path("gameId");
        List<String> tokens = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            tokens.add(given().contentType(ContentType.JSON).body(Map.of("name", "bot " + seat, "clientSeed", "bot-" + seat))
                    .post("/games/{id}/seats/{seat}/join", gameId, seat).then().statusCode(200).extract().path("token"));
        }
        return new RestTable(gameId, tokens);
    }

    /** The game as a seat sees it. */
    public JsonPath view(int seat) {
        return given().header("Authorization", "Bearer " + tokens.get(seat)).get("/games/{id}", gameId)
                .then().statusCode(200).extract().jsonPath();
    }

    /** The game as a spectator sees it. */
    public JsonPath view() {
        return given().get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
    }

    /** Random bots play until the game is over; returns the game's last seq. */
    public long playRandomly(long seed, int maxCommands) {
        Random bot = new Random(seed);
        JsonPath game = view();
        for (int commands = 0; !game.getString("status").equals("finished"); commands++) {
            if (commands == maxCommands) {
                throw new AssertionError("no winner after " + maxCommands + " commands");
            }
            List<Integer> awaiting = game.getList("awaiting", Integer.class);
            if (awaiting.isEmpty()) {
                throw new AssertionError("the game is running but awaits nobody: " + game.prettify());
            }
            int seat = awaiting.get(bot.nextInt(awaiting.size()));
            List<Map<String, Object>> actions = given().header("Authorization", "Bearer " + tokens.get(seat))
                    .get("/games/{id}/legal-actions", gameId).then().statusCode(200).extract().jsonPath().getList("actions");
            given().header("Authorization", "Bearer " + tokens.get(seat)).contentType(ContentType.JSON)
                    .body(actions.get(bot.nextInt(actions.size()))).post("/games/{id}/commands", gameId).then().statusCode(200);
            game = view();
        }
        return game.getLong("seq");
    }

    /** The envelopes of this game on the topic, repeats dropped, in the order they first arrived. */
    public List<JsonPath> fromTopic(String topic, long head) {
        List<TopicReader.Message> messages = TopicReader.readUntil(topic, gameId, found -> distinct(found).size() == head,
                Duration.ofSeconds(60));
        return distinct(messages);
    }

    private static List<JsonPath> distinct(List<TopicReader.Message> messages) {
        Set<Long> seen = new HashSet<>();
        List<JsonPath> envelopes = new ArrayList<>();
        for (TopicReader.Message message : messages) {
            JsonPath envelope = JsonPath.from(message.value());
            if (seen.add(envelope.getLong("seq"))) {
                envelopes.add(envelope);
            }
        }
        return envelopes;
    }
}
