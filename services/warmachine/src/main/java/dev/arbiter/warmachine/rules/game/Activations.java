package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.warmachine.rules.geometry.Advance;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Charge;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Movement;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Restrictions;
import dev.arbiter.warmachine.rules.geometry.Restrictions.Restriction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import static dev.arbiter.kernel.spi.RuleViolation.require;

/**
 * The Activation Phase (A18, A19, L07): activating a model or a unit, and each member's Normal Movement (E01-E09, E11,
 * L06, L09). The Combat Action that follows the movement is {@link CombatAction}'s.
 */
final class Activations {

    private static final String MUST_MOVE = "a trooper out of formation must move toward its commander (L06) and one under Press Forward"
            + " must run or charge (L09): it cannot forfeit its Normal Movement";

    /** The most waypoints an advance may give; a path is a handful of legs on a 48" table. */
    static final int MAX_WAYPOINTS = 16;

    private final Catalogue cards;
    private final Formation formation;
    private final Turns turns;
    private final PausedMoves moves;

    Activations(Catalogue cards, Formation formation, Turns turns) {
        this.cards = cards;
        this.formation = formation;
        this.turns = turns;
        this.moves = new PausedMoves(cards, formation);
    }

    List<WarmachineEvent> activate(WarmachineState state, WarmachineCommand.Activate command) {
        require(state.stage() == Stage.ACTIVATION, "activation.not-activation-phase", "models activate in the Activation Phase (A15, A18)");
        require(state.activation() == null, "activation.in-progress", "an activation must end before the next one starts (A18)");
        require(command.id() != null && turns.toActivate(state).contains(command.id()), "activation.cannot-activate",
                command.id() + " is not a model or unit of yours on the table that has yet to activate this turn (A18)");
        boolean unit = state.model(command.id()).isEmpty();
        if (command.order() != null) {
            require(unit && Activation.PRESS_FORWARD.equals(command.order()), "activation.order",
                    "a unit commander may issue the order \"press-forward\"; independent models take no orders (L08, L09)");
        }
        List<String> members = unit ? state.unit(command.id()).stream().map(ModelState::id).toList() : List.of(command.id());
        List<String> outOfFormation = unit ? formation.outOfFormation(state, command.id()) : List.of();
        return List.of(new WarmachineEvent.Activated(command.id(), members, command.order(), outOfFormation));
    }

    /** A knocked-down member stands up at the start of its activation, forfeiting its movement or its Combat Action (E27). */
    List<WarmachineEvent> standUp(WarmachineState state, WarmachineCommand.StandUp command) {
        ModelState model = mover(state, command.model());
        require(model.knockedDown(), "stand.not-knocked-down", model.id() + " is standing already (E27)");
        require(!model.staysDown(), "stand.knocked-down-this-turn",
                "a model knocked down during its controller's turn cannot stand up before that player's next turn (rulebook \"Knockdown\")");
        require("movement".equals(command.forfeit()) || "combat-action".equals(command.forfeit()), "stand.forfeit",
                "to stand up a model forfeits its Normal Movement (\"movement\") or its Combat Action (\"combat-action\") (E27)");
        return List.of(new WarmachineEvent.StoodUp(model.id(), command.forfeit()));
    }

    List<WarmachineEvent> advance(WarmachineState state, WarmachineCommand.AdvanceModel command) {
        ModelState model = advancer(state, command.model());
        Activation a = state.activation();
        require(mayAdvance(state, model), "order.press-forward", "under Press Forward a trooper in formation must run or charge (L09)");
        Movement movement = Advance.full(cards.field(state), cards.figure(model), cards.speed(model), path(command.waypoints()), facing(command.facing()));
        if (a.outOfFormation().contains(model.id())) {
            requireToward(state, model, movement, Restrictions.Kind.TOWARD);
        }
        return finish(state, model, moves.advance(state, model, "advance", cards.speed(model), movement, command.facing(), List.of()));
    }

