package dev.arbiter.warmachine.service;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Profile.Modifier;
import dev.arbiter.warmachine.rules.combat.AttackKind;
import dev.arbiter.warmachine.rules.combat.AttackResult;
import dev.arbiter.warmachine.rules.combat.Bonus;
import dev.arbiter.warmachine.rules.combat.DamageBoxes;
import dev.arbiter.warmachine.rules.combat.DamageResult;
import dev.arbiter.warmachine.rules.combat.DicePool;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.combat.Thrown;
import dev.arbiter.warmachine.rules.combat.TimedModifier;
import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.Continuous;
import dev.arbiter.warmachine.rules.effect.DamageType;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.Activation;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.Preview;
import dev.arbiter.warmachine.rules.game.Prompt;
import dev.arbiter.warmachine.rules.game.TableView;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineEvent;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.AdvancePaused;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.ChargeDeclared;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.FreeStrikeOffered;
import dev.arbiter.warmachine.rules.game.WarmachineRules;
import dev.arbiter.warmachine.rules.game.Wire.Spot;
import dev.arbiter.warmachine.rules.game.Wire.Stance;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Stop;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The commands, events and view members that knockdown, spells, the power field, strays, paused movement and new
 * commanders added (issue 17), written by the kernel's codec with this service's JSON (TenThousandths) and checked
 * against contracts/openapi/warmachine.yaml. A random REST game rarely shows a power-field prompt or a paused charge, so
 * each shape is checked here once, with every nullable member both null and set.
 */
class NewPayloadsContractTest {

    private static final GameCodec CODEC = new GameCodec(servicesJson(), new WarmachineRules(WarmachinePacks.demo()));
    private static final Contract CONTRACT = Contract.ofService();

    private static final String VANCE = "s0-vance-1";
    private static final String BASTION = "s0-bastion-1";
    private static final String IRONCOATS = "s0-ironcoats-1";
    private static final String THORNE = "s1-thorne-1";
    private static final String BRIAR = "s1-briar-1";
    private static final String WARDEN = "s1-hollow-wardens-1-2";

    private static ObjectMapper servicesJson() {
        ObjectMapper mapper = new ObjectMapper();
        new TenThousandths().customize(mapper);
        return mapper;
    }

    @Test
    @DisplayName("StandUp (E27), Shake (K11), CastSpell (I03), ReinforcePowerField, DeclinePowerField (K13), RemoveDamage (K12), ChooseCommander (L02), Concede (A13) are Commands of the contract and read back as sent")
    void newCommands() {
        List<WarmachineCommand> commands = List.of(new WarmachineCommand.StandUp(BASTION, "movement"),
                new WarmachineCommand.StandUp(BASTION, "combat-action"), new WarmachineCommand.Shake(BASTION),
                new WarmachineCommand.CastSpell(VANCE, "Arc Bolt", BRIAR, true, false), new WarmachineCommand.ReinforcePowerField(VANCE),
                new WarmachineCommand.DeclinePowerField(VANCE), new WarmachineCommand.RemoveDamage(VANCE, 2),
                new WarmachineCommand.ChooseCommander(IRONCOATS, IRONCOATS + "-3"), new WarmachineCommand.Concede());
        for (WarmachineCommand command : commands) {
            ObjectNode json = CODEC.commandJson(command);
            CONTRACT.check("Command", json);
            assertEquals(command, CODEC.command(json), "the service reads " + json + " back");
        }
    }

