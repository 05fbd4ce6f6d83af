package dev.arbiter.projection.consume;

import io.smallrye.common.annotation.Identifier;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The ruleset topics the live consumer follows, for the readers that work outside its channel. */
@ApplicationScoped
public class EventTopics {

    /** The service's kafka.* settings (bootstrap servers, TLS, credentials), as Quarkus collects them for every client. */
    @Inject
    @Identifier("default-kafka-broker")
    Map<String, Object> kafka;

    @ConfigProperty(name = "mp.messaging.incoming.events.topic")
    String topicPattern;

    @ConfigProperty(name = "mp.messaging.incoming.events.group.id")
    String liveGroup;

    @ConfigProperty(name = "mp.messaging.incoming.events.max.partition.fetch.bytes")
    int maxPartitionFetchBytes;

    /** A consumer that belongs to no group: it is assigned partitions and commits nothing. */
    public KafkaConsumer<String, String> reader(int maxPollRecords) {
        Properties config = common();
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, String.valueOf(maxPollRecords));
        // the rebuild's batches are as large as the live consumer's: the same bytes per fetch (application.properties)
        config.put(ConsumerConfig.MAX_PARTITION_FETCH_BYTES_CONFIG, String.valueOf(maxPartitionFetchBytes));
        return new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer());
    }

    /** A consumer that only reads the live group's committed offsets; it never joins the group. */
    public KafkaConsumer<String, String> liveGroupObserver() {
        Properties config = common();
        config.put(ConsumerConfig.GROUP_ID_CONFIG, liveGroup);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        return new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer());
    }

    /** The end offset of every partition of every ruleset topic now. */
    public Map<TopicPartition, Long> endOffsets(KafkaConsumer<String, String> consumer) {
        Pattern pattern = Pattern.compile(topicPattern);
        List<TopicPartition> partitions = consumer.listTopics().entrySet().stream()
                .filter(topic -> pattern.matcher(topic.getKey()).matches())
                .flatMap(topic -> topic.getValue().stream().map(p -> new TopicPartition(p.topic(), p.partition())))
                .toList();
        return consumer.endOffsets(partitions);
    }

    private Properties common() {
        Properties config = new Properties();
        config.putAll(kafka);
        // what is no consumer setting (KAFKA_BOOTSTRAP as "bootstrap"), and the group Quarkus adds: a reader has none
        config.keySet().retainAll(ConsumerConfig.configNames());
        config.remove(ConsumerConfig.GROUP_ID_CONFIG);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "5000");
        return config;
    }
}
