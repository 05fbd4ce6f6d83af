package dev.arbiter.warfighter.rules;

import java.util.List;

/**
 * One Hostile on the display, numbered in the order placed (its instance number): card, column,
 * counters, whether it holds an Objective Hostile counter (§3.3.8), its Hostile Attachments with,
 * beside each, the Supply of its own stack ({@code attachmentSupply}, null for an Attachment that
 * prints none: §3.3.8 "Attachments maintain a separate Supply counter stack"), and what it did this
 * Game Turn (acted, moved, Actions spent).
 */
public record HostileState(int number, String card, int column, int hits, int pins, Integer supply, boolean objective,
                           List<String> attachments, List<Integer> attachmentSupply, boolean acted, boolean moved, int actionsSpent) {

    public HostileState {
        attachments = List.copyOf(attachments);
        attachmentSupply = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(attachmentSupply));
    }

    /** A Hostile just placed: no counters but its Supply, no Attachment. */
    public static HostileState placed(int number, String card, int column, Integer supply, boolean objective) {
        return new HostileState(number, card, column, 0, 0, supply, objective, List.of(), List.of(), false, false, 0);
    }

    public HostileState at(int newColumn) {
        return new HostileState(number, card, newColumn, hits, pins, supply, objective, attachments, attachmentSupply, acted, moved, actionsSpent);
    }

    public HostileState counters(int newHits, int newPins, Integer newSupply) {
        return new HostileState(number, card, column, newHits, newPins, newSupply, objective, attachments, attachmentSupply, acted, moved, actionsSpent);
    }

    /** With one more Attachment, its own stack holding {@code stack} Supply (null: it prints none). */
    public HostileState attach(String attachment, Integer stack) {
        List<String> newAttachments = new java.util.ArrayList<>(attachments);
        newAttachments.add(attachment);
        List<Integer> newSupply = new java.util.ArrayList<>(attachmentSupply);
        newSupply.add(stack);
        return new HostileState(number, card, column, hits, pins, supply, objective, newAttachments, newSupply, acted, moved, actionsSpent);
    }

    /** The Supply on the stack of Attachment {@code attachment}, or null. */
    public Integer stack(String attachment) {
        int i = attachments.indexOf(attachment);
        return i < 0 ? null : attachmentSupply.get(i);
    }

    /** The stack of Attachment {@code attachment} changed by {@code change}. */
    public HostileState stack(String attachment, int change) {
        List<Integer> newSupply = new java.util.ArrayList<>(attachmentSupply);
        int i = attachments.indexOf(attachment);
        newSupply.set(i, newSupply.get(i) + change);
        return new HostileState(number, card, column, hits, pins, supply, objective, attachments, newSupply, acted, moved, actionsSpent);
    }

    public HostileState turn(boolean newActed, boolean newMoved, int newSpent) {
        return new HostileState(number, card, column, hits, pins, supply, objective, attachments, attachmentSupply, newActed, newMoved, newSpent);
    }
}
