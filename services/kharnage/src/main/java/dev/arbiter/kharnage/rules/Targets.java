package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;

/** kharnage.md, ATTACK RANGE and ATTACK RESOLUTION: which armies and which units an attack may reach. */
final class Targets {

    private final Catalogue cards;

    Targets(Catalogue cards) {
        this.cards = cards;
    }

    /**
     * Assaults reach the first army with units to the left (seat + 1, + 2...) and to the right
     * (seat - 1...), skipping armies with no unit; Shootings reach any opponent army with units.
     */
    static List<Integer> inRange(KharnageState s, int seat, AttackKind kind) {
        List<Integer> armies = new ArrayList<>();
        if (kind == AttackKind.SHOOTING) {
            for (int other = 0; other < s.seats(); other++) {
                if (other != seat && s.player(other).hasPresentUnits()) {
                    armies.add(other);
                }
            }
            return armies;
        }
        for (int direction : new int[] {1, -1}) {
            for (int step = 1; step < s.seats(); step++) {
                int other = Math.floorMod(seat + direction * step, s.seats());
                if (s.player(other).hasPresentUnits()) {
                    if (!armies.contains(other)) {
                        armies.add(other);
                    }
                    break;
                }
            }
        }
        armies.sort(Integer::compare);
        return armies;
    }

    /** Every legal choice of one army, or (when the attack may be split) two armies. */
    static List<List<Integer>> choices(KharnageState s, Attack attack) {
        List<Integer> range = inRange(s, attack.seat(), attack.kind());
        List<List<Integer>> choices = new ArrayList<>();
        range.forEach(a -> choices.add(List.of(a)));
        if (attack.splittable()) {
            for (int i = 0; i < range.size(); i++) {
                for (int j = i + 1; j < range.size(); j++) {
                    choices.add(List.of(range.get(i), range.get(j)));
                }
            }
        }
        return choices;
    }

    /** Units the attack may destroy now: closest non-empty line of an attacked army, armor within its points. */
    List<String> destroyable(KharnageState s, Attack attack) {
        List<String> units = new ArrayList<>();
        for (Allotment allotment : attack.allotments()) {
            for (Fielded unit : s.player(allotment.army()).frontUnits()) {
                if (cards.armor(unit) <= allotment.points()) {
                    units.add(unit.card());
                }
            }
        }
        return units;
    }

    /** Stomp: any unit of an attacked army's closest non-empty line. */
    static List<String> stompable(KharnageState s, Attack attack) {
        List<String> units = new ArrayList<>();
        attack.armies().forEach(army -> s.player(army).frontUnits().forEach(u -> units.add(u.card())));
        return units;
    }

    /**
     * Web: any unit that is there and not already Immobilized, of an army the battle card's
     * attacks of the Web's type targeted this turn ("After all the attacks ... the attacked Army").
     */
    static List<String> webbable(KharnageState s, Attack attack) {
        List<String> units = new ArrayList<>();
        s.turn().targeted(attack.kind()).forEach(army -> s.player(army).present().stream().filter(u -> !u.immobilized()).forEach(u -> units.add(u.card())));
        return units;
    }

    /** The army holding this unit, or -1. */
    static int owner(KharnageState s, String unit) {
        for (PlayerState p : s.players()) {
            if (p.unit(unit).isPresent()) {
                return p.seat();
            }
        }
        return -1;
    }

    /** Own units a HIDE or RECALL power may choose: there, and not Immobilized (kharnage.md, Immobilized). */
    static List<String> ownChoices(KharnageState s, int seat) {
        return s.player(seat).present().stream().filter(u -> !u.immobilized()).map(Fielded::card).toList();
    }
}
