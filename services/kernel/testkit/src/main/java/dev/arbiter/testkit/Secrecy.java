package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Rules;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The hidden-information check every ruleset runs in its playouts: no viewer learns anything
 * that the state marks {@code @Secret} for another seat (or for nobody), through any channel.
 *
 * <p>{@link #checked} wraps a ruleset so that every call the playout makes is checked by
 * non-interference: the state is copied with one secret changed (each secret in turn, see
 * {@link SecretSlots} and {@link Variant}) and what a viewer who may not see that secret gets must
 * stay the same.
 * <ul>
 * <li>views, at every state the events lead through (what time travel shows): equal;
 * <li>each seat's legal actions: equal;
 * <li>refusals: the answer to commands the viewer sends (the other seats' legal actions): the
 *     same rule and message ({@link SeatChecks});
 * <li>events: a command decided again on the changed state, or with other dice faces (shuffles,
 *     face-down draws), may give the viewer other events only if the viewer's view after them
 *     differs too (the events revealed something to it, as a draw into its own hand does).
 *     Events that differ for the viewer while its view does not tell it a secret: some member
 *     that should carry {@code @Secret} does not;
 * <li>events, by value: no event shows a viewer a text that is secret from it after the command
 *     and that its view never showed (a card chosen face down is in the command, not in a state a
 *     variant can change) ({@link EventChecks}).
 * </ul>
 * The ruleset's own annotations on the state are the truth the check holds views and events to,
 * so a view member or an event type that carries a secret without its mark fails the playout.
 */
public final class Secrecy<S, C, E> implements InvocationHandler {

    private final Rules<S, C, E> rules;
    private final SeatChecks<S, C, E> seatChecks;
    private final EventChecks<S, C, E> eventChecks;
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
        Audience<S> audience = new Audience<>(rules, seats);
        seatChecks = new SeatChecks<>(rules, audience);
        eventChecks = new EventChecks<>(rules, audience);
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
                    seatChecks.views(next, "after event " + events + " (" + Leaks.type(args[1]) + ")");
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

    /**
     * Checks the events of one step ({@code seat} null for a start or an automatic step, which no seat sent);
     * {@code stepName} names it for the record of what was checked: "start", "advance", or the seat and its command.
     */
    private List<E> decided(S state, Integer seat, Object stepName, String where, EventChecks.Step<S, E> step, Dice dice) {
        List<Variant<S>> variants = null;
        if (seat != null && seatsChecked.add(List.of(state, seat))) {
            variants = Variant.of(state);
            List<List<C>> legalNow = seatChecks.legalNow(state);
            seatChecks.legalActions(legalNow, variants, where);
            seatChecks.refusals(state, legalNow, variants, where);
        }
        RecordedDice recorded = RecordedDice.recording(dice);
        Answer<E> real = Answer.of(() -> step.events(state, recorded));
        // what is checked below depends on the state, the step and the faces the dice showed
        if (stepsChecked.add(Arrays.asList(state, stepName, recorded.rolls()))) {
            eventChecks.check(where, state, seat, step, recorded, real, variants != null ? variants : Variant.of(state));
        }
        return real.orThrow();
    }
}
