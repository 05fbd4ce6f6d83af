package dev.arbiter.kernel.service;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * Publishes histogram buckets for the append and publish-lag timers, so that Prometheus can compute
 * percentiles over every replica (the dashboard's p50/p99 and the alerts in docs/operations.md);
 * a timer without buckets gives only its mean and maximum.
 */
public class LatencyHistograms {

    @Produces
    @Singleton
    MeterFilter bucketsForLatencies() {
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!id.getName().equals("arbiter.append") && !id.getName().equals("arbiter.publish.lag")) {
                    return config;
                }
                return DistributionStatisticConfig.builder()
                        .percentilesHistogram(true)
                        .minimumExpectedValue((double) Duration.ofMillis(1).toNanos())
                        .maximumExpectedValue((double) Duration.ofMinutes(5).toNanos())
                        .build()
                        .merge(config);
            }
        };
    }
}
