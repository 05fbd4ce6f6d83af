package dev.arbiter.warfighter.rules;

/** An Attachment on an Army, with its Hits and, for one with its own stack, its Supply (§2.2.2 Attachments). */
public record Equipped(String attachment, int hits, Integer supply) {
}
