package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The active player resolving its battle card (kharnage.md, BATTLE CARD ACTIONS), at one step of
 * {@link Steps#of}. {@code attackers} are the active army's units that have attacked so far this
 * turn (Flight: "After all the attacks of a Unit with this skill").
 */
public record Turn(int seat, String card, String step, List<String> attackers) {

    public Turn {
        attackers = List.copyOf(attackers);
    }

    Turn at(String value) {
        return new Turn(seat, card, value, attackers);
    }

    Turn withAttackers(List<String> units) {
        List<String> all = new ArrayList<>(attackers);
        units.stream().filter(u -> !all.contains(u)).forEach(all::add);
        return new Turn(seat, card, step, all);
    }
}
