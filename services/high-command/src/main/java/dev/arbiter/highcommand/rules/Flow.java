package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.battle.AttackMode;
import dev.arbiter.highcommand.rules.HighCommandCommand.*;
import dev.arbiter.highcommand.rules.HighCommandEvent.*;
import dev.arbiter.highcommand.rules.abilities.Abilities;
import dev.arbiter.highcommand.rules.battle.Attacks;
import dev.arbiter.highcommand.rules.battle.Battle;
import dev.arbiter.highcommand.rules.battle.Declarations;
import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Stage;
import dev.arbiter.highcommand.rules.cards.WindsOfWar;
import dev.arbiter.highcommand.rules.endgame.Scoring;
import dev.arbiter.highcommand.rules.orders.Orders;
import dev.arbiter.highcommand.rules.setup.Armies;
import dev.arbiter.highcommand.rules.turn.Captures;
import dev.arbiter.highcommand.rules.turn.Tasks;
import dev.arbiter.kernel.spi.Dice;
import java.util.List;

/**
 * The game's progress (docs/rules/high-command.md, Turn structure): the opening, every command,
 * and the automatic steps one at a time. Each method emits events through the {@link Emitter},
 * which folds them, so every step reads the state the previous events made.
 */
public final class Flow {

    /** DRAW: six cards at the end of the orders step and at the opening. */
    public static final int HAND = 6;

    private final Catalogue cards;
    private final Abilities abilities;

    Flow(Catalogue cards) {
        this.cards = cards;
        this.abilities = new Abilities(cards);
    }

    // --- the opening ---------------------------------------------------------------------------

    /** STARTING THE GAME: location deck shuffled and the row dealt; Winds of War stages shuffled and stacked Late, Mid, Early. */
    void open(Emitter em, Dice dice) {
        HighCommandState s = em.state();
        em.emit(new LocationDeckShuffled(dice.shuffle(s.locationDeck().size()), s.locationDeck().size()));
        List<String> winds = s.quickStart() ? cards.pack.quickStart().windsOfWar()
                : cards.pack.windsOfWar().stream().map(WindsOfWar::id).toList();
        for (Stage stage : List.of(Stage.late, Stage.mid, Stage.early)) {
            int n = (int) winds.stream().filter(id -> cards.windsOfWar(id).stage() == stage).count();
            em.emit(new WindsOfWarShuffled(stage, dice.shuffle(n), n));
        }
        for (int slot = 0; slot < s.seats() && !em.state().locationDeck().isEmpty(); slot++) {
            em.emit(new LocationRevealed(slot, em.state().locationDeck().get(0)));
        }
        if (em.state().locationDeck().isEmpty()) {
            new Scoring(cards).end(em, "locationDeckEmpty");
        }
    }

    /** Once every army is chosen: reinforcement decks and reserves, army decks, the first player, six cards each. */
    private void deal(Emitter em, Dice dice) {
        HighCommandState s = em.state();
        for (PlayerState p : s.players()) {
            int n = p.reinforcementHidden().size();
            em.emit(new ReinforcementDeckShuffled(p.seat(), dice.shuffle(n), n));
            for (int slot = 0; slot < PlayerState.RESERVE_SLOTS; slot++) {
                Orders.refill(em, p.seat(), slot);
            }
            em.emit(new ArmyDeckShuffled(p.seat(), dice.shuffle(p.armyDeck().size()), p.armyDeck().size()));
        }
        if (s.firstPlayer() != null) {
            em.emit(new FirstPlayerChosen(s.firstPlayer(), null));
        } else {
            var roll = dice.roll(s.seats());
            em.emit(new FirstPlayerChosen(roll.value() - 1, roll));
        }
        for (int seat : em.state().turnOrder()) {
            List<String> deck = em.state().player(seat).armyDeck();
            int n = Math.min(HAND, deck.size());
            em.emit(new CardsDrawn(seat, n, deck.subList(0, n)));
        }
    }

