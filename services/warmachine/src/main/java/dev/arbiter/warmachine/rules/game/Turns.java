package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmachine.rules.Scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The steps the service takes by itself (rulebook "Setup, Deployment & Victory Conditions", "The Player Turn"): the
 * starting roll, the start of a turn (Maintenance and the Control Phase's replenish and power up), and the end of a
 * turn once every model has activated (scoring, then victory), and the end of the upkeep spells of a caster gone (I11).
 */
final class Turns {

    private final Catalogue cards;
    private final Focus focus;
    private final Scoring scoring;
    private final ContinuousEffects continuous;

    Turns(Catalogue cards, Focus focus, Scoring scoring, ContinuousEffects continuous) {
        this.cards = cards;
        this.focus = focus;
        this.scoring = scoring;
        this.continuous = continuous;
    }

    /** True when the game waits for nobody: the kernel then calls {@link #step}. */
    boolean automatic(WarmachineState state) {
        if (state.stage() == Stage.OVER) {
            return false;
        }
        if (!Upkeeps.orphaned(state).isEmpty()) {
            return true;
        }
        if (state.stage().ordinal() > Stage.DEPLOYMENT.ordinal() && scoring.casterKill(state).isPresent()) {
            return true;
        }
        if (!state.prompts().isEmpty()) {
            return false;
        }
        return switch (state.stage()) {
            case STARTING_ROLL, TURN_START -> true;
            case ACTIVATION -> state.activation() == null && toActivate(state).isEmpty();
            default -> false;
        };
    }

    List<WarmachineEvent> step(WarmachineState state, Dice dice) {
        List<WarmachineEvent> orphaned = Upkeeps.orphaned(state);
        if (!orphaned.isEmpty()) {
            // a caster's upkeep spells expire as soon as it is gone, before anything else, the caster kill included (I11)
            return orphaned;
        }
        if (state.stage().ordinal() > Stage.DEPLOYMENT.ordinal()) {
            Optional<WarmachineEvent.GameWon> kill = scoring.casterKill(state);
            if (kill.isPresent()) {
                return List.of(kill.get());
            }
        }
        return switch (state.stage()) {
            case STARTING_ROLL -> startingRoll(dice);
            case TURN_START -> turnStart(state, dice);
            case ACTIVATION -> turnEnd(state);
            default -> throw new IllegalStateException("nothing to do by itself at " + state.stage());
        };
    }

    /** Each player rolls a d6; the higher chooses the order, a tie is rolled again (step 2). */
    private static List<WarmachineEvent> startingRoll(Dice dice) {
        Roll a = dice.d6();
        Roll b = dice.d6();
        Integer chooser = a.value() == b.value() ? null : a.value() > b.value() ? 0 : 1;
        return List.of(new WarmachineEvent.StartingRolled(List.of(a, b), chooser));
    }

    /**
     * The turn begins, then Maintenance and the Control Phase's automatic steps. Continuous effects (Maintenance step 2)
     * are resolved on the state they leave before focus is seen to: a warjack's focus removal (step 1) reads nothing
     * they change, and replenishing and powering up must not count a model they destroyed.
     */
    private List<WarmachineEvent> turnStart(WarmachineState state, Dice dice) {
        int round;
        int seat;
        if (state.turnSeat() == null) {
            round = 1;
            seat = state.first();
        } else if (state.turnSeat() == state.first()) {
            round = state.round();
            seat = state.second();
        } else {
            round = state.round() + 1;
            seat = state.first();
        }
        WarmachineEvent began = new WarmachineEvent.TurnBegan(round, seat);
        WarmachineState begun = continuous.folded(state, List.of(began));
        List<WarmachineEvent> events = new ArrayList<>(List.of(began));
        List<WarmachineEvent> maintenance = continuous.maintenance(begun, seat, dice);
        events.addAll(maintenance);
        events.addAll(focus.turnStart(continuous.folded(begun, maintenance), seat));
        return events;
    }

    /** The models and units of the turn player still to activate: on the table, not inert (A18, K15). */
    List<String> toActivate(WarmachineState state) {
        return state.of(state.turnSeat()).stream().filter(m -> m.deployed() && !m.activated() && !m.inert())
                .map(m -> m.unit() == null ? m.id() : m.unit()).distinct().toList();
    }

    private List<WarmachineEvent> turnEnd(WarmachineState state) {
        int seat = state.turnSeat();
        List<WarmachineEvent> events = new ArrayList<>();
        Integer winner = null;
        String how = null;
        if (Scoring.MOSH_PIT.equals(state.scenario())) {
            Scenario scenario = cards.pack().scenario(Scoring.MOSH_PIT).orElseThrow();
            if (scoring.scoresThisTurn(state, scenario) && scoring.controls(state, scenario, seat)) {
                int total = state.controlPoints().get(seat) + scenario.scoring().perTurn();
                events.add(new WarmachineEvent.ZoneScored(seat, total));
                if (total >= scenario.scoring().victory()) {
                    winner = seat;
                    how = "scenario";
                }
            }
        }
        int turn = state.turnNumber();
        for (ModelState model : state.models()) {
            model.effects().stream().filter(effect -> effect.expiry().expiredAfter(turn))
                    .forEach(effect -> events.add(new WarmachineEvent.EffectEnded(model.id(), effect.name(), "duration")));
        }
        events.add(new WarmachineEvent.TurnEnded(state.round(), seat));
        if (how != null) {
            events.add(new WarmachineEvent.GameWon(winner, how));
        } else if (Scoring.ANNIHILATION.equals(state.scenario()) && state.round() == Scoring.ANNIHILATION_ROUNDS && seat == state.second()) {
            List<Integer> points = scoring.annihilationScores(state);
            Integer best = points.get(0).equals(points.get(1)) ? null : points.get(0) > points.get(1) ? 0 : 1;
            events.add(new WarmachineEvent.GameWon(best, "annihilation-points"));
        }
        return events;
    }
}
