package dev.arbiter.kharnage.rules;

import java.util.List;
import java.util.stream.IntStream;

/**
 * Whom the game waits for. It depends only on public facts (who has committed, the attack in
 * progress, the pending choice), never on a hidden card.
 */
final class Awaiting {

    private final Catalogue cards;
    private final Targets targets;

    Awaiting(Catalogue cards) {
        this.cards = cards;
        this.targets = new Targets(cards);
    }

    List<Integer> seats(KharnageState s) {
        if (s.phase() == Phase.CHOOSING) {
            return IntStream.range(0, s.seats()).filter(seat -> s.player(seat).seal() == null).boxed().toList();
        }
        if (s.phase() != Phase.RESOLVING) {
            return List.of();
        }
        if (s.pending() != null) {
            return s.pending().seats();
        }
        if (s.attack() != null && attackHasChoice(s)) {
            return List.of(s.attack().seat());
        }
        return List.of();
    }

    /** Whether the attacker has something to choose at this stage; if not, the attack moves on by itself. */
    boolean attackHasChoice(KharnageState s) {
        Attack a = s.attack();
        switch (a.stage()) {
            case KNIGHTS:
            case TARGET:
                return !Targets.choices(s, a).isEmpty() && (a.points() > 0 || stompsFor(s, a) > 0);
            case STOMP:
                return !Targets.stompable(s, a).isEmpty();
            case DESTROY:
                return !targets.destroyable(s, a).isEmpty();
            case WEB:
                return a.webs() > 0 && !Targets.webbable(s, a).isEmpty();
            default:
                return false;
        }
    }

    /** Stomp acts "during an Assault attack": every Assault (card, power, Veteran, Elite Sword), once per Stomp unit. */
    int stompsFor(KharnageState s, Attack a) {
        if (a.kind() != AttackKind.ASSAULT) {
            return 0;
        }
        return cards.withSkill(s.player(a.seat()), SkillKind.STOMP).size();
    }
}
