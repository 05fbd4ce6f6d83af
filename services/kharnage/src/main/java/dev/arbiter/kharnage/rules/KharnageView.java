package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Viewer;
import java.util.List;

/** What one viewer sees of a game. Hidden parts are null (or counts only). */
public record KharnageView(String pack, int round, boolean lastTurn, Phase phase, List<Integer> order, Turn turn, Attack attack,
        Pending pending, List<Integer> awaiting, int hill, List<Integer> supply, List<PlayerView> players,
        List<List<Integer>> placings) {

    /**
     * One player as the viewer sees it: the Army, the generals set aside and the played pile are
     * public; the hand and a committed card only for the seat itself; the Reserve and battle deck
     * order for nobody (counts only) except {@link Viewer#EVERYONE}.
     */
    public record PlayerView(int seat, String army, List<List<Fielded>> lines, int reserveCount, List<String> reserve,
            List<String> generals, int handCount, List<String> hand, int battleDeckCount, List<String> battleDeck,
            List<String> played, boolean committed, String commitment, String committedCard, int drawnCount,
            List<String> collected, List<Integer> domination, int kharnage) {
    }

    static KharnageView of(KharnageState s, Viewer viewer, List<Integer> awaiting) {
        boolean all = viewer.equals(Viewer.EVERYONE);
        List<PlayerView> players = s.players().stream().map(p -> new PlayerView(p.seat(), p.army(), p.lines(), p.reserve().size(),
                all ? p.reserve() : null, p.generals(), p.hand().size(), viewer.sees(p.seat()) ? p.hand() : null, p.battleDeck().size(),
                all ? p.battleDeck() : null, p.played(), p.seal() != null, p.seal() == null ? null : p.seal().commitment(),
                p.seal() != null && viewer.sees(p.seat()) ? p.seal().card() : null, p.stack().size(), p.collected(), p.domination(),
                p.kharnage())).toList();
        return new KharnageView(s.pack(), s.round(), s.lastTurn(), s.phase(), s.order(), s.turn(), s.attack(), s.pending(), awaiting,
                s.hill().size(), s.supply(), players, s.placings());
    }
}
