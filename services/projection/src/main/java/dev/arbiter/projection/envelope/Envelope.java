package dev.arbiter.projection.envelope;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.UUID;
import java.util.stream.StreamSupport;

/**
 * The members of an event envelope (docs/events.md, "Envelope") the projection reads. {@code payload}
 * is deliberately not exposed: it may hold hidden information, and nothing here may show it.
 */
public record Envelope(ObjectNode json, UUID gameId, long seq, String type, String ruleset, String rulesetVersion, String contentPack,
                       Integer seat, Integer round, String awaiting, Instant occurredAt, ObjectNode publicPayload,
                       String previousHash, String hash) {

    private static final ObjectMapper JSON = new ObjectMapper();

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
                    Instant.parse(required(json, "occurredAt").asText()),
                    object(json, "publicPayload"),
                    required(json, "previousHash").asText(),
                    required(json, "hash").asText());
        } catch (JsonProcessingException | IllegalArgumentException | java.time.DateTimeException e) {
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
        if (!awaiting.isArray() || !StreamSupport.stream(awaiting.spliterator(), false).allMatch(JsonNode::isInt)) {
            throw new UnreadableEnvelope("awaiting is not an array of seats: " + awaiting);
        }
        return awaiting.toString();
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
