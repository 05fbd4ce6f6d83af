package dev.arbiter.warfighter.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.warfighter.pack.WarfighterPacks;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Warfighter over the real REST API: whole missions by random bots with every answer and event
 * checked against contracts/openapi/warfighter.yaml (RestTable), events read back from the real
 * topic, the audit re-running every command and with it every Hostile turn the service played, the
 * content pack stamped on every event, and the one secret of the game, the order of each deck,
 * kept from every seat and spectator on every channel.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarfighterOverRestTest {

    private static final String TOPIC = "arbiter.warfighter.events";

    @ParameterizedTest(name = "{0} seat(s), hostileOrder={1}")
    @CsvSource({"1, fixed, 3", "2, players, 5"})
    @DisplayName("bots play a whole Probe mission with the demo team, every answer as the contract says; every event on the topic in seq order names the demo pack and its Game Turn; the Hostiles acted; the audit re-runs it all and passes")
    void wholeMission(int seats, String hostileOrder, long seed) {
        RestTable table = RestTable.seated(seats, probe(seats, hostileOrder));
        untilHostilesPlaced(table, seed, Integer.MAX_VALUE);
        long head = table.playRandomly(seed, 20_000);
        List<JsonNode> envelopes = table.fromTopic(TOPIC, head);
        assertEquals(LongStream.rangeClosed(1, head).boxed().toList(), envelopes.stream().map(e -> e.path("seq").asLong()).toList());
        String pack = "demo@" + WarfighterPacks.demo().sha256();
        assertTrue(envelopes.stream().allMatch(e -> pack.equals(e.path("contentPack").asText())), "every event names " + pack);
        // warfighter-war.md, §3.2 Game Turn: the envelope's round is the Game Turn each GameTurnBegan opens
        List<JsonNode> turns = ofType(envelopes, "GameTurnBegan");
        assertFalse(turns.isEmpty(), "the mission had Game Turns");
        turns.forEach(e -> assertEquals(e.at("/publicPayload/turn").asInt(), e.path("round").asInt(), () -> e.toPrettyString()));
        // §3.3.8: the service drew and placed Hostiles (and played their turns, when one came), which the audit's re-execution replays from the dice
        // docs/rules/warfighter.md, A Probe that can always be won: no demo Location costs XP, so the first Activation is open
        // to every deal (§3.3.8, §3.1.3); the mission cannot end in the Exhaustion defeat of a team locked out of its Locations
        assertFalse(ofType(envelopes, "LocationActivated").isEmpty(), "a Location was Activated");
        assertFalse(ofType(envelopes, "HostilePlaced").isEmpty(), "Hostiles were placed; Hostile turns: " + ofType(envelopes, "HostileTurnBegan").size());
        assertEquals(1, ofType(envelopes, "GameOver").size(), "the rules ended the mission");
        assertEquals("[]", envelopes.get(envelopes.size() - 1).get("awaiting").toString(), "the last event awaits nobody");
        // Welcome (split command): the seats win or lose together
        assertEquals(1, new HashSet<>(table.view().getList("results.result")).size(), table.view().prettify());
        JsonPath audit = table.audit();
        assertEquals(List.of(true, true, true, true), List.of(audit.getBoolean("finished"), audit.getBoolean("commitmentValid"),
                audit.getBoolean("chainIntact"), audit.getBoolean("reexecutionMatches")), audit.prettify());
    }

    @Test
    @DisplayName("a mission with the Mission and Objective drawn and the team built by the lead seat's commands is played to its end and audited (warfighter-war.md, §2.1 Preparing the Mission, §2.2 Setting up a Team)")
    void drawnMissionBuiltTeam() {
        RestTable table = RestTable.seated(1, Map.of());
        long head = table.playRandomly(11, 20_000);
        List<JsonNode> envelopes = table.fromTopic(TOPIC, head);
        assertTrue(ofType(envelopes, "MissionLaid").get(0).at("/publicPayload/drawn").asBoolean(), "the mission was drawn");
        assertFalse(ofType(envelopes, "ArmyRecruited").isEmpty(), "the team was recruited by commands");
        assertEquals(1, ofType(envelopes, "TeamConfirmed").size());
        assertTrue(table.audit().getBoolean("reexecutionMatches"));
    }

    @Test
    @DisplayName("docs/rules/warfighter.md, Hidden information (§2.1: decks shuffled face down): no deck's order reaches any seat or spectator through views, events, earlier states, legal actions or refusals while the mission goes on; once it is over, the shuffles are public")
    void deckOrderStaysSecret() {
        RestTable table = RestTable.seated(2, probe(2, "fixed"));
        List<String> refusals = refusalsNamingDeckCards(table);
        // look at the game once Hostiles are placed (§3.3.8), or in its second Game Turn if the bots have not Activated by then
        untilHostilesPlaced(table, 7, 2);
        long at = table.view().getLong("seq");
        JsonPath now = table.view();
        Map<Integer, List<String>> seen = new HashMap<>();
        for (int viewer = -1; viewer < 2; viewer++) {
            seen.put(viewer, channels(table, viewer, at));
            JsonPath events = JsonPath.from(events(table, viewer));
            assertEquals(List.of(), events.getList("events.findAll { it.type in ['DeckShuffled', 'DeckReshuffled'] && !it.payload.rolls.isEmpty() }"),
                    "a shuffle seen by " + viewer);
        }

        table.playRandomly(7, 20_000);
        // the mission is over: every shuffle is public, so the decks' order at `at` can be worked out and looked for
        JsonPath log = JsonPath.from(events(table, -1));
        // a deck reshuffled before `at` lies in an order its first shuffle no longer gives: it is left out of the search
        Set<String> reshuffled = new HashSet<>(log.getList("events.findAll { it.seq <= " + at + " && it.type == 'DeckReshuffled' }.payload.deck"));
        Set<String> inSight = new HashSet<>(now.getList("view.actionDiscard"));
        now.<List<String>>getList("view.armies.hand").forEach(inSight::addAll);
        now.<List<String>>getList("view.armies.setAside").forEach(inSight::addAll);
        inSight.addAll(now.getList("view.display.card"));
        JsonPath pack = given().get("/content/demo").then().statusCode(200).extract().jsonPath();
        String region = pack.getString("document.missions.find { it.id == 'probe' }.region");
        int decks = 0;
        for (Map<String, Object> shuffled : log.<Map<String, Object>>getList("events.findAll { it.seq <= " + at + " && it.type == 'DeckShuffled' }.payload")) {
            @SuppressWarnings("unchecked")
            List<Roll> rolls = ((List<Map<String, Number>>) shuffled.get("rolls")).stream()
                    .map(r -> new Roll(r.get("draw").longValue(), r.get("sides").intValue(), r.get("value").intValue())).toList();
            String deck = (String) shuffled.get("deck");
            if (deck.equals("hostile") || reshuffled.contains(deck)) {
                continue; // Hostile cards repeat by id (copies), so a run of them could be a coincidence
            }
            List<String> left = new Shuffle(rolls).apply(composition(pack, deck, region)).stream()
                    .filter(card -> !inSight.contains(card)).toList();
            if (left.size() < 4) {
                continue;
            }
            decks++;
            String run = "\"" + String.join("\",\"", left.subList(0, 4)) + "\"";
            seen.forEach((viewer, channels) -> channels.forEach(channel ->
                    assertFalse(channel.contains(run), "the top of the " + deck + " deck reached viewer " + viewer + ": " + channel)));
            refusals.forEach(refusal -> assertFalse(refusal.contains(run), refusal));
        }
        assertTrue(decks > 0, "a deck of four cards or more was there to look for");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1, §3.1.3.1, §3.3.2: over REST an ability used outside its timing window, upgunned, is 422 naming ability.timing, and an Attack without its abilities and upgun members is 400 malformed-request; neither changes the game")
    void abilityOutsideItsWindowNamesTheRule() {
        RestTable table = RestTable.seated(1, probe(1, "fixed"));
        int seat = beginAnArmyTurn(table);
        JsonPath view = table.view(seat);
        int actor = view.getInt("view.actor");
        // the first ability of every Army card of the demo team is a stop-a-Hit, an on-hit or a red cost: none is used alone
        String card = view.getString("view.armies.find { it.number == " + actor + " }.card");
        Map<String, Object> use = new HashMap<>(Map.of("type", "UseAbility", "source", card, "ability", 0, "upgun", Map.of("xpFrom", actor)));
        use.put("army", null);
        use.put("choice", null);
        use.put("xpFrom", null);
        Response refused = send(table, seat, use);
        Contract.ofService().checkProblem(refused, 422, "illegal-move");
        assertEquals("ability.timing", refused.jsonPath().getString("rule"), refused.asString());
        Response malformed = send(table, seat, Map.of("type", "Attack", "target", 1, "attackCounter", false, "cards", List.of(),
                "onHit", List.of()));
        Contract.ofService().checkProblem(malformed, 400, "malformed-request");
        assertEquals(view.getLong("seq"), table.view(seat).getLong("seq"), "nothing changed");
    }

    /**
     * During an Army's turn, its seat names each card of the Action deck in a card play the rules
     * refuse: every refusal must read the same, wherever in the deck the card lies (docs/api.md, Problems).
     */
    private static List<String> refusalsNamingDeckCards(RestTable table) {
        int seat = beginAnArmyTurn(table);
        JsonPath view = table.view(seat);
        List<String> deck = actionDeck(view);
        assertEquals(view.getInt("view.actionDeckSize"), deck.size(), "every Action Card not in sight is in the deck");
        Set<String> answers = new HashSet<>();
        List<String> bodies = new ArrayList<>();
        for (String card : deck) {
            Map<String, Object> play = new HashMap<>(Map.of("type", "PlayActionCard", "card", card, "army", view.getInt("view.actor")));
            play.put("choice", null); // every member is sent, a null one too
            play.put("upgun", null);
            play.put("xpFrom", null);
            Response answer = send(table, seat, play);
            Contract.ofService().checkProblem(answer, 422, "illegal-move");
            answers.add(answer.jsonPath().getString("rule") + " " + answer.jsonPath().getString("detail").replace(card, "<card>"));
            bodies.add(answer.asString());
        }
        assertEquals(1, answers.size(), "the refusals tell the deck cards apart: " + answers);
        return bodies;
    }

    /** The Action deck's cards in no order: the pack's Action Cards, one name per copy, less those in hands, set aside or discarded. */
    private static List<String> actionDeck(JsonPath view) {
        JsonPath pack = given().get("/content/demo").then().statusCode(200).extract().jsonPath();
        List<String> cards = new ArrayList<>();
        for (Map<String, Object> card : pack.<Map<String, Object>>getList("document.actionCards")) {
            for (int copy = 1; copy <= (Integer) card.get("copies"); copy++) {
                cards.add(card.get("id") + "#" + copy);
            }
        }
        view.<List<String>>getList("view.armies.hand").forEach(cards::removeAll);
        view.<List<String>>getList("view.armies.setAside").forEach(cards::removeAll);
        cards.removeAll(view.getList("view.actionDiscard"));
        return cards;
    }

    /**
     * A deck's cards before its shuffle, as the pack lists them (warfighter-war.md, §2.1): the
     * region's Locations by id, the region's Action Cards one name per copy ({@code id#n}).
     */
    private static List<String> composition(JsonPath pack, String deck, String region) {
        boolean action = deck.equals("action");
        List<String> cards = new ArrayList<>();
        for (Map<String, Object> card : pack.<Map<String, Object>>getList(action ? "document.actionCards" : "document.locations")) {
            if (card.get("region") != null && !region.equals(card.get("region"))) {
                continue;
            }
            if (!action) {
                cards.add((String) card.get("id"));
            }
            for (int copy = 1; action && copy <= (Integer) card.get("copies"); copy++) {
                cards.add(card.get("id") + "#" + copy);
            }
        }
        return cards;
    }

    /** Plays legal actions (BeginTurn, then an Activation when there is one) until a Hostile stands on the display (§3.3.8), or the given Game Turn. */
    private static void untilHostilesPlaced(RestTable table, long seed, int orGameTurn) {
        Random bot = new Random(seed);
        for (int commands = 0; commands < 500; commands++) {
            JsonPath view = table.view();
            if (!view.getList("view.hostiles").isEmpty() || view.getString("status").equals("finished") || view.getInt("view.turn") >= orGameTurn) {
                return;
            }
            int seat = view.getList("awaiting", Integer.class).get(0);
            List<Map<String, Object>> actions = legalActions(table, seat).getList("actions");
            Map<String, Object> action = actions.stream().filter(a -> a.get("type").equals("ActivateLocation")).findFirst()
                    .orElse(actions.get(bot.nextInt(actions.size())));
            send(table, seat, action).then().statusCode(200);
        }
        throw new AssertionError("no Hostile placed in 500 commands");
    }

    /** Sends the first BeginTurn offered; returns the seat whose Army now acts. */
    private static int beginAnArmyTurn(RestTable table) {
        for (int commands = 0; commands < 200; commands++) {
            JsonPath view = table.view();
            int seat = view.getList("awaiting", Integer.class).get(0);
            List<Map<String, Object>> actions = legalActions(table, seat).getList("actions");
            Map<String, Object> begin = actions.stream().filter(a -> a.get("type").equals("BeginTurn")).findFirst().orElse(null);
            send(table, seat, begin != null ? begin : actions.get(0)).then().statusCode(200);
            if (begin != null) {
                return seat;
            }
        }
        throw new AssertionError("no Army turn began in 200 commands");
    }

    private static Map<String, Object> probe(int seats, String hostileOrder) {
        int second = seats - 1;
        return Map.of("mission", "probe", "objective", "vital-hill", "hostileOrder", hostileOrder, "team", List.of(
                Map.of("army", "309th-regiment", "seat", 0, "attachments", List.of("engineer-company", "field-radio"),
                        "skills", List.of("quality-soldiers")),
                Map.of("army", "hollow-ridge-battery", "seat", 0),
                Map.of("army", "48th-battalion", "seat", second, "skills", List.of("extra-maps")),
                Map.of("army", "307th-battalion", "seat", second)));
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

    private static List<JsonNode> ofType(List<JsonNode> envelopes, String type) {
        return envelopes.stream().filter(e -> e.path("type").asText().equals(type)).toList();
    }

    private static String events(RestTable table, int viewer) {
        // the first page, at most 500 events (common.yaml): it holds every event up to the moment the checks look at
        return as(table, viewer).queryParam("after", 0).queryParam("limit", 500).get("/games/{id}/events", table.gameId)
                .then().statusCode(200).extract().asString();
    }

    private static JsonPath legalActions(RestTable table, int seat) {
        return as(table, seat).get("/games/{id}/legal-actions", table.gameId).then().statusCode(200).extract().jsonPath();
    }

    private static Response send(RestTable table, int seat, Map<String, ?> command) {
        return as(table, seat).contentType(ContentType.JSON).body(command).post("/games/{id}/commands", table.gameId);
    }

    private static RequestSpecification as(RestTable table, int viewer) {
        return viewer < 0 ? given() : given().header("Authorization", "Bearer " + table.tokens.get(viewer));
    }
}
