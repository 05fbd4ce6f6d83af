package dev.arbiter.highcommand.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.highcommand.pack.HighCommandPacks;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * High Command over the real REST API: whole games by random bots with every answer and event
 * checked against contracts/openapi/high-command.yaml (RestTable), events read back from the real
 * topic, the audit, the content pack stamped on every event, and the secrets of a table (hands,
 * deck orders, the banked card) kept from every other seat and from spectators on every channel.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class HighCommandOverRestTest {

    private static final String TOPIC = "arbiter.high-command.events";

    // Quick Start games (high-command.md, QUICK START SETUP: 7 rounds at most) keep the module's run short; the full
    // setup's army choice is played over REST below, and whole full games by the rules' PlayoutTest
    @ParameterizedTest(name = "{0} players")
    @CsvSource({"2, 3", "4, 7"})
    @DisplayName("bots play a whole game, every answer as the contract says; every event on the topic in seq order names the demo pack and its round; the audit passes")
    void wholeGame(int seats, long seed) {
        RestTable table = RestTable.seated(seats, Map.of("quickStart", true));
        long head = table.playRandomly(seed, 20_000);
        List<JsonNode> envelopes = table.fromTopic(TOPIC, head);
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), envelopes.stream().map(e -> e.path("seq").asLong()).toList());
        String pack = "demo@" + HighCommandPacks.demo().sha256();
        assertTrue(envelopes.stream().allMatch(e -> pack.equals(e.path("contentPack").asText())), "every event names " + pack);
        // high-command.md, TURN ORDER: the envelope's round is the round each RoundBegan opens
        List<JsonNode> rounds = envelopes.stream().filter(e -> e.path("type").asText().equals("RoundBegan")).toList();
        assertFalse(rounds.isEmpty(), "the game had rounds");
        rounds.forEach(e -> assertEquals(e.at("/publicPayload/round").asInt(), e.path("round").asInt(), () -> e.toPrettyString()));
        assertTrue(envelopes.stream().anyMatch(e -> e.path("type").asText().equals("GameOver")), "the rules ended the game");
        assertEquals("[]", envelopes.get(envelopes.size() - 1).get("awaiting").toString(), "the last event awaits nobody");
        JsonPath audit = table.audit();
        assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
    }

    @Test
    @DisplayName("high-command.md, STARTING THE GAME, BANK: a hand, the banked card and every deck's order reach no other seat and no spectator through views, events, earlier states or legal actions")
    void secretsStaySecret() {
        RestTable table = RestTable.seated(2, Map.of("firstPlayer", 0));
        chooseArmies(table);
        // seat 0 plays first (the option); its orders step awaits it, seat 1 waits with its opening hand
        assertEquals(List.of(0), table.view().getList("awaiting", Integer.class));
        List<String> handOfOne = table.view(1).getList("view.players[1].hand");
        // STARTING THE GAME: 6 cards drawn, and more when round 1's Winds of War card makes each player draw
        String winds = table.view().getString("view.windsOfWar");
        assertEquals(6 + drawnWhenRevealed(winds), handOfOne.size(), "STARTING THE GAME: 6 cards drawn, then " + winds);

        // seat 0 ends its orders banking a card of its hand: the bank is public, the card is not
        List<String> handOfZero = table.view(0).getList("view.players[0].hand");
        String banked = handOfZero.get(0);
        send(table, 0, Map.of("type", "EndOrders", "bank", banked)).then().statusCode(200);
        // DRAW: when round 1's Winds of War card drew extra cards, the deck runs out and seat 0 first culls (or not)
        Map<String, Object> cull = legalActions(table, 0).getMap("actions.find { it.type == 'Cull' }");
        if (cull != null) {
            send(table, 0, cull).then().statusCode(200);
        }
        // BANK, DRAW: the banked card came back after the draw, so it is in the hand again
        assertTrue(table.view(0).getList("view.players[0].hand").contains(banked), "seat 0 holds its banked card again");

        long head = table.view().getLong("seq");
        List<String> secretsOfOne = quoted(handOfOne);
        List<String> secretsOfZero = quoted(List.of(banked));
        for (String seen : channels(table, 0, head)) {
            secretsOfOne.forEach(secret -> assertFalse(seen.contains(secret), "seat 1's card " + secret + " reached seat 0: " + seen));
        }
        for (String seen : channels(table, 1, head)) {
            secretsOfZero.forEach(secret -> assertFalse(seen.contains(secret), "seat 0's banked " + secret + " reached seat 1: " + seen));
        }
        for (String seen : channels(table, -1, head)) {
            for (String secret : concat(secretsOfOne, secretsOfZero)) {
                assertFalse(seen.contains(secret), "a spectator saw " + secret + ": " + seen);
            }
        }
        // nobody, the owner included, sees a deck's order or a shuffle while the game goes on
        for (int viewer = -1; viewer < 2; viewer++) {
            JsonPath view = viewer < 0 ? table.view() : table.view(viewer);
            for (String deck : List.of("view.locationDeck", "view.windsOfWarDeck", "view.players[0].armyDeck", "view.players[1].armyDeck",
                    "view.players[0].reinforcementHidden", "view.players[1].reinforcementHidden")) {
                assertNull(view.get(deck), deck + " seen by " + viewer);
            }
            JsonPath events = JsonPath.from(events(table, viewer));
            assertEquals(List.of(), events.getList("events.findAll { it.payload.shuffle != null }"), "a shuffle seen by " + viewer);
        }
    }

    @Test
    @DisplayName("a command naming another seat's hidden card is refused in the same words whether that card is in its hand or its army deck (high-command.md, DEPLOY; docs/api.md, Problems)")
    void refusalsTellNothing() {
        // players build their own detachments here, so that ChooseArmy with its card lists meets the contract too
        RestTable table = RestTable.seated(2, Map.of("firstPlayer", 0, "customDetachments", true));
        chooseArmies(table);
        List<String> handOfOne = table.view(1).getList("view.players[1].hand");
        List<String> deckOfOne = basicResources(table.view().getString("view.players[1].faction"));
        deckOfOne.removeAll(handOfOne);
        // STARTING THE GAME: the army deck is the 12 basic resources, less those drawn
        assertEquals(table.view().getInt("view.players[1].armyDeckCount"), deckOfOne.size(), "the army deck is the basic resources not drawn");
        String location = table.view().getString("view.locations[0].location");

        Map<String, String> details = new HashMap<>();
        for (String card : List.of(handOfOne.get(0), deckOfOne.get(0))) {
            Response answer = send(table, 0, Map.of("type", "Deploy", "card", card, "location", location, "payment", List.of()));
            Contract.ofService().checkProblem(answer, 422, "illegal-move");
            details.put(card, answer.jsonPath().getString("rule") + " " + answer.jsonPath().getString("detail").replace(card, "<card>"));
        }
        assertEquals(details.get(handOfOne.get(0)), details.get(deckOfOne.get(0)), "the refusal shows where the card is: " + details);
    }

    /** The cards each player draws when the demo pack's Winds of War card {@code id} is revealed (WINDS OF WAR CARD). */
    private static int drawnWhenRevealed(String id) {
        return HighCommandPacks.demo().windsOfWar().stream().filter(w -> w.id().equals(id))
                .flatMap(w -> w.abilities().stream())
                .filter(a -> a.trigger() == Trigger.whenRevealed && a.effect() == Effect.draw)
                .mapToInt(Ability::amount).sum();
    }

    /** Each seat in turn sends the first ChooseArmy its legal actions offer (STARTING THE GAME), both as the contract says. */
    private static void chooseArmies(RestTable table) {
        for (int seat = 0; seat < table.tokens.size(); seat++) {
            assertEquals(List.of(seat), table.view().getList("awaiting", Integer.class));
            JsonPath legal = legalActions(table, seat);
            Contract.ofService().check("RulesetLegalActions", legal.prettify());
            Map<String, Object> choice = legal.getMap("actions.find { it.type == 'ChooseArmy' }");
            assertNotNull(choice, "seat " + seat + " may choose an army");
            JsonNode result = parse(send(table, seat, choice).then().statusCode(200).extract().asString());
            Contract.ofService().check("CommandResult", result);
            result.path("events").forEach(Contract.ofService()::checkEvent);
        }
    }

    /** What one viewer (a seat, or -1 for a spectator) can read of the game now. */
    private static List<String> channels(RestTable table, int viewer, long head) {
        List<String> seen = new ArrayList<>(List.of(
                as(table, viewer).get("/games/{id}", table.gameId).asString(),
                events(table, viewer),
                as(table, viewer).get("/games/{id}/state?at=" + head, table.gameId).asString(),
                as(table, viewer).get("/games/{id}/state?at=" + (head / 2), table.gameId).asString()));
        if (viewer >= 0) {
            seen.add(legalActions(table, viewer).prettify());
        }
        return seen;
    }

    private static String events(RestTable table, int viewer) {
        return as(table, viewer).queryParam("after", 0).queryParam("limit", 1000).get("/games/{id}/events", table.gameId).asString();
    }

    private static JsonPath legalActions(RestTable table, int seat) {
        return as(table, seat).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().jsonPath();
    }

    private static Response send(RestTable table, int seat, Map<String, ?> command) {
        return as(table, seat).contentType(ContentType.JSON).body(command).post("/games/{id}/commands", table.gameId);
    }

    private static io.restassured.specification.RequestSpecification as(RestTable table, int viewer) {
        return viewer < 0 ? given() : given().header("Authorization", "Bearer " + table.tokens.get(viewer));
    }

    /** The faction's basic resources as the demo pack served over GET /content lists them, one name per copy. */
    private static List<String> basicResources(String faction) {
        JsonPath pack = given().get("/content/demo").then().statusCode(200).extract().jsonPath();
        List<Map<String, Object>> cards = pack.getList("document.factions.find { it.id == '" + faction + "' }.cards");
        List<String> names = new ArrayList<>();
        for (Map<String, Object> card : cards) {
            if (card.get("types").equals(List.of("resource"))) {
                for (int copy = 1; copy <= (Integer) card.get("copies"); copy++) {
                    names.add(card.get("id") + "#" + copy);
                }
            }
        }
        return names;
    }

    private static JsonNode parse(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    // "x#1" in quotes, so that x#1 is not found inside x#12
    private static List<String> quoted(List<String> cards) {
        return cards.stream().map(card -> "\"" + card + "\"").toList();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
