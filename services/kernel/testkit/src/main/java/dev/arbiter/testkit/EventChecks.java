package dev.arbiter.testkit;

import static dev.arbiter.testkit.Audience.name;
import static dev.arbiter.testkit.Leaks.fail;
import static dev.arbiter.testkit.Leaks.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Redactor;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.testkit.SecretSlots.Slot;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a viewer learns from the events of a start, a command or an automatic step: decided again
 * on each variant of the state and with other dice faces, they may show it other events only where
 * its view afterwards differs too; and no event may show it, by value, a text the state hides from it.
 */
final class EventChecks<S, C, E> {

    /** How a start, a command or an automatic step turns a state and dice into events. */
    @FunctionalInterface
    interface Step<S, E> {
        List<E> events(S state, Dice dice);
    }

    private final Rules<S, C, E> rules;
    private final Audience<S> audience;
    private final ObjectMapper json = new ObjectMapper();

    EventChecks(Rules<S, C, E> rules, Audience<S> audience) {
        this.rules = rules;
        this.audience = audience;
    }

    /**
     * Checks the step's answer {@code real}, decided with the {@code recorded} dice, against the step decided again on
     * each variant and with one die showing another face; {@code sender} is the seat that sent a command, else null.
     */
    void check(String where, S state, Integer sender, Step<S, E> step, RecordedDice recorded, Answer<E> real, List<Variant<S>> variants) {
        if (real.events() != null) {
            echoes(where, state, real.events());
        }
        for (Variant<S> variant : variants) {
            Answer<E> changed = Answer.of(() -> step.events(variant.state(), recorded.replay(-1)));
            compare(where, state, real, variant.state(), changed, sender, audience.blind(variant.slot()), variant.slot().path());
        }
        for (int roll : otherFaces(recorded.rolled())) {
            Answer<E> changed = Answer.of(() -> step.events(state, recorded.replay(roll)));
            compare(where, state, real, state, changed, sender, audience.all(), "the face of roll " + roll);
        }
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
            if (real.failed() != null || changed.failed() != null) {
                continue;
            }
            if (real.refused() != null || changed.refused() != null) {
                if (sent && !real.verdict().equals(changed.verdict())) {
                    fail(where + ": the answer to " + name(viewer) + " changes when only " + what + " changes, which it may not see: "
                            + real.verdict() + " / " + changed.verdict());
                }
                continue;
            }
            List<E> shown = real.events().stream().map(e -> Redactor.event(e, viewer)).toList();
            List<E> shownChanged = changed.events().stream().map(e -> Redactor.event(e, viewer)).toList();
            if (shown.equals(shownChanged)) {
                continue;
            }
            S after = fold(state, real.events());
            S afterChanged = Variant.attempt(() -> fold(changedState, changed.events()));
            if (afterChanged == null || audience.view(after, Viewer.EVERYONE).equals(audience.view(afterChanged, Viewer.EVERYONE))) {
                continue;
            }
            if (audience.view(after, viewer).equals(audience.view(afterChanged, viewer))) {
                fail(where + ": when only " + what + " changes, which " + name(viewer) + " may not see, the events it is shown change "
                        + "but its view after them does not, so the events give a secret away (mark it @Secret): "
                        + Leaks.firstDifference(shown, shownChanged));
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
    private void echoes(String where, S state, List<E> log) {
        S after = fold(state, log);
        // each secret's texts depend on the state only: gathered once for every viewer
        Map<Slot, Set<String>> slotsBefore = slotTexts(state);
        Map<Slot, Set<String>> slotsAfter = slotTexts(after);
        for (Viewer viewer : audience.all()) {
            Map<String, String> hidden = secretTexts(slotsAfter, viewer, false);
            if (hidden.isEmpty()) {
                continue; // nothing an event could show this viewer that is secret from it
            }
            for (S known : List.of(state, after)) {
                hidden.keySet().removeAll(texts(json.valueToTree(audience.view(known, viewer)), new TreeSet<>()));
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
            if (audience.blind(slot).contains(viewer) != sees) {
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
}
