package dev.arbiter.kernel.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** Builds the envelope of each event (docs/events.md, "Envelope") and seals it into the chain. */
public final class Envelopes {

    /**
     * Where in which game an event goes, which command produced it, and where that command left
     * the game (its round and the seats it then waits for).
     */
    public record Context(String gameId, String ruleset, String rulesetVersion, String contentPack, String commandId, Integer seat,
            Integer round, List<Integer> awaiting) {
    }

    private static final DateTimeFormatter OCCURRED_AT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private final ObjectMapper mapper;

    public Envelopes(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /**
     * A format 2 envelope, sealed: the public members only. {@code sealed} is the commitment to the
     * full payload ({@link SealedPayloads}) or null when the payload is {@code publicPayload} itself.
     */
    public ObjectNode envelope(Context context, long seq, String type, ObjectNode publicPayload, String sealed,
            String previousHash, Instant occurredAt) {
        ObjectNode envelope = mapper.createObjectNode();
        envelope.put("gameId", context.gameId());
        envelope.put("seq", seq);
        envelope.put("type", type);
        envelope.put("ruleset", context.ruleset());
        envelope.put("rulesetVersion", context.rulesetVersion());
        envelope.put("contentPack", context.contentPack());
        envelope.put("occurredAt", OCCURRED_AT.format(occurredAt));
        envelope.put("commandId", context.commandId());
        envelope.put("seat", context.seat());
        envelope.put("round", context.round());
        // the seats as numbers, without a round trip through Jackson's value conversion
        ArrayNode awaiting = envelope.putArray("awaiting");
        context.awaiting().forEach(awaiting::add);
        envelope.set("publicPayload", publicPayload);
        envelope.put("sealed", sealed);
        envelope.put("format", HashChain.FORMAT);
        envelope.put("previousHash", previousHash);
        // the hash only: the envelope's text is written once, when its signature is in (RulesetRuntime)
        envelope.put("hash", HashChain.ownHash(envelope));
        return envelope;
    }

    /**
     * The members re-execution must reproduce exactly: all but the time, the chain links and the
     * signature. Give it the envelope with its full {@code payload}.
     */
    public static ObjectNode body(ObjectNode envelope) {
        ObjectNode body = envelope.deepCopy();
        body.remove("occurredAt");
        body.remove("previousHash");
        body.remove("hash");
        body.remove("signature");
        return body;
    }
}
