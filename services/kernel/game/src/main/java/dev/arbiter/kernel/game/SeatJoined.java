package dev.arbiter.kernel.game;

/** A player took a seat; {@code clientSeed}, when given, is mixed into every later die. */
public record SeatJoined(int seat, String name, String clientSeed) implements Lifecycle {
}