    List<WarmachineEvent> run(WarmachineState state, WarmachineCommand.Run command) {
        ModelState model = advancer(state, command.model());
        Activation a = state.activation();
        notOnlyAdvancing(a, model, "run");
        require(!a.casters().contains(model.id()), "run.after-spell", "a model that cast a spell cannot run in that activation (I03)");
        // a warcaster activates once a turn, so its feat's turn is this activation's (B19)
        require(model.featTurn() != state.turnNumber(), "run.after-feat", "a warcaster that used its feat cannot run in that activation (B19)");
        boolean outOfFormation = a.outOfFormation().contains(model.id());
        if (model.unit() != null) {
            require(a.pressForward() || outOfFormation, "run.trooper-needs-order",
                    "a trooper runs only under Press Forward or when out of formation (E05, L06, L09)");
        }
        List<WarmachineEvent> events = new ArrayList<>(payFocus(model, "run"));
        Movement movement = Advance.run(cards.field(state), cards.figure(model), cards.speed(model), path(command.waypoints()), facing(command.facing()));
        if (outOfFormation) {
            requireToward(state, model, movement, Restrictions.Kind.DIRECTLY_TOWARD);
        }
        events.addAll(moves.advance(state, model, "run", 2 * cards.speed(model), movement, command.facing(), List.of()));
        return finish(state, model, events);
    }

    List<WarmachineEvent> charge(WarmachineState state, WarmachineCommand.Charge command) {
        ModelState model = advancer(state, command.model());
        Activation a = state.activation();
        notOnlyAdvancing(a, model, "charge");
        if (model.unit() != null) {
            require(a.pressForward() && !a.outOfFormation().contains(model.id()), "charge.trooper-needs-order",
                    "a trooper charges only under Press Forward, in formation (E09, L06, L09)");
        }
        require(!a.noCombatAction().contains(model.id()), "charge.combat-action-forfeited",
                "a model that forfeits its Combat Action cannot use its Normal Movement to charge that activation (rulebook \"Charge\", E07)");
        require(Double.isFinite(command.heading()), "charge.heading", "a heading is a finite number of degrees");
        require(command.stopAt() == null || command.stopAt() >= 0, "charge.stop", "a charge stops after a distance of at least 0\"");
        ModelState target = state.model(command.target()).filter(ModelState::deployed)
                .orElseThrow(() -> new RuleViolation("charge.unknown-target", "no model " + command.target() + " on the table"));
        Battlefield field = cards.field(state);
        Figure charger = cards.figure(model);
        Figure aim = cards.figure(target);
        double reach = cards.meleeRange(model);
        Charge.refusal(field, charger, aim, command.heading(), reach).ifPresent(rule -> {
            if ("charge.heading".equals(rule)) {
                throw new RuleViolation(rule, "along that heading " + model.id() + "'s base comes no nearer than "
                        + Inches.of(Charge.closestGap(charger, aim, command.heading())) + " to " + target.id() + "'s ahead of it, and its melee range is "
                        + Inches.of(reach) + ": a charge's heading must bring the target into melee range (E07; Charge)");
            }
            throw new RuleViolation(rule, "a charge needs a melee weapon, an enemy target in line of sight and a heading that brings it"
                    + " into melee range (E07; Charge)");
        });
        List<WarmachineEvent> events = new ArrayList<>(payFocus(model, "charge"));
        WarmachineEvent.ChargeDeclared declared = new WarmachineEvent.ChargeDeclared(target.id(), Wire.of(command.heading()),
                Wire.Stance.of(model.pose()), command.stopAt() == null ? null : Wire.of(command.stopAt()));
        events.addAll(moves.charge(state, model.id(), declared, List.of()));
        return finish(state, model, events);
    }

    List<WarmachineEvent> aim(WarmachineState state, WarmachineCommand.Aim command) {
        ModelState model = advancer(state, command.model());
        aimRefusal(state, model).ifPresent(rule -> {
            throw new RuleViolation(rule, "a model in melee cannot aim (E03); a trooper under Press Forward must run or charge (L09),"
                    + " one out of formation must move toward its commander (L06)");
        });
        return finish(state, model, List.of(new WarmachineEvent.Aimed(model.id())));
    }

    /** Why the model cannot aim, or empty (E03, L06, L09). */
    Optional<String> aimRefusal(WarmachineState state, ModelState model) {
        Activation a = state.activation();
        if (model.knockedDown()) {
            return Optional.of("movement.knocked-down");
        }
        if (a.outOfFormation().contains(model.id())) {
            return Optional.of("formation.toward-commander");
        }
        if (model.unit() != null && a.pressForward()) {
            return Optional.of("order.press-forward");
        }
        if (Melee.inMelee(cards.field(state), cards.figure(model), cards.meleeRanges(state))) {
            return Optional.of("aim.in-melee");
        }
        return Optional.empty();
    }