    @Test
    @DisplayName("KnockedDown, StoodUp, SpellDeclared, SpellTookEffect, the power field's, DamageRemoved, AttackStrayed, AdvanceAbandoned, CommanderChosen match their payload schemas")
    void newEvents() {
        TimedModifier ironResolve = new TimedModifier("Iron Resolve", new Modifier("ARM", 2), 3, 0);
        checkEvents(new WarmachineEvent.KnockedDown(BASTION), new WarmachineEvent.StoodUp(BASTION, "movement"),
                new WarmachineEvent.StoodUp(BASTION, "combat-action"), new WarmachineEvent.StoodUp(BASTION, "focus"),
                new WarmachineEvent.SpellDeclared(VANCE, "Iron Resolve", BASTION),
                new WarmachineEvent.SpellTookEffect(BASTION, "Iron Resolve", List.of(ironResolve)),
                new WarmachineEvent.PowerFieldOffered(THORNE, 13), new WarmachineEvent.PowerFieldReinforced(THORNE, 13, 8),
                new WarmachineEvent.PowerFieldReinforced(THORNE, 4, 0), new WarmachineEvent.PowerFieldDeclined(THORNE, 4),
                new WarmachineEvent.DamageRemoved(VANCE, 2), new WarmachineEvent.AttackStrayed(VANCE, BRIAR, WARDEN, new Roll(41, 6, 3)),
                new WarmachineEvent.AttackStrayed(VANCE, BRIAR, WARDEN, null), new WarmachineEvent.AdvanceAbandoned(BASTION),
                new WarmachineEvent.CommanderChosen(IRONCOATS, IRONCOATS + "-3"), new WarmachineEvent.GameWon(1, "concession"));
        for (String why : List.of("shake", "spell", "power-field", "cortex-crippled", "additional-attack")) {
            checkEvents(new WarmachineEvent.FocusChanged(VANCE, 1, why));
        }
    }

    @Test
    @DisplayName("B19: UseFeat is a Command of the contract and reads back as sent; FeatUsed, EffectApplied and EffectEnded match their payload schemas")
    void feats() {
        ObjectNode json = CODEC.commandJson(new WarmachineCommand.UseFeat(VANCE));
        CONTRACT.check("Command", json);
        assertEquals(new WarmachineCommand.UseFeat(VANCE), CODEC.command(json));
        Effect holdTheLine = new Effect("Hold the Line", VANCE, List.of(new CardEffect("modifier", "DEF", 2, null),
                new CardEffect("cannot", null, null, "be-knocked-down")), new Expiry(0, 3, 0));
        checkEvents(new WarmachineEvent.FeatUsed(VANCE, "Hold the Line"), new WarmachineEvent.EffectApplied(BASTION, holdTheLine),
                new WarmachineEvent.EffectEnded(BASTION, "Hold the Line", "duration"));
    }

    @Test
    @DisplayName("I09-I11: PayUpkeep is a Command of the contract and reads back as sent; UpkeepPaid, an upkeep spell's EffectApplied and each reason of EffectEnded match their payload schemas")
    void upkeep() {
        ObjectNode json = CODEC.commandJson(new WarmachineCommand.PayUpkeep(VANCE, "Gearward"));
        CONTRACT.check("Command", json);
        assertEquals(new WarmachineCommand.PayUpkeep(VANCE, "Gearward"), CODEC.command(json));
        Effect gearward = Effect.upkeepSpell("Gearward", VANCE, List.of(new Modifier("DEF", 2)), 3);
        checkEvents(new WarmachineEvent.FocusChanged(VANCE, 5, "upkeep"), new WarmachineEvent.UpkeepPaid(VANCE, "Gearward"),
                new WarmachineEvent.EffectApplied(BASTION, gearward));
        for (String reason : List.of("upkeep-unpaid", "recast", "replaced", "caster-gone")) {
            checkEvents(new WarmachineEvent.EffectEnded(BASTION, "Gearward", reason));
        }
    }

