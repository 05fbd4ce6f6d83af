package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RealInfrastructure;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two copies of one command, sent together under one Idempotency-Key without If-Match, are one
 * command with one answer (docs/api.md, "Idempotency-Key"): the second waits for the first.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class TwinCommandsTest {

    @Inject
    PausingEventStore store;

    @Inject
    MeterRegistry registry;

    @Test
    @DisplayName("a twin sent while its first copy, refused out of turn, is still deciding again gets the first copy's answer, not a refusal of its own")
    void twinWaitsForItsFirstCopy() throws Exception {
        Table table = Table.seated(2);
        turnOfSeatZeroWithPoints(table);
        String key = "twin-" + UUID.randomUUID();

        // seat 1 rolls out of turn; its first copy is refused and then held where it looks for a twin
        PausingEventStore.Pause held = store.pauseNextLookUp(key);
        CompletableFuture<Response> first = CompletableFuture.supplyAsync(() -> roll(table, 1, key));
        held.reached();
        double joinedBefore = joined();
        CompletableFuture<Response> twin = CompletableFuture.supplyAsync(() -> roll(table, 1, key));
        // the twin has been answered, or waits for the first copy
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> twin.isDone() || joined() > joinedBefore);

        // seat 0 banks its points: now it is seat 1's turn, and the first copy, let go, decides again on that
        table.send(0, "Hold").then().statusCode(200);
        held.release();

        Response firstAnswer = first.get();
        Response twinAnswer = twin.get();
        assertEquals(firstAnswer.statusCode() + " " + firstAnswer.asString(), twinAnswer.statusCode() + " " + twinAnswer.asString(),
                "both copies answer alike");
        assertEquals(200, firstAnswer.statusCode(), firstAnswer.asString());
        long recorded = new JsonPath(given().get("/games/{id}/events?after=0&limit=500", table.gameId).asString())
                .getList("events.commandId").stream().filter(key::equals).count();
        assertEquals(1, recorded, "the command was recorded once");
    }

    /** Rolls for whoever is awaited until seat 0 is awaited with points in hand, so that its Hold is legal. */
    private static void turnOfSeatZeroWithPoints(Table table) {
        for (int roll = 0; roll < 200; roll++) {
            JsonPath game = table.view(0);
            if (game.getInt("view.current") == 0 && game.getInt("view.turnTotal") > 0) {
                return;
            }
            table.send(game.getInt("view.current"), "Roll").then().statusCode(200);
        }
        throw new AssertionError("seat 0 never held points after 200 rolls");
    }

    private static Response roll(Table table, int seat, String key) {
        return table.as(seat).header("Idempotency-Key", key).contentType(ContentType.JSON).body(Map.of("type", "Roll"))
                .post("/games/{id}/commands", table.gameId);
    }

    private double joined() {
        Counter counter = registry.find("arbiter.commands.twins").counter();
        return counter == null ? 0 : counter.count();
    }
}
