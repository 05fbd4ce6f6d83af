package dev.arbiter.projection.consume;

import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_BATCH_MESSAGE_COUNT;
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
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

/**
 * The span {@code arbiter.project} of each record the live consumer applies, a child of the span
 * whose context the record's {@code traceparent} header carries (the ruleset service's publish),
 * so a command's trace shows its events reaching the read models (docs/operations.md, "Tracing").
 * A child rather than a link, because a command's trace is where one looks for what became of it;
 * the records of one poll come from many commands, so no one span of the batch could be their
 * child. The records of a poll are applied in one transaction, so each span lasts as long as its
 * batch. A record without a traceparent gets no span.
 */
@ApplicationScoped
public class RecordSpans {

    private static final AttributeKey<String> GAME = AttributeKey.stringKey("arbiter.game.id");
    private static final AttributeKey<Long> SEQ = AttributeKey.longKey("arbiter.seq");
    private static final TextMapGetter<Headers> HEADERS = new TextMapGetter<>() {
        @Override
        public Iterable<String> keys(Headers headers) {
            return StreamSupport.stream(headers.spliterator(), false).map(Header::key).toList();
        }

        @Override
        public String get(Headers headers, String key) {
            Header header = headers == null ? null : headers.lastHeader(key);
            return header == null ? null : new String(header.value(), StandardCharsets.UTF_8);
        }
    };

    private final Tracer tracer;

    public RecordSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** Starts the span of every traced record of a poll. */
    List<Span> started(ConsumerRecords<String, String> records) {
        List<Span> spans = new ArrayList<>();
        for (ConsumerRecord<String, String> record : records) {
            Context published = W3CTraceContextPropagator.getInstance().extract(Context.root(), record.headers(), HEADERS);
            if (!Span.fromContext(published).getSpanContext().isValid()) {
                continue;
            }
            Span span = tracer.spanBuilder("arbiter.project").setParent(published).setSpanKind(SpanKind.CONSUMER)
                    .setAttribute(MESSAGING_SYSTEM, "kafka").setAttribute(MESSAGING_OPERATION_TYPE, "process")
                    .setAttribute(MESSAGING_DESTINATION_NAME, record.topic())
                    .setAttribute(MESSAGING_DESTINATION_PARTITION_ID, Integer.toString(record.partition()))
                    .setAttribute(MESSAGING_KAFKA_OFFSET, record.offset()).setAttribute(MESSAGING_BATCH_MESSAGE_COUNT, (long) records.count()).setAttribute(GAME, record.key()).startSpan();
            seq(record).ifPresent(seq -> span.setAttribute(SEQ, seq));
            spans.add(span);
        }
        return spans;
    }

    void applied(List<Span> spans) {
        spans.forEach(Span::end);
    }

    /** Ends the spans of a batch that failed: nothing of it was applied, and it is read again. */
    void failed(List<Span> spans, RuntimeException failure) {
        for (Span span : spans) {
            span.recordException(failure);
            span.setStatus(StatusCode.ERROR, "the batch was not applied; it is read again");
            span.end();
        }
    }

    /** The event's seq as the ce_subject header says it; the envelope is parsed later, and may not be one. */
    private static Optional<Long> seq(ConsumerRecord<String, String> record) {
        String subject = HEADERS.get(record.headers(), "ce_subject");
        try {
            return subject == null ? Optional.empty() : Optional.of(Long.parseLong(subject));
        } catch (NumberFormatException notASeq) {
            return Optional.empty();
        }
    }
}
