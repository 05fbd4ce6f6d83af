package dev.arbiter.projection.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The placeholder language of x-timeline templates (docs/events.md, "Timeline sentences"). */
class TimelineSentenceTest {

    private static final Map<Integer, String> SEATS = Map.of(0, "Ada", 1, "Bob");
    private static final Map<String, String> CARDS = Map.of("goblin-boss", "Goblin Boss", "85", "Raze");

    @Test
    @DisplayName("a member by path, text and numbers as they are")
    void members() {
        assertEquals("Round 2 began", write("Round {round} began", "{\"round\":2}"));
        assertEquals("total 7 of 9", write("total {score.total} of {score.max}", "{\"score\":{\"total\":7,\"max\":9}}"));
        assertEquals("the second is 5", write("the second is {values.1}", "{\"values\":[4,5]}"));
    }

    @Test
    @DisplayName("a seat reads as the name it was taken under, else \"seat 2\"")
    void seats() {
        assertEquals("Bob drew", write("{seat:seat} drew", "{\"seat\":1}"));
        assertEquals("seat 2 drew", write("{seat:seat} drew", "{\"seat\":2}"));
    }

    @Test
    @DisplayName("a card reads as its content pack's name, else its id; integer ids too")
    void cards() {
        assertEquals("placed Goblin Boss and troll", write("placed {units:card}", "{\"units\":[\"goblin-boss\",\"troll\"]}"));
        assertEquals("played Raze", write("played {card:card}", "{\"card\":85}"));
    }

    @Test
    @DisplayName("a die reads \"a 5 on a d6\", \"an 8 on a d10\"; lists are joined in words")
    void dice() {
        assertEquals("rolled a 5 on a d6", write("rolled {roll:roll}", "{\"roll\":{\"draw\":3,\"sides\":6,\"value\":5}}"));
        assertEquals("rolled a 1 on a d6, an 8 on a d10 and an 11 on a d12", write("rolled {rolls:roll}",
                "{\"rolls\":[{\"draw\":1,\"sides\":6,\"value\":1},{\"draw\":2,\"sides\":10,\"value\":8},{\"draw\":3,\"sides\":12,\"value\":11}]}"));
        assertEquals("rolled a 4 on a d6", write("rolled {roll}", "{\"roll\":{\"draw\":3,\"sides\":6,\"value\":4}}"));
    }

    @Test
    @DisplayName("an optional part is left out when a member in it is missing, null, empty, or a list of nulls")
    void optionalParts() {
        assertEquals("Bob drew 2 cards: Raze", write("{seat:seat} drew {count:n card}[: {cards:card}]", "{\"seat\":1,\"count\":2,\"cards\":[85]}"));
        assertEquals("Bob drew 2 cards", write("{seat:seat} drew {count:n card}[: {cards:card}]", "{\"seat\":1,\"count\":2,\"cards\":[]}"));
        assertEquals("Bob chose", write("{seat:seat} chose[ {card:card}]", "{\"seat\":1,\"card\":null}"));
        assertEquals("Bob chose", write("{seat:seat} chose[ {card:card}]", "{\"seat\":1}"));
        assertEquals("Bob chose", write("{seat:seat} chose[ {card:card}]", "{\"seat\":1,\"card\":\"\"}"));
        assertEquals("secrets", write("secrets[ {secrets}]", "{\"secrets\":[null,null]}"));
        assertEquals("secrets 4", write("secrets[ {secrets}]", "{\"secrets\":[null,4]}"));
        assertEquals("a and b", write("a[ {x} and {y}] and b", "{\"x\":1}"));
        assertEquals("a 1 and 2 and b", write("a[ {x} and {y}] and b", "{\"x\":1,\"y\":2}"));
    }

    @Test
    @DisplayName("a redacted member reads as absent, never as a word standing for it, even where no optional part holds it")
    void redactedIsAbsent() {
        assertEquals("Bob passed", write("{seat:seat} passed{pass:true=, for good|false=, for now}", "{\"seat\":1,\"pass\":null}"));
        assertEquals("Bob drew ", write("{seat:seat} drew {cards:card}", "{\"seat\":1,\"cards\":[]}"));
    }

    @Test
    @DisplayName("\"n\" counts a noun: 1 card, 2 cards, 1 die, 3 dice")
    void counts() {
        assertEquals("1 card, 2 cards, 1 die, 3 dice", write("{a:n card}, {b:n card}, {c:n die|dice}, {d:n die|dice}",
                "{\"a\":1,\"b\":2,\"c\":1,\"d\":3}"));
    }

    @Test
    @DisplayName("a choice gives words by value; a value it does not list is absent, or itself with *; empty words are absent")
    void choices() {
        String template = "Round {round} began[{last:true=, the last one}]";
        assertEquals("Round 4 began, the last one", write(template, "{\"round\":4,\"last\":true}"));
        assertEquals("Round 2 began", write(template, "{\"round\":2,\"last\":false}"));
        assertEquals("drew for the deal", write("drew for {reason:deal=the deal|*}", "{\"reason\":\"deal\"}"));
        assertEquals("drew for Peasants", write("drew for {reason:deal=the deal|*}", "{\"reason\":\"Peasants\"}"));
        assertEquals("hit", write("hit[ with {webs:0=|*} webs]", "{\"webs\":0}"));
        assertEquals("hit with 2 webs", write("hit[ with {webs:0=|*} webs]", "{\"webs\":2}"));
    }

    @Test
    @DisplayName("\"words\" turns an identifier into words; \"each\" writes every element of a list with its own template")
    void wordsAndEach() {
        assertEquals("stop hit, attack 1, last action", write("{a:words}, {b:words}, {c:words}",
                "{\"a\":\"stopHit\",\"b\":\"attack-1\",\"c\":\"LAST_ACTION\"}"));
        assertEquals("revealed: Ada Goblin Boss and Bob troll", write("revealed[: {openings:each {seat:seat} {card:card}}]",
                "{\"openings\":[{\"seat\":0,\"card\":\"goblin-boss\"},{\"seat\":1,\"card\":\"troll\"}]}"));
        assertEquals("order Bob and Ada", write("order {order:seat}", "{\"order\":[1,0]}"));
    }

    @Test
    @DisplayName("the kernel's placings read by place, and an opened payload with its event's own template")
    void placingsAndOpenings() {
        assertEquals("Bob 1st, Ada and seat 2 2nd", write("{placings:places}", "{\"placings\":[[1],[0,2]]}"));
        TimelineTemplate drawn = TimelineTemplate.parse("{seat:seat} drew {count:n card}[: {cards:card}]");
        TimelineNames names = new FixedNames(SEATS, CARDS, seq -> seq == 12 ? Optional.of(drawn) : Optional.empty());
        assertEquals("The game revealed what event 12 hid: Bob drew 1 card: Raze",
                TimelineSentence.write(TimelineTemplate.parse("The game revealed what event {seq} hid[: {payload:event}]"),
                        FixedNames.json("{\"seq\":12,\"payload\":{\"seat\":1,\"count\":1,\"cards\":[85]}}"), names));
    }

    @Test
    @DisplayName("a template that does not parse is refused with the reason")
    void malformed() {
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("{seat:seat drew"));
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("[{seat} drew"));
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("{seat} drew]"));
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("{seat:chair} drew"));
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("{a b} drew"));
        assertThrows(IllegalArgumentException.class, () -> TimelineTemplate.parse("{x:=words}"));
    }

    private static String write(String template, String payload) {
        return TimelineSentence.write(TimelineTemplate.parse(template), FixedNames.json(payload), new FixedNames(SEATS, CARDS));
    }
}
