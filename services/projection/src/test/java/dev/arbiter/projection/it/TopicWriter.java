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

    /**
     * Sends the games' values at {@code perSecond} records a second, the games interleaved (one
     * record of each in turn, each game's in order), through one producer, and waits until the
     * broker has them all: an offered load, as live play makes, rather than everything at once.
     */
    static void sendPaced(String topic, Map<String, List<String>> valuesByGame, int perSecond) {
        List<ProducerRecord<String, String>> records = new ArrayList<>();
        int longest = valuesByGame.values().stream().mapToInt(List::size).max().orElse(0);
        for (int i = 0; i < longest; i++) {
            for (Map.Entry<String, List<String>> game : valuesByGame.entrySet()) {
                if (i < game.getValue().size()) {
                    records.add(new ProducerRecord<>(topic, game.getKey(), game.getValue().get(i)));
                }
            }
        }
        try (KafkaProducer<String, String> producer = producer()) {
            List<Future<RecordMetadata>> sent = new ArrayList<>();
            long start = System.nanoTime();
            for (int i = 0; i < records.size(); i++) {
                long due = start + i * 1_000_000_000L / perSecond;
                long early = due - System.nanoTime();
                if (early > 0) {
                    Thread.sleep(early / 1_000_000, (int) (early % 1_000_000));
                }
                sent.add(producer.send(records.get(i)));
            }
            awaitAcknowledged(sent);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Sends one record with the given headers (UTF-8), keyed by game id, and waits until the broker has it. */
    static void send(String topic, String gameId, String value, Map<String, String> headers) {
        ProducerRecord<String, String> record = new ProducerRecord<>(topic, gameId, value);
        headers.forEach((name, text) -> record.headers().add(name, text.getBytes(StandardCharsets.UTF_8)));
        send(List.of(record));
    }

    private static void send(List<ProducerRecord<String, String>> records) {
        try (KafkaProducer<String, String> producer = producer()) {
            List<Future<RecordMetadata>> sent = new ArrayList<>();
            records.forEach(record -> sent.add(producer.send(record)));
            awaitAcknowledged(sent);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static KafkaProducer<String, String> producer() {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, KafkaBroker.shared().bootstrapServers());
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        return new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    }

    private static void awaitAcknowledged(List<Future<RecordMetadata>> sent) throws InterruptedException {
        try {
            for (Future<RecordMetadata> acknowledged : sent) {
                acknowledged.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("the broker refused a record", e);
        }
    }
}
