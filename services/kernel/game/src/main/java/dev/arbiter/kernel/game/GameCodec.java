package dev.arbiter.kernel.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.spi.Rules;
import java.util.List;

/**
 * Turns a ruleset's commands and events into JSON and back. Commands are read strictly (an
 * unknown or missing member is a malformed command), events as they were written.
 */
public final class GameCodec {

    /** A command body that is not a command of this ruleset. */
    public static final class MalformedCommand extends RuntimeException {
        public MalformedCommand(String message) {
            super(message, null, false, false);
        }
    }

    private final ObjectMapper mapper;
    private final ObjectReader strict;
    private final ObjectReader lenient;
    private final Vocabulary commands;
    private final Vocabulary events;

    public GameCodec(ObjectMapper mapper, Rules<?, ?, ?> rules) {
        this.mapper = mapper;
        this.strict = mapper.reader()
                .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);
        // a stored event still reads after a later version drops one of its members
        this.lenient = mapper.reader().without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.commands = new Vocabulary(List.of(rules.commandType()));
        this.events = new Vocabulary(List.of(Lifecycle.class, rules.eventType()));
    }

    public ObjectMapper mapper() {
        return mapper;
    }

    /** The command a body names by its {@code type}, or a MalformedCommand saying what is wrong. */
    public Object command(ObjectNode body) {
        String type = body.path("type").asText("");
        Class<?> commandClass = commands.type(type).orElseThrow(() -> new MalformedCommand(
                type.isEmpty() ? "a command needs a \"type\": one of " + commands.names()
                        : "unknown command type \"" + type + "\": expected one of " + commands.names()));
        ObjectNode fields = body.deepCopy();
        fields.remove("type");
        try {
            return strict.treeToValue(fields, commandClass);
        } catch (JsonProcessingException e) {
            throw new MalformedCommand(WireErrors.describe(e, type));
        } catch (IllegalArgumentException e) {
            throw new MalformedCommand(e.getCause() instanceof JsonProcessingException json ? WireErrors.describe(json, type)
                    : "not a valid " + type + " command");
        }
    }

    /** The body's command type if this ruleset has it, else "unknown": a metric label clients cannot multiply. */
    public String commandType(ObjectNode body) {
        String type = body == null ? "" : body.path("type").asText("");
        return commands.type(type).isPresent() ? type : "unknown";
    }

    /** A command as clients send it: its members plus its {@code type}. */
    public ObjectNode commandJson(Object command) {
        ObjectNode node = mapper.createObjectNode();
        node.put("type", commands.name(command));
        node.setAll((ObjectNode) mapper.valueToTree(command));
        return node;
    }

    public String eventType(Object event) {
        return events.name(event);
    }

    public ObjectNode eventJson(Object event) {
        return mapper.valueToTree(event);
    }

    public Object event(String type, JsonNode payload) {
        Class<?> eventClass = events.type(type).orElseThrow(() -> new IllegalStateException("unknown event type " + type));
        try {
            return lenient.treeToValue(payload, eventClass);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored " + type + " event does not read back: " + e.getMessage(), e);
        }
    }
}
