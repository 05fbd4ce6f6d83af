package dev.arbiter.kharnage.rules;

import java.util.List;
import java.util.Objects;

/**
 * Everything a seat can decide. Each record's simple name is its wire type; units and cards are
 * named by card id, never null (a null read from JSON is a malformed command, not an illegal move).
 */
public sealed interface KharnageCommand {

    /** THE ROUND: commit one battle card of the hand, face down. */
    record CommitCard(String card) implements KharnageCommand {
        public CommitCard {
            Objects.requireNonNull(card, "card");
        }
    }

    /** REINFORCEMENT, bicolour flag: take this General as the last unit drawn. */
    record CallGeneral(String general) implements KharnageCommand {
        public CallGeneral {
            Objects.requireNonNull(general, "general");
        }
    }

    /** REINFORCEMENT, bicolour flag: draw the last unit from the Reserve as usual. */
    record DrawUnit() implements KharnageCommand { }

    /** Knight: discard every Knight to double their Sword symbols in this Assault. */
    record ChargeKnights() implements KharnageCommand { }

    /** Knight: keep the Knights. */
    record HoldKnights() implements KharnageCommand { }

    /** Elite Magic missiles: the unit's Elite attack is an Assault. */
    record MakeAssault() implements KharnageCommand { }

    /** Elite Magic missiles: the unit's Elite attack is a Shooting. */
    record MakeShooting() implements KharnageCommand { }

    /** ATTACK RANGE / SPLIT YOUR ATTACK: the army (or two armies) attacked. */
    record ChooseTargets(List<Integer> armies) implements KharnageCommand {
        public ChooseTargets {
            armies = List.copyOf(armies);
        }
    }

    /** Stomp: the unit of the attacked army's closest line destroyed before the Assault. */
    record Stomp(String unit) implements KharnageCommand {
        public Stomp {
            Objects.requireNonNull(unit, "unit");
        }
    }

    /** ATTACK RESOLUTION: destroy this unit with combat points. */
    record Destroy(String unit) implements KharnageCommand {
        public Destroy {
            Objects.requireNonNull(unit, "unit");
        }
    }

    /** Web: the unit of the attacked army that becomes Immobilized. */
    record Web(String unit) implements KharnageCommand {
        public Web {
            Objects.requireNonNull(unit, "unit");
        }
    }

    /** HIDE or RECALL power: the own unit it affects. */
    record ChooseOwnUnit(String unit) implements KharnageCommand {
        public ChooseOwnUnit {
            Objects.requireNonNull(unit, "unit");
        }
    }

    /** "YEAH!" option: cheer the Kharnage. */
    record Cheer() implements KharnageCommand { }

    /** "YEAH!" option: stay quiet and lose a Kharnage token (if any). */
    record KeepQuiet() implements KharnageCommand { }
}
