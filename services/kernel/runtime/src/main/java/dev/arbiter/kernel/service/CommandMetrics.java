package dev.arbiter.kernel.service;

import dev.arbiter.kernel.http.Problems;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.web.ProblemException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Counts commands by type and outcome ({@code arbiter_commands_total}, with the problem slug of
 * a refusal), and twins that waited for a copy in flight ({@code arbiter_commands_twins_total}), times
 * appends ({@code arbiter_append_seconds}) and shows the appends waiting for the group commit
 * ({@code arbiter_append_waiting}). Each outcome is also a DEBUG line
 * of the category {@code dev.arbiter.commands}, which an operator turns on to follow commands in
 * the logs (the game and command ids are in the line's MDC), and a refusal is written on the
 * command's span ({@link CommandSpans}).
 */
@ApplicationScoped
public class CommandMetrics {

    private static final Logger LOG = Logger.getLogger("dev.arbiter.commands");

    private final MeterRegistry registry;
    private final Counter twins;
    /** Meters by command type (and refusal), looked up once each rather than on every command: a lookup builds and hashes its tags. */
    private final Map<String, Counter> accepted = new ConcurrentHashMap<>();
    private final Map<Refusal, Counter> rejected = new ConcurrentHashMap<>();
    private final Map<String, Timer> appends = new ConcurrentHashMap<>();

    private record Refusal(String type, String problem) {
    }

    public CommandMetrics(MeterRegistry registry, EventStore store) {
        this.registry = registry;
        this.twins = registry.counter("arbiter.commands.twins");
        Gauge.builder("arbiter.append.waiting", store, EventStore::appendsWaiting)
                .description("appends queued for the group commit's next batch").strongReference(true).register(registry);
    }

    /** Runs a whole command, counting it as accepted or as rejected with its problem. */
    public <T> T counted(String type, Supplier<T> command) {
        try {
            T result = command.get();
            accepted.computeIfAbsent(type, t -> registry.counter("arbiter.commands", "type", t, "outcome", "accepted", "problem", "none"))
                    .increment();
            LOG.debugf("%s accepted", type);
            return result;
        } catch (RuntimeException refused) {
            ProblemException problem = Problems.of(refused);
            rejected.computeIfAbsent(new Refusal(type, problem.problem().slug()),
                    r -> registry.counter("arbiter.commands", "type", r.type(), "outcome", "rejected", "problem", r.problem())).increment();
            CommandSpans.refused(problem.problem().slug(), problem.problem().status(), refused);
            LOG.debugf("%s refused: %s", type, problem.problem().slug());
            throw refused;
        }
    }

    /** Counts a copy of a command that arrived while another copy ran, and waits for its answer ({@code arbiter_commands_twins_total}). */
    public void twinJoined() {
        twins.increment();
        LOG.debug("a copy of the command is running: waiting for its answer");
    }

    /** Times one append transaction that committed. */
    public <T> T timed(String type, Supplier<T> append) {
        Timer.Sample sample = Timer.start(registry);
        T result = append.get();
        sample.stop(appends.computeIfAbsent(type, t -> registry.timer("arbiter.append", "type", t)));
        return result;
    }
}
