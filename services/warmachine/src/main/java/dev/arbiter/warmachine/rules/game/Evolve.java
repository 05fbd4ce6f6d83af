package dev.arbiter.warmachine.rules.game;

import static dev.arbiter.kernel.spi.toolkit.Lists.plusAll;

import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.warmachine.rules.combat.AttackKind;
import dev.arbiter.warmachine.rules.combat.Box;
import dev.arbiter.warmachine.rules.combat.DamageBoxes;
import dev.arbiter.warmachine.rules.combat.DamageGrid;
import dev.arbiter.warmachine.rules.combat.DamageTrack;
import dev.arbiter.warmachine.rules.combat.Disablement;
import dev.arbiter.warmachine.rules.combat.Fact;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import java.util.ArrayList;
import java.util.List;

/** Applies one event: no dice, no geometry, only the facts the event carries (so an auditor folds without the kernel). */
final class Evolve {

    private final Catalogue cards;
    private final UnitCommand unitCommand;

    Evolve(Catalogue cards) {
        this.cards = cards;
        this.unitCommand = new UnitCommand(cards);
    }

    WarmachineState apply(WarmachineState s, WarmachineEvent event) {
        if (event instanceof StartingRolled e) {
            return s.withRolls(e.rolls().stream().map(Roll::value).toList(), e.chooser());
        } else if (event instanceof FirstPlayerChosen e) {
            return s.withFirst(e.first());
        } else if (event instanceof EdgeChosen e) {
            return s.withEdge(e.edge());
        } else if (event instanceof ModelDeployed e) {
            return deployed(s.withModel(e.model(), m -> m.at(e.pose().pose())));
        } else if (event instanceof FocusChanged e) {
            return s.withModel(e.model(), m -> m.withFocus(e.focus()));
        } else if (event instanceof TurnBegan e) {
            return s.withModels(s.models().stream().map(m -> (m.seat() == e.seat() ? m.withActivated(false) : m).newTurn()).toList())
                    .withTurn(e.round(), e.seat());
        } else if (event instanceof ControlEnded) {
            return s.with(Stage.ACTIVATION);
        } else if (event instanceof Activated e) {
            Activation begun = Activation.begun(e.id(), e.members(), e.order(), e.outOfFormation());
            for (String promoted : e.members().stream().filter(id -> s.model(id).filter(ModelState::forfeitsCombatAction).isPresent()).toList()) {
                begun = begun.withoutCombatAction(promoted, false);
            }
            return s.withActivation(begun);
        } else if (event instanceof Advanced e) {
            // the rest of a paused advance moves a model already marked as moved (G07)
            Activation a = s.activation().pausedAt(null);
            return s.withModel(e.model(), m -> m.at(e.pose().pose()))
                    .withActivation(a.moved().contains(e.model()) ? a : a.moved(e.model(), "run".equals(e.how()), false));
        } else if (event instanceof AdvancePaused e) {
            return s.withActivation(s.activation().pausedAt(e));
        } else if (event instanceof AdvanceAbandoned) {
            return s.withActivation(s.activation().pausedAt(null));
        } else if (event instanceof Charged e) {
            // the rest of a paused charge moves a model already marked as moved (G07)
            Activation moved = s.activation().pausedAt(null).moved(e.model(), !e.successful(), false);
            return s.withModel(e.model(), m -> m.at(e.pose().pose()))
                    .withActivation(e.successful() ? moved.charged(new Activation.ChargeMade(e.model(), e.target(), e.chargeAttack())) : moved);
        } else if (event instanceof Attacked e) {
            // a magic attack is a spell, not one of the Combat Action's attacks (I03); a stray's reroll is the same attack (H06)
            boolean inActivation = s.activation() != null && s.activation().members().contains(e.attacker()) && e.roll().kind() != AttackKind.MAGIC
                    && !e.facts().contains(Fact.STRAYED);
            return inActivation ? s.withActivation(s.activation().attacked(
                    new Activation.Strike(e.attacker(), e.weapon(), e.roll().kind() == AttackKind.MELEE))) : s;
        } else if (event instanceof Damaged e) {
            return s.withModel(e.model(), m -> m.withDamage(marked(m.damage(), e)));
        } else if (event instanceof Aimed e) {
            return s.withActivation(s.activation().moved(e.model(), false, true));
        } else if (event instanceof MovementForfeited e) {
            return s.withActivation(s.activation().moved(e.model(), false, false));
        } else if (event instanceof ActivationEnded e) {
            return s.withModels(s.models().stream()
                    .map(m -> s.activation().members().contains(m.id()) ? m.withActivated(true) : m).toList()).withActivation(null);
        } else if (event instanceof ZoneScored e) {
            return s.withControlPoints(e.seat(), e.total());
        } else if (event instanceof TurnEnded e) {
            int turn = s.turnNumber(e.round(), e.seat());
            return s.withModels(s.models().stream().map(m -> m.without(mod -> mod.expiredAfter(turn))).toList()).with(Stage.TURN_START);
        } else if (event instanceof SpellDeclared e) {
            return s.withActivation(s.activation().cast(e.caster()));
        } else if (event instanceof SpellTookEffect e) {
            return s.withModel(e.model(), m -> m.withModifiers(plusAll(m.modifiers(), e.modifiers())));
        } else if (event instanceof ModelDestroyed e) {
            return destroyed(s, e.model());
        } else if (event instanceof FieldPromoted e) {
            // promoted during its controller's turn, it forfeits its Combat Action that turn; it commands unless an Officer does (L02)
            boolean ownTurn = s.model(e.grunt()).orElseThrow().seat() == s.turnSeat();
            boolean nobodyCommands = s.commander(e.unit()).isEmpty();
            Activation a = s.activation();
            WarmachineState promoted = s.withModel(e.grunt(), m -> m.promoted(nobodyCommands, ownTurn)).withPrompts(s.prompts().subList(1, s.prompts().size()));
            return ownTurn && a != null && a.members().contains(e.grunt()) ? promoted.withActivation(a.withoutCombatAction(e.grunt(), false)) : promoted;
        } else if (event instanceof CommanderChosen e) {
            return s.withModel(e.model(), ModelState::inCommand).withPrompts(s.prompts().subList(1, s.prompts().size()));
        } else if (event instanceof FreeStrikeOffered e) {
            List<Prompt> owed = new ArrayList<>(s.prompts());
            owed.add(Prompt.freeStrike(s.model(e.striker()).orElseThrow().seat(), e.striker(), e.target(), e.weapons()));
            return s.withPrompts(owed);
        } else if (event instanceof PowerFieldOffered e) {
            // the damage is settled before anything else owed (K13)
            List<Prompt> owed = new ArrayList<>(List.of(Prompt.powerField(s.model(e.model()).orElseThrow().seat(), e.model(), e.points())));
            owed.addAll(s.prompts());
            return s.withPrompts(owed);
        } else if (event instanceof PowerFieldReinforced || event instanceof PowerFieldDeclined) {
            return s.withPrompts(s.prompts().subList(1, s.prompts().size()));
        } else if (event instanceof DamageRemoved e) {
            return s.withModel(e.model(), m -> m.withDamage(PowerFields.lessDamage(m, e.points())));
        } else if (event instanceof AttackStrayed || event instanceof ContinuousEffectRolled) {
            return s;
        } else if (event instanceof FreeStrikeDeclined || event instanceof FreeStrikeMade) {
            return s.withPrompts(s.prompts().subList(1, s.prompts().size()));
        } else if (event instanceof KnockedDown e) {
            // knockdown is not cumulative: a model already down keeps the turn it may stand in (M01, EX81)
            return s.withModel(e.model(), m -> m.knockedDown() ? m : m.knockedDown(m.seat() == s.turnSeat()));
        } else if (event instanceof StoodUp e) {
            WarmachineState up = s.withModel(e.model(), ModelState::stoodUp);
            return switch (e.forfeited()) {
                case "movement" -> up.withActivation(s.activation().moved(e.model(), false, false));
                case "combat-action" -> up.withActivation(s.activation().withoutCombatAction(e.model(), true));
                default -> up.with(Stage.CONTROL_EFFECTS);
            };
        } else if (event instanceof FeatUsed e) {
            return s.withModel(e.caster(), m -> m.featUsedIn(s.turnNumber()));
        } else if (event instanceof EffectApplied e) {
            // instances of one name do not add up: the newer replaces the older (A02)
            return s.withModel(e.model(), m -> m.withEffects(plusAll(m.effects().stream()
                    .filter(x -> !x.name().equals(e.effect().name())).toList(), List.of(e.effect()))));
        } else if (event instanceof EffectEnded e) {
            return s.withModel(e.model(), m -> m.withEffects(m.effects().stream().filter(x -> !x.name().equals(e.effect())).toList()));
        } else if (event instanceof UpkeepPaid e) {
            return Upkeeps.paid(s, e);
        } else if (event instanceof SlamMoved e) {
            // a slam is the Normal Movement; a failed one ends the activation (G15)
            return s.withModel(e.model(), m -> m.at(e.pose().pose())).withActivation(s.activation().moved(e.model(), !e.successful(), false));
        } else if (event instanceof ModelSlammed e) {
            return s.withModel(e.model(), m -> m.at(e.pose().pose()));
        } else if (event instanceof MovedAside e) {
            WarmachineState aside = s;
            for (Shift shift : e.shifts()) {
                aside = aside.withModel(shift.model(), m -> m.at(m.pose().movedTo(shift.to().point())));
            }
            return aside;
        } else if (event instanceof CollateralDamage) {
            return s;
        } else if (event instanceof GameWon e) {
            return s.over(e.winner(), e.how());
        }
        throw new IllegalArgumentException("no such event " + event);
    }

