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
 * applies that burst; then, with {@code -Dprojection.benchmark.rate=R}, as many events again
 * offered at R a second, the games interleaved (live play), and the time from each record's
 * publication to the read model (arbiter_projection_visible_lag_seconds) meanwhile; then how fast
 * a rebuild catches up from the whole topic, apart from live.
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
        System.out.printf("BENCHMARK burst: %d events (%d games of %d events) applied in %.1f s = %.0f events/s%n",
                events, copies, played.envelopes().size(), seconds, events / seconds);
        Integer rate = Integer.getInteger("projection.benchmark.rate");
        if (rate != null) {
            paced(played, copies, rate, played.envelopes().size() + events);
        }

        String admin = "Bearer test-admin-token";
        given().header("Authorization", admin).post("/admin/rebuild").then().statusCode(202);
        await().atMost(Duration.ofHours(1)).pollInterval(Duration.ofSeconds(2)).untilAsserted(() -> given()
                .header("Authorization", admin).get("/admin/rebuild").then().body("state", equalTo("finished")));
        System.out.println("BENCHMARK rebuild: " + given().header("Authorization", admin).get("/admin/rebuild").asString());
    }

    /** Offers as many copies again at {@code rate} events a second and reports what was applied, and how late. */
    private static void paced(RecordedGame played, long copies, int rate, long before) {
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (int i = 0; i < copies; i++) {
            RecordedGame copy = played.copy();
            games.put(copy.gameId(), copy.values());
        }
        long events = copies * played.envelopes().size();
        String visible = "arbiter_projection_visible_lag_seconds_%s{topic=\"arbiter.warmeister.events\"}";
        double countBefore = ProjectionOfWarmeisterTest.metric(visible.formatted("count"));
        double sumBefore = ProjectionOfWarmeisterTest.metric(visible.formatted("sum"));
        long start = System.nanoTime();
        TopicWriter.sendPaced("arbiter.warmeister.events", games, rate);
        double offered = (System.nanoTime() - start) / 1e9;
        awaitEvents(before + events);
        double seconds = (System.nanoTime() - start) / 1e9;
        double timed = ProjectionOfWarmeisterTest.metric(visible.formatted("count")) - countBefore;
        System.out.printf("BENCHMARK live: %d events offered at %d/s (sent in %.1f s) applied in %.1f s = %.0f events/s;"
                        + " publication to read model: mean %.3f s, max %.3f s (max over the last minutes)%n",
                events, rate, offered, seconds, events / seconds, (ProjectionOfWarmeisterTest.metric(visible.formatted("sum")) - sumBefore) / timed,
                ProjectionOfWarmeisterTest.metric(visible.formatted("max")));
    }

    private static void awaitEvents(long total) {
        await().atMost(Duration.ofHours(1)).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> given()
                .queryParam("ruleset", "warmeister").get("/platform").then().body("rulesets[0].events", equalTo((int) total)));
    }
}
