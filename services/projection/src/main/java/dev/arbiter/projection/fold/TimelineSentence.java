package dev.arbiter.projection.fold;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.projection.fold.TimelineTemplate.OptionalPart;
import dev.arbiter.projection.fold.TimelineTemplate.Part;
import dev.arbiter.projection.fold.TimelineTemplate.Placeholder;
import dev.arbiter.projection.fold.TimelineTemplate.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a payload as its template says (docs/events.md, "Timeline sentences"). A member that is
 * missing, null, an empty list or text, or a list of nulls has nothing to show: that is all redaction
 * leaves of hidden information, so a hidden member can only ever read as absent.
 */
public final class TimelineSentence {

    private TimelineSentence() {
    }

    public static String write(TimelineTemplate template, JsonNode payload, TimelineNames names) {
        return render(template.parts(), payload, names).text();
    }

    /** The text, and whether every placeholder of this level had something to show. */
    private record Rendering(String text, boolean complete) {
    }

    private static Rendering render(List<Part> parts, JsonNode scope, TimelineNames names) {
        StringBuilder text = new StringBuilder();
        boolean complete = true;
        for (Part part : parts) {
            if (part instanceof Text plain) {
                text.append(plain.text());
            } else if (part instanceof Placeholder placeholder) {
                Optional<String> value = value(placeholder, scope, names);
                complete &= value.isPresent();
                value.ifPresent(text::append);
            } else if (part instanceof OptionalPart optional) {
                Rendering inner = render(optional.parts(), scope, names);
                if (inner.complete()) {
                    text.append(inner.text());
                }
            }
        }
        return new Rendering(text.toString(), complete);
    }

    private static Optional<String> value(Placeholder placeholder, JsonNode scope, TimelineNames names) {
        JsonNode value = at(scope, placeholder.path());
        if (placeholder.kind().equals("places")) {
            return places(value, names);
        }
        if (placeholder.kind().equals("event")) {
            return names.templateOfEvent(scope.path("seq").asLong())
                    .filter(template -> shown(value))
                    .map(template -> write(template, value, names));
        }
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(item -> one(placeholder, item, names).ifPresent(items::add));
            return items.isEmpty() ? Optional.empty() : Optional.of(inWords(items));
        }
        return one(placeholder, value, names);
    }

    /** One value (or one element of a list) as its kind reads. */
    private static Optional<String> one(Placeholder placeholder, JsonNode value, TimelineNames names) {
        if (!shown(value)) {
            return Optional.empty();
        }
        return switch (placeholder.kind()) {
            case "seat" -> value.canConvertToInt() ? Optional.of(names.seat(value.intValue())) : Optional.empty();
            case "card" -> Optional.of(names.card(value.asText()));
            case "words" -> Optional.of(TimelineText.words(value.asText().replaceAll("[_-]+", " ")));
            case "roll" -> isRoll(value) ? Optional.of(roll(value)) : Optional.empty();
            case "each" -> Optional.of(render(placeholder.items().parts(), value, names).text());
            case "n" -> Optional.of(count(value.asLong(), placeholder.noun()));
            case "choice" -> choice(placeholder.choices(), value);
            default -> Optional.of(plain(value));
        };
    }

    /** The words a choice gives the value; none (absent) for a value it maps to nothing or does not list without {@code *}. */
    private static Optional<String> choice(Map<String, String> choices, JsonNode value) {
        String words = choices.get(value.asText());
        if (words != null) {
            return words.isEmpty() ? Optional.empty() : Optional.of(words);
        }
        return choices.containsKey(TimelineTemplate.OTHERS) ? Optional.of(plain(value)) : Optional.empty();
    }

    private static JsonNode at(JsonNode scope, String path) {
        JsonNode node = scope;
        if (!path.equals(".")) {
            for (String step : path.split("\\.")) {
                node = node.isArray() && step.matches("\\d+") ? node.path(Integer.parseInt(step)) : node.path(step);
            }
        }
        return node;
    }

    private static boolean shown(JsonNode value) {
        if (value.isMissingNode() || value.isNull() || (value.isTextual() && value.asText().isEmpty())) {
            return false;
        }
        if (value.isContainerNode() && value.isEmpty()) {
            return false;
        }
        if (value.isArray()) {
            for (JsonNode item : value) {
                if (!item.isNull()) {
                    return true;
                }
            }
            return false;
        }
        return true;
    }

    /** A member written without a kind: text and numbers as they are, a roll as a die, an object as its members. */
    private static String plain(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue() ? "yes" : "no";
        }
        if (isRoll(value)) {
            return roll(value);
        }
        if (value.isObject()) {
            List<String> members = new ArrayList<>();
            value.properties().forEach(member -> {
                if (shown(member.getValue())) {
                    members.add(TimelineText.words(member.getKey()) + " " + plain(member.getValue()));
                }
            });
            return String.join(", ", members);
        }
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(item -> {
                if (shown(item)) {
                    items.add(plain(item));
                }
            });
            return inWords(items);
        }
        return value.asText();
    }

    static boolean isRoll(JsonNode value) {
        return value.isObject() && value.size() == 3 && value.path("draw").isIntegralNumber()
                && value.path("sides").isIntegralNumber() && value.path("value").isIntegralNumber();
    }

    /** "a 5 on a d6", "an 8 on a d10". */
    private static String roll(JsonNode roll) {
        long face = roll.get("value").asLong();
        return article(face) + " " + face + " on a d" + roll.get("sides").asLong();
    }

    /** "an" before the numbers read with a vowel first: 8, 11, 18, 80 to 89, 800 to 899, 11000 to 11999 ... */
    private static String article(long number) {
        boolean vowel = Long.toString(number).startsWith("8") || number == 11 || number == 18
                || number / 1000 == 11 || number / 1000 == 18;
        return vowel ? "an" : "a";
    }

    /** "1 card", "3 cards", "1 die" and "2 dice" from the noun "die|dice". */
    private static String count(long count, String noun) {
        int bar = noun.indexOf('|');
        String singular = bar < 0 ? noun : noun.substring(0, bar);
        String plural = bar < 0 ? noun + "s" : noun.substring(bar + 1);
        return count + " " + (count == 1 ? singular : plural);
    }

    /** The kernel's placings, best first: "Ann 1st, Bob and Cy 2nd". */
    private static Optional<String> places(JsonNode placings, TimelineNames names) {
        List<String> places = new ArrayList<>();
        for (int place = 0; place < placings.size(); place++) {
            List<String> seats = new ArrayList<>();
            placings.get(place).forEach(seat -> seats.add(names.seat(seat.asInt())));
            places.add(inWords(seats) + " " + ordinal(place + 1));
        }
        return places.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", places));
    }

    static String ordinal(int n) {
        String suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    /** "a", "a and b", "a, b and c". */
    static String inWords(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
