package dev.arbiter.kernel.game;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * The text of an accepted command's answer (docs/api.md, "Commands"), written from the envelope texts already
 * sealed for the append instead of from their trees read back: the same bytes Jackson writes for the trees, with no
 * second serialization of the events.
 */
public final class AnswerText {

    /** A backslash and a u: the start of an escape by hex digits. */
    private static final String HEX_ESCAPE = "\\u";

    private AnswerText() {
    }

    /**
     * The answer's members in their order: {@code gameId}, {@code commandId}, {@code seq} and the {@code events}, each
     * already the JSON text the seat is sent. The ids are written by {@code mapper}, as the rest of the API writes text.
     */
    public static String write(ObjectMapper mapper, String gameId, String commandId, long seq, List<String> events) {
        StringWriter out = new StringWriter(events.stream().mapToInt(String::length).sum() + 128);
        try (JsonGenerator json = mapper.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("gameId", gameId);
            json.writeStringField("commandId", commandId);
            json.writeNumberField("seq", seq);
            json.writeArrayFieldStart("events");
            for (String event : events) {
                json.writeRawValue(event);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("an answer does not write", e);
        }
        return out.toString();
    }

    /**
     * A sealed envelope's canonical text with {@code payload} (canonical too) added as its last member: what Jackson
     * writes for the envelope's tree with that member set, unless a string holds a control character that canonical
     * JSON escapes as a backslash, u and four hex digits (Jackson writes them in capitals). Such an event is left to the caller,
     * which writes its tree.
     */
    public static Optional<String> withPayload(String envelope, String payload) {
        if (envelope.contains(HEX_ESCAPE) || payload.contains(HEX_ESCAPE)) {
            return Optional.empty();
        }
        return Optional.of(envelope.substring(0, envelope.length() - 1) + ",\"payload\":" + payload + "}");
    }
}
