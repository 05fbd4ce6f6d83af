package dev.arbiter.kernel.publication;

import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_PARTITION_ID;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_KAFKA_OFFSET;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_OPERATION_TYPE;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_SYSTEM;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import jakarta.enterprise.context.ApplicationScoped;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;

/**
 * The span {@code arbiter.publish} of one record sent by the relay: a child of the append that
 * committed the event (its context waited with the event in the log), from the send to Kafka's
 * acknowledgement. Its own context becomes the record's {@code traceparent}, so a consumer's span
 * follows the publication in the same trace. An event committed untraced is published untraced.
 */
@ApplicationScoped
public class PublishSpans {

    static final AttributeKey<String> GAME = AttributeKey.stringKey("arbiter.game.id");
    static final AttributeKey<Long> SEQ = AttributeKey.longKey("arbiter.seq");

    private final Tracer tracer;

    public PublishSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** Starts the record's span and writes its context into the record's headers; an invalid span (a no-op) when the event was committed untraced. */
    Span sending(ProducerRecord<String, String> record, long seq, TraceContext committedIn) {
        if (!committedIn.present()) {
            return Span.getInvalid();
        }
        Span span = tracer.spanBuilder("arbiter.publish").setParent(committedIn.extract()).setSpanKind(SpanKind.PRODUCER)
                .setAttribute(MESSAGING_SYSTEM, "kafka").setAttribute(MESSAGING_OPERATION_TYPE, "send")
                .setAttribute(MESSAGING_DESTINATION_NAME, record.topic())
                .setAttribute(GAME, record.key()).setAttribute(SEQ, seq).startSpan();
        TraceContext.of(Context.root().with(span)).writeTo(record.headers());
        return span;
    }

    void acknowledged(Span span, RecordMetadata acknowledgement) {
        span.setAttribute(MESSAGING_DESTINATION_PARTITION_ID, Integer.toString(acknowledgement.partition()));
        span.setAttribute(MESSAGING_KAFKA_OFFSET, acknowledgement.offset());
        span.end();
    }

    /** Ends the span of a record whose acknowledgement never came; the cursor stays before the event and it is sent again. */
    void unacknowledged(Span span, Throwable failure) {
        span.recordException(failure);
        span.setStatus(StatusCode.ERROR, "not acknowledged by Kafka; it is sent again");
        span.end();
    }
}
