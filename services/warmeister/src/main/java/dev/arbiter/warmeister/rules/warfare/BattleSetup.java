package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Decision;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.AssignArmy;
import dev.arbiter.warmeister.rules.WarmeisterCommand.AssignCastle;
import dev.arbiter.warmeister.rules.WarmeisterEvent.ArmyAssigned;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CastleAssigned;
import dev.arbiter.warmeister.rules.WarmeisterEvent.ForceConfirmed;
import java.util.List;
import java.util.Set;

/**
 * warmeister.txt, WARFARE: attacker and defender assign any or all of their army cards in play,
 * at least one; the defender may add one fortification. The attacker assigns first, then the
 * defender, who sees the attacking force (armies in play are public anyway).
 */
public final class BattleSetup {

    private static final Set<Decision> ASSIGNING = Set.of(Decision.ASSIGN_ATTACKERS, Decision.ASSIGN_DEFENDERS);

    private BattleSetup() {
    }

    public static List<WarmeisterEvent> assignArmy(WarmeisterState state, int seat, AssignArmy command) {
        Steps.expect(state, seat, ASSIGNING, "Assigning an army");
        BOOK.require(state.player(seat).armies().contains(command.card()), "battle.not-your-army", "WARFARE", "assign your own army cards in play");
        BOOK.require(!state.battle().force(seat).contains(command.card()), "battle.already-assigned", "WARFARE", "that army is already assigned");
        return List.of(new ArmyAssigned(seat, command.card()));
    }

    public static List<WarmeisterEvent> assignCastle(WarmeisterState state, int seat, AssignCastle command) {
        Steps.expect(state, seat, Decision.ASSIGN_DEFENDERS, "Assigning a castle");
        BOOK.require(state.battle().castle() == null, "battle.one-castle", "WARFARE", "the defender may assign one fortification");
        BOOK.require(state.player(seat).castles().contains(command.card()), "battle.not-your-castle", "WARFARE", "assign a castle you have in play");
        return List.of(new CastleAssigned(seat, command.card()));
    }

    public static List<WarmeisterEvent> confirm(WarmeisterState state, int seat) {
        Steps.expect(state, seat, ASSIGNING, "Confirming the force");
        BOOK.require(!state.battle().force(seat).isEmpty(), "battle.assign-at-least-one", "WARFARE", "assign at least one army card");
        return List.of(new ForceConfirmed(seat));
    }
}
