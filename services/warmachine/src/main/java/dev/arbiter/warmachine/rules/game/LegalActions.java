package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.game.WarmachineCommand.*;

import java.util.ArrayList;
import java.util.List;

/** The commands a seat may send now that can be listed one by one; those with continuous parameters are {@link Shapes}. */
final class LegalActions {

    private final Focus focus;
    private final Turns turns;
    private final Activations activations;
    private final CombatAction combat;
    private final Spells spells;
    private final PowerFields powerFields;
    private final Feats feats;

    LegalActions(Focus focus, Turns turns, Activations activations, CombatAction combat, Spells spells, PowerFields powerFields, Feats feats) {
        this.focus = focus;
        this.turns = turns;
        this.activations = activations;
        this.combat = combat;
        this.spells = spells;
        this.powerFields = powerFields;
        this.feats = feats;
    }

    List<WarmachineCommand> of(WarmachineState state, int seat, List<Integer> awaiting) {
        if (!awaiting.contains(seat)) {
            return List.of();
        }
        List<WarmachineCommand> legal = new ArrayList<>();
        if (!state.prompts().isEmpty()) {
            Prompt prompt = state.prompts().get(0);
            if (Prompt.POWER_FIELD.equals(prompt.kind())) {
                legal.addAll(powerFields.answers(prompt));
            } else if (Prompt.FREE_STRIKE.equals(prompt.kind())) {
                legal.addAll(combat.freeStrikes(state, prompt));
                legal.add(new DeclineFreeStrike(prompt.subject()));
            } else if (Prompt.NEW_COMMANDER.equals(prompt.kind())) {
                prompt.choices().forEach(trooper -> legal.add(new ChooseCommander(prompt.subject(), trooper)));
            } else {
                prompt.choices().forEach(grunt -> legal.add(new PromoteGrunt(prompt.subject(), grunt)));
            }
            return legal;
        }
        switch (state.stage()) {
            case ORDER -> {
                legal.add(new ChooseFirstPlayer(0));
                legal.add(new ChooseFirstPlayer(1));
            }
            case EDGE -> {
                legal.add(new ChooseEdge("south"));
                legal.add(new ChooseEdge("north"));
            }
            case CONTROL, CONTROL_EFFECTS -> {
                for (ModelState jack : focus.battlegroup(state, seat)) {
                    if (state.stage() == Stage.CONTROL && focus.allocationRefusal(state, seat, jack.id()).isEmpty()) {
                        legal.add(new AllocateFocus(jack.id()));
                    }
                }
                state.of(seat).stream().filter(m -> focus.shakeRefusal(state, seat, m.id()).isEmpty())
                        .forEach(m -> legal.add(new Shake(m.id())));
                legal.add(new EndControl());
            }
            case ACTIVATION -> activation(state, legal);
            default -> {
            }
        }
        return legal;
    }

    private void activation(WarmachineState state, List<WarmachineCommand> legal) {
        Activation a = state.activation();
        if (a == null) {
            for (String id : turns.toActivate(state)) {
                legal.add(new Activate(id, null));
                if (state.model(id).isEmpty()) {
                    legal.add(new Activate(id, Activation.PRESS_FORWARD));
                }
            }
            return;
        }
        for (String member : a.members()) {
            if (a.canMove(member) && state.model(member).isPresent()) {
                if (!activations.mustMove(state, member)) {
                    legal.add(new ForfeitMovement(member));
                }
                ModelState model = state.model(member).orElseThrow();
                if (model.knockedDown() && !model.staysDown()) {
                    legal.add(new StandUp(member, "movement"));
                    legal.add(new StandUp(member, "combat-action"));
                }
                if (activations.aimRefusal(state, model).isEmpty()) {
                    legal.add(new Aim(member));
                }
            }
        }
        legal.addAll(combat.legal(state));
        legal.addAll(spells.legal(state));
        legal.addAll(feats.legal(state));
        legal.addAll(powerFields.removals(state));
        if (a.members().stream().noneMatch(id -> activations.mustMove(state, id))) {
            legal.add(new EndActivation());
        }
    }
}
