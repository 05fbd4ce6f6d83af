package dev.arbiter.warmachine.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 29, contracts/openapi/warmachine.yaml previewCommand: a deployment and an advance are previewed without a token,
 * the game's seq does not move, the answer matches the contract's Preview, and the command then sent to /commands is
 * answered as previewed (the pose it records, or the same refusal). A command with no preview, a malformed body and an
 * unknown game are refused as problems.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmachinePreviewTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("Setup steps 4-5, E04: a Deploy and an AdvanceModel previewed change nothing and are answered by /commands as previewed")
    void previewThenCommand() throws Exception {
        RestTable table = RestTable.besideBots(2, Map.of(), Map.of(1, "random"));
        TableSide side = new TableSide(table, 0, 7);
        boolean deployed = false;
        boolean advanced = false;
        for (int commands = 0; commands < 400 && !(deployed && advanced); commands++) {
            JsonNode shapes = table.legalActions(0).path("shapes");
            for (JsonNode shape : shapes) {
                JsonNode schema = shape.path("schema").path("properties");
                String model = schema.path("model").path("enum").get(0).asText();
                if (!deployed && shape.path("type").asText().equals("Deploy")) {
                    long x = (schema.path("x").path("minimum").asLong() + schema.path("x").path("maximum").asLong()) / 2;
                    long y = (schema.path("y").path("minimum").asLong() + schema.path("y").path("maximum").asLong()) / 2;
                    ObjectNode deploy = JSON.createObjectNode().put("type", "Deploy").put("model", model).put("x", x).put("y", y).put("facing", 900000);
                    JsonNode preview = previewed(table, deploy);
                    if (preview.path("accepted").asBoolean()) {
                        assertEquals(JSON.readTree("[{\"x\":" + x + ",\"y\":" + y + "}]"), preview.path("path"));
                        assertEquals(0, preview.path("allowance").asLong());
                        assertEquals(0, preview.path("distance").asLong());
                    }
                    sentAsPreviewed(table, deploy, preview, "ModelDeployed");
                    deployed = true;
                } else if (deployed && !advanced && shape.path("type").asText().equals("AdvanceModel")) {
                    ObjectNode advance = JSON.createObjectNode().put("type", "AdvanceModel").put("model", model).putNull("facing");
                    advance.putArray("waypoints").addObject().put("x", 240000).put("y", 240000);
                    JsonNode preview = previewed(table, advance);
                    assertTrue(preview.path("accepted").asBoolean(), preview::toPrettyString);
                    assertEquals(preview.path("path").get(0), centreOf(table, model), "the path starts where the model stands");
                    assertTrue(preview.path("allowance").asLong() > 0 && preview.path("distance").asLong() <= preview.path("allowance").asLong(),
                            preview::toPrettyString);
                    if (preview.path("freeStrikes").isEmpty()) {
                        sentAsPreviewed(table, advance, preview, "Advanced");
                    }
                    advanced = true;
                }
            }
            side.playOnce();
        }
        assertTrue(deployed && advanced, "a deployment and an advance were previewed");
    }

    @Test
    @DisplayName("a preview of a command with no preview is 400 preview.unsupported; an unknown member 400 naming it; an unknown game 404")
    void refusedPreviews() {
        RestTable table = RestTable.besideBots(2, Map.of(), Map.of(1, "random"));
        Response unsupported = preview(table.gameId, "{\"type\":\"EndControl\"}");
        Contract.ofService().checkProblem(unsupported, 400, "malformed-request");
        assertEquals("preview.unsupported", unsupported.jsonPath().getString("rule"));
        Response stray = preview(table.gameId, "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":1,\"y\":1,\"facing\":0,\"z\":5}");
        Contract.ofService().checkProblem(stray, 400, "malformed-request");
        assertTrue(stray.jsonPath().getString("detail").contains("\"z\""), stray.asString());
        Response nowhere = preview(UUID.randomUUID().toString(), "{\"type\":\"Deploy\",\"model\":\"s0-vance-1\",\"x\":1,\"y\":1,\"facing\":0}");
        Contract.ofService().checkProblem(nowhere, 404, "unknown-game");
    }

    /** The preview, checked against the contract, leaving the game's seq where it was. */
    private static JsonNode previewed(RestTable table, ObjectNode command) throws Exception {
        long seq = table.viewTree().path("seq").asLong();
        Response answer = preview(table.gameId, command.toString());
        assertEquals(200, answer.statusCode(), answer::asString);
        Contract.ofService().check("Preview", answer.asString());
        assertEquals(seq, table.viewTree().path("seq").asLong(), "a preview records nothing");
        return JSON.readTree(answer.asString());
    }

    /** Sends the command for real: recorded where the preview said, or refused as it said. */
    private static void sentAsPreviewed(RestTable table, ObjectNode command, JsonNode preview, String event) throws Exception {
        Response sent = table.send(0, command.toString());
        if (preview.path("accepted").asBoolean()) {
            assertEquals(200, sent.statusCode(), sent::asString);
            JsonNode recorded = null;
            for (JsonNode e : JSON.readTree(sent.asString()).path("events")) {
                if (e.path("type").asText().equals(event)) {
                    recorded = e.path("payload").path("pose");
                }
            }
            assertEquals(preview.path("end"), recorded, sent.asString());
        } else {
            assertEquals(preview.at("/refusal/status").asInt(), sent.statusCode(), sent::asString);
            assertEquals(preview.at("/refusal/rule").asText(), sent.jsonPath().getString("rule"));
            assertEquals(preview.at("/refusal/detail").asText(), sent.jsonPath().getString("detail"));
        }
    }

    private static JsonNode centreOf(RestTable table, String model) {
        for (JsonNode m : table.viewTree().path("view").path("models")) {
            if (m.path("id").asText().equals(model)) {
                return m.path("pose").path("centre");
            }
        }
        throw new AssertionError("no model " + model);
    }

    private static Response preview(String gameId, String body) {
        return given().contentType(ContentType.JSON).body(body).post("/games/{id}/preview", gameId);
    }
}
