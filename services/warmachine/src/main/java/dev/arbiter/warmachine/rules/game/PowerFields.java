package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmachine.rules.combat.DamageBoxes;
import dev.arbiter.warmachine.rules.combat.PowerField;
import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * A warcaster's Power Field (rulebook "Power Field", "Reinforcing the Power Field"; K12, K13): focus spent to remove
 * damage in its activation, and the reinforcement its player is asked for when it would suffer damage.
 */
final class PowerFields {

    private final Catalogue cards;
    private final CombatAction combat;

    PowerFields(Catalogue cards, CombatAction combat) {
        this.cards = cards;
        this.combat = combat;
    }

    /** The answer to a power-field prompt: 1 focus takes 5 points off (EX91), down to none (EX92); or the damage whole. */
    List<WarmachineEvent> answer(WarmachineState state, Prompt prompt, WarmachineCommand command, Dice dice) {
        ModelState caster = state.model(prompt.subject()).orElseThrow();
        if (command instanceof ReinforcePowerField r && caster.id().equals(r.model())) {
            int left = PowerField.reinforced(prompt.points());
            List<WarmachineEvent> events = new ArrayList<>(List.of(new FocusChanged(caster.id(), caster.focus() - 1, "power-field"),
                    new PowerFieldReinforced(caster.id(), prompt.points(), left)));
            if (left > 0) {
                events.addAll(combat.wound(caster.withFocus(caster.focus() - 1), left, dice));
            }
            return events;
        }
        require(command instanceof DeclinePowerField d && caster.id().equals(d.model()), "prompt.pending",
                "first answer whether " + caster.id() + " reinforces its power field against " + prompt.points() + " damage (K13)");
        List<WarmachineEvent> events = new ArrayList<>(List.of(new PowerFieldDeclined(caster.id(), prompt.points())));
        events.addAll(combat.wound(caster, prompt.points(), dice));
        return events;
    }

    List<WarmachineCommand> answers(Prompt prompt) {
        return List.of(new ReinforcePowerField(prompt.subject()), new DeclinePowerField(prompt.subject()));
    }

    /** K12: at any time of its activation a warcaster spends focus, a point for each damage point removed. */
    List<WarmachineEvent> removeDamage(WarmachineState state, RemoveDamage command) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "damage is removed with focus during the warcaster's activation (K12)");
        ModelState caster = state.model(command.model()).filter(m -> a.members().contains(m.id()) && !a.finished().contains(m.id()))
                .filter(cards::warcaster).orElse(null);
        require(caster != null, "power-field.not-now", command.model() + " is not a warcaster in its activation (K12)");
        require(command.points() >= 1 && command.points() <= caster.damage().marked(), "damage.remove-unmarked",
                "from 1 to the " + caster.damage().marked() + " damage points it has suffered are removed (rulebook \"Power Field\"): "
                        + caster.id() + " has " + caster.damage().marked() + " damage marked and " + command.points() + " were asked");
        require(command.points() <= caster.focus(), "power-field.needs-focus", "each damage point removed costs 1 focus (K12): removing "
                + command.points() + " costs " + command.points() + " focus and " + caster.id() + " has " + caster.focus());
        return List.of(new FocusChanged(caster.id(), caster.focus() - command.points(), "power-field"),
                new DamageRemoved(caster.id(), command.points()));
    }

    /** One point at a time while there is damage and focus, for the bots (K12). */
    List<WarmachineCommand> removals(WarmachineState state) {
        Activation a = state.activation();
        return a.members().stream().filter(id -> !a.finished().contains(id)).map(state::model).flatMap(Optional::stream)
                .filter(cards::warcaster).filter(m -> m.focus() >= 1 && m.damage().marked() >= 1)
                .map(m -> (WarmachineCommand) new RemoveDamage(m.id(), 1)).toList();
    }

    /** The warcaster's boxes with {@code points} fewer marked (warcasters have a row of boxes). */
    static DamageBoxes lessDamage(ModelState caster, int points) {
        return ((DamageBoxes) caster.damage()).remove(points);
    }
}
