package dev.arbiter.projection.it;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The tests' span exporter: with a SpanExporter bean present, Quarkus hands the finished spans to
 * it instead of an OTLP collector, so the tests read the spans the projection really made.
 */
@ApplicationScoped
class CapturedSpans {

    @Produces
    @Singleton
    InMemorySpanExporter spans() {
        return InMemorySpanExporter.create();
    }
}
