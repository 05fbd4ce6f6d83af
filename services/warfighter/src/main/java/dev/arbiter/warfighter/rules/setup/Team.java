package dev.arbiter.warfighter.rules.setup;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.turn.Draws;
import java.util.List;

/**
 * Setting up a Team and Completing Setup (§2.2, §2.2.1-§2.2.3, §2.3; clarifications 36-41): the
 * lead seat buys Armies, Attachments and Skills within the Mission's Resources; each card once.
 */
public final class Team {

    private final Catalogue cards;

    public Team(Catalogue cards) {
        this.cards = cards;
    }

    public void recruit(Emitter em, String army, int seat) {
        WarfighterState state = em.state();
        Cards.Army card = recruitable(state, army, seat);
        Rulebook.BOOK.require(card.cost() <= state.resources(), "team.resources", "§2.2 Setting up a Team",
                army + " costs " + card.cost() + " RP, " + state.resources() + " left");
        em.emit(new ArmyRecruited(nextNumber(state), army, seat, card.cost()));
    }

    /** The Army card, if the team may take it for the seat, the price aside (§2.2.1 Armies; also §4.4 Purchase Army). */
    public Cards.Army recruitable(WarfighterState state, String army, int seat) {
        Cards.Army card = cards.pack.army(army).orElseThrow(() -> Rulebook.BOOK.violation("team.unknown-army", "§2.2.1 Armies",
                "the pack has no Army " + army));
        Rulebook.BOOK.require(card.region() == null || card.region().equals(state.region()), "team.region", "§2.1 Preparing the Mission",
                army + " is not of region " + state.region());
        Rulebook.BOOK.require(seat >= 0 && seat < state.seats(), "team.seat", "§2.2.1 Armies", "no seat " + seat + " in this game");
        // clarification 38: no two Armies of one name, so no two levels of one line either
        Rulebook.BOOK.require(state.armies().stream().noneMatch(a -> cards.card(a).name().equals(card.name())), "team.one-copy",
                "§2.2.1 Armies", card.name() + " is on the team already");
        return card;
    }

    /** Army numbers are the highest so far plus one. */
    public static int nextNumber(WarfighterState state) {
        return state.armies().stream().mapToInt(ArmyState::number).max().orElse(0) + 1;
    }

    public void equip(Emitter em, int army, String attachment) {
        WarfighterState state = em.state();
        Cards.Attachment card = equippable(state, army, attachment);
        Rulebook.BOOK.require(card.cost() <= state.resources(), "team.resources", "§2.2 Setting up a Team",
                attachment + " costs " + card.cost() + " RP, " + state.resources() + " left");
        em.emit(new AttachmentEquipped(army, attachment, card.cost()));
    }

    /** The Attachment card, if the Army may take it, the price aside (§2.2.2 Attachments; also §4.4 Buy and Sell). */
    public Cards.Attachment equippable(WarfighterState state, int army, String attachment) {
        ArmyState a = member(state, army);
        Cards.Attachment card = cards.pack.attachment(attachment).orElseThrow(() -> Rulebook.BOOK.violation("team.unknown-attachment",
                "§2.2.2 Attachments", "the pack has no Attachment " + attachment));
        Rulebook.BOOK.require(state.armies().stream().noneMatch(x -> x.attachments().stream().anyMatch(e -> e.attachment().equals(attachment))),
                "team.one-copy", "§2.2.2 Attachments", attachment + " is on the team already");
        Rulebook.BOOK.require(card.types().isEmpty() || card.types().contains(cards.card(a).type()), "team.attachment-type",
                "§2.2.2 Attachments", attachment + " does not fit a " + cards.card(a).type() + " Army");
        Rulebook.BOOK.require(card.commandCost() <= commandLeft(state, a), "team.command", "§2.2.2 Attachments",
                "Army " + army + " has " + commandLeft(state, a) + " Command left, " + attachment + " needs " + card.commandCost());
        return card;
    }

    public int commandLeft(WarfighterState state, ArmyState army) {
        Integer command = cards.card(army).command();
        int modifier = cards.pack.mission(state.mission()).orElseThrow().condition("commandModifier")
                + (state.campaign() == null ? 0 : CampaignGame.townModifier(cards.pack, state.campaign(), "commandModifier"));
        int used = army.attachments().stream().mapToInt(e -> cards.pack.attachment(e.attachment()).orElseThrow().commandCost()).sum();
        return command == null ? 0 : command + modifier - used;
    }

