package dev.arbiter.kharnage.service;

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
 * docs/api.md, Problems: a body that does not match the contract's schema answers 400
 * malformed-request as application/problem+json, and changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class KharnageMalformedRequestTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"type\":\"CommitCard\",\"card\":null}",
        "{\"type\":\"CommitCard\",\"card\":43}",
        "{\"type\":\"CommitCard\",\"card\":true}",
        "{\"type\":\"CommitCard\",\"card\":[\"dwarf-43\"]}",
        "{\"type\":\"CommitCard\"}",
        "{\"type\":\"CommitCard\",\"card\":\"dwarf-43\",\"salt\":\"00\"}",
        "{\"type\":\"CommitCard\",\"card\":\"dwarf\\u000143\"}",
        "{\"type\":\"CommitCard\",\"card\":\"Dwarf 43\"}",
        "{\"type\":\"CommitCard\",\"card\":\"dwarf-43\"}]",
        "{\"type\":\"ChooseTargets\",\"armies\":null}",
        "{\"type\":\"ChooseTargets\",\"armies\":[null]}",
        "{\"type\":\"ChooseTargets\",\"armies\":[\"1\"]}",
        "{\"type\":\"ChooseTargets\",\"armies\":[1.5]}",
        "{\"type\":\"ChooseTargets\",\"armies\":1}",
        "{\"type\":\"Stomp\",\"unit\":null}",
        "{\"type\":\"Cheer\",\"loud\":true}",
        "{\"type\":\"MakeAssault\",\"kind\":0}",
        "{\"type\":\"Fold\"}",
        "{\"type\":null}",
        "{\"type\":7}",
        "{}"})
    @DisplayName("a command with a null, missing, wrong-typed or unknown member, or of an unknown type, is refused and records nothing")
    void malformedCommand(String body) {
        RestTable table = RestTable.seated(2, Map.of());
        long head = table.view().getLong("seq");
        // kharnage.md, THE ROUND: every seat chooses a battle card at once, so seat 0 is awaited
        assertEquals(0, table.view().getInt("awaiting[0]"));
        Response answer = given().header("Authorization", "Bearer " + table.tokens.get(0)).contentType(ContentType.JSON).body(body)
                .post("/games/{id}/commands", table.gameId);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(head, table.view().getLong("seq"), "nothing recorded");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"type\":\"Cheer\",\"loud\":true}|unknown member \"loud\" in Cheer",
        "{\"type\":\"CommitCard\",\"card\":43}|\"card\" in CommitCard",
        "{\"type\":\"CommitCard\",\"card\":\"Dwarf 43\"}|\"card\" in CommitCard: does not match the regex pattern",
        "{\"type\":\"ChooseTargets\",\"armies\":[\"1\"]}|\"armies[0]\" in ChooseTargets"})
    @DisplayName("the detail names the member and what is wrong with it as the contract writes it, no Java class in sight (docs/api.md, Problems)")
    void detailInTheApisWords(String body, String words) {
        RestTable table = RestTable.seated(2, Map.of());
        Response answer = given().header("Authorization", "Bearer " + table.tokens.get(0)).contentType(ContentType.JSON).body(body)
                .post("/games/{id}/commands", table.gameId);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertTrue(answer.jsonPath().getString("detail").contains(words), answer.asString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"seats\":2,\"options\":{\"yaeh\":\"true\"}}",
        "{\"seats\":2,\"options\":{\"yeah\":\"true\"}}",
        "{\"seats\":2,\"options\":{\"armies\":\"orc,human\"}}",
        "{\"seats\":2,\"options\":{\"pack\":null}}",
        "{\"seats\":\"2\"}",
        "{\"seats\":2.5}",
        "{\"seats\":2,\"option\":{}}"})
    @DisplayName("a creation with an option Kharnage does not read, a wrong-typed member (contracts/setup/kharnage.schema.json) or one the contract does not name, is refused and creates no game")
    void malformedCreation(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(null, answer.header("Location"), "no game created");
    }

    @Test
    @DisplayName("the options Kharnage reads are accepted (contracts/openapi/kharnage.yaml, Setup)")
    void knownOptions() {
        given().contentType(ContentType.JSON)
                .body(Map.of("seats", 2, "options", Map.of("pack", "demo", "armies", List.of("orc", "human"), "yeah", true)))
                .post("/games").then().statusCode(201);
    }
}
