package dev.arbiter.warfighter.rules;

import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The pack's cards and the numbers the rules derive from them for a state (Manpower, columns, values, costs). */
public final class Catalogue {

    /** §3.3.8: the manual's Hostile table, for a card that prints none (clarification 17). */
    static final int[][] MANUAL_TABLE = {{0, 1}, {75, 2}, {105, 3}, {135, 4}, {165, 5}, {195, 6}, {225, 7}};

    public final Pack pack;

    public Catalogue(Pack pack) {
        this.pack = pack;
    }

    public Cards.Army card(ArmyState army) {
        return pack.army(army.card()).orElseThrow();
    }

    public Cards.Hostile card(HostileState hostile) {
        return pack.hostile(cardId(hostile.card())).orElseThrow();
    }

    /** An Action Card instance {@code id#copy}. */
    public Cards.ActionCard actionCard(String instance) {
        return pack.actionCard(instance.substring(0, instance.indexOf('#'))).orElseThrow();
    }

    public static String cardId(String instance) {
        int hash = instance.indexOf('#');
        return hash < 0 ? instance : instance.substring(0, hash);
    }

    public int manpower(ArmyState army) {
        return card(army).maxManpower() - army.hits();
    }

    public int manpower(HostileState hostile) {
        return card(hostile).manpower() - hostile.hits();
    }

    public Cards.Column column(ArmyState army) {
        return card(army).attackChart().column(manpower(army));
    }

    public Cards.Column column(HostileState hostile) {
        return card(hostile).attackChart().column(manpower(hostile));
    }

    /** An Attachment with an attack chart is an Action-Attachment: it takes Action turns of its own (§3.2.1, clarification 90). */
    public static boolean actsAlone(Cards.Attachment attachment) {
        return attachment.attackChart() != null;
    }

    public Cards.Attachment card(Equipped equipped) {
        return pack.attachment(equipped.attachment()).orElseThrow();
    }

    /** The Attachment's chart column by its Manpower left (§2.2.2: the Attachment's own Manpower, less its Hits). */
    public Cards.Column column(Equipped equipped) {
        return card(equipped).attackChart().column(card(equipped).manpower() - equipped.hits());
    }

    /** Every ability the Army has from its card, Attachments and Skills. */
    public List<Cards.Ability> abilities(ArmyState army) {
        List<Cards.Ability> all = new ArrayList<>(card(army).abilities());
        army.attachments().forEach(e -> all.addAll(pack.attachment(e.attachment()).orElseThrow().abilities()));
        army.skills().forEach(s -> all.addAll(pack.skill(s).orElseThrow().abilities()));
        return all;
    }

    public int passive(ArmyState army, String effect) {
        return abilities(army).stream().filter(a -> "passive".equals(a.timing()) && effect.equals(a.effect()))
                .mapToInt(Cards.Ability::value).sum();
    }

    public List<Cards.Keyword> keywords(ArmyState army) {
        List<Cards.Keyword> all = new ArrayList<>(card(army).keywords());
        army.attachments().forEach(e -> all.addAll(pack.attachment(e.attachment()).orElseThrow().keywords()));
        return all;
    }

    public static int keyword(List<Cards.Keyword> keywords, String name) {
        return keywords.stream().filter(k -> k.keyword().equals(name)).mapToInt(Cards.Keyword::value).sum();
    }

    public static boolean has(List<Cards.Keyword> keywords, String name) {
        return keywords.stream().anyMatch(k -> k.keyword().equals(name));
    }

    /** §3.3: the Actions of the current column plus passive bonuses, less those spent, never below 0 (clarification 13). */
    public int actionsLeft(ArmyState army) {
        return Math.max(0, column(army).actions() + passive(army, "actions") - army.actionsSpent());
    }

    public int attackActionsLeft(ArmyState army) {
        return Math.max(0, passive(army, "attackActions") + army.extraAttackActions() - army.attackActionsSpent());
    }

    public int actionsLeft(HostileState hostile) {
        int bonus = hostileAbilities(hostile).stream().filter(a -> "passive".equals(a.timing()) && "actions".equals(a.effect()))
                .mapToInt(Cards.Ability::value).sum();
        return Math.max(0, column(hostile).actions() + bonus - hostile.actionsSpent());
    }

    List<Cards.Ability> hostileAbilities(HostileState hostile) {
        return hostileAbilitySources(hostile).stream().map(HostileAbility::ability).toList();
    }

