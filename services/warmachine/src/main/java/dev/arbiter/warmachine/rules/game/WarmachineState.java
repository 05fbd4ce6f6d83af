package dev.arbiter.warmachine.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A game of WARMACHINE Prime between two seats (inventory §1.5). Immutable: {@link Evolve} returns a new one.
 *
 * @param pack the content pack's id, {@code scenario} "mosh-pit" or "annihilation", {@code layout} the terrain
 * @param lists each seat's army list id
 * @param rolls the last starting roll, a die per seat
 * @param chooser the seat that won the starting roll
 * @param first the first player's seat
 * @param secondEdge the edge the second player chose: "south" (y = 0) or "north" (y = 48)
 * @param models the models in play; {@code removed} those destroyed or removed from play
 * @param turnSeat whose turn it is
 * @param activation the activation in progress, null between activations
 * @param prompts decisions owed out of turn, the first answered first ({@link Prompt})
 * @param controlPoints per seat (P08)
 * @param winner the winning seat once over, null for a draw
 * @param ending how the game ended: "caster-kill", "scenario", "annihilation-points", "concession"
 */
public record WarmachineState(String pack, String scenario, String layout, List<String> lists, Stage stage,
                              List<Integer> rolls, Integer chooser, Integer first, String secondEdge,
                              List<ModelState> models, List<ModelState> removed, int round, Integer turnSeat,
                              Activation activation, List<Prompt> prompts, List<Integer> controlPoints, Integer winner, String ending) {

    public static final int SEATS = 2;

    public WarmachineState {
        lists = List.copyOf(lists);
        rolls = List.copyOf(rolls);
        models = List.copyOf(models);
        removed = List.copyOf(removed);
        prompts = List.copyOf(prompts);
        controlPoints = List.copyOf(controlPoints);
    }

    public Optional<ModelState> model(String id) {
        return models.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    public List<ModelState> of(int seat) {
        return models.stream().filter(m -> m.seat() == seat).toList();
    }

    public List<ModelState> unit(String unitId) {
        return models.stream().filter(m -> unitId.equals(m.unit())).toList();
    }

    public Optional<ModelState> commander(String unitId) {
        return unit(unitId).stream().filter(ModelState::commands).findFirst();
    }

    /** The game's turns numbered from 1, one a player turn (the timed modifiers' clock, I07). */
    public int turnNumber() {
        return turnNumber(round, turnSeat);
    }

    public int turnNumber(int inRound, int seat) {
        return 2 * (inRound - 1) + (seat == first ? 1 : 2);
    }

    public int second() {
        return 1 - first;
    }

    /** The edge a seat deploys from: the second player's choice, the first player's the opposite one. */
    public String edge(int seat) {
        if (seat == second()) {
            return secondEdge;
        }
        return "south".equals(secondEdge) ? "north" : "south";
    }

    /** The seat deploying now: the first player until all its models are down, then the second. */
    public int deploying() {
        return of(first).stream().allMatch(ModelState::deployed) ? second() : first;
    }

    WarmachineState with(Stage s) {
        return new WarmachineState(pack, scenario, layout, lists, s, rolls, chooser, first, secondEdge, models, removed, round,
                turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withModel(String id, UnaryOperator<ModelState> change) {
        List<ModelState> changed = models.stream().map(m -> m.id().equals(id) ? change.apply(m) : m).toList();
        return withModels(changed);
    }

    WarmachineState withModels(List<ModelState> changed) {
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge, changed, removed, round,
                turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withRemoved(String id) {
        List<ModelState> gone = new ArrayList<>(removed);
        model(id).ifPresent(gone::add);
        List<ModelState> left = models.stream().filter(m -> !m.id().equals(id)).toList();
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge, left, gone, round,
                turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withActivation(Activation a) {
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge, models, removed, round,
                turnSeat, a, prompts, controlPoints, winner, ending);
    }

    WarmachineState withRolls(List<Integer> dice, Integer winnerOfRoll) {
        return new WarmachineState(pack, scenario, layout, lists, winnerOfRoll == null ? stage : Stage.ORDER, dice, winnerOfRoll,
                first, secondEdge, models, removed, round, turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withFirst(int seat) {
        return new WarmachineState(pack, scenario, layout, lists, Stage.EDGE, rolls, chooser, seat, secondEdge, models, removed, round,
                turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withEdge(String edge) {
        return new WarmachineState(pack, scenario, layout, lists, Stage.DEPLOYMENT, rolls, chooser, first, edge, models, removed,
                round, turnSeat, activation, prompts, controlPoints, winner, ending);
    }

    WarmachineState withTurn(int newRound, int seat) {
        return new WarmachineState(pack, scenario, layout, lists, Stage.CONTROL, rolls, chooser, first, secondEdge, models, removed,
                newRound, seat, null, prompts, controlPoints, winner, ending);
    }

    WarmachineState withPrompts(List<Prompt> owed) {
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge, models, removed, round,
                turnSeat, activation, owed, controlPoints, winner, ending);
    }

    WarmachineState withControlPoints(int seat, int total) {
        List<Integer> points = new ArrayList<>(controlPoints);
        points.set(seat, total);
        return new WarmachineState(pack, scenario, layout, lists, stage, rolls, chooser, first, secondEdge, models, removed, round,
                turnSeat, activation, prompts, points, winner, ending);
    }

    WarmachineState over(Integer winningSeat, String how) {
        return new WarmachineState(pack, scenario, layout, lists, Stage.OVER, rolls, chooser, first, secondEdge, models, removed,
                round, turnSeat, null, prompts, controlPoints, winningSeat, how);
    }
}
