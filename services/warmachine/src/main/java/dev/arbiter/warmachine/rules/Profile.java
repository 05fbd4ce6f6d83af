package dev.arbiter.warmachine.rules;

import dev.arbiter.warmachine.rules.effect.CardEffect;
import dev.arbiter.warmachine.rules.effect.DamageType;
import dev.arbiter.warmachine.rules.effect.Duration;
import dev.arbiter.warmachine.rules.effect.Quality;
import dev.arbiter.warmachine.rules.geometry.BaseSize;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A model's stat card (rulebook "Model Statistics", "Weapon Statistics", "Damage Capacity & Damage Grids"):
 * one warcaster, warjack, solo or unit of a pack.
 *
 * @param base base diameter in millimetres ({@link #baseSize()})
 * @param damage damage boxes in one row; null for a single box (or a warjack's grid)
 * @param grid a warjack's six columns, top to bottom: '.' a plain box, or a system letter
 * @param cost army points; null for a warcaster (free) or a unit (per option)
 * @param fa field allowance: a number, "U" unlimited or "C" character
 */
public record Profile(String id, String name, String faction, Type type, WarjackClass warjackClass, int base, Stats stats,
                      Integer damage, List<String> grid, Integer cost, Integer warjackPoints, String fa, Unit unit,
                      List<String> advantages, List<Weapon> weapons, List<Spell> spells, Feat feat) {

    /** The systems a grid can hold in milestone 1 ("WARJACK DAMAGE KEY"). */
    public static final String SYSTEMS = "CMLRH";

    public Profile {
        grid = grid == null ? List.of() : List.copyOf(grid);
        advantages = advantages == null ? List.of() : List.copyOf(advantages);
        weapons = List.copyOf(weapons);
        spells = spells == null ? List.of() : List.copyOf(spells);
    }

    /** TROOPER: a model with its own card that is part of a unit (an Officer or a specialist), never bought alone. */
    public enum Type { WARCASTER, WARJACK, SOLO, UNIT, TROOPER }

    public enum WarjackClass { LIGHT, HEAVY }

    /**
     * The advantages the rules act on, named as the card names them ("Advantages", "Immunities"). OFFICER: its unit's
     * commander while it is in play ("Unit Commanders: Leaders & Officers", L01). A pack naming another is refused.
     */
    public enum Advantage {
        TOUGH("Tough", null), PARRY("Parry", null), PATHFINDER("Pathfinder", null), STEALTH("Stealth", null), OFFICER("Officer", null),
        EYELESS_SIGHT("Eyeless Sight", null), IMMUNITY_COLD("Immunity: Cold", DamageType.COLD),
        IMMUNITY_CORROSION("Immunity: Corrosion", DamageType.CORROSION), IMMUNITY_ELECTRICITY("Immunity: Electricity", DamageType.ELECTRICITY),
        IMMUNITY_FIRE("Immunity: Fire", DamageType.FIRE);

        private final String cardName;
        private final DamageType immunity;

        Advantage(String cardName, DamageType immunity) {
            this.cardName = cardName;
            this.immunity = immunity;
        }

        public String cardName() {
            return cardName;
        }

        public static Optional<Advantage> named(String cardName) {
            return Arrays.stream(values()).filter(a -> a.cardName.equals(cardName)).findFirst();
        }

        /** Every name a pack may use, for a refusal's message. */
        public static List<String> cardNames() {
            return Arrays.stream(values()).map(Advantage::cardName).toList();
        }
    }

    /** Whether the card has the advantage; a name no rule knows never reaches a game (the pack reader refuses it). */
    public boolean has(Advantage advantage) {
        return advantages.contains(advantage.cardName());
    }

    /** The damage types it is immune to ("Immunities", C16). */
    public Set<DamageType> immunities() {
        return advantages.stream().map(Advantage::named).flatMap(Optional::stream).map(a -> a.immunity)
                .filter(Objects::nonNull).collect(Collectors.toUnmodifiableSet());
    }

    public BaseSize baseSize() {
        return BaseSize.ofMillimetres(base);
    }

    /** True when some box of the grid belongs to the system (C, M, L, R or H). */
    public boolean gridHolds(char system) {
        return grid.stream().anyMatch(column -> column.indexOf(system) >= 0);
    }

    /** Field allowance per warcaster; empty for "U" (unlimited). A character ("C") is 1 per army. */
    public OptionalInt fieldAllowance() {
        return switch (fa) {
            case "U" -> OptionalInt.empty();
            case "C" -> OptionalInt.of(1);
            default -> OptionalInt.of(Integer.parseInt(fa));
        };
    }

    /** The stat bar; CMD is null for warjacks, FOCUS for all but warcasters. */
    public record Stats(int spd, int str, int mat, int rat, int def, int arm, Integer cmd, Integer focus) {
    }

    public boolean officer() {
        return has(Advantage.OFFICER);
    }

    /**
     * A unit's Leader and Grunts, the troopers with cards of their own that come with it, and the sizes it is bought in
     * ("Unit Components", "Point Costs").
     *
     * @param leader the Leader's name; null for a unit led by an Officer without a Leader (Boomhowler's, EX84)
     * @param attached the pack ids of the {@link Type#TROOPER} cards in every size of the unit (an Officer, specialists)
     * @param options sizes counted in Leader and Grunts; their costs include the attached troopers
     */
    public record Unit(String leader, String grunt, List<String> attached, List<Option> options) {

        public Unit {
            attached = attached == null ? List.of() : List.copyOf(attached);
            options = List.copyOf(options);
        }

        public record Option(int troopers, int cost) {
        }
    }

    /**
     * A weapon ("Weapon Statistics").
     *
     * @param kind "melee" or "ranged"
     * @param location "L", "R", "H" or "-"
     * @param rng melee range or range in inches
     * @param rof ranged weapons' rate of fire, null for melee ones
     * @param pow null for "—" (no damage)
     * @param qualities its weapon qualities as the card names them ("Weapon Qualities"), which {@link Quality} interprets
     */
    public record Weapon(String name, String kind, String location, double rng, Integer rof, Integer pow, List<String> qualities) {

        public Weapon {
            qualities = qualities == null ? List.of() : List.copyOf(qualities);
        }

        public boolean has(Quality quality) {
            return qualities.contains(quality.cardName());
        }

        /** The damage types its damage rolls cause ("Damage Types", B13). */
        public Set<DamageType> damageTypes() {
            return qualities.stream().map(Quality::named).flatMap(Optional::stream).map(Quality::damageType)
                    .flatMap(Optional::stream).collect(Collectors.toUnmodifiableSet());
        }

        /** The grid system that cripples it, or none ('-'). */
        public char system() {
            return location.charAt(0);
        }
    }

    /**
     * A spell ("Spell Statistics").
     *
     * @param rng inches, or "SELF" or "CTRL"
     * @param upkeep an upkeep spell (DUR "UP"), kept in play by paying 1 focus in its caster's Control Phase (I09)
     * @param duration "TURN", "RND", "UP" or "-"
     * @param modifiers the stat changes of a TURN, RND or UP spell, empty otherwise
     * @param aoe "CTRL" for a spell centred on its caster that affects the models in its control range, else null
     *            (no template AOE yet)
     */
    public record Spell(String name, int cost, String rng, Integer pow, boolean upkeep, boolean offensive, String duration,
                        String effect, List<Modifier> modifiers, String aoe) {

        public static final String CONTROL_AREA = "CTRL";

        public Spell {
            modifiers = modifiers == null ? List.of() : List.copyOf(modifiers);
        }

        /** Centred on its caster, it affects the models in the caster's control range ("Spell Statistics", AOE). */
        public boolean controlArea() {
            return CONTROL_AREA.equals(aoe);
        }
    }

    /** A bonus (positive) or penalty (negative) to a stat ("Base Stats, Current Stats & Modifiers"). */
    public record Modifier(String stat, int amount) {
    }

    /**
     * A warcaster's feat, once per game (rulebook "Feats", B19): its text for players and, when the effect framework can
     * express it, its rules as data.
     *
     * @param affects which models it affects: "friendly-in-control-range" (the only one the demo pack needs so far); null with no effects
     * @param duration how long its effects last; null with no effects
     * @param effects its rules, empty for a feat the framework cannot express yet (its use is refused)
     */
    public record Feat(String name, String text, String affects, Duration duration, List<CardEffect> effects) {

        public Feat {
            effects = effects == null ? List.of() : List.copyOf(effects);
        }
    }
}
