package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile.Feat;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.EffectApplied;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.FeatUsed;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * A warcaster's feat (rulebook "Feats", "Feat" under Warcaster special rules, "Knockdown"; B19): once per game, any time
 * in its activation but not during a move, never while knocked down; its effects go on the models its card names.
 */
final class Feats {

    static final String FRIENDLY_IN_CONTROL_RANGE = "friendly-in-control-range";

    private final Catalogue cards;
    private final Focus focus;

    Feats(Catalogue cards, Focus focus) {
        this.cards = cards;
        this.focus = focus;
    }

    List<WarmachineEvent> use(WarmachineState state, WarmachineCommand.UseFeat command) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "a warcaster uses its feat during its activation (B19)");
        require(command.model() != null && a.members().contains(command.model()) && !a.finished().contains(command.model()), "feat.not-now",
                command.model() + " is not an activating model whose activation a run or a failed charge has not ended (B19)");
        ModelState caster = state.model(command.model()).orElseThrow();
        refusal(state, caster).ifPresent(rule -> {
            throw new RuleViolation(rule, explanation(rule));
        });
        Feat feat = cards.profile(caster).feat();
        Effect effect = new Effect(feat.name(), caster.id(), feat.effects(), Expiry.of(feat.duration(), state.turnNumber(), WarmachineState.SEATS));
        List<WarmachineEvent> events = new ArrayList<>(List.of(new FeatUsed(caster.id(), feat.name())));
        affected(state, caster, feat.affects()).forEach(model -> events.add(new EffectApplied(model.id(), effect)));
        return events;
    }

    /** The feat the activating warcaster may use now, if any. */
    List<WarmachineCommand> legal(WarmachineState state) {
        Activation a = state.activation();
        return a.members().stream().filter(id -> !a.finished().contains(id))
                .map(state::model).flatMap(Optional::stream)
                .filter(m -> refusal(state, m).isEmpty())
                .map(m -> (WarmachineCommand) new WarmachineCommand.UseFeat(m.id())).toList();
    }

    /** Why this model may not use a feat now, or empty. */
    private Optional<String> refusal(WarmachineState state, ModelState caster) {
        Feat feat = cards.profile(caster).feat();
        if (feat == null) {
            return Optional.of("feat.none");
        }
        if (caster.featTurn() != 0) {
            return Optional.of("feat.used");
        }
        if (caster.knockedDown()) {
            return Optional.of("feat.knocked-down");
        }
        if (state.activation().paused() != null) {
            return Optional.of("feat.mid-move");
        }
        return feat.effects().isEmpty() ? Optional.of("feat.not-expressible") : Optional.empty();
    }

    /** The deployed models the feat's card says it affects, in the game's order. */
    private List<ModelState> affected(WarmachineState state, ModelState caster, String affects) {
        if (!FRIENDLY_IN_CONTROL_RANGE.equals(affects)) {
            throw new IllegalStateException("the content schema refuses a feat affecting " + affects);
        }
        return state.of(caster.seat()).stream().filter(m -> focus.inControlRange(state, caster, m)).toList();
    }

    private static String explanation(String rule) {
        return switch (rule) {
            case "feat.none" -> "only a warcaster with a feat on its card uses one (rulebook \"Feats\")";
            case "feat.used" -> "a warcaster uses its feat once per game (rulebook \"Feats\", B19)";
            case "feat.knocked-down" -> "a knocked down model cannot use feats (rulebook \"Knockdown\")";
            case "feat.mid-move" -> "a feat is used before or after a move, not while moving (B19; \"Use of 'Any Time' Special Rules\")";
            case "feat.not-expressible" -> "the pack gives this feat only as text: its rules are not in the effect framework yet "
                    + "(docs/rules/warmachine.md, Effects, feats and upkeep)";
            default -> rule;
        };
    }
}
