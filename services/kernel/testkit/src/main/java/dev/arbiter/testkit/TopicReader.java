package dev.arbiter.testkit;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Reads a topic of the run's broker from the beginning, as an auditor or a projection would. */
public final class TopicReader {

    /** One record as it was on the topic. */
    public record Message(String key, String value, Map<String, String> headers) {
    }

    private TopicReader() {
    }

    /** Every message with the given key, read until {@code done} holds for them or the time runs out. */
    public static List<Message> readUntil(String topic, String key, Predicate<List<Message>> done, Duration timeout) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, KafkaBroker.shared().bootstrapServers());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            List<Message> found = new ArrayList<>();
            Instant deadline = Instant.now().plus(timeout);
            boolean assigned = false;
            while (Instant.now().isBefore(deadline)) {
                if (!assigned) {
                    List<TopicPartition> partitions = consumer.partitionsFor(topic, Duration.ofSeconds(5)).stream()
                            .map(p -> new TopicPartition(topic, p.partition())).toList();
                    if (partitions.isEmpty()) {
                        continue;
                    }
                    consumer.assign(partitions);
                    consumer.seekToBeginning(partitions);
                    assigned = true;
                }
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    if (key.equals(record.key())) {
                        found.add(new Message(record.key(), record.value(), headers(record)));
                    }
                }
                if (done.test(found)) {
                    return found;
                }
            }
            throw new AssertionError("after " + timeout + " the topic " + topic + " held only " + found.size() + " messages for " + key);
        }
    }

    private static Map<String, String> headers(ConsumerRecord<String, String> record) {
        Map<String, String> headers = new HashMap<>();
        for (Header header : record.headers()) {
            headers.put(header.key(), new String(header.value(), StandardCharsets.UTF_8));
        }
        return headers;
    }
}
