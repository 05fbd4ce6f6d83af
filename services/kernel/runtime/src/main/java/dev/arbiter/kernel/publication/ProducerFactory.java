package dev.arbiter.kernel.publication;

import io.smallrye.common.annotation.Identifier;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Kafka producers for the relay. Idempotent, acks from all replicas, and no delivery deadline:
 * while the broker is away a send waits rather than fails, so no later event can overtake it.
 * Everything else (bootstrap servers, TLS, credentials) is the service's {@code kafka.*}
 * configuration, as Quarkus collects it for every Kafka client.
 */
@ApplicationScoped
public class ProducerFactory {

    private final Map<String, Object> kafka;

    public ProducerFactory(@Identifier("default-kafka-broker") Map<String, Object> kafka) {
        this.kafka = kafka;
    }

    public KafkaProducer<String, String> create() {
        Map<String, Object> config = new HashMap<>(kafka);
        // Quarkus's collection also holds what is no producer setting (a group id, KAFKA_BOOTSTRAP as "bootstrap")
        config.keySet().retainAll(ProducerConfig.configNames());
        config.putAll(Map.of(
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, Integer.MAX_VALUE,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000,
                ProducerConfig.LINGER_MS_CONFIG, 5,
                ProducerConfig.CLIENT_ID_CONFIG, "arbiter-publication-relay"));
        return new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    }
}
