package dev.arbiter.warmachine.rules.game;

import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rulebook "Feats", "Feat" (Warcaster special rules), "Knockdown", "Base Stats, Current Stats & Modifiers" (B19, A02,
 * B05, M01) with the demo pack's feats as data: Vance's Hold the Line (friendly models in his control range, one round:
 * +2 DEF, cannot be knocked down) and Thorne's Deep Roots (the same scope and duration: +2 ARM, cannot be knocked down).
 */
class FeatsTest {

    private static final double MEDIUM = 0.7874;
    private static final double LARGE = 0.9843;
    private static final CardEffect CANNOT_BE_KNOCKED_DOWN = new CardEffect("cannot", null, null, "be-knocked-down");
    /** Used in turn 1, a round: it ends as turn 3, Vance's next turn, starts. */
    private static final Effect HOLD_THE_LINE = new Effect("Hold the Line", VANCE,
            List.of(new CardEffect("modifier", "DEF", 2, null), CANNOT_BE_KNOCKED_DOWN), new Expiry(0, 3, 0));

    /** Vance activating at (24, 16) with the Bastion 6" ahead of him and the Tinker across the table, Thorne facing them. */
    private static RulesFixture<WarmachineState, WarmachineCommand, WarmachineEvent> vanceActivating() {
        return activating(at(VANCE, 24, 16, 90), at(BASTION, 24, 22, 90), at(TINKER, 44, 3, 90), at(THORNE, 24, 30, 270))
                .when(0, new Activate(VANCE, null)).then();
    }

    @Test
    @DisplayName("B19, A02, B05: Hold the Line puts its effect on each friendly model in Vance's control range (2 x FOCUS 6 = 12\"), Vance included; the Bastion's DEF is 12 + 2 against Thorne's spell in the opponent's turn; the effect ends as Vance's next turn starts")
    void holdTheLine() {
        var used = vanceActivating().when(0, new UseFeat(VANCE)).isLegal().thenEvents(
                new FeatUsed(VANCE, "Hold the Line"), new EffectApplied(VANCE, HOLD_THE_LINE), new EffectApplied(BASTION, HOLD_THE_LINE));
        assertEquals(List.of(HOLD_THE_LINE), used.state().model(BASTION).orElseThrow().effects());
        assertTrue(used.state().model(TINKER).orElseThrow().effects().isEmpty(), "the Tinker is beyond the control range");
        var thorne = passTurn(used.when(0, new EndActivation()).then()).game().when(1, new EndControl()).then()
                .when(1, new Activate(THORNE, null)).then();
        Attacked lance = (Attacked) thorne.when(1, new CastSpell(THORNE, "Thorn Lance", BASTION, false, false), 1, 1).events().get(2);
        assertEquals(14, lance.roll().defence(), "DEF 12 + 2");
        List<WarmachineEvent> turnOver = passTurn(thorne.when(1, new EndActivation()).then()).last();
        assertTrue(turnOver.containsAll(List.of(new EffectEnded(VANCE, "Hold the Line", "duration"), new EffectEnded(BASTION, "Hold the Line", "duration"))));
        assertTrue(turnOver.indexOf(new EffectEnded(BASTION, "Hold the Line", "duration")) < turnOver.indexOf(new TurnEnded(1, 1)),
                "a round: it ends with the opponent's turn, before Vance's next one");
        var next = passTurn(thorne.when(1, new EndActivation()).then()).game();
        assertTrue(next.state().model(BASTION).orElseThrow().effects().isEmpty());
    }

