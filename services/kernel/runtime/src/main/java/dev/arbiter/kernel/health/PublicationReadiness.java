package dev.arbiter.kernel.health;

import dev.arbiter.kernel.publication.Unpublished;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * How far publication to Kafka lags, as details of readiness. Always UP: while the broker is away
 * commands are still accepted and wait in the log, so a pod that cannot publish still serves
 * players, and turning it unready would turn them away for nothing. Whether the service can take
 * commands is the database's readiness check (Quarkus's datasource check). The state reads
 * {@code degraded} while the broker does not answer or an event has waited unpublished longer
 * than {@code arbiter.publication.stale-after}; operators alert on the metrics (docs/operations.md).
 */
@Readiness
@ApplicationScoped
public class PublicationReadiness implements HealthCheck {

    private final BrokerProbe broker;
    private final Unpublished unpublished;
    private final long staleAfterSeconds;

    public PublicationReadiness(BrokerProbe broker, Unpublished unpublished,
            @ConfigProperty(name = "arbiter.publication.stale-after", defaultValue = "30s") Duration staleAfter) {
        this.broker = broker;
        this.unpublished = unpublished;
        this.staleAfterSeconds = staleAfter.toSeconds();
    }

    @Override
    public HealthCheckResponse call() {
        BrokerProbe.Status status = broker.status();
        long oldest = unpublished.oldestUnsentAgeSeconds();
        boolean degraded = !Boolean.TRUE.equals(status.reachable()) || oldest > staleAfterSeconds;
        return HealthCheckResponse.named("Publication to Kafka").up()
                .withData("state", degraded ? "degraded" : "ok")
                .withData("broker", status.reachable() == null ? "unknown" : status.reachable() ? "up" : "down")
                .withData("brokerDetail", status.detail())
                .withData("brokerCheckedAt", status.checkedAt().toString())
                .withData("unpublished", unpublished.backlog())
                .withData("oldestUnsentAgeSeconds", oldest)
                .build();
    }
}