    // --- commands ------------------------------------------------------------------------------

    void handle(Emitter em, int seat, HighCommandCommand command, Dice dice) {
        HighCommandState s = em.state();
        if (command instanceof ChooseArmy c) {
            Rulebook.BOOK.require(s.phase() == Phase.ARMIES, "setup.army-chosen", "STARTING THE GAME", "the armies are chosen");
            em.emit(new Armies(cards).choose(s, seat, c));
            return;
        }
        if (s.phase() == Phase.ARMIES) {
            throw wrongTime(command);
        }
        if (!s.tasks().isEmpty()) {
            new Tasks(cards).handle(em, seat, command, dice);
            return;
        }
        Turn t = s.turn();
        if (command instanceof OrderCapture c) {
            Rulebook.BOOK.require(t.step() == Step.capture && t.capturing().contains(c.location()), "capture.not-pending", "CAPTURE",
                    c.location() + " is not a captured location whose rule waits");
            new Captures(cards).follow(em, c.location());
            return;
        }
        if (t.step() == Step.orders) {
            new Orders(cards).handle(em, seat, command);
            return;
        }
        if (command instanceof HighCommandCommand.Attack c) {
            Rulebook.BOOK.require(t.attack() == null && Battle.choices(s).contains(c), "battle.no-such-attack", "BATTLE",
                    "not an attack the active player can make now: " + c.location() + " " + c.mode()
                            + (c.target() == null ? "" : " against seat " + c.target()));
            em.emit(new AttackBegan(c.location(), c.mode(), c.mode() == AttackMode.allOut ? null : c.target()));
            return;
        }
        if (command instanceof DeclareDestroyed c && t.attack() != null) {
            new Declarations(cards, s, seat).check(c.cards());
            em.emit(new DestructionDeclared(seat, c.cards()));
            return;
        }
        throw wrongTime(command);
    }

    public static RuntimeException wrongTime(HighCommandCommand command) {
        return Rulebook.BOOK.violation("turn.wrong-step", "TURN ORDER", command.getClass().getSimpleName() + " is not a decision of this moment");
    }








    // --- queued work -----------------------------------------------------------------------------




    // --- automatic steps -------------------------------------------------------------------------

    void advance(Emitter em, Dice dice) {
        HighCommandState s = em.state();
        if (s.phase() == Phase.ARMIES) {
            deal(em, dice);
            return;
        }
        if (s.phase() == Phase.OVER) {
            throw new IllegalStateException("the game is over");
        }
        if (!s.tasks().isEmpty()) {
            new Tasks(cards).run(em, dice);
            return;
        }
        Turn t = s.turn();
        if (t == null) {
            if (s.round() == 0) {
                beginRound(em, 1);
            } else {
                new Captures(cards).begin(em, s.first());
            }
            return;
        }
        if (t.ended()) {
            List<Integer> order = s.turnOrder();
            int next = order.indexOf(t.seat()) + 1;
            if (next < order.size()) {
                new Captures(cards).begin(em, order.get(next));
            } else {
                beginRound(em, s.round() + 1);
            }
            return;
        }
        switch (t.step()) {
            case capture -> new Captures(cards).step(em);
            case orders -> Attacks.begin(em);
            case battle -> new Attacks(cards).step(em);
        }
    }

    /** WINDS OF WAR STEP; ENDGAME: Day of Reckoning, or a Winds of War deck run out (clarification 37). */
    private void beginRound(Emitter em, int round) {
        em.emit(new RoundBegan(round));
        HighCommandState s = em.state();
        if (s.windsDeck().isEmpty()) {
            new Scoring(cards).end(em, "windsOfWarEmpty");
            return;
        }
        String card = s.windsDeck().get(0);
        em.emit(new WindsOfWarRevealed(card));
        if (cards.windsOfWar(card).endsGame()) {
            new Scoring(cards).end(em, "dayOfReckoning");
            return;
        }
        abilities.revealed(em, card);
    }









}
