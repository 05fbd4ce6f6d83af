package dev.arbiter.warmachine.rules.geometry;

import java.util.List;

/**
 * What an advance did: the model where it ended, the points its centre passed through, how far
 * it travelled (the leading edge's travel, E02), why it stopped, the models base to base with it there (E13), and the
 * movement allowance it spent (rough terrain costs double, E24).
 */
public record Movement(Figure moved, List<Point> path, double distance, Stop stop, List<String> contacts, double spent) {

    public Movement {
        path = List.copyOf(path);
        contacts = List.copyOf(contacts);
    }
}
