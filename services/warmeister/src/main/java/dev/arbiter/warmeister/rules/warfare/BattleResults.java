package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.Evolve;
import dev.arbiter.warmeister.rules.cards.Trait;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleEnded;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.DiceRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.GameWon;
import dev.arbiter.warmeister.rules.WarmeisterEvent.PlayerEliminated;
import dev.arbiter.warmeister.rules.WarmeisterEvent.RevenueBonusEarned;
import dev.arbiter.warmeister.rules.WarmeisterEvent.StepEnded;
import dev.arbiter.warmeister.rules.WarmeisterEvent.TerritoriesLost;
import dev.arbiter.warmeister.rules.WarmeisterEvent.TerritoriesTaken;
import java.util.ArrayList;
import java.util.List;

/**
 * What a decided battle leaves behind (warmeister.txt, WARFARE and ATTACK CARDS): the loser's
 * territories (1 for a beaten defender, 2 with Ran Too Far; Conquest hands them to the attacker),
 * the attack card's spoils, the rolls for the defender's holdings (a 1 destroys) and for a
 * castle of a beaten defender (2 or less, 4 or less against besiegers), each open to Luck before
 * it counts, then eliminations.
 */
public final class BattleResults {

    static final int HOLDING_LOST_ON = 1;
    static final int CASTLE_LOST_ON = 2;
    static final int CASTLE_LOST_ON_BESIEGED = 4;
    public static final String HOLDINGS = "holdings";
    public static final String CASTLE = "castle";

    private BattleResults() {
    }

    static List<WarmeisterEvent> settle(WarmeisterState state, Battle battle, Dice dice) {
        List<WarmeisterEvent> events = new ArrayList<>();
        int attacker = battle.attacker();
        int defender = battle.defender();
        int loser = battle.loser();
        boolean attackerWon = loser == defender;
        CardKind attack = battle.attackKind();

        int lost = attackerWon ? 1 : 0;
        if (BattleEffects.ranTooFar(battle, loser)) {
            lost = 2;
        }
        lost = Math.min(lost, state.player(loser).territories());
        if (lost > 0) {
            events.add(attackerWon && attack == CardKind.CONQUEST ? new TerritoriesTaken(attacker, loser, lost)
                    : new TerritoriesLost(loser, lost));
        }

        List<Integer> holdings = new ArrayList<>(state.player(defender).holdings());
        if (attackerWon) {
            if (attack == CardKind.PILLAGE) {
                events.add(new RevenueBonusEarned(attacker, 0, 1, "Pillage"));
            }
            long raiders = battle.attackerForce().stream().filter(card -> Deck.kind(card).has(Trait.RAIDER)).count();
            if (raiders > 0) {
                events.add(new RevenueBonusEarned(attacker, (int) raiders, 0, "Raider"));
            }
            if (attack == CardKind.RAZE) {
                holdings.forEach(card -> events.add(new CardDestroyed(defender, card, "Raze")));
                holdings.clear();
            }
        }
        if (!holdings.isEmpty()) {
            List<Roll> rolls = new ArrayList<>();
            holdings.forEach(card -> rolls.add(dice.d6()));
            events.add(new DiceRolled(defender, HOLDINGS, holdings, rolls));
            return events;
        }
        events.addAll(castleRoll(Evolve.all(state, events), battle, dice));
        return events;
    }

    /** The holding or castle dice stand: what they destroy, then the castle roll or the end of the battle. */
    public static List<WarmeisterEvent> afterDice(WarmeisterState state, Battle battle, DiceRolled roll, Dice dice) {
        boolean holdings = roll.purpose().equals(HOLDINGS);
        int lostOn = holdings ? HOLDING_LOST_ON : BattleEffects.besiegersTookPart(battle) ? CASTLE_LOST_ON_BESIEGED : CASTLE_LOST_ON;
        List<WarmeisterEvent> events = new ArrayList<>();
        for (int i = 0; i < roll.cards().size(); i++) {
            if (roll.rolls().get(i).value() <= lostOn) {
                events.add(new CardDestroyed(roll.seat(), roll.cards().get(i), "battle"));
            }
        }
        WarmeisterState after = Evolve.all(state, events);
        events.addAll(holdings ? castleRoll(after, battle, dice) : end(after, battle));
        return events;
    }

    /** A beaten defender's castle rolls (open to Luck); without one the battle ends. */
    private static List<WarmeisterEvent> castleRoll(WarmeisterState state, Battle battle, Dice dice) {
        Integer castle = battle.castle();
        int defender = battle.defender();
        if (battle.loser() == defender && castle != null && state.player(defender).castles().contains(castle)) {
            return List.of(new DiceRolled(defender, CASTLE, List.of(castle), List.of(dice.d6())));
        }
        return end(state, battle);
    }

    private static List<WarmeisterEvent> end(WarmeisterState state, Battle battle) {
        List<WarmeisterEvent> events = new ArrayList<>();
        events.add(new BattleEnded(battle.attacker(), battle.defender()));
        events.addAll(eliminations(Evolve.all(state, events), battle.attacker(), battle));
        return events;
    }

    /** Players left without territory are out; the last one standing wins, else the attacker's step ends. */
    private static List<WarmeisterEvent> eliminations(WarmeisterState after, int attacker, Battle battle) {
        List<WarmeisterEvent> events = new ArrayList<>();
        for (int seat : List.of(battle.attacker(), battle.defender())) {
            if (after.player(seat).territories() == 0 && !after.player(seat).eliminated()) {
                events.add(new PlayerEliminated(seat));
                after = Evolve.apply(after, events.get(events.size() - 1));
            }
        }
        List<Integer> left = after.activeSeats();
        if (left.size() == 1) {
            events.add(new GameWon(left.get(0)));
        } else {
            events.add(new StepEnded(attacker));
        }
        return events;
    }
}
