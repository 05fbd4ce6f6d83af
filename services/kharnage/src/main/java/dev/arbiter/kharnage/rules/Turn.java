package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The active player resolving its battle card (kharnage.md, BATTLE CARD ACTIONS), at one step of
 * {@link Steps#of}. {@code attackers} are the active army's units that have attacked so far this
 * turn (Flight: "After all the attacks of a Unit with this skill"); {@code assaulted} and
 * {@code shot} the armies the card's Assaults and Shootings have targeted so far (Web: "the
 * attacked Army" of all the attacks of its type).
 */
public record Turn(int seat, String card, String step, List<String> attackers, List<Integer> assaulted, List<Integer> shot) {

    public Turn {
        attackers = List.copyOf(attackers);
        assaulted = List.copyOf(assaulted);
        shot = List.copyOf(shot);
    }

    static Turn began(int seat, String card) {
        return new Turn(seat, card, null, List.of(), List.of(), List.of());
    }

    Turn at(String value) {
        return new Turn(seat, card, value, attackers, assaulted, shot);
    }

    Turn withAttackers(List<String> units) {
        return new Turn(seat, card, step, union(attackers, units), assaulted, shot);
    }

    /** The battle card's attack of this kind targets these armies. */
    Turn targeting(AttackKind kind, List<Integer> armies) {
        return kind == AttackKind.ASSAULT ? new Turn(seat, card, step, attackers, union(assaulted, armies), shot)
                : new Turn(seat, card, step, attackers, assaulted, union(shot, armies));
    }

    /** The armies the battle card's attacks of this kind have targeted this turn. */
    List<Integer> targeted(AttackKind kind) {
        return kind == AttackKind.ASSAULT ? assaulted : shot;
    }

    private static <T> List<T> union(List<T> have, List<T> more) {
        List<T> all = new ArrayList<>(have);
        more.stream().filter(x -> !all.contains(x)).forEach(all::add);
        return all;
    }
}
