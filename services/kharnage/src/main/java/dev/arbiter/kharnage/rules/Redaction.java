package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Shuffle;
import dev.arbiter.kernel.spi.Viewer;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.List;

/**
 * What a viewer may see of an event. Secret: the order of every Reserve and battle deck (from
 * everyone, owners included: units are drawn "without looking"), each hand, and a committed
 * battle card with its salt until the reveal (the commitment alone is public).
 */
final class Redaction {

    private Redaction() {
    }

    static KharnageEvent redact(KharnageEvent event, Viewer viewer) {
        if (viewer.equals(Viewer.EVERYONE)) {
            return event;
        }
        if (event instanceof ReserveShuffled e) {
            return new ReserveShuffled(e.seat(), new Shuffle(List.of()), e.cards());
        }
        if (event instanceof BattleDeckShuffled e) {
            return new BattleDeckShuffled(e.seat(), new Shuffle(List.of()), e.cards());
        }
        if (event instanceof BattleCardsDrawn e && !viewer.sees(e.seat())) {
            return new BattleCardsDrawn(e.seat(), e.count(), List.of());
        }
        if (event instanceof CardCommitted e && !viewer.sees(e.seat())) {
            return new CardCommitted(e.seat(), e.commitment(), null, null, List.of());
        }
        return event;
    }
}
