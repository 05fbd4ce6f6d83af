package dev.arbiter.kernel.publication;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * An event as a Kafka record in CloudEvents binary mode (docs/events.md, "On Kafka"): the envelope is
 * the value, the game id the key, and the ce_ headers repeat what routing needs. The headers come from
 * the event's columns; of the envelope only its time is read, by a streaming parser that stops there.
 */
final class CloudEvents {

    private static final JsonFactory JSON = new JsonFactory();

    private CloudEvents() {
    }

    static ProducerRecord<String, String> record(String topic, String ruleset, Unpublished.Event event) {
        String gameId = event.position().gameId().toString();
        String seq = Long.toString(event.position().seq());
        RecordHeaders headers = new RecordHeaders();
        header(headers, "ce_specversion", "1.0");
        header(headers, "ce_id", gameId + "/" + seq);
        header(headers, "ce_source", "/arbiter/" + ruleset + "/games/" + gameId);
        header(headers, "ce_type", "dev.arbiter." + ruleset + "." + event.type());
        header(headers, "ce_time", event.occurredAt());
        header(headers, "ce_subject", seq);
        header(headers, "content-type", "application/json");
        return new ProducerRecord<>(topic, null, gameId, event.envelope(), headers);
    }

    /** How long ago an event of this time ({@code occurredAt}, ISO-8601) was committed. */
    static Duration lag(String occurredAt) {
        return Duration.between(Instant.parse(occurredAt), Instant.now());
    }

    /** The envelope's {@code occurredAt}, read up to that member and no further. */
    static String occurredAt(String envelope) {
        try (JsonParser parser = JSON.createParser(envelope)) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    if ("occurredAt".equals(name)) {
                        return parser.getText();
                    }
                    parser.skipChildren();
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("a stored envelope is not JSON", e);
        }
        throw new IllegalStateException("a stored envelope has no occurredAt");
    }

    private static void header(RecordHeaders headers, String name, String value) {
        headers.add(name, value.getBytes(StandardCharsets.UTF_8));
    }
}
