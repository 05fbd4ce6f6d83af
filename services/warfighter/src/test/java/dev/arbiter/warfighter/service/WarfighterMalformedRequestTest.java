package dev.arbiter.warfighter.service;

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
 * docs/api.md, Problems: a body that does not match contracts/openapi/warfighter.yaml (or the setup
 * schema contracts/setup/warfighter.schema.json) answers 400 malformed-request as
 * application/problem+json, and changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarfighterMalformedRequestTest {

    private static final List<Map<String, Object>> PROBE_TEAM = List.of(
            Map.of("army", "309th-regiment", "seat", 0, "attachments", List.of("engineer-company", "field-radio"), "skills", List.of("quality-soldiers")),
            Map.of("army", "hollow-ridge-battery", "seat", 0),
            Map.of("army", "48th-battalion", "seat", 0, "skills", List.of("extra-maps")),
            Map.of("army", "307th-battalion", "seat", 0));

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"seats\":1,\"options\":{\"misson\":\"probe\",\"objective\":\"vital-hill\"}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\"}}",
        "{\"seats\":1,\"options\":{\"objective\":\"vital-hill\"}}",
        "{\"seats\":1,\"options\":{\"team\":[{\"army\":\"309th-regiment\",\"seat\":0}]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[{\"army\":\"309th-regiment\"}]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[{\"army\":\"309th-regiment\",\"seat\":4}]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[{\"army\":\"309th-regiment\",\"seat\":\"0\"}]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[{\"army\":\"309th Regiment\",\"seat\":0}]}}",
        "{\"seats\":1,\"options\":{\"mission\":\"probe\",\"objective\":\"vital-hill\",\"team\":[{\"army\":\"309th-regiment\",\"seat\":0,\"level\":2}]}}",
        "{\"seats\":1,\"options\":{\"hostileOrder\":\"random\"}}",
        "{\"seats\":1,\"options\":{\"campaign\":{}}}",
        "{\"seats\":1,\"options\":{\"campaign\":{\"map\":\"lowland-road\",\"town\":\"ashby\"}}}",
        "{\"seats\":1,\"options\":{\"campaign\":{\"map\":\"lowland-road\"},\"mission\":\"probe\",\"objective\":\"vital-hill\"}}",
        "{\"seats\":1,\"options\":{\"campaign\":{\"map\":\"lowland-road\"},\"region\":\"europe\"}}",
        "{\"seats\":1,\"options\":{\"pack\":null}}",
        "{\"seats\":\"1\"}",
        "{\"seats\":1,\"option\":{}}"})
    @DisplayName("a creation with an option Warfighter does not read, a wrong-typed member, a mission without its objective, a team without its mission, or a campaign beside what the Town decides (contracts/setup/warfighter.schema.json) is refused and creates no game")
    void malformedCreation(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(null, answer.header("Location"), "no game created");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"seats\":1,\"options\":{\"hostileOrder\":\"random\"}}|hostileOrder",
        "{\"seats\":1,\"options\":{\"campaign\":{\"map\":\"lowland-road\"},\"region\":\"europe\"}}|region"})
    @DisplayName("the refusal of a setup document names the member at fault (docs/rules/warfighter.md, Setup document)")
    void creationDetailNamesTheMember(String body, String member) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertTrue(answer.jsonPath().getString("detail").contains(member), answer.asString());
    }

    @Test
    @DisplayName("the options Warfighter reads are accepted: a named mission with a preset team, the Hostile order (contracts/openapi/warfighter.yaml, Setup)")
    void knownOptions() {
        given().contentType(ContentType.JSON)
                .body(Map.of("seats", 1, "options", Map.of("pack", "demo", "region", "europe", "mission", "probe", "objective", "vital-hill",
                        "hostileOrder", "fixed", "team", PROBE_TEAM)))
                .post("/games").then().statusCode(201);
    }

    @Test
    @DisplayName("warfighter-war.md §4.3: a new campaign on a Map of the pack starts a game; a carry-over of a campaign that has ended fits the setup schema but is refused, 422 naming the rule (clarification 60)")
    void campaignStartsAndAnEndedOneIsRefused() {
        given().contentType(ContentType.JSON).body(Map.of("seats", 2, "options", Map.of("campaign", Map.of("map", "lowland-road"))))
                .post("/games").then().statusCode(201);
        Map<String, Object> ended = Map.of("map", "lowland-road", "status", "succeeded", "lastTown", "brackenford",
                "played", List.of("ashby", "brackenford"), "discarded", List.of(), "desperation", 0, "promotion", 60, "resupply", 30,
                "next", Map.of("step", "route"), "armies", List.of(Map.of("number", 1, "seat", 0, "army", "309th-regiment", "hits", 0,
                        "pins", 0, "supply", 5, "downed", false, "attachments", List.of(), "skills", List.of())));
        Response answer = given().contentType(ContentType.JSON).body(Map.of("seats", 1, "options", Map.of("campaign", ended)))
                .post("/games");
        Contract.ofService().checkProblem(answer, 422, "illegal-move");
        assertEquals("campaign.ended", answer.jsonPath().getString("rule"), answer.asString());
    }
}
