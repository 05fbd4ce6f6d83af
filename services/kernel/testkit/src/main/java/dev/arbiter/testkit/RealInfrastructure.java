package dev.arbiter.testkit;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * The Quarkus test resource every service's tests use: the run's real Kafka broker and its
 * fresh PostgreSQL database. Both live for the whole test JVM, so a Quarkus restart between test
 * classes (another test profile) reuses them instead of starting new ones.
 */
public final class RealInfrastructure implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        KafkaBroker kafka = KafkaBroker.shared();
        Postgres postgres = Postgres.shared();
        return Map.of(
                "kafka.bootstrap.servers", kafka.bootstrapServers(),
                "quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                "quarkus.datasource.username", postgres.user(),
                "quarkus.datasource.password", "");
    }

    @Override
    public void stop() {
        // shared for the whole run; shutdown hooks stop the broker and drop the database
    }
}
