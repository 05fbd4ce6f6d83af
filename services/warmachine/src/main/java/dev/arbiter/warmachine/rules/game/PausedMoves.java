package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.geometry.Advance;
import dev.arbiter.warmachine.rules.geometry.Charge;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.FreeStrikes;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Movement;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Pose;
import dev.arbiter.warmachine.rules.geometry.Tolerance;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.IntStream;

/**
 * Movement that stops for free strikes (G07, clarification 19): an advance, run or charge is moved whole when it
 * leaves no enemy that may strike, or else up to the first point where it leaves some, paused there with their free
 * strikes offered; {@link Activations#resume} moves it on once they are answered.
 */
final class PausedMoves {

    private final Catalogue cards;
    private final Formation formation;

    PausedMoves(Catalogue cards, Formation formation) {
        this.cards = cards;
        this.formation = formation;
    }

    /** An advance or run along {@code whole}, given {@code allowance} inches; enemies in {@code struck} have struck already. */
    List<WarmachineEvent> advance(WarmachineState state, ModelState model, String how, double allowance, Movement whole, Double facing,
                                  List<String> struck) {
        // an enemy strikes once a movement: resumed at the point it left, the mover is still at its reach's edge
        List<FreeStrikes.Leaving> leaving = strikers(state, model, whole.path(), struck);
        if (leaving.isEmpty()) {
            return List.of(advanced(model, how, whole));
        }
        double first = leaving.get(0).distance();
        Split split = Split.of(whole.path(), first);
        if (split.beyond().isEmpty()) {
            List<WarmachineEvent> events = new ArrayList<>(List.of(advanced(model, how, whole)));
            events.addAll(offers(state, model, leaving));
            return events;
        }
        List<Point> upTo = new ArrayList<>(split.before());
        upTo.add(leaving.get(0).at());
        Movement part = Advance.along(cards.field(state), cards.figure(model), allowance, upTo, OptionalDouble.empty());
        // every enemy left at that same point strikes now; the others when the resumed move leaves them
        List<FreeStrikes.Leaving> now = at(leaving, first);
        List<WarmachineEvent> events = new ArrayList<>(List.of(advanced(model, how, part),
                new WarmachineEvent.AdvancePaused(model.id(), how, Wire.of(allowance - part.spent()), Wire.Spot.path(split.beyond()),
                        facing == null ? null : Wire.of(facing), offered(struck, now), null)));
        events.addAll(offers(state, model, now));
        return events;
    }

    /**
     * A charge as moved: whole when it leaves no enemy that may strike or leaves them only where it ends, or else up to
     * the first point where it leaves some (an {@code Advanced} "charge"), paused there. Nothing but the charger moves
     * while a charge is paused, so the whole charge computed again from where it began is the one declared.
     */
    List<WarmachineEvent> charge(WarmachineState now, String id, WarmachineEvent.ChargeDeclared declared, List<String> struck) {
        WarmachineState state = now.withModel(id, m -> m.at(declared.from().pose()));
        ModelState model = state.model(id).orElseThrow();
        ModelState target = state.model(declared.target()).orElseThrow();
        Long stopAt = declared.stopAt();
        OptionalDouble stop = stopAt == null ? OptionalDouble.empty() : OptionalDouble.of(Wire.value(stopAt));
        double heading = Wire.value(declared.heading());
        Charge.Result result = Charge.move(cards.field(state), cards.figure(model), cards.figure(target), heading, cards.speed(model),
                cards.meleeRange(model), stop);
        Movement m = result.movement();
        List<FreeStrikes.Leaving> leaving = strikers(state, model, m.path(), struck);
        double first = leaving.isEmpty() ? m.distance() : leaving.get(0).distance();
        if (first >= m.distance() - Tolerance.EPSILON) {
            List<WarmachineEvent> events = new ArrayList<>(List.of(new WarmachineEvent.Charged(model.id(), target.id(), declared.heading(),
                    Wire.Spot.path(m.path()), Wire.of(m.distance()), m.stop(), m.contacts(), Wire.Stance.of(m.moved().pose()),
                    result.successful(), result.chargeAttack(), result.successful() ? null : Wire.of(result.shortBy()))));
            events.addAll(offers(state, model, leaving));
            return events;
        }
        List<FreeStrikes.Leaving> here = at(leaving, first);
        // the part already moved: from where the mover stands now (the start, or the last pause) to this point
        Movement part = Advance.along(cards.field(now), cards.figure(now.model(id).orElseThrow()), cards.speed(model) + Charge.EXTRA_DISTANCE,
                List.of(leaving.get(0).at()), OptionalDouble.of(heading));
        List<WarmachineEvent> events = new ArrayList<>(List.of(advanced(model, "charge", part),
                new WarmachineEvent.AdvancePaused(model.id(), "charge", Wire.of(m.distance() - first),
                        Wire.Spot.path(List.of(m.moved().centre())), null, offered(struck, here), declared)));
        events.addAll(offers(state, model, here));
        return events;
    }

