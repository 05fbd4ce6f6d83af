package dev.arbiter.kernel.service;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The spans of a command (docs/operations.md, "Tracing"): {@code arbiter.command} around all of it
 * (decide, seal, each append and each retry), {@code arbiter.append} around each append
 * transaction. The append's context is current while it writes, so the event store keeps it with
 * the events and the relay's spans continue this trace. With tracing off the spans are
 * no-ops.
 */
@ApplicationScoped
public class CommandSpans {

    static final AttributeKey<String> GAME = AttributeKey.stringKey("arbiter.game.id");
    static final AttributeKey<String> TYPE = AttributeKey.stringKey("arbiter.command.type");
    static final AttributeKey<String> COMMAND = AttributeKey.stringKey("arbiter.command.id");
    static final AttributeKey<Long> SEAT = AttributeKey.longKey("arbiter.seat");
    static final AttributeKey<Long> FIRST_SEQ = AttributeKey.longKey("arbiter.seq.first");
    static final AttributeKey<Long> LAST_SEQ = AttributeKey.longKey("arbiter.seq.last");
    static final AttributeKey<String> PROBLEM = AttributeKey.stringKey("arbiter.problem");

    private final Tracer tracer;

    public CommandSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** Runs one whole command in its span; its outcome is written on the span by {@link CommandMetrics#counted}. */
    public <T> T command(String type, UUID gameId, Supplier<T> command) {
        Span span = tracer.spanBuilder("arbiter.command").setAttribute(GAME, gameId.toString()).setAttribute(TYPE, type).startSpan();
        try (Scope scope = span.makeCurrent()) {
            return command.get();
        } finally {
            span.end();
        }
    }

    /** Runs one append transaction in its span; names the command and its seat on the command's span too. */
    public void append(UUID gameId, String commandId, Integer seat, long firstSeq, long lastSeq, Runnable transaction) {
        Span command = Span.current().setAttribute(COMMAND, commandId);
        if (seat != null) {
            command.setAttribute(SEAT, seat.longValue());
        }
        Span span = tracer.spanBuilder("arbiter.append").setAttribute(GAME, gameId.toString()).setAttribute(COMMAND, commandId)
                .setAttribute(FIRST_SEQ, firstSeq).setAttribute(LAST_SEQ, lastSeq).startSpan();
        try (Scope scope = span.makeCurrent()) {
            transaction.run();
        } catch (RuntimeException failure) {
            // a lost race for the head is expected (the command is decided again); still, this append wrote nothing
            span.recordException(failure);
            span.setStatus(StatusCode.ERROR, failure.getClass().getSimpleName());
            throw failure;
        } finally {
            span.end();
        }
    }

    /** Writes a command's refusal on the span of the command running: the problem's slug, and an error status when it is ours (5xx). */
    static void refused(String slug, int status, RuntimeException failure) {
        Span command = Span.current().setAttribute(PROBLEM, slug);
        if (status >= 500) {
            command.recordException(failure);
            command.setStatus(StatusCode.ERROR, slug);
        }
    }
}
