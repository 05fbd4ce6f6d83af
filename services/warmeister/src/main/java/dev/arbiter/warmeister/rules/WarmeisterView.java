package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.warfare.Battle;
import dev.arbiter.warmeister.rules.turn.Phase;
import dev.arbiter.kernel.spi.Secret;
import dev.arbiter.kernel.spi.Viewer;
import java.util.List;
import java.util.Map;

/**
 * A game as clients read it: everything on the table, every hand's size, each hand, and the
 * deck order. The kernel leaves a seat its own hand only, and the deck order to nobody until the
 * game is over ({@link Viewer#EVERYONE}); a value taken out reads as null.
 *
 * @param deck the draw pile in order
 */
public record WarmeisterView(
        int turn,
        Phase phase,
        List<Integer> order,
        Integer activeSeat,
        List<Integer> awaiting,
        List<PlayerView> players,
        int deckSize,
        @Secret List<Integer> deck,
        List<Integer> discard,
        List<Integer> table,
        Map<Integer, Integer> damage,
        Battle battle,
        Interrupt interrupt,
        OpenDice openDice,
        Integer winner) {

    /** One seat; only the seat itself sees {@code hand}. */
    public record PlayerView(
            int seat,
            boolean eliminated,
            int territories,
            int gold,
            int handSize,
            @Secret(owner = "seat") List<Integer> hand,
            List<Integer> armies,
            List<Integer> holdings,
            List<Integer> castles,
            int bonusGold,
            int bonusDice,
            List<Integer> halved,
            boolean suppliedFree,
            List<Integer> lostInBattle,
            @Secret(owner = "seat") Boolean standingPass) {
    }

    static WarmeisterView of(WarmeisterState state) {
        List<PlayerView> players = state.players().stream().map(p -> new PlayerView(p.seat(), p.eliminated(), p.territories(), p.gold(),
                p.hand().size(), p.hand(), p.armies(), p.holdings(), p.castles(), p.bonusGold(),
                p.bonusDice(), p.halved(), p.suppliedFree(), p.lostInBattle(), p.standingPass())).toList();
        int active = state.activeSeat();
        return new WarmeisterView(state.turn(), state.phase(), state.order(), active < 0 ? null : active, Awaiting.listed(state),
                players, state.deck().size(), state.deck(), state.discard(), state.table(),
                state.damage(), state.battle(), state.interrupt(), state.openDice(), state.winner());
    }
}
