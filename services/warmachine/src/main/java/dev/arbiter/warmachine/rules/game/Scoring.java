package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Scenario;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Point;

import java.util.List;
import java.util.Optional;

/**
 * How a game is won (A13): a caster kill, Mosh Pit's control points (P03, P08), Annihilation's army points after six
 * rounds (P04), or the opponent's concession.
 */
final class Scoring {

    static final String MOSH_PIT = "mosh-pit";
    static final String ANNIHILATION = "annihilation";
    static final int ANNIHILATION_ROUNDS = 6;
    /** {@link WarmachineEvent.GameWon#how()} of a game its loser conceded (A13). */
    static final String CONCESSION = "concession";

    private final Catalogue cards;
    private final Formation formation;

    Scoring(Catalogue cards, Formation formation) {
        this.cards = cards;
        this.formation = formation;
    }

    /** The game's end by caster kill: the seat whose warcaster is left, or a draw when both are gone (A13). */
    Optional<WarmachineEvent.GameWon> casterKill(WarmachineState state) {
        boolean[] standing = new boolean[WarmachineState.SEATS];
        for (ModelState m : state.models()) {
            if (cards.warcaster(m)) {
                standing[m.seat()] = true;
            }
        }
        if (standing[0] && standing[1]) {
            return Optional.empty();
        }
        return Optional.of(new WarmachineEvent.GameWon(standing[0] ? Integer.valueOf(0) : standing[1] ? 1 : null, "caster-kill"));
    }

    /** Mosh Pit scores from the second player's turn of the scenario's first scoring round on (P08). */
    boolean scoresThisTurn(WarmachineState state, Scenario scenario) {
        int from = scenario.scoring().fromRound();
        return state.round() > from || state.round() == from && state.turnSeat() == state.second();
    }

    /**
     * The seat controls the zone: at least one of its models in it and none of the opponent's (P03). Inert warjacks
     * and troopers out of formation count for neither side.
     */
    boolean controls(WarmachineState state, Scenario scenario, int seat) {
        return inZone(state, scenario, seat) && !inZone(state, scenario, 1 - seat);
    }

    private boolean inZone(WarmachineState state, Scenario scenario, int seat) {
        Point centre = new Point(scenario.zone().centre().get(0), scenario.zone().centre().get(1));
        return state.of(seat).stream().filter(ModelState::deployed).filter(m -> !m.inert())
                .filter(m -> formation.inFormation(state, m))
                .anyMatch(m -> Measure.within(cards.figure(m), centre, scenario.zone().radius()));
    }

    /** The army points of the enemy models a seat destroyed; a unit counts once all its troopers are gone (P04). */
    int annihilationPoints(WarmachineState state, int seat) {
        int points = 0;
        for (ModelState gone : state.removed()) {
            if (gone.seat() == seat) {
                continue;
            }
            if (gone.unit() == null) {
                points += cards.points(gone, 0);
            } else if (firstOfItsUnit(state, gone) && state.unit(gone.unit()).isEmpty()) {
                // the unit's size counts its Leader and Grunts, the models on its own card; its price includes the rest
                List<ModelState> sized = state.removed().stream().filter(m -> gone.unit().equals(m.unit()))
                        .filter(m -> cards.type(m) == Profile.Type.UNIT).toList();
                points += cards.points(sized.get(0), sized.size());
            }
        }
        return points;
    }

    private static boolean firstOfItsUnit(WarmachineState state, ModelState gone) {
        return state.removed().stream().filter(m -> gone.unit().equals(m.unit())).findFirst().orElseThrow().id().equals(gone.id());
    }

    List<Integer> annihilationScores(WarmachineState state) {
        return List.of(annihilationPoints(state, 0), annihilationPoints(state, 1));
    }
}
