package dev.arbiter.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The conformance check against the small contract in src/test/resources/META-INF/openapi.yaml. */
class ContractTest {

    private final Contract contract = Contract.ofService();

    @Test
    @DisplayName("a value as the schema says has no violations; null is allowed only where the schema says nullable")
    void nullable() {
        assertEquals(List.of(), contract.violations("Card", Contract.parse("{\"seat\":0,\"card\":\"c1\"}")));
        assertEquals(List.of(), contract.violations("Card", Contract.parse("{\"seat\":0,\"card\":null}")));
        List<String> found = contract.violations("Card", Contract.parse("{\"seat\":null,\"card\":null}"));
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).startsWith("$.seat"), found.toString());
    }

    @Test
    @DisplayName("every violation is reported with its path, a member the schema does not name among them")
    void everyViolation() {
        List<String> found = contract.violations("Card", Contract.parse("{\"seat\":\"0\",\"kind\":\"x\"}"));
        assertEquals(3, found.size(), found.toString());
        assertTrue(found.stream().anyMatch(v -> v.startsWith("$.seat")), found.toString());
        assertTrue(found.stream().anyMatch(v -> v.contains("kind")), found.toString());
        assertTrue(found.stream().anyMatch(v -> v.contains("card")), found.toString());
    }

    @Test
    @DisplayName("an allOf narrows its named schema without closing the object to the named schema's members")
    void allOfStaysOpen() {
        assertEquals(List.of(), contract.violations("SeenCard", Contract.parse("{\"seat\":1,\"card\":\"c1\"}")));
        assertEquals(1, contract.violations("SeenCard", Contract.parse("{\"seat\":1,\"card\":null}")).size());
    }

    @Test
    @DisplayName("a union told apart by type: an unknown type, and a known one missing a member, are violations")
    void discriminator() {
        assertEquals(List.of(), contract.violations("Command", Contract.parse("{\"type\":\"Hold\",\"points\":3}")));
        assertTrue(contract.violations("Command", Contract.parse("{\"type\":\"Fold\"}")).size() > 0);
        List<String> found = contract.violations("Command", Contract.parse("{\"type\":\"Hold\"}"));
        assertTrue(found.stream().anyMatch(v -> v.contains("points")), found.toString());
    }

    @Test
    @DisplayName("an event is checked as an envelope and its payloads as the schema named after its ruleset and type")
    void events() {
        contract.checkEvent(Contract.parse("{\"seq\":4,\"type\":\"Rolled\",\"ruleset\":\"dice\","
                + "\"payload\":{\"seat\":0,\"value\":5},\"publicPayload\":{\"seat\":0,\"value\":null}}"));
        AssertionError wrong = assertThrows(AssertionError.class, () -> contract.checkEvent(Contract.parse(
                "{\"seq\":4,\"type\":\"Rolled\",\"ruleset\":\"dice\",\"payload\":{\"seat\":0},\"publicPayload\":{\"seat\":0,\"value\":1}}")));
        assertTrue(wrong.getMessage().contains("payload as DiceEventRolled: $: required property 'value' not found"), wrong.getMessage());
        AssertionError unknown = assertThrows(AssertionError.class, () -> contract.checkEvent(Contract.parse(
                "{\"seq\":5,\"type\":\"Held\",\"ruleset\":\"dice\",\"payload\":{},\"publicPayload\":{}}")));
        assertTrue(unknown.getMessage().contains("the contract has no schema DiceEventHeld"), unknown.getMessage());
    }

    @Test
    @DisplayName("a hyphenated ruleset name gives its payload schemas in Pascal case: high-command's Rolled is HighCommandEventRolled")
    void hyphenatedRuleset() {
        assertEquals("HighCommandEventRolled", Contract.payloadSchema(Contract.parse("{\"type\":\"Rolled\",\"ruleset\":\"high-command\"}")));
        assertEquals("DiceEventRolled", Contract.payloadSchema(Contract.parse("{\"type\":\"Rolled\",\"ruleset\":\"dice\"}")));
        assertEquals("SeatJoinedPayload", Contract.payloadSchema(Contract.parse("{\"type\":\"SeatJoined\",\"ruleset\":\"high-command\"}")));
    }
}
