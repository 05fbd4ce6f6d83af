package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.Trait;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.cards.UnitType;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleDecided;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleRolled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.HitsScored;
import dev.arbiter.warmeister.rules.WarmeisterEvent.TrapSprung;
import java.util.ArrayList;
import java.util.List;

/**
 * The automatic parts of a battle (warmeister.txt, WARFARE): rolling a round, scoring its hits,
 * and deciding a battle that one side can no longer fight.
 */
public final class BattleFlow {

    private BattleFlow() {
    }

    public static List<WarmeisterEvent> step(WarmeisterState state, Battle battle, Dice dice) {
        return switch (battle.stage()) {
            // a defender with no army in play cannot assign one, and loses without a fight
            case DEFENDER_ASSIGNS -> List.of(new BattleDecided(battle.attacker(), battle.defender(), "undefended"));
            case ROLLING -> roll(battle, state, dice);
            case LUCK -> score(state, battle);
            case DAMAGE -> afterDamage(battle, dice, state);
            case ROUT -> Rout.check(state, battle, battle.routSeat(), dice);
            case ROUT_LUCK -> Rout.settle(state, battle, dice);
            case RESULTS -> BattleResults.settle(state, battle, dice);
            default -> throw new IllegalStateException("battle stage " + battle.stage() + " waits for a player");
        };
    }

    private static List<WarmeisterEvent> roll(Battle battle, WarmeisterState state, Dice dice) {
        // a Bottleneck may have sent a whole side home: it has nothing left to fight with
        if (battle.attackerForce().isEmpty()) {
            return List.of(new BattleDecided(battle.defender(), battle.attacker(), "no units"));
        }
        if (battle.defenderForce().isEmpty()) {
            return List.of(new BattleDecided(battle.attacker(), battle.defender(), "no units"));
        }
        List<UnitRoll> rolls = new ArrayList<>();
        BattleCard terrain = BattleEffects.terrain(battle);
        if (terrain != null && terrain.kind() == CardKind.DEFENSIVE_TRAPS) {
            int hurt = BattleEffects.hurtSide(battle, terrain);
            for (int unit : battle.force(hurt)) {
                rolls.add(new UnitRoll(hurt, unit, true, dice.d6(), 0));
            }
        }
        for (int seat : List.of(battle.attacker(), battle.defender())) {
            for (int unit : battle.force(seat)) {
                if (!BattleEffects.asleep(battle, unit)) {
                    rolls.add(new UnitRoll(seat, unit, false, dice.d6(), BattleEffects.attackModifier(state, battle, seat, unit)));
                }
            }
        }
        return List.of(new BattleRolled(battle.round(), rolls));
    }

    /** The dice stand: traps bite, and every hit becomes counters for one side or the other to place. */
    private static List<WarmeisterEvent> score(WarmeisterState state, Battle battle) {
        List<WarmeisterEvent> events = new ArrayList<>();
        int attackerOwn = 0;
        int attackerCavalry = 0;
        int defenderOwn = 0;
        int defenderCavalry = 0;
        int attackerPairs = 0;
        int defenderPairs = 0;
        for (UnitRoll roll : battle.rolls()) {
            if (!roll.hit()) {
                continue;
            }
            if (roll.trap()) {
                if (battle.force(roll.seat()).contains(roll.card())) {
                    boolean absorbed = BattleEffects.absorbs(battle, roll.card());
                    events.add(new TrapSprung(roll.seat(), roll.card(), absorbed));
                    if (!absorbed && BattleEffects.lethal(state, roll.card())) {
                        events.add(new CardDestroyed(roll.seat(), roll.card(), "battle"));
                    }
                }
                continue;
            }
            int counters = Deck.kind(roll.card()).has(Trait.DEADLY) ? 2 : 1;
            boolean byAttacker = roll.seat() == battle.attacker();
            if (Deck.kind(roll.card()).is(UnitType.CAVALRY)) {
                if (byAttacker) {
                    attackerCavalry += counters;
                    attackerPairs += counters / 2;
                } else {
                    defenderCavalry += counters;
                    defenderPairs += counters / 2;
                }
            } else if (byAttacker) {
                defenderOwn += counters;
            } else {
                attackerOwn += counters;
            }
        }
        events.add(new HitsScored(new DamagePools(attackerOwn, attackerCavalry, defenderOwn, defenderCavalry, attackerPairs, defenderPairs)));
        return events;
    }

    private static List<WarmeisterEvent> afterDamage(Battle battle, Dice dice, WarmeisterState state) {
        // both destroyed at once: the attack has nobody left to take the land, so the attacker loses
        if (battle.attackerForce().isEmpty()) {
            return List.of(new BattleDecided(battle.defender(), battle.attacker(), "destroyed"));
        }
        if (battle.defenderForce().isEmpty()) {
            return List.of(new BattleDecided(battle.attacker(), battle.defender(), "destroyed"));
        }
        return Rout.check(state, battle, battle.attacker(), dice);
    }

    /** No die of the round could have hit: more rounds would change nothing. */
    static boolean hopeless(Battle battle) {
        return battle.rolls().stream().noneMatch(UnitRoll::couldHit);
    }
}
