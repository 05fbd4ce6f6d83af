package dev.arbiter.projection.it;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.testkit.TopicReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.UUID;

/**
 * A game's envelopes as a ruleset service published them, one per seq, and copies of it under a
 * new game id, re-sealed so their hash chains hold: more real-looking games from one played game.
 */
record RecordedGame(String topic, List<ObjectNode> envelopes) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Reads the game's envelopes off its topic once all {@code head} of them are there. */
    static RecordedGame read(String topic, String gameId, long head) {
        List<TopicReader.Message> messages = TopicReader.readUntil(topic, gameId,
                found -> found.stream().map(m -> parse(m.value()).get("seq").asLong()).distinct().count() == head,
                Duration.ofSeconds(60));
        TreeMap<Long, ObjectNode> bySeq = new TreeMap<>();
        messages.forEach(m -> bySeq.putIfAbsent(parse(m.value()).get("seq").asLong(), parse(m.value())));
        return new RecordedGame(topic, List.copyOf(bySeq.values()));
    }

    String gameId() {
        return envelopes.get(0).get("gameId").asText();
    }

    /** The record values, canonical as on the topic. */
    List<String> values() {
        return envelopes.stream().map(ObjectNode::toString).toList();
    }

    /** The same events under another game id, each re-sealed onto the copy's own chain. */
    RecordedGame copy() {
        String gameId = UUID.randomUUID().toString();
        String previous = HashChain.GENESIS;
        List<ObjectNode> copies = new ArrayList<>();
        for (ObjectNode original : envelopes) {
            ObjectNode copy = original.deepCopy();
            copy.put("gameId", gameId);
            copy.put("previousHash", previous);
            HashChain.seal(copy);
            previous = copy.get("hash").asText();
            copies.add(copy);
        }
        return new RecordedGame(topic, List.copyOf(copies));
    }

    static ObjectNode parse(String value) {
        try {
            return (ObjectNode) JSON.readTree(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(value, e);
        }
    }
}