    /** A Hostile's ability with the card that prints it: the Hostile ({@code attachment} null) or one of its Attachments. */
    public record HostileAbility(String attachment, Cards.Ability ability) {
    }

    /** The Hostile's abilities, its own then its Attachments', each with its source: an Attachment pays from its own stack (§3.3.8). */
    public List<HostileAbility> hostileAbilitySources(HostileState hostile) {
        List<HostileAbility> all = new ArrayList<>();
        card(hostile).abilities().forEach(a -> all.add(new HostileAbility(null, a)));
        hostile.attachments().forEach(x -> pack.hostileAttachment(cardId(x)).orElseThrow().abilities().forEach(a -> all.add(new HostileAbility(x, a))));
        return all;
    }

    public List<Cards.Keyword> keywords(HostileState hostile) {
        List<Cards.Keyword> all = new ArrayList<>(card(hostile).keywords());
        hostile.attachments().forEach(a -> all.addAll(pack.hostileAttachment(cardId(a)).orElseThrow().keywords()));
        return all;
    }

    public int movement(ArmyState army) {
        return card(army).movement() + passive(army, "movementBonus") + army.moveBonus();
    }

    /** §2.3, §3.3.3: current Manpower plus Handsized and hand-size abilities. */
    public int handSize(ArmyState army) {
        return Math.max(0, manpower(army) + keyword(keywords(army), "Handsized") + passive(army, "handsize"));
    }

    public int cover(ArmyState army) {
        return card(army).cover() + keyword(keywords(army), "Cover") + passive(army, "coverBonus") + army.coverBonus();
    }

    public int cover(WarfighterState state, HostileState hostile) {
        int obstacle = 0;
        Slot slot = state.slot(hostile.column());
        if (slot.obstacleDefeated()) {
            obstacle = 0;
        } else {
            obstacle = slotKeywords(slot).stream().filter(k -> k.keyword().equals("Engineering Ob") && k.effect() != null
                    && "hostileCover".equals(k.effect().kind())).mapToInt(k -> k.effect().amount() == null ? 1 : k.effect().amount()).sum();
        }
        return card(hostile).cover() + keyword(keywords(hostile), "Cover") + obstacle;
    }

    public Integer supplyValue(ArmyState army) {
        return card(army).supply();
    }

    /** §3.4.1, clarification 5: the RP of the card plus the Attachments and Skills it still holds. */
    public int value(ArmyState army) {
        return card(army).cost() + army.attachments().stream().mapToInt(e -> pack.attachment(e.attachment()).orElseThrow().cost()).sum()
                + army.skills().stream().mapToInt(s -> pack.skill(s).orElseThrow().cost()).sum();
    }

    /** §3.3.8: the Team value the Hostile table reads, fixed when the mission begins and recounted only when an Army is lost (§3.4.1). */
    public int teamValue(WarfighterState state) {
        return state.teamValue() != null ? state.teamValue() : teamValue(state.armies());
    }

    /** §3.4.1: the count of the team as it stands, the RP of its standing Armies with the cards they hold. */
    public int teamValue(List<ArmyState> armies) {
        return armies.stream().filter(a -> !a.downed()).mapToInt(this::value).sum();
    }

    /** A Hostile's value: its own and its Attachments' (clarification 20). */
    public int value(HostileState hostile) {
        return card(hostile).hostileValue()
                + hostile.attachments().stream().mapToInt(a -> pack.hostileAttachment(cardId(a)).orElseThrow().hostileValue()).sum();
    }

    /** The Action Phase an Army or Hostile acts in, by its First or Last keyword (§3.2.1). */
    public static Step speed(List<Cards.Keyword> keywords) {
        return has(keywords, "First") ? Step.FIRST : has(keywords, "Last") ? Step.LAST : Step.NORMAL;
    }

    /** The name of the Environ keyword of the card in the slot, which a Hardy counter must match (§3.2.0.1), or null. */
    public String environ(Slot slot) {
        return slotKeywords(slot).stream().filter(k -> k.keyword().equals("Environ")).map(Cards.Keyword::environ).findFirst().orElse(null);
    }

    public List<Cards.Keyword> slotKeywords(Slot slot) {
        if (Slot.LOCATION.equals(slot.kind())) {
            return pack.location(slot.card()).orElseThrow().keywords();
        }
        if (Slot.OBJECTIVE.equals(slot.kind())) {
            return pack.objective(slot.card()).orElseThrow().keywords();
        }
        return List.of();
    }

