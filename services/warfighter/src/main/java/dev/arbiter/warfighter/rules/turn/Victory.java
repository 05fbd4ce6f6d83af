package dev.arbiter.warfighter.rules.turn;

import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.Stage;
import dev.arbiter.warfighter.rules.WarfighterEvent.GameOver;
import dev.arbiter.warfighter.rules.WarfighterEvent.ObjectiveHeld;
import dev.arbiter.warfighter.rules.WarfighterEvent.ObjectiveHoldLost;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;

/**
 * How a mission ends (§3 Playing the Mission, §3.4.1 Army Down): won the moment the Objective is
 * Active, no Objective Hostile is left and its condition is met; lost the moment every Army is
 * Downed. Running out of time is no loss by itself (clarification 11). An Objective with a
 * {@code holdTurns} condition is won instead at the end of the Game Turn that completes an unbroken
 * hold: taken as above and an Army on it, at that many Game Turn ends in a row (clarification 33).
 */
public final class Victory {

    private final Catalogue cards;

    public Victory(Catalogue cards) {
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

    private int holdTurns(WarfighterState state) {
        return cards.pack.objective(state.objective()).orElseThrow().conditions().stream()
                .filter(c -> c.kind().equals("holdTurns")).mapToInt(Cards.Condition::amount).sum();
    }

    public void checkWin(Emitter em) {
        if (em.state().stage() == Stage.PLAY && holdTurns(em.state()) == 0 && objectiveTaken(em.state())) {
            win(em);
        }
    }

    /** Cleanup's end: counts the hold of a {@code holdTurns} Objective, or breaks it, and wins when it is long enough. */
    void checkHold(Emitter em) {
        WarfighterState state = em.state();
        int needed = holdTurns(state);
        if (state.stage() != Stage.PLAY || needed == 0) {
            return;
        }
        boolean held = objectiveTaken(state) && state.standing().stream().anyMatch(a -> a.column() == state.objectiveSlot());
        if (!held) {
            if (state.heldSince() != null) {
                em.emit(new ObjectiveHoldLost(state.turn()));
            }
            return;
        }
        int turns = state.heldSince() == null ? 1 : state.turn() - state.heldSince() + 1;
        em.emit(new ObjectiveHeld(state.turn(), turns, needed));
        if (turns >= needed) {
            win(em);
        }
    }

    /** The mission is won: a campaign game goes on to its Mission Result (§4.6), a standalone one ends. */
    private void win(Emitter em) {
        if (em.state().campaign() != null) {
            new CampaignGame(cards).succeed(em);
            return;
        }
        em.emit(new GameOver("victory", null));
    }

    public void checkDefeat(Emitter em) {
        if (em.state().stage() == Stage.PLAY && em.state().standing().isEmpty()) {
            if (em.state().campaign() != null) {
                new CampaignGame(cards).fail(em);
                return;
            }
            em.emit(new GameOver("defeat", null));
        }
    }
}
