package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kharnage.rules.KharnageCommand.*;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The handler of each seat's command: checks it against the rules and emits what it does; {@link Flow} moves on from there. */
final class Commands {

    private final Catalogue cards;
    private final Awaiting awaiting;

    Commands(Catalogue cards) {
        this.cards = cards;
        this.awaiting = new Awaiting(cards);
    }

    void handle(Emitter em, int seat, KharnageCommand command, Dice dice) {
        KharnageState s = em.state();
        if (command instanceof CommitCard c) {
            commit(em, seat, c.card(), dice);
        } else if (command instanceof CallGeneral c) {
            requireGeneralChoice(s, seat);
            Rulebook.BOOK.require(s.player(seat).generals().contains(c.general()), "reinforcement.no-such-general", "REINFORCEMENT",
                    "only a General set aside can replace the last unit drawn");
            em.emit(new GeneralCalled(seat, c.general()));
        } else if (command instanceof DrawUnit) {
            requireGeneralChoice(s, seat);
            em.emit(new GeneralDeclined(seat));
            Flow.draw(em, seat, 1, "reinforcement");
        } else if (command instanceof MakeAssault || command instanceof MakeShooting) {
            Rulebook.BOOK.require(s.pending() instanceof Pending.AttackKindChoice choice && choice.seat() == seat, "elite.no-choice", "Elite",
                    "no Elite Magic missiles attack waits for its kind");
            Pending.AttackKindChoice choice = (Pending.AttackKindChoice) s.pending();
            AttackKind kind = command instanceof MakeAssault ? AttackKind.ASSAULT : AttackKind.SHOOTING;
            em.emit(new AttackBegan(seat, "elite", kind, choice.points(), false, false));
        } else if (command instanceof ChargeKnights || command instanceof HoldKnights) {
            Attack a = requireStage(s, seat, AttackStage.KNIGHTS, "Knight", "no Knight choice is open");
            if (command instanceof ChargeKnights) {
                List<String> knights = cards.withSkill(s.player(seat), SkillKind.KNIGHT).stream().map(Fielded::card).toList();
                em.emit(new KnightsCharged(seat, knights, cards.knightSwords(s.player(seat))));
            } else {
                em.emit(new KnightsHeld(seat));
            }
        } else if (command instanceof ChooseTargets c) {
            Attack a = requireStage(s, seat, AttackStage.TARGET, "ATTACK RANGE", "no attack waits for its target");
            List<Integer> armies = c.armies();
            Rulebook.BOOK.require(Targets.choices(s, a).contains(armies), "attack.out-of-range", "ATTACK RANGE",
                    "an Assault reaches only the nearest army with units on each side, a Shooting any army with units; "
                            + "only a battle card's attack may be split, between two armies; got " + armies);
            int each = armies.size() == 2 ? (a.points() + 1) / 2 : a.points();
            em.emit(new TargetsChosen(seat, armies.stream().map(army -> new Allotment(army, each)).toList(), awaiting.stompsFor(s, a)));
        } else if (command instanceof Stomp c) {
            Attack a = requireStage(s, seat, AttackStage.STOMP, "Stomp", "no Stomp is owed");
            Rulebook.BOOK.require(Targets.stompable(s, a).contains(c.unit()), "stomp.closest-line", "Stomp",
                    "Stomp destroys a unit of the attacked army's line closest to the Hill");
            int owner = Targets.owner(s, c.unit());
            em.emit(new UnitStomped(seat, owner, c.unit(), s.player(owner).unit(c.unit()).orElseThrow().cards()));
            kharnage(em, seat, owner);
        } else if (command instanceof Destroy c) {
            Attack a = requireStage(s, seat, AttackStage.DESTROY, "ATTACK RESOLUTION", "no attack has combat points to spend");
            int owner = Targets.owner(s, c.unit());
            Rulebook.BOOK.require(owner >= 0 && a.armies().contains(owner), "destroy.not-attacked", "ATTACK RESOLUTION",
                    "the unit must belong to an army this attack targets");
            Fielded unit = s.player(owner).unit(c.unit()).orElseThrow();
            Rulebook.BOOK.require(s.player(owner).frontUnits().contains(unit), "destroy.closest-line", "ATTACK RESOLUTION",
                    "choose a unit in the closest non-empty line to the Hill");
            int armor = cards.armor(unit);
            Rulebook.BOOK.require(armor <= a.pointsAgainst(owner), "destroy.not-enough-points", "ATTACK RESOLUTION",
                    "the unit's Armor (with Shields) is " + armor + ", more than the " + a.pointsAgainst(owner) + " combat points left");
            em.emit(new UnitDestroyed(seat, owner, c.unit(), unit.cards(), armor));
            kharnage(em, seat, owner);
        } else if (command instanceof Web c) {
            Attack a = requireStage(s, seat, AttackStage.WEB, "Web", "no Web card is to be placed");
            Rulebook.BOOK.require(a.webs() > 0 && Targets.webbable(s, a).contains(c.unit()), "web.target", "Web",
                    "a Web goes on a unit, not already Immobilized, of an army the card's attacks of its type targeted this turn");
            em.emit(new UnitWebbed(seat, Targets.owner(s, c.unit()), c.unit()));
        } else if (command instanceof ChooseOwnUnit c) {
            Rulebook.BOOK.require(s.pending() instanceof Pending.OwnUnitChoice choice && choice.seat() == seat, "power.no-choice", "Power",
                    "no power waits for a unit of yours");
            Pending.OwnUnitChoice choice = (Pending.OwnUnitChoice) s.pending();
            Rulebook.BOOK.require(Targets.ownChoices(s, seat).contains(c.unit()), "power.own-unit", "KEYWORDS, Immobilized",
                    "the power needs one of your units that is there and not Immobilized");
            em.emit(new OwnUnitChosen(seat, c.unit(), choice.power()));
        } else if (command instanceof Cheer || command instanceof KeepQuiet) {
            Rulebook.BOOK.require(s.pending() instanceof Pending.Cheering cheering && cheering.waiting().contains(seat), "yeah.not-asked",
                    "KHARNAGE", "no Kharnage waits for this seat's «YEAH!»");
            if (command instanceof Cheer) {
                em.emit(new Cheered(seat));
            } else {
                em.emit(new StayedQuiet(seat, s.player(seat).kharnage() > 0));
            }
        } else {
            throw new IllegalArgumentException("unknown command " + command);
        }
    }

