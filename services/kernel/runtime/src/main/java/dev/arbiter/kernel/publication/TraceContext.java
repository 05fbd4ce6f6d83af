package dev.arbiter.kernel.publication;

import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.common.header.Headers;

/**
 * A W3C trace context as the text of its {@code traceparent} and {@code tracestate} headers: the
 * form in which a command's trace waits beside its events in the log and then travels in the Kafka record
 * (docs/operations.md, "Tracing"). Always W3C, whatever propagators the service is configured
 * with, because docs/events.md promises consumers exactly these headers.
 */
public record TraceContext(String traceparent, String tracestate) {

    public static final String TRACEPARENT = "traceparent";
    public static final String TRACESTATE = "tracestate";
    private static final W3CTraceContextPropagator W3C = W3CTraceContextPropagator.getInstance();
    private static final TextMapGetter<Map<String, String>> MAP = new TextMapGetter<>() {
        @Override
        public Iterable<String> keys(Map<String, String> carrier) {
            return carrier.keySet();
        }

        @Override
        public String get(Map<String, String> carrier, String key) {
            return carrier == null ? null : carrier.get(key);
        }
    };

    /** The context of the span current on this thread; both parts null when nothing is traced (tracing off). */
    public static TraceContext current() {
        return of(Context.current());
    }

    public static TraceContext of(Context context) {
        Map<String, String> carrier = new HashMap<>();
        W3C.inject(context, carrier, Map::put);
        return new TraceContext(carrier.get(TRACEPARENT), carrier.get(TRACESTATE));
    }

    /** Whether there is a trace to continue. */
    public boolean present() {
        return traceparent != null;
    }

    /** The context to continue: a remote parent span, or the root context when none was carried. */
    public Context extract() {
        Map<String, String> carrier = new HashMap<>();
        if (traceparent != null) {
            carrier.put(TRACEPARENT, traceparent);
        }
        if (tracestate != null) {
            carrier.put(TRACESTATE, tracestate);
        }
        return W3C.extract(Context.root(), carrier, MAP);
    }

    /** Writes the headers that are set, as UTF-8 like the CloudEvents ones. */
    void writeTo(Headers headers) {
        if (traceparent != null) {
            headers.add(TRACEPARENT, traceparent.getBytes(StandardCharsets.UTF_8));
        }
        if (tracestate != null) {
            headers.add(TRACESTATE, tracestate.getBytes(StandardCharsets.UTF_8));
        }
    }
}
