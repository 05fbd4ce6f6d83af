package dev.arbiter.warmachine.rules.game;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Continuous;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Weapon qualities in a game (warmachine-prime.md "Weapon Qualities", "Continuous Effects", "Maintenance Phase",
 * "Immunities"; B08, B12, C16, C17, M03-M05): given events, when a command, then the events.
 */
class QualitiesInPlayTest {

    private static Effect burning(Continuous c) {
        return new Effect(c.effectName(), TINKER, List.of(CardEffect.continuous(c)), new Expiry(0, 0, 0));
    }

    /** Seat 0's activations, all but the last ended with no dice, so the last one's faces roll seat 1's Maintenance. */
    private static Passed endTurnRolling(RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> game, int... faces) {
        while (true) {
            WarmachineState state = game.state();
            List<String> left = state.models().stream().filter(m -> m.seat() == 0 && m.deployed() && !m.activated() && !m.inert())
                    .map(m -> m.unit() == null ? m.id() : m.unit()).distinct().toList();
            game = game.when(0, new Activate(left.get(0), null)).then();
            if (left.size() == 1) {
                return new Passed(game, game.when(0, new EndActivation(), faces).events());
            }
            game = game.when(0, new EndActivation()).then();
        }
    }

    @Test
    @DisplayName("B12, D10: the Tinker's Twin Carbine (Continuous Effect: Fire) sets the Briar it hits on fire before its damage")
    void b12AHitSetsTheTargetOnFire() {
        var tinker = activating(at(TINKER, 24, 20, 90), at(BRIAR, 24, 26, 270))
                .when(0, new Activate(TINKER, null)).then().when(0, new ForfeitMovement(TINKER)).then();
        // 6 + 5 + RAT 5 = 16 hits DEF 13; 1 + 1 + POW 10 = 12 against ARM 15: no damage, but the fire takes
        List<WarmachineEvent> events = tinker.when(0, new RangedAttack(TINKER, 0, BRIAR, false, false), 6, 5, 1, 1).isLegal().events();
        assertTrue(events.get(0) instanceof Attacked);
        assertEquals(new EffectApplied(BRIAR, burning(Continuous.FIRE)), events.get(1));
        assertEquals(2, events.size());
        assertEquals("Fire", tinker.given(events).state().model(BRIAR).orElseThrow().effects().get(0).name());
    }

    @Test
    @DisplayName("C16, C17: a model immune to fire never suffers the Fire continuous effect")
    void c17AnImmuneModelIsNotSetOnFire() {
        Profile carbineCarrier = PACK.model("tinker").orElseThrow();
        Profile.Weapon carbine = carbineCarrier.weapons().get(0);
        assertEquals(List.of(), ContinuousEffects.onHit(TINKER, carbine, "s1-oakheart-1", PACK.model("oakheart").orElseThrow(), false));
        assertEquals(1, ContinuousEffects.onHit(TINKER, carbine, BRIAR, PACK.model("briar").orElseThrow(), false).size());
        Profile.Weapon bow = PACK.model("mirestalker").orElseThrow().weapons().get(0);
        assertEquals(List.of(), ContinuousEffects.onHit(MIRESTALKER, bow, TINKER, carbineCarrier, false), "Critical Corrosion: no critical, no effect");
    }

    @Test
    @DisplayName("M03, M04: in its controller's Maintenance Phase Fire stays on 3-6 and makes a POW 12 fire damage roll")
    void m04FireStaysAndBurns() {
        var game = activating().given(new EffectApplied(BRIAR, burning(Continuous.FIRE)));
        // seat 1's turn begins: the d6 shows 4, the fire stays; 3 + 4 + 12 = 19 against ARM 15: 4 points in column 2
        Passed passed = endTurnRolling(game, 4, 3, 4, 2);
        List<WarmachineEvent> events = passed.last();
        int began = events.indexOf(new TurnBegan(1, 1));
        ContinuousEffectRolled rolled = (ContinuousEffectRolled) events.get(began + 1);
        assertEquals(List.of(BRIAR, "Fire", 4, 19, 4), List.of(rolled.model(), rolled.effect(), rolled.roll().value(), rolled.damage().total(), rolled.points()));
        Damaged damaged = (Damaged) events.get(began + 2);
        assertEquals(List.of(BRIAR, 4, 2), List.of(damaged.model(), damaged.points(), damaged.column().value()));
        assertEquals(4, passed.game().given(events).state().model(BRIAR).orElseThrow().damage().marked());
    }

    @Test
    @DisplayName("M03, M05: Corrosion expires on 1-2 (an EffectEnded) and otherwise does 1 point of corrosion damage without a roll")
    void m05CorrosionExpiresOrCorrodes() {
        var game = activating().given(new EffectApplied(BRIAR, burning(Continuous.CORROSION)));
        Passed gone = endTurnRolling(game, 2);
        List<WarmachineEvent> expired = gone.last();
        int began = expired.indexOf(new TurnBegan(1, 1));
        ContinuousEffectRolled rolled = (ContinuousEffectRolled) expired.get(began + 1);
        assertNull(rolled.damage());
        assertEquals(new EffectEnded(BRIAR, "Corrosion", "continuous-roll"), expired.get(began + 2));
        assertTrue(gone.game().given(expired).state().model(BRIAR).orElseThrow().effects().isEmpty());

        Passed stays = endTurnRolling(game, 3, 5);
        List<WarmachineEvent> corroded = stays.last();
        began = corroded.indexOf(new TurnBegan(1, 1));
        assertEquals(1, ((ContinuousEffectRolled) corroded.get(began + 1)).points());
        assertEquals(1, ((Damaged) corroded.get(began + 2)).points());
        assertEquals("Corrosion", stays.game().given(corroded).state().model(BRIAR).orElseThrow().effects().get(0).name());
    }

    @Test
    @DisplayName("B08 Blessed: Thorne's Bramble Staff ignores a spell's ARM and DEF bonuses, not a feat's")
    void b08BlessedIgnoresSpellBonuses() {
        Catalogue cards = new Catalogue(PACK);
        Profile.Weapon staff = PACK.model("thorne").orElseThrow().weapons().get(0);
        var game = activating().given(new SpellTookEffect(VANCE, "Iron Resolve",
                        List.of(TimedModifier.of("Iron Resolve", new Profile.Modifier("ARM", 2), "RND", 1, 2))),
                new EffectApplied(VANCE, new Effect("Hold the Line", VANCE, List.of(new CardEffect("modifier", "DEF", 2, null)), new Expiry(0, 3, 0))),
                new EffectApplied(VANCE, Effect.upkeepSpell("Pressure Plating", VANCE, List.of(new Profile.Modifier("ARM", 2)), 1)));
        ModelState vance = game.state().model(VANCE).orElseThrow();
        // the upkeep spell's +2 ARM is a spell's too: a Blessed weapon ignores it with Iron Resolve's
        assertEquals(List.of(15 + 2 + 2, 15 + 2), List.of(cards.combatant(vance).current("ARM"), cards.combatant(vance).current("DEF")));
        assertEquals(List.of(15, 15 + 2), List.of(cards.target(vance, staff).current("ARM"), cards.target(vance, staff).current("DEF")));
        Profile.Weapon briarClaw = PACK.model("briar").orElseThrow().weapons().get(0);
        assertEquals(19, cards.target(vance, briarClaw).current("ARM"), "an unblessed weapon meets the spells' ARM");
    }
}