    List<WarmachineEvent> forfeit(WarmachineState state, WarmachineCommand.ForfeitMovement command) {
        ModelState model = mover(state, command.model());
        require(!mustMove(state, model.id()), "order.must-move", MUST_MOVE);
        return finish(state, model, List.of(new WarmachineEvent.MovementForfeited(model.id())));
    }

    List<WarmachineEvent> end(WarmachineState state) {
        require(state.activation() != null, "activation.none", "no activation is in progress");
        require(state.activation().members().stream().noneMatch(id -> mustMove(state, id)), "order.must-move", MUST_MOVE);
        return List.of(new WarmachineEvent.ActivationEnded(state.activation().id()));
    }

    /**
     * A trooper out of formation must advance or run toward its commander (L06), one in formation under Press Forward
     * must run or charge (L09): neither may forfeit its Normal Movement, nor end the activation before moving.
     */
    boolean mustMove(WarmachineState state, String id) {
        Activation a = state.activation();
        if (!a.canMove(id) || state.model(id).isEmpty() || state.model(id).get().unit() == null || state.model(id).get().knockedDown()) {
            return false;
        }
        return a.outOfFormation().contains(id) || a.pressForward();
    }

    /**
     * A trooper in formation under Press Forward must run or charge (L09), unless it stood up by forfeiting its Combat
     * Action, which allows only a full advance (E27: "cannot" beats "must"); a knocked-down model cannot advance (M01).
     */
    boolean mayAdvance(WarmachineState state, ModelState model) {
        Activation a = state.activation();
        return !model.knockedDown() && !(model.unit() != null && a.pressForward() && !a.outOfFormation().contains(model.id())
                && !a.advanceOnly().contains(model.id()));
    }

    /** A trooper runs only under Press Forward or out of formation (E05); a warjack needs a focus point (K09). */
    boolean mayRun(WarmachineState state, ModelState model) {
        Activation a = state.activation();
        boolean trooperMay = model.unit() == null || a.pressForward() || a.outOfFormation().contains(model.id());
        return trooperMay && mayGoBeyondAdvance(a, model) && !a.casters().contains(model.id()) && model.featTurn() != state.turnNumber()
                && (!cards.warjack(model) || model.focus() >= 1);
    }

    /**
     * Whether the model may charge anything (E07, E09, K09, L06, L09): not with its Combat Action forfeited; the target
     * and heading are checked on their own.
     */
    boolean mayCharge(WarmachineState state, ModelState model) {
        Activation a = state.activation();
        boolean trooperMay = model.unit() == null || a.pressForward() && !a.outOfFormation().contains(model.id());
        return trooperMay && mayGoBeyondAdvance(a, model) && !a.noCombatAction().contains(model.id()) && cards.meleeRange(model) > 0
                && (!cards.warjack(model) || model.focus() >= 1);
    }

    /** Standing, not limited to a full advance by standing up (E27), and with its Movement system whole (J05). */
    private static boolean mayGoBeyondAdvance(Activation a, ModelState model) {
        return !model.knockedDown() && !a.advanceOnly().contains(model.id()) && !model.damage().movementCrippled();
    }

    /** A run or a charge: not after standing up by forfeiting the Combat Action (E27), not with a crippled Movement system (J05). */
    private static void notOnlyAdvancing(Activation a, ModelState model, String how) {
        require(!a.advanceOnly().contains(model.id()), how + ".stood-up",
                "a model that forfeited its Combat Action to stand up may make a full advance, but not run or charge (E27)");
        require(!model.damage().movementCrippled(), how + ".movement-crippled",
                "a warjack with a crippled Movement system cannot run or charge (rulebook \"Crippled Systems\", J05)");
    }

    /** The member about to advance, run, charge or aim: a knocked-down model cannot advance (M01, E27). */
    private ModelState advancer(WarmachineState state, String id) {
        ModelState model = mover(state, id);
        require(!model.knockedDown(), "movement.knocked-down",
                "a knocked down model cannot advance; it stands up first by forfeiting its movement or its Combat Action (E27)");
        return model;
    }