    /** The marking the event recorded, put on the track without dice (J02-J04); Tough's save clears the last box (C15). */
    private static DamageTrack marked(DamageTrack track, Damaged e) {
        DamageTrack after;
        if (track instanceof DamageGrid grid) {
            List<Box> marks = new ArrayList<>(grid.marks());
            marks.addAll(e.boxes());
            after = new DamageGrid(grid.columns(), marks);
        } else {
            after = new DamageBoxes(track.boxes(), track.marked() + e.points());
        }
        return e.fate() == Disablement.Fate.SAVED_BY_TOUGH ? after.clearLast() : after;
    }

    private static WarmachineState deployed(WarmachineState s) {
        return s.models().stream().allMatch(ModelState::deployed) ? s.with(Stage.TURN_START) : s;
    }

    /** K14: a destroyed warcaster's warjacks become inert; L02: a unit that lost its Leader or its commander. */
    private WarmachineState destroyed(WarmachineState s, String id) {
        ModelState gone = s.model(id).orElseThrow();
        // free strikes still owed at a model that is gone cannot be made (G07)
        WarmachineState left = s.withRemoved(id).withPrompts(s.prompts().stream()
                .filter(p -> !(Prompt.FREE_STRIKE.equals(p.kind()) && p.choices().contains(id))).toList());
        if (gone.unit() != null) {
            left = unitCommand.lost(left, gone);
        }
        if (cards.warcaster(gone)) {
            left = left.withModels(left.models().stream().map(m -> m.seat() == gone.seat() && cards.warjack(m) ? m.madeInert() : m).toList());
        }
        return left;
    }
}
