package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.Layout;
import dev.arbiter.warmachine.rules.game.Wire.Spot;
import dev.arbiter.warmachine.rules.game.Wire.Stance;
import dev.arbiter.warmachine.rules.geometry.Advance;
import dev.arbiter.warmachine.rules.geometry.Charge;
import dev.arbiter.warmachine.rules.geometry.Crossing;
import dev.arbiter.warmachine.rules.geometry.Point;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a movement command would do now, recording nothing and rolling no die (contracts/openapi/warmachine.yaml,
 * previewCommand). It is the command itself: {@link WarmachineRules#decide} is asked as if the seat controlling the model
 * sent it, and its events are read, so a preview and the command cannot disagree. A move paused for free strikes (G07)
 * is followed as it goes on once every strike is declined.
 *
 * @param refusal why {@code /commands} would refuse it, or null; the other members are then empty
 * @param distance travelled, {@code allowance} the move's (SPD, twice SPD for a run, SPD + 3" for a charge; 0 to deploy)
 * @param charge for a charge: its target and whether it ends engaging it (E08)
 */
public record Preview(boolean accepted, Refusal refusal, List<Spot> path, long distance, long allowance, Stance end,
                      List<Crossed> terrain, List<String> contacts, ChargeReach charge, List<String> freeStrikes) {

    /** The kernel's refusal before the rules are asked, or the rule the command breaks. */
    public enum Kind { GAME_FINISHED, NOT_YOUR_TURN, ILLEGAL_MOVE }

    public record Refusal(Kind kind, String detail, String rule) {
    }

    public record Crossed(String feature, String kind) {
    }

    /** Whether a charge would end with its target in melee range, and if not how far short (ten-thousandths of an inch). */
    public record ChargeReach(String target, boolean reaches, Long shortBy) {
    }

    /** Nothing but the free strikes that movement offers may be asked while following it. */
    private static final int MOST_STEPS = 64;

    /** A preview rolls nothing: a command that would roll is no movement command. */
    private static final Dice NO_DICE = new Dice() {
        @Override
        public Roll roll(int sides) {
            throw new IllegalStateException("a preview rolls no dice");
        }
    };

    static Preview of(WarmachineRules rules, Catalogue cards, WarmachineState state, WarmachineCommand command) {
        String id = model(command);
        List<Integer> awaiting = rules.awaiting(state);
        // a model no seat has is refused by the rules as the seat awaited would be refused
        int seat = state.model(id).map(ModelState::seat).orElseGet(() -> awaiting.isEmpty() ? 0 : awaiting.get(0));
        if (state.stage() == Stage.OVER) {
            return refused(new Refusal(Kind.GAME_FINISHED, "the game is over", null));
        }
        if (!awaiting.contains(seat)) {
            return refused(new Refusal(Kind.NOT_YOUR_TURN, state.stage() == Stage.STARTING_ROLL
                    ? "the game waits for every seat to be taken" : "the game is waiting for seats " + awaiting, null));
        }
        List<WarmachineEvent> events;
        try {
            events = followed(rules, state, rules.decide(state, seat, command, NO_DICE));
        } catch (RuleViolation refused) {
            return refused(new Refusal(Kind.ILLEGAL_MOVE, refused.getMessage(), refused.rule()));
        }
        ModelState model = state.model(id).orElseThrow();
        double speed = cards.speed(model);
        double allowance = command instanceof WarmachineCommand.AdvanceModel ? speed : command instanceof WarmachineCommand.Run ? 2 * speed
                : command instanceof WarmachineCommand.Charge ? speed + Charge.EXTRA_DISTANCE : 0;
        return moved(cards, state, id, events, Wire.of(allowance));
    }

    /** The command's events, then those of answering every free strike it offers with a decline and moving on. */
    private static List<WarmachineEvent> followed(WarmachineRules rules, WarmachineState state, List<WarmachineEvent> first) {
        List<WarmachineEvent> all = new ArrayList<>(first);
        WarmachineState now = folded(rules, state, first);
        for (int step = 0; step < MOST_STEPS; step++) {
            List<WarmachineEvent> next;
            if (!now.prompts().isEmpty() && Prompt.FREE_STRIKE.equals(now.prompts().get(0).kind())) {
                Prompt strike = now.prompts().get(0);
                next = rules.decide(now, strike.seat(), new WarmachineCommand.DeclineFreeStrike(strike.subject()), NO_DICE);
            } else if (now.prompts().isEmpty() && now.activation() != null && now.activation().paused() != null) {
                next = rules.advance(now, NO_DICE);
            } else {
                return all;
            }
            all.addAll(next);
            now = folded(rules, now, next);
        }
        throw new IllegalStateException("a movement offered more free strikes than a table holds");
    }

    private static WarmachineState folded(WarmachineRules rules, WarmachineState state, List<WarmachineEvent> events) {
        WarmachineState s = state;
        for (WarmachineEvent e : events) {
            s = rules.evolve(s, e);
        }
        return s;
    }

    private static Preview moved(Catalogue cards, WarmachineState state, String id, List<WarmachineEvent> events, long allowance) {
        List<Spot> path = new ArrayList<>();
        long distance = 0;
        Stance end = null;
        List<String> contacts = List.of();
        ChargeReach charge = null;
        List<String> strikers = new ArrayList<>();
        for (WarmachineEvent e : events) {
            if (e instanceof WarmachineEvent.ModelDeployed d && d.model().equals(id)) {
                end = d.pose();
                path.add(new Spot(end.x(), end.y()));
                contacts = Advance.touching(cards.field(state.withModel(id, m -> m.at(d.pose().pose()))),
                        cards.figure(state.model(id).orElseThrow().at(d.pose().pose())));
            } else if (e instanceof WarmachineEvent.Advanced a && a.model().equals(id) && !"charge".equals(a.how())) {
                // a paused advance goes on from where it paused: its legs follow on
                path.addAll(path.isEmpty() ? a.path() : a.path().subList(1, a.path().size()));
                distance += a.distance();
                end = a.pose();
                contacts = a.contacts();
            } else if (e instanceof WarmachineEvent.Charged c && c.model().equals(id)) {
                // a charge is moved whole from where it began, paused or not (PausedMoves.charge)
                path = new ArrayList<>(c.path());
                distance = c.distance();
                end = c.pose();
                contacts = c.contacts();
                charge = new ChargeReach(c.target(), c.successful(), c.shortBy());
            } else if (e instanceof WarmachineEvent.FreeStrikeOffered f && f.target().equals(id)) {
                strikers.add(f.striker());
            }
        }
        ModelState model = state.model(id).orElseThrow();
        Map<String, String> kinds = cards.pack().layout(state.layout()).orElseThrow().features().stream()
                .collect(Collectors.toMap(Layout.Feature::id, Layout.Feature::kind));
        List<Point> centres = path.stream().map(Spot::point).toList();
        List<Crossed> crossed = Crossing.features(cards.terrain(state.layout()), cards.profile(model).baseSize().radius(), centres).stream()
                .map(f -> new Crossed(f.id(), kinds.get(f.id()))).toList();
        return new Preview(true, null, List.copyOf(path), distance, allowance, end, crossed, contacts, charge, List.copyOf(strikers));
    }

    private static Preview refused(Refusal refusal) {
        return new Preview(false, refusal, List.of(), 0, 0, null, List.of(), List.of(), null, List.of());
    }

    /** The model a previewed command moves; other commands have no preview. */
    static String model(WarmachineCommand command) {
        if (command instanceof WarmachineCommand.AdvanceModel a) {
            return a.model();
        } else if (command instanceof WarmachineCommand.Run r) {
            return r.model();
        } else if (command instanceof WarmachineCommand.Charge c) {
            return c.model();
        } else if (command instanceof WarmachineCommand.Deploy d) {
            return d.model();
        }
        throw new IllegalArgumentException("only AdvanceModel, Run, Charge and Deploy have a preview, not " + command);
    }

    /** Whether a command is one {@link #of} previews. */
    public static boolean previews(WarmachineCommand command) {
        return command instanceof WarmachineCommand.AdvanceModel || command instanceof WarmachineCommand.Run
                || command instanceof WarmachineCommand.Charge || command instanceof WarmachineCommand.Deploy;
    }
}
