package dev.arbiter.projection.fold;

import java.util.Optional;

/** What a timeline sentence names and the payload only numbers: seats, cards, and earlier events of the game. */
public interface TimelineNames {

    /** The name the seat was taken under, or "seat 2" while nobody has taken it. */
    String seat(int seat);

    /** The card's name in the game's content pack, or its id when the pack does not name it or cannot be read. */
    String card(String id);

    /** The template of the game's event at {@code seq}, to write what a {@code PayloadOpened} reveals of it. */
    Optional<TimelineTemplate> templateOfEvent(long seq);
}
