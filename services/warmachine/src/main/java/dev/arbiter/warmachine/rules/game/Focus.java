package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.geometry.Measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * Focus on warcasters and warjacks (rulebook "Warcasters & Focus", "Special Rules & Spending Focus Points"; K01-K06,
 * K09, A16, A17). One warcaster a side, so every warjack of a seat is in its battlegroup (Q05).
 */
final class Focus {

    /** The most focus a warjack's cortex holds (K06). */
    static final int CORTEX = 3;

    private final Catalogue cards;

    Focus(Catalogue cards) {
        this.cards = cards;
    }

    Optional<ModelState> warcaster(WarmachineState state, int seat) {
        return state.of(seat).stream().filter(cards::warcaster).findFirst();
    }

    /** Its current FOCUS, with the modifiers in play (A02, B05). */
    int focusStat(ModelState caster) {
        return cards.combatant(caster).current("FOCUS");
    }

    /** Control range: twice the current FOCUS from the base's edge (K02); measured "within" as every range is (A09). */
    boolean inControlRange(WarmachineState state, ModelState caster, ModelState model) {
        return caster.deployed() && model.deployed()
                && Measure.within(cards.figure(model), cards.figure(caster), 2.0 * focusStat(caster));
    }

    /** The warjacks of the seat's battlegroup that can take focus (not inert: K15). */
    List<ModelState> battlegroup(WarmachineState state, int seat) {
        return state.of(seat).stream().filter(cards::warjack).filter(m -> !m.inert()).toList();
    }

    /** Maintenance 1 (A16) and the Control Phase's replenish and power up (A17, K01, K04), as the facts they leave. */
    List<WarmachineEvent> turnStart(WarmachineState state, int seat) {
        List<WarmachineEvent> events = new ArrayList<>();
        for (ModelState jack : battlegroup(state, seat)) {
            if (jack.focus() > 0) {
                events.add(new WarmachineEvent.FocusChanged(jack.id(), 0, "maintenance"));
            }
        }
        Optional<ModelState> caster = warcaster(state, seat);
        if (caster.isEmpty()) {
            return events;
        }
        ModelState c = caster.get();
        if (c.focus() > focusStat(c)) {
            events.add(new WarmachineEvent.FocusChanged(c.id(), focusStat(c), "maintenance"));
        }
        if (c.focus() < focusStat(c)) {
            events.add(new WarmachineEvent.FocusChanged(c.id(), focusStat(c), "replenished"));
        }
        for (ModelState jack : battlegroup(state, seat)) {
            if (inControlRange(state, c, jack) && !jack.damage().cortexCrippled()) {
                events.add(new WarmachineEvent.FocusChanged(jack.id(), 1, "power-up"));
            }
        }
        return events;
    }

    /** Why the warjack cannot be given a focus point now, or empty (K05). */
    Optional<String> allocationRefusal(WarmachineState state, int seat, String warjack) {
        Optional<ModelState> jack = state.model(warjack).filter(m -> m.seat() == seat && cards.warjack(m));
        if (jack.isEmpty()) {
            return Optional.of("focus.not-in-battlegroup");
        }
        if (jack.get().inert()) {
            return Optional.of("focus.inert");
        }
        Optional<ModelState> caster = warcaster(state, seat);
        if (caster.isEmpty() || caster.get().focus() < 1) {
            return Optional.of("focus.none-left");
        }
        if (jack.get().damage().cortexCrippled()) {
            return Optional.of("focus.cortex-crippled");
        }
        if (jack.get().focus() >= CORTEX) {
            return Optional.of("focus.cortex-full");
        }
        if (!inControlRange(state, caster.get(), jack.get())) {
            return Optional.of("focus.out-of-control-range");
        }
        return Optional.empty();
    }

    List<WarmachineEvent> allocate(WarmachineState state, int seat, String warjack) {
        require(state.stage() != Stage.CONTROL_EFFECTS, "focus.allocation-over",
                "focus is allocated before effects are shaken: the Control Phase's steps come in order (\"Control Phase\", K11)");
        require(state.stage() == Stage.CONTROL, "focus.not-control-phase", "focus is allocated in the Control Phase (A17, K05)");
        allocationRefusal(state, seat, warjack).ifPresent(rule -> {
            throw new RuleViolation(rule, allocationNumbers(state, seat, warjack, rule)
                    + "a warcaster allocates focus to a warjack of its battlegroup in its control range, up to "
                    + CORTEX + " on a warjack, from the focus it has (K05, K06; Allocating Focus Points)");
        });
        ModelState caster = warcaster(state, seat).orElseThrow();
        ModelState jack = state.model(warjack).orElseThrow();
        return List.of(new WarmachineEvent.FocusChanged(caster.id(), caster.focus() - 1, "allocated"),
                new WarmachineEvent.FocusChanged(jack.id(), jack.focus() + 1, "allocated"));
    }

    /** The numbers behind a refused allocation (issue 29): the focus held, or how far the warjack is from its warcaster. */
    private String allocationNumbers(WarmachineState state, int seat, String warjack, String rule) {
        Optional<ModelState> caster = warcaster(state, seat);
        Optional<ModelState> jack = state.model(warjack);
        return switch (rule) {
            case "focus.none-left" -> caster.map(c -> c.id() + " has " + c.focus() + " focus: ").orElse("");
            case "focus.cortex-full" -> warjack + " has " + jack.orElseThrow().focus() + " focus, the most a warjack holds: ";
            case "focus.out-of-control-range" -> warjack + " is " + Inches.of(Measure.gap(cards.figure(jack.orElseThrow()), cards.figure(caster.orElseThrow())))
                    + " from " + caster.orElseThrow().id() + ", whose control range is " + Inches.of(2.0 * focusStat(caster.orElseThrow())) + ": ";
            default -> "";
        };
    }

    /** Why the model cannot shake its knockdown now, or empty (K11: 1 focus, a warcaster or warjack, not a crippled Cortex). */
    Optional<String> shakeRefusal(WarmachineState state, int seat, String id) {
        Optional<ModelState> model = state.model(id).filter(m -> m.seat() == seat && (cards.warcaster(m) || cards.warjack(m)));
        if (model.isEmpty()) {
            return Optional.of("shake.not-yours");
        }
        if (!model.get().knockedDown()) {
            return Optional.of("shake.nothing-to-shake");
        }
        if (model.get().damage().cortexCrippled()) {
            return Optional.of("focus.cortex-crippled");
        }
        if (model.get().focus() < 1) {
            return Optional.of("focus.shake-needs-focus");
        }
        return Optional.empty();
    }

    List<WarmachineEvent> shake(WarmachineState state, int seat, String id) {
        require(state.stage() == Stage.CONTROL || state.stage() == Stage.CONTROL_EFFECTS, "focus.not-control-phase",
                "effects are shaken in the Control Phase (K11)");
        shakeRefusal(state, seat, id).ifPresent(rule -> {
            throw new RuleViolation(rule, "a knocked down warcaster or warjack of yours spends 1 focus to stand up, unless its Cortex is"
                    + " crippled (K11, \"Focus: Shake Effect\"; J05)");
        });
        ModelState model = state.model(id).orElseThrow();
        return List.of(new WarmachineEvent.FocusChanged(id, model.focus() - 1, "shake"), new WarmachineEvent.StoodUp(id, "focus"));
    }
}
