package dev.arbiter.projection.consume;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;

/** How far the live consumer group is behind, per partition (committed offset against end offset). */
@ApplicationScoped
public class ConsumerLag {

    /** One partition's figures. */
    public record PartitionLag(String topic, int partition, long committed, long end) {
        public long lag() {
            return Math.max(0, end - committed);
        }
    }

    @Inject
    EventTopics topics;

    private KafkaConsumer<String, String> observer;

    /** KafkaConsumer is not thread-safe: one caller at a time. */
    public synchronized List<PartitionLag> now() {
        if (observer == null) {
            observer = topics.liveGroupObserver();
        }
        Map<TopicPartition, Long> ends = topics.endOffsets(observer);
        Map<TopicPartition, OffsetAndMetadata> committed = observer.committed(ends.keySet());
        return ends.entrySet().stream()
                .map(end -> new PartitionLag(end.getKey().topic(), end.getKey().partition(),
                        committed.get(end.getKey()) == null ? 0 : committed.get(end.getKey()).offset(), end.getValue()))
                .sorted(Comparator.comparing(PartitionLag::topic).thenComparing(PartitionLag::partition))
                .toList();
    }

    @PreDestroy
    synchronized void close() {
        if (observer != null) {
            observer.close();
        }
    }
}
