package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Split command (warfighter-war.md Welcome, "split command"; clarification 10): each Army is commanded by the seat
 * named for it, and the lead seat (seat 0) takes the choices the manual gives to "the player" as a whole. The demo
 * team on two seats: the 309th (1) and the Battery (2) for seat 0, the 48th (3) and the 307th (4, First) for seat 1.
 */
class CoopTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);

    private static RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> twoSeats(String hostileOrder) {
        return Table.of(2, "probe", "vital-hill").locations("cart-track").demoTeam(0, 0, 1, 1).option("hostileOrder", hostileOrder)
                .hostiles("forward-scouts#1", "forward-scouts#2", "rifle-platoon#1").fixture();
    }

    private static List<Integer> awaiting(RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> f) {
        return RULES.awaiting(f.state());
    }

    @Test
    @DisplayName("warfighter-war.md Welcome (\"split command\"), §3.2.1 Action Phases (clarification 10): a seat begins and plays only its own Armies' turns; the other seat is not asked meanwhile")
    void seatCommandsOnlyItsArmies() {
        var f = twoSeats("fixed");
        assertEquals(List.of(1), awaiting(f), "the First phase: only the 307th, seat 1's");
        f.when(0, new BeginTurn(4)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        f = f.when(1, new BeginTurn(4)).then();
        f.when(0, new EndTurn()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        f = f.when(1, new EndTurn()).then();

        assertEquals(List.of(0, 1), awaiting(f), "the Normal phase: the 309th (seat 0) and the 48th (seat 1)");
        f.when(0, new BeginTurn(3)).thenViolation("turn.not-yours");
        f.when(1, new BeginTurn(1)).thenViolation("turn.not-yours");
        f.when(0, new BeginTurn(1)).isLegal();
        f.when(1, new BeginTurn(3)).isLegal();
    }

    @Test
    @DisplayName("warfighter-war.md §2.2 Setting up a Team, §3.2.1 Action Phases (\"the player picks which Hostile acts\"; clarification 10): the lead seat builds the team and picks the Hostile, whoever commands the Armies")
    void leadSeatTakesTeamChoices() {
        var building = Table.of(2, "probe", "vital-hill").locations("cart-track").fixture();
        assertEquals(List.of(0), awaiting(building));
        building.when(1, new Recruit("48th-battalion", 1)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        var recruited = building.when(0, new Recruit("48th-battalion", 1)).then();
        assertEquals(1, recruited.state().army(1).seat(), "the lead seat names the seat that commands it");

        var f = twoSeats("players").when(1, new BeginTurn(4)).then()
                .when(1, new ActivateLocation(2)).then() // 169 RP: Hostile Value 5, two Forward Scouts and a Rifle Platoon
                .when(1, new EndTurn()).then()
                .when(1, new BeginTurn(3)).then()
                .when(1, new EndTurn()).then();
        assertEquals(3, f.state().hostiles().size());
        assertEquals(List.of(0), awaiting(f), "three Hostiles may act: the lead seat picks, though seat 1 just acted");
        f.when(1, new ChooseHostile(1)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        assertTrue(RULES.legalActions(f.state(), 0).containsAll(
                List.of(new ChooseHostile(1), new ChooseHostile(2), new ChooseHostile(3))));
    }
}
