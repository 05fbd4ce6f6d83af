package dev.arbiter.kernel.spi;

/**
 * Who is looking: one seat, a spectator who sees only public information, or everyone (the
 * full truth, shown once a game is over and to auditors).
 */
public record Viewer(int seat) {

    private static final int SPECTATOR_SEAT = -1;
    private static final int EVERYONE_SEAT = -2;

    public static final Viewer SPECTATOR = new Viewer(SPECTATOR_SEAT);
    public static final Viewer EVERYONE = new Viewer(EVERYONE_SEAT);

    public Viewer {
        if (seat < EVERYONE_SEAT) {
            throw new IllegalArgumentException("no such seat: " + seat);
        }
    }

    public static Viewer seat(int seat) {
        if (seat < 0) {
            throw new IllegalArgumentException("no such seat: " + seat);
        }
        return new Viewer(seat);
    }

    /** Whether this viewer may see what only {@code owner} may see. */
    public boolean sees(int owner) {
        return seat == EVERYONE_SEAT || seat == owner;
    }

    public boolean isSeat() {
        return seat >= 0;
    }
}
