package dev.arbiter.warfighter.rules;

import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Test packs made from the demo pack by changing the few cards a test needs, for rules the demo
 * pack's own cards cannot reach (for instance a Hostile deck with no card worth 1). Everything
 * else is the demo pack's, so the given of a test stays the pack's cards but for what it names.
 */
public final class FixturePacks {

    private FixturePacks() {
    }

    /** The demo pack without the Hostiles and Hostile Attachments worth exactly {@code value}. */
    public static Pack hostileDeckWithout(int value) {
        Pack demo = Board.DEMO;
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                demo.attachments(), demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                keep(demo.hostiles(), h -> h.hostileValue() != value),
                keep(demo.hostileAttachments(), a -> a.hostileValue() != value),
                demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The demo pack with one Location changed. */
    public static Pack withLocation(String id, UnaryOperator<Cards.Location> change) {
        Pack demo = Board.DEMO;
        List<Cards.Location> locations = demo.locations().stream().map(l -> l.id().equals(id) ? change.apply(l) : l).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                demo.attachments(), demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), locations,
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The Location with another activation cost (§3.3.8: "Free to play", "1 Action", "1XP"). */
    public static UnaryOperator<Cards.Location> activationCost(String cost) {
        return l -> new Cards.Location(l.id(), l.name(), l.text(), l.region(), l.tier(), l.entranceCost(), cost, l.supply(),
                l.keywords(), l.hostileTable(), l.hostileValue());
    }

    /** The demo pack with one Action Card changed. */
    public static Pack withActionCard(String id, UnaryOperator<Cards.ActionCard> change) {
        Pack demo = Board.DEMO;
        List<Cards.ActionCard> actionCards = demo.actionCards().stream().map(c -> c.id().equals(id) ? change.apply(c) : c).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                demo.attachments(), demo.skills(), actionCards, demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The Action Card without bracketed text. */
    static UnaryOperator<Cards.ActionCard> noUpgun() {
        return c -> new Cards.ActionCard(c.id(), c.name(), c.text(), c.region(), c.copies(), c.timing(), c.cost(), c.effects(), c.stackable(),
                c.retain(), null, c.alternatives());
    }

    /** The demo pack with one Attachment changed. */
    public static Pack withAttachment(String id, UnaryOperator<Cards.Attachment> change) {
        Pack demo = Board.DEMO;
        List<Cards.Attachment> attachments = demo.attachments().stream().map(a -> a.id().equals(id) ? change.apply(a) : a).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                attachments, demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /**
     * An ability of alternatives ("or", clarification 120), ours and on no demo card: "-Supply: remove 1 Pin from an Army here,
     * or an extra Attack Action; once per Game Turn [2 of either]". Give it to a card with {@link #withArmyAbility} and the like.
     */
    public static final Cards.Ability PIN_OR_ATTACK = new Cards.Ability("activity", null, new Cards.Cost(1, 0, 0), null, null, null, null, null,
            true, new Cards.Upgun(null, 2, null, null), "Fixture: -Supply: remove 1 Pin from an Army here, or an extra Attack Action; once per Game Turn [2 of either].",
            List.of(new Cards.Effect("removePins", 1, "armyHere", null), new Cards.Effect("extraAttackAction", 1, "self", null)), true);

    /** The demo pack with one more Attachment: a copy of {@code from} under the id {@code id}, changed (a card no demo card is). */
    static Pack withAttachmentCopy(String from, String id, UnaryOperator<Cards.Attachment> change) {
        Pack demo = Board.DEMO;
        Cards.Attachment a = change.apply(demo.attachment(from).orElseThrow());
        Cards.Attachment copy = new Cards.Attachment(id, a.name(), a.text(), a.region(), a.cost(), a.commandCost(), a.manpower(), a.supply(),
                a.types(), a.keywords(), a.engineer(), a.abilities(), a.attackChart(), a.counters());
        List<Cards.Attachment> attachments = java.util.stream.Stream.concat(demo.attachments().stream(), java.util.stream.Stream.of(copy)).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                attachments, demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The Attachment with another Supply stack and other counters it comes with (§2.2.2, §4.4 Buy and Sell). */
    public static UnaryOperator<Cards.Attachment> stackAndCounters(Integer supply, List<Cards.Counter> counters) {
        return a -> new Cards.Attachment(a.id(), a.name(), a.text(), a.region(), a.cost(), a.commandCost(), a.manpower(), supply, a.types(),
                a.keywords(), a.engineer(), a.abilities(), a.attackChart(), counters);
    }

    /** The demo pack with one Attachment's abilities given this bracketed text (§3.1.3.1). */
    public static Pack withAttachmentUpgun(String id, Cards.Upgun upgun) {
        return withAttachment(id, a -> new Cards.Attachment(a.id(), a.name(), a.text(), a.region(), a.cost(), a.commandCost(), a.manpower(),
                a.supply(), a.types(), a.keywords(), a.engineer(), a.abilities().stream().map(b -> new Cards.Ability(b.timing(), b.action(),
                        b.cost(), b.effect(), b.amount(), b.target(), b.environ(), b.uses(), b.oncePerTurn(), upgun, b.text(), b.effects(),
                        b.alternatives())).toList(),
                a.attackChart(), a.counters()));
    }

    /** The demo pack with one Attachment given a further ability (for instance a declare-timing one, §2.2.2). */
    public static Pack withAttachmentAbility(String id, Cards.Ability ability) {
        return withAttachment(id, plusAbility(ability));
    }

    /** The Attachment with a further ability. */
    static UnaryOperator<Cards.Attachment> plusAbility(Cards.Ability ability) {
        return a -> new Cards.Attachment(a.id(), a.name(), a.text(), a.region(), a.cost(), a.commandCost(), a.manpower(), a.supply(),
                a.types(), a.keywords(), a.engineer(),
                java.util.stream.Stream.concat(a.abilities().stream(), java.util.stream.Stream.of(ability)).toList(), a.attackChart(),
                a.counters());
    }

    private static <T> List<T> keep(List<T> cards, Predicate<T> which) {
        return cards.stream().filter(which).toList();
    }

    /** The demo pack with one Army given a further keyword (for instance {@code First}, §3.2.1). */
    public static Pack withArmyKeyword(String id, String keyword) {
        Pack demo = Board.DEMO;
        List<Cards.Army> armies = demo.armies().stream().map(a -> !a.id().equals(id) ? a
                : new Cards.Army(a.id(), a.name(), a.text(), a.region(), a.kind(), a.type(), a.cost(), a.supply(), a.movement(), a.cover(),
                        a.manpower(), a.command(), a.traits(),
                        java.util.stream.Stream.concat(a.keywords().stream(), java.util.stream.Stream.of(new Cards.Keyword(keyword, null, null, null))).toList(),
                        a.abilities(), a.attackChart(), a.campaign())).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), armies,
                demo.attachments(), demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The demo pack with one Army given a further ability (for instance a red cost, §2.2.1). */
    public static Pack withArmyAbility(String id, Cards.Ability ability) {
        Pack demo = Board.DEMO;
        List<Cards.Army> armies = demo.armies().stream().map(a -> !a.id().equals(id) ? a
                : new Cards.Army(a.id(), a.name(), a.text(), a.region(), a.kind(), a.type(), a.cost(), a.supply(), a.movement(), a.cover(),
                        a.manpower(), a.command(), a.traits(), a.keywords(),
                        java.util.stream.Stream.concat(a.abilities().stream(), java.util.stream.Stream.of(ability)).toList(),
                        a.attackChart(), a.campaign())).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), armies,
                demo.attachments(), demo.skills(), demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The demo pack with one Mission given a further condition (for instance a {@code commandModifier}, §1.1.5). */
    public static Pack withMissionCondition(String id, String kind, int amount) {
        Pack demo = Board.DEMO;
        List<Cards.Mission> missions = demo.missions().stream().map(m -> !m.id().equals(id) ? m
                : new Cards.Mission(m.id(), m.name(), m.text(), m.region(), m.resources(), m.time(), m.objectiveSlot(), m.hostileSupply(),
                        java.util.stream.Stream.concat(m.conditions().stream(), java.util.stream.Stream.of(new Cards.Condition(kind, amount))).toList(),
                        m.promotion(), m.resupply(), m.locationTiers(), m.town())).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                demo.attachments(), demo.skills(), demo.actionCards(), missions, demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }

    /** The demo pack with one Skill given a further ability (for instance a "stop a Hit" with limited uses, §2.2.1). */
    public static Pack withSkillAbility(String id, Cards.Ability ability) {
        Pack demo = Board.DEMO;
        List<Cards.Skill> skills = demo.skills().stream().map(k -> !k.id().equals(id) ? k
                : new Cards.Skill(k.id(), k.name(), k.text(), k.region(), k.cost(), k.negative(), k.trigger(), k.types(),
                        java.util.stream.Stream.concat(k.abilities().stream(), java.util.stream.Stream.of(ability)).toList())).toList();
        return new Pack(demo.pack(), demo.version(), demo.title(), demo.notice(), demo.regions(), demo.armies(),
                demo.attachments(), skills, demo.actionCards(), demo.missions(), demo.objectives(), demo.locations(),
                demo.hostiles(), demo.hostileAttachments(), demo.towns(), demo.campaignMaps(), demo.sha256());
    }
}
