package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class ConcurrencyTest {

    @RepeatedTest(5)
    @DisplayName("of two commands sent at once on the same version, exactly one wins; the other is a 409 and writes nothing")
    void exactlyOneWins() throws Exception {
        Table table = Table.seated(2);
        long head = table.head();
        CyclicBarrier start = new CyclicBarrier(2);
        List<CompletableFuture<Integer>> sends = List.of(1, 2).stream().map(i -> CompletableFuture.supplyAsync(() -> {
            await(start);
            return table.as(0).header("If-Match", "\"" + head + "\"").header("Idempotency-Key", "race-" + i)
                    .contentType(ContentType.JSON).body(Map.of("type", "Roll")).post("/games/{id}/commands", table.gameId).statusCode();
        })).toList();
        List<Integer> statuses = sends.stream().map(CompletableFuture::join).sorted().toList();
        assertEquals(List.of(200, 409), statuses);
        assertEquals(head + 1, table.head());
    }

    @RepeatedTest(5)
    @DisplayName("without If-Match a command is never refused for losing a race: it is decided again on the new state")
    void racesWithoutIfMatchAreRedecided() {
        Table table = Table.seated(2);
        CyclicBarrier start = new CyclicBarrier(2);
        List<String> problems = List.of(1, 2).stream().map(i -> CompletableFuture.supplyAsync(() -> {
            await(start);
            // two rolls of the awaited seat at once; a first roll of 1 legitimately ends the turn
            io.restassured.response.Response response = table.send(0, "Roll");
            return response.statusCode() == 200 ? "accepted" : response.jsonPath().getString("type");
        })).toList().stream().map(CompletableFuture::join).toList();
        assertEquals(List.of(), problems.stream().filter(p -> p.endsWith("version-conflict")).toList(), problems.toString());
        assertEquals(true, problems.contains("accepted"));
    }

    @Test
    @DisplayName("commands racing without If-Match never fork the log: the chain stays intact")
    void noForks() {
        Table table = Table.seated(2);
        List<CompletableFuture<Integer>> sends = java.util.stream.IntStream.range(0, 8).mapToObj(i -> CompletableFuture.supplyAsync(() ->
                table.send(table.view(0).getInt("awaiting[0]"), "Roll").statusCode())).toList();
        sends.forEach(CompletableFuture::join);
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("chainIntact", equalTo(true)).body("reexecutionMatches", equalTo(true));
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
