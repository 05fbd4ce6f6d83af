package dev.arbiter.kernel.game;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A player took a seat; {@code clientSeed}, when given, is mixed into every later die. {@code bot}
 * names the player the service seats itself (say {@code random}); absent for a person, so events
 * written before server-played seats existed read and hash as they did.
 */
public record SeatJoined(int seat, String name, String clientSeed, @JsonInclude(JsonInclude.Include.NON_NULL) String bot)
        implements Lifecycle {

    public static SeatJoined person(int seat, String name, String clientSeed) {
        return new SeatJoined(seat, name, clientSeed, null);
    }

    public static SeatJoined bot(int seat, String bot) {
        return new SeatJoined(seat, bot + " bot", null, bot);
    }
}
