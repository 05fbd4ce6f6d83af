package dev.arbiter.kernel.spi.toolkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ToolkitTest {

    @Test
    @DisplayName("the list helpers leave the given list alone and return an unmodifiable copy")
    void lists() {
        List<String> hand = List.of("a", "b", "a");
        assertEquals(List.of("a", "b", "a", "c"), Lists.plus(hand, "c"));
        assertEquals(List.of("a", "b", "a", "c", "d"), Lists.plusAll(hand, List.of("c", "d")));
        assertEquals(List.of("b", "a"), Lists.minus(hand, "a"));
        assertEquals(List.of("b"), Lists.minusAll(hand, List.of("a", "a")));
        assertEquals(List.of("a", "x", "a"), Lists.set(hand, 1, "x"));
        assertEquals(List.of("a", "b", "a"), hand);
        assertThrows(UnsupportedOperationException.class, () -> Lists.plus(hand, "c").add("d"));
    }

    @Test
    @DisplayName("the emitter folds each event as it is emitted and hands over the events in order")
    void emitter() {
        Emitter<Integer, Integer> sum = new Emitter<>(Integer::sum, 10);
        sum.emit(1);
        assertEquals(11, sum.state());
        sum.emit(5);
        assertEquals(16, sum.state());
        assertEquals(List.of(1, 5), sum.events());
    }

    @Test
    @DisplayName("a citation names the rule and cites book, section and reason")
    void citations() {
        Citations book = new Citations("book.md, ");
        RuleViolation violation = assertThrows(RuleViolation.class, () -> book.require(false, "turn.late", "TURNS", "too late"));
        assertEquals("turn.late", violation.rule());
        assertEquals("book.md, TURNS: too late", violation.getMessage());
        assertEquals("book.md, TURNS: built late", assertThrows(RuleViolation.class,
                () -> book.require(false, "turn.late", "TURNS", () -> "built " + "late")).getMessage());
        book.require(true, "turn.late", "TURNS", "never thrown");
    }

    @Test
    @DisplayName("the pack shelf finds packs by id, the first by default, and refuses unknown and doubled ids")
    void packShelf() {
        PackShelf<String> shelf = new PackShelf<>(List.of("core", "extra"), id -> id, id -> id.toUpperCase());
        assertEquals("core", shelf.firstId());
        assertEquals("EXTRA", shelf.chosen("extra"));
        assertEquals("CORE", shelf.of("core"));
        assertEquals(List.of("CORE", "EXTRA"), shelf.all());
        RuleViolation unknown = assertThrows(RuleViolation.class, () -> shelf.chosen("none"));
        assertEquals("setup.unknown-pack", unknown.rule());
        assertEquals("no content pack none (known: [core, extra])", unknown.getMessage());
        assertThrows(IllegalStateException.class, () -> shelf.of("none"));
        assertThrows(IllegalArgumentException.class, () -> new PackShelf<>(List.of("core", "core"), id -> id, id -> id));
        assertThrows(IllegalArgumentException.class, () -> new PackShelf<String>(List.<String>of(), id -> id, id -> id));
    }
}
