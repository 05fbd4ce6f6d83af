package dev.arbiter.projection.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kernel's events as common.yaml's sentences write them, for every ruleset (a ruleset the build has no contract of too). */
class LifeCycleSentencesTest {

    private static final Map<Integer, String> SEATS = Map.of(0, "Ann", 1, "Bob");
    private final TimelineTemplates templates = new TimelineTemplates();

    @Test
    @DisplayName("a game is set up, and seats are taken by name, a bot's with the service's bot")
    void setUpAndSeats() {
        assertEquals("The game was set up: warmeister, rules version 1, 2 seats", write("warmeister", "GameCreated",
                "{\"options\":{},\"ruleset\":\"warmeister\",\"rulesetVersion\":\"1\",\"seats\":2,\"seedCommitment\":\"ab\"}"));
        assertEquals("Ann took seat 0", write("kharnage", "SeatJoined", "{\"clientSeed\":null,\"name\":\"Ann\",\"seat\":0}"));
        assertEquals("random bot took seat 0 (played by the service's random bot)", write("chess", "SeatJoined",
                "{\"bot\":\"random\",\"clientSeed\":null,\"name\":\"random bot\",\"seat\":0}"));
    }

    @Test
    @DisplayName("the end says each seat's result and the placings; a co-operative end has results only; a v1 end placings only")
    void ends() {
        assertEquals("The game ended: Ann lost and Bob won (placings: Bob 1st, Ann 2nd)", write("warmeister", "GameEnded",
                "{\"placings\":[[1],[0]],\"results\":[" + result(0, "LOSS", 2) + "," + result(1, "WIN", 1) + "],\"seed\":\"ff\"}"));
        assertEquals("The game ended: Ann lost and Bob lost", write("warfighter", "GameEnded",
                "{\"placings\":[],\"results\":[" + result(0, "LOSS", null) + "," + result(1, "LOSS", null) + "],\"seed\":\"ff\"}"));
        assertEquals("The game ended (placings: Bob 1st, Ann and seat 2 2nd)", write("chess", "GameEnded",
                "{\"placings\":[[1],[0,2]],\"seed\":\"ff\"}"));
    }

    @Test
    @DisplayName("an opening after the end reads as what the earlier event hid, in that event's own sentence")
    void openings() {
        TimelineTemplate drawn = templates.of("warmeister", "CardsDrawn").orElseThrow();
        assertEquals("The game revealed what event 936 hid: seat 2 drew 1 card: 85 (Draw phase)",
                TimelineSentence.write(templates.of("warmeister", "PayloadOpened").orElseThrow(),
                        FixedNames.json("{\"payload\":{\"cards\":[85],\"count\":1,\"reason\":\"draw\",\"seat\":2},\"seq\":936}"),
                        new FixedNames(SEATS, Map.of(), seq -> seq == 936 ? Optional.of(drawn) : Optional.empty())));
    }

    private static String result(int seat, String result, Integer place) {
        return "{\"seat\":" + seat + ",\"result\":\"" + result + "\",\"place\":" + place + ",\"score\":null,\"team\":null}";
    }

    private String write(String ruleset, String type, String payload) {
        return TimelineSentence.write(templates.of(ruleset, type).orElseThrow(), FixedNames.json(payload), new FixedNames(SEATS, Map.of()));
    }
}
