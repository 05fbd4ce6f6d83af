package dev.arbiter.projection.it;

import dev.arbiter.testkit.KafkaBroker;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.StringSerializer;

/** Puts records on an event topic of the run's broker, as a relay (or someone tampering with the topic) would. */
final class TopicWriter {

    private TopicWriter() {
    }

    /** Sends the values in order, keyed by game id, and waits until the broker has them all. */
    static void send(String topic, String gameId, List<String> values) {
        send(topic, Map.of(gameId, values));
    }

    /** Sends each game's values in order, keyed by its id, through one producer, and waits until the broker has them all. */
    static void send(String topic, Map<String, List<String>> valuesByGame) {
        List<ProducerRecord<String, String>> records = new ArrayList<>();
        valuesByGame.forEach((gameId, values) -> values.forEach(value -> records.add(new ProducerRecord<>(topic, gameId, value))));
        send(records);
    }

    /** Sends one record with the given headers (UTF-8), keyed by game id, and waits until the broker has it. */
    static void send(String topic, String gameId, String value, Map<String, String> headers) {
        ProducerRecord<String, String> record = new ProducerRecord<>(topic, gameId, value);
        headers.forEach((name, text) -> record.headers().add(name, text.getBytes(StandardCharsets.UTF_8)));
        send(List.of(record));
    }

    private static void send(List<ProducerRecord<String, String>> records) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, KafkaBroker.shared().bootstrapServers());
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            List<Future<RecordMetadata>> sent = new ArrayList<>();
            records.forEach(record -> sent.add(producer.send(record)));
            for (Future<RecordMetadata> acknowledged : sent) {
                acknowledged.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the broker refused a record", e);
        }
    }
}
