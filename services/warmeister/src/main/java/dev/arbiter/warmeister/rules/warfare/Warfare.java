package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.DeclareBattle;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleDeclared;
import java.util.List;

/**
 * warmeister.txt, WARFARE: in priority order each player may play one attack card and declare
 * one battle against one opponent (never in the first turn, which has no Warfare phase here).
 * Declaring ends the step once the battle is over, so there is one battle per player and turn.
 */
public final class Warfare {

    private Warfare() {
    }

    public static List<WarmeisterEvent> declare(WarmeisterState state, int seat, DeclareBattle command) {
        Steps.expect(state, seat, Decision.WARFARE_STEP, "Declaring a battle");
        Steps.inHand(state, seat, command.attackCard());
        BOOK.require(Deck.kind(command.attackCard()).category() == Category.ATTACK, "warfare.needs-attack-card", "WARFARE",
                "a battle is declared by playing an attack card");
        BOOK.require(Steps.isOpponent(state, seat, command.defender()), "warfare.bad-target", "WARFARE",
                "the target must be an opponent still in the game");
        BOOK.require(!state.player(seat).armies().isEmpty(), "warfare.no-armies", "WARFARE",
                "the attacker must assign at least one army card, and you have none in play");
        return List.of(new BattleDeclared(seat, command.defender(), command.attackCard()));
    }
}
