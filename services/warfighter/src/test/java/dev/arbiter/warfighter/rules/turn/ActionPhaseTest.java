package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Step;
import dev.arbiter.warfighter.rules.Board;
import dev.arbiter.warfighter.rules.FixturePacks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.spi.RuleViolation;
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
public class ActionPhaseTest {

    /** Example 11's table: 2 First Armies (the 307th, and the 48th made First by a fixture pack), the 309th Normal, the 33rd Last. */
    public static Board example11() {
        return Board.mission(FixturePacks.withArmyKeyword("48th-battalion", "First"), 1, "major-push", "large-city",
                "cart-track", "orchard-lane", "windmill-rise");
    }

    /** Example 11's Hostiles by phase: 3 First, 2 Normal, 1 Last, four columns from the Armies, so each Moves once and no die is rolled. */
    public static Map<Step, Set<Integer>> example11Hostiles(Board board) {
        return Map.of(Step.FIRST, Set.of(board.hostile("armor-becker", 5), board.hostile("panzer-troop", 5), board.hostile("panzer-troop", 5)),
                Step.NORMAL, Set.of(board.hostile("rifle-platoon", 5), board.hostile("jager-hunters", 5)),
                Step.LAST, Set.of(board.hostile("artillery-bn", 5)));
    }

    /**
     * Plays a Game Turn's Action Phases from the Cleanup before it: every player slot goes to the first turn seat 0 may begin (an
     * Army before its Attachment), ended at once. Returns each phase's turns in order: {@code A<n>} an Army, {@code Att(A<n>)} its
     * Attachment, {@code H<n>} a Hostile, by number.
     */
    public static Map<Step, List<String>> playActionPhases(Board board) {
        board.phase(Step.CLEANUP);
        board.advance(); // a new Game Turn
        board.advance(); // the Environment step has nothing to roll: the First Action Phase
        Map<Step, List<String>> order = new LinkedHashMap<>();
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
                String turn = e instanceof TurnBegan t ? "A" + t.army() : e instanceof AttachmentTurnBegan t ? "Att(A" + t.army() + ")"
                        : e instanceof HostileTurnBegan h ? "H" + h.hostile() : null;
                if (turn != null) {
                    order.computeIfAbsent(step, s -> new ArrayList<>()).add(turn);
                }
            }
        }
        return order;
    }

    /** The turns of one phase without their numbers: A, Att or H. */
    public static List<String> kinds(List<String> turns) {
        return turns.stream().map(t -> t.startsWith("Att") ? "Att" : t.substring(0, 1)).toList();
    }

    /** The numbers of one kind of turn in a phase. */
    public static Set<Integer> numbers(List<String> turns, String kind) {
        return turns.stream().filter(t -> kinds(List.of(t)).get(0).equals(kind)).map(t -> Integer.valueOf(t.replaceAll("[^0-9]", "")))
                .collect(java.util.stream.Collectors.toSet());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.1 Action Phases Example (example 11 without its Action-Attachment, which WorkedExampleTest.actionPhases adds): First A, H, A, H, H; Normal A, H, H; Last A, H")
    void alternation() {
        Board board = example11();
        int first1 = board.army("307th-battalion", 1);
        int first2 = board.army("48th-battalion", 1);
        int normal = board.army("309th-regiment", 1);
        int last = board.army("33rd-regiment", 1);
        Map<Step, Set<Integer>> hostiles = example11Hostiles(board);

        Map<Step, List<String>> order = playActionPhases(board);
        assertEquals(Map.of(Step.FIRST, List.of("A", "H", "A", "H", "H"), Step.NORMAL, List.of("A", "H", "H"), Step.LAST, List.of("A", "H")),
                Map.of(Step.FIRST, kinds(order.get(Step.FIRST)), Step.NORMAL, kinds(order.get(Step.NORMAL)), Step.LAST, kinds(order.get(Step.LAST))),
                "turns alternate from the player; with no Army left the Hostiles act in a row");
        assertEquals(Set.of(first1, first2), numbers(order.get(Step.FIRST), "A"));
        assertEquals(Set.of(normal), numbers(order.get(Step.NORMAL), "A"));
        assertEquals(Set.of(last), numbers(order.get(Step.LAST), "A"));
        for (Step step : List.of(Step.FIRST, Step.NORMAL, Step.LAST)) {
            assertEquals(hostiles.get(step), numbers(order.get(step), "H"), step + " Hostiles");
        }
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases (clarification 41): a player slot is open to every seat with a due Army; the first BeginTurn accepted takes it, and the other seat waits for the next player slot")
    void firstBeginTurnTakesTheSlot() {
        Board board = Board.mission(2, "probe", "vital-hill", "cart-track");
        int seat0 = board.army("309th-regiment", 1, 0);
        int seat1 = board.army("48th-battalion", 1, 1);
        board.hostile("rifle-platoon", 3);
        assertEquals(List.of(0, 1), board.awaiting(), "both seats have a due Army");
        assertEquals(List.of(new BeginTurn(seat1)), board.legal(1));

        assertEquals(List.of(new TurnBegan(seat1, 1)), board.decide(1, new BeginTurn(seat1)));
        assertEquals(List.of(1), board.awaiting(), "the slot is seat 1's");
        assertEquals(List.of(), board.legal(0));
        assertEquals("turn.not-now", assertThrows(RuleViolation.class, () -> board.decide(0, new BeginTurn(seat0))).rule(),
                "the slot is taken");

        board.decide(1, new EndTurn());
        assertEquals(List.of(), board.awaiting(), "the Hostile's slot");
        List<WarfighterEvent> hostile = board.advance(); // the Rifle Platoon moves in and stays out of range (R0 only)
        assertTrue(hostile.get(0) instanceof HostileTurnBegan, "the Hostile's turn: " + hostile);
        assertEquals(List.of(0), board.awaiting(), "the next player slot is the other seat's Army");
        assertEquals(List.of(new TurnBegan(seat0, 0)), board.decide(0, new BeginTurn(seat0)));
    }
}
