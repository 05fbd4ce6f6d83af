package dev.arbiter.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What a bot knows of its game before its next move: the status, the awaited seats, the head it
 * saw, and the legal actions of one seat (docs/api.md, sections 3 and 4). Read from a game view,
 * a legal-actions answer, or the {@code next} member of a command's answer.
 */
public record Turn(String status, List<Integer> awaiting, long seq, Integer actionsSeat, List<JsonNode> actions) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Nothing known yet: the bot reads the game first. */
    public static final Turn UNKNOWN = new Turn(null, List.of(), 0, null, List.of());

    /** From {@code GET /games/{id}}. */
    public static Turn ofGame(String body) {
        JsonNode game = parse(body);
        return new Turn(game.path("status").asText(), seats(game.path("awaiting")), game.path("seq").asLong(), null, List.of());
    }

    /**
     * From a command's answer sent with {@code Prefer: return=representation}: its {@code next}
     * member describes the game at the new head for the seat that sent it. Empty when the answer has
     * no {@code next} (a server that does not offer the one-request loop).
     */
    public static Optional<Turn> ofNext(int seat, String body) {
        JsonNode next = parse(body).path("next");
        if (!next.isObject()) {
            return Optional.empty();
        }
        return Optional.of(new Turn(next.path("status").asText(), seats(next.path("awaiting")), next.path("seq").asLong(),
                seat, list(next.path("actions"))));
    }

    /** The same game with the legal actions {@code GET /games/{id}/legal-actions} gave {@code seat}. */
    public Turn withLegalActions(int seat, String body) {
        JsonNode legal = parse(body);
        return new Turn(status, awaiting, legal.path("seq").asLong(), seat, list(legal.path("actions")));
    }

    public boolean unknown() {
        return status == null;
    }

    public boolean running() {
        return "running".equals(status);
    }

    /** Finished, or anything else a bot cannot move in. */
    public boolean over() {
        return !unknown() && !running();
    }

    /** The seat the bot moves for: the lowest awaited one, as deploy/demo does. */
    public int mover() {
        if (awaiting.isEmpty()) {
            throw new IllegalStateException("the game is running at seq " + seq + " but awaits no seat");
        }
        return awaiting.stream().min(Integer::compare).orElseThrow();
    }

    /** Whether the bot must ask for the mover's legal actions before it can move. */
    public boolean needsActions() {
        return running() && (actionsSeat == null || actionsSeat != mover());
    }

    /** One of the mover's legal actions, uniformly at random, as the JSON body to send. */
    public String randomAction(RandomGenerator random) {
        if (actions.isEmpty()) {
            throw new IllegalStateException("seat " + mover() + " is awaited at seq " + seq + " but has no listed action");
        }
        return actions.get(random.nextInt(actions.size())).toString();
    }

    private static JsonNode parse(String body) {
        try {
            return JSON.readTree(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Integer> seats(JsonNode array) {
        List<Integer> seats = new ArrayList<>();
        array.forEach(seat -> seats.add(seat.asInt()));
        return List.copyOf(seats);
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> items = new ArrayList<>();
        array.forEach(items::add);
        return List.copyOf(items);
    }
}
