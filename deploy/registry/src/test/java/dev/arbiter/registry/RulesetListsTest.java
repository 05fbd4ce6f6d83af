package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What counts as a hand-kept list of rulesets, with made-up rulesets (these lines must not be one of the real). */
class RulesetListsTest {

    private final RulesetLists lists = new RulesetLists(List.of("chess", "go-moku", "draughts", "hex"));

    @Test
    @DisplayName("names on one line with only separators between are a list, in code or in a default")
    void oneLineLists() {
        assertEquals(List.of("1: List.of(\"chess\", \"go-moku\", \"hex\");"), lists.find("List.of(\"chess\", \"go-moku\", \"hex\");"));
        assertEquals(List.of("1: -Drulesets=draughts,chess,hex"), lists.find("-Drulesets=draughts,chess,hex"));
        assertEquals(List.of("1: choose one of chess go-moku draughts"), lists.find("choose one of chess go-moku draughts"));
    }

    @Test
    @DisplayName("lines of one shape that differ only by the ruleset, a few lines apart, are a list, whatever the spelling")
    void listsOverLines() {
        String pom = """
                <argument>chess</argument>
                <argument>go-moku</argument>
                <argument>hex</argument>
                """;
        assertEquals(List.of("1: <argument>chess</argument>", "2: <argument>go-moku</argument>", "3: <argument>hex</argument>"),
                lists.find(pom));
        String properties = """
                url.chess=http://127.0.0.1:${PORT_CHESS:8081}
                # a comment between
                url.go-moku=http://127.0.0.1:${PORT_GO_MOKU:8082}
                url.draughts=http://127.0.0.1:${PORT_DRAUGHTS:8083}
                """;
        assertEquals(List.of("1: url.chess=http://127.0.0.1:${PORT_CHESS:8081}", "3: url.go-moku=http://127.0.0.1:${PORT_GO_MOKU:8082}",
                "4: url.draughts=http://127.0.0.1:${PORT_DRAUGHTS:8083}"), lists.find(properties));
        String views = """
                const styled = {
                  chess: ChessView,
                  "go-moku": GoMokuView,
                  draughts: DraughtsView,
                };
                """;
        assertEquals(List.of("2: chess: ChessView,", "3: \"go-moku\": GoMokuView,", "4: draughts: DraughtsView,"), lists.find(views));
    }

    @Test
    @DisplayName("prose, a pair, one ruleset's own lines and lines far apart are no list")
    void notLists() {
        assertEquals(List.of(), lists.find("-De2e.specs=chess,hex runs those two"));
        assertEquals(List.of(), lists.find("<argument>chess</argument>\n<argument>hex</argument>"));
        assertEquals(List.of(), lists.find("Play chess, go-moku or hex."));
        assertEquals(List.of(), lists.find("A Chess game and a GoMoku game differ; play chess or go-moku as you like."));
        assertEquals(List.of(), lists.find("<argument>chess</argument>\n<argument>chess-extra</argument>\n<argument>chess</argument>"));
        assertEquals(List.of(), lists.find("write(\"chess\", \"GameCreated\", 1);\nwrite(\"go-moku\", \"SeatJoined\", 2);"));
        assertEquals(List.of(), lists.find("<argument>chess</argument>\n<argument>go-moku</argument>\n" + "\n".repeat(25) + "<argument>hex</argument>"));
    }

    @Test
    @DisplayName("a rendered file's generated sections are left out, and only they")
    void generatedSections() {
        String pom = """
                <!-- games: generated from deploy/services.json by deploy/render -->
                <module>chess</module>
                <module>hex</module>
                <module>draughts</module>
                <!-- end of games -->
                <module>go-moku</module>
                """;
        assertEquals("<!-- games: generated from deploy/services.json by deploy/render -->\n\n\n\n<!-- end of games -->\n<module>go-moku</module>\n",
                RulesetLists.withoutGeneratedSections(pom));
    }
}
