package dev.arbiter.kernel.it;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The tests' span exporter: with a SpanExporter bean present, Quarkus hands the finished spans to
 * it instead of an OTLP collector, so the tests read the spans the service really made.
 */
@ApplicationScoped
class CapturedSpans {

    @Produces
    @Singleton
    InMemorySpanExporter spans() {
        return InMemorySpanExporter.create();
    }
}
