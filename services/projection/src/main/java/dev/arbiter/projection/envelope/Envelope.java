package dev.arbiter.projection.envelope;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.StringJoiner;
import java.util.UUID;

/**
 * The members of an event envelope (docs/events.md, "Envelope") the projection reads, and what its
 * hash must be. {@code payload} is deliberately not exposed: it may hold hidden information, and
 * nothing here may show it.
 */
public record Envelope(ObjectNode json, UUID gameId, long seq, String type, String ruleset, String rulesetVersion, String contentPack,
                       Integer seat, Integer round, String awaiting, Instant occurredAt, ObjectNode publicPayload,
                       String previousHash, String hash, String ownHash) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** occurredAt as the kernel writes it, a digit for each d */
    private static final String KERNEL_TIME = "dddd-dd-ddTdd:dd:dd.dddZ";

    /** Reads a Kafka record value; refuses anything that is not an envelope. */
    public static Envelope parse(String text) {
        try {
            JsonNode node = JSON.readTree(text);
            if (!(node instanceof ObjectNode json)) {
                throw new UnreadableEnvelope("not a JSON object");
            }
            return new Envelope(json,
                    UUID.fromString(required(json, "gameId").asText()),
                    positive(required(json, "seq")),
                    required(json, "type").asText(),
                    required(json, "ruleset").asText(),
                    required(json, "rulesetVersion").asText(),
                    json.path("contentPack").isTextual() ? json.get("contentPack").asText() : null,
                    json.path("seat").isInt() ? json.get("seat").intValue() : null,
                    json.path("round").isInt() ? json.get("round").intValue() : null,
                    seats(json.path("awaiting")),
                    instant(required(json, "occurredAt").asText()),
                    object(json, "publicPayload"),
                    required(json, "previousHash").asText(),
                    required(json, "hash").asText(),
                    // now, while the tree just read is in the CPU's caches: a batch reads thousands before applying one
                    ChainLink.ownHash(json));
        } catch (JsonProcessingException | IllegalArgumentException | DateTimeException e) {
            throw new UnreadableEnvelope(e.getMessage());
        }
    }

    /** The envelope as text again (the buffer of events waiting behind a gap keeps it so). */
    public String text() {
        return json.toString();
    }

    private static JsonNode required(ObjectNode json, String member) {
        JsonNode value = json.get(member);
        if (value == null || value.isNull()) {
            throw new UnreadableEnvelope("no " + member);
        }
        return value;
    }

    /**
     * Text in the form every kernel writes (docs/events.md: {@code YYYY-MM-DDTHH:MM:SS.sssZ}) is read
     * field by field, at a small part of the cost of {@link Instant#parse}; any other text goes
     * through {@code Instant.parse}, so the answers are its answers.
     */
    static Instant instant(String text) {
        if (inKernelForm(text)) {
            try {
                return LocalDateTime.of(number(text, 0, 4), number(text, 5, 7), number(text, 8, 10), number(text, 11, 13),
                        number(text, 14, 16), number(text, 17, 19), number(text, 20, 23) * 1_000_000).toInstant(ZoneOffset.UTC);
            } catch (DateTimeException outOfRange) {
                // Instant.parse has the last word on such text (it reads 24:00 as the next day's start, for one)
            }
        }
        return Instant.parse(text);
    }

    private static boolean inKernelForm(String text) {
        if (text.length() != KERNEL_TIME.length()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char form = KERNEL_TIME.charAt(i);
            char c = text.charAt(i);
            if (form == 'd' ? c < '0' || c > '9' : c != form) {
                return false;
            }
        }
        return true;
    }

    private static int number(String text, int from, int to) {
        return Integer.parseInt(text, from, to, 10);
    }

    private static long positive(JsonNode seq) {
        if (!seq.isIntegralNumber() || seq.longValue() < 1) {
            throw new UnreadableEnvelope("seq is not a positive integer: " + seq);
        }
        return seq.longValue();
    }

    /** The awaited seats as a JSON array; {@code []} when absent (envelopes written before the member existed). */
    private static String seats(JsonNode awaiting) {
        if (awaiting.isMissingNode()) {
            return "[]";
        }
        if (!awaiting.isArray()) {
            throw new UnreadableEnvelope("awaiting is not an array of seats: " + awaiting);
        }
        // written by hand, as Jackson would write it: cheaper than its serializer, on every event
        StringJoiner seats = new StringJoiner(",", "[", "]");
        for (JsonNode seat : awaiting) {
            if (!seat.isInt()) {
                throw new UnreadableEnvelope("awaiting is not an array of seats: " + awaiting);
            }
            seats.add(Integer.toString(seat.intValue()));
        }
        return seats.toString();
    }

    private static ObjectNode object(ObjectNode json, String member) {
        if (!(required(json, member) instanceof ObjectNode object)) {
            throw new UnreadableEnvelope(member + " is not an object");
        }
        return object;
    }

    /** A record on an event topic that is not an event envelope. */
    public static final class UnreadableEnvelope extends RuntimeException {
        public UnreadableEnvelope(String reason) {
            super(reason);
        }
    }
}
