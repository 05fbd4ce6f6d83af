package dev.arbiter.warmeister.rules.warfare;

import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.Trait;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.cards.UnitType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the battle event cards played so far, the castle and the units' own types add up to
 * (warmeister.txt, ARMY CARDS, CASTLES and EVENT CARDS). Pure functions of the battle.
 */
public final class BattleEffects {

    private BattleEffects() {
    }

    /**
     * The battle cards in effect: a Denied! in effect cancels its target, and a cancelled
     * Denied! cancels nothing. Newest first works because a Denied! only names older cards.
     */
    static List<BattleCard> inEffect(Battle battle) {
        Set<Integer> cancelled = new HashSet<>();
        List<BattleCard> live = new ArrayList<>();
        List<BattleCard> events = battle.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            BattleCard played = events.get(i);
            if (cancelled.contains(played.card())) {
                continue;
            }
            if (played.kind() == CardKind.DENIED && played.targetCard() != null) {
                cancelled.add(played.targetCard());
            }
            live.add(0, played);
        }
        return live;
    }

    static boolean inEffect(Battle battle, int card) {
        return inEffect(battle).stream().anyMatch(played -> played.card() == card);
    }

    /** The Terrain card in effect, or null: a battle is fought on one piece of ground. */
    static BattleCard terrain(Battle battle) {
        return inEffect(battle).stream().filter(played -> played.kind().terrain()).findFirst().orElse(null);
    }

    /**
     * The side the ground hurts: the attacker, unless an ambushing attacker played the terrain
     * (warmeister.txt, Ambush: "ill effects applying to the Defender and vice versa").
     */
    static int hurtSide(Battle battle, BattleCard terrain) {
        return terrain.seat() == battle.attacker() ? battle.defender() : battle.attacker();
    }

    static boolean asleep(Battle battle, int unit) {
        return inEffect(battle).stream().anyMatch(p -> p.kind() == CardKind.ASLEEP_ON_THE_JOB
                && p.targetCard() != null && p.targetCard() == unit);
    }

    static boolean gutsy(Battle battle, int seat) {
        return inEffect(battle).stream().anyMatch(p -> p.kind() == CardKind.GUTSY && p.round() == battle.round()
                && p.targetSeat() != null && p.targetSeat() == seat);
    }

    /** Scaredy Cats not yet used on {@code seat}'s rout rolls. */
    static int scaredyCats(Battle battle, int seat) {
        return (int) inEffect(battle).stream().filter(p -> p.kind() == CardKind.SCAREDY_CATS && !p.spent()
                && p.targetSeat() != null && p.targetSeat() == seat).count();
    }

    static boolean ranTooFar(Battle battle, int seat) {
        return inEffect(battle).stream().anyMatch(p -> p.kind() == CardKind.RAN_TOO_FAR
                && p.targetSeat() != null && p.targetSeat() == seat);
    }

    /** Run Them Down cards that hunt {@code routingSeat}: those played by its opponent. */
    static long runThemDown(Battle battle, int routingSeat) {
        return inEffect(battle).stream().filter(p -> p.kind() == CardKind.RUN_THEM_DOWN && p.seat() != routingSeat).count();
    }

    /** The seat that must send units home because of a Bottleneck not yet applied, or null. */
    public static Integer bottleneckVictim(Battle battle) {
        BattleCard terrain = terrain(battle);
        if (terrain == null || terrain.kind() != CardKind.BOTTLENECK || terrain.spent()) {
            return null;
        }
        return hurtSide(battle, terrain);
    }

    /**
     * How many units the Bottleneck's victim keeps: half its assigned units, rounded down ("1/2
     * their assigned units"), counting those already destroyed or sent home. In a later round
     * survivors up to that half all stay.
     */
    static int bottleneckKeeps(Battle battle, int victim) {
        Set<Integer> assigned = new HashSet<>(battle.fought(victim));
        assigned.addAll(battle.sentHome());
        return assigned.size() / 2;
    }

    /** The sum of everything added to a unit's attack roll this round. */
    static int attackModifier(WarmeisterState state, Battle battle, int seat, int unit) {
        CardKind kind = Deck.kind(unit);
        boolean attacking = battle.isAttacker(seat);
        int modifier = kind.bonus();
        if (attacking && kind.is(UnitType.ASSAULT)) {
            modifier += 1;
        }
        if (!attacking && kind.is(UnitType.MISSILE)) {
            modifier += 1;
        }
        // every General in the army leads all of it, itself included; asleep it is still "part of the army"
        modifier += (int) battle.force(seat).stream().filter(card -> Deck.kind(card).is(UnitType.GENERAL)).count();
        if (battle.castle() != null && !kind.is(UnitType.BESIEGER)) {
            CardKind castle = Deck.kind(battle.castle());
            modifier += attacking ? castle.attackerModifier() : castle.defenderModifier();
        }
        BattleCard terrain = terrain(battle);
        if (terrain != null && !kind.is(UnitType.SKIRMISHER)) {
            modifier += hurtSide(battle, terrain) == seat ? terrain.kind().attackerModifier() : terrain.kind().defenderModifier();
        }
        for (BattleCard played : inEffect(battle)) {
            if (played.round() == battle.round() && played.targetSeat() != null && played.targetSeat() == seat) {
                if (played.kind() == CardKind.FURY) {
                    modifier += 1;
                } else if (played.kind() == CardKind.FATIGUED) {
                    modifier -= 1;
                }
            }
        }
        return modifier;
    }

    /** A Tough unit sheds the first counter placed on it in each battle. */
    static boolean absorbs(Battle battle, int unit) {
        return Deck.kind(unit).has(Trait.TOUGH) && !battle.toughUsed().contains(unit);
    }

    /** Whether one more counter destroys the unit. */
    static boolean lethal(WarmeisterState state, int unit) {
        return lethal(state, unit, 1);
    }

    /** Whether {@code counters} more counters (none shed) destroy the unit. */
    static boolean lethal(WarmeisterState state, int unit, int counters) {
        return counters > 0 && state.damageOn(unit) + counters >= Deck.kind(unit).wounds();
    }

    static boolean besiegersTookPart(Battle battle) {
        return battle.attackerFought().stream().anyMatch(card -> Deck.kind(card).is(UnitType.BESIEGER));
    }
}
