package dev.arbiter.warmeister.rules;

import dev.arbiter.kernel.spi.Viewer;
import java.util.List;
import java.util.Map;

/**
 * What one viewer may see of a game: everything on the table, every hand's size, its own hand
 * only (all hands and the deck order for {@link Viewer#EVERYONE}).
 *
 * @param deck the draw pile in order, only for {@link Viewer#EVERYONE}; null otherwise
 */
public record WarmeisterView(
        int turn,
        Phase phase,
        List<Integer> order,
        Integer activeSeat,
        List<Integer> awaiting,
        List<PlayerView> players,
        int deckSize,
        List<Integer> deck,
        List<Integer> discard,
        List<Integer> table,
        Map<Integer, Integer> damage,
        Battle battle,
        Interrupt interrupt,
        Integer winner) {

    /** One seat as the viewer sees it; {@code hand} is null unless the viewer may see it. */
    public record PlayerView(
            int seat,
            boolean eliminated,
            int territories,
            int gold,
            int handSize,
            List<Integer> hand,
            List<Integer> armies,
            List<Integer> holdings,
            List<Integer> castles,
            int bonusGold,
            int bonusDice,
            List<Integer> halved,
            boolean suppliedFree,
            List<Integer> lostInBattle) {
    }

    static WarmeisterView of(WarmeisterState state, Viewer viewer) {
        List<PlayerView> players = state.players().stream().map(p -> new PlayerView(p.seat(), p.eliminated(), p.territories(), p.gold(),
                p.hand().size(), viewer.sees(p.seat()) ? p.hand() : null, p.armies(), p.holdings(), p.castles(), p.bonusGold(),
                p.bonusDice(), p.halved(), p.suppliedFree(), p.lostInBattle())).toList();
        int active = state.activeSeat();
        return new WarmeisterView(state.turn(), state.phase(), state.order(), active < 0 ? null : active, Awaiting.seats(state),
                players, state.deck().size(), viewer.equals(Viewer.EVERYONE) ? state.deck() : null, state.discard(), state.table(),
                state.damage(), state.battle(), state.interrupt(), state.winner());
    }
}
