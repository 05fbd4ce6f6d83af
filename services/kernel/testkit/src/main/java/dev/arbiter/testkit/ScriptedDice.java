package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Dice that show the faces a test names, in order, as a rulebook example does ("the attacker
 * rolls a 5"). Asking for more rolls than were scripted fails the test.
 */
public final class ScriptedDice implements Dice {

    private final Deque<Integer> faces = new ArrayDeque<>();
    private long next;

    public ScriptedDice(int... faces) {
        for (int face : faces) {
            this.faces.add(face);
        }
    }

    @Override
    public Roll roll(int sides) {
        Integer face = faces.poll();
        if (face == null) {
            throw new AssertionError("the test scripted no more dice, but the rules rolled a d" + sides);
        }
        if (face > sides) {
            throw new AssertionError("the test scripted " + face + " for a d" + sides);
        }
        return new Roll(next++, sides, face);
    }

    public int remaining() {
        return faces.size();
    }
}
