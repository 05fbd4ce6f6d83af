package dev.arbiter.warmachine.rules.game;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warmachine.rules.combat.Attack;
import dev.arbiter.warmachine.rules.combat.Stray;
import dev.arbiter.warmachine.rules.geometry.Battlefield;
import dev.arbiter.warmachine.rules.geometry.Figure;
import dev.arbiter.warmachine.rules.geometry.LineOfSight;
import dev.arbiter.warmachine.rules.geometry.Melee;
import dev.arbiter.warmachine.rules.geometry.Protection;
import dev.arbiter.warmachine.rules.geometry.Shelter;

import java.util.List;
import java.util.Optional;

/**
 * The new target of a ranged or magic attack that missed a target in melee (rulebook "Targeting a Model in Melee"; H06,
 * H07, EX63-EX65): another model of that combat in the attacker's line of sight, ignoring intervening models, picked at
 * random by the resolver {@link Stray}; the attack is then rerolled against it with its facts measured anew.
 */
final class Strays {

    private final Catalogue cards;

    Strays(Catalogue cards) {
        this.cards = cards;
    }

    /** The strayed attack: the event that records the pick, the new target, the attack to reroll and its protection. */
    record Strayed(WarmachineEvent.AttackStrayed event, ModelState target, Attack attack, Protection protection) {
    }

    Optional<Strayed> after(WarmachineState state, Attack missed, ModelState attacker, ModelState target, Dice dice) {
        Battlefield field = cards.field(state);
        Figure from = cards.figure(attacker);
        List<ModelState> eligible = Melee.combatAround(field, cards.figure(target), cards.meleeRanges(state)).stream()
                .filter(f -> !f.id().equals(attacker.id()))
                .filter(f -> LineOfSight.exists(Battlefield.of(List.of(from, f), cards.terrain(state.layout())), from, f))
                .map(f -> state.model(f.id()).orElseThrow()).toList();
        return Stray.pick(eligible, dice).map(pick -> {
            ModelState next = pick.target();
            Figure at = cards.figure(next);
            double rng = missed.weapon() != null ? missed.weapon().rng() : cards.spellReach(attacker, missed.spell());
            Protection protection = Shelter.against(field, from, at);
            Attack again = missed.strayedTo(cards.target(next, missed.weapon()), RangedFacts.measured(field, from, at, rng, cards.meleeRanges(state)), protection);
            return new Strayed(new WarmachineEvent.AttackStrayed(attacker.id(), target.id(), next.id(), pick.roll().orElse(null)), next, again, protection);
        });
    }
}
