package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What every service exposes for operations: health, metrics, its contract. */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class PlatformEndpointsTest {

    @Test
    @DisplayName("readiness checks PostgreSQL and reports publication to Kafka; liveness answers")
    void health() {
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"))
                .body(containsString("Database connections health check"))
                .body("checks.find { it.name == 'Publication to Kafka' }.data.broker", equalTo("up"));
        given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    @DisplayName("metrics count commands by type and outcome (refused before or by the rules), time appends, report the publication backlog and publish lag, with histogram buckets for percentiles")
    void metrics() {
        Table table = Table.seated(2);
        // holding before any roll is always illegal, whatever the dice did
        table.send(0, "Hold").then().statusCode(422);
        table.send(0, "Roll").then().statusCode(200);
        given().contentType("application/json").body("{\"type\":\"Roll\"}").post("/games/{id}/commands", table.gameId).then().statusCode(401);
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(20)).untilAsserted(() ->
                given().get("/q/metrics").then().statusCode(200)
                        .body(containsString("arbiter_commands_total{outcome=\"accepted\",problem=\"none\",type=\"Roll\"}"))
                        .body(containsString("arbiter_commands_total{outcome=\"rejected\",problem=\"illegal-move\",type=\"Hold\"}"))
                        .body(containsString("arbiter_commands_total{outcome=\"rejected\",problem=\"unauthorized\",type=\"Roll\"}"))
                        .body(containsString("arbiter_append_seconds_count{type=\"Roll\"}"))
                        .body(containsString("arbiter_append_seconds_bucket{type=\"Roll\",le=\"+Inf\"}"))
                        .body(containsString("arbiter_publish_lag_seconds_bucket{le=\"+Inf\"}"))
                        .body(containsString("arbiter_publication_backlog"))
                        .body(containsString("arbiter_publication_oldest_age_seconds"))
                        .body(containsString("arbiter_kafka_broker_reachable 1.0"))
                        .body(containsString("arbiter_publish_lag_seconds_count")));
    }

    @Test
    @DisplayName("the contract is served at /q/openapi, with Swagger UI beside it")
    void contract() {
        given().get("/q/openapi").then().statusCode(200).body(containsString("sendCommand")).body(containsString("SecretsDealt"));
        given().get("/q/swagger-ui/").then().statusCode(200);
    }
}
