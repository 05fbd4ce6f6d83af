package dev.arbiter.warfighter.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A Warfighter campaign over the real REST API, game after game: each game's {@code GameOver.carryOver}, read from
 * the topic, is the next game's setup {@code campaign} member (docs/rules/warfighter.md, Campaign); every answer and
 * event is checked against contracts/openapi/warfighter.yaml and every game is audited on its own.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarfighterCampaignOverRestTest {

    private static final String TOPIC = "arbiter.warfighter.events";
    private static final Contract CONTRACT = Contract.ofService();

    /** What the lead seat prefers when it is legal: Retreat at once, a Desperation Mission, leave town, the smallest team, end turns. */
    private static final List<String> PREFERRED = List.of("Retreat", "PlayDesperation", "LeaveTown", "ConfirmTeam", "Recruit",
            "BeginTurn", "EndTurn");

    @Test
    @DisplayName("warfighter-war.md §4.4-§4.6: Lowland Road over REST: Ashby is retreated from and Greyspire chosen as a Desperation Mission; the carry-over starts the Desperation game in Greyspire, which is retreated from too; both games pass their audit")
    void retreatThenDesperationGame() {
        RestTable ashby = RestTable.seated(1, Map.of("campaign", Map.of("map", "lowland-road"), "hostileOrder", "fixed"));
        Map<String, Object> first = play(ashby);
        assertEquals("retreat", first.get("result"));
        Map<?, ?> carry = (Map<?, ?>) first.get("carryOver");
        assertEquals("ongoing", carry.get("status"));
        assertEquals(Map.of("step", "desperation", "town", "greyspire"), carry.get("next"));
        assertEquals(List.of("ashby"), carry.get("discarded"));
        assertEquals(1, carry.get("desperation"));
        JsonPath view = ashby.view();
        assertEquals("ashby", view.getString("view.campaign.town"), "the view shows the campaign");
        assertEquals(List.of("ashby"), view.getList("view.campaign.discarded"));
        assertEquals(1, view.getInt("view.campaign.desperation"));

        RestTable greyspire = RestTable.seated(1, Map.of("campaign", carry, "hostileOrder", "fixed"));
        JsonNode entered = events(greyspire).stream().filter(e -> e.path("type").asText().equals("TownEntered")).findFirst().orElseThrow();
        assertEquals("greyspire", entered.at("/publicPayload/town").asText(), "the Desperation game enters the chosen Town");
        assertEquals("ashby", entered.at("/publicPayload/from").asText());
        Map<String, Object> second = play(greyspire);
        assertEquals("retreat", second.get("result"));
        Map<?, ?> after = (Map<?, ?>) second.get("carryOver");
        assertEquals(Map.of("step", "route"), after.get("next"), "no set-aside Town is left, so the Desperation is declined");
        assertEquals(List.of("ashby", "greyspire"), after.get("discarded"));
        assertEquals("ashby", after.get("lastTown"), "the route goes on from the Town first retreated from (clarification 56)");
        assertEquals(1, after.get("desperation"));
        assertEquals(((Number) carry.get("resupply")).intValue() + 12, ((Number) after.get("resupply")).intValue(), "12 Resupply Points");

        for (RestTable table : List.of(ashby, greyspire)) {
            JsonPath audit = table.audit();
            assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                    audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
            assertEquals(List.of("LOSS"), table.view().getList("results.result").stream().distinct().toList(),
                    "clarification 59: a Retreat is lost for every seat");
        }
    }

    /** The lead seat plays the game to its end by {@link #PREFERRED}; answers its GameOver event's payload. */
    private static Map<String, Object> play(RestTable table) {
        for (int commands = 0; commands < 500; commands++) {
            JsonPath game = table.view();
            if (game.getString("status").equals("finished")) {
                List<JsonNode> over = events(table).stream().filter(e -> e.path("type").asText().equals("GameOver")).toList();
                assertEquals(1, over.size(), "one GameOver ends the game");
                return new ObjectMapper().convertValue(over.get(0).path("publicPayload"), new TypeReference<Map<String, Object>>() { });
            }
            assertEquals(List.of(0), game.getList("awaiting", Integer.class), () -> game.prettify());
            String legal = given().header("Authorization", "Bearer " + table.tokens.get(0))
                    .get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().asString();
            CONTRACT.check("RulesetLegalActions", legal);
            List<Map<String, Object>> actions = JsonPath.from(legal).getList("actions");
            Map<String, Object> action = PREFERRED.stream()
                    .flatMap(type -> actions.stream().filter(a -> a.get("type").equals(type))).findFirst().orElse(actions.get(0));
            String answer = given().header("Authorization", "Bearer " + table.tokens.get(0)).contentType(ContentType.JSON).body(action)
                    .post("/games/{id}/commands", table.gameId).then().statusCode(200).extract().asString();
            CONTRACT.check("CommandResult", answer);
            readTree(answer).path("events").forEach(CONTRACT::checkEvent);
        }
        throw new AssertionError("the game did not end in 500 commands");
    }

    private static JsonNode readTree(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError(json, e);
        }
    }

    private static List<JsonNode> events(RestTable table) {
        long head = table.view().getLong("seq");
        return table.fromTopic(TOPIC, head);
    }
}