    @Test
    @DisplayName("B19: once per game; a warcaster cannot run in the activation it used its feat in (\"Feat\")")
    void oncePerGameAndNoRunAfterIt() {
        var used = vanceActivating().given(vanceActivating().when(0, new UseFeat(VANCE)).events());
        used.when(0, new UseFeat(VANCE)).thenViolation("feat.used");
        used.when(0, new Run(VANCE, List.of(new Point(24, 20)), null)).thenViolation("run.after-feat");
        used.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 18)), 90.0)).then();
        assertFalse(RULES.legalActions(used.state(), 0).contains(new UseFeat(VANCE)));
        var nextRound = passTurn(passTurn(used.when(0, new EndActivation()).then()).game()).game()
                .when(0, new EndControl()).then().when(0, new Activate(VANCE, null)).then();
        nextRound.when(0, new UseFeat(VANCE)).thenViolation("feat.used");
        nextRound.when(0, new Run(VANCE, List.of(new Point(24, 20)), null)).then();
    }

    @Test
    @DisplayName("B19, M01: refusals: knocked down, a model with no feat, outside an activation")
    void refusals() {
        assertTrue(RULES.legalActions(vanceActivating().state(), 0).contains(new UseFeat(VANCE)));
        vanceActivating().given(new KnockedDown(VANCE)).when(0, new UseFeat(VANCE)).thenViolation("feat.knocked-down");
        activating(at(BASTION, 24, 22, 90)).when(0, new Activate(BASTION, null)).then().when(0, new UseFeat(BASTION)).thenViolation("feat.none");
        activating().when(0, new UseFeat(VANCE)).thenViolation("activation.none");
        vanceActivating().when(0, new UseFeat(BASTION)).thenViolation("feat.not-now");
    }

    @Test
    @DisplayName("B19: a feat a pack gives only as text is refused (docs/rules/warmachine.md, Effects, feats and upkeep)")
    void textOnlyFeatIsRefused() {
        List<Profile> cards = PACK.models().stream().map(card -> !card.id().equals("vance") ? card
                : new Profile(card.id(), card.name(), card.faction(), card.type(), card.warjackClass(), card.base(), card.stats(), card.damage(),
                card.grid(), card.cost(), card.warjackPoints(), card.fa(), card.unit(), card.advantages(), card.weapons(), card.spells(),
                new Profile.Feat(card.feat().name(), card.feat().text(), null, null, List.of()))).toList();
        Pack textOnly = new Pack(PACK.pack(), PACK.version(), PACK.title(), PACK.notice(), PACK.factions(), cards, PACK.lists(), PACK.layouts(),
                PACK.scenarios(), PACK.sha256());
        var vance = deployed(new WarmachineRules(textOnly), "mosh-pit", "open").given(new ControlEnded(0))
                .when(0, new Activate(VANCE, null)).then();
        vance.when(0, new UseFeat(VANCE)).thenViolation("feat.not-expressible");
        assertFalse(new WarmachineRules(textOnly).legalActions(vance.state(), 0).contains(new UseFeat(VANCE)));
    }

    @Test
    @DisplayName("M01, C15, B05: under Deep Roots a Hollow Warden saved by Tough is not knocked down, and its ARM is 16 + 2 against the damage roll")
    void deepRootsCannotBeKnockedDown() {
        String warden = WARDENS + "-2";
        // the unit stands in formation beside the Warden the Bastion faces, so that it may simply end its activations
        var thorne = passTurn(activating(at(BASTION, 24, 20, 90), at(warden, 24, 20 + LARGE + MEDIUM, 270), at(THORNE, 24, 26, 270),
                at(WARDENS + "-1", 22, 23, 270), at(WARDENS + "-3", 26, 23, 270)))
                .game().when(1, new EndControl()).then().when(1, new Activate(THORNE, null)).then();
        var rooted = thorne.given(thorne.when(1, new UseFeat(THORNE)).isLegal().events());
        assertEquals("Deep Roots", rooted.state().model(warden).orElseThrow().effects().get(0).name());
        var bastion = passTurn(rooted.when(1, new EndActivation()).then()).game().when(0, new EndControl()).then()
                .when(0, new Activate(BASTION, null)).then().when(0, new ForfeitMovement(BASTION)).then();
        // 3 + 3 + MAT 7 = 13 hits DEF 12; 6 + 6 + P+S 16 = 28 against ARM 20 (Deep Roots and the Warden's Shield, B08): 8 points on 5 boxes; Tough rolls 5
        List<WarmachineEvent> saved = bastion.when(0, new MeleeAttack(BASTION, 1, warden, false, false), 3, 3, 6, 6, 5).isLegal().events();
        Damaged damaged = (Damaged) saved.get(1);
        assertEquals(20, ((Attacked) saved.get(0)).damage().arm(), "ARM 16 + 2 + Shield 2");
        assertEquals(Disablement.Fate.SAVED_BY_TOUGH, damaged.fate());
        assertFalse(saved.contains(new KnockedDown(warden)), "Deep Roots: it cannot be knocked down");
        assertFalse(bastion.given(saved).state().model(warden).orElseThrow().knockedDown());
    }
}
