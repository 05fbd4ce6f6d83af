package dev.arbiter.registry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Finds the lines of a text that keep a list of rulesets: three or more of them named on one line with nothing
 * but separators between (a List.of, an array, a comma-separated default), or lines of one shape that differ
 * only by the ruleset they name, a few lines apart (POM arguments, properties, object members, YAML keys).
 * Two are a pair (a test's two subjects, an example), three enumerate (or all of them, if there are fewer).
 * Prose does not count: "a Kharnage and a Warmeister game" names each as a word, not as a list item.
 */
final class RulesetLists {

    /** How far apart the items of one list may be: a POM dependency is 13 lines long. */
    private static final int SPAN = 20;
    private static final String OUTSIDE_A_NAME = "[A-Za-z0-9_-]";
    private static final Pattern SEPARATORS = Pattern.compile("[\\s\"'`,;|]+");

    private static final Pattern END_MARKER = Pattern.compile("\\s*(#|//|<!--) end of ");

    private final Map<String, String> rulesetOfSpelling = new LinkedHashMap<>();
    private final Pattern spelling;
    private final Pattern nameToken;
    private final int enumerates;

    RulesetLists(List<String> rulesets) {
        for (String ruleset : rulesets) {
            spellings(ruleset).forEach(spelling -> rulesetOfSpelling.put(spelling, ruleset));
        }
        String any = rulesetOfSpelling.keySet().stream().sorted(Comparator.comparing(String::length).reversed())
                .map(Pattern::quote).collect(Collectors.joining("|"));
        spelling = Pattern.compile(any);
        String name = "(?<!" + OUTSIDE_A_NAME + ")(" + rulesets.stream().map(Pattern::quote).collect(Collectors.joining("|"))
                + ")(?!" + OUTSIDE_A_NAME + ")";
        nameToken = Pattern.compile(name);
        enumerates = Math.min(3, rulesets.size());
    }

    /** The lines (numbered from 1, with their text) that belong to a list of rulesets. */
    List<String> find(String text) {
        String[] lines = text.split("\n", -1);
        Set<Integer> listed = new HashSet<>();
        String[] shapes = new String[lines.length];
        String[] named = new String[lines.length];
        for (int i = 0; i < lines.length; i++) {
            if (listedNames(lines[i]).size() >= enumerates) {
                listed.add(i);
            }
            Matcher spelt = spelling.matcher(lines[i]);
            Set<String> rulesets = new HashSet<>();
            StringBuilder shape = new StringBuilder();
            while (spelt.find()) {
                rulesets.add(rulesetOfSpelling.get(spelt.group()));
                spelt.appendReplacement(shape, "@");
            }
            spelt.appendTail(shape);
            if (rulesets.size() == 1) {
                // quotes and numbers (a port) do not make another shape
                shapes[i] = shape.toString().replaceAll("[\"'`]", "").replaceAll("[0-9]+", "#").strip();
                named[i] = rulesets.iterator().next();
            }
        }
        for (int i = 0; i < lines.length; i++) {
            if (shapes[i] == null) {
                continue;
            }
            List<Integer> sameShape = new ArrayList<>();
            Set<String> rulesets = new HashSet<>();
            for (int j = i; j < Math.min(lines.length, i + SPAN); j++) {
                if (shapes[i].equals(shapes[j])) {
                    sameShape.add(j);
                    rulesets.add(named[j]);
                }
            }
            if (rulesets.size() >= enumerates) {
                listed.addAll(sameShape);
            }
        }
        return listed.stream().sorted().map(i -> (i + 1) + ": " + lines[i].strip()).toList();
    }

    /** The rulesets a line names as items of a list: each next to another with only separators between. */
    private Set<String> listedNames(String line) {
        Set<String> names = new HashSet<>();
        Matcher token = nameToken.matcher(line);
        String previous = null;
        int previousEnd = 0;
        while (token.find()) {
            if (previous != null && SEPARATORS.matcher(line.substring(previousEnd, token.start())).matches()) {
                names.add(previous);
                names.add(token.group(1));
            }
            previous = token.group(1);
            previousEnd = token.end();
        }
        return names;
    }

    /** Whether a rendered file is rendered only in part, between marker lines (Renderer.begin and end). */
    static boolean hasGeneratedSection(String rendered) {
        return rendered.contains(Renderer.GENERATED);
    }

    /** The text with the lines between each begin and end marker line left empty: deploy/render keeps those. */
    static String withoutGeneratedSections(String text) {
        List<String> kept = new ArrayList<>();
        boolean generated = false;
        for (String line : text.split("\n", -1)) {
            if (generated && END_MARKER.matcher(line).lookingAt()) {
                generated = false;
            }
            kept.add(generated ? "" : line);
            generated |= line.contains(Renderer.GENERATED);
        }
        return String.join("\n", kept);
    }

    /** high-command as code spells it: high-command, highcommand, high_command, HIGH_COMMAND, HighCommand, highCommand. */
    private static Set<String> spellings(String ruleset) {
        String[] words = ruleset.split("-");
        StringBuilder pascal = new StringBuilder();
        for (String word : words) {
            pascal.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        String camel = Character.toLowerCase(pascal.charAt(0)) + pascal.substring(1);
        String snake = String.join("_", words);
        return new HashSet<>(List.of(ruleset, String.join("", words), snake, snake.toUpperCase(Locale.ROOT), pascal.toString(), camel));
    }
}
