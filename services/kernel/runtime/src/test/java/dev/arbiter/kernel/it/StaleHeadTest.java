package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.publication.Relay;
import dev.arbiter.kernel.service.CommandMetrics;
import dev.arbiter.kernel.service.CommandSpans;
import dev.arbiter.kernel.service.GameService;
import dev.arbiter.kernel.service.GameStates;
import dev.arbiter.kernel.service.OperatorToken;
import dev.arbiter.kernel.service.RulesetRuntime;
import dev.arbiter.kernel.service.SeatTokens;
import dev.arbiter.kernel.service.SetupSchema;
import dev.arbiter.kernel.store.CommandRecord;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.VersionConflict;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A command is decided on the head this replica cached (docs/architecture.md, "The command path").
 * Two replicas on one database, each appending after the other, so each decides on a head the
 * other has moved: the append must be refused, the command decided again on the stored head, and
 * the log stay one unbroken chain.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class StaleHeadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    RulesetRuntime runtime;

    @Inject
    EventStore store;

    @Inject
    SeatTokens tokens;

    @Inject
    Relay relay;

    @Inject
    CommandMetrics metrics;

    @Inject
    CommandSpans spans;

    @Inject
    OperatorToken operator;

    @Test
    @DisplayName("commands sent by turns through two replicas, each behind the other's last append, all land in one unbroken chain")
    void replicasBehindEachOther() throws Exception {
        Table table = Table.seated(2);
        UUID gameId = UUID.fromString(table.gameId);
        GameService other = new GameService(runtime, store, new GameStates(store, runtime), tokens, relay, metrics, spans,
                new SetupSchema(runtime), operator);
        long head = table.head();
        int awaited = table.view(0).getInt("awaiting[0]");
        for (int move = 0; move < 8; move++) {
            JsonNode receipt;
            if (move % 2 == 0) {
                // the other replica: its cache is empty at first, then one append behind
                ObjectNode roll = JSON.createObjectNode().put("type", "Roll");
                receipt = JSON.readTree(other.play(gameId, "Bearer " + table.tokens.get(awaited), null, null, roll).receipt());
            } else {
                // this service, over HTTP, without If-Match: its cached head is the one before the other replica's append
                receipt = JSON.readTree(table.send(awaited, "Roll").then().statusCode(200).extract().asString());
            }
            JsonNode events = receipt.get("events");
            assertEquals(head + 1, events.get(0).get("seq").asLong(), "move " + move + " continues the log right after the head");
            head = receipt.get("seq").asLong();
            awaited = events.get(events.size() - 1).get("awaiting").get(0).asInt();
        }

        // If-Match with a head this replica has not seen: it reads the stored head rather than refusing
        ObjectNode roll = JSON.createObjectNode().put("type", "Roll");
        head = JSON.readTree(other.play(gameId, "Bearer " + table.tokens.get(awaited), null, null, roll).receipt()).get("seq").asLong();
        JsonNode last = JSON.readTree(table.as(awaitedAt(table, head)).header("If-Match", "\"" + head + "\"").contentType(ContentType.JSON)
                .body("{\"type\":\"Roll\"}").post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString());
        assertEquals(head + 1, last.get("events").get(0).get("seq").asLong());

        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
    }

    @Test
    @DisplayName("an append refused on a moved head writes nothing of its own transaction: the seat it would have taken stays free")
    void refusedAppendTakesNoSeat() {
        Table table = new Table(Table.create(2));
        UUID gameId = UUID.fromString(table.gameId);
        EventRecord event = new EventRecord();
        event.gameId = gameId;
        event.seq = 100;
        event.type = "SeatJoined";
        event.commandId = "join-0";
        event.hash = "a stale replica's hash";
        event.envelope = "{}";
        CommandRecord command = new CommandRecord();
        command.gameId = gameId;
        command.commandId = "join-0";
        command.kind = CommandRecord.JOIN;
        command.seat = 0;
        command.payload = "{}";
        command.firstSeq = 100;
        command.lastSeq = 100;

        assertThrows(VersionConflict.class, () -> store.append(store.newSeat(gameId, 0, SeatTokens.hash("stale")), gameId, 99, List.of(event),
                0, "waiting", command));

        table.join(0, "Ada").then().statusCode(200);
    }

    /** The seat awaited at {@code head}, read from that event's envelope: a view would refresh this replica's cached head. */
    private static int awaitedAt(Table table, long head) {
        return given().get("/games/{id}/events?after={after}&limit=1", table.gameId, head - 1)
                .then().statusCode(200).extract().jsonPath().getInt("events[0].awaiting[0]");
    }
}
