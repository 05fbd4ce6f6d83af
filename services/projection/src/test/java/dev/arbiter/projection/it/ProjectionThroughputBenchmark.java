package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * docs/benchmarks.md, "Projection": one bot game played on the real Warmeister service, then enough
 * re-sealed copies of it to make {@code -Dprojection.benchmark.events=N} events (whole games; the
 * game's length depends on the dice) published at once; measures how fast the live consumer
 * applies them, then how fast a rebuild re-reads the whole topic.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@QuarkusTestResource(value = RulesetServices.class, restrictToAnnotatedClass = false)
@EnabledIfSystemProperty(named = "projection.benchmark.events", matches = "[0-9]+")
class ProjectionThroughputBenchmark {

    @Test
    void consumeThenRebuild() {
        long wanted = Long.getLong("projection.benchmark.events");
        // the service (RulesetServices, which every test class of this module shares) only makes the game, then idles
        RecordedGame played = BotGame.play(RulesetServices.warmeister(), "warmeister", List.of("Ann", "Bob"), 3).events();
        awaitEvents(played.envelopes().size());
        long copies = (wanted + played.envelopes().size() - 1) / played.envelopes().size();
        // only the record values are kept: a million parsed envelopes would not fit the test's heap
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (int i = 0; i < copies; i++) {
            RecordedGame copy = played.copy();
            games.put(copy.gameId(), copy.values());
        }
        long events = copies * played.envelopes().size();
        long start = System.nanoTime();
        TopicWriter.send("arbiter.warmeister.events", games);
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

    private static void awaitEvents(long total) {
        await().atMost(Duration.ofHours(1)).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> given()
                .queryParam("ruleset", "warmeister").get("/platform").then().body("rulesets[0].events", equalTo((int) total)));
    }
}
