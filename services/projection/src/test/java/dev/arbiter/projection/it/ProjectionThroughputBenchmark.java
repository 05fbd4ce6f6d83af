package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * docs/benchmarks.md, "Projection": one bot game played on the real Warmeister service, then
 * {@code -Dprojection.benchmark.copies=N} re-sealed copies of it published at once; measures how
 * fast the live consumer applies them, then how fast a rebuild re-reads the whole topic.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@EnabledIfSystemProperty(named = "projection.benchmark.copies", matches = "[0-9]+")
class ProjectionThroughputBenchmark {

    @Test
    void consumeThenRebuild() {
        int copies = Integer.getInteger("projection.benchmark.copies");
        try (WarmeisterProcess warmeister = WarmeisterProcess.start()) {
            RecordedGame played = BotGame.play(warmeister, 3).events();
            awaitEvents(played.envelopes().size());
            List<RecordedGame> games = new ArrayList<>();
            for (int i = 0; i < copies; i++) {
                games.add(played.copy());
            }
            long events = (long) copies * played.envelopes().size();
            long start = System.nanoTime();
            games.forEach(game -> TopicWriter.send("arbiter.warmeister.events", game.gameId(), game.values()));
            awaitEvents(played.envelopes().size() + events);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("BENCHMARK live: %d events (%d games of %d events) applied in %.1f s = %.0f events/s%n",
                    events, copies, played.envelopes().size(), seconds, events / seconds);

            String admin = "Bearer test-admin-token";
            given().header("Authorization", admin).post("/admin/rebuild").then().statusCode(202);
            await().atMost(Duration.ofHours(1)).pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> given()
                    .header("Authorization", admin).get("/admin/rebuild").then().body("state", equalTo("finished")));
            System.out.println("BENCHMARK rebuild: " + given().header("Authorization", admin).get("/admin/rebuild").asString());
        }
    }

    private static void awaitEvents(long total) {
        await().atMost(Duration.ofHours(1)).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> given()
                .queryParam("ruleset", "warmeister").get("/platform").then().body("rulesets[0].events", equalTo((int) total)));
    }
}
