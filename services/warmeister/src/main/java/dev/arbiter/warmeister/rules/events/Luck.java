package dev.arbiter.warmeister.rules.events;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.warfare.BattleStage;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.PlayLuck;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventPlayed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RollsAccepted;
import java.util.List;

/**
 * Luck (warmeister.txt, EVENT CARDS): "Re-roll any 1 dice roll". After each set of dice that
 * decides something between players (a battle round's attack and trap rolls, each rout roll, Run
 * Them Down, the holding and castle rolls after a battle, Earthquake, Goblins With Dynamite)
 * every seat still in the game may play Luck on any one die or accept the dice. Luck is an event
 * card, so every other seat may answer it with Denied! first.
 */
public final class Luck {

    private Luck() {
    }

    public static List<WarmeisterEvent> play(WarmeisterState state, int seat, PlayLuck command) {
        Steps.expect(state, seat, Decision.LUCK, "Playing Luck");
        Steps.inHand(state, seat, command.card());
        Steps.kindIs(command.card(), CardKind.LUCK, "EVENT CARDS, Luck");
        BOOK.require(command.die() >= 0 && command.die() < dice(state), "luck.no-such-die", "EVENT CARDS, Luck",
                () -> "pick one of the " + dice(state) + " dice just rolled");
        return List.of(new EventPlayed(seat, command.card(), null, null, command.die()));
    }

    public static List<WarmeisterEvent> accept(WarmeisterState state, int seat) {
        Steps.expect(state, seat, Decision.LUCK, "Accepting the dice");
        return List.of(new RollsAccepted(seat));
    }

    /** How many dice are open to Luck. */
    public static int dice(WarmeisterState state) {
        if (state.openDice() != null) {
            return state.openDice().roll().rolls().size();
        }
        return state.battle().stage() == BattleStage.ROUT_LUCK ? 1 : state.battle().rolls().size();
    }
}
