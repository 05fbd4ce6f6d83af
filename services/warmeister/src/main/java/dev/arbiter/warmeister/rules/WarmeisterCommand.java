package dev.arbiter.warmeister.rules;

/**
 * Everything a seat can decide. Each record's simple name is its wire type. Cards are named by
 * id (see {@link Deck}); optional targets are null when a card has none.
 */
public sealed interface WarmeisterCommand {

    /** Draw phase: draw {@code count} cards, from 0 up to territories + Wizard Towers (drawing is optional). */
    record Draw(int count) implements WarmeisterCommand { }

    /** Revenue phase, own step: buy an army, holding or castle from hand and put it into play. */
    record Buy(int card) implements WarmeisterCommand { }

    /** Pay one card of a "discard N cards to play" cost. */
    record PayDiscard(int card) implements WarmeisterCommand { }

    /** Goblin Slingshooters: the opponent who must discard. */
    record ChooseVictim(int seat) implements WarmeisterCommand { }

    /** A discard the rules demand: Slingshooters' victim, or the End phase hand limit. */
    record DiscardCard(int card) implements WarmeisterCommand { }

    /** Own step in Revenue, Warfare or Supply: play a non-battle event card. */
    record PlayEvent(int card, Integer targetSeat, Integer targetCard) implements WarmeisterCommand { }

    /** Own step: discard Wardogs to destroy an army card of force (bonus) +1. */
    record UnleashWardogs(int target) implements WarmeisterCommand { }

    /** Ends the own step of the Revenue, Warfare or Supply phase. */
    record EndStep() implements WarmeisterCommand { }

    /** Warfare phase, own step: play an attack card against one opponent. */
    record DeclareBattle(int attackCard, int defender) implements WarmeisterCommand { }

    /** Assign one army in play to the battle. */
    record AssignArmy(int card) implements WarmeisterCommand { }

    /** Defender: assign one castle to the battle. */
    record AssignCastle(int card) implements WarmeisterCommand { }

    /** Done assigning (at least one army). */
    record ConfirmForce() implements WarmeisterCommand { }

    /** Battle events: play a battle event card (or Denied! on one played this round). */
    record PlayBattleEvent(int card, Integer targetSeat, Integer targetCard) implements WarmeisterCommand { }

    /** Battle events: pass; two passes in a row start the round. */
    record PassEvent() implements WarmeisterCommand { }

    /** Bottleneck: send one unit home. */
    record SendHome(int card) implements WarmeisterCommand { }

    /** Re-roll die {@code die} of the dice just rolled (a battle's, a card's or a battle result's). */
    record PlayLuck(int card, int die) implements WarmeisterCommand { }

    /** Accept the dice just rolled (no Luck). */
    record AcceptRolls() implements WarmeisterCommand { }

    /** Place one damage counter on a unit. */
    record AssignHit(int card) implements WarmeisterCommand { }

    /** Giant: the enemy holding it wrecks. */
    record SmashHolding(int card) implements WarmeisterCommand { }

    /** Answer the event card on top of the response stack with Denied!. */
    record PlayDenied(int card) implements WarmeisterCommand { }

    /** Let the event card on top of the response stack stand. */
    record AllowEvent() implements WarmeisterCommand { }

    /**
     * In a Luck or Denied! window: pass it, and from now on pass every such window by itself
     * ({@code pass} true) or answer them again ({@code pass} false). Only the seat sees which.
     */
    record SetStandingPass(boolean pass) implements WarmeisterCommand { }

    /** Supply phase: discard one army that cannot be supplied. */
    record Disband(int card) implements WarmeisterCommand { }
}
