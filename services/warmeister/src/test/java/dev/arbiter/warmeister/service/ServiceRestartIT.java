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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The packaged service, killed without warning in the middle of a game while events wait unpublished
 * in its log, and started again: every event still reaches the topic, in order, and a repeat is byte
 * for byte the first delivery. It logs as in Kubernetes (JSON lines), with the per-command lines on.
 */
class ServiceRestartIT {

    private static final Path LOG = Path.of("target/service-restart-it.log");
    /** JSON lines as k8s/base configures them, and the DEBUG line per command (docs/operations.md, "Logs"). */
    private static final Map<String, String> KUBERNETES_LOGS = Map.of("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "true",
            "QUARKUS_LOG_CATEGORY__DEV_ARBITER_COMMANDS__LEVEL", "DEBUG");

    private ServiceProcess service;

    @Test
    @DisplayName("a service killed mid-stream loses nothing on restart: every event published in seq order, repeats identical")
    void killedMidStream() throws SQLException, IOException {
        service = ServiceProcess.start(Path.of("target/quarkus-app/quarkus-run.jar"), LOG, KUBERNETES_LOGS);
        RestAssured.port = service.port();
        RestTable table = RestTable.seated(2, Map.of());
        for (int i = 0; i < 20; i++) {
            playOneCommand(table);
        }
        // with the broker away, accepted commands pile up unpublished: the crash is truly mid-stream
        KafkaBroker.shared().stop();
        try {
            for (int i = 0; i < 20; i++) {
                playOneCommand(table);
            }
            assertTrue(unpublished(service.jdbcUrl()) > 0, "events are waiting after the publication cursor when the service dies");
            // no shutdown hook, no flush: whatever was in flight is in flight
            service.kill();
        } finally {
            KafkaBroker.shared().start();
        }
        service.restart();
        // the restarted service takes commands again and its relay publishes what waited and what follows
        for (int i = 0; i < 20; i++) {
            playOneCommand(table);
        }
        long head = table.view().getLong("seq");

        List<TopicReader.Message> messages = TopicReader.readUntil("arbiter.warmeister.events", table.gameId,
                found -> found.stream().map(m -> m.headers().get("ce_subject")).distinct().count() == head,
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

        // every command a seat sent has its JSON log line, carrying the game's id and the command's own id
        Set<String> sentCommands = first.values().stream().map(JsonPath::from)
                .filter(event -> event.getString("commandId").matches("[0-9a-f-]{36}"))
                .map(event -> event.getString("commandId")).collect(Collectors.toSet());
        assertEquals(sentCommands, loggedCommands(table.gameId, "accepted"));
    }

    /** The command ids of the per-command log lines of one game with the given outcome. */
    private static Set<String> loggedCommands(String gameId, String outcome) throws IOException {
        Set<String> commands = new HashSet<>();
        for (String line : Files.readAllLines(LOG)) {
            if (!line.startsWith("{")) {
                continue; // the JVM's own warnings are not the service's log
            }
            JsonPath entry = JsonPath.from(line);
            if ("dev.arbiter.commands".equals(entry.getString("loggerName")) && gameId.equals(entry.getString("mdc.gameId"))
                    && entry.getString("message").endsWith(" " + outcome)) {
                commands.add(entry.getString("mdc.commandId"));
            }
        }
        return commands;
    }

    @AfterEach
    void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static long unpublished(String database) throws SQLException {
        try (Connection connection = DriverManager.getConnection(database, Postgres.shared().user(), "");
             ResultSet count = connection.createStatement().executeQuery(
                     "SELECT count(*) FROM events e, publication_cursor c WHERE (e.tx, e.game_id, e.seq) > (c.tx, c.game_id, c.seq)")) {
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
