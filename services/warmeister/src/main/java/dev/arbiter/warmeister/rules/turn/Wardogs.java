package dev.arbiter.warmeister.rules.turn;

import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterState;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.cards.Category;
import dev.arbiter.warmeister.rules.cards.Deck;
import dev.arbiter.warmeister.rules.Steps;
import static dev.arbiter.warmeister.rules.Rulebook.BOOK;

import dev.arbiter.warmeister.rules.WarmeisterCommand.UnleashWardogs;
import dev.arbiter.warmeister.rules.WarmeisterEvent.CardDestroyed;
import java.util.List;

/**
 * Wardogs (warmeister.txt, ARMY CARDS): "Discard wardogs to destroy any force 1 card". Read as:
 * discard the Wardogs from play to destroy one army card of force (bonus) +1, on the owner's
 * own step outside battles. An ability, not an event card, so Denied! cannot stop it.
 */
public final class Wardogs {

    private Wardogs() {
    }

    public static List<WarmeisterEvent> unleash(WarmeisterState state, int seat, UnleashWardogs command) {
        Steps.expect(state, seat, Steps.OWN_STEP, "Unleashing Wardogs");
        Integer dogs = state.player(seat).armies().stream().filter(card -> Deck.kind(card) == CardKind.WARDOGS).findFirst().orElse(null);
        BOOK.require(dogs != null, "wardogs.not-in-play", "ARMY CARDS, Wardogs", "you have no Wardogs in play");
        int target = command.target();
        int owner = Deck.exists(target) ? Steps.ownerInPlay(state, target) : -1;
        BOOK.require(owner >= 0 && target != dogs && Deck.kind(target).category() == Category.ARMY && Deck.kind(target).bonus() == 1,
                "wardogs.bad-target", "ARMY CARDS, Wardogs", "Wardogs destroy an army card in play of force +1");
        return List.of(new CardDestroyed(seat, dogs, "Wardogs unleashed"), new CardDestroyed(owner, target, "Wardogs"));
    }
}
