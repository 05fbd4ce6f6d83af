package dev.arbiter.kharnage.rules;

/** The combat points an attack still has against one army. */
public record Allotment(int army, int points) {
}
