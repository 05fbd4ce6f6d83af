package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.effect.Effect;
import dev.arbiter.warmachine.rules.effect.Expiry;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.EffectApplied;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.EffectEnded;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.FocusChanged;
import dev.arbiter.warmachine.rules.game.WarmachineEvent.UpkeepPaid;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Upkeep spells in play (rulebook "Upkeep Spells", "Control Phase" step 4, "Warcaster Destruction"; I09-I11, I13): each
 * is a named {@link Effect} on the model it affects, its source the caster. The caster pays 1 focus in its Control Phase
 * to keep it, else it lapses as the phase ends; one instance of each per caster (a recast ends the old one); one friendly
 * and one enemy upkeep per model or unit (a newer one from the same side replaces the older); its caster gone, it ends.
 * Non-upkeep spells are {@code TimedModifier}s beside them, so they stack freely (I13).
 */
final class Upkeeps {

    static final String UNPAID = "upkeep-unpaid";
    static final String RECAST = "recast";
    static final String REPLACED = "replaced";
    static final String CASTER_GONE = "caster-gone";

    /** The names of the upkeep spells {@code caster} has in play, on any model, in the game's order. */
    static Set<String> inPlay(WarmachineState state, String caster) {
        Set<String> names = new LinkedHashSet<>();
        upkeeps(state).filter(u -> u.effect().source().equals(caster)).forEach(u -> names.add(u.effect().name()));
        return names;
    }

    /** The earlier casting of an upkeep spell ends as the new one's COST is paid (I10). */
    static List<WarmachineEvent> recast(WarmachineState state, ModelState caster, Spell spell) {
        return upkeeps(state).filter(u -> u.isCasting(caster.id(), spell.name()))
                .map(u -> (WarmachineEvent) new EffectEnded(u.model(), spell.name(), RECAST)).toList();
    }

    /**
     * The upkeep spell goes on its target, ending any other upkeep of the caster's side on the target or its unit (I10),
     * except the earlier casting of the same spell, which {@link #recast} already ended.
     */
    static List<WarmachineEvent> applied(WarmachineState state, ModelState caster, Spell spell, ModelState target) {
        Set<String> unit = new LinkedHashSet<>(target.unit() == null ? List.of(target.id())
                : state.unit(target.unit()).stream().map(ModelState::id).toList());
        List<WarmachineEvent> events = new ArrayList<>();
        upkeeps(state).filter(u -> unit.contains(u.model()) && !u.isCasting(caster.id(), spell.name()))
                .filter(u -> seatOf(state, u.effect().source()).filter(seat -> seat == caster.seat()).isPresent())
                .forEach(u -> events.add(new EffectEnded(u.model(), u.effect().name(), REPLACED)));
        events.add(new EffectApplied(target.id(), Effect.upkeepSpell(spell.name(), caster.id(), spell.modifiers(), state.turnNumber())));
        return events;
    }

    /** Why {@code caster} may not pay for {@code spell} now, or empty (I09). */
    static Optional<String> refusal(WarmachineState state, int seat, String caster, String spell) {
        if (state.stage() == Stage.CONTROL_EFFECTS) {
            return Optional.of("upkeep.over");
        }
        if (state.stage() != Stage.CONTROL) {
            return Optional.of("upkeep.not-control-phase");
        }
        Optional<ModelState> model = state.model(caster).filter(m -> m.seat() == seat);
        if (model.isEmpty() || !inPlay(state, caster).contains(spell)) {
            return Optional.of("upkeep.not-in-play");
        }
        if (upkeeps(state).noneMatch(u -> u.isCasting(caster, spell) && u.effect().expiry().unpaidIn(state.turnNumber()))) {
            return Optional.of("upkeep.paid");
        }
        return model.get().focus() < 1 ? Optional.of("upkeep.no-focus") : Optional.empty();
    }

