package dev.arbiter.warmeister.service;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.testkit.Contract;
import dev.arbiter.testkit.RealInfrastructure;
import dev.arbiter.testkit.RestTable;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Warmeister's printed card list, served as a content pack; games stay unpinned. */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class WarmeisterContentTest {

    @Test
    @DisplayName("GET /content/warmeister-cards names every card id a view carries; the raw YAML hashes to the listed sha256; games keep contentPack null")
    void printedCards() {
        Response list = given().get("/content");
        assertEquals(200, list.statusCode());
        Contract.ofService().check("ContentPackList", list.asString());
        assertEquals(List.of("warmeister-cards"), list.path("packs.id"));
        String sha = list.path("packs[0].sha256");

        Response pack = given().get("/content/warmeister-cards");
        Contract.ofService().check("ContentPack", pack.asString());
        RestTable table = RestTable.seated(2, Map.of());
        List<Integer> hand = table.view(0).getList("view.players[0].hand", Integer.class);
        assertTrue(!hand.isEmpty(), "five cards were dealt");
        for (int card : hand) {
            String name = pack.path("document.cards.find { it.ids.contains(" + card + ") }.name");
            assertEquals(Deck.kind(card).printedName(), name, "card " + card);
        }
        assertEquals(CardKind.values().length, pack.<Integer>path("document.cards.size()").intValue());

        Response raw = given().get("/content/warmeister-cards/raw");
        assertEquals(200, raw.statusCode());
        assertTrue(raw.contentType().startsWith("application/yaml"), raw.contentType());
        assertEquals(sha, HashChain.sha256(raw.asByteArray()));

        assertNull(given().get("/games/{id}/events", table.gameId).path("events[0].contentPack"),
                "the printed cards are fixed by the ruleset version, so games are not pinned");
    }
}
