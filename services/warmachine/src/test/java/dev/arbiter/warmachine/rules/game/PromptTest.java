package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;
import dev.arbiter.warmachine.rules.combat.Bonus;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.geometry.Point;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.warmachine.rules.game.Duel.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The queue of decisions owed out of turn (inventory §1.6), and its first use: field promotion (L01, L02). */
class PromptTest {

    private static final double SMALL = 0.5906;
    private static final double MEDIUM = 0.7874;
    /** The Hollow Wardens' weapons by their place on the card: a 2" Glaive, a 0.5" Shield. */
    private static final int GLAIVE = 0;
    private static final int SHIELD = 1;

    @Test
    @DisplayName("L02: when a unit's Leader is destroyed, its player (even out of turn) chooses a Grunt to replace it; the game waits for that answer before anything else")
    void fieldPromotion() {
        // seat 0 is activating when the Hollow Wardens' Elder falls (given, as an attack's damage would emit it)
        var lost = activating().given(new ModelDestroyed(WARDENS + "-1"));
        assertEquals(List.of(1), RULES.awaiting(lost.state()), "seat 1 owes the choice");
        assertEquals(List.of(new PromoteGrunt(WARDENS, WARDENS + "-2"), new PromoteGrunt(WARDENS, WARDENS + "-3")),
                RULES.legalActions(lost.state(), 1));
        assertEquals(List.of(), RULES.legalActions(lost.state(), 0));
        lost.when(0, new Activate(VANCE, null)).thenRefused(GameRefusal.Kind.NOT_YOUR_TURN);
        lost.when(1, new PromoteGrunt(WARDENS, BRIAR)).thenViolation("promotion.choice");
        var promoted = lost.when(1, new PromoteGrunt(WARDENS, WARDENS + "-3")).thenEvents(new FieldPromoted(WARDENS, WARDENS + "-3"));
        assertEquals(WARDENS + "-3", promoted.state().commander(WARDENS).orElseThrow().id(), "the new Leader commands the unit");
        assertEquals(List.of(0), RULES.awaiting(promoted.state()), "then play goes on");
        assertTrue(promoted.state().prompts().isEmpty());
    }

    @Test
    @DisplayName("L02: a unit whose last trooper was its Leader owes no promotion; a Grunt's loss owes none either")
    void noPromotionWithoutGrunts() {
        var lost = activating().given(new ModelDestroyed(WARDENS + "-2"), new ModelDestroyed(WARDENS + "-3"), new ModelDestroyed(WARDENS + "-1"));
        assertEquals(List.of(), lost.state().prompts());
        assertEquals(List.of(0), RULES.awaiting(lost.state()));
    }

