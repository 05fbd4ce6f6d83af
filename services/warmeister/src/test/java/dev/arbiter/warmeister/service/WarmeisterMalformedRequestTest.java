package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/api.md, Problems: a body that does not match the contract's schema answers 400
 * malformed-request as application/problem+json, and changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmeisterMalformedRequestTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"type\":\"Draw\",\"count\":null}",
        "{\"type\":\"Draw\",\"count\":\"1\"}",
        "{\"type\":\"Draw\",\"count\":1.5}",
        "{\"type\":\"Draw\",\"count\":true}",
        "{\"type\":\"Draw\",\"count\":[1]}",
        "{\"type\":\"Draw\"}",
        "{\"type\":\"Draw\",\"count\":1,\"cards\":[]}",
        "{\"type\":\"Draw\",\"count\":-1}",
        "{\"type\":\"Draw\",\"count\":1} {}",
        "{\"type\":\"Draw\",\"count\":1}x",
        "{\"type\":\"PlayEvent\",\"card\":3,\"targetSeat\":\"1\",\"targetCard\":null}",
        "{\"type\":\"Fold\"}",
        "{\"type\":null}",
        "{\"type\":7}",
        "{}"})
    @DisplayName("a command with a null, missing, wrong-typed or unknown member, or of an unknown type, is refused and records nothing")
    void malformedCommand(String body) {
        RestTable table = RestTable.seated(2, Map.of());
        JsonPath game = table.view();
        // warmeister.txt, DRAW: the seat with priority draws first, so it is awaited
        int seat = game.getInt("awaiting[0]");
        Response answer = given().header("Authorization", "Bearer " + table.tokens.get(seat)).contentType(ContentType.JSON).body(body)
                .post("/games/{id}/commands", table.gameId);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(game.getLong("seq"), table.view().getLong("seq"), "nothing recorded");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"type\":\"Draw\",\"count\":-1}|\"count\" in Draw: must have a minimum value of 0",
        "{\"type\":\"Draw\",\"count\":\"1\"}|\"count\" in Draw",
        "{\"type\":\"Draw\",\"count\":1,\"cards\":[]}|unknown member \"cards\" in Draw",
        "{\"type\":\"Draw\"}|Draw needs \"count\"",
        "{\"type\":\"Draw\",\"count\":1} {}|something follows the JSON value"})
    @DisplayName("the detail names the member and what is wrong with it as the contract writes it (docs/api.md, Problems)")
    void detailInTheApisWords(String body, String words) {
        RestTable table = RestTable.seated(2, Map.of());
        int seat = table.view().getInt("awaiting[0]");
        Response answer = given().header("Authorization", "Bearer " + table.tokens.get(seat)).contentType(ContentType.JSON).body(body)
                .post("/games/{id}/commands", table.gameId);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertTrue(answer.jsonPath().getString("detail").contains(words), answer.asString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"seats\":2,\"options\":{\"variant\":\"quick\"}}",
        "{\"seats\":2,\"options\":{\"variant\":null}}",
        "{\"seats\":\"2\"}",
        "{\"seats\":2.5}",
        "{\"seats\":2,\"option\":{}}"})
    @DisplayName("a creation with any option (Warmeister reads none), a wrong-typed member or one the contract does not name is refused and creates no game")
    void malformedCreation(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(null, answer.header("Location"), "no game created");
    }
}
