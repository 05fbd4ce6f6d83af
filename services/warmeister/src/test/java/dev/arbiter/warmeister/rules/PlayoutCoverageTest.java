package dev.arbiter.warmeister.rules;

import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Deck;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.Playout;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleEventPlayed;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleDeclared;
import dev.arbiter.warmeister.rules.WarmeisterEvent.BattleStalled;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardBought;
import dev.arbiter.warmeister.rules.WarmeisterEvent.EventPlayed;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The random games are only worth their invariants if they reach every rule: this checks that
 * they produce every event type and play or buy every card kind of the catalogue.
 */
class PlayoutCoverageTest {

    /**
     * The stalemate is the last resort (docs/rules/warmeister.md, clarification 28): it needs a
     * round no die can win and no rout can end, with no card played, which random games seldom
     * reach. {@code DamageAndRoutTest.stalled} pins it instead.
     */
    private static final Set<Class<?>> LAST_RESORTS = Set.of(BattleStalled.class);

    /** The most games the check may play; it stops as soon as they have reached every card kind and event type. */
    private static final int MAX_GAMES = 120;

    @Test
    @DisplayName("warmeister.txt, CARDS: random games play every card kind and produce every event type")
    void randomGamesReachEveryCardAndEvent() {
        WarmeisterRules rules = new WarmeisterRules();
        Set<CardKind> used = EnumSet.noneOf(CardKind.class);
        Set<String> eventTypes = new TreeSet<>();
        int games = 0;
        while (games < MAX_GAMES && !(unused(used).isEmpty() && missing(eventTypes).isEmpty())) {
            long seed = ++games;
            int players = 2 + (int) (seed % 5);
            var result = new Playout<>(rules, new Setup(players, Map.of()), 200_000, Invariants.forOneGame()).play(seed);
            for (WarmeisterEvent event : result.events()) {
                eventTypes.add(event.getClass().getSimpleName());
                if (event instanceof CardBought e) {
                    used.add(Deck.kind(e.card()));
                } else if (event instanceof EventPlayed e) {
                    used.add(Deck.kind(e.card()));
                } else if (event instanceof BattleEventPlayed e) {
                    used.add(Deck.kind(e.card()));
                } else if (event instanceof BattleDeclared e) {
                    used.add(Deck.kind(e.attackCard()));
                }
            }
        }
        System.out.printf("warmeister coverage: every card kind and event type within %d games%n", games);
        assertEquals(Set.of(), unused(used), "card kinds never played or bought in " + games + " games");
        assertEquals(Set.of(), missing(eventTypes), "event types never produced in " + games + " games");
    }

    private static Set<CardKind> unused(Set<CardKind> used) {
        Set<CardKind> unused = EnumSet.allOf(CardKind.class);
        unused.removeAll(used);
        return unused;
    }

    private static Set<String> missing(Set<String> eventTypes) {
        Set<String> missing = new TreeSet<>();
        for (Class<?> type : WarmeisterEvent.class.getPermittedSubclasses()) {
            if (!eventTypes.contains(type.getSimpleName()) && !LAST_RESORTS.contains(type)) {
                missing.add(type.getSimpleName());
            }
        }
        return missing;
    }
}
