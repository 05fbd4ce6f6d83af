package dev.arbiter.warfighter.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.combat.Combat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The manual's worked examples that need a game in play (docs/rules/warfighter.md, The manual's worked examples 15, 19, 20). */
class WorkedGameTest {

    /** Every due Army of seat 0 begins and ends its turn until the next Game Turn has begun; returns the events. */
    private static List<WarfighterEvent> passGameTurn(RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent>[] holder) {
        RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> f = holder[0];
        WarfighterRules rules = new WarfighterRules(Table.DEMO);
        int turn = f.state().turn();
        List<WarfighterEvent> events = new ArrayList<>();
        while (f.state().turn() == turn && f.state().stage() == Stage.PLAY) {
            BeginTurn begin = (BeginTurn) rules.legalActions(f.state(), 0).stream().filter(c -> c instanceof BeginTurn).findFirst().orElseThrow();
            f = f.when(0, begin).then();
            List<WarfighterEvent> ended = f.when(0, new EndTurn()).events();
            f = f.given(ended);
            events.addAll(ended);
        }
        holder[0] = f;
        return events;
    }

    @Test
    @DisplayName("warfighter-war.md, §3.2.0.2 Exhaustion (clarifications 30, 50): on the -2 space an Army with 1 Supply pays it and takes 1 Hit; a dash-Supply Army takes 2 Hits, which Down the Battery")
    void exhaustion() {
        @SuppressWarnings("unchecked")
        RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent>[] f = new RulesFixture[] {
                Table.probe().army("309th-regiment").army("hollow-ridge-battery").fixture()
                        .given(new SupplyLost("army", 1, 4, "test"), new TimerAdvanced(-1))};
        List<WarfighterEvent> events = passGameTurn(f);
        assertEquals(new GameTurnBegan(2, -2), Board.only(GameTurnBegan.class, events).get(0));
        assertEquals(List.of(new ExhaustionPaid(1, 1, 1), new ExhaustionPaid(2, 0, 2)), Board.only(ExhaustionPaid.class, events));
        assertEquals(List.of(new ArmyDowned(2, 40)), Board.only(ArmyDowned.class, events), "Manpower 2, two Hits; the team is worth 40 after");
        assertEquals(0, f[0].state().army(1).supply());
        assertEquals(1, f[0].state().army(1).hits());
    }

    @Test
    @DisplayName("warfighter-war.md, §3 Playing the Mission, §3.3.8 (clarification 64): with two Objective Hostiles the first Eliminated lets play go on; the second wins at once")
    void objectiveWin() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 3);
        board.given(new LocationActivated(3, regiment, "free", 0));
        int first = board.hostile("rifle-platoon", 3, true);
        int second = board.hostile("rifle-platoon", 3, true);
        board.hostileCounters(first, regiment, 1, 0).hostileCounters(second, regiment, 1, 0);

        List<WarfighterEvent> one = board.armyDoes(regiment, new Attack(first, false, List.of(), List.of()), 6, 2);
        assertEquals(new HostileEliminated(first, regiment, 1), one.get(one.size() - 1), "play goes on");
        List<WarfighterEvent> two = board.armyDoes(regiment, new Attack(second, false, List.of(), List.of()), 6, 2);
        assertEquals(List.of(new HostileEliminated(second, regiment, 1), new GameOver("victory", null)), two.subList(two.size() - 2, two.size()));
        assertEquals(Stage.OVER, board.state().stage());
    }

    @Test
    @DisplayName("warfighter-war.md, §3.4.1 Army Down (clarification 39): a team worth 169 loses a 40 RP Army with its 10 RP Attachment: worth 119, and the next Activation draws 3")
    void armyDownRecount() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "engineer-company");
        int battalion = board.army("48th-battalion", 1);
        board.train(battalion, "extra-maps");
        board.army("307th-battalion", 1);
        board.army("hollow-ridge-battery", 1);
        board.army("kestrel-motor-company", 1);
        assertEquals(169, board.cards().teamValue(board.state()));
        assertEquals(5, board.cards().budget(board.state(), board.state().slot(3)));

        board.armyHits(regiment, 6);
        assertEquals(List.of(new ArmyDowned(regiment, 119)), board.when((em, dice) -> new Combat(board.cards()).downIfBeaten(em, regiment)));
        assertEquals(3, board.cards().budget(board.state(), board.state().slot(3)));
        assertEquals(List.of(), board.state().army(regiment).attachments(), "its Attachment goes back to the box");
    }

    @Test
    @DisplayName("warfighter-war.md §3.3.8 (\"the amount of Resource Points you spent during Setup\"), §3.4.1 (recounted \"When you lose an Army\"): a team worth 169 whose 5 RP Field Radio is destroyed still draws 5 at its next Activation")
    void destroyedAttachmentKeepsTheTeamValue() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        board.equip(regiment, "engineer-company").equip(regiment, "field-radio").train(regiment, "quality-soldiers");
        board.army("hollow-ridge-battery", 1);
        board.train(board.army("48th-battalion", 1), "extra-maps");
        board.army("307th-battalion", 1);
        assertEquals(169, board.cards().teamValue(board.state()));

        board.given(new AttachmentDestroyed(regiment, "field-radio"));
        assertEquals(169, board.cards().teamValue(board.state()), "losing an Attachment is not losing an Army");
        assertEquals(5, board.cards().budget(board.state(), board.state().slot(3)));
    }
}