    @Test
    @DisplayName("M03-M05, B12, C16: a continuous effect's EffectApplied and ContinuousEffectRolled (expired, Fire's damage roll, Corrosion's point) match their schemas")
    void continuousEffects() {
        Effect fire = new Effect("Fire", VANCE, List.of(CardEffect.continuous(Continuous.FIRE)), new Expiry(0, 0, 0));
        DamageResult burn = new DamageResult(new Thrown(List.of(new Roll(20, 6, 3), new Roll(21, 6, 4))), 12, 19, 17, 2, false,
                DicePool.twoDice(), List.of(DamageType.FIRE), null, List.of(new Bonus("Shield (Shield)", 2)));
        DamageResult immune = new DamageResult(new Thrown(List.of()), 12, 0, 18, 0, false, DicePool.twoDice(), List.of(DamageType.FIRE),
                DamageType.FIRE, List.of());
        checkEvents(new WarmachineEvent.EffectApplied(WARDEN, fire),
                new WarmachineEvent.ContinuousEffectRolled(WARDEN, "Fire", new Roll(19, 6, 2), null, 0),
                new WarmachineEvent.ContinuousEffectRolled(WARDEN, "Fire", new Roll(19, 6, 4), burn, 2),
                new WarmachineEvent.ContinuousEffectRolled(WARDEN, "Fire", new Roll(19, 6, 4), immune, 0),
                new WarmachineEvent.ContinuousEffectRolled(WARDEN, "Corrosion", new Roll(19, 6, 5), null, 1));
    }

    @Test
    @DisplayName("G11-G15, E17, E21, G12: HeadButt and Slam are Commands of the contract and read back as sent; a slam's events and a power attack's Attacked match their payload schemas")
    void powerAttacks() {
        for (WarmachineCommand command : List.of(new WarmachineCommand.HeadButt(BASTION, BRIAR, false, true),
                new WarmachineCommand.Slam(BASTION, BRIAR, null, true, false), new WarmachineCommand.Slam(BASTION, BRIAR, 2.5, false, false))) {
            ObjectNode json = CODEC.commandJson(command);
            CONTRACT.check("Command", json);
            assertEquals(command, CODEC.command(json));
        }
        AttackResult hit = new AttackResult(AttackKind.MELEE, true, AttackResult.How.ROLLED,
                new Thrown(List.of(new Roll(3, 6, 4), new Roll(4, 6, 3))), 7, List.of(new Bonus("slam at a larger base", -2)), 12, 12, List.of(), false);
        DamageResult damage = new DamageResult(new Thrown(List.of(new Roll(6, 6, 5), new Roll(7, 6, 5), new Roll(8, 6, 1))), 11, 22, 15, 7, false,
                DicePool.twoDice().plusDieFrom("the collision"), List.of(), null, List.of());
        DamageResult collateral = new DamageResult(new Thrown(List.of(new Roll(9, 6, 2), new Roll(10, 6, 2))), 11, 15, 16, 0, false, DicePool.twoDice(), List.of(), null, List.of());
        checkEvents(new WarmachineEvent.FocusChanged(BASTION, 1, "power-attack"),
                new WarmachineEvent.SlamMoved(BASTION, BRIAR, List.of(new Spot(240000, 100000), new Spot(240000, 160000)), 60000, Stop.MODEL,
                        List.of(BRIAR), new Stance(240000, 160000, 900000), true, true),
                new WarmachineEvent.ModelSlammed(BRIAR, BASTION, new Roll(5, 6, 4), 40000, new Spot(240000, 177717), 31000, Stop.TERRAIN, "wall", true,
                        List.of(WARDEN), new Stance(240000, 208717, 2700000)),
                new WarmachineEvent.MovedAside(BRIAR, List.of(new WarmachineEvent.Shift(WARDEN, new Spot(240000, 210000), new Spot(240000, 225000))), List.of()),
                new WarmachineEvent.Attacked(BASTION, BRIAR, -1, "Slam", List.of(Fact.POWER_ATTACK), Protection.NONE, hit, damage),
                new WarmachineEvent.CollateralDamage(WARDEN, BASTION, collateral));
    }

