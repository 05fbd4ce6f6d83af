package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** A Warmeister game for Ann and Bob, played to the end by random bots through the service's REST API. */
record BotGame(RecordedGame events, JsonPath finalView) {

    static BotGame play(WarmeisterProcess warmeister, long seed) {
        String gameId = given(warmeister.api()).contentType(ContentType.JSON).body(Map.of("seats", 2)).post("/games")
                .then().statusCode(201).extract().path("gameId");
        List<String> tokens = new ArrayList<>();
        for (String name : List.of("Ann", "Bob")) {
            tokens.add(given(warmeister.api()).contentType(ContentType.JSON).body(Map.of("name", name))
                    .post("/games/{id}/seats/{seat}/join", gameId, tokens.size()).then().statusCode(200).extract().path("token"));
        }
        Random bot = new Random(seed);
        JsonPath game = view(warmeister, gameId);
        for (int commands = 0; !game.getString("status").equals("finished"); commands++) {
            assertTrue(commands < 20_000, "no winner after 20,000 commands");
            List<Integer> awaiting = game.getList("awaiting", Integer.class);
            String token = tokens.get(awaiting.get(bot.nextInt(awaiting.size())));
            List<Map<String, Object>> actions = given(warmeister.api()).header("Authorization", "Bearer " + token)
                    .get("/games/{id}/legal-actions", gameId).then().statusCode(200).extract().jsonPath().getList("actions");
            given(warmeister.api()).header("Authorization", "Bearer " + token).contentType(ContentType.JSON)
                    .body(actions.get(bot.nextInt(actions.size()))).post("/games/{id}/commands", gameId).then().statusCode(200);
            game = view(warmeister, gameId);
        }
        return new BotGame(RecordedGame.read("arbiter.warmeister.events", gameId, game.getLong("seq")), game);
    }

    private static JsonPath view(WarmeisterProcess warmeister, String gameId) {
        return given(warmeister.api()).get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
    }
}
