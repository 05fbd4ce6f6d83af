package dev.arbiter.warmeister.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Plays one game with random legal moves through two replicas until told to stop, each request to
 * either replica at random, and sends some commands twice: resent on the other replica, raced
 * against itself on both, or raced against a rival command decided on the same head. Keeps the
 * one answer each command id got and the ids that were refused, for the checks against the store.
 */
final class RacingPlayer implements Callable<RacingPlayer> {

    /** How a move's command is sent. */
    enum Exchange {
        /** once, to one replica, with or without If-Match */
        PLAIN,
        /** to one replica, then the same key and body to the other: the second answer is the first's */
        RETRIED_ON_OTHER,
        /** the same key and body to both replicas at once: both get the one answer */
        TWINS_RACED,
        /** two commands with their own keys, both with If-Match on the same head, one per replica: one wins, one gets 409 */
        RIVALS_RACED
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    final String gameId;
    /** Every command id answered 200, with its answer. */
    final Map<String, String> answered = new LinkedHashMap<>();
    /** The command ids refused with 409 version-conflict (rivals that lost): nothing of theirs may be stored. */
    final Set<String> refused = new HashSet<>();
    /** Commands sent by kind; read by the test while this player plays. */
    final Map<Exchange, Integer> exchanges = new java.util.concurrent.ConcurrentHashMap<>();

    private final List<String> tokens;
    private final Replicas replicas;
    private final Random random;
    private final BooleanSupplier keepPlaying;
    private final ExecutorService racer = Executors.newSingleThreadExecutor();

    RacingPlayer(String gameId, List<String> tokens, Replicas replicas, long seed, BooleanSupplier keepPlaying) {
        this.gameId = gameId;
        this.tokens = List.copyOf(tokens);
        this.replicas = replicas;
        this.random = new Random(seed);
        this.keepPlaying = keepPlaying;
    }

    @Override
    public RacingPlayer call() throws Exception {
        try {
            while (keepPlaying.getAsBoolean()) {
                JsonNode game = ok(replicas.get(anyReplica(), "/games/" + gameId, null));
                if (!"running".equals(game.get("status").asText())) {
                    return this;
                }
                JsonNode awaiting = game.get("awaiting");
                assertFalse(awaiting.isEmpty(), "game " + gameId + " is running but awaits nobody");
                int seat = awaiting.get(random.nextInt(awaiting.size())).asInt();
                JsonNode legal = ok(replicas.get(anyReplica(), "/games/" + gameId + "/legal-actions", tokens.get(seat)));
                move(seat, legal.get("seq").asLong(), legal.get("actions"));
            }
            return this;
        } finally {
            racer.shutdownNow();
        }
    }

    private void move(int seat, long seq, JsonNode actions) throws Exception {
        String action = pick(actions);
        String key = UUID.randomUUID().toString();
        int replica = anyReplica();
        int roll = random.nextInt(20);
        Exchange exchange = roll < 3 ? Exchange.TWINS_RACED : roll < 6 ? Exchange.RIVALS_RACED
                : roll < 9 ? Exchange.RETRIED_ON_OTHER : Exchange.PLAIN;
        switch (exchange) {
            case PLAIN -> accept(key, body200(send(replica, seat, key, random.nextBoolean() ? seq : null, action)));
            case RETRIED_ON_OTHER -> {
                String first = body200(send(replica, seat, key, seq, action));
                assertEquals(first, body200(send(1 - replica, seat, key, seq, action)),
                        "command " + key + " resent to the other replica gets its first answer byte for byte");
                accept(key, first);
            }
            case TWINS_RACED -> {
                List<Replicas.Answer> both = race(() -> send(0, seat, key, seq, action), () -> send(1, seat, key, seq, action));
                String first = body200(both.get(0));
                assertEquals(first, body200(both.get(1)), "command " + key + " raced on both replicas gets one answer");
                accept(key, first);
            }
            case RIVALS_RACED -> {
                String rival = UUID.randomUUID().toString();
                String rivalAction = pick(actions);
                List<Replicas.Answer> both = race(() -> send(0, seat, key, seq, action), () -> send(1, seat, rival, seq, rivalAction));
                boolean firstWon = both.get(0).status() == 200;
                Replicas.Answer lost = both.get(firstWon ? 1 : 0);
                assertEquals(409, lost.status(), "of two commands on head " + seq + " one wins, the other is refused: " + both);
                assertTrue(lost.body().contains("\"https://arbiter.dev/problems/version-conflict\""), lost.body());
                accept(firstWon ? key : rival, body200(both.get(firstWon ? 0 : 1)));
                refused.add(firstWon ? rival : key);
            }
        }
        exchanges.merge(exchange, 1, Integer::sum);
    }

    private Replicas.Answer send(int replica, int seat, String key, Long ifMatch, String action) {
        return replicas.command(replica, gameId, tokens.get(seat), key, ifMatch, action);
    }

    /** Both requests at once, one on the racer thread and one on this. */
    private List<Replicas.Answer> race(Supplier<Replicas.Answer> one, Supplier<Replicas.Answer> other)
            throws InterruptedException, ExecutionException {
        Future<Replicas.Answer> first = racer.submit(one::get);
        Replicas.Answer second = other.get();
        return List.of(first.get(), second);
    }

    private void accept(String key, String answer) {
        assertNull(answered.put(key, answer), "command id " + key + " was used once");
    }

    private String pick(JsonNode actions) {
        return actions.get(random.nextInt(actions.size())).toString();
    }

    private int anyReplica() {
        return random.nextInt(2);
    }

    private static String body200(Replicas.Answer answer) {
        assertEquals(200, answer.status(), answer.body());
        return answer.body();
    }

    private static JsonNode ok(Replicas.Answer answer) throws JsonProcessingException {
        return JSON.readTree(body200(answer));
    }
}
