package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.projection.envelope.Envelope;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * An event in words, for any ruleset, from its public payload only: the type's words, then each
 * member ("seat 1 (Ann): cards drawn: count 2, reason draw"). Empty and null members are left out:
 * they are what redaction leaves of hidden information. Every {draw, sides, value} object reads
 * as a die: "rolled 5 on a d6".
 */
public final class TimelineText {

    private TimelineText() {
    }

    /** {@code seatNames} gives the name a seat was taken under, or null. */
    public static String of(Envelope event, IntFunction<String> seatNames) {
        ObjectNode payload = event.publicPayload();
        return switch (event.type()) {
            case "GameCreated" -> "game of " + event.ruleset() + " (rules version " + event.rulesetVersion() + ") created with "
                    + payload.path("seats").asInt() + " seats" + options(payload.path("options"));
            case "SeatJoined" -> payload.path("name").asText() + " took seat " + payload.path("seat").asInt()
                    + (payload.has("bot") ? " (played by the service)" : "");
            case "GameEnded" -> "game over: " + (payload.path("placings").isEmpty() ? results(payload, seatNames)
                    : placings(payload.path("placings"), seatNames));
            // an opening is nobody's move: it shows, once the game is over, what an earlier event hid
            case "PayloadOpened" -> "hidden part of event " + payload.path("seq").asLong() + " revealed"
                    + (payload.path("payload") instanceof ObjectNode opened ? members(opened, null) : "");
            default -> actor(event.seat(), seatNames) + words(event.type()) + members(payload, event.seat());
        };
    }

    private static String actor(Integer seat, IntFunction<String> seatNames) {
        return seat == null ? "" : seat(seat, seatNames) + ": ";
    }

    private static String seat(int seat, IntFunction<String> seatNames) {
        String name = seatNames.apply(seat);
        return name == null ? "seat " + seat : "seat " + seat + " (" + name + ")";
    }

    private static String options(JsonNode options) {
        List<String> parts = new ArrayList<>();
        options.fields().forEachRemaining(option -> parts.add(option.getKey() + "=" + option.getValue().asText()));
        return parts.isEmpty() ? "" : ", options " + String.join(", ", parts);
    }

    private static String placings(JsonNode placings, IntFunction<String> seatNames) {
        List<String> places = new ArrayList<>();
        for (int place = 0; place < placings.size(); place++) {
            List<String> seats = new ArrayList<>();
            placings.get(place).forEach(seat -> seats.add(seat(seat.asInt(), seatNames)));
            places.add(ordinal(place + 1) + " " + String.join(" and ", seats));
        }
        return String.join("; ", places);
    }

    /** A game without placings (a co-operative one) ends with each seat's result: "Ann and Bob lost". */
    private static String results(JsonNode gameEnded, IntFunction<String> seatNames) {
        java.util.Map<String, List<String>> byResult = new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
        for (GameResults.SeatResult result : GameResults.of(gameEnded)) {
            byResult.computeIfAbsent(result.result(), r -> new ArrayList<>()).add(seat(result.seat(), seatNames));
        }
        List<String> parts = new ArrayList<>();
        byResult.forEach((result, seats) -> parts.add(String.join(" and ", seats) + " " + switch (result) {
            case "WIN" -> "won";
            case "DRAW" -> "drew";
            default -> "lost";
        }));
        return String.join("; ", parts);
    }

    private static String ordinal(int n) {
        String suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    /** The members worth showing; a "seat" member that repeats the acting seat is left out. */
    private static String members(ObjectNode payload, Integer actingSeat) {
        List<String> parts = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = payload.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> member = it.next();
            boolean repeatsActor = member.getKey().equals("seat") && actingSeat != null && member.getValue().asInt(-1) == actingSeat;
            if (shown(member.getValue()) && !repeatsActor) {
                parts.add(member(member.getKey(), member.getValue()));
            }
        }
        return parts.isEmpty() ? "" : ": " + String.join(", ", parts);
    }

    private static String member(String key, JsonNode value) {
        return isRoll(value) ? value(value) : words(key) + " " + value(value);
    }

    private static String value(JsonNode value) {
        if (isRoll(value)) {
            return "rolled " + value.get("value").asText() + " on a d" + value.get("sides").asText();
        }
        if (value.isObject()) {
            List<String> parts = new ArrayList<>();
            value.fields().forEachRemaining(m -> {
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

    private static boolean isRoll(JsonNode value) {
        return value.isObject() && value.size() == 3 && value.path("draw").isIntegralNumber()
                && value.path("sides").isIntegralNumber() && value.path("value").isIntegralNumber();
    }

    /** "CardsDrawn" and "cardsDrawn" read "cards drawn". */
    static String words(String name) {
        return name.replaceAll("(?<=[a-z0-9])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
    }
}
