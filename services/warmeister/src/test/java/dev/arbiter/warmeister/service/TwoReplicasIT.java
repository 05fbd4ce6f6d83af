package dev.arbiter.warmeister.service;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Postgres;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.ServiceProcess;
import dev.arbiter.testkit.TopicReader;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two packaged Warmeister replicas on one database under load (issue 14; docs/scaling.md): eight
 * games played at once, each request to either replica, some commands resent on the other
 * replica or raced on both, and one replica killed for a few seconds and started again mid-load.
 * Then each game's log is one unbroken chain, each command id has the one answer it stored, and
 * the topic holds every event of every game in seq order, repeats only byte for byte.
 */
class TwoReplicasIT {

    private static final Path JAR = Path.of("target/quarkus-app/quarkus-run.jar");
    private static final String TOPIC = "arbiter.warmeister.events";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int GAMES = 8;
    /** How long a phase of the load may take to send every kind of command at least once. */
    private static final Duration PHASE = Duration.ofMinutes(3);
    private static final Duration DOWN = Duration.ofSeconds(3);
    private static final String GENESIS = "0".repeat(64);

    private ServiceProcess first;
    private ServiceProcess second;

    @Test
    @DisplayName("two replicas on one database under load, one killed and restarted: no event lost, duplicated or reordered")
    void twoReplicasUnderLoad() throws Exception {
        first = ServiceProcess.start(JAR, Path.of("target/two-replicas-it-first.log"), ServiceProcess.NO_RATE_LIMIT);
        second = ServiceProcess.alongside(first, Path.of("target/two-replicas-it-second.log"));
        Replicas replicas = new Replicas(first.port(), second.port());
        AtomicBoolean playing = new AtomicBoolean(true);
        List<RacingPlayer> players = new ArrayList<>();
        for (int game = 0; game < GAMES; game++) {
            ServiceProcess creator = game % 2 == 0 ? first : second;
            RestTable table = RestTable.seated(creator.api(), List.of("bot 0", "bot 1"), Map.of());
            players.add(new RacingPlayer(table.gameId, table.tokens, replicas, game, playing::get));
        }
        Instant started = Instant.now();
        play(players, () -> {
            try {
                // the first replica started first, so as a rule its relay holds the advisory lock: killing it, once
                // every kind of command has been sent, hands publication over
                Map<RacingPlayer.Exchange, Integer> beforeKill = awaitEveryKind(players, Map.of());
                first.kill();
                // the outage itself lasts a while on purpose: requests meanwhile fail over to the other replica
                Thread.sleep(DOWN.toMillis());
                first.restart();
                // and the restarted replica, its cache empty, takes its share: every kind of command again
                awaitEveryKind(players, beforeKill);
            } finally {
                playing.set(false);
            }
            return null;
        });
        System.out.printf("TwoReplicasIT: %d games played for %d s through two replicas, one of them down for %d s and restarted%n",
                GAMES, Duration.between(started, Instant.now()).toSeconds(), DOWN.toSeconds());

        Map<RacingPlayer.Exchange, Integer> exchanges = exchanges(players);
        System.out.println("TwoReplicasIT: commands sent " + exchanges);
        for (RacingPlayer.Exchange kind : RacingPlayer.Exchange.values()) {
            assertTrue(exchanges.getOrDefault(kind, 0) > 0, "the load sent no " + kind + " command: too short to test it");
        }
        try (Connection db = DriverManager.getConnection(first.jdbcUrl(), Postgres.shared().user(), "")) {
            for (RacingPlayer player : players) {
                Map<Long, String> stored = checkStore(db, player);
                int repeats = checkTopic(player.gameId, stored);
                Replicas.Answer answer = replicas.get(player.gameId.hashCode() & 1, "/games/" + player.gameId + "/audit", null);
                assertEquals(200, answer.status(), answer.body());
                JsonNode audit = JSON.readTree(answer.body());
                assertTrue(audit.get("chainIntact").asBoolean() && audit.get("reexecutionMatches").asBoolean(), audit.toString());
                System.out.printf("TwoReplicasIT: game %s: %d events, %d commands answered, %d refused, %d repeats on the topic%n",
                        player.gameId, stored.size(), player.answered.size(), player.refused.size(), repeats);
            }
        }
    }

