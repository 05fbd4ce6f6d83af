package dev.arbiter.warmachine.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * WARMACHINE Prime over the real REST API: one whole game (half a minute to a minute), seat 0 a random player over HTTP ({@link TableSide}) and
 * seat 1 the service's random bot, with every answer and event checked against contracts/openapi/warmachine.yaml
 * (RestTable), the events read back from the real topic, and the audit re-running every command. The game is
 * Annihilation, which ends by a caster kill or after its sixth round (P04), so it ends in a bounded number of turns;
 * Mosh Pit between random players can go on for dozens of rounds (docs/rules/warmachine.md, The service).
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmachineOverRestTest {

    private static final String TOPIC = "arbiter.warmachine.events";

    @Test
    @DisplayName("P04, A13-A21: an Annihilation game against the service's random bot is played to its end over REST, every answer as the contract says; every event on the topic in seq order names the demo pack and the envelope's round is the round each TurnBegan opens; one GameWon; the audit re-runs it all and passes")
    void wholeAnnihilationGame() {
        RestTable table = RestTable.besideBots(2, Map.of("scenario", "annihilation"), Map.of(1, "random"));
        long head = new TableSide(table, 0, 5).playToTheEnd(3_000);
        List<JsonNode> envelopes = table.fromTopic(TOPIC, head);
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), envelopes.stream().map(e -> e.path("seq").asLong()).toList());
        String pack = "demo@" + WarmachinePacks.demo().sha256();
        assertTrue(envelopes.stream().allMatch(e -> pack.equals(e.path("contentPack").asText())),
                "every event names " + pack);
        List<JsonNode> turns = ofType(envelopes, "TurnBegan");
        assertFalse(turns.isEmpty(), "the game had turns");
        turns.forEach(e -> assertEquals(e.at("/publicPayload/round").asInt(), e.path("round").asInt(), () -> e.toPrettyString()));
        assertEquals(1, ofType(envelopes, "ModelDeployed").stream().map(e -> e.at("/publicPayload/model").asText()).filter(m -> m.equals("s0-vance-1")).count(),
                "seat 0's warcaster was deployed over REST");
        List<JsonNode> won = ofType(envelopes, "GameWon");
        assertEquals(1, won.size(), "the rules ended the game once");
        String how = won.get(0).at("/publicPayload/how").asText();
        assertTrue(how.equals("caster-kill") || how.equals("annihilation-points") && turns.size() == 12, how + " after " + turns.size() + " turns");
        assertEquals("[]", envelopes.get(envelopes.size() - 1).get("awaiting").toString(), "the last event awaits nobody");
        JsonPath audit = table.audit();
        assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
    }

    private static List<JsonNode> ofType(List<JsonNode> envelopes, String type) {
        return envelopes.stream().filter(e -> e.path("type").asText().equals(type)).toList();
    }
}
