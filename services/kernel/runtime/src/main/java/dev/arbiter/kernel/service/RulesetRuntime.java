package dev.arbiter.kernel.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.game.AnswerText;
import dev.arbiter.kernel.game.Envelopes;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameDecider;
import dev.arbiter.kernel.game.SealedPayloads;
import dev.arbiter.kernel.signing.EventSigner;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kernel.store.EventRecord;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The service's one ruleset, with what the kernel needs around it: the life-cycle decider, the
 * JSON codec, the envelopes its events travel in (sealed, signed, and opened at the game's end), and
 * the content packs its games are pinned to.
 */
@ApplicationScoped
public class RulesetRuntime {

    /** The kernel's event that publishes, once the game is over, the payload an earlier event sealed. */
    public static final String OPENED = "PayloadOpened";

    private final GameDecider<Object, Object, Object> decider;
    private final GameCodec codec;
    private final Envelopes envelopes;
    private final ContentPacks packs;
    private final EventSigner signer;

    @SuppressWarnings("unchecked")
    public RulesetRuntime(Rules<?, ?, ?> rules, ObjectMapper mapper, ContentPacks packs, EventSigner signer) {
        this.decider = new GameDecider<>((Rules<Object, Object, Object>) rules);
        this.codec = new GameCodec(mapper, rules);
        this.envelopes = new Envelopes(mapper);
        this.packs = packs;
        this.signer = signer;
    }

    public GameDecider<Object, Object, Object> decider() {
        return decider;
    }

    public Rules<Object, Object, Object> rules() {
        return decider.rules();
    }

    public GameCodec codec() {
        return codec;
    }

    /**
     * Seals the events one command produced into signed format 2 envelopes that continue the chain
     * after {@code previousHash}; {@code game} is the state they lead to, which names the content
     * pack, the round and the seats awaited next. An event that hides something is published with
     * a commitment to its full payload, which stays in the record. When {@code game} is over, a
     * {@value #OPENED} follows for every sealed event of the game, {@code sealedBefore} (those
     * recorded by earlier commands) and this command's own, so the end publishes what play hid.
     */
    public List<EventRecord> seal(UUID gameId, byte[] seed, String commandId, Integer seat, long firstSeq, String previousHash,
            List<Object> events, Game<Object> game, List<EventRecord> sealedBefore) {
        return seal(gameId, seed, commandId, seat, firstSeq, previousHash, events, game, sealedBefore, true);
    }

    /**
     * The same envelopes as {@link #seal}, unsigned: what the audit's re-execution compares, which
     * leaves the signature out anyway; a signature costs about a millisecond (docs/architecture.md).
     */
    public List<EventRecord> resealUnsigned(UUID gameId, byte[] seed, String commandId, Integer seat, long firstSeq, String previousHash,
            List<Object> events, Game<Object> game, List<EventRecord> sealedBefore) {
        return seal(gameId, seed, commandId, seat, firstSeq, previousHash, events, game, sealedBefore, false);
    }

    private List<EventRecord> seal(UUID gameId, byte[] seed, String commandId, Integer seat, long firstSeq, String previousHash,
            List<Object> events, Game<Object> game, List<EventRecord> sealedBefore, boolean signed) {
        Envelopes.Context context = new Envelopes.Context(gameId.toString(), rules().name(), rules().version(),
                rules().contentPack(game.rules()), commandId, seat, rules().round(game.rules()), decider.awaiting(game));
        Instant now = Instant.now();
        List<EventRecord> records = new ArrayList<>();
        for (Object event : events) {
            long seq = firstSeq + records.size();
            String payload = CanonicalJson.write(codec.eventJson(event));
            ObjectNode publicPayload = publicPayload(event);
            String publicText = CanonicalJson.write(publicPayload);
            boolean hides = !payload.equals(publicText);
            records.add(record(gameId, context, seq, codec.eventType(event), publicPayload, publicText,
                    hides ? SealedPayloads.commitment(seed, seq, payload) : null, hides ? payload : null, previous(records, previousHash), now,
                    signed));
        }
        if (game.finished()) {
            List<EventRecord> sealed = Stream.concat(sealedBefore.stream(), records.stream().filter(r -> r.payload != null)).toList();
            for (EventRecord hidden : sealed) {
                ObjectNode opening = codec.mapper().createObjectNode();
                opening.put("seq", hidden.seq);
                opening.set("payload", read(hidden.payload));
                records.add(record(gameId, context, firstSeq + records.size(), OPENED, opening, CanonicalJson.write(opening), null, null,
                        previous(records, previousHash), now, signed));
            }
        }
        return records;
    }

    private EventRecord record(UUID gameId, Envelopes.Context context, long seq, String type, ObjectNode publicPayload,
            String publicText, String sealed, String payload, String previousHash, Instant now, boolean signed) {
        ObjectNode envelope = envelopes.envelope(context, seq, type, publicPayload, sealed, previousHash, now);
        String hash = envelope.get("hash").asText();
        if (signed) {
            EventSigner.Signed signature = signer.sign(hash);
            envelope.putObject("signature").put("keyId", signature.keyId()).put("value", signature.value());
        }
        EventRecord record = new EventRecord();
        record.gameId = gameId;
        record.seq = seq;
        record.type = type;
        record.commandId = context.commandId();
        record.hash = hash;
        // the envelope's one full text, written when it is complete: what is stored, published and answered
        record.envelope = CanonicalJson.write(envelope);
        record.payload = payload;
        record.publicPayload = publicText;
        return record;
    }

    private static String previous(List<EventRecord> records, String before) {
        return records.isEmpty() ? before : records.get(records.size() - 1).hash;
    }

    /** The envelope as published. */
    public ObjectNode parse(EventRecord record) {
        return read(record.envelope);
    }

    /**
     * The envelope with its full {@code payload}: the one a format 1 envelope holds itself, the
     * sealed one kept beside a format 2 envelope, or else its {@code publicPayload}, which is then all.
     */
    public ObjectNode full(EventRecord record) {
        ObjectNode envelope = parse(record);
        if (!envelope.has("payload")) {
            envelope.set("payload", record.payload != null ? read(record.payload) : envelope.get("publicPayload").deepCopy());
        }
        return envelope;
    }

    /** The event a full envelope holds (never a PayloadOpened, which is no event of the game's own). */
    public Object event(ObjectNode envelope) {
        return codec.event(envelope.get("type").asText(), envelope.get("payload"));
    }

    /**
     * Applies a stored event, refusing it if the content pack it names is not loaded with the same
     * bytes. A PayloadOpened changes nothing: the game ended before it.
     */
    public Game<Object> fold(Game<Object> game, EventRecord record) {
        ObjectNode envelope = full(record);
        checkContentPack(envelope);
        return OPENED.equals(record.type) ? game : decider.evolve(game, event(envelope));
    }

    /** Refuses an event whose {@code contentPack} this service does not hold byte for byte (503 content-pack-unavailable). */
    public void checkContentPack(ObjectNode envelope) {
        JsonNode pin = envelope.path("contentPack");
        packs.check(pin.isTextual() ? pin.asText() : null);
    }

    /** What {@code viewer} may see of the ruleset's view of {@code game}. */
    public Object view(Game<Object> game, Viewer viewer) {
        return Redactor.view(rules().view(game.rules()), viewer);
    }

    /**
     * The envelope as {@code viewer} may see it (a REST feed item): as published, with the payload
     * as the viewer may see it. Only an event whose payload is sealed (or a format 1 event that
     * hides something) needs redacting; any other's payload is its public one.
     */
    public ObjectNode redacted(EventRecord record, Viewer viewer) {
        ObjectNode envelope = full(record);
        if (viewer != Viewer.EVERYONE && !envelope.get("payload").equals(envelope.get("publicPayload"))) {
            envelope.set("payload", redactedPayload(event(envelope), viewer));
        }
        return envelope;
    }

    /**
     * An event as a command's answer carries it to {@code viewer}: as {@link #redacted}, written from the texts
     * sealed for the append when it hides nothing, else from its tree.
     */
    public String answered(EventRecord record, Viewer viewer) {
        Optional<String> sealed = record.payload == null && record.publicPayload != null
                ? AnswerText.withPayload(record.envelope, record.publicPayload)
                : Optional.empty();
        return sealed.orElseGet(() -> json(redacted(record, viewer)));
    }

    private ObjectNode publicPayload(Object event) {
        return redactedPayload(event, Viewer.SPECTATOR);
    }

    private ObjectNode redactedPayload(Object event, Viewer viewer) {
        return codec.eventJson(Redactor.event(event, viewer));
    }

    /** An answer's JSON text, members in their order: what is stored and sent as it is. */
    public String json(Object answer) {
        try {
            return codec.mapper().writeValueAsString(answer);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer does not write", e);
        }
    }

    private ObjectNode read(String json) {
        try {
            return (ObjectNode) codec.mapper().readTree(json);
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("a stored envelope or payload is not a JSON object", e);
        }
    }
}
