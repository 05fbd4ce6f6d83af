package dev.arbiter.warmeister.rules.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CardCatalogueTest {

    private static int copies(Category category) {
        return Arrays.stream(CardKind.values()).filter(k -> k.category() == category).mapToInt(CardKind::copies).sum();
    }

    @Test
    @DisplayName("warmeister.txt, THE DECK and CARDS: the printed list adds up to 132 cards, not the 130 the rulebook states")
    void deckCount() {
        assertEquals(25, copies(Category.ATTACK));
        assertEquals(5, copies(Category.CASTLE));
        assertEquals(18, copies(Category.HOLDING));
        assertEquals(40, copies(Category.ARMY));
        assertEquals(44, copies(Category.EVENT));
        assertEquals(132, Deck.size());
        assertEquals(130, Deck.STATED_SIZE);
    }

    @Test
    @DisplayName("warmeister.txt, ARMY CARDS: type letters and printed numbers are read into the catalogue")
    void armyData() {
        CardKind fernando = CardKind.FERNANDO_THE_DRAGON;
        assertEquals(10, fernando.cost());
        assertEquals(5, fernando.bonus());
        assertEquals(3, fernando.wounds());
        assertTrue(fernando.is(UnitType.ASSAULT) && fernando.is(UnitType.CAVALRY));
        assertTrue(fernando.has(Trait.DEADLY) && fernando.has(Trait.TOUGH));
        assertEquals(3, fernando.supplyUnits());
        assertEquals(2, CardKind.GIANT.supplyUnits());
        assertTrue(CardKind.SWORDSMEN.is(UnitType.BASIC));
        assertTrue(!CardKind.OGRE_BULLIES.is(UnitType.BASIC) || CardKind.OGRE_BULLIES.types().size() == 1, "traits are not types");
        assertTrue(CardKind.OGRE_BULLIES.is(UnitType.BASIC) && CardKind.OGRE_BULLIES.has(Trait.RAIDER));
        assertEquals(2, CardKind.SIEGE_GOLEM.discardToPlay());
    }
}
