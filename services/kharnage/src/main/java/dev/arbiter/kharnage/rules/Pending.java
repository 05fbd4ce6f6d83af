package dev.arbiter.kharnage.rules;

import java.util.List;

/** A choice the game waits for outside an attack. */
public sealed interface Pending {

    List<Integer> seats();

    /** kharnage.md, REINFORCEMENT: the bicolour flag's last draw may be a General instead. */
    record GeneralChoice(int seat) implements Pending {
        public List<Integer> seats() {
            return List.of(seat);
        }
    }

    /**
     * kharnage.md, Elite and Magic missiles: a unit's Elite Magic missiles attack may be an
     * Assault or a Shooting ("whether during an Assault attack or during a Shooting attack").
     */
    record AttackKindChoice(int seat, String unit, int points) implements Pending {
        public List<Integer> seats() {
            return List.of(seat);
        }
    }

    /** A HIDE or RECALL power: which own unit. */
    record OwnUnitChoice(int seat, PowerKind power) implements Pending {
        public List<Integer> seats() {
            return List.of(seat);
        }
    }

    /** The "YEAH!" option (kharnage.md, KHARNAGE): the other players cheer or stay quiet. */
    record Cheering(int achiever, List<Integer> waiting) implements Pending {
        public Cheering {
            waiting = List.copyOf(waiting);
        }

        public List<Integer> seats() {
            return waiting;
        }
    }
}