    @Test
    @DisplayName("G07 (the prompt): a model advancing out of an engaging enemy's melee range offers it a free strike, with the point just before it left; the enemy's player answers before play goes on")
    void freeStrikeOffered() {
        double touching = 0.5906 + 0.7874;
        var engaged = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + touching + 0.02, 270)).when(0, new Activate(VANCE, null)).then();
        List<WarmachineEvent> moved = engaged.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 10)), 90.0)).events();
        // clarification 19: the advance stops where Vance leaves Briar's reach and waits for the strike
        assertEquals(3, moved.size(), moved.toString());
        Advanced part = (Advanced) moved.get(0);
        AdvancePaused paused = (AdvancePaused) moved.get(1);
        FreeStrikeOffered offer = (FreeStrikeOffered) moved.get(2);
        assertEquals(BRIAR, offer.striker());
        assertEquals(VANCE, offer.target());
        assertEquals(20 - 0.48, Wire.value(offer.at().y()), 0.002, "Briar's 0.5\" reach ends 0.48\" down the path");
        assertEquals(offer.at(), part.path().get(part.path().size() - 1), "the recorded move ends there");
        assertEquals(6 - 0.48, Wire.value(paused.left()), 0.002, "SPD 6 less what was moved");
        assertEquals(List.of(BRIAR), paused.struck());
        var asked = engaged.given(moved);
        assertEquals(List.of(1), RULES.awaiting(asked.state()));
        assertEquals(List.of(new MakeFreeStrike(BRIAR, 0), new MakeFreeStrike(BRIAR, 1), new DeclineFreeStrike(BRIAR)),
                RULES.legalActions(asked.state(), 1), "a strike with either Hook Claw, or none");
        asked.when(1, new PromoteGrunt(WARDENS, WARDENS + "-2")).thenViolation("prompt.pending");
        // answered, the service moves Vance on for the rest of his SPD, ending facing as asked; Briar does not strike again
        List<WarmachineEvent> declined = asked.when(1, new DeclineFreeStrike(BRIAR)).events();
        assertEquals(new FreeStrikeDeclined(BRIAR, VANCE), declined.get(0));
        assertEquals(2, declined.size(), declined.toString());
        Advanced onward = (Advanced) declined.get(1);
        assertEquals(14, Wire.value(onward.pose().y()), 0.002);
        assertEquals(Wire.of(90), onward.pose().facing());
        assertEquals(List.of(0), RULES.awaiting(asked.given(declined).state()));
    }

    @Test
    @DisplayName("G07, C11: a free strike is a melee attack at +2 with its damage roll boosted and no back strike; a Parry model offers none to make")
    void freeStrikeMade() {
        double touching = 0.5906 + 0.7874;
        var engaged = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + touching + 0.02, 270)).when(0, new Activate(VANCE, null)).then();
        var asked = engaged.given(engaged.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 10)), 90.0)).events());
        // to hit 3 + 3 + MAT 7 + 2 = 15 against Vance's DEF 15; damage 4 + 4 + 4 + POW 4 + STR 9 = 25 against ARM 15
        List<WarmachineEvent> struck = asked.when(1, new MakeFreeStrike(BRIAR, 0), 3, 3, 4, 4, 4).isLegal().events();
        assertEquals(new FreeStrikeMade(BRIAR, VANCE), struck.get(0));
        Attacked attack = (Attacked) struck.get(1);
        // Vance walked away from Briar, so the strike comes from his back arc: measured for the Shields it passes (B08),
        // it adds nothing to the roll, which has the free strike's own +2 instead
        assertEquals(List.of(Fact.BACK_STRIKE, Fact.FREE_STRIKE), attack.facts());
        assertEquals(List.of(new Bonus("free strike", 2)), attack.roll().rollBonuses());
        assertEquals(15, attack.roll().total());
        assertEquals("the free strike", attack.damage().pool().automaticBoost());
        // Vance holds focus, so his player is asked about the power field before the 10 points are marked (K13)
        assertEquals(new PowerFieldOffered(VANCE, 10), struck.get(2));
        var after = asked.given(struck);
        assertEquals(List.of(0), RULES.awaiting(after.state()));
        List<WarmachineEvent> reinforced = after.when(0, new ReinforcePowerField(VANCE)).isLegal().events();
        assertEquals(List.of(new FocusChanged(VANCE, 5, "power-field"), new PowerFieldReinforced(VANCE, 10, 5)), reinforced.subList(0, 2));
        assertEquals(5, ((Damaged) reinforced.get(2)).points());
        var done = after.given(reinforced);
        assertEquals(5, done.state().model(VANCE).orElseThrow().damage().marked());
        assertEquals(List.of(), done.state().prompts(), "the prompts are answered; Vance's activation goes on");
        asked.when(1, new MakeFreeStrike(BRIAR, 7)).thenViolation("attack.unknown-weapon");
    }

    @Test
    @DisplayName("G07, EX54: a free strike is made only with a melee weapon whose own range reaches the model where it leaves: at a 2\" gap the Glaive, not the 0.5\" Shield")
    void aFreeStrikeOnlyWithAWeaponThatReaches() {
        // rulebook "Free Strikes": "one normal melee attack with any melee weapon that has sufficient melee range to reach the
        // moving model"; "Melee Range" (EX54): a 2" Glaive and a 0.5" Shield give a 2" melee range, but the Shield strikes
        // only within 0.5". The Hollow Warden Leader (40 mm) starts 0.3" from Vance, both weapons in reach
        String warden = WARDENS + "-1";
        double gap = 0.3;
        var engaged = activating(at(VANCE, 24, 20, 90), at(warden, 24, 20 + SMALL + MEDIUM + gap, 270)).when(0, new Activate(VANCE, null)).then();
        List<WarmachineEvent> moved = engaged.when(0, new AdvanceModel(VANCE, List.of(new Point(24, 10)), 90.0)).events();
        FreeStrikeOffered offer = (FreeStrikeOffered) moved.get(2);
        assertEquals(20 - (2 - gap), Wire.value(offer.at().y()), 0.002, "Vance leaves the 2\" melee range 1.7\" down the path");
        assertEquals(List.of(GLAIVE), offer.weapons(), "only the Glaive reaches him there");
        var asked = engaged.given(moved);
        assertEquals(List.of(new MakeFreeStrike(warden, GLAIVE), new DeclineFreeStrike(warden)), RULES.legalActions(asked.state(), 1));
        asked.when(1, new MakeFreeStrike(warden, SHIELD)).thenViolation("free-strike.out-of-reach");
        // 3 + 3 + MAT 6 + 2 = 14 misses Vance's DEF 15
        asked.when(1, new MakeFreeStrike(warden, GLAIVE), 3, 3).isLegal();
    }

    @Test
    @DisplayName("A06: trigger conditions are rechecked as each resolves: a second free strike owed at a mover the first destroyed is not made")
    void aStrikeOwedAtAModelThatIsGoneLapses() {
        // rulebook "Triggers": "recheck trigger conditions as you resolve each special rule. If a condition is no longer met,
        // the effect does not resolve." Briar and the Mirestalker were both left at one point by the Ironcoat Leader
        String leader = IRONCOATS + "-1";
        var owed = activating().given(new FreeStrikeOffered(BRIAR, leader, Wire.Spot.of(new Point(3.5, 3)), List.of(0)),
                new FreeStrikeOffered(MIRESTALKER, leader, Wire.Spot.of(new Point(3.5, 3)), List.of(1)));
        assertEquals(2, owed.state().prompts().size());
        // the first strike destroys the Leader (as its Attacked and Damaged would): the Mirestalker's strike is not owed
        var gone = owed.given(new FreeStrikeMade(BRIAR, leader), new ModelDestroyed(leader));
        assertTrue(gone.state().prompts().stream().noneMatch(p -> Prompt.FREE_STRIKE.equals(p.kind())), gone.state().prompts().toString());
    }

    @Test
    @DisplayName("G07, clarification 19: a free strike that destroys the paused mover ends its advance where it stood")
    void aFreeStrikeEndsThePausedAdvance() {
        double touching = 0.5906 + 0.7874;
        String leader = IRONCOATS + "-1";
        var engaged = activating(at(leader, 24, 20, 90), at(BRIAR, 24, 20 + touching + 0.02, 270)).when(0, new Activate(IRONCOATS, null)).then();
        var asked = engaged.given(engaged.when(0, new AdvanceModel(leader, List.of(new Point(24, 15)), 90.0)).events());
        // 3 + 3 + MAT 7 + 2 = 15 hits DEF 13; 1 + 1 + 1 + POW 4 + STR 9 = 16 against ARM 12: the Leader's one box
        var struck = asked.given(asked.when(1, new MakeFreeStrike(BRIAR, 0), 3, 3, 1, 1, 1).events());
        assertTrue(struck.state().model(leader).isEmpty(), "destroyed at the point it left Briar");
        List<WarmachineEvent> promoted = struck.when(0, new PromoteGrunt(IRONCOATS, IRONCOATS + "-2")).events();
        assertEquals(List.of(new FieldPromoted(IRONCOATS, IRONCOATS + "-2"), new AdvanceAbandoned(leader)), promoted);
    }

    @Test
    @DisplayName("G07, E08, clarification 19: a charge pauses where it leaves an engaging enemy; answered, the whole charge is made as declared, charge attack and all")
    void aChargePausesForItsFreeStrike() {
        double touching = 0.5906 + 0.7874;
        // Briar engages Vance from the north; Vance, facing south, charges the Mirestalker 6" south of him
        var engaged = activating(at(VANCE, 24, 20, 270), at(BRIAR, 24, 20 + touching + 0.02, 270), at(MIRESTALKER, 24, 14, 90))
                .when(0, new Activate(VANCE, null)).then();
        List<WarmachineEvent> moved = engaged.when(0, new Charge(VANCE, MIRESTALKER, 270, null)).events();
        assertEquals(3, moved.size(), moved.toString());
        Advanced part = (Advanced) moved.get(0);
        AdvancePaused paused = (AdvancePaused) moved.get(1);
        FreeStrikeOffered offer = (FreeStrikeOffered) moved.get(2);
        assertEquals("charge", part.how());
        assertEquals(20 - 0.48, Wire.value(part.pose().y()), 0.002, "Vance stops where he leaves Briar's 0.5\" reach");
        assertEquals(offer.at(), part.path().get(part.path().size() - 1));
        assertEquals(new ChargeDeclared(MIRESTALKER, Wire.of(270), new Wire.Stance(Wire.of(24), Wire.of(20), Wire.of(270)), null), paused.charge());
        var asked = engaged.given(moved);
        assertEquals(List.of(1), RULES.awaiting(asked.state()));
        assertTrue(RULES.legalActions(asked.state(), 0).isEmpty(), "no charge attack before the strike is answered");
        List<WarmachineEvent> declined = asked.when(1, new DeclineFreeStrike(BRIAR)).events();
        assertEquals(2, declined.size(), declined.toString());
        Charged charged = (Charged) declined.get(1);
        assertEquals(Wire.Spot.of(new Point(24, 20)), charged.path().get(0), "the charge as declared, from where it began");
        assertEquals(14 + 2 * 0.5906, Wire.value(charged.pose().y()), 0.002, "to base contact");
        assertTrue(charged.successful() && charged.chargeAttack(), "4.8\" of charge: a charge attack (E08)");
        var charging = asked.given(declined);
        assertEquals(List.of(0), RULES.awaiting(charging.state()));
        charging.when(0, new MeleeAttack(VANCE, 1, MIRESTALKER, false, false), 6, 6, 1, 1, 1).isLegal();
    }

    @Test
    @DisplayName("G07, M01, clarification 19: a charger knocked down by the free strike is not moved on; it made no charge and has no charge attack")
    void aKnockedDownChargerStops() {
        double touching = 0.5906 + 0.7874;
        var engaged = activating(at(VANCE, 24, 20, 270), at(BRIAR, 24, 20 + touching + 0.02, 270), at(MIRESTALKER, 24, 14, 90))
                .when(0, new Activate(VANCE, null)).then();
        var asked = engaged.given(engaged.when(0, new Charge(VANCE, MIRESTALKER, 270, null)).events()).given(new KnockedDown(VANCE));
        var stopped = asked.when(1, new DeclineFreeStrike(BRIAR)).thenEvents(new FreeStrikeDeclined(BRIAR, VANCE), new AdvanceAbandoned(VANCE));
        assertEquals(List.of(), stopped.state().activation().charges());
        assertEquals(20 - 0.48, stopped.state().model(VANCE).orElseThrow().pose().centre().y(), 0.002);
    }

    @Test
    @DisplayName("G07: moving while staying in the enemy's melee range offers no free strike")
    void noFreeStrikeWithinReach() {
        double touching = 0.5906 + 0.7874;
        var engaged = activating(at(VANCE, 24, 20, 90), at(BRIAR, 24, 20 + touching + 0.02, 270)).when(0, new Activate(VANCE, null)).then();
        assertEquals(1, engaged.when(0, new AdvanceModel(VANCE, List.of(new Point(24.2, 20)), 90.0)).events().size());
    }
}
