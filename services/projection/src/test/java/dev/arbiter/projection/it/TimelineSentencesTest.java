package dev.arbiter.projection.it;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.projection.content.CardNames;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.ServiceProcess;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The public timeline of real games reads as sentences (issue 16): written from each event type's x-timeline
 * template in its ruleset's contract, seats by name, cards by their content pack's names, nothing empty,
 * automatic steps done by "the game", and nothing hidden shown before the game is over.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
@QuarkusTestResource(value = RulesetServices.class, restrictToAnnotatedClass = false)
class TimelineSentencesTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final List<String> PLAYERS = List.of("Ada", "Bob");

    private static BotGame kharnage;
    private static BotGame warmeister;

    @BeforeAll
    static void playGames() {
        kharnage = BotGame.play(RulesetServices.kharnage(), "kharnage", PLAYERS, 5);
        warmeister = BotGame.play(RulesetServices.warmeister(), "warmeister", PLAYERS, 7);
    }

    @Test
    @DisplayName("Kharnage: the opening reads as sentences, automatic steps by \"the game\", seats and units by name")
    void kharnageReadsAsSentences() {
        Map<Long, String> lines = timeline(kharnage);
        List<ObjectNode> events = kharnage.events().envelopes();
        Map<String, String> units = names(RulesetServices.kharnage(), events.get(0).get("contentPack").asText());

        assertEquals("The game was set up: kharnage, rules version " + events.get(0).get("rulesetVersion").asText() + ", 2 seats",
                lines.get(1L));
        assertEquals("Ada took seat 0", lines.get(2L));
        assertEquals("Bob took seat 1", lines.get(3L));
        // the opening is set off by Bob's join, yet Bob did none of it
        ObjectNode reserve = first(events, "ReserveShuffled", 0);
        assertEquals(1, reserve.get("seat").asInt(), "the envelope names the seat whose request set the step off");
        assertEquals("The game shuffled Ada's Reserve of " + reserve.at("/publicPayload/cards").asInt() + " cards",
                lines.get(reserve.get("seq").asLong()));
        ObjectNode drawn = first(events, "UnitsDrawn", 0);
        int count = drawn.at("/publicPayload/count").asInt();
        assertEquals("The game drew " + count + (count == 1 ? " unit" : " units") + " from Ada's Reserve to set up",
                lines.get(drawn.get("seq").asLong()));

        List<ObjectNode> placed = events.stream().filter(e -> e.get("type").asText().equals("UnitPlaced")).toList();
        assertFalse(placed.isEmpty());
        for (ObjectNode event : placed) {
            JsonNode payload = event.get("publicPayload");
            String unit = units.get(payload.get("unit").asText());
            assertTrue(unit != null && !unit.equals(payload.get("unit").asText()), "the pack names " + payload.get("unit"));
            assertEquals("The game placed " + PLAYERS.get(payload.get("seat").asInt()) + "'s " + unit + " in line "
                    + payload.get("line").asInt(), lines.get(event.get("seq").asLong()));
        }
        assertWritten(lines);
    }

    @Test
    @DisplayName("Warmeister: draws by name with how many, dice as dice, cards by name, no empty values")
    void warmeisterReadsAsSentences() {
        Map<Long, String> lines = timeline(warmeister);
        List<ObjectNode> events = warmeister.events().envelopes();
        ObjectNode shuffled = first(events, "DeckShuffled", -1);
        assertEquals("The game shuffled the deck of 132 cards", lines.get(shuffled.get("seq").asLong()));
        Map<String, String> cards = names(RulesetServices.warmeister(), null);
        ObjectNode bought = first(events, "CardBought", -1);
        JsonNode payload = bought.get("publicPayload");
        assertEquals(PLAYERS.get(payload.get("seat").asInt()) + " bought " + cards.get(payload.get("card").asText()) + " for "
                + payload.get("cost").asInt() + " gold", lines.get(bought.get("seq").asLong()));
        ObjectNode priority = first(events, "PriorityRolled", -1);
        assertTrue(lines.get(priority.get("seq").asLong()).matches("Turn 1 began: priority (Ada|Bob) rolled an? \\d on a d6.*"),
                lines.get(priority.get("seq").asLong()));
        assertWritten(lines);
    }

    @Test
    @DisplayName("hidden information never shows in a line before the game ends; its opening afterwards shows it by name")
    void hiddenStaysHidden() {
        for (BotGame game : List.of(kharnage, warmeister)) {
            Map<Long, String> lines = timeline(game);
            ServiceProcess service = game == kharnage ? RulesetServices.kharnage() : RulesetServices.warmeister();
            Map<String, String> names = names(service, game.events().envelopes().get(0).path("contentPack").textValue());
            // once the game is over the feed shows everyone every payload: what each sealed event hid
            Map<Long, JsonNode> full = feed(service, game.events().gameId());
            long ended = game.events().envelopes().stream().filter(e -> e.get("type").asText().equals("GameEnded"))
                    .findFirst().orElseThrow().get("seq").asLong();
            int sealed = 0;
            int looked = 0;
            for (ObjectNode event : game.events().envelopes()) {
                long seq = event.get("seq").asLong();
                if (seq > ended || event.get("sealed").isNull()) {
                    continue;
                }
                sealed++;
                for (String hidden : hiddenValues(full.get(seq), event.get("publicPayload"))) {
                    looked++;
                    for (String shown : List.of(hidden, names.getOrDefault(hidden, hidden))) {
                        if (shown.length() >= 3) {
                            assertFalse(lines.get(seq).contains(shown), "event " + seq + " hid " + shown + ": " + lines.get(seq));
                        }
                    }
                }
            }
            assertTrue(sealed > 0, "the game hid something");
            // Warmeister hides numbers only (card ids, rolls): its draws are checked by their whole line below
            assertTrue(game == warmeister || looked > 0, "the Kharnage game hid cards");
        }
        Map<Long, String> lines = timeline(warmeister);
        for (ObjectNode event : warmeister.events().envelopes()) {
            JsonNode payload = event.get("publicPayload");
            String line = lines.get(event.get("seq").asLong());
            switch (event.get("type").asText()) {
                // the other seats' cards are hidden: how many, never which
                case "CardsDrawn" -> assertTrue(line.matches("(Ada|Bob) drew \\d+ cards?( \\(.+\\))?"), line);
                case "StandingPassSet" -> assertEquals(PLAYERS.get(payload.get("seat").asInt()) + " passed", line);
                case "PayloadOpened" -> {
                    JsonNode opened = payload.get("payload");
                    if (opened.has("cards") && opened.has("count") && opened.get("cards").size() > 0) {
                        Map<String, String> cards = names(RulesetServices.warmeister(), null);
                        String first = cards.get(opened.get("cards").get(0).asText());
                        assertTrue(line.startsWith("The game revealed what event " + payload.get("seq").asLong() + " hid: ")
                                && line.contains(first), line);
                    }
                }
                default -> { }
            }
        }
    }

    /** No line of a template shows an empty value, a null, or reads as the generic fallback. */
    private static void assertWritten(Map<Long, String> lines) {
        lines.forEach((seq, line) -> {
            assertFalse(line.isBlank(), "line " + seq);
            for (String empty : List.of("()", "[]", ": ,", ", ,", "  ", "null", " :")) {
                assertFalse(line.contains(empty), "line " + seq + " shows an empty value: " + line);
            }
            assertFalse(line.endsWith(":") || line.endsWith(",") || line.endsWith(" "), "line " + seq + ": " + line);
            assertFalse(line.matches("seat \\d+ \\(.*"), "line " + seq + " reads as the generic fallback: " + line);
        });
    }

    /** The text the full payload has where the public one shows nothing. */
    private static List<String> hiddenValues(JsonNode full, JsonNode shown) {
        List<String> hidden = new ArrayList<>();
        if (shown == null || shown.isNull() || (shown.isArray() && shown.isEmpty())) {
            collect(full, hidden);
        } else if (full.isContainerNode()) {
            if (full.isObject()) {
                full.properties().forEach(member -> hidden.addAll(hiddenValues(member.getValue(), shown.get(member.getKey()))));
            } else {
                for (int i = 0; i < full.size(); i++) {
                    hidden.addAll(hiddenValues(full.get(i), shown.get(i)));
                }
            }
        }
        return hidden;
    }

    /** The text among them (card ids, salts); numbers such as a shuffle's rolls are too common to look for in a line. */
    private static void collect(JsonNode node, List<String> into) {
        if (node.isTextual()) {
            into.add(node.asText());
        }
        node.forEach(child -> collect(child, into));
    }

    private static ObjectNode first(List<ObjectNode> events, String type, int payloadSeat) {
        return events.stream().filter(e -> e.get("type").asText().equals(type))
                .filter(e -> payloadSeat < 0 || e.at("/publicPayload/seat").asInt() == payloadSeat).findFirst().orElseThrow();
    }

    /** The game's timeline by seq, once the projection has applied every event. */
    private static Map<Long, String> timeline(BotGame game) {
        int head = game.events().envelopes().size();
        await().atMost(PATIENCE).untilAsserted(() -> given().get("/games/{id}", game.events().gameId()).then().statusCode(200)
                .body("seq", org.hamcrest.Matchers.equalTo(head)));
        // a bot game's length is up to its dice, so it may take more than one page (docs/projection.md, timeline)
        List<Map<String, Object>> lines = new ArrayList<>();
        List<Map<String, Object>> page;
        do {
            page = given().queryParam("after", lines.size()).queryParam("limit", 1000)
                    .get("/games/{id}/timeline", game.events().gameId()).then().statusCode(200).extract().jsonPath().getList("lines");
            lines.addAll(page);
        } while (!page.isEmpty());
        assertEquals(head, lines.size());
        return lines.stream().collect(Collectors.toMap(line -> ((Number) line.get("seq")).longValue(), line -> line.get("text").toString()));
    }

    /** The full payloads the service's feed gives everyone once the game is over, by seq. */
    private static Map<Long, JsonNode> feed(ServiceProcess service, String gameId) {
        Map<Long, JsonNode> payloads = new HashMap<>();
        long after = 0;
        while (true) {
            JsonNode page = RecordedGame.parse(given(service.api()).queryParam("after", after).queryParam("limit", 500)
                    .get("/games/{id}/events", gameId).then().statusCode(200).extract().asString());
            if (page.get("events").isEmpty()) {
                return payloads;
            }
            for (JsonNode event : page.get("events")) {
                payloads.put(event.get("seq").asLong(), event.get("payload"));
                after = event.get("seq").asLong();
            }
        }
    }

    /** Card names by id as the pack gives them: the game's pinned pack, or the service's own first pack. */
    private static Map<String, String> names(ServiceProcess service, String pin) {
        String pack = pin != null ? pin.substring(0, pin.indexOf('@'))
                : given(service.api()).get("/content").then().statusCode(200).extract().jsonPath().getString("packs[0].id");
        JsonPath document = given(service.api()).get("/content/{pack}", pack).then().statusCode(200).extract().jsonPath();
        return CardNames.index(RecordedGame.parse(document.prettify()).get("document"));
    }
}