    static List<WarmachineEvent> pay(WarmachineState state, int seat, WarmachineCommand.PayUpkeep command) {
        refusal(state, seat, command.model(), command.spell()).ifPresent(rule -> {
            throw new RuleViolation(rule, explanation(rule));
        });
        ModelState caster = state.model(command.model()).orElseThrow();
        return List.of(new FocusChanged(caster.id(), caster.focus() - 1, "upkeep"), new UpkeepPaid(caster.id(), command.spell()));
    }

    /** The payments the seat can make now, one per unpaid upkeep spell of its casters. */
    static List<WarmachineCommand> legal(WarmachineState state, int seat) {
        List<WarmachineCommand> legal = new ArrayList<>();
        for (ModelState caster : state.of(seat)) {
            for (String spell : inPlay(state, caster.id())) {
                if (refusal(state, seat, caster.id(), spell).isEmpty()) {
                    legal.add(new WarmachineCommand.PayUpkeep(caster.id(), spell));
                }
            }
        }
        return legal;
    }

    /** As the seat's Control Phase ends, its casters' upkeep spells not paid for in it expire (I09). */
    static List<WarmachineEvent> lapsed(WarmachineState state, int seat) {
        return upkeeps(state).filter(u -> u.effect().expiry().unpaidIn(state.turnNumber()))
                .filter(u -> seatOf(state, u.effect().source()).filter(s -> s == seat).isPresent())
                .map(u -> (WarmachineEvent) new EffectEnded(u.model(), u.effect().name(), UNPAID)).toList();
    }

    /** The upkeep spells of casters destroyed or removed from play, which expire with them (I11). */
    static List<WarmachineEvent> orphaned(WarmachineState state) {
        return upkeeps(state).filter(u -> state.model(u.effect().source()).isEmpty())
                .map(u -> (WarmachineEvent) new EffectEnded(u.model(), u.effect().name(), CASTER_GONE)).toList();
    }

    /** Paying moves each model's instance of the spell onto this turn's upkeep. */
    static WarmachineState paid(WarmachineState state, UpkeepPaid event) {
        return state.withModels(state.models().stream().map(m -> m.withEffects(m.effects().stream()
                .map(e -> e.source().equals(event.caster()) && e.name().equals(event.spell()) && e.expiry().upkeep()
                        ? new Effect(e.name(), e.source(), e.rules(), Expiry.upkept(state.turnNumber())) : e)
                .toList())).toList());
    }

    /** One upkeep spell on one model. */
    private record OnModel(String model, Effect effect) {
        boolean isCasting(String caster, String spell) {
            return effect.source().equals(caster) && effect.name().equals(spell);
        }
    }

    private static Stream<OnModel> upkeeps(WarmachineState state) {
        return state.models().stream().flatMap(m -> m.effects().stream().filter(e -> e.expiry().upkeep()).map(e -> new OnModel(m.id(), e)));
    }

    /** The seat of a model in play or removed: an upkeep's side is its caster's. */
    private static Optional<Integer> seatOf(WarmachineState state, String id) {
        return Stream.concat(state.models().stream(), state.removed().stream()).filter(m -> m.id().equals(id)).map(ModelState::seat).findFirst();
    }

    private static String explanation(String rule) {
        return switch (rule) {
            case "upkeep.over" -> "upkeep is paid before effects are shaken: the Control Phase's steps come in order (\"Control Phase\", step 4)";
            case "upkeep.not-control-phase" -> "upkeep is paid in its caster's Control Phase (rulebook \"Upkeep Spells\", I09)";
            case "upkeep.not-in-play" -> "a caster of yours pays upkeep only for an upkeep spell of its own in play (I09)";
            case "upkeep.paid" -> "an upkeep spell is paid for once a Control Phase: 1 focus keeps it a round (I09)";
            case "upkeep.no-focus" -> "upkeep costs 1 focus and the caster has none left (I09)";
            default -> rule;
        };
    }
}
