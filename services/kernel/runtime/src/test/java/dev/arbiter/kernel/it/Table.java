package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A dice-race game played over the real HTTP API, as a client table would. */
final class Table {

    final String gameId;
    final List<String> tokens = new ArrayList<>();

    Table(String gameId) {
        this.gameId = gameId;
    }

    /** A new game with every seat taken; seat n joins with {@code clientSeeds[n]}, if given and not null. */
    static Table seated(int seats, String... clientSeeds) {
        Table table = new Table(create(seats));
        for (int seat = 0; seat < seats; seat++) {
            String clientSeed = seat < clientSeeds.length ? clientSeeds[seat] : null;
            table.tokens.add(table.join(seat, "player " + seat, clientSeed).then().statusCode(200).extract().path("token"));
        }
        return table;
    }

    static String create(int seats) {
        return given().contentType(ContentType.JSON).body(Map.of("seats", seats, "options", Map.of("target", 12)))
                .post("/games").then().statusCode(201).extract().path("gameId");
    }

    Response join(int seat, String name) {
        return join(seat, name, null);
    }

    Response join(int seat, String name, String clientSeed) {
        Map<String, String> body = clientSeed == null ? Map.of("name", name) : Map.of("name", name, "clientSeed", clientSeed);
        return given().contentType(ContentType.JSON).body(body).post("/games/{id}/seats/{seat}/join", gameId, seat);
    }

    RequestSpecification as(int seat) {
        return given().header("Authorization", "Bearer " + tokens.get(seat));
    }

    Response send(int seat, String type) {
        return as(seat).contentType(ContentType.JSON).body(Map.of("type", type)).post("/games/{id}/commands", gameId);
    }

    JsonPath view(int seat) {
        return as(seat).get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
    }

    long head() {
        return given().get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath().getLong("seq");
    }

    /** Plays to the end: the seat awaited rolls until it has 6 or more points, then holds. */
    void playToTheEnd() {
        for (int step = 0; step < 2_000; step++) {
            JsonPath game = given().get("/games/{id}", gameId).then().statusCode(200).extract().jsonPath();
            if (game.getString("status").equals("finished")) {
                return;
            }
            int seat = game.getInt("awaiting[0]");
            send(seat, game.getInt("view.turnTotal") >= 6 ? "Hold" : "Roll").then().statusCode(200);
        }
        throw new AssertionError("no winner after 2000 commands");
    }
}
