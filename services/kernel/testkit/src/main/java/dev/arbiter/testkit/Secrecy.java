package dev.arbiter.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.game.TurnCheck;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.SecretSlots.Slot;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The hidden-information check every ruleset runs in its playouts: no viewer learns anything
 * that the state marks {@code @Secret} for another seat (or for nobody), through any channel.
 *
 * <p>{@link #checked} wraps a ruleset so that every call the playout makes is checked by
 * non-interference: the state is copied with one secret changed (each secret in turn, see
 * {@link SecretSlots}) and what a viewer who may not see that secret gets must stay the same.
 * <ul>
 * <li>views, at every state the events lead through (what time travel shows): equal;
 * <li>each seat's legal actions: equal;
 * <li>refusals: the answer to commands the viewer sends (the other seats' legal actions): the
 *     same rule and message;
 * <li>events: a command decided again on the changed state, or with other dice faces (shuffles,
 *     face-down draws), may give the viewer other events only if the viewer's view after them
 *     differs too (the events revealed something to it, as a draw into its own hand does).
 *     Events that differ for the viewer while its view does not tell it a secret: some member
 *     that should carry {@code @Secret} does not;
 * <li>events, by value: no event shows a viewer a text that is secret from it after the command
 *     and that its view never showed (a card chosen face down is in the command, not in a state a
 *     variant can change).
 * </ul>
 * The ruleset's own annotations on the state are the truth the check holds views and events to,
 * so a view member or an event type that carries a secret without its mark fails the playout.
 */
public final class Secrecy<S, C, E> implements InvocationHandler {

    private static final int PROBES_PER_SEAT = 2;

    private final Rules<S, C, E> rules;
    private final List<Viewer> viewers = new ArrayList<>();
    private final ObjectMapper json = new ObjectMapper();
    private int commands;
    private int steps;
    private int events;
    /*
     * What has been checked already. Every check is a pure function of what it is given, and the
     * playout meets the same states and decisions again: the kernel folds each event, the bot folds
     * them once more for the invariants, and the audit part decides every command again and folds
     * the events read back from JSON. A second check of the same inputs would find what the first
     * found, so it is done once.
     */
    private final Set<S> viewsChecked = new HashSet<>();
    private final Set<List<Object>> seatsChecked = new HashSet<>();
    private final Set<List<Object>> stepsChecked = new HashSet<>();

    private Secrecy(Rules<S, C, E> rules, int seats) {
        this.rules = rules;
        for (int seat = 0; seat < seats; seat++) {
            viewers.add(Viewer.seat(seat));
        }
        viewers.add(Viewer.SPECTATOR);
    }

    /** The ruleset, with every start, decision and state it reaches checked for secrets given away. */
    @SuppressWarnings("unchecked")
    public static <S, C, E> Rules<S, C, E> checked(Rules<S, C, E> rules, int seats) {
        return (Rules<S, C, E>) Proxy.newProxyInstance(Secrecy.class.getClassLoader(), new Class<?>[] {Rules.class},
                new Secrecy<>(rules, seats));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "start":
                return decided((S) args[0], null, "start", "start", rules::start, (Dice) args[1]);
            case "advance":
                return decided((S) args[0], null, "advance", "automatic step " + ++steps, rules::advance, (Dice) args[1]);
            case "decide":
                Integer seat = (Integer) args[1];
                C command = (C) args[2];
                return decided((S) args[0], seat, Arrays.asList(seat, command), "command " + ++commands + " (seat " + seat + ", " + command + ")",
                        (state, dice) -> rules.decide(state, seat, command, dice), (Dice) args[3]);
            case "evolve":
                S next = rules.evolve((S) args[0], (E) args[1]);
                events++;
                if (viewsChecked.add(next)) {
                    checkViews(next, "after event " + events + " (" + type(args[1]) + ")");
                }
                return next;
            default:
                try {
                    return method.invoke(rules, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
        }
    }

    // --- views and legal actions -----------------------------------------------------------

    private void checkViews(S state, String where) {
        Map<Viewer, Object> views = new HashMap<>();
        for (Variant<S> variant : variants(state)) {
            for (Viewer viewer : blind(variant.slot)) {
                Object seen = views.computeIfAbsent(viewer, v -> viewOf(state, v));
                Object changed = attempt(() -> viewOf(variant.state, viewer));
                if (changed != null && !seen.equals(changed)) {
                    fail(where + ": " + name(viewer) + "'s view changes when only " + variant.slot.path() + " changes, which it may not see: "
                            + difference(seen, changed));
                }
            }
        }
    }

    private void checkLegalActions(S state, List<List<C>> legalNow, List<Variant<S>> variants, String where) {
        for (Variant<S> variant : variants) {
            for (Viewer viewer : blind(variant.slot)) {
                if (viewer.isSeat()) {
                    List<C> legal = legalNow.get(viewer.seat());
                    List<C> changed = attempt(() -> rules.legalActions(variant.state, viewer.seat()));
                    if (changed != null && !legal.equals(changed)) {
                        fail(where + ": " + name(viewer) + "'s legal actions change when only " + variant.slot.path()
                                + " changes, which it may not see: " + legal + " / " + changed);
                    }
                }
            }
        }
    }

    // --- refusals ---------------------------------------------------------------------------

    /**
     * Each seat sends what the other seats may send now: the refusal must not depend on what it may not see. The
     * kernel answers a seat out of turn before the rules see it, as in a served game.
     */
    private void checkRefusals(S state, List<List<C>> legalNow, List<Variant<S>> variants, String where) {
        for (Viewer viewer : viewers) {
            if (!viewer.isSeat()) {
                continue;
            }
            for (C probe : probes(legalNow, viewer.seat())) {
                Answer<E> answer = Answer.of(() -> TurnCheck.decide(rules, state, viewer.seat(), probe, RecordedDice.fixed()));
                for (Variant<S> variant : variants) {
                    if (!settled(variant.state)) {
                        continue; // the kernel moves on before any command where nobody is awaited: no seat is answered there
                    }
                    if (!blind(variant.slot).contains(viewer)) {
                        continue;
                    }
                    Answer<E> changed = Answer.of(() -> TurnCheck.decide(rules, variant.state, viewer.seat(), probe, RecordedDice.fixed()));
                    if (answer.failed == null && changed.failed == null && !answer.verdict().equals(changed.verdict())) {
                        fail(where + ": " + name(viewer) + " sending " + probe + " is answered differently when only " + variant.slot.path()
                                + " changes, which it may not see: " + answer.verdict() + " / " + changed.verdict());
                    }
                }
            }
        }
    }

    /** Whether a served game can wait in the state for a command: it runs and awaits somebody (a changed secret may not). */
    private boolean settled(S state) {
        return Boolean.TRUE.equals(attempt(() -> rules.outcome(state).finished() || !rules.awaiting(state).isEmpty()));
    }

    private List<C> probes(List<List<C>> legalNow, int seat) {
        List<C> probes = new ArrayList<>();
        for (Viewer other : viewers) {
            if (other.isSeat() && other.seat() != seat) {
                legalNow.get(other.seat()).stream().limit(PROBES_PER_SEAT).forEach(probes::add);
            }
        }
        return probes;
    }

    /** Each seat's legal actions in the state, by seat: the same list however often a check asks. */
    private List<List<C>> legalActions(S state) {
        List<List<C>> legal = new ArrayList<>();
        for (Viewer viewer : viewers) {
            if (viewer.isSeat()) {
                legal.add(rules.legalActions(state, viewer.seat()));
            }
        }
        return legal;
    }

    // --- events -----------------------------------------------------------------------------

    /** How a start, a command or an automatic step turns a state and dice into events. */
    @FunctionalInterface
    private interface Step<S, E> {
        List<E> events(S state, Dice dice);
    }

    /**
     * Checks the events of one step ({@code seat} null for a start or an automatic step, which no seat sent);
     * {@code stepName} names it for the record of what was checked: "start", "advance", or the seat and its command.
     */
    private List<E> decided(S state, Integer seat, Object stepName, String where, Step<S, E> step, Dice dice) {
        List<Variant<S>> variants = null;
        if (seat != null && seatsChecked.add(List.of(state, seat))) {
            variants = variants(state);
            List<List<C>> legalNow = legalActions(state);
            checkLegalActions(state, legalNow, variants, where);
            checkRefusals(state, legalNow, variants, where);
        }
        RecordedDice recorded = RecordedDice.recording(dice);
        Answer<E> real = Answer.of(() -> step.events(state, recorded));
        // what is checked below depends on the state, the step and the faces the dice showed
        List<Object> key = Arrays.asList(state, stepName, recorded.rolls());
        if (!stepsChecked.add(key)) {
            return real.orThrow();
        }
        if (variants == null) {
            variants = variants(state);
        }
        if (real.events != null) {
            checkEchoes(where, state, real.events);
        }
        for (Variant<S> variant : variants) {
            Answer<E> changed = Answer.of(() -> step.events(variant.state, recorded.replay(-1)));
            compare(where, state, real, variant.state, changed, seat, blind(variant.slot), variant.slot.path());
        }
        for (int roll : otherFaces(recorded.rolled())) {
            Answer<E> changed = Answer.of(() -> step.events(state, recorded.replay(roll)));
            compare(where, state, real, state, changed, seat, viewers, "the face of roll " + roll);
        }
        return real.orThrow();
    }

    /**
     * The rolls to show with another face, one at a time: the first, the middle and the last (one
     * at a time, so that a public die changed alongside a shuffle cannot excuse the shuffle).
     */
    private static Set<Integer> otherFaces(int rolled) {
        return rolled == 0 ? Set.of() : new TreeSet<>(List.of(0, rolled / 2, rolled - 1));
    }

    /**
     * Holds a decision against the same one on a changed state or with other dice faces. Events
     * that differ for the viewer give a secret away when what differs is still hidden from it
     * afterwards: the whole truth after them differs, the viewer's view does not. (A reveal that
     * leaves nothing hidden behind, such as a committed card's salt, or a public die that changes
     * nothing, such as a priority roll that keeps the order, is no secret.)
     */
    private void compare(String where, S state, Answer<E> real, S changedState, Answer<E> changed, Integer sender, List<Viewer> blind,
            String what) {
        for (Viewer viewer : blind) {
            boolean sent = sender != null && viewer.isSeat() && viewer.seat() == sender;
            if (real.failed != null || changed.failed != null) {
                continue;
            }
            if (real.refused != null || changed.refused != null) {
                if (sent && !real.verdict().equals(changed.verdict())) {
                    fail(where + ": the answer to " + name(viewer) + " changes when only " + what + " changes, which it may not see: "
                            + real.verdict() + " / " + changed.verdict());
                }
                continue;
            }
            List<E> shown = real.events.stream().map(e -> Redactor.event(e, viewer)).toList();
            List<E> shownChanged = changed.events.stream().map(e -> Redactor.event(e, viewer)).toList();
            if (shown.equals(shownChanged)) {
                continue;
            }
            S after = fold(state, real.events);
            S afterChanged = attempt(() -> fold(changedState, changed.events));
            if (afterChanged == null || viewOf(after, Viewer.EVERYONE).equals(viewOf(afterChanged, Viewer.EVERYONE))) {
                continue;
            }
            if (viewOf(after, viewer).equals(viewOf(afterChanged, viewer))) {
                fail(where + ": when only " + what + " changes, which " + name(viewer) + " may not see, the events it is shown change "
                        + "but its view after them does not, so the events give a secret away (mark it @Secret): "
                        + firstDifference(shown, shownChanged));
            }
        }
    }

    /**
     * A secret a command brings in itself (a card chosen face down) changes nothing in the state a
     * variant can change, so it is looked for by value: no event may show a viewer a text (a card
     * id, a salt) that the state hides from it after the command, unless it saw that text anyway,
     * in its view or its own secrets, before or after (a unit taken back from the table into a
     * hidden pile was seen).
     */
    private void checkEchoes(String where, S state, List<E> log) {
        S after = fold(state, log);
        // each secret's texts depend on the state only: gathered once for every viewer
        Map<Slot, Set<String>> slotsBefore = slotTexts(state);
        Map<Slot, Set<String>> slotsAfter = slotTexts(after);
        for (Viewer viewer : viewers) {
            Map<String, String> hidden = secretTexts(slotsAfter, viewer, false);
            if (hidden.isEmpty()) {
                continue; // nothing an event could show this viewer that is secret from it
            }
            for (S known : List.of(state, after)) {
                hidden.keySet().removeAll(texts(json.valueToTree(viewOf(known, viewer)), new TreeSet<>()));
                hidden.keySet().removeAll(secretTexts(known == state ? slotsBefore : slotsAfter, viewer, true).keySet());
            }
            for (E event : log) {
                for (String text : texts(json.valueToTree(Redactor.event(event, viewer)), new TreeSet<>())) {
                    if (hidden.containsKey(text)) {
                        fail(where + ": " + type(event) + " shows " + name(viewer) + " \"" + text + "\", which is secret from it after the "
                                + "command (" + hidden.get(text) + ") and never in its view, so the event gives a secret away (mark it @Secret)");
                    }
                }
            }
        }
    }

    /** Each text inside a secret the viewer may ({@code sees}) or may not see, with where it lies. */
    private Map<String, String> secretTexts(Map<Slot, Set<String>> slots, Viewer viewer, boolean sees) {
        Map<String, String> hidden = new HashMap<>();
        slots.forEach((slot, texts) -> {
            if (blind(slot).contains(viewer) != sees) {
                texts.forEach(text -> hidden.put(text, slot.path()));
            }
        });
        return hidden;
    }

    /** Each secret of the state, in order, with the texts inside its value. */
    private Map<Slot, Set<String>> slotTexts(S state) {
        Map<Slot, Set<String>> slots = new LinkedHashMap<>();
        for (Slot slot : SecretSlots.of(state)) {
            slots.put(slot, texts(json.valueToTree(slot.value()), new TreeSet<>()));
        }
        return slots;
    }

    private static Set<String> texts(JsonNode node, Set<String> into) {
        if (node.isTextual()) {
            into.add(node.asText());
        }
        node.forEach(child -> texts(child, into));
        return into;
    }

    private S fold(S state, List<E> log) {
        for (E event : log) {
            state = rules.evolve(state, event);
        }
        return state;
    }

    // --- helpers ----------------------------------------------------------------------------

    private record Variant<S>(Slot slot, S state) {
    }

    /** The state with one of its secrets changed, for each secret and each way it can change. */
    private List<Variant<S>> variants(S state) {
        List<Variant<S>> variants = new ArrayList<>();
        for (Slot slot : SecretSlots.of(state)) {
            List<S> changed = attempt(() -> SecretSlots.perturbed(state, slot));
            if (changed != null) {
                changed.forEach(copy -> variants.add(new Variant<>(slot, copy)));
            }
        }
        return variants;
    }

    /** The viewers who may not see the slot. */
    private List<Viewer> blind(Slot slot) {
        return viewers.stream().filter(v -> slot.owner() == SecretSlots.NOBODY || !v.sees(slot.owner())).toList();
    }

    private Object viewOf(S state, Viewer viewer) {
        return Redactor.view(rules.view(state), viewer);
    }

    /** The value, or null when the rules cannot work with a changed state at all (a card that does not exist). */
    private static <T> T attempt(Supplier<T> work) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private String difference(Object a, Object b) {
        return firstDifference(json.valueToTree(a), json.valueToTree(b), "");
    }

    private String firstDifference(List<E> a, List<E> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!Objects.equals(a.get(i), b.get(i))) {
                return type(a.get(i)) + " " + difference(a.get(i), b.get(i));
            }
        }
        return a.size() + " events / " + b.size() + " events";
    }

    private static String firstDifference(JsonNode a, JsonNode b, String path) {
        if (a.isContainerNode() && b.isContainerNode() && a.size() == b.size() && a.isArray() == b.isArray()) {
            Iterator<String> names = a.fieldNames();
            for (int i = 0; i < a.size(); i++) {
                String name = a.isArray() ? null : names.next();
                JsonNode x = name == null ? a.get(i) : a.get(name);
                JsonNode y = name == null ? b.get(i) : b.get(name);
                if (y == null) {
                    break;
                }
                if (!x.equals(y)) {
                    return firstDifference(x, y, path + (name == null ? "[" + i + "]" : "." + name));
                }
            }
        }
        return (path.isEmpty() ? "" : path.substring(path.startsWith(".") ? 1 : 0) + ": ") + a + " / " + b;
    }

    private static String name(Viewer viewer) {
        return viewer.isSeat() ? "seat " + viewer.seat() : "a spectator";
    }

    private static String type(Object event) {
        return event.getClass().getSimpleName();
    }

    private static void fail(String message) {
        throw new AssertionError("hidden information given away: " + message);
    }

    /** What deciding gave: events, a refusal (the rules' or the kernel's), or a failure of rules that cannot handle a changed state. */
    private record Answer<E>(List<E> events, RuntimeException refused, RuntimeException failed) {

        static <E> Answer<E> of(Supplier<List<E>> decide) {
            try {
                return new Answer<>(decide.get(), null, null);
            } catch (RuleViolation | GameRefusal refusal) {
                return new Answer<>(null, refusal, null);
            } catch (RuntimeException e) {
                return new Answer<>(null, null, e);
            }
        }

        String verdict() {
            if (refused == null) {
                return "accepted";
            }
            if (refused instanceof GameRefusal kernel) {
                // the kernel's words name the awaited seats, which every envelope publishes anyway: its kind is the answer
                return "refused by the kernel: " + kernel.kind();
            }
            return "refused " + ((RuleViolation) refused).rule() + ": " + refused.getMessage();
        }

        /** The events, or the refusal or failure thrown as the rules threw it. */
        List<E> orThrow() {
            if (refused != null) {
                throw refused;
            }
            if (failed != null) {
                throw failed;
            }
            return events;
        }
    }
}
