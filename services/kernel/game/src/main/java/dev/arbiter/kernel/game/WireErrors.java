package dev.arbiter.kernel.game;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says in the API's words why a JSON body could not be read. Jackson's own messages name Java
 * classes ({@code java.lang.String}, {@code ObjectNode}, a ruleset's command record), which a
 * client cannot act on and which tell an outsider how the service is built; this names the
 * member, as a client writes it, and the JSON kind it must be.
 */
public final class WireErrors {

    private static final Pattern MISSING = Pattern.compile("Missing required creator property '([^']*)'");
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '([^']*)'");

    private WireErrors() {
    }

    /** Why {@code failure} refused a body read as {@code subject} (a command type, or "the body"). */
    public static String describe(JsonProcessingException failure, String subject) {
        String message = failure.getOriginalMessage() == null ? "" : failure.getOriginalMessage();
        if (failure instanceof UnrecognizedPropertyException unknown) {
            return "unknown member \"" + member(unknown) + "\" in " + subject + "; expected one of "
                    + new TreeSet<>(unknown.getKnownPropertyIds().stream().map(String::valueOf).toList());
        }
        Matcher twice = DUPLICATE.matcher(message);
        if (twice.find()) {
            // WireJson reads with STRICT_DUPLICATE_DETECTION: a member named twice is refused
            return "member \"" + twice.group(1) + "\" is given twice" + at(failure.getLocation()) + "; give each member once";
        }
        if (failure instanceof JsonEOFException) {
            return "the JSON ends before its value is complete" + at(failure.getLocation());
        }
        if (failure instanceof MismatchedInputException mismatch) {
            if (message.startsWith("Trailing token")) {
                return "something follows the JSON value" + at(failure.getLocation()) + "; send one JSON object and nothing after it";
            }
            Matcher missing = MISSING.matcher(message);
            if (missing.find()) {
                return subject + " needs \"" + missing.group(1) + "\"";
            }
            String member = member(mismatch);
            String kind = kind(mismatch.getTargetType());
            if (member.isEmpty()) {
                return subject + " must be " + kind;
            }
            return "\"" + member + "\" in " + subject + " must be " + kind + (message.contains("null") ? ", not null" : "");
        }
        if (failure instanceof ValueInstantiationException invalid && invalid.getCause() instanceof IllegalArgumentException reason
                && reason.getMessage() != null) {
            // a record refusing its own values says why in its own words, written for clients
            return subject + " is not valid: " + reason.getMessage();
        }
        if (failure instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return "\"" + member(mapping) + "\" in " + subject + " cannot be read";
        }
        return "the body is not well-formed JSON" + at(failure.getLocation());
    }

    /** The member a mapping failure is about, as a client writes it: {@code armies[0].count}. */
    private static String member(JsonMappingException failure) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference step : failure.getPath()) {
            if (step.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(step.getFieldName());
            } else if (step.getIndex() >= 0) {
                path.append('[').append(step.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** The JSON kind a Java type is read from, as the contract names it. */
    private static String kind(Class<?> type) {
        if (type == null) {
            return "of another JSON type";
        }
        if (type == int.class || type == long.class || type == short.class || type == Integer.class || type == Long.class
                || type == Short.class || type == java.math.BigInteger.class) {
            return "an integer";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (CharSequence.class.isAssignableFrom(type) || type == java.util.UUID.class || type == char.class) {
            return "a string";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.toString(type.getEnumConstants());
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        return Map.class.isAssignableFrom(type) || !type.isPrimitive() ? "an object" : "of another JSON type";
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() < 0 ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
