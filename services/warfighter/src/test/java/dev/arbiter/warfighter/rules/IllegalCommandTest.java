package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One refusal per rule a command of the mission can break, through the rules' own {@code decide} (issue 13: "Illegal
 * commands get problem+json naming the rule and change nothing"). Each asserts the rule's id, that the message cites
 * the manual, and that the state is exactly as before. A seat out of turn and a game that is over are refused by the
 * kernel before the rules see the command (409 not-your-turn, game-finished), as the first two show. Rules refused elsewhere are tested beside their rule (TeamTest,
 * MoveTest, PayForTest, HitAssignmentTest, ReactionTest, RetainTest, TownTest, RetreatTest, ActionsTest, SupplyTest,
 * EnvironmentTest, ObjectiveTest, PinTest, CoopTest).
 */
class IllegalCommandTest {

    /** The command is refused naming {@code rule}, citing the manual, and the state it was sent to is unchanged. */
    private static void refused(Board board, int seat, WarfighterCommand command, String rule) {
        WarfighterState state = board.state();
        String before = state.toString();
        RuleViolation violation = assertThrows(RuleViolation.class,
                () -> new WarfighterRules(board.cards().pack).decide(state, seat, command, new ScriptedDice()));
        assertEquals(rule, violation.rule(), violation.getMessage());
        assertTrue(violation.getMessage().startsWith("warfighter-war.md §"), violation.getMessage());
        assertEquals(before, board.state().toString(), "nothing changed");
    }

    /** Probe, with this Army (number 1, seat 0) on the Mission in its turn. */
    private static Board turnOf(String army) {
        Board board = Board.probe();
        int number = board.army(army, 1);
        return board.given(new TurnBegan(number, 0));
    }

    @Test
    @DisplayName("issue 13 \"the game says whose decision it waits for\", §3.2.1 Action Phases: a seat whose decision is not awaited is refused")
    void notAwaited() {
        Board board = Board.mission(2, "probe", "vital-hill", "cart-track");
        board.army("309th-regiment", 1, 0);
        board.given(new TurnBegan(1, 0));
        RulesFixture.at(new WarfighterRules(board.cards().pack), board.state()).when(1, new EndTurn()).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
    }

