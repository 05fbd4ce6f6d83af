package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Viewer;
import java.util.List;

/** A game as clients read it; the kernel takes out what the viewer may not see, which then reads as null (counts stay). */
public record KharnageView(String pack, int round, boolean lastTurn, Phase phase, List<Integer> order, Turn turn, Attack attack,
        Pending pending, List<Integer> awaiting, int hill, List<Integer> supply, List<PlayerView> players,
        List<List<Integer>> placings) {

    /**
     * One player: the Army, the generals set aside and the played pile are public; the hand and a
     * committed card only for the seat itself; the Reserve and battle deck order for nobody
     * (counts only) until the game is over ({@link Viewer#EVERYONE}).
     */
    public record PlayerView(int seat, String army, List<List<Fielded>> lines, int reserveCount, @Secret List<String> reserve,
            List<String> generals, int handCount, @Secret(owner = "seat") List<String> hand, int battleDeckCount,
            @Secret List<String> battleDeck, List<String> played, boolean committed, String commitment,
            @Secret(owner = "seat") String committedCard, int drawnCount,
            List<String> collected, List<Integer> domination, int kharnage) {
    }

    static KharnageView of(KharnageState s, List<Integer> awaiting) {
        List<PlayerView> players = s.players().stream().map(p -> new PlayerView(p.seat(), p.army(), p.lines(), p.reserve().size(),
                p.reserve(), p.generals(), p.hand().size(), p.hand(), p.battleDeck().size(), p.battleDeck(), p.played(),
                p.seal() != null, p.seal() == null ? null : p.seal().commitment(), p.seal() == null ? null : p.seal().card(), p.stack().size(), p.collected(), p.domination(),
                p.kharnage())).toList();
        return new KharnageView(s.pack(), s.round(), s.lastTurn(), s.phase(), s.order(), s.turn(), s.attack(), s.pending(), awaiting,
                s.hill().size(), s.supply(), players, s.placings());
    }
}
