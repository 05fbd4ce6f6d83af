package dev.arbiter.warfighter.rules.hostiles;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.HostileState;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Whom a Hostile picks (§3.1.5 Range, §3.1.6, §3.4 Hostile Actions; clarifications 3-7). Ranges are column differences. */
final class Targets {

    private final Catalogue cards;

    Targets(Catalogue cards) {
        this.cards = cards;
    }

    static int distanceToArmy(WarfighterState state, int column) {
        return state.standing().stream().mapToInt(a -> Math.abs(a.column() - column)).min().orElse(Integer.MAX_VALUE);
    }

    /** The chart's target rule over the candidates; ties nearest, then highest value, then lowest number (clarification 3). */
    Optional<ArmyState> target(WarfighterState state, HostileState hostile) {
        Cards.TargetRule rule = cards.card(hostile).attackChart().target();
        String name = rule == null ? "nearest" : rule.rule();
        List<ArmyState> candidates = state.standing().stream()
                .filter(a -> rule == null || rule.ranges() == null || rule.ranges().contains(Math.abs(a.column() - hostile.column())))
                .filter(a -> rule == null || rule.type() == null || rule.type().equals(cards.card(a).type()))
                .toList();
        Comparator<ArmyState> key = switch (name) {
            case "lowestValue" -> Comparator.comparingInt(cards::value);
            case "highestValue" -> Comparator.comparingInt((ArmyState a) -> -cards.value(a));
            case "fewestPins" -> Comparator.comparingInt(ArmyState::pins);
            case "mostPins" -> Comparator.comparingInt((ArmyState a) -> -a.pins());
            case "fewestManpower" -> Comparator.comparingInt(cards::manpower);
            case "mostManpower" -> Comparator.comparingInt((ArmyState a) -> -cards.manpower(a));
            default -> Comparator.comparingInt((ArmyState a) -> 0);
        };
        return candidates.stream().min(key.thenComparing(ties(hostile.column())));
    }

    /** Nearest, then highest value, then lowest Army number. */
    Comparator<ArmyState> ties(int column) {
        return Comparator.comparingInt((ArmyState a) -> Math.abs(a.column() - column))
                .thenComparingInt(a -> -cards.value(a)).thenComparingInt(ArmyState::number);
    }

    /** Clarification 6: the Army in range with the highest value; ties nearest, then lowest number. */
    Optional<ArmyState> fallback(WarfighterState state, HostileState hostile) {
        Cards.Range range = cards.card(hostile).attackChart().range();
        return state.standing().stream().filter(a -> range.contains(Math.abs(a.column() - hostile.column())))
                .min(Comparator.comparingInt((ArmyState a) -> -cards.value(a))
                        .thenComparingInt(a -> Math.abs(a.column() - hostile.column())).thenComparingInt(ArmyState::number));
    }
}
