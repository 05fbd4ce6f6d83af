package dev.arbiter.kernel.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.game.Envelopes;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameDecider;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kernel.store.EventRecord;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The service's one ruleset, with what the kernel needs around it: the life-cycle decider, the
 * JSON codec, the envelopes its events travel in, and the content packs its games are pinned to.
 */
@ApplicationScoped
public class RulesetRuntime {

    private final GameDecider<Object, Object, Object> decider;
    private final GameCodec codec;
    private final Envelopes envelopes;
    private final ContentPacks packs;

    @SuppressWarnings("unchecked")
    public RulesetRuntime(Rules<?, ?, ?> rules, ObjectMapper mapper, ContentPacks packs) {
        this.decider = new GameDecider<>((Rules<Object, Object, Object>) rules);
        this.codec = new GameCodec(mapper, rules);
        this.envelopes = new Envelopes(mapper);
        this.packs = packs;
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
     * Seals the events one command produced into envelopes that continue the chain after
     * {@code previousHash}; {@code game} is the state they lead to, which names the content pack,
     * the round and the seats awaited next.
     */
    public List<EventRecord> seal(UUID gameId, String commandId, Integer seat, long firstSeq, String previousHash, List<Object> events,
            Game<Object> game) {
        Envelopes.Context context = new Envelopes.Context(gameId.toString(), rules().name(), rules().version(),
                rules().contentPack(game.rules()), commandId, seat, rules().round(game.rules()), decider.awaiting(game));
        Instant now = Instant.now();
        List<EventRecord> records = new ArrayList<>();
        String previous = previousHash;
        long seq = firstSeq;
        for (Object event : events) {
            ObjectNode envelope = envelopes.envelope(context, seq, codec.eventType(event), codec.eventJson(event),
                    publicPayload(event), previous, now);
            EventRecord record = new EventRecord();
            record.gameId = gameId;
            record.seq = seq++;
            record.type = envelope.get("type").asText();
            record.commandId = commandId;
            record.hash = envelope.get("hash").asText();
            record.envelope = CanonicalJson.write(envelope);
            records.add(record);
            previous = record.hash;
        }
        return records;
    }

    public ObjectNode parse(EventRecord record) {
        try {
            return (ObjectNode) codec.mapper().readTree(record.envelope);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event " + record.gameId + "/" + record.seq + " is not JSON", e);
        }
    }

    public Object event(ObjectNode envelope) {
        return codec.event(envelope.get("type").asText(), envelope.get("payload"));
    }

    /** Applies a stored event, refusing it if the content pack it names is not loaded with the same bytes. */
    public Game<Object> fold(Game<Object> game, EventRecord record) {
        ObjectNode envelope = parse(record);
        checkContentPack(envelope);
        return decider.evolve(game, event(envelope));
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

    /** The envelope as {@code viewer} may see it: its payload without the secrets it may not see. */
    public ObjectNode redacted(EventRecord record, Viewer viewer) {
        ObjectNode envelope = parse(record);
        if (viewer != Viewer.EVERYONE) {
            envelope.set("payload", redactedPayload(event(envelope), viewer));
        }
        return envelope;
    }

    private ObjectNode publicPayload(Object event) {
        return redactedPayload(event, Viewer.SPECTATOR);
    }

    private ObjectNode redactedPayload(Object event, Viewer viewer) {
        return codec.eventJson(Redactor.event(event, viewer));
    }
}
