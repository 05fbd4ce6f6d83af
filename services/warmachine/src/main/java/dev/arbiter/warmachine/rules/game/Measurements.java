package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.toolkit.PackShelf;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.geometry.Arcs;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Measure;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Point;
import dev.arbiter.warmachine.rules.geometry.Sightline;
import dev.arbiter.warmachine.rules.geometry.Table;
import dev.arbiter.warmachine.rules.game.Wire.Spot;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Free measurement (A08, rulebook "Measuring Distances"): the questions a player may ask of the table at any time,
 * answered by the geometry from a game's state, changing nothing. Lengths come back in ten-thousandths of an inch, as
 * the events carry them ({@link Wire}, clarification 13). A model that is not on the table (unknown, not yet deployed,
 * destroyed) is refused with rule {@value #NO_MODEL}; any other bad question with a rule of its own.
 */
public final class Measurements {

    public static final String NO_MODEL = "measure.no-model";
    public static final String OFF_TABLE = "measure.off-table";
    public static final String UNKNOWN_WEAPON = "measure.unknown-weapon";

    private final PackShelf<PackRules> packs;

    public Measurements(Pack pack) {
        this(List.of(pack));
    }

    /** Measurements over several packs; each game is measured with the cards of the pack it plays. */
    public Measurements(List<Pack> packs) {
        this.packs = new PackShelf<>(packs, Pack::pack, PackRules::new);
    }

    /** Edge to edge between two bases (A09); 0 when they touch. */
    public record Distance(String from, String to, Spot point, long distance) {
    }

    /** A weapon's range against a target: RNG, the gap, and whether it is in range (F09 ranged, G05 melee). */
    public record Range(String model, int weapon, String weaponName, String kind, String target, long rng, long distance,
                        boolean inRange) {
    }

    /**
     * Line of sight from a model to another (F01-F07): the witness line that granted it, or why there is none:
     * {@code "front-arc"} (the target is not in the viewer's front arc) or {@code "blocked"} (every line is blocked by a
     * model or terrain); {@code intervening} lists the models whose base some line between the two crosses (F02).
     */
    public record Sight(String from, String to, boolean visible, Spot witnessFrom, Spot witnessTo, String reason,
                        List<String> intervening) {
        public Sight {
            intervening = List.copyOf(intervening);
        }
    }

    /** How far from its base edge a model threatens: charge then its melee range, advance then its longest ranged weapon. */
    public record Threat(String model, long speed, long meleeRange, long meleeThreat, Long rangedThreat) {
    }

    public Distance distance(WarmachineState state, String from, String to) {
        Catalogue cards = packs.of(state.pack()).cards;
        return new Distance(from, to, null, Wire.of(Measure.gap(figure(cards, state, from), figure(cards, state, to))));
    }

    /** From the base's nearest edge to a point of the table given in ten-thousandths of an inch; 0 under the base. */
    public Distance distance(WarmachineState state, String from, long x, long y) {
        Spot spot = new Spot(x, y);
        Point point = spot.point();
        RuleViolation.require(Table.STANDARD.holds(point, 0), OFF_TABLE,
                "the point (" + x + ", " + y + ") is off the 48\" table: each coordinate runs from 0 to 480000 ten-thousandths of an inch");
        return new Distance(from, null, spot, Wire.of(Measure.gap(figure(packs.of(state.pack()).cards, state, from), point)));
    }

    public Range range(WarmachineState state, String model, int weapon, String target) {
        Catalogue cards = packs.of(state.pack()).cards;
        Figure origin = figure(cards, state, model);
        Figure at = figure(cards, state, target);
        Profile card = cards.profile(state.model(model).orElseThrow());
        RuleViolation.require(weapon >= 0 && weapon < card.weapons().size(), UNKNOWN_WEAPON,
                card.name() + " has " + card.weapons().size() + " weapons on its card, numbered from 0 (rulebook \"Weapon Statistics\")");
        Profile.Weapon w = card.weapons().get(weapon);
        boolean melee = "melee".equals(w.kind());
        boolean inRange = melee ? Melee.reaches(origin, w.rng(), at) : Measure.inRange(origin, at, w.rng());
        return new Range(model, weapon, w.name(), w.kind(), target, Wire.of(w.rng()), Wire.of(Measure.gap(origin, at)), inRange);
    }

    public Sight lineOfSight(WarmachineState state, String from, String to) {
        Catalogue cards = packs.of(state.pack()).cards;
        Figure viewer = figure(cards, state, from);
        Figure target = figure(cards, state, to);
        Battlefield field = cards.field(state);
        List<String> intervening = LineOfSight.intervening(field, viewer, target).stream().map(Figure::id).sorted().toList();
        Optional<Sightline> witness = LineOfSight.witness(field, viewer, target);
        if (witness.isPresent()) {
            return new Sight(from, to, true, Spot.of(witness.get().from()), Spot.of(witness.get().to()), null, intervening);
        }
        String reason = Arcs.inFrontArc(viewer, target) ? "blocked" : "front-arc";
        return new Sight(from, to, false, null, null, reason, intervening);
    }

    public Threat threat(WarmachineState state, String model) {
        Catalogue cards = packs.of(state.pack()).cards;
        figure(cards, state, model);
        ModelState m = state.model(model).orElseThrow();
        Profile card = cards.profile(m);
        double speed = cards.speed(m);
        double meleeRange = cards.meleeRange(m);
        Optional<Double> longestGun = card.weapons().stream().filter(w -> !"melee".equals(w.kind())).map(Profile.Weapon::rng)
                .max(Comparator.naturalOrder());
        return new Threat(model, Wire.of(speed), Wire.of(meleeRange), Wire.of(Measure.meleeThreat(speed, meleeRange)),
                longestGun.map(rng -> Wire.of(Measure.rangedThreat(speed, rng))).orElse(null));
    }

    private static Figure figure(Catalogue cards, WarmachineState state, String id) {
        ModelState model = state.model(id).filter(ModelState::deployed).orElseThrow(() -> new RuleViolation(NO_MODEL,
                "there is no model " + id + " on the table (a model is measured once deployed and until destroyed)"));
        return cards.figure(model);
    }
}
