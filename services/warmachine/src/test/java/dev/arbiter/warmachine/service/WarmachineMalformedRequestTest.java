package dev.arbiter.warmachine.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/api.md, Problems: a body that does not match contracts/openapi/warmachine.yaml (or the setup schema
 * contracts/setup/warmachine.schema.json) answers 400 malformed-request as application/problem+json, a setup the rules
 * refuse 422 naming the rule, and neither changes anything.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmachineMalformedRequestTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"seats\":2,\"options\":{\"senario\":\"annihilation\"}}",
        "{\"seats\":2,\"options\":{\"scenario\":\"skirmish\"}}",
        "{\"seats\":2,\"options\":{\"lists\":[\"brassmark-clash\"]}}",
        "{\"seats\":2,\"options\":{\"lists\":[\"brassmark-clash\",7]}}",
        "{\"seats\":2,\"options\":{\"layout\":5}}",
        "{\"seats\":\"2\"}"})
    @DisplayName("a creation with an option WARMACHINE does not read, a scenario milestone 1 does not play, or a member of the wrong type or count is refused and creates no game")
    void malformedCreation(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(null, answer.header("Location"), "no game created");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"seats\":2,\"options\":{\"lists\":[\"brassmark-clash\",\"nowhere\"]}}|setup.unknown-list",
        "{\"seats\":2,\"options\":{\"layout\":\"moon\"}}|setup.unknown-layout",
        "{\"seats\":2,\"options\":{\"pack\":\"moon\"}}|setup.unknown-pack",
        "{\"seats\":3}|setup.seats"})
    @DisplayName("Setup, Deployment & Victory Conditions: a setup that fits the schema but names a pack the service lacks, what the pack lacks, or three players, is 422 naming the rule")
    void refusedSetup(String body, String rule) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 422, "illegal-move");
        assertEquals(rule, answer.jsonPath().getString("rule"), answer.asString());
    }

    @Test
    @DisplayName("the options WARMACHINE reads are accepted: the pack, two lists, the scenario, the layout (contracts/openapi/warmachine.yaml, Setup)")
    void knownOptions() {
        given().contentType(ContentType.JSON).body(Map.of("seats", 2, "options", Map.of("lists", List.of("thornwake-clash", "brassmark-clash"),
                "scenario", "mosh-pit", "layout", "crossroads", "pack", "demo"))).post("/games").then().statusCode(201);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"type\":\"AdvanceModel\",\"model\":\"s0-vance-1\",\"waypoints\":[{\"x\":100000,\"y\":9223372036854775808}],\"facing\":null}|waypoints[0].y",
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":100000,\"y\":20000,\"facing\":18446744073710451616}|facing",
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":100000,\"y\":20000,\"facing\":900000,\"z\":5}|z",
        "{\"type\":\"Run\",\"model\":\"s0-vance-1\",\"waypoints\":[{\"x\":100000,\"y\":100000,\"z\":5}],\"facing\":null}|waypoints[0].z",
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":100000,\"x\":200000,\"y\":20000,\"facing\":900000}|x",
        "{\"type\":\"AdvanceModel\",\"model\":\"s0-vance-1\",\"waypoints\":[{\"x\":100000,\"y\":480001}],\"facing\":null}|waypoints[0].y",
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":100000,\"y\":20000,\"facing\":-900000}|facing",
        "{\"type\":\"AdvanceModel\",\"model\":\"s0-vance-1\",\"waypoints\":[{\"x\":100000,\"y\":100000}]}|facing",
        "{\"type\":\"Charge\",\"model\":\"s0-vance-1\",\"target\":\"s1-thorne-1\",\"heading\":900000}|stopAt"})
    @DisplayName("issue 29: a number past 64 bits or the table, a negative facing, an unknown member in Deploy or a waypoint, a member given twice, a missing facing or stopAt is 400 naming the member and changes nothing")
    void strictCommand(String body, String member) {
        RestTable table = RestTable.besideBots(2, Map.of(), Map.of(1, "random"));
        long seq = table.viewTree().path("seq").asLong();
        Response answer = table.send(0, body);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertTrue(answer.jsonPath().getString("detail").contains("\"" + member + "\""), answer.asString());
        assertEquals(seq, table.viewTree().path("seq").asLong(), "nothing changed");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":10.5,\"y\":20000,\"facing\":900000}",
        "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":100000,\"y\":20000}",
        "{\"type\":\"AdvanceModel\",\"model\":\"s0-vance-1\",\"waypoints\":[],\"facing\":null}",
        "{\"type\":\"Charge\",\"model\":\"s0-vance-1\",\"target\":\"s1-thorne-1\",\"heading\":\"north\",\"stopAt\":null}",
        "{\"type\":\"MeleeAttack\",\"model\":\"s0-vance-1\",\"weapon\":0,\"target\":\"s1-thorne-1\"}",
        "{\"type\":\"Teleport\",\"model\":\"s0-vance-1\"}"})
    @DisplayName("a command with a fraction where the contract has whole ten-thousandths, a missing member, an empty path, a wrong type or an unknown type is 400 malformed-request and changes nothing")
    void malformedCommand(String body) {
        RestTable table = RestTable.besideBots(2, Map.of(), Map.of(1, "random"));
        long seq = table.viewTree().path("seq").asLong();
        Response answer = table.send(0, body);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertTrue(answer.jsonPath().getString("detail").length() > 0, answer.asString());
        assertEquals(seq, table.viewTree().path("seq").asLong(), "nothing changed");
    }
}
