package dev.arbiter.projection.envelope;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import java.io.IOException;
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
public record Envelope(String text, UUID gameId, long seq, String type, String ruleset, String rulesetVersion, String contentPack,
                       Integer seat, Integer round, String awaiting, Instant occurredAt, ObjectNode publicPayload,
                       String previousHash, String hash, String ownHash) {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** occurredAt as the kernel writes it, a digit for each d */
    private static final String KERNEL_TIME = "dddd-dd-ddTdd:dd:dd.dddZ";

    /**
     * Reads a Kafka record value; refuses anything that is not an envelope. One pass of a streaming
     * parser: only the members the hash covers become nodes (the own hash needs their canonical
     * text), scalars made directly; {@code payload} (format 2: not hashed, and never shown) and
     * {@code signature} are skipped unbuilt. A format 1 envelope hashes its payload, so it is read
     * whole, as before.
     */
    public static Envelope parse(String text) {
        try {
            ObjectNode hashed = hashedMembers(text);
            ObjectNode json = HashChain.format(hashed) >= 2 ? hashed : whole(text);
            return new Envelope(text,
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
                    // now, while the members just read are in the CPU's caches: a batch reads thousands before applying one
                    ChainLink.ownHash(json));
        } catch (IOException | IllegalArgumentException | DateTimeException e) {
            throw new UnreadableEnvelope(e.getMessage());
        }
    }

    /** Whether two envelopes as received hold the same JSON, whatever their spacing or member order. */
    public static boolean sameContent(String one, String other) {
        try {
            return whole(one).equals(whole(other));
        } catch (JsonProcessingException e) {
            throw new UnreadableEnvelope(e.getMessage());
        }
    }

    private static ObjectNode hashedMembers(String text) throws IOException {
        try (JsonParser parser = JSON.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new UnreadableEnvelope("not a JSON object");
            }
            ObjectNode members = NODES.objectNode();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String member = parser.currentName();
                JsonToken value = parser.nextToken();
                if (member.equals("payload") || member.equals("signature")) {
                    parser.skipChildren();
                } else {
                    members.set(member, node(parser, value));
                }
            }
            return members;
        }
    }

    /** The value at the parser as readTree would make it, scalars without its per-call set-up. */
    private static JsonNode node(JsonParser parser, JsonToken value) throws IOException {
        return switch (value) {
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_NULL -> NODES.nullNode();
            case VALUE_TRUE, VALUE_FALSE -> NODES.booleanNode(value == JsonToken.VALUE_TRUE);
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> NODES.numberNode(parser.getIntValue());
                case LONG -> NODES.numberNode(parser.getLongValue());
                default -> NODES.numberNode(parser.getBigIntegerValue());
            };
            default -> JSON.readTree(parser);
        };
    }

    private static ObjectNode whole(String text) throws JsonProcessingException {
        if (!(JSON.readTree(text) instanceof ObjectNode json)) {
            throw new UnreadableEnvelope("not a JSON object");
        }
        return json;
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
