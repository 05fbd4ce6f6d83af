package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.warfighter.rules.WarfighterCommand.DiscardAndDraw;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Drawing Action Cards (warfighter-war.md §3.3.3 Discard and Draw; clarification 29). */
class DrawTest {

    @Test
    @DisplayName("warfighter-war.md §3.3.3 Discard and Draw, §3.3.8 (clarification 29): with the Action deck empty its discard pile is shuffled into a new deck and the draw goes on; with both empty the hand stays short")
    void actionDeckReshuffles() {
        List<String> deck = new Catalogue(Board.DEMO).actionDeck("europe");
        List<String> discarded = deck.subList(0, 30);

        Board board = Board.probe();
        int holder = board.army("309th-regiment", 1);
        int drawer = board.army("33rd-regiment", 1);
        board.hand(holder, deck.toArray(String[]::new)) // the whole deck in one hand
                .given(new CardsDiscardedAndDrawn(holder, discarded, List.of()), new TurnBegan(drawer, 0));
        int handSize = board.cards().handSize(board.state().army(drawer));

        int[] asDiscarded = Table.stacked(discarded, List.of()).stream().mapToInt(Integer::intValue).toArray();
        List<WarfighterEvent> events = board.decide(0, new DiscardAndDraw(List.of()), asDiscarded);

        assertEquals(List.of(new CardsDiscardedAndDrawn(drawer, List.of(), List.of())), events.subList(0, 1));
        assertEquals(List.of("action", 30), List.of(((DeckReshuffled) events.get(1)).deck(), ((DeckReshuffled) events.get(1)).size()));
        assertEquals(List.of(new ActionCardsDrawn(drawer, discarded.subList(0, handSize))), events.subList(2, events.size()));
        assertEquals(List.of(), board.state().actionDiscard());
        assertEquals(30 - handSize, board.state().actionDeck().size());

        Board empty = Board.probe();
        int all = empty.army("309th-regiment", 1);
        int none = empty.army("33rd-regiment", 1);
        empty.hand(all, deck.toArray(String[]::new)).given(new TurnBegan(none, 0));
        assertEquals(List.of(new CardsDiscardedAndDrawn(none, List.of(), List.of())), empty.decide(0, new DiscardAndDraw(List.of())));
        assertEquals(List.of(), empty.state().army(none).hand(), "no card to draw, none created");
    }
}
