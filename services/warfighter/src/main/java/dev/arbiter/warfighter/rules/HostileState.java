package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * One Hostile on the display, numbered in the order placed (its instance number): card, column,
 * counters, whether it holds an Objective Hostile counter (§3.3.8), its Hostile Attachments, and
 * what it did this Game Turn (acted, moved, Actions spent).
 */
public record HostileState(int number, String card, int column, int hits, int pins, Integer supply, boolean objective,
                           List<String> attachments, boolean acted, boolean moved, int actionsSpent) {

    public HostileState {
        attachments = List.copyOf(attachments);
    }

    public HostileState at(int newColumn) {
        return new HostileState(number, card, newColumn, hits, pins, supply, objective, attachments, acted, moved, actionsSpent);
    }

    public HostileState counters(int newHits, int newPins, Integer newSupply) {
        return new HostileState(number, card, column, newHits, newPins, newSupply, objective, attachments, acted, moved, actionsSpent);
    }

    public HostileState withAttachments(List<String> newAttachments) {
        return new HostileState(number, card, column, hits, pins, supply, objective, newAttachments, acted, moved, actionsSpent);
    }

    public HostileState turn(boolean newActed, boolean newMoved, int newSpent) {
        return new HostileState(number, card, column, hits, pins, supply, objective, attachments, newActed, newMoved, newSpent);
    }
}