    /**
     * The enemies the move leaves while they engage the mover, in the order it leaves them, less those that have struck
     * in this movement (G07). A trooper out of formation cannot strike (L06).
     */
    private List<FreeStrikes.Leaving> strikers(WarmachineState state, ModelState model, List<Point> path, List<String> struck) {
        return FreeStrikes.along(cards.field(state), cards.figure(model), path, cards.meleeRanges(state)).stream()
                .filter(leaving -> !struck.contains(leaving.enemy()))
                .filter(leaving -> formation.inFormation(state, state.model(leaving.enemy()).orElseThrow())).toList();
    }

    /** The enemies the move leaves at the distance {@code first} along it. */
    private static List<FreeStrikes.Leaving> at(List<FreeStrikes.Leaving> leaving, double first) {
        return leaving.stream().filter(l -> l.distance() <= first + Tolerance.EPSILON).toList();
    }

    /** Who has been offered a strike in this movement: those before and those now. */
    private static List<String> offered(List<String> struck, List<FreeStrikes.Leaving> now) {
        List<String> offered = new ArrayList<>(struck);
        now.forEach(l -> offered.add(l.enemy()));
        return offered;
    }

    private List<WarmachineEvent> offers(WarmachineState state, ModelState model, List<FreeStrikes.Leaving> leaving) {
        return leaving.stream().<WarmachineEvent>map(l -> new WarmachineEvent.FreeStrikeOffered(l.enemy(), model.id(), Wire.Spot.of(l.at()),
                reaching(state, state.model(l.enemy()).orElseThrow(), cards.figure(model).at(new Pose(l.at(), model.pose().facing())))))
                .toList();
    }

    /**
     * The striker's melee weapons (places on its card) that reach the mover where it leaves: the strike is made "with any
     * melee weapon that has sufficient melee range to reach the moving model" (G07, EX54), measured here on the exact
     * point rather than on its rounding in the event.
     */
    private List<Integer> reaching(WarmachineState state, ModelState striker, Figure mover) {
        Figure from = cards.figure(striker);
        List<Profile.Weapon> weapons = cards.profile(striker).weapons();
        return IntStream.range(0, weapons.size())
                .filter(place -> "melee".equals(weapons.get(place).kind()) && Melee.reaches(from, weapons.get(place).rng(), mover))
                .boxed().toList();
    }

    private static WarmachineEvent.Advanced advanced(ModelState model, String how, Movement m) {
        return new WarmachineEvent.Advanced(model.id(), how, Wire.Spot.path(m.path()), Wire.of(m.distance()), m.stop(), m.contacts(),
                Wire.Stance.of(m.moved().pose()));
    }

    /** A path's points before a distance along it (its start left out) and beyond it; a point at the distance is in neither. */
    private record Split(List<Point> before, List<Point> beyond) {

        static Split of(List<Point> path, double distance) {
            List<Point> before = new ArrayList<>();
            List<Point> beyond = new ArrayList<>();
            double along = 0;
            for (int i = 1; i < path.size(); i++) {
                along += path.get(i - 1).distance(path.get(i));
                if (along < distance - Tolerance.EPSILON) {
                    before.add(path.get(i));
                } else if (along > distance + Tolerance.EPSILON) {
                    beyond.add(path.get(i));
                }
            }
            return new Split(before, beyond);
        }
    }
}
