package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.Slot;
import dev.arbiter.warfighter.rules.WarfighterEvent.LocationActivated;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyGained;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.hostiles.Spawner;
import dev.arbiter.warfighter.rules.turn.Victory;

/** Activating a Location or the Objective: its cost, its Supply for every Army, the Hostiles it draws (§3.3.8). */
public final class Activation {

    private final Catalogue cards;
    private final Spawner spawner;
    private final Victory victory;

    Activation(Catalogue cards) {
        this.cards = cards;
        this.spawner = new Spawner(cards);
        this.victory = new Victory(cards);
    }

    /** Why Activating {@code slot} is refused, or null (§3.3.8; clarifications 23, 24, 27). */
    public String activationProblem(WarfighterState state, ArmyState army, int slot) {
        if (army.activated()) {
            return "activate.once-per-turn";
        }
        if (slot < 1 || slot > state.objectiveSlot() || Math.abs(slot - army.column()) != 1) {
            return "activate.adjacent";
        }
        Slot s = state.slot(slot);
        if (s.active() || s.card() == null) {
            return "activate.not-inactive";
        }
        String cost = activationCost(s);
        if (cost.equals("action") && cards.actionsLeft(army) == 0) {
            return "action.none-left";
        }
        if (cost.equals("xp") && army.xp() < 1) {
            return "activate.xp";
        }
        return null;
    }

    private String activationCost(Slot s) {
        return Slot.LOCATION.equals(s.kind()) ? cards.pack.location(s.card()).orElseThrow().activationCost()
                : cards.pack.objective(s.card()).orElseThrow().activationCost();
    }

    void activate(Emitter em, Dice dice, ArmyState army, int slot) {
        String problem = activationProblem(em.state(), army, slot);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, "§3.3.8 Activate a Location Card", "Army " + army.number() + " cannot Activate slot " + slot
                    + " (" + problem + ")");
        }
        Slot s = em.state().slot(slot);
        // Recon Report and the like: the next Activation draws that much less (or more) Hostile Value
        int budget = Math.max(0, cards.budget(em.state(), s) + em.state().activationModifier());
        em.emit(new LocationActivated(slot, army.number(), activationCost(s), budget));
        int supply = Slot.LOCATION.equals(s.kind()) ? cards.pack.location(s.card()).orElseThrow().supply()
                : cards.pack.objective(s.card()).orElseThrow().supply();
        // clarification 25: every Army in play gains (up to its Value) or loses (what it has) the card's Supply
        for (ArmyState a : em.state().standing()) {
            if (a.supply() == null) {
                continue;
            }
            if (supply > 0 && a.supply() < cards.supplyValue(a)) {
                em.emit(new SupplyGained("army", a.number(), Math.min(supply, cards.supplyValue(a) - a.supply()), "location"));
            } else if (supply < 0 && a.supply() > 0) {
                em.emit(new SupplyLost("army", a.number(), Math.min(-supply, a.supply()), "location"));
            }
        }
        spawner.draw(em, dice, slot, budget, Slot.OBJECTIVE.equals(s.kind()));
        victory.checkWin(em);
    }
}
