package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleDecided;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleStalled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RoutChecked;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RoutRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RoutSkipped;
import java.util.ArrayList;
import java.util.List;

/**
 * warmeister.txt, WARFARE: after damage the attacker checks for routing first (d6 + remaining
 * units, 5+ stays), then the defender (4+); a defender on its last territory cannot flee. A side
 * that fails loses the battle. Gutsy skips a side's check for the round, Scaredy Cats takes 1
 * off its next roll, and Run Them Down hunts a routing army (5+ on a d6 destroys each unit).
 */
public final class Rout {

    static final int ATTACKER_STAYS_ON = 5;
    static final int DEFENDER_STAYS_ON = 4;
    static final int RUN_DOWN_ON = 5;
    public static final String RUN_THEM_DOWN = "Run Them Down";

    private Rout() {
    }

    static List<WarmeisterEvent> check(WarmeisterState state, Battle battle, int seat, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        if (BattleEffects.gutsy(battle, seat)) {
            events.add(new RoutSkipped(seat, "Gutsy"));
        } else if (seat == battle.defender() && state.player(seat).territories() <= 1) {
            events.add(new RoutSkipped(seat, "last territory"));
        } else {
            int modifier = battle.force(seat).size() - BattleEffects.scaredyCats(battle, seat);
            events.add(new RoutRolled(seat, dice.d6(), modifier));
            return events;
        }
        if (seat == battle.defender()) {
            events.addAll(stalemate(state, battle));
        }
        return events;
    }

    /** Every seat has accepted the rout die: the side stays or flees. */
    static List<WarmeisterEvent> settle(WarmeisterState state, Battle battle, Dice dice) {
        int seat = battle.routSeat();
        int total = battle.routRoll().value() + battle.routModifier();
        boolean stayed = total >= (seat == battle.attacker() ? ATTACKER_STAYS_ON : DEFENDER_STAYS_ON);
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new RoutChecked(seat, total, stayed));
        if (!stayed && BattleEffects.runThemDown(battle, seat) > 0 && !battle.force(seat).isEmpty()) {
            events.add(runThemDown(battle, seat, dice));
        } else if (!stayed) {
            events.add(new BattleDecided(battle.opponent(seat), seat, "rout"));
        } else if (seat == battle.defender()) {
            events.addAll(stalemate(state, battle));
        }
        return events;
    }

    /**
     * Both sides stayed after a standstill round: no card was played in it, no die could hit and
     * neither rout check could fail. Every later round would be this one again unless a side plays
     * a card, and the attacker has just passed on doing so: the attack stalls and fails.
     */
    private static List<WarmeisterEvent> stalemate(WarmeisterState state, Battle battle) {
        boolean standstill = BattleFlow.hopeless(battle) && battle.events().stream().noneMatch(p -> p.round() == battle.round())
                && cannotFlee(state, battle, battle.attacker()) && cannotFlee(state, battle, battle.defender());
        if (!standstill) {
            return List.of();
        }
        return List.of(new BattleStalled(battle.round()), new BattleDecided(battle.defender(), battle.attacker(), "stalled"));
    }

    /** Whether no face of the side's next rout die could make it flee. */
    private static boolean cannotFlee(WarmeisterState state, Battle battle, int seat) {
        if (seat == battle.defender() && state.player(seat).territories() <= 1) {
            return true;
        }
        int lowest = 1 + battle.force(seat).size() - BattleEffects.scaredyCats(battle, seat);
        return lowest >= (seat == battle.attacker() ? ATTACKER_STAYS_ON : DEFENDER_STAYS_ON);
    }

    /** Run Them Down hunts the routing army: a die for each of its units, open to Luck. */
    private static DiceRolled runThemDown(Battle battle, int routing, Dice dice) {
        List<Roll> rolls = new ArrayList<>();
        battle.force(routing).forEach(unit -> rolls.add(dice.d6()));
        return new DiceRolled(routing, RUN_THEM_DOWN, battle.force(routing), rolls);
    }

    /** The hunt's dice stand: 5+ destroys the unit, and the routing side has lost. */
    public static List<WarmeisterEvent> hunted(Battle battle, DiceRolled roll) {
        List<WarmeisterEvent> events = new ArrayList<>();
        for (int i = 0; i < roll.cards().size(); i++) {
            if (roll.rolls().get(i).value() >= RUN_DOWN_ON) {
                events.add(new CardDestroyed(roll.seat(), roll.cards().get(i), "battle"));
            }
        }
        events.add(new BattleDecided(battle.opponent(roll.seat()), roll.seat(), "rout"));
        return events;
    }
}
