package dev.arbiter.kernel.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.TopicReader;
import dev.arbiter.testkit.TopicReader.Message;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One trace from a command's HTTP request through its append and the relay to the Kafka records of its events (docs/operations.md, "Tracing"). */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class TracingTest {

    private static final String TOPIC = "arbiter.dice-race.events";
    private static final Pattern TRACEPARENT = Pattern.compile("00-([0-9a-f]{32})-([0-9a-f]{16})-01");
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Inject
    InMemorySpanExporter spans;

    @Test
    @DisplayName("each record of a command's events carries in traceparent the trace of the request that sent it, through the relay's publish span")
    void commandToRecord() {
        Table table = Table.seated(2);
        int seat = table.view(0).getInt("awaiting[0]");
        List<Long> seqs = table.send(seat, "Roll").then().statusCode(200).extract().jsonPath().getList("events.seq", Long.class);
        SpanData server = awaitSpan(span -> span.getKind() == SpanKind.SERVER
                && ("/games/" + table.gameId + "/commands").equals(span.getAttributes().get(AttributeKey.stringKey("url.path"))));

        List<Message> records = TopicReader.readUntil(TOPIC, table.gameId,
                found -> found.stream().map(TracingTest::seq).toList().containsAll(seqs), PATIENCE);
        for (Message record : records.stream().filter(record -> seqs.contains(seq(record))).toList()) {
            Matcher traceparent = TRACEPARENT.matcher(record.headers().get("traceparent"));
            assertTrue(traceparent.matches(), "a sampled W3C traceparent: " + record.headers().get("traceparent"));
            assertEquals(server.getTraceId(), traceparent.group(1), "the record is in the request's trace");
            assertFalse(record.value().contains(server.getTraceId()), "the trace stays out of the envelope, so out of the hash chain");

            SpanData publish = awaitSpan(span -> span.getSpanId().equals(traceparent.group(2)));
            assertEquals("arbiter.publish", publish.getName());
            assertEquals(SpanKind.PRODUCER, publish.getKind());
            assertEquals(seq(record), publish.getAttributes().get(AttributeKey.longKey("arbiter.seq")));
            assertEquals(TOPIC, publish.getAttributes().get(AttributeKey.stringKey("messaging.destination.name")));
            SpanData append = awaitSpan(span -> span.getSpanId().equals(publish.getParentSpanId()));
            assertEquals("arbiter.append", append.getName());
            SpanData command = awaitSpan(span -> span.getSpanId().equals(append.getParentSpanId()));
            assertEquals("arbiter.command", command.getName());
            assertEquals("Roll", command.getAttributes().get(AttributeKey.stringKey("arbiter.command.type")));
            assertEquals(table.gameId, command.getAttributes().get(AttributeKey.stringKey("arbiter.game.id")));
            assertEquals(server.getSpanId(), command.getParentSpanId(), "the command runs inside the request's server span");
        }

        Message joined = records.stream().filter(record -> seq(record) == 2).findFirst().orElseThrow();
        Matcher joinTrace = TRACEPARENT.matcher(joined.headers().get("traceparent"));
        assertTrue(joinTrace.matches());
        assertNotEquals(server.getTraceId(), joinTrace.group(1), "the join was another request, so another trace");
    }

    private SpanData awaitSpan(Predicate<SpanData> wanted) {
        return Awaitility.await().atMost(PATIENCE)
                .until(() -> spans.getFinishedSpanItems().stream().filter(wanted).findFirst(), Optional::isPresent).get();
    }

    private static long seq(Message record) {
        return Long.parseLong(record.headers().get("ce_subject"));
    }
}