    private void commit(Emitter em, int seat, String card, Dice dice) {
        KharnageState s = em.state();
        Rulebook.BOOK.require(s.phase() == Phase.CHOOSING, "round.not-choosing", "THE ROUND", "battle cards are chosen only at the start of a round");
        Rulebook.BOOK.require(s.player(seat).seal() == null, "round.already-committed", "THE ROUND", "one battle card per round");
        Rulebook.BOOK.require(s.player(seat).hand().contains(card), "round.not-in-hand", "THE ROUND",
                "the battle card must come from your hand");
        List<Roll> rolls = new ArrayList<>();
        StringBuilder salt = new StringBuilder();
        for (int i = 0; i < Flow.SALT_ROLLS; i++) {
            Roll roll = dice.roll(65_536);
            rolls.add(roll);
            salt.append(String.format("%04x", roll.value() - 1));
        }
        em.emit(new CardCommitted(seat, Commitments.of(card, salt.toString()), card, salt.toString(), rolls));
        KharnageState after = em.state();
        if (after.players().stream().allMatch(p -> p.seal() != null)) {
            List<Opening> openings = after.players().stream().map(p -> new Opening(p.seat(), p.seal().card(), p.seal().salt())).toList();
            List<Integer> order = after.players().stream()
                    .sorted(Comparator.comparingInt((PlayerState p) -> cards.initiative(p.seal().card())).thenComparingInt(PlayerState::seat))
                    .map(PlayerState::seat).toList();
            em.emit(new CardsRevealed(openings, order));
        }
    }

    private static void requireGeneralChoice(KharnageState s, int seat) {
        Rulebook.BOOK.require(s.pending() instanceof Pending.GeneralChoice g && g.seat() == seat, "reinforcement.no-choice", "REINFORCEMENT",
                "no bicolour Reinforcement flag waits for a choice");
    }

    private Attack requireStage(KharnageState s, int seat, AttackStage stage, String section, String why) {
        Attack a = s.attack();
        Rulebook.BOOK.require(s.pending() == null && a != null && a.seat() == seat && a.stage() == stage && awaiting.attackHasChoice(s),
                "attack." + stage.name().toLowerCase() + ".not-open", section, why);
        return a;
    }

    /** kharnage.md, KHARNAGE: the last unit of an army (not counting Absent units) destroyed. */
    private void kharnage(Emitter em, int seat, int victim) {
        KharnageState s = em.state();
        if (s.player(victim).hasPresentUnits()) {
            return;
        }
        em.emit(new KharnageAchieved(seat, victim));
        if (s.yeah()) {
            List<Integer> others = new ArrayList<>();
            for (int other = 0; other < s.seats(); other++) {
                if (other != seat) {
                    others.add(other);
                }
            }
            em.emit(new CheersAwaited(seat, others));
        }
    }
}