    public void train(Emitter em, int army, String skill) {
        WarfighterState state = em.state();
        Cards.Skill card = trainable(state, army, skill);
        Rulebook.BOOK.require(card.cost() <= state.resources(), "team.resources", "§2.2 Setting up a Team",
                skill + " costs " + card.cost() + " RP, " + state.resources() + " left");
        em.emit(new SkillTrained(army, skill, card.cost()));
    }

    /** The Skill card, if the Army may take it, the price aside (§2.2.3 Skills; also §4.4 Improve Army). */
    public Cards.Skill trainable(WarfighterState state, int army, String skill) {
        ArmyState a = member(state, army);
        Cards.Skill card = cards.pack.skill(skill).orElseThrow(() -> Rulebook.BOOK.violation("team.unknown-skill", "§2.2.3 Skills",
                "the pack has no Skill " + skill));
        Rulebook.BOOK.require(!card.negative(), "team.negative-skill", "§2.2.3 Skills", skill + " is a Negative Skill: it is placed, not bought");
        // §2.2: a Skill may be bought for several Armies, but an Army holds one copy
        Rulebook.BOOK.require(!a.skills().contains(skill), "team.one-copy", "§2.2.3 Skills", "Army " + army + " has " + skill + " already");
        Rulebook.BOOK.require(card.types().isEmpty() || card.types().contains(cards.card(a).type()), "team.skill-type", "§2.2.3 Skills",
                skill + " does not fit a " + cards.card(a).type() + " Army");
        return card;
    }

    public void dismiss(Emitter em, int army, String item) {
        ArmyState a = member(em.state(), army);
        if (item == null) {
            int refund = cards.value(a);
            em.emit(new Dismissed(army, null, refund));
            return;
        }
        boolean attachment = a.attachments().stream().anyMatch(e -> e.attachment().equals(item));
        Rulebook.BOOK.require(attachment || a.skills().contains(item), "team.not-held", "§2.2 Setting up a Team",
                "Army " + army + " holds no " + item);
        int refund = attachment ? cards.pack.attachment(item).orElseThrow().cost() : cards.pack.skill(item).orElseThrow().cost();
        em.emit(new Dismissed(army, item, refund));
    }

    /** Clarification 40: a Player Army on the team and every seat commanding an Army. */
    public void checkComplete(WarfighterState state) {
        Rulebook.BOOK.require(state.armies().stream().anyMatch(a -> cards.card(a).player()), "team.player-army", "§2.2.1 Armies",
                "the team needs at least one Player Army");
        for (int seat = 0; seat < state.seats(); seat++) {
            int s = seat;
            Rulebook.BOOK.require(state.armies().stream().anyMatch(a -> a.seat() == s), "team.every-seat", "Welcome",
                    "seat " + seat + " commands no Army");
        }
    }

    /** §2.2.3 Negative Skills placed, then §2.3 Completing Setup: on the Mission, Supply, hands. */
    public void confirm(Emitter em, Dice dice) {
        checkComplete(em.state());
        complete(em, dice, true);
    }

    /** §2.3 Completing Setup; a carried campaign team takes no Supply (clarification 52). */
    public void complete(Emitter em, Dice dice, boolean supply) {
        for (ArmyState a : em.state().armies()) {
            for (String trait : cards.card(a).traits()) {
                cards.pack.skills().stream().filter(s -> s.negative() && trait.equals(s.trigger())).findFirst()
                        .ifPresent(s -> em.emit(new NegativeSkillPlaced(a.number(), s.id(), trait)));
            }
        }
        if (em.state().campaign() != null) {
            // §4.3 Making the Initial Team: unspent Resource Points become Resupply Points
            em.emit(new ResourcesConverted(em.state().resources()));
        }
        em.emit(new TeamConfirmed(cards.teamValue(em.state())));
        for (ArmyState a : em.state().armies()) {
            em.emit(new ArmyPlaced(a.number(), 1));
            Integer value = cards.supplyValue(a);
            if (supply && value != null && value > 0) {
                em.emit(new SupplyGained("army", a.number(), value, "setup"));
            }
        }
        for (ArmyState a : em.state().armies()) {
            if (cards.card(a).player()) {
                Draws.fill(em, dice, a.number(), cards.handSize(a));
            }
        }
    }

    public static ArmyState member(WarfighterState state, int army) {
        return state.armies().stream().filter(a -> a.number() == army).findFirst()
                .orElseThrow(() -> Rulebook.BOOK.violation("team.no-such-army", "§2.2.1 Armies", "no Army " + army + " on the team"));
    }

}