    /** The member about to use its Normal Movement; a warjack pays for running or charging (K09). */
    private ModelState mover(WarmachineState state, String id) {
        Activation a = state.activation();
        require(state.stage() == Stage.ACTIVATION && a != null, "activation.none", "a model moves during its activation (A19)");
        require(id != null && a.canMove(id), "movement.not-now", id + " is not activating, or has used or forfeited its Normal Movement (A19, E01)");
        return state.model(id).orElseThrow(() -> new RuleViolation("movement.not-now", id + " is no longer on the table"));
    }

    private List<WarmachineEvent> payFocus(ModelState model, String why) {
        if (!cards.warjack(model)) {
            return List.of();
        }
        require(model.focus() >= 1, "focus." + why + "-needs-focus", "a warjack spends 1 focus to " + why + " (K09), and " + model.id()
                + " has " + model.focus() + " focus");
        return List.of(new WarmachineEvent.FocusChanged(model.id(), model.focus() - 1, why));
    }

    /** Moves a paused advance or charge on once its free strikes are answered, unless the mover was destroyed or knocked down. */
    List<WarmachineEvent> resume(WarmachineState state) {
        WarmachineEvent.AdvancePaused paused = state.activation().paused();
        Optional<ModelState> mover = state.model(paused.model()).filter(m -> !m.knockedDown());
        if (mover.isEmpty()) {
            return List.of(new WarmachineEvent.AdvanceAbandoned(paused.model()));
        }
        ModelState model = mover.get();
        if (paused.charge() != null) {
            return finish(state, model, moves.charge(state, model.id(), paused.charge(), paused.struck()));
        }
        double left = Wire.value(paused.left());
        Double facing = paused.facing() == null ? null : Wire.value(paused.facing());
        List<Point> rest = paused.rest().stream().map(Wire.Spot::point).toList();
        Movement movement = Advance.along(cards.field(state), cards.figure(model), left, rest, facing(facing));
        return finish(state, model, moves.advance(state, model, paused.how(), left, movement, facing, paused.struck()));
    }

    /** After a run or a failed charge the model's activation ends; the unit's or model's ends once all members' have. */
    private List<WarmachineEvent> finish(WarmachineState state, ModelState model, List<WarmachineEvent> events) {
        if (events.stream().anyMatch(e -> e instanceof WarmachineEvent.AdvancePaused)) {
            return events;
        }
        boolean ends = events.stream().anyMatch(e -> e instanceof WarmachineEvent.Advanced ad && "run".equals(ad.how())
                || e instanceof WarmachineEvent.Charged c && !c.successful());
        Activation a = state.activation();
        List<String> finished = new ArrayList<>(a.finished());
        if (ends) {
            finished.add(model.id());
        }
        if (!finished.containsAll(a.members())) {
            return events;
        }
        List<WarmachineEvent> all = new ArrayList<>(events);
        all.add(new WarmachineEvent.ActivationEnded(a.id()));
        return all;
    }

    private void requireToward(WarmachineState state, ModelState model, Movement movement, Restrictions.Kind kind) {
        ModelState commander = state.commander(model.unit()).orElseThrow();
        Point to = commander.pose().centre();
        Point from = movement.path().get(0);
        require(Restrictions.allow(movement.path(), List.of(new Restriction(kind, to))), "formation.toward-commander",
                model.id() + " is out of formation, " + Inches.of(Measure.gap(cards.figure(model), cards.figure(commander))) + " from its commander "
                + commander.id() + " whose command range is " + Inches.of(cards.profile(commander).stats().cmd()) + "; this path takes its centre from "
                + Inches.of(from.distance(to)) + " to " + Inches.of(movement.moved().centre().distance(to)) + " of the commander's"
                + ": a trooper out of formation must advance toward its commander, or run directly toward it (L06)");
    }

    private static List<Point> path(List<Point> waypoints) {
        require(!waypoints.isEmpty() && waypoints.size() <= MAX_WAYPOINTS, "movement.waypoints",
                "an advance goes through 1 to " + MAX_WAYPOINTS + " waypoints (E02)");
        require(waypoints.stream().allMatch(p -> p != null && Double.isFinite(p.x()) && Double.isFinite(p.y())), "movement.waypoints",
                "a waypoint is two finite numbers of inches");
        return waypoints;
    }

    private static OptionalDouble facing(Double facing) {
        require(facing == null || Double.isFinite(facing), "movement.facing", "a facing is a finite number of degrees");
        return facing == null ? OptionalDouble.empty() : OptionalDouble.of(facing);
    }
}
