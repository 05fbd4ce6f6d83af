package dev.arbiter.kernel.service;

import dev.arbiter.kernel.http.ProblemException;
import dev.arbiter.kernel.http.Problems;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Supplier;

/**
 * Counts commands by type and outcome ({@code arbiter_commands_total}) and times the accepted
 * ones from decision to commit ({@code arbiter_append_seconds}).
 */
@ApplicationScoped
public class CommandMetrics {

    private final MeterRegistry registry;

    public CommandMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    public <T> T time(String type, Supplier<T> append) {
        Timer.Sample sample = Timer.start(registry);
        try {
            T result = append.get();
            sample.stop(registry.timer("arbiter.append", "type", type));
            registry.counter("arbiter.commands", "type", type, "outcome", "accepted", "problem", "none").increment();
            return result;
        } catch (RuntimeException refused) {
            ProblemException problem = Problems.of(refused);
            registry.counter("arbiter.commands", "type", type, "outcome", "rejected", "problem", problem.problem().slug()).increment();
            throw refused;
        }
    }
}
