package dev.arbiter.warmachine.rules.combat;

/** One box of a warjack's damage grid: its column (1-6, as printed) and its row counted from the top of that column (0 first). */
public record Box(int column, int row) {
}
