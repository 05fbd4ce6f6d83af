package dev.arbiter.kernel.game;

/**
 * Why a game ended without its rules ending it: the operator abandoned it ({@code operator}, with the
 * operator's {@code note} or null). Written into the game's {@code GameEnded}, whose seed then opens
 * the dice and the sealed payloads of a game that would otherwise never end (docs/events.md).
 */
public record Abandonment(String by, String note) {

    public static final String BY_OPERATOR = "operator";
    public static final int MAX_NOTE = 200;

    public Abandonment {
        if (!BY_OPERATOR.equals(by) || note != null && (note.isBlank() || note.length() > MAX_NOTE)) {
            throw new IllegalArgumentException("not an abandonment: by " + by + ", note " + note);
        }
    }
}
