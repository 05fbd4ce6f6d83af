package dev.arbiter.highcommand.rules.abilities;

import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.ArmyCard;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Effect;
import dev.arbiter.highcommand.rules.cards.Filter;
import dev.arbiter.highcommand.rules.cards.Trigger;
import dev.arbiter.highcommand.rules.cards.Warcaster;
import java.util.ArrayList;
import java.util.List;

/**
 * The continuous effects in force (docs/rules/high-command.md, Abilities; clarification 34): each
 * card's Power and Health, each player's overall Power, and which cards cannot be destroyed or
 * must be destroyed first, read from the cards at the locations, the locations themselves and
 * the round's Winds of War card. In a targeted attack the other players' cards at its location
 * are ignored, abilities included (clarification 17).
 */
public final class Stats {

    /** An ability in force: its card, the seat it belongs to (-1 for a location's or a Winds of War card's), and where it is. */
    record Source(String card, int seat, String location, Ability ability) { }

    /** A card at a location: the place it is. */
    public record At(Placed card, String location) { }

    private final Catalogue cards;
    private final HighCommandState state;
    private final AttackState attack;
    private final List<Source> sources = new ArrayList<>();

    public Stats(Catalogue cards, HighCommandState state) {
        this.cards = cards;
        this.state = state;
        this.attack = state.turn() == null ? null : state.turn().attack();
        collect();
    }

    private void collect() {
        for (LocationSlot slot : state.locations()) {
            if (slot.location() == null) {
                continue;
            }
            for (Placed c : slot.cards()) {
                if (ignored(c, slot.location())) {
                    continue;
                }
                List<Ability> abilities = cards.abilities(c.card());
                for (Ability a : abilities) {
                    if (a.effect().continuous() && inForce(a.trigger(), c, slot.location())) {
                        sources.add(new Source(c.card(), c.seat(), slot.location(), a));
                    }
                }
                Warcaster w = cards.warcaster(c.card());
                if (w != null && w.battlegroupCommander() > 0) {
                    sources.add(new Source(c.card(), c.seat(), slot.location(), new Ability(Trigger.turnRushed, Effect.power,
                            w.battlegroupCommander(), null, new Filter(Filter.Owner.friendly, List.of("warjack"), Filter.Where.here), null,
                            "Battlegroup Commander")));
                }
            }
            for (Ability a : cards.abilities(slot.location())) {
                if (a.trigger() == Trigger.whileHere && a.effect().continuous()) {
                    sources.add(new Source(slot.location(), -1, slot.location(), a));
                }
            }
        }
        String winds = state.windsOfWar();
        if (winds != null) {
            for (Ability a : cards.abilities(winds)) {
                if (a.effect().continuous()) {
                    sources.add(new Source(winds, -1, null, a));
                }
            }
        }
    }

    /** Whether a card's trigger puts its continuous effect in force now (the schema's trigger descriptions). */
    private boolean inForce(Trigger trigger, Placed c, String location) {
        boolean attackHere = attack != null && attack.location().equals(location) && attack.progress() != AttackState.Progress.aftermath;
        return switch (trigger) {
            case whileHere -> true;
            case whenYouAttack -> attackHere && attack.attacker() == c.seat();
            case whenAttacked -> attackHere && attack.attacker() != c.seat() && attack.involves(c.seat());
            case turnDeployed -> c.arrived() == Placed.Arrival.deployed;
            case turnRushed -> c.arrived() == Placed.Arrival.rushed;
            default -> false;
        };
    }

    /** A card of a player left out of the targeted attack at its location. */
    boolean ignored(Placed c, String location) {
        return attack != null && attack.mode() != AttackMode.allOut && attack.location().equals(location) && !attack.involves(c.seat());
    }

    /** Every card at a location that counts now, with where it is. */
    public List<At> placed() {
        List<At> all = new ArrayList<>();
        for (LocationSlot slot : state.locations()) {
            if (slot.location() != null) {
                slot.cards().stream().filter(c -> !ignored(c, slot.location())).forEach(c -> all.add(new At(c, slot.location())));
            }
        }
        return all;
    }

