package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.projection.envelope.Envelope;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * An event no contract gives a sentence for (a ruleset this build has no contract of, dice-race's own
 * events), in words all the same, from its public payload only: the acting seat, the type's words, then
 * each member ("seat 1 (Ann): cards drawn: count 2, reason draw"). Empty and null members are left out:
 * they are what redaction leaves of hidden information. Every {draw, sides, value} object reads as a die.
 */
public final class TimelineText {

    private TimelineText() {
    }

    /** {@code seatNames} gives the name a seat was taken under, or null. */
    public static String of(Envelope event, IntFunction<String> seatNames) {
        return actor(event.seat(), seatNames) + words(event.type()) + members(event.publicPayload(), event.seat());
    }

    private static String actor(Integer seat, IntFunction<String> seatNames) {
        if (seat == null) {
            return "";
        }
        String name = seatNames.apply(seat);
        return (name == null ? "seat " + seat : "seat " + seat + " (" + name + ")") + ": ";
    }

    /** The members worth showing; a "seat" member that repeats the acting seat is left out. */
    private static String members(ObjectNode payload, Integer actingSeat) {
        List<String> parts = new ArrayList<>();
        payload.properties().forEach(member -> {
            boolean repeatsActor = member.getKey().equals("seat") && actingSeat != null && member.getValue().asInt(-1) == actingSeat;
            if (shown(member.getValue()) && !repeatsActor) {
                parts.add(member(member.getKey(), member.getValue()));
            }
        });
        return parts.isEmpty() ? "" : ": " + String.join(", ", parts);
    }

    private static String member(String key, JsonNode value) {
        return TimelineSentence.isRoll(value) ? value(value) : words(key) + " " + value(value);
    }

    private static String value(JsonNode value) {
        if (TimelineSentence.isRoll(value)) {
            return "rolled " + value.get("value").asText() + " on a d" + value.get("sides").asText();
        }
        if (value.isObject()) {
            List<String> parts = new ArrayList<>();
            value.properties().forEach(m -> {
                if (shown(m.getValue())) {
                    parts.add(member(m.getKey(), m.getValue()));
                }
            });
            return "(" + String.join(", ", parts) + ")";
        }
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(item -> items.add(value(item)));
            return "[" + String.join(", ", items) + "]";
        }
        return value.asText();
    }

    private static boolean shown(JsonNode value) {
        return !value.isNull() && !(value.isContainerNode() && value.isEmpty());
    }

    /** "CardsDrawn" and "cardsDrawn" read "cards drawn". */
    static String words(String name) {
        return name.replaceAll("(?<=[a-z0-9])(?=[A-Z])", " ").toLowerCase(Locale.ROOT);
    }
}