    @Test
    @DisplayName("I05, H06: a spell's magic attack strayed and rerolled is an Attacked with weapon -1, the spell's name, roll kind MAGIC and the fact STRAYED")
    void magicAttackRerolledAfterAStray() {
        AttackResult missed = new AttackResult(AttackKind.MAGIC, false, AttackResult.How.ROLLED,
                new Thrown(List.of(new Roll(12, 6, 2), new Roll(13, 6, 3))), 6, List.of(), 11, 18, List.of(new Bonus("target in melee", 4)), false);
        checkEvents(new WarmachineEvent.Attacked(VANCE, WARDEN, -1, "Arc Bolt", List.of(Fact.TARGET_IN_MELEE, Fact.STRAYED), Protection.NONE,
                missed, null));
    }

    @Test
    @DisplayName("G07, clarification 19: AdvancePaused of an advance, a run and a charge (with and without stopAt), and the Advanced \"charge\" before it")
    void pausedMovement() {
        checkEvents(advancePaused(), new AdvancePaused(BASTION, "run", 61234, List.of(new Spot(240000, 95000), new Spot(250000, 120000)),
                        null, List.of(BRIAR, WARDEN), null), chargePaused(null), chargePaused(50000L),
                new WarmachineEvent.Advanced(BASTION, "charge", List.of(new Spot(205000, 40000), new Spot(205000, 61000)), 21000,
                        Stop.COMPLETED, List.of(), new Stance(205000, 61000, 900000)));
    }

    @Test
    @DisplayName("issue 29, E08: Charged says how far short a failed charge ended (shortBy), null for a successful one")
    void chargedShortBy() {
        List<Spot> path = List.of(new Spot(240000, 200000), new Spot(240000, 270000));
        checkEvents(new WarmachineEvent.Charged(BASTION, BRIAR, 900000, path, 70000, Stop.OUT_OF_MOVEMENT, List.of(),
                        new Stance(240000, 270000, 900000), false, false, 7283L),
                new WarmachineEvent.Charged(BASTION, BRIAR, 900000, path, 70000, Stop.MODEL, List.of(BRIAR),
                        new Stance(240000, 270000, 900000), true, true, null));
    }

    @Test
    @DisplayName("E07: a charge that stopped where its player chose (stopAt) or to keep its target in melee range says CHOSEN, a Stop of the contract")
    void chargeStoppedWhereChosen() {
        checkEvents(new WarmachineEvent.Charged(BASTION, BRIAR, 900000, List.of(new Spot(240000, 200000), new Spot(240000, 250000)), 50000,
                Stop.CHOSEN, List.of(), new Stance(240000, 250000, 900000), true, true, null));
    }

    @Test
    @DisplayName("G07: FreeStrikeOffered names the striker's weapons that reach the mover where it left")
    void freeStrikeOffered() {
        checkEvents(new FreeStrikeOffered(WARDEN, BASTION, new Spot(240000, 95000), List.of(0)));
    }

