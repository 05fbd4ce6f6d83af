package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.SmashHolding;
import dev.arbiter.warmeister.rules.WarmeisterEvent.HoldingSmashed;
import java.util.List;

/**
 * Giant (warmeister.txt, ARMY CARDS): "Automatically destroys 1 opponent's Holdings in battle".
 * When a battle it fought in is decided, won or lost, its owner picks one holding of the
 * opposing player, which is destroyed.
 */
public final class Giants {

    private Giants() {
    }

    public static List<WarmeisterEvent> smash(WarmeisterState state, int seat, SmashHolding command) {
        Steps.expect(state, seat, Decision.GIANT, "Smashing a holding");
        Battle battle = state.battle();
        int victim = battle.opponent(seat);
        BOOK.require(state.player(victim).holdings().contains(command.card()), "giant.bad-target", "ARMY CARDS, Giant",
                "the Giant destroys one of the opposing player's holdings");
        return List.of(new HoldingSmashed(seat, battle.giantsPending().get(0), victim, command.card()));
    }
}
