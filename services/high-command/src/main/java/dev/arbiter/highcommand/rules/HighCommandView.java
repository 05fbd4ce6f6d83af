package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.endgame.Reveal;
import dev.arbiter.highcommand.rules.turn.Task;
import dev.arbiter.highcommand.rules.battle.AttackState;
import dev.arbiter.highcommand.rules.HighCommandCommand.WarcasterChoice;
import dev.arbiter.highcommand.rules.cards.Resources;
import dev.arbiter.kernel.spi.Secret;
import java.util.List;

/**
 * A game as clients read it (docs/rules/high-command.md, Hidden information); the kernel takes
 * out what the viewer may not see, which then reads as null (the counts stay).
 */
public record HighCommandView(String pack, Phase phase, int round, Integer firstPlayer, List<Integer> turnOrder, Integer active,
        Step step, List<Integer> awaiting, int locationDeckCount, @Secret List<String> locationDeck, List<LocationSlot> locations,
        int windsOfWarCount, @Secret List<String> windsOfWarDeck, String windsOfWar, List<String> windsOfWarDiscard,
        Resources gained, List<String> capturing, List<String> attacked, AttackState attack, List<Task> pending,
        List<PlayerView> players, String endReason, List<List<Integer>> placings, List<Reveal> revealed) {

    /**
     * One player: the reserves, the cards refreshed under the reinforcement deck, the discard and
     * occupying forces piles and the warcasters are public; the hand and the banked card are the
     * seat's own; the army deck's and the reinforcement deck's order nobody's (counts only).
     */
    public record PlayerView(int seat, String faction, List<WarcasterChoice> army, List<String> warcasters,
            int reinforcementCount, @Secret List<String> reinforcementHidden, List<String> reinforcementBottom,
            List<String> reserves, int armyDeckCount, @Secret List<String> armyDeck, int handSize,
            @Secret(owner = "seat") List<String> hand, boolean banked, @Secret(owner = "seat") String bankedCard,
            List<String> discard, List<String> occupying, List<String> captured) {
    }

    static HighCommandView of(HighCommandState s, List<Integer> awaiting) {
        List<PlayerView> players = s.players().stream().map(p -> new PlayerView(p.seat(), p.faction(), p.army(), p.warcasters(),
                p.reinforcementCount(), p.reinforcementHidden(), p.reinforcementBottom(), p.reserves(), p.armyDeck().size(),
                p.armyDeck(), p.hand().size(), p.hand(), p.hasBanked(), p.banked(), p.discard(), p.occupying(), p.captured())).toList();
        Turn t = s.turn();
        return new HighCommandView(s.pack(), s.phase(), s.round(), s.first() < 0 ? null : s.first(),
                s.first() < 0 ? List.of() : s.turnOrder(), t == null ? null : t.seat(), t == null ? null : t.step(), awaiting,
                s.locationDeck().size(), s.locationDeck(), s.locations(), s.windsDeck().size(), s.windsDeck(), s.windsOfWar(),
                s.windsDiscard(), t == null ? Resources.NONE : t.gained(), t == null ? List.of() : t.capturing(),
                t == null ? List.of() : t.attacked(), t == null ? null : t.attack(), s.tasks(), players, s.endReason(), s.placings(), s.revealed());
    }
}
