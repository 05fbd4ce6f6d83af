package dev.arbiter.highcommand.rules.battle;

import dev.arbiter.highcommand.rules.HighCommandState;
import dev.arbiter.highcommand.rules.Placed;
import dev.arbiter.highcommand.rules.Rulebook;
import dev.arbiter.highcommand.rules.abilities.Stats;
import dev.arbiter.highcommand.rules.abilities.Stats.At;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * ONE OPPONENT step 3, ALL-OUT ATTACK step 4: which enemy cards a seat may declare destroyed. Any
 * set of them whose Health totals at most the declarer's Power (clarification 11), none that cannot
 * be destroyed (warcasters, COMMON TERMS), and while a card that must be destroyed first is left
 * out no other card of its owner (clarification 14); judged on the cards present when the declaration starts
 * (clarification 13).
 */
public final class Declarations {

    private final Stats stats;
    private final AttackState attack;
    private final int declarer;

    public Declarations(Catalogue cards, HighCommandState state, int declarer) {
        this.stats = new Stats(cards, state);
        this.attack = state.turn().attack();
        this.declarer = declarer;
    }

    /** The Power the declarer spends: his own, or the pooled Power of the defence (ALL-OUT ATTACK step 3). */
    int power() {
        return declarer == attack.attacker() ? attack.total(declarer) : attack.defencePower();
    }

    /** The enemy cards in reach: the defenders' for the attacker, the attacker's for the defence. */
    List<At> enemies() {
        return stats.placed().stream().filter(c -> c.location().equals(attack.location()))
                .filter(c -> declarer == attack.attacker() ? attack.defenders().contains(c.card().seat()) : c.card().seat() == attack.attacker())
                .toList();
    }

    public void check(List<String> declared) {
        List<At> enemies = enemies();
        Set<String> seen = new HashSet<>();
        int health = 0;
        List<At> chosen = new ArrayList<>();
        for (String card : declared) {
            Rulebook.BOOK.require(seen.add(card), "battle.declared-twice", "ONE OPPONENT", card + " is declared twice");
            At c = enemies.stream().filter(e -> e.card().card().equals(card)).findFirst().orElseThrow(() -> Rulebook.BOOK.violation(
                    "battle.not-an-enemy-card", "ONE OPPONENT", card + " is not an enemy card in this attack"));
            Rulebook.BOOK.require(!stats.cannotBeDestroyed(c), "battle.cannot-be-destroyed", "COMMON TERMS",
                    card + " cannot be destroyed now (cannot be destroyed; warcasters never are, WARCASTERS)");
            health += stats.health(c);
            chosen.add(c);
        }
        Rulebook.BOOK.require(health <= power(), "battle.health-over-power", "ONE OPPONENT",
                "the declared cards' Health totals " + health + ", more than the Power of " + power());
        // a card to be destroyed first guards the other cards of its own owner (in an all-out attack, not another opponent's)
        Set<Integer> guarded = new HashSet<>();
        chosen.stream().filter(c -> !stats.destroyFirst(c)).forEach(c -> guarded.add(c.card().seat()));
        for (At c : enemies) {
            Rulebook.BOOK.require(!guarded.contains(c.card().seat()) || !stats.destroyFirst(c) || stats.cannotBeDestroyed(c)
                    || seen.contains(c.card().card()), "battle.destroy-first", "ONE OPPONENT",
                    c.card().card() + " must be destroyed before any other card of its owner's");
        }
    }

    boolean accepts(List<String> declared) {
        try {
            check(declared);
            return true;
        } catch (dev.arbiter.kernel.spi.RuleViolation e) {
            return false;
        }
    }

    /**
     * The declarations legal actions list: none, each card alone, and the largest Health first
     * while it fits (a finite choice; any other set that passes {@link #check} is accepted too).
     */
    public List<List<String>> offers() {
        List<List<String>> offers = new ArrayList<>();
        offers.add(List.of());
        List<At> enemies = enemies();
        for (At c : enemies) {
            List<String> one = List.of(c.card().card());
            if (accepts(one)) {
                offers.add(one);
            }
        }
        List<At> byHealth = enemies.stream().filter(c -> !stats.cannotBeDestroyed(c))
                .sorted(Comparator.comparing((At c) -> !stats.destroyFirst(c)).thenComparing(c -> -stats.health(c))).toList();
        List<String> greedy = new ArrayList<>();
        for (At c : byHealth) {
            greedy.add(c.card().card());
            if (!accepts(greedy)) {
                greedy.remove(greedy.size() - 1);
            }
        }
        if (greedy.size() > 1) {
            offers.add(List.copyOf(greedy));
        }
        return offers;
    }

    /** Whether there is anything to choose (one card at least could be declared). */
    public boolean anything() {
        return offers().size() > 1;
    }

    List<Placed> placed(List<String> declared) {
        return enemies().stream().filter(c -> declared.contains(c.card().card())).map(At::card).toList();
    }
}
