package dev.arbiter.highcommand.service;

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
 * docs/api.md, Problems: a body that does not match contracts/openapi/high-command.yaml answers 400
 * malformed-request as application/problem+json, and changes nothing.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class HighCommandMalformedRequestTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"type\":\"ChooseArmy\",\"faction\":null,\"warcasters\":[]}",
        "{\"type\":\"ChooseArmy\",\"faction\":\"cygnar\"}",
        "{\"type\":\"ChooseArmy\",\"faction\":\"Cygnar Army\",\"warcasters\":[]}",
        "{\"type\":\"ChooseArmy\",\"faction\":\"cygnar\",\"warcasters\":[{\"warcaster\":\"cygnar-commander-coleman-stryker\",\"colour\":\"pink\",\"cards\":[]}]}",
        "{\"type\":\"ChooseArmy\",\"faction\":\"cygnar\",\"warcasters\":[{\"warcaster\":\"cygnar-commander-coleman-stryker\",\"colour\":\"red\"}]}",
        "{\"type\":\"Deploy\",\"card\":\"cygnar-charger#0\",\"location\":\"fort-falk\",\"payment\":[]}",
        "{\"type\":\"Deploy\",\"card\":\"cygnar-charger#1\",\"location\":\"fort-falk\",\"payment\":[{\"card\":\"cygnar-crown-levies#1\",\"as\":\"gold\"}]}",
        "{\"type\":\"Deploy\",\"card\":\"cygnar-charger#1\",\"location\":\"fort-falk\",\"payment\":[{\"card\":\"cygnar-crown-levies#1\"}]}",
        "{\"type\":\"Deploy\",\"card\":\"cygnar-charger#1\",\"location\":\"fort-falk\",\"payment\":null}",
        "{\"type\":\"Purchase\",\"slot\":4,\"payment\":[]}",
        "{\"type\":\"Purchase\",\"slot\":\"1\",\"payment\":[]}",
        "{\"type\":\"Purchase\",\"slot\":1.5,\"payment\":[]}",
        "{\"type\":\"EndOrders\"}",
        "{\"type\":\"EndOrders\",\"bank\":7}",
        "{\"type\":\"Attack\",\"location\":\"highgate\",\"mode\":\"sideways\",\"target\":null}",
        "{\"type\":\"DeclareDestroyed\",\"cards\":null}",
        "{\"type\":\"DeclareDestroyed\",\"cards\":[null]}",
        "{\"type\":\"Cull\",\"card\":null,\"reason\":\"none\"}",
        "{\"type\":\"ChooseArmy\",\"faction\":\"cygnar\",\"warcasters\":[]}]",
        "{\"type\":\"Pass\"}",
        "{\"type\":null}",
        "{\"type\":7}",
        "{}"})
    @DisplayName("a command with a null, missing, wrong-typed or unknown member, or of an unknown type, is refused and records nothing")
    void malformedCommand(String body) {
        RestTable table = RestTable.seated(2, Map.of());
        long head = table.view().getLong("seq");
        // high-command.md, STARTING THE GAME: the seats choose their armies in seat order, so seat 0 is awaited
        assertEquals(List.of(0), table.view().getList("awaiting", Integer.class));
        Response answer = given().header("Authorization", "Bearer " + table.tokens.get(0)).contentType(ContentType.JSON).body(body)
                .post("/games/{id}/commands", table.gameId);
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(head, table.view().getLong("seq"), "nothing recorded");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"type\":\"Cull\",\"card\":null,\"reason\":\"none\"}|unknown member \"reason\" in Cull",
        "{\"type\":\"Purchase\",\"slot\":\"1\",\"payment\":[]}|\"slot\" in Purchase",
        "{\"type\":\"ChooseArmy\",\"faction\":\"Cygnar Army\",\"warcasters\":[]}|\"faction\" in ChooseArmy: does not match the regex pattern",
        "{\"type\":\"DeclareDestroyed\",\"cards\":[null]}|\"cards[0]\" in DeclareDestroyed"})
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
        "{\"seats\":2,\"options\":{\"quickstart\":true}}",
        "{\"seats\":2,\"options\":{\"quickStart\":\"true\"}}",
        "{\"seats\":2,\"options\":{\"customDetachments\":1}}",
        "{\"seats\":2,\"options\":{\"firstPlayer\":\"1\"}}",
        "{\"seats\":2,\"options\":{\"firstPlayer\":-1}}",
        "{\"seats\":2,\"options\":{\"firstPlayer\":4}}",
        "{\"seats\":2,\"options\":{\"factions\":[\"cygnar\",\"cryx\"]}}",
        "{\"seats\":2,\"options\":{\"pack\":null}}",
        "{\"seats\":\"2\"}",
        "{\"seats\":2,\"option\":{}}"})
    @DisplayName("a creation with an option High Command does not read, a wrong-typed member (contracts/setup/high-command.schema.json) or one the contract does not name, is refused and creates no game")
    void malformedCreation(String body) {
        Response answer = given().contentType(ContentType.JSON).body(body).post("/games");
        Contract.ofService().checkProblem(answer, 400, "malformed-request");
        assertEquals(null, answer.header("Location"), "no game created");
    }

    @Test
    @DisplayName("the options High Command reads are accepted (contracts/openapi/high-command.yaml, Setup)")
    void knownOptions() {
        given().contentType(ContentType.JSON)
                .body(Map.of("seats", 2, "options", Map.of("pack", "demo", "quickStart", true, "customDetachments", false, "firstPlayer", 1)))
                .post("/games").then().statusCode(201);
    }
}
