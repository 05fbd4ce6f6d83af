package dev.arbiter.kernel.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Kafka producers for the relay. Idempotent, acks from all replicas, and no delivery deadline:
 * while the broker is away a send waits rather than fails, so no later event can overtake it.
 */
@ApplicationScoped
public class ProducerFactory {

    private final String bootstrapServers;

    public ProducerFactory(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.bootstrapServers = bootstrapServers;
    }

    public KafkaProducer<String, String> create() {
        Map<String, Object> config = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, Integer.MAX_VALUE,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000,
                ProducerConfig.LINGER_MS_CONFIG, 5,
                ProducerConfig.CLIENT_ID_CONFIG, "arbiter-outbox-relay");
        return new KafkaProducer<>(config, new StringSerializer(), new StringSerializer());
    }
}
