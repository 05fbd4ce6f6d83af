package dev.arbiter.warmachine.rules.game;

import java.util.List;

/**
 * A decision a player owes out of the normal order of play (inventory §1.6, "Prompts the server must raise"): the game
 * waits for {@code seat} until it is answered, first in first out.
 *
 * @param kind {@link #FIELD_PROMOTION}: a unit lost its Leader and its player chooses the Grunt that takes its place
 *             (L02); {@link #FREE_STRIKE}: an enemy advanced out of the striker's melee range (G07); {@link #POWER_FIELD}:
 *             a warcaster would suffer damage and may reinforce its power field (K13); {@link #NEW_COMMANDER}: a unit
 *             lost its commander with no Leader to take over and no Grunt to replace a Leader, and its player chooses
 *             the trooper that commands it (L02, EX84, EX85)
 * @param subject the unit, the striker or the warcaster the choice is about
 * @param choices the Grunts that may be promoted, the troopers that may command, the model that left the striker, or none
 * @param points the damage points the warcaster would suffer (power field), 0 otherwise
 * @param weapons the places on the striker's card of the melee weapons that reach the model where it left (free strike),
 *                empty otherwise
 */
public record Prompt(int seat, String kind, String subject, List<String> choices, int points, List<Integer> weapons) {

    public static final String FIELD_PROMOTION = "field-promotion";
    public static final String FREE_STRIKE = "free-strike";
    public static final String POWER_FIELD = "power-field";
    public static final String NEW_COMMANDER = "new-commander";

    public Prompt {
        choices = List.copyOf(choices);
        weapons = List.copyOf(weapons);
    }

    public Prompt(int seat, String kind, String subject, List<String> choices) {
        this(seat, kind, subject, choices, 0, List.of());
    }

    /** A power-field prompt about {@code points} damage (K13). */
    static Prompt powerField(int seat, String warcaster, int points) {
        return new Prompt(seat, POWER_FIELD, warcaster, List.of(), points, List.of());
    }

    /** A free-strike prompt: the striker may strike the model that left with one of these weapons (G07). */
    static Prompt freeStrike(int seat, String striker, String mover, List<Integer> weapons) {
        return new Prompt(seat, FREE_STRIKE, striker, List.of(mover), 0, weapons);
    }
}
