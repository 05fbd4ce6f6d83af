package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.KafkaBroker;
import dev.arbiter.testkit.Postgres;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.ServiceProcess;
import dev.arbiter.testkit.TopicReader;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The packaged service, killed without warning in the middle of a game while events wait in its
 * outbox, and started again: every event still reaches the topic, in order, and a repeat is byte
 * for byte the first delivery.
 */
class ServiceRestartIT {

    private ServiceProcess service;

    @Test
    @DisplayName("a service killed mid-stream loses nothing on restart: every event published in seq order, repeats identical")
    void killedMidStream() throws SQLException {
        service = ServiceProcess.start(Path.of("target/quarkus-app/quarkus-run.jar"), Path.of("target/service-restart-it.log"));
        RestAssured.port = service.port();
        RestTable table = RestTable.seated(2, Map.of());
        for (int i = 0; i < 20; i++) {
            playOneCommand(table);
        }
        // with the broker away, accepted commands pile up in the outbox: the crash is truly mid-stream
        KafkaBroker.shared().stop();
        try {
            for (int i = 0; i < 20; i++) {
                playOneCommand(table);
            }
            assertTrue(unpublished(service.jdbcUrl()) > 0, "events are waiting in the outbox when the service dies");
            // no shutdown hook, no flush: whatever was in flight is in flight
            service.kill();
        } finally {
            KafkaBroker.shared().start();
        }
        service.restart();
        long head = table.playRandomly(3, 20_000);

        List<TopicReader.Message> messages = TopicReader.readUntil("arbiter.warmeister.events", table.gameId,
                found -> found.stream().map(m -> JsonPath.from(m.value()).getLong("seq")).distinct().count() == head,
                Duration.ofSeconds(60));
        Map<Long, String> first = new HashMap<>();
        List<Long> order = new ArrayList<>();
        for (TopicReader.Message message : messages) {
            long seq = JsonPath.from(message.value()).getLong("seq");
            String earlier = first.putIfAbsent(seq, message.value());
            if (earlier == null) {
                order.add(seq);
            } else {
                assertEquals(earlier, message.value(), "a repeat of seq " + seq + " differs from its first delivery");
            }
        }
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), order);
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
    }

    @AfterEach
    void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static long unpublished(String database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database, Postgres.shared().user(), "");
             ResultSet count = connection.createStatement().executeQuery("SELECT count(*) FROM outbox")) {
            count.next();
            return count.getLong(1);
        }
    }

    private static void playOneCommand(RestTable table) {
        JsonPath game = table.view();
        int seat = game.getInt("awaiting[0]");
        List<Map<String, Object>> actions = given().header("Authorization", "Bearer " + table.tokens.get(seat))
                .get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().jsonPath().getList("actions");
        given().header("Authorization", "Bearer " + table.tokens.get(seat)).contentType("application/json").body(actions.get(0))
                .post("/games/{id}/commands", table.gameId).then().statusCode(200);
    }
}
