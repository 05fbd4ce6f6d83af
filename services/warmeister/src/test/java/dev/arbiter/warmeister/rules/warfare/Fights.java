package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.WarmeisterCommand;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmeister.rules.WarmeisterCommand.*;
import java.util.List;

/** Steps of a battle written once, so that the tests read as the rule they check. */
public final class Fights {

    private Fights() {
    }

    public static RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> declared(
            RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f, int attacker, int attackCard, int defender,
            List<Integer> attackers, List<Integer> defenders, Integer castle) {
        f = f.when(attacker, new DeclareBattle(attackCard, defender)).then();
        for (int unit : attackers) {
            f = f.when(attacker, new AssignArmy(unit)).then();
        }
        f = f.when(attacker, new ConfirmForce()).then();
        for (int unit : defenders) {
            f = f.when(defender, new AssignArmy(unit)).then();
        }
        if (castle != null) {
            f = f.when(defender, new AssignCastle(castle)).then();
        }
        return defenders.isEmpty() ? f : f.when(defender, new ConfirmForce()).then();
    }

    /** Both sides pass the event phase (defender first); the round's dice show {@code faces}. */
    public static RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> passAndRoll(
            RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f, int first, int second, int... faces) {
        return f.when(first, new PassEvent()).then().when(second, new PassEvent(), faces).then();
    }

    /** Both sides accept the dice; whatever follows automatically rolls {@code faces}. */
    public static RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> accept(
            RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f, int attacker, int defender, int... faces) {
        return f.when(attacker, new AcceptRolls()).then().when(defender, new AcceptRolls(), faces).then();
    }

    static Battle battle(RulesFixture<WarmeisterState, WarmeisterCommand, WarmeisterEvent> f) {
        return f.state().battle();
    }
}
