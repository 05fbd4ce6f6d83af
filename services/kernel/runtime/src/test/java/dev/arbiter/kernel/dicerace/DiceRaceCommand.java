package dev.arbiter.kernel.dicerace;

/** What the player whose turn it is may do. */
public sealed interface DiceRaceCommand {

    /** Roll a d6: a 1 loses the turn's points and ends the turn, anything else adds to them. */
    record Roll() implements DiceRaceCommand {
    }

    /** Bank the turn's points and pass the turn on. */
    record Hold() implements DiceRaceCommand {
    }
}
