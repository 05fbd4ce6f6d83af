package dev.arbiter.highcommand.rules.endgame;

import dev.arbiter.highcommand.rules.Emitter;
import dev.arbiter.highcommand.rules.HighCommandEvent.GameOver;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import java.util.ArrayList;
import java.util.List;

/** ENDGAME: a player's victory points (clarification 3: army deck, discard pile, occupying forces and hand), and the end. */
public final class Scoring {

    private final Catalogue cards;

    public Scoring(Catalogue cards) {
        this.cards = cards;
    }

    public int victoryPoints(PlayerState p) {
        int total = 0;
        for (List<String> pile : List.of(p.armyDeck(), p.discard(), p.occupying(), p.hand())) {
            total += pile.stream().mapToInt(cards::victoryPoints).sum();
        }
        return total + (p.banked() == null ? 0 : cards.victoryPoints(p.banked()));
    }

    /** ENDGAME: most victory points, then most captures, then earliest in turn order (clarification 36). */
    public void end(Emitter em, String reason) {
        HighCommandState s = em.state();
        Scoring scoring = this;
        List<SeatTotal> scores = new ArrayList<>();
        List<SeatTotal> captures = new ArrayList<>();
        for (PlayerState p : s.players()) {
            scores.add(new SeatTotal(p.seat(), scoring.victoryPoints(p)));
            captures.add(new SeatTotal(p.seat(), p.captured().size()));
        }
        List<Integer> order = s.turnOrder();
        List<Integer> ranked = new ArrayList<>(order);
        ranked.sort((x, y) -> {
            int byVp = Integer.compare(scores.get(y).value(), scores.get(x).value());
            if (byVp != 0) {
                return byVp;
            }
            int byCaptures = Integer.compare(captures.get(y).value(), captures.get(x).value());
            return byCaptures != 0 ? byCaptures : Integer.compare(order.indexOf(x), order.indexOf(y));
        });
        List<Reveal> revealed = new ArrayList<>();
        for (PlayerState p : s.players()) {
            List<String> hand = new ArrayList<>(p.hand());
            if (p.banked() != null) {
                hand.add(p.banked());
            }
            revealed.add(new Reveal(p.seat(), hand, p.armyDeck()));
        }
        em.emit(new GameOver(reason, scores, captures, ranked.stream().map(List::of).toList(), revealed));
    }
}