    /** §3.3.1: printed cost, Escalate rises, obstacle modifiers and the Obstruct of Hostiles there; the Mission costs 0 (clarification 28). */
    public int entranceCost(WarfighterState state, int slotNumber) {
        Slot slot = state.slot(slotNumber);
        if (Slot.MISSION.equals(slot.kind()) || slot.card() == null) {
            return 0;
        }
        int printed = Slot.LOCATION.equals(slot.kind()) ? pack.location(slot.card()).orElseThrow().entranceCost()
                : pack.objective(slot.card()).orElseThrow().entranceCost();
        int obstacle = slot.obstacleDefeated() ? slotKeywords(slot).stream()
                .filter(k -> k.keyword().equals("Engineering Ob") && k.effect() != null && "entranceModifier".equals(k.effect().kind()))
                .mapToInt(k -> k.effect().amount() == null ? 0 : k.effect().amount()).sum() : 0;
        int obstruct = state.hostiles().stream().filter(h -> h.column() == slotNumber).mapToInt(h -> keyword(keywords(h), "Obstruct")).sum();
        return Math.max(0, printed + slot.escalation() + obstacle + obstruct);
    }

    public boolean impassable(Slot slot) {
        if (!has(slotKeywords(slot), "Impassable")) {
            return false;
        }
        boolean removable = slotKeywords(slot).stream()
                .anyMatch(k -> k.keyword().equals("Engineering Ob") && k.effect() != null && "removeImpassable".equals(k.effect().kind()));
        return !(removable && slot.obstacleDefeated());
    }

    /** §3.3.8, clarification 17: the card's Hostile table, or the manual's, for the Team value; plus modifiers. */
    public int budget(WarfighterState state, Slot slot) {
        List<Cards.HostileTableRow> table = Slot.LOCATION.equals(slot.kind()) ? pack.location(slot.card()).orElseThrow().hostileTable()
                : pack.objective(slot.card()).orElseThrow().hostileTable();
        Integer campaignValue = Slot.LOCATION.equals(slot.kind()) ? pack.location(slot.card()).orElseThrow().hostileValue()
                : pack.objective(slot.card()).orElseThrow().hostileValue();
        Cards.Mission mission = pack.mission(state.mission()).orElseThrow();
        if (state.campaign() != null && campaignValue != null) {
            // §4.2, §4.5: a campaign card prints its Hostile Value in place of the table
            return Math.max(0, campaignValue + mission.condition("hostileValueModifier") + townValueModifier(state));
        }
        int team = teamValue(state);
        int value = 0;
        if (table.isEmpty()) {
            for (int[] row : MANUAL_TABLE) {
                if (team >= row[0]) {
                    value = row[1];
                }
            }
        } else {
            for (Cards.HostileTableRow row : table) {
                if (team >= row.fromTeamValue()) {
                    value = row.hostileValue();
                }
            }
        }
        return Math.max(0, value + mission.condition("hostileValueModifier") + townValueModifier(state));
    }

    private int townValueModifier(WarfighterState state) {
        return state.campaign() == null ? 0
                : CampaignGame.townModifier(pack, state.campaign(), "hostileValueModifier");
    }

    /** The Hostile deck of a game: every Hostile and Hostile Attachment of the deck, one instance per copy. */
    public List<String> hostileDeck(String deck) {
        return Stream.concat(
                pack.hostiles().stream().filter(h -> h.deck().equals(deck)).flatMap(h -> copies(h.id(), h.copies()).stream()),
                pack.hostileAttachments().stream().filter(h -> h.deck().equals(deck)).flatMap(h -> copies(h.id(), h.copies()).stream()))
                .toList();
    }

    public List<String> actionDeck(String region) {
        return pack.actionCards().stream().filter(c -> c.region() == null || c.region().equals(region))
                .flatMap(c -> copies(c.id(), c.copies()).stream()).toList();
    }

    static List<String> copies(String id, int copies) {
        List<String> all = new ArrayList<>();
        for (int i = 1; i <= copies; i++) {
            all.add(id + "#" + i);
        }
        return all;
    }

    /** The Hostile Value of a card of the Hostile deck (a Hostile or a Hostile Attachment). */
    public int hostileValue(String instance) {
        String id = cardId(instance);
        return pack.hostile(id).map(Cards.Hostile::hostileValue)
                .orElseGet(() -> pack.hostileAttachment(id).orElseThrow().hostileValue());
    }

    public boolean isHostile(String instance) {
        return pack.hostile(cardId(instance)).isPresent();
    }
}
