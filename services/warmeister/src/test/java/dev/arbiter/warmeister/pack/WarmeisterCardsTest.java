package dev.arbiter.warmeister.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.content.LoadedPack;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The published card list against the cards the rules play. */
class WarmeisterCardsTest {

    private static final PackLoader<List<CardKind>> LOADER = new PackLoader<>(new WarmeisterCards());

    private static String printed() throws IOException {
        try (InputStream in = WarmeisterCards.class.getClassLoader().getResourceAsStream(WarmeisterCards.PRINTED)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    @DisplayName("the printed card list loads as YAML and names every card the rules play, each card id once, in deck order")
    void agreesWithTheRules() {
        LoadedPack<List<CardKind>> pack = LOADER.builtIn().get(0);
        assertEquals("warmeister-cards", pack.file().id());
        assertEquals("application/yaml", pack.file().mediaType());
        assertEquals(List.of(CardKind.values()), pack.content());
        List<Integer> ids = pack.file().document().get("cards").findValues("ids").stream()
                .flatMap(a -> java.util.stream.StreamSupport.stream(a.spliterator(), false)).map(n -> n.asInt()).toList();
        assertEquals(Deck.unshuffled(), ids);
        assertEquals("Fernando the Dragon", pack.file().document().get("cards").get(CardKind.FERNANDO_THE_DRAGON.ordinal()).get("name").asText());
    }

    @Test
    @DisplayName("a list that differs from the rules in one number is refused, naming the file, the place and what the rules say")
    void differingListRefused() throws IOException {
        String wrongCost = printed().replaceFirst("name: \"Keep\"\n    category: \"castle\"\n    cost: 7", "name: \"Keep\"\n    category: \"castle\"\n    cost: 6");
        PackException cost = assertThrows(PackException.class, () -> LOADER.parse(wrongCost.getBytes(StandardCharsets.UTF_8), "cards.yaml"));
        assertEquals("cards.yaml at /cards/6/cost: the rules' Keep has 7", cost.getMessage());

        String unknownMember = printed().replaceFirst("deckSize: 132", "deckSize: 132\ndecksize: 130");
        PackException schema = assertThrows(PackException.class, () -> LOADER.parse(unknownMember.getBytes(StandardCharsets.UTF_8), "cards.yaml"));
        assertEquals("cards.yaml: does not match warmeister.schema.json: at the top level: property 'decksize' is not defined in the schema and the schema does not allow additional properties",
                schema.getMessage());
    }
}
