package dev.arbiter.kharnage.rules;

import java.util.List;

/**
 * An attack in progress. {@code source} is {@code card} (a battle card's attack), {@code power},
 * {@code elite}, {@code kamikaze} or {@code veteran}; only card and power attacks may be split
 * (the skills say "against one opponent Army").
 */
public record Attack(int seat, String source, AttackKind kind, int points, boolean splittable, AttackStage stage,
        List<Allotment> allotments, int stomps, int webs) {

    public Attack {
        allotments = List.copyOf(allotments);
    }

    public List<Integer> armies() {
        return armies(allotments);
    }

    static List<Integer> armies(List<Allotment> allotments) {
        return allotments.stream().map(Allotment::army).toList();
    }

    public int pointsAgainst(int army) {
        return allotments.stream().filter(a -> a.army() == army).mapToInt(Allotment::points).findFirst().orElse(0);
    }

    Attack at(AttackStage value) {
        return new Attack(seat, source, kind, points, splittable, value, allotments, stomps, webs);
    }

    Attack withPoints(int value) {
        return new Attack(seat, source, kind, value, splittable, stage, allotments, stomps, webs);
    }

    Attack targeting(List<Allotment> value, int stompCount) {
        return new Attack(seat, source, kind, points, splittable, stompCount > 0 ? AttackStage.STOMP : AttackStage.DESTROY, value,
                stompCount, webs);
    }

    Attack spend(int army, int cost) {
        return new Attack(seat, source, kind, points, splittable, stage,
                allotments.stream().map(a -> a.army() == army ? new Allotment(army, a.points() - cost) : a).toList(), stomps, webs);
    }

    Attack withStomps(int value) {
        return new Attack(seat, source, kind, points, splittable, value > 0 ? AttackStage.STOMP : AttackStage.DESTROY, allotments,
                value, webs);
    }

    Attack withWebs(int value) {
        return new Attack(seat, source, kind, points, splittable, AttackStage.WEB, allotments, stomps, value);
    }
}
