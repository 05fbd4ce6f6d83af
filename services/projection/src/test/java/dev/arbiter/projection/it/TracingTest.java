package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.RealInfrastructure;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A record's trace goes on in the projection (docs/operations.md, "Tracing"). */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@QuarkusTestResource(value = RulesetServices.class, restrictToAnnotatedClass = false)
class TracingTest {

    private static final String TOPIC = "arbiter.dice-race.events";
    private static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    private static final String PUBLISH_SPAN_ID = "00f067aa0ba902b7";

    @Inject
    InMemorySpanExporter spans;

    @Test
    @DisplayName("a record whose traceparent names a publish span is applied in a span that is that span's child, in its trace")
    void projectionSpanInTheRecordsTrace() throws IOException {
        // the worked example's first event (docs/events.md), re-sealed for a game of its own
        String exampleLine = Files.readAllLines(Path.of("../../docs/verify/example-game-format2.jsonl")).get(0);
        JsonNode example = new ObjectMapper().readTree(exampleLine);
        RecordedGame game = new RecordedGame(TOPIC, List.of(RecordedGame.parse(example.get("value").asText()))).copy();
        TopicWriter.send(TOPIC, game.gameId(), game.values().get(0),
                Map.of("ce_subject", "1", "traceparent", "00-" + TRACE_ID + "-" + PUBLISH_SPAN_ID + "-01"));

        SpanData project = Awaitility.await().atMost(Duration.ofSeconds(60)).until(() -> spans.getFinishedSpanItems().stream()
                .filter(span -> game.gameId().equals(span.getAttributes().get(AttributeKey.stringKey("arbiter.game.id"))))
                .findFirst(), Optional::isPresent).get();
        assertEquals("arbiter.project", project.getName());
        assertEquals(SpanKind.CONSUMER, project.getKind());
        assertEquals(TRACE_ID, project.getTraceId());
        assertEquals(PUBLISH_SPAN_ID, project.getParentSpanId());
        assertEquals(1L, project.getAttributes().get(AttributeKey.longKey("arbiter.seq")));
        assertEquals(TOPIC, project.getAttributes().get(AttributeKey.stringKey("messaging.destination.name")));
        Awaitility.await().atMost(Duration.ofSeconds(60))
                .untilAsserted(() -> given().get("/games/{id}", game.gameId()).then().statusCode(200).body("seq", equalTo(1)));
    }
}
