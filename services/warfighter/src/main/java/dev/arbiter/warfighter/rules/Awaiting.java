package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.campaign.MissionRetreat;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.List;

/** Whose decision the game waits for, from public facts only (docs/rules/warfighter.md, Whose decision it waits for). */
final class Awaiting {

    static final int LEAD_SEAT = 0;

    private final Flow flow;

    Awaiting(Flow flow) {
        this.flow = flow;
    }

    List<Integer> seats(WarfighterState state) {
        if (state.stage() == Stage.OVER) {
            return List.of();
        }
        if (state.stage() == Stage.TEAM || state.stage() == Stage.TOWN || state.stage() == Stage.ROUTE || state.stage() == Stage.DESPERATION
                || MissionRetreat.atTurnEnd(state)) {
            return List.of(LEAD_SEAT);
        }
        if (!state.environ().isEmpty()) {
            return state.environ().stream().map(n -> state.army(n).seat()).distinct().sorted().toList();
        }
        if (flow.payments().waiting(state)) {
            return flow.payments().seats(state);
        }
        if (state.hitsDue() != null) {
            return List.of(state.army(state.hitsDue().army()).seat());
        }
        if (state.reaction() != null) {
            return state.reaction().seats();
        }
        if (state.actor() != null) {
            return List.of(state.army(state.actor()).seat());
        }
        String side = flow.side(state);
        if ("player".equals(side)) {
            return java.util.stream.Stream.concat(flow.dueArmies(state).stream().map(ArmyState::seat),
                    flow.attachmentTurn().due(state).stream().map(t -> state.army(t.army()).seat())).distinct().sorted().toList();
        }
        if ("hostile".equals(side) && "players".equals(state.hostileOrder()) && flow.hostiles().due(state).size() > 1) {
            return List.of(LEAD_SEAT);
        }
        return List.of();
    }
}
