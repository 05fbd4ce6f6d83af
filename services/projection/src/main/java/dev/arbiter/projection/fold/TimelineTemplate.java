package dev.arbiter.projection.fold;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One event type's sentence, as its ruleset's contract publishes it in {@code x-timeline} (docs/events.md,
 * "Timeline sentences"): text, {@code {member}} placeholders that name a payload member by path, and
 * {@code [optional parts]} left out when a placeholder in them has nothing to show. Parsed once, so a
 * template that does not parse fails where the contracts are read, not in the middle of a game.
 */
public record TimelineTemplate(String source, List<Part> parts) {

    /** The kinds a placeholder may name after its path; a choice ({@code WIN=won|LOSS=lost}) and {@code each}, {@code n} take more. */
    static final Set<String> KINDS = Set.of("seat", "card", "roll", "words", "places", "event");

    /** In a choice, the values it does not list read as themselves rather than as absent. */
    public static final String OTHERS = "*";

    public sealed interface Part permits Text, Placeholder, OptionalPart {
    }

    public record Text(String text) implements Part {
    }

    /**
     * {@code {path}} or {@code {path:kind}}; {@code kind} is one of {@link #KINDS}, {@code each} with an
     * {@code items} template, {@code n} with a {@code noun} ("card" or "die|dice"), or a choice of words by value.
     */
    public record Placeholder(String path, String kind, TimelineTemplate items, String noun, Map<String, String> choices)
            implements Part {
    }

    public record OptionalPart(List<Part> parts) implements Part {
    }

    public static TimelineTemplate parse(String source) {
        Parser parser = new Parser(source);
        List<Part> parts = parser.sequence(false);
        return new TimelineTemplate(source, List.copyOf(parts));
    }

    /** The placeholders outside every optional part: those that must always have something to show. */
    public List<Placeholder> requiredPlaceholders() {
        return parts.stream().filter(Placeholder.class::isInstance).map(Placeholder.class::cast).toList();
    }

    /** Every placeholder at this level, in optional parts too (not those of an {@code each}'s items). */
    public List<Placeholder> allPlaceholders() {
        List<Placeholder> found = new ArrayList<>();
        collect(parts, found);
        return found;
    }

    private static void collect(List<Part> parts, List<Placeholder> found) {
        for (Part part : parts) {
            if (part instanceof Placeholder placeholder) {
                found.add(placeholder);
            } else if (part instanceof OptionalPart optional) {
                collect(optional.parts(), found);
            }
        }
    }

    private static final class Parser {
        private final String source;
        private int at;

        Parser(String source) {
            this.source = source;
        }

        List<Part> sequence(boolean inOptional) {
            List<Part> parts = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            while (at < source.length()) {
                char c = source.charAt(at);
                if (c == ']' && inOptional) {
                    break;
                }
                if (c == '{' || c == '[') {
                    flush(text, parts);
                    at++;
                    parts.add(c == '{' ? placeholder() : optional());
                } else if (c == '}' || c == ']') {
                    throw error("unexpected '" + c + "'");
                } else {
                    text.append(c);
                    at++;
                }
            }
            flush(text, parts);
            return parts;
        }

        private static void flush(StringBuilder text, List<Part> parts) {
            if (!text.isEmpty()) {
                parts.add(new Text(text.toString()));
                text.setLength(0);
            }
        }

        private Part optional() {
            List<Part> parts = sequence(true);
            if (at >= source.length()) {
                throw error("'[' without ']'");
            }
            at++;
            return new OptionalPart(List.copyOf(parts));
        }

        private Placeholder placeholder() {
            int start = at;
            int depth = 0;
            while (at < source.length() && !(source.charAt(at) == '}' && depth == 0)) {
                depth += source.charAt(at) == '{' ? 1 : source.charAt(at) == '}' ? -1 : 0;
                at++;
            }
            if (at >= source.length()) {
                throw error("'{' without '}'");
            }
            String inside = source.substring(start, at++);
            int colon = inside.indexOf(':');
            String path = colon < 0 ? inside : inside.substring(0, colon);
            if (!path.matches("\\.|[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*")) {
                throw error("'" + path + "' is not a member path");
            }
            if (colon < 0) {
                return new Placeholder(path, "", null, null, Map.of());
            }
            String spec = inside.substring(colon + 1);
            if (spec.startsWith("each ")) {
                return new Placeholder(path, "each", parse(spec.substring(5)), null, Map.of());
            }
            if (spec.startsWith("n ")) {
                return new Placeholder(path, "n", null, spec.substring(2), Map.of());
            }
            if (spec.contains("=")) {
                return new Placeholder(path, "choice", null, null, choices(spec));
            }
            if (!KINDS.contains(spec)) {
                throw error("unknown kind '" + spec + "'");
            }
            return new Placeholder(path, spec, null, null, Map.of());
        }

        private Map<String, String> choices(String spec) {
            Map<String, String> choices = new LinkedHashMap<>();
            for (String choice : spec.split("\\|", -1)) {
                if (choice.equals(OTHERS)) {
                    choices.put(OTHERS, "");
                    continue;
                }
                int equals = choice.indexOf('=');
                if (equals < 1) {
                    throw error("'" + choice + "' is not value=words");
                }
                choices.put(choice.substring(0, equals), choice.substring(equals + 1));
            }
            return Map.copyOf(choices);
        }

        private IllegalArgumentException error(String problem) {
            return new IllegalArgumentException("timeline template \"" + source + "\": " + problem + " at " + at);
        }
    }
}
