package dev.arbiter.kernel.health;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.smallrye.common.annotation.Identifier;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Asks the Kafka broker in the background, every few seconds and with a two-second deadline,
 * whether it answers. Health and metrics read the last answer, so neither a probe nor a scrape
 * ever waits for a broker that is away.
 */
@ApplicationScoped
public class BrokerProbe {

    private static final int DEADLINE_MILLIS = 2_000;

    /** The last answer; {@code reachable} is null before the first. */
    public record Status(Boolean reachable, String detail, Instant checkedAt) {
    }

    private final Map<String, Object> kafka;
    private final Duration interval;
    private volatile Status last = new Status(null, "not asked yet", Instant.now());
    private ScheduledExecutorService scheduler;
    private Admin admin;

    public BrokerProbe(@Identifier("default-kafka-broker") Map<String, Object> kafka,
            @ConfigProperty(name = "arbiter.broker.probe-interval", defaultValue = "5s") Duration interval, MeterRegistry registry) {
        this.kafka = kafka;
        this.interval = interval;
        Gauge.builder("arbiter.kafka.broker.reachable", this, probe -> {
                    Boolean reachable = probe.status().reachable();
                    return reachable == null ? Double.NaN : reachable ? 1 : 0;
                })
                .description("1 while the Kafka broker answered the last probe, 0 while it did not")
                .register(registry);
    }

    public Status status() {
        return last;
    }

    void onStart(@Observes StartupEvent started) {
        // the service's own Kafka settings (TLS, credentials), with the probe's deadline
        Map<String, Object> config = new HashMap<>(kafka);
        config.keySet().retainAll(AdminClientConfig.configNames());
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, DEADLINE_MILLIS);
        config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, DEADLINE_MILLIS);
        config.put(AdminClientConfig.CLIENT_ID_CONFIG, "arbiter-broker-probe");
        admin = Admin.create(config);
        scheduler = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "broker-probe");
            thread.setDaemon(true);
            return thread;
        });
        scheduler.scheduleWithFixedDelay(this::probe, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    void onStop(@Observes ShutdownEvent stopping) {
        if (scheduler != null) {
            scheduler.shutdownNow();
            admin.close(Duration.ofSeconds(2));
        }
    }

    private void probe() {
        try {
            String cluster = admin.describeCluster(new DescribeClusterOptions().timeoutMs(DEADLINE_MILLIS)).clusterId()
                    .get(DEADLINE_MILLIS + 500, TimeUnit.MILLISECONDS);
            last = new Status(true, "cluster " + cluster, Instant.now());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception unreachable) {
            last = new Status(false, String.valueOf(unreachable.getMessage()), Instant.now());
        }
    }
}
