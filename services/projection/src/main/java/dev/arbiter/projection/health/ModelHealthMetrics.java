package dev.arbiter.projection.health;

import dev.arbiter.projection.model.GameRow;
import dev.arbiter.projection.model.ModelVersions;
import dev.arbiter.projection.rebuild.Rebuild;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;

/**
 * The read models' health as gauges for the alerts and the dashboard (docs/operations.md, "What to
 * monitor"): games holding events back behind a gap in their seq (GET /platform's openGaps), games
 * whose hash chain broke, and a rebuild's progress. The counts cost queries; a scrape reuses them
 * for a few seconds.
 */
@ApplicationScoped
public class ModelHealthMetrics {

    private static final Duration FRESH = Duration.ofSeconds(5);

    private record Counts(long openGaps, long chainBroken, Instant at) {
    }

    @Inject
    ModelVersions versions;

    @Inject
    Rebuild rebuild;

    private Counts counts = new Counts(0, 0, Instant.EPOCH);

    void register(@Observes StartupEvent start, MeterRegistry registry) {
        Gauge.builder("arbiter_projection_open_gaps", this, metrics -> metrics.counts().openGaps)
                .description("games of the live read models holding events back behind a missing seq")
                .register(registry);
        Gauge.builder("arbiter_projection_games_chain_broken", this, metrics -> metrics.counts().chainBroken)
                .description("games of the live read models whose published hash chain does not hold")
                .register(registry);
        Gauge.builder("arbiter_projection_rebuild_running", rebuild, r -> r.progress().running() ? 1 : 0)
                .description("1 while a rebuild of the read models runs")
                .register(registry);
        Gauge.builder("arbiter_projection_rebuild_records_read", rebuild, r -> r.progress().records())
                .description("records the running or last rebuild has read")
                .register(registry);
        Gauge.builder("arbiter_projection_rebuild_records_planned", rebuild, r -> r.progress().totalRecords())
                .description("records the running or last rebuild reads in all")
                .register(registry);
    }

    private synchronized Counts counts() {
        if (Duration.between(counts.at, Instant.now()).compareTo(FRESH) > 0) {
            counts = QuarkusTransaction.requiringNew().call(this::query);
        }
        return counts;
    }

    private Counts query() {
        int live = versions.live();
        // an open gap as GET /platform counts one: events buffered behind a missing seq
        return new Counts(GameRow.count("modelVersion = ?1 and gapBuffered > 0", live),
                GameRow.count("modelVersion = ?1 and chainIntact = false", live), Instant.now());
    }
}