    @Test
    @DisplayName("warfighter-war.md §3 Playing the Mission: after the game is over, every command is refused")
    void gameOver() {
        Board board = turnOf("309th-regiment").given(new GameOver("defeat", null));
        RulesFixture.at(new WarfighterRules(board.cards().pack), board.state()).when(0, new EndTurn()).thenRefused(GameRefusal.Kind.FINISHED);
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases: an Army that has taken its turn this Game Turn is not due again")
    void notDue() {
        Board board = turnOf("309th-regiment");
        board.army("fenwick-rifles", 1); // still due in this phase
        board.given(new TurnEnded(1));
        refused(board, 0, new BeginTurn(1), "turn.not-due");
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases: in the player side's slot no Hostile can be chosen")
    void hostileNotDue() {
        Board board = Board.probe();
        board.army("309th-regiment", 1);
        int platoon = board.hostile("rifle-platoon", 2);
        refused(board, 0, new ChooseHostile(platoon), "hostile.not-due");
    }

    @Test
    @DisplayName("warfighter-war.md §3.2.1 Action Phases: an Army's action with no turn begun is refused; so is a team command in an Army's turn")
    void notNow() {
        Board board = Board.probe();
        board.army("309th-regiment", 1);
        refused(board, 0, new EndTurn(), "turn.not-now");
        refused(turnOf("309th-regiment"), 0, new ConfirmTeam(), "turn.not-now");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.1 Move (Action): only to the next column, never off the Mission-Objective span")
    void moveAdjacent() {
        refused(turnOf("309th-regiment"), 0, new Move(-1, List.of()), "move.adjacent");
        refused(turnOf("309th-regiment"), 0, new Move(2, List.of()), "move.adjacent");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.1 Move (Action): only cards in hand may be discarded for Movement")
    void moveDiscardNotHeld() {
        refused(turnOf("309th-regiment"), 0, new Move(1, List.of("rally#1")), "move.discard-not-held");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack: the target must be a Hostile in play")
    void attackNoSuchHostile() {
        refused(turnOf("309th-regiment"), 0, new Attack(9, false, List.of(), List.of()), "attack.no-such-hostile");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2.1 Armies (the 307th's red cost), §3.1.4 Supplies: an Attack whose Supply cost nobody can pay is refused")
    void attackSupply() {
        Board board = turnOf("307th-battalion");
        int platoon = board.hostile("rifle-platoon", 1);
        board.given(new SupplyLost("army", 1, 4, "test"));
        refused(board, 0, new Attack(platoon, false, List.of(), List.of()), "attack.supply");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.2 Declare Attack, §3.3.4: an attack card must be in the attacking Army's hand")
    void cardNotHeld() {
        Board board = turnOf("309th-regiment");
        int platoon = board.hostile("rifle-platoon", 1);
        refused(board, 0, new Attack(platoon, false, List.of("accurate-fire#1"), List.of()), "card.not-held");
        refused(board, 0, new PlayActionCard("rally#1", null, null, null), "card.not-held");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4 Play an Action Card: a card is played only at its own timing (an activity card is no attack card, nor the reverse)")
    void cardTiming() {
        Board board = turnOf("309th-regiment");
        int platoon = board.hostile("rifle-platoon", 1);
        board.hand(1, "rally#1", "accurate-fire#1");
        refused(board, 0, new Attack(platoon, false, List.of("rally#1"), List.of()), "card.timing");
        refused(board, 0, new PlayActionCard("accurate-fire#1", null, null, null), "card.timing");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4 Play an Action Card (\"multiple copies of Accurate Fire\"): only a stackable card is played twice on one attack")
    void cardNotStackable() {
        Board board = turnOf("309th-regiment");
        int platoon = board.hostile("rifle-platoon", 1);
        board.hand(1, "suppressing-fire#1", "suppressing-fire#2");
        refused(board, 0, new Attack(platoon, false, List.of("suppressing-fire#1", "suppressing-fire#2"), List.of()), "card.not-stackable");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.4 Play an Action Card: a card's cost is paid in full or the card is not played (Recon Report's 1 XP)")
    void cardCost() {
        Board board = turnOf("309th-regiment");
        board.hand(1, "recon-report#1");
        refused(board, 0, new PlayActionCard("recon-report#1", null, null, null), "card.cost");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.3 Discard and Draw (Action): only a Player Army holds Action Cards")
    void drawPlayer() {
        refused(turnOf("kestrel-motor-company"), 0, new DiscardAndDraw(List.of()), "draw.player");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.9 Roll for Engineer (Activity): only an Army with an Engineer, at an Engineering Obstacle within reach; an Engineering counter only from an Attachment that holds one (§1.2, clarification 118)")
    void engineer() {
        refused(turnOf("309th-regiment"), 0, new RollEngineer(2), "engineer.none");
        Board board = turnOf("309th-regiment").equip(1, "engineer-company");
        refused(board, 0, new RollEngineer(2), "engineer.no-obstacle");
        refused(board, 0, new PlaceEngineeringCounter("bridging-kit", 2), "engineer.no-counter");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 Activate a Location Card: only an Inactive Location is Activated")
    void activateNotInactive() {
        Board board = Board.probe();
        board.army("309th-regiment", 1);
        board.given(new LocationActivated(2, 1, "free", 0), new TurnBegan(1, 0));
        refused(board, 0, new ActivateLocation(2), "activate.not-inactive");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 Activate a Location Card (\"All Actions and XP must be spent from the Army Activating\"): a 1XP Location needs the XP of the Army itself")
    void activateXp() {
        Board board = Board.mission(FixturePacks.withLocation("cart-track", FixturePacks.activationCost("xp")), 1, "probe", "vital-hill",
                "cart-track");
        board.army("309th-regiment", 1);
        board.given(new TurnBegan(1, 0));
        refused(board, 0, new ActivateLocation(2), "activate.xp");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.1 Move (Action): only a Player Army sets aside a card it holds, for an Army standing")
    void setAside() {
        refused(turnOf("kestrel-motor-company"), 0, new SetAside("rally#1", 1), "setaside.player");
        refused(turnOf("309th-regiment"), 0, new SetAside("rally#1", 1), "setaside.not-held");
        Board board = turnOf("309th-regiment").hand(1, "rally#1");
        refused(board, 0, new SetAside("rally#1", 7), "setaside.no-army");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.7 Trade Supply (Activity): only a Player Army trades Supply")
    void tradePlayer() {
        Board board = turnOf("kestrel-motor-company");
        board.army("309th-regiment", 1);
        refused(board, 0, new TradeSupply(1, 2, null, 1), "trade.player");
    }

    @Test
    @DisplayName("warfighter-war.md §2.2 Setting up a Team: while the team is built, nothing but the team commands")
    void teamBuilding() {
        var f = Table.of(1, "probe", "vital-hill").locations("cart-track").fixture();
        String before = f.state().toString();
        f.when(0, new BeginTurn(1)).thenViolation("team.building");
        assertEquals(before, f.state().toString());
    }
}
