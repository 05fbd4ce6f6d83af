package dev.arbiter.projection.consume;

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
    // OpenTelemetry's semantic conventions for messaging
    private static final AttributeKey<String> SYSTEM = AttributeKey.stringKey("messaging.system");
    private static final AttributeKey<String> OPERATION = AttributeKey.stringKey("messaging.operation.type");
    private static final AttributeKey<String> DESTINATION = AttributeKey.stringKey("messaging.destination.name");
    private static final AttributeKey<String> PARTITION = AttributeKey.stringKey("messaging.destination.partition.id");
    private static final AttributeKey<Long> OFFSET = AttributeKey.longKey("messaging.kafka.offset");
    private static final AttributeKey<Long> BATCH = AttributeKey.longKey("messaging.batch.message_count");
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
                    .setAttribute(SYSTEM, "kafka").setAttribute(OPERATION, "process").setAttribute(DESTINATION, record.topic())
                    .setAttribute(PARTITION, Integer.toString(record.partition())).setAttribute(OFFSET, record.offset())
                    .setAttribute(BATCH, (long) records.count()).setAttribute(GAME, record.key()).startSpan();
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