    @Test
    @DisplayName("The view's new members: a knocked-down model with a spell's modifier, an activation paused for free strikes, power-field and new-commander prompts")
    void newViewMembers() {
        ModelState down = new ModelState(BASTION, 0, "bastion", null, false, false, Pose.at(20.5, 4, 90), 1, false, false,
                DamageBoxes.of(8), true, true, List.of(new TimedModifier("Iron Resolve", new Modifier("ARM", 2), 3, 0)), false,
                List.of(new Effect("Hold the Line", "s0-vance-1", List.of(new CardEffect("modifier", "DEF", 2, null),
                        new CardEffect("cannot", null, null, "be-knocked-down")), new Expiry(0, 3, 0))), 0);
        ModelState promoted = new ModelState(IRONCOATS + "-3", 0, "ironcoats", IRONCOATS, true, true, null, 0, false, false,
                DamageBoxes.of(1), false, false, List.of(), true, List.of(), 0);
        CONTRACT.check("ModelView", CODEC.mapper().valueToTree(viewed(down, "Bastion", 19685)));
        CONTRACT.check("ModelView", CODEC.mapper().valueToTree(viewed(promoted, "Ironcoat Riflemen", 11811)));
        Activation paused = Activation.begun(BASTION, List.of(BASTION), null, List.of()).withoutCombatAction(BASTION, true)
                .cast(BASTION).pausedAt(chargePaused(50000L));
        CONTRACT.check("ActivationView", CODEC.mapper().valueToTree(paused));
        CONTRACT.check("ActivationView", CODEC.mapper().valueToTree(paused.pausedAt(advancePaused())));
        CONTRACT.check("ActivationView", CODEC.mapper().valueToTree(paused.pausedAt(null)));
        CONTRACT.check("Prompt", CODEC.mapper().valueToTree(new Prompt(1, Prompt.POWER_FIELD, THORNE, List.of(), 13, List.of())));
        CONTRACT.check("Prompt", CODEC.mapper().valueToTree(new Prompt(1, Prompt.FREE_STRIKE, WARDEN, List.of(BASTION), 0, List.of(0))));
        CONTRACT.check("Prompt", CODEC.mapper().valueToTree(new Prompt(0, Prompt.NEW_COMMANDER, IRONCOATS,
                List.of(IRONCOATS + "-2", IRONCOATS + "-3"))));
    }

    @Test
    @DisplayName("issue 29: previewCommand's answer, accepted with a charge and terrain and refused with each kind of problem, matches Preview")
    void previews() {
        Preview accepted = new Preview(true, null, List.of(new Spot(205000, 40000), new Spot(205000, 95000)), 55000, 80000,
                new Stance(205000, 95000, 900000), List.of(new Preview.Crossed("ford", "shallow-water")), List.of(BRIAR),
                new Preview.ChargeReach(BRIAR, true, null), List.of(WARDEN));
        CONTRACT.check("Preview", CODEC.mapper().valueToTree(PreviewAnswer.of(accepted)));
        Preview shortOf = new Preview(true, null, List.of(new Spot(205000, 40000), new Spot(205000, 95000)), 55000, 80000,
                new Stance(205000, 95000, 900000), List.of(), List.of(), new Preview.ChargeReach(BRIAR, false, 7283L), List.of());
        CONTRACT.check("Preview", CODEC.mapper().valueToTree(PreviewAnswer.of(shortOf)));
        for (Preview.Kind kind : Preview.Kind.values()) {
            Preview refused = new Preview(false, new Preview.Refusal(kind, "why", kind == Preview.Kind.ILLEGAL_MOVE ? "charge.heading" : null),
                    List.of(), 0, 0, null, List.of(), List.of(), null, List.of());
            CONTRACT.check("Preview", CODEC.mapper().valueToTree(PreviewAnswer.of(refused)));
        }
    }

    private static TableView.ModelView viewed(ModelState m, String name, long base) {
        return new TableView.ModelView(m.id(), m.seat(), m.profile(), name, base, m.unit(), m.leader(), m.commands(), m.pose(), m.focus(),
                m.activated(), m.inert(), m.damage(), m.knockedDown(), m.staysDown(), m.modifiers(), m.forfeitsCombatAction(),
                m.effects(), m.featTurn());
    }

    private static AdvancePaused advancePaused() {
        return new AdvancePaused(BASTION, "advance", 23456, List.of(new Spot(240000, 95000)), 900000L, List.of(BRIAR), null);
    }

    private static AdvancePaused chargePaused(Long stopAt) {
        ChargeDeclared charge = new ChargeDeclared(BRIAR, 900000, new Stance(205000, 40000, 900000), stopAt);
        return new AdvancePaused(BASTION, "charge", 42000, List.of(new Spot(205000, 103000)), null, List.of(WARDEN), charge);
    }

    private static void checkEvents(WarmachineEvent... events) {
        for (WarmachineEvent event : events) {
            CONTRACT.check("WarmachineEvent" + CODEC.eventType(event), CODEC.eventJson(event));
        }
    }
}
