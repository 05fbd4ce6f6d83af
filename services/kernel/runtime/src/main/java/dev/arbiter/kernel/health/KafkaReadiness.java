package dev.arbiter.kernel.health;

import dev.arbiter.kernel.outbox.OutboxRelay;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only while the Kafka broker answers within two seconds, so a probe gets a prompt DOWN
 * instead of hanging. Reports the outbox backlog: what is committed but not yet published.
 */
@Readiness
@ApplicationScoped
public class KafkaReadiness implements HealthCheck {

    private static final int DEADLINE_MILLIS = 2_000;

    private final Admin admin;
    private final OutboxRelay relay;

    public KafkaReadiness(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, OutboxRelay relay) {
        this.admin = Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, DEADLINE_MILLIS,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, DEADLINE_MILLIS,
                AdminClientConfig.CLIENT_ID_CONFIG, "arbiter-readiness"));
        this.relay = relay;
    }

    @Override
    public HealthCheckResponse call() {
        var response = HealthCheckResponse.named("Kafka broker").withData("outboxBacklog", relay.backlog());
        try {
            String cluster = admin.describeCluster(new DescribeClusterOptions().timeoutMs(DEADLINE_MILLIS)).clusterId()
                    .get(DEADLINE_MILLIS + 500, TimeUnit.MILLISECONDS);
            return response.up().withData("cluster", cluster).build();
        } catch (Exception unreachable) {
            return response.down().withData("error", String.valueOf(unreachable.getMessage())).build();
        }
    }

    @PreDestroy
    void close() {
        admin.close();
    }
}
