package dev.arbiter.kernel.publication;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * An envelope as a Kafka record in CloudEvents binary mode (docs/events.md, "On Kafka"): the
 * envelope is the value, the game id the key, and the ce_ headers repeat what routing needs.
 */
final class CloudEvents {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CloudEvents() {
    }

    static ProducerRecord<String, String> record(String topic, String envelope) {
        JsonNode node = read(envelope);
        String gameId = node.get("gameId").asText();
        String ruleset = node.get("ruleset").asText();
        RecordHeaders headers = new RecordHeaders();
        header(headers, "ce_specversion", "1.0");
        header(headers, "ce_id", gameId + "/" + node.get("seq").asText());
        header(headers, "ce_source", "/arbiter/" + ruleset + "/games/" + gameId);
        header(headers, "ce_type", "dev.arbiter." + ruleset + "." + node.get("type").asText());
        header(headers, "ce_time", node.get("occurredAt").asText());
        header(headers, "ce_subject", node.get("seq").asText());
        header(headers, "content-type", "application/json");
        return new ProducerRecord<>(topic, null, gameId, envelope, headers);
    }

    /** How long ago the event was committed. */
    static Duration lag(String envelope) {
        return Duration.between(Instant.parse(read(envelope).get("occurredAt").asText()), Instant.now());
    }

    private static void header(RecordHeaders headers, String name, String value) {
        headers.add(name, value.getBytes(StandardCharsets.UTF_8));
    }

    private static JsonNode read(String envelope) {
        try {
            return JSON.readTree(envelope);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored envelope is not JSON", e);
        }
    }
}