    /** Runs every player on its own thread, and {@code meanwhile} on this one; a player's failure fails the test. */
    private static void play(List<RacingPlayer> players, Callable<Void> meanwhile) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(players.size());
        try {
            List<Future<RacingPlayer>> playing = players.stream().map(pool::submit).toList();
            meanwhile.call();
            for (Future<RacingPlayer> player : playing) {
                try {
                    player.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Error failed) {
                        throw failed; // an assertion of the player's, as it was made
                    }
                    throw e;
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The game's log in the store: events 1..head, each linked to the one before; commands that
     * cover it without gap or overlap; each accepted command id stored with the answer it gave,
     * and nothing of a refused one. Returns the stored envelopes by seq.
     */
    private static Map<Long, String> checkStore(Connection db, RacingPlayer player) throws Exception {
        UUID gameId = UUID.fromString(player.gameId);
        long head = rows(db, "SELECT head_seq FROM games WHERE id = ?", gameId, row -> row.getLong(1)).get(0);
        List<StoredEvent> events = rows(db, "SELECT seq, hash, envelope, command_id FROM events WHERE game_id = ? ORDER BY seq", gameId,
                row -> new StoredEvent(row.getLong(1), row.getString(2), row.getString(3), row.getString(4)));
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), events.stream().map(StoredEvent::seq).toList(),
                "game " + gameId + ": the stored events are 1..head");
        Map<Long, String> envelopes = new HashMap<>();
        String previous = GENESIS;
        for (StoredEvent event : events) {
            assertEquals(previous, JSON.readTree(event.envelope()).get("previousHash").asText(), "game " + gameId + ", event " + event.seq());
            previous = event.hash();
            envelopes.put(event.seq(), event.envelope());
        }
        List<StoredCommand> commands = rows(db, "SELECT command_id, first_seq, last_seq, response FROM commands WHERE game_id = ? ORDER BY first_seq",
                gameId, row -> new StoredCommand(row.getString(1), row.getLong(2), row.getLong(3), row.getString(4)));
        long next = 1;
        Map<String, String> responses = new HashMap<>();
        for (StoredCommand command : commands) {
            assertEquals(next, command.firstSeq(), "game " + gameId + ": command " + command.id() + " starts right after the one before");
            assertTrue(command.lastSeq() <= head, "game " + gameId + ": command " + command.id() + " ends within the log");
            for (long seq = command.firstSeq(); seq <= command.lastSeq(); seq++) {
                assertEquals(command.id(), events.get((int) seq - 1).commandId(), "game " + gameId + ": event " + seq + " names its command");
            }
            next = command.lastSeq() + 1;
            responses.put(command.id(), command.response());
        }
        assertEquals(head + 1, next, "game " + gameId + ": the commands cover the log to its head");
        player.answered.forEach((commandId, answer) -> assertEquals(answer, responses.get(commandId),
                "game " + gameId + ": command " + commandId + " has one answer, the one stored"));
        player.refused.forEach(commandId -> assertFalse(responses.containsKey(commandId),
                "game " + gameId + ": the refused command " + commandId + " left nothing behind"));
        return envelopes;
    }

    /** Every stored event on the topic, first deliveries in seq order, each the stored bytes; returns how many repeats there were. */
    private static int checkTopic(String gameId, Map<Long, String> stored) throws Exception {
        long head = stored.size();
        List<TopicReader.Message> messages = TopicReader.readUntil(TOPIC, gameId,
                found -> found.stream().map(m -> seq(m.value())).distinct().count() == head, Duration.ofSeconds(60));
        Map<Long, String> delivered = new HashMap<>();
        List<Long> order = new ArrayList<>();
        for (TopicReader.Message message : messages) {
            long seq = seq(message.value());
            String earlier = delivered.putIfAbsent(seq, message.value());
            if (earlier == null) {
                order.add(seq);
            } else {
                assertEquals(earlier, message.value(), "game " + gameId + ": a repeat of event " + seq + " differs from its first delivery");
            }
        }
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), order, "game " + gameId + ": first deliveries in seq order");
        assertEquals(stored, delivered, "game " + gameId + ": the topic carries the stored envelopes");
        return messages.size() - order.size();
    }

    private static long seq(String envelope) {
        try {
            return JSON.readTree(envelope).get("seq").asLong();
        } catch (Exception e) {
            throw new AssertionError("not an envelope: " + envelope, e);
        }
    }

    private record StoredEvent(long seq, String hash, String envelope, String commandId) {
    }

    private record StoredCommand(String id, long firstSeq, long lastSeq, String response) {
    }

    private interface Row<T> {
        T read(ResultSet row) throws SQLException;
    }

    private static <T> List<T> rows(Connection db, String sql, UUID gameId, Row<T> reader) throws SQLException {
        try (PreparedStatement query = db.prepareStatement(sql)) {
            query.setObject(1, gameId);
            try (ResultSet result = query.executeQuery()) {
                List<T> rows = new ArrayList<>();
                while (result.next()) {
                    rows.add(reader.read(result));
                }
                return rows;
            }
        }
    }

    @AfterEach
    void stop() {
        for (ServiceProcess replica : new ServiceProcess[] {second, first}) {
            if (replica != null) {
                replica.close();
            }
        }
    }

    /** Waits until every kind of command has been sent more often than {@code since} counts; answers the counts then. */
    private static Map<RacingPlayer.Exchange, Integer> awaitEveryKind(List<RacingPlayer> players, Map<RacingPlayer.Exchange, Integer> since) {
        return await().atMost(PHASE).until(() -> exchanges(players), now -> Arrays.stream(RacingPlayer.Exchange.values())
                .allMatch(kind -> now.getOrDefault(kind, 0) > since.getOrDefault(kind, 0)));
    }

    /** The commands sent so far, by kind, over every game. */
    private static Map<RacingPlayer.Exchange, Integer> exchanges(List<RacingPlayer> players) {
        Map<RacingPlayer.Exchange, Integer> exchanges = new EnumMap<>(RacingPlayer.Exchange.class);
        players.forEach(player -> player.exchanges.forEach((kind, count) -> exchanges.merge(kind, count, Integer::sum)));
        return exchanges;
    }
}
