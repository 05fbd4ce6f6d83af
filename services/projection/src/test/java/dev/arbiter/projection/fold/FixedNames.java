package dev.arbiter.projection.fold;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;

/** Names for sentences in unit tests: the seats and cards given (others as "seat 2" and their ids), and earlier events' templates. */
record FixedNames(Map<Integer, String> seats, Map<String, String> cards, LongFunction<Optional<TimelineTemplate>> events)
        implements TimelineNames {

    private static final ObjectMapper JSON = new ObjectMapper();

    FixedNames(Map<Integer, String> seats, Map<String, String> cards) {
        this(seats, cards, seq -> Optional.empty());
    }

    @Override
    public String seat(int seat) {
        return seats.getOrDefault(seat, "seat " + seat);
    }

    @Override
    public String card(String id) {
        return cards.getOrDefault(id, id);
    }

    @Override
    public Optional<TimelineTemplate> templateOfEvent(long seq) {
        return events.apply(seq);
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
