package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.warfighter.rules.WarfighterCommand.BeginTurn;
import dev.arbiter.warfighter.rules.WarfighterCommand.EndTurn;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The three Action Phases and the alternation of turns in each (warfighter-war.md §3.2.1 Action Phases). */
class ActionPhaseTest {

    @Test
    @DisplayName("warfighter-war.md, §3.2.1 Action Phases Example (example 11, without its Action-Attachment, whose turn is not built): First A, H, A, H, H; Normal A, H, H; Last A, H")
    void alternation() {
        // 2 First Armies (the 307th, and the 48th made First by a fixture pack: the demo pack has one First Army), 1 Normal, 1 Last
        Board board = Board.mission(FixturePacks.withArmyKeyword("48th-battalion", "First"), 1, "major-push", "large-city",
                "cart-track", "orchard-lane", "windmill-rise");
        int first1 = board.army("307th-battalion", 1);
        int first2 = board.army("48th-battalion", 1);
        int normal = board.army("309th-regiment", 1);
        int last = board.army("33rd-regiment", 1);
        // 3 First Hostiles, 2 Normal, 1 Last, four columns from the Armies: each Moves once and stays out of range, so no die is rolled
        Set<Integer> firstHostiles = Set.of(board.hostile("armor-becker", 5), board.hostile("panzer-troop", 5), board.hostile("panzer-troop", 5));
        Set<Integer> normalHostiles = Set.of(board.hostile("rifle-platoon", 5), board.hostile("jager-hunters", 5));
        Set<Integer> lastHostiles = Set.of(board.hostile("artillery-bn", 5));
        board.phase(Step.CLEANUP);
        board.advance(); // a new Game Turn
        board.advance(); // the Environment step has nothing to roll: the First Action Phase

        Map<Step, List<String>> order = new LinkedHashMap<>();
        Map<Step, List<Integer>> armies = new LinkedHashMap<>();
        Map<Step, List<Integer>> hostiles = new LinkedHashMap<>();
        for (int slots = 0; board.state().step() != Step.CLEANUP; slots++) {
            assertTrue(slots < 40 && board.state().stage() == Stage.PLAY, "the Action Phases end: " + order);
            Step step = board.state().step();
            List<WarfighterEvent> events = new ArrayList<>();
            if (board.awaiting().isEmpty()) {
                events.addAll(board.advance());
            } else {
                BeginTurn begin = (BeginTurn) board.legal(0).stream().filter(c -> c instanceof BeginTurn).findFirst().orElseThrow();
                events.addAll(board.decide(0, begin));
                events.addAll(board.decide(0, new EndTurn()));
            }
            for (WarfighterEvent e : events) {
                if (e instanceof TurnBegan t) {
                    order.computeIfAbsent(step, s -> new ArrayList<>()).add("A");
                    armies.computeIfAbsent(step, s -> new ArrayList<>()).add(t.army());
                } else if (e instanceof HostileTurnBegan h) {
                    order.computeIfAbsent(step, s -> new ArrayList<>()).add("H");
                    hostiles.computeIfAbsent(step, s -> new ArrayList<>()).add(h.hostile());
                }
            }
        }
        assertEquals(Map.of(Step.FIRST, List.of("A", "H", "A", "H", "H"), Step.NORMAL, List.of("A", "H", "H"), Step.LAST, List.of("A", "H")),
                order, "turns alternate from the player; with no Army left the Hostiles act in a row");
        assertEquals(Set.of(first1, first2), Set.copyOf(armies.get(Step.FIRST)));
        assertEquals(List.of(normal), armies.get(Step.NORMAL));
        assertEquals(List.of(last), armies.get(Step.LAST));
        assertEquals(firstHostiles, Set.copyOf(hostiles.get(Step.FIRST)));
        assertEquals(normalHostiles, Set.copyOf(hostiles.get(Step.NORMAL)));
        assertEquals(lastHostiles, Set.copyOf(hostiles.get(Step.LAST)));
    }
}