    /** The seat that "friendly" means for a source: its card's owner, or for a location or Winds of War card the active player. */
    private int side(Source s) {
        return s.seat() >= 0 ? s.seat() : state.active();
    }

    /** Whether a card matches a filter read from a card (source) at a location. */
    boolean matches(Filter f, String sourceCard, int sourceSeat, String sourceLocation, At target) {
        if (f.where() == Filter.Where.here && sourceLocation != null && !sourceLocation.equals(target.location())) {
            return false;
        }
        int side = sourceSeat >= 0 ? sourceSeat : state.active();
        boolean owner = switch (f.owner()) {
            case this_ -> target.card().card().equals(sourceCard);
            case friendly -> target.card().seat() == side;
            case enemy -> target.card().seat() != side;
            case any -> true;
        };
        return owner && (f.types().isEmpty() || cards.types(target.card().card()).stream().anyMatch(f.types()::contains));
    }

    /** Whether an ability's condition holds, counting the cards that count now. */
    public boolean holds(Ability a, String sourceCard, int sourceSeat, String sourceLocation) {
        if (a.condition() == null) {
            return true;
        }
        long n = placed().stream().filter(t -> matches(a.condition().count(), sourceCard, sourceSeat, sourceLocation, t)).count();
        return a.condition().holds((int) n);
    }

    private boolean acts(Source s, Effect effect) {
        return s.ability().effect() == effect && holds(s.ability(), s.card(), s.seat(), s.location());
    }

    private int sum(Effect effect, At target) {
        int total = 0;
        for (Source s : sources) {
            if (acts(s, effect) && matches(s.ability().target(), s.card(), s.seat(), s.location(), target)) {
                total += s.ability().amount();
            }
        }
        return total;
    }

    private boolean any(Effect effect, At target) {
        return sources.stream().anyMatch(s -> acts(s, effect) && matches(s.ability().target(), s.card(), s.seat(), s.location(), target));
    }

    /** ARMY CARD 6, WARCASTER CARD 5, with the Power effects; 0 for a card that cannot participate (COMMON TERMS). */
    int power(At c) {
        if (any(Effect.cannotParticipate, c)) {
            return 0;
        }
        ArmyCard a = cards.armyCard(c.card().card());
        Warcaster w = cards.warcaster(c.card().card());
        int base = a != null ? a.power() : w != null ? w.power() : 0;
        return Math.max(0, base + sum(Effect.power, c));
    }

    /** ARMY CARD 7 with the Health effects; null for a warcaster, which has none. */
    public Integer health(At c) {
        ArmyCard a = cards.armyCard(c.card().card());
        if (a == null || a.health() == null) {
            return null;
        }
        return Math.max(0, a.health() + sum(Effect.health, c));
    }

    public boolean cannotBeDestroyed(At c) {
        return cards.warcaster(c.card().card()) != null || any(Effect.cannotBeDestroyed, c);
    }

    public boolean destroyFirst(At c) {
        return any(Effect.destroyFirst, c);
    }

    /** A seat's total Power at a location (ONE OPPONENT step 2) with the overall Power effects (COMMON TERMS). */
    public int total(int seat, String location) {
        int total = 0;
        for (At c : placed()) {
            if (c.card().seat() == seat && c.location().equals(location)) {
                total += power(c);
            }
        }
        for (Source s : sources) {
            if (!acts(s, Effect.overallPower)) {
                continue;
            }
            Filter f = s.ability().target();
            boolean there = s.location() == null || f.where() == Filter.Where.anywhere || s.location().equals(location);
            int side = side(s);
            boolean whose = switch (f.owner()) {
                case this_, friendly -> seat == side;
                case enemy -> seat != side;
                case any -> true;
            };
            if (there && whose) {
                total += s.ability().amount();
            }
        }
        return Math.max(0, total);
    }

    /** WINDS OF WAR STEP with RUSH: no rushing while the round's card says so. */
    public boolean rushForbidden() {
        return sources.stream().anyMatch(s -> s.ability().effect() == Effect.cannotRush);
    }
}
