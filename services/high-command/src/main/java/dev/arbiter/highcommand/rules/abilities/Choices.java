package dev.arbiter.highcommand.rules.abilities;

import dev.arbiter.highcommand.rules.HighCommandCommand;
import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.LocationSlot;
import dev.arbiter.highcommand.rules.PlayerState;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.abilities.Stats.At;
import dev.arbiter.highcommand.rules.cards.Ability;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Effect;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The choice an effect destroy, move or refresh leaves to its owner (the schema's effect
 * descriptions; COMMON TERMS destroy, move, refresh): up to {@code amount} of the cards it may
 * pick, and for a move the location they go to.
 */
public final class Choices {

    private final Catalogue cards;
    private final HighCommandState state;
    private final Task.Choice task;
    private final Ability ability;

    public Choices(Catalogue cards, HighCommandState state, Task.Choice task) {
        this.cards = cards;
        this.state = state;
        this.task = task;
        this.ability = cards.abilities(task.card()).get(task.index());
    }

    /** Cards at locations the effect may pick (destroy, move), or the owner's reserve cards (refresh). */
    public List<String> candidates() {
        if (task.effect() == Effect.refresh) {
            PlayerState p = state.player(task.seat());
            // a refresh that would draw back the very card it put under changes nothing (clarification 26)
            return p.reinforcementCount() == 0 ? List.of() : p.reserves().stream().filter(Objects::nonNull).toList();
        }
        Stats stats = new Stats(cards, state);
        List<String> found = new ArrayList<>();
        for (At c : stats.placed()) {
            if (!stats.matches(ability.target(), task.card(), task.seat(), task.location(), c)) {
                continue;
            }
            if (task.effect() == Effect.destroy && (stats.cannotBeDestroyed(c) || stats.health(c) == null)) {
                continue;
            }
            if (task.effect() == Effect.move && state.locations().stream().filter(l -> l.location() != null).count() < 2) {
                continue;
            }
            found.add(c.card().card());
        }
        return found;
    }

    public String whereIs(String card) {
        for (LocationSlot l : state.locations()) {
            if (l.cards().stream().anyMatch(c -> c.card().equals(card))) {
                return l.location();
            }
        }
        return null;
    }

    public void check(List<String> targets, String location) {
        List<String> candidates = candidates();
        Set<String> seen = new HashSet<>();
        Rulebook.BOOK.require(targets.size() <= task.amount(), "ability.too-many", "COMMON TERMS",
                "the ability picks up to " + task.amount() + " cards");
        for (String t : targets) {
            Rulebook.BOOK.require(seen.add(t), "ability.picked-twice", "COMMON TERMS", t + " is picked twice");
            Rulebook.BOOK.require(candidates.contains(t), "ability.not-a-target", "COMMON TERMS", t + " is not a card this ability can pick");
        }
        if (task.effect() == Effect.move && !targets.isEmpty()) {
            Rulebook.BOOK.require(location != null && state.location(location) != null, "ability.move-where", "COMMON TERMS",
                    "a move names a location in play to move to");
            for (String t : targets) {
                Rulebook.BOOK.require(!location.equals(whereIs(t)), "ability.move-where", "COMMON TERMS",
                        t + " is already at " + location);
            }
        }
    }

    /** The answers legal actions list: none, each card alone (each destination for a move), and the first ones up to the amount. */
    public List<HighCommandCommand.UseAbility> offers() {
        List<HighCommandCommand.UseAbility> offers = new ArrayList<>();
        offers.add(new HighCommandCommand.UseAbility(task.card(), List.of(), null));
        List<String> candidates = candidates();
        for (String c : candidates) {
            if (task.effect() == Effect.move) {
                state.locations().stream().map(LocationSlot::location).filter(l -> l != null && !l.equals(whereIs(c)))
                        .forEach(l -> offers.add(new HighCommandCommand.UseAbility(task.card(), List.of(c), l)));
            } else {
                offers.add(new HighCommandCommand.UseAbility(task.card(), List.of(c), null));
            }
        }
        if (task.effect() != Effect.move && task.amount() > 1 && candidates.size() > 1) {
            offers.add(new HighCommandCommand.UseAbility(task.card(), candidates.subList(0, Math.min(task.amount(), candidates.size())), null));
        }
        return offers;
    }
}
