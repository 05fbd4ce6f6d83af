package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Rulebook "Units": formation, out of formation, unit activation, Press Forward (L01, L05-L09, E05, E09). */
class UnitTest {

    private static final List<String> TROOPERS = IntStream.rangeClosed(1, 6).mapToObj(k -> IRONCOATS + "-" + k).toList();

    @Test
    @DisplayName("L07: a unit activates as one; each trooper makes its own Normal Movement; the activation ends once, for all")
    void unitActivation() {
        var unit = activating().when(0, new Activate(IRONCOATS, null)).isLegal()
                .thenEvents(new Activated(IRONCOATS, TROOPERS, null, List.of()));
        var moved = unit.when(0, new AdvanceModel(IRONCOATS + "-2", List.of(new Point(6, 8)), null)).then()
                .when(0, new AdvanceModel(IRONCOATS + "-3", List.of(new Point(8, 8)), null)).then();
        moved.when(0, new AdvanceModel(IRONCOATS + "-2", List.of(new Point(6, 10)), null)).thenViolation("movement.not-now");
        var ended = moved.when(0, new EndActivation()).thenEvents(new ActivationEnded(IRONCOATS));
        assertEquals(6, ended.state().unit(IRONCOATS).stream().filter(ModelState::activated).count());
    }

    @Test
    @DisplayName("A19, L07: a trooper makes its Combat Action only after every trooper of its unit has resolved its Normal Movement")
    void combatActionsWaitForTheWholeUnitsMovement() {
        // rulebook "Unit Activation": "After all the models in a unit resolve their Normal Movements, each model in the unit
        // resolves its Combat Action"; Timing appendix, "Activation Timing" steps 4-9. Briar stands 6" north of the Leader
        String leader = IRONCOATS + "-1";
        var unit = activating(at(BRIAR, 3.5, 10, 270)).when(0, new Activate(IRONCOATS, null)).then();
        var leaderMoved = unit.when(0, new ForfeitMovement(leader)).then();
        leaderMoved.when(0, new RangedAttack(leader, 0, BRIAR, false, false)).thenViolation("attack.unit-moving");
        assertEquals(List.of(), RULES.legalActions(leaderMoved.state(), 0).stream().filter(c -> c instanceof RangedAttack).toList(),
                "no attack is offered while troopers have yet to move");
        var allMoved = leaderMoved;
        for (String trooper : TROOPERS.subList(1, TROOPERS.size())) {
            allMoved = allMoved.when(0, new ForfeitMovement(trooper)).then();
        }
        // 1 + 1: all ones miss
        allMoved.when(0, new RangedAttack(leader, 0, BRIAR, false, false), 1, 1).isLegal();
    }

    @Test
    @DisplayName("L05, B06, B05: formation is measured by the commander's current CMD, with the modifiers in play")
    void formationUsesTheCurrentCommand() {
        // rulebook "Unit Formation": in formation "while it is within its unit commander's command range"; a command range
        // is "equal to its current CMD" ("Command Range"). +2 CMD on the Leader (CMD 8) at (3.5, 3): trooper 6, 9" beyond
        // its base, is in formation
        TimedModifier rally = new TimedModifier("Rally", new Modifier("CMD", 2), 0, 9);
        double nine = 3.5 + 2 * 0.5906 + 9;
        activating(at(IRONCOATS + "-6", nine, 3, 90)).given(new SpellTookEffect(IRONCOATS + "-1", "Rally", List.of(rally)))
                .when(0, new Activate(IRONCOATS, null)).thenEvents(new Activated(IRONCOATS, TROOPERS, null, List.of()));
        activating(at(IRONCOATS + "-6", nine, 3, 90)).when(0, new Activate(IRONCOATS, null))
                .thenEvents(new Activated(IRONCOATS, TROOPERS, null, List.of(IRONCOATS + "-6")));
    }

    @Test
    @DisplayName("L05, L06, E11: a trooper beyond its commander's CMD is out of formation at the start of the activation; it must advance toward its commander or run directly toward it, and makes no attack")
    void outOfFormation() {
        // the Leader at (3.5, 3), CMD 8: trooper 6 at (34, 8) is about 29.7" from its base
        var unit = activating(at(IRONCOATS + "-6", 34, 8, 90)).when(0, new Activate(IRONCOATS, null))
                .thenEvents(new Activated(IRONCOATS, TROOPERS, null, List.of(IRONCOATS + "-6")));
        unit.when(0, new AdvanceModel(IRONCOATS + "-6", List.of(new Point(40, 8)), null)).thenViolation("formation.toward-commander");
        unit.when(0, new Aim(IRONCOATS + "-6")).thenViolation("formation.toward-commander");
        unit.when(0, new Run(IRONCOATS + "-6", List.of(new Point(25, 12)), null)).thenViolation("formation.toward-commander");
        // L06: having advanced toward its commander it forfeits its Combat Action (refused before range or sight is asked)
        var advanced = unit.when(0, new AdvanceModel(IRONCOATS + "-6", List.of(new Point(30, 7)), null)).then();
        advanced.when(0, new RangedAttack(IRONCOATS + "-6", 0, THORNE, false, false)).thenViolation("attack.not-now");
        unit.when(0, new Run(IRONCOATS + "-6", List.of(new Point(3.5, 3)), null)).then();
        unit.when(0, new ForfeitMovement(IRONCOATS + "-6")).thenViolation("order.must-move");
        unit.when(0, new EndActivation()).thenViolation("order.must-move");
    }

    @Test
    @DisplayName("E05, E09, L09: a trooper runs or charges only under Press Forward, which only a unit's commander issues; then a trooper in formation must run or charge")
    void pressForward() {
        var plain = activating().when(0, new Activate(IRONCOATS, null)).then();
        plain.when(0, new Run(IRONCOATS + "-2", List.of(new Point(6, 20)), null)).thenViolation("run.trooper-needs-order");
        activating().when(0, new Activate(VANCE, Activation.PRESS_FORWARD)).thenViolation("activation.order");
        var ordered = activating().when(0, new Activate(IRONCOATS, Activation.PRESS_FORWARD)).isLegal().then();
        ordered.when(0, new AdvanceModel(IRONCOATS + "-2", List.of(new Point(6, 8)), null)).thenViolation("order.press-forward");
        ordered.when(0, new Aim(IRONCOATS + "-2")).thenViolation("order.press-forward");
        ordered.when(0, new ForfeitMovement(IRONCOATS + "-2")).thenViolation("order.must-move");
        ordered.when(0, new EndActivation()).thenViolation("order.must-move");
        ordered.when(0, new Run(IRONCOATS + "-2", List.of(new Point(6, 20)), null)).then();
    }
}
