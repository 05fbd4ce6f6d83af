package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.WarfighterEvent.ArmyDowned;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttackResolved;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttackRolled;
import dev.arbiter.warfighter.rules.WarfighterEvent.HitsDue;
import dev.arbiter.warfighter.rules.WarfighterEvent.HostileEliminated;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.AttachmentTurn;
import java.util.ArrayList;
import java.util.List;

/**
 * The attack sequence, the same for Armies and Hostiles (§3.3.2 Attack; docs/rules/warfighter.md,
 * The attack sequence): roll, modify, check cover and the chart, apply the result.
 */
public final class Combat {

    /** What the attacker adds beyond its chart: dice, attack and cover modifiers, extra Hits and Pins. */
    public record Bonus(int dice, int attack, int cover, int extraHits, int extraPins) {
        public static final Bonus NONE = new Bonus(0, 0, 0, 0, 0);

        /** This bonus with one more effect of a card or ability that modifies an attack; any other effect adds nothing. */
        public Bonus plus(String effect, int value) {
            return switch (effect == null ? "" : effect) {
                case "extraAttackDie" -> new Bonus(dice + value, attack, cover, extraHits, extraPins);
                case "attackModifier" -> new Bonus(dice, attack + value, cover, extraHits, extraPins);
                case "coverModifier" -> new Bonus(dice, attack, cover + value, extraHits, extraPins);
                case "extraHit" -> new Bonus(dice, attack, cover, extraHits + value, extraPins);
                case "pinTarget" -> new Bonus(dice, attack, cover, extraHits, extraPins + value);
                default -> this;
            };
        }
    }

    private final Catalogue cards;
    private final HitAssignment hitAssignment;

    public Combat(Catalogue cards) {
        this.cards = cards;
        this.hitAssignment = new HitAssignment(cards);
    }

    /** Rolls and resolves one attack, then Eliminates or Downs the target. */
    public void resolve(Emitter em, Dice dice, String attackerSide, int attacker, String targetSide, int target, int range, Bonus bonus,
                 Runnable onLanding) {
        WarfighterState state = em.state();
        Cards.AttackChart chart;
        Cards.Column column;
        int targetPins;
        int targetCover;
        if (!attackerSide.equals("hostile")) {
            ArmyState a = state.army(attacker);
            HostileState h = state.hostile(target);
            // an Action-Attachment attacks with its own chart, from its Army's column (clarification 90)
            Equipped acting = attackerSide.equals(AttachmentTurn.SIDE) ? AttachmentTurn.acting(state) : null;
            chart = acting == null ? cards.card(a).attackChart() : cards.card(acting).attackChart();
            column = acting == null ? cards.column(a) : cards.column(acting);
            targetPins = h.pins();
            targetCover = cards.cover(state, h);
        } else {
            HostileState h = state.hostile(attacker);
            ArmyState a = state.army(target);
            chart = cards.card(h).attackChart();
            column = cards.column(h);
            targetPins = a.pins();
            targetCover = cards.cover(a);
        }
        List<Roll> attackRolls = new ArrayList<>();
        for (int i = 0; i < 1 + bonus.dice(); i++) {
            attackRolls.add(dice.roll(10));
        }
        int kept = attackRolls.stream().mapToInt(Roll::value).max().orElseThrow();
        Roll coverRoll = dice.d6();
        Cards.RangeModifier modifier = chart.modifier(range);
        int attackTotal = kept + modifier.attack() + bonus.attack() + 2 * targetPins;
        Integer band = null;
        Integer lowest = null;
        for (int row = 0; row < column.from().size(); row++) {
            Integer from = column.from().get(row);
            if (from != null) {
                lowest = lowest == null ? row : lowest;
                if (attackTotal >= from) {
                    band = row;
                }
            }
        }
        int penetration = chart.rows().get(band != null ? band : lowest).penetration();
        int coverTotal = coverRoll.value() + modifier.cover() + bonus.cover() + targetPins + penetration;
        boolean succeeded = band != null;
        boolean defeated = coverTotal >= targetCover;
        em.emit(new AttackRolled(attackRolls, kept, coverRoll, attackTotal, coverTotal, band, succeeded, defeated));
        String result;
        int hits = 0;
        int pins = bonus.extraPins();
        int regain = 0;
        int unpin = 0;
        if (succeeded && defeated) {
            result = "effect";
            Cards.Result effect = chart.rows().get(band).result();
            hits = effect.hits();
            pins += effect.pins();
            regain = effect.regain();
            unpin = effect.unpin();
            if (hits > 0) {
                hits += bonus.extraHits();
                onLanding.run();
            }
        } else if (succeeded || defeated) {
            result = "pin";
            pins += 1;
        } else {
            result = "miss";
        }
        if (hits > 0 && targetSide.equals("army") && hitAssignment.choice(em.state().army(target))) {
            // §2.2.2, clarification 46: the Army's seat places these Hits before they are taken
            em.emit(new HitsDue(attacker, target, hits));
        }
        em.emit(new AttackResolved(attackerSide, attacker, targetSide, target, result, hits, pins, regain, unpin));
        if (targetSide.equals("hostile")) {
            HostileState h = em.state().hostile(target);
            if (cards.manpower(h) <= 0) {
                em.emit(new HostileEliminated(target, attacker, cards.value(h)));
            }
        } else {
            downIfBeaten(em, target);
        }
    }

    /** §3.4.1, clarification 30: an Army at 0 Manpower or less is Downed, whatever the Hits came from. */
    public void downIfBeaten(Emitter em, int army) {
        ArmyState a = em.state().army(army);
        if (!a.downed() && cards.manpower(a) <= 0) {
            // §3.4.1: losing an Army recounts the team, as it now stands
            int value = cards.teamValue(em.state().armies()) - cards.value(a);
            em.emit(new ArmyDowned(army, value));
        }
    }
}
