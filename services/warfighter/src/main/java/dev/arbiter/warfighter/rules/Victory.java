package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.WarfighterEvent.GameOver;

/**
 * How a mission ends (§3 Playing the Mission, §3.4.1 Army Down): won the moment the Objective is
 * Active, no Objective Hostile is left and its condition is met; lost the moment every Army is
 * Downed. Running out of time is no loss by itself (clarification 11).
 */
final class Victory {

    private final Catalogue cards;

    Victory(Catalogue cards) {
        this.cards = cards;
    }

    boolean objectiveTaken(WarfighterState state) {
        if (!state.slot(state.objectiveSlot()).active() || state.hostiles().stream().anyMatch(HostileState::objective)) {
            return false;
        }
        Cards.Objective objective = cards.pack.objective(state.objective()).orElseThrow();
        return objective.conditions().stream().filter(c -> c.kind().equals("spendSupply"))
                .allMatch(c -> state.objectiveSupplied() >= c.amount());
    }

    void checkWin(Emitter em) {
        if (em.state().stage() == Stage.PLAY && objectiveTaken(em.state())) {
            if (em.state().campaign() != null) {
                new CampaignGame(cards).succeed(em);
                return;
            }
            em.emit(new GameOver("victory", null));
        }
    }

    void checkDefeat(Emitter em) {
        if (em.state().stage() == Stage.PLAY && em.state().standing().isEmpty()) {
            if (em.state().campaign() != null) {
                new CampaignGame(cards).fail(em);
                return;
            }
            em.emit(new GameOver("defeat", null));
        }
    }
}
