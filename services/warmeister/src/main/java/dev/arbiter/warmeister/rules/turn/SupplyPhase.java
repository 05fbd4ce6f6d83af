package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import dev.arbiter.warmeister.rules.Player;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.Disband;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import java.util.List;

/**
 * warmeister.txt, SUPPLY: one army card per territory can be supplied (+1 per Farm and Tavern;
 * Giant counts 2, Fernando 3); the owner picks which of the rest are discarded. Pizza & Beer
 * supplies every army for the turn.
 */
public final class SupplyPhase {

    private SupplyPhase() {
    }

    public static boolean supplied(Player player) {
        return player.suppliedFree() || player.supplyUsed() <= player.supplyCapacity();
    }

    public static List<WarmeisterEvent> disband(WarmeisterState state, int seat, Disband command) {
        Steps.expect(state, seat, Decision.SUPPLY_STEP, "Disbanding");
        Player player = state.player(seat);
        BOOK.require(!supplied(player), "supply.within-capacity", "SUPPLY", "all your armies can be supplied");
        BOOK.require(player.armies().contains(command.card()), "supply.not-your-army", "SUPPLY", "that is not one of your armies in play");
        return List.of(new CardDestroyed(seat, command.card(), "unsupplied"));
    }
}
