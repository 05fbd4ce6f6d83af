package dev.arbiter.warfighter.rules.combat;

import dev.arbiter.warfighter.rules.ArmyState;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Emitter;
import dev.arbiter.warfighter.rules.Equipped;
import dev.arbiter.warfighter.rules.Rulebook;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterCommand.AssignHits;
import dev.arbiter.warfighter.rules.WarfighterCommand.Hit;
import dev.arbiter.warfighter.rules.WarfighterEvent.AbilityUsed;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttachmentDestroyed;
import dev.arbiter.warfighter.rules.WarfighterEvent.AttachmentSupplySpent;
import dev.arbiter.warfighter.rules.WarfighterEvent.HitsAssigned;
import dev.arbiter.warfighter.rules.WarfighterEvent.SupplyLost;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.actions.Abilities;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Hits a Hostile's roll puts on a Player Army, placed by its seat (§2.2.2 Attachments: a Hit the
 * Army would take may go to an Attachment, destroyed when its Hits reach its Manpower; §2.2.1: the
 * 309th's "-Supply: stop a Hit"; clarification 46: each Hit placed on its own).
 */
public final class HitAssignment {

    static final String ARMY = "army";
    static final String ATTACHMENT = "attachment";
    static final String STOP = "stop";
    private static final String RULE = "§2.2.2 Attachments";

    private final Catalogue cards;

    public HitAssignment(Catalogue cards) {
        this.cards = cards;
    }

    /** A card's "stop a Hit": its place on the card, the Supply each stop costs, and the stops its limited uses leave (null: no limit). */
    private record Stop(int ability, int cost, Integer left) {
    }

    /** Whether the Army's seat has a choice for a Hit: a living Attachment, or a "stop a Hit" with a use left the Army can pay. */
    boolean choice(ArmyState army) {
        if (army.downed() || !cards.card(army).player()) {
            return false;
        }
        return !army.attachments().isEmpty() || stops(army).entrySet().stream().anyMatch(s ->
                s.getValue().cost() <= Abilities.purse(army, s.getKey()) && (s.getValue().left() == null || s.getValue().left() > 0));
    }

    /** The cards of the Army with a "stop a Hit" ability ({@code hitTaken} {@code stopHit}): the first such ability of each. */
    private Map<String, Stop> stops(ArmyState army) {
        Map<String, Stop> found = new HashMap<>();
        Abilities abilities = new Abilities(cards);
        for (String source : abilities.sources(army)) {
            List<Cards.Ability> list = abilities.abilitiesOf(source);
            for (int i = 0; i < list.size() && !found.containsKey(source); i++) {
                Cards.Ability a = list.get(i);
                if ("hitTaken".equals(a.timing()) && "stopHit".equals(a.effect())) {
                    found.put(source, new Stop(i, a.supplyCost(), Abilities.usesLeft(army, source, i, a)));
                }
            }
        }
        return found;
    }

    /** The Hits that destroy the Attachment: its printed Manpower (§2.2.2). */
    private int manpower(String attachment) {
        return cards.pack.attachment(attachment).orElseThrow().manpower();
    }

    /**
     * Why the placement is refused, or null: one place per due Hit, living Attachments only, stops paid from the Army's Supply
     * or, for an Attachment with a stack of its own, from that stack (clarification 111).
     */
    String problem(WarfighterState state, List<Hit> hits) {
        WarfighterState.HitsDue due = state.hitsDue();
        ArmyState army = state.army(due.army());
        if (hits.size() != due.hits()) {
            return "hits.count";
        }
        Map<String, Integer> taken = new HashMap<>();
        army.attachments().forEach(e -> taken.put(e.attachment(), e.hits()));
        Map<String, Stop> stops = stops(army);
        Map<String, Integer> stopped = new HashMap<>();
        Map<String, Integer> purses = new HashMap<>();
        for (Hit hit : hits) {
            switch (hit.to() == null ? "" : hit.to()) {
                case ARMY -> {
                }
                case ATTACHMENT -> {
                    Integer before = taken.get(hit.source());
                    if (before == null || before >= manpower(hit.source())) {
                        return "hits.attachment";
                    }
                    taken.put(hit.source(), before + 1);
                }
                case STOP -> {
                    Stop stop = stops.get(hit.source());
                    if (stop == null) {
                        return "hits.no-stop";
                    }
                    // a stop with limited uses stops no more Hits than it has uses left
                    int count = stopped.merge(hit.source(), 1, Integer::sum);
                    if (stop.left() != null && count > stop.left()) {
                        return "hits.stop-used-up";
                    }
                    String purse = Abilities.ownStack(army, hit.source()) == null ? ARMY : hit.source();
                    int left = purses.merge(purse, Abilities.purse(army, hit.source()) - stop.cost(), (was, ignored) -> was - stop.cost());
                    if (left < 0) {
                        return "hits.stop-supply";
                    }
                }
                default -> {
                    return "hits.place";
                }
            }
        }
        return null;
    }

    public void handle(Emitter em, int seat, WarfighterCommand command) {
        WarfighterState state = em.state();
        WarfighterState.HitsDue due = state.hitsDue();
        Rulebook.BOOK.require(command instanceof AssignHits, "hits.waiting", RULE,
                "the " + due.hits() + " Hits on Army " + due.army() + " wait to be placed (AssignHits)");
        Rulebook.BOOK.require(state.army(due.army()).seat() == seat, "hits.not-yours", "Welcome",
                "Army " + due.army() + " is commanded by seat " + state.army(due.army()).seat());
        List<Hit> hits = ((AssignHits) command).hits();
        String problem = problem(state, hits);
        if (problem != null) {
            throw Rulebook.BOOK.violation(problem, RULE + ", §2.2.1 Armies", "the Hits on Army " + due.army() + " cannot be placed so (" + problem + ")");
        }
        ArmyState army = state.army(due.army());
        Map<String, Stop> stops = stops(army);
        Map<String, Integer> paid = new LinkedHashMap<>();
        hits.stream().filter(h -> STOP.equals(h.to()) && stops.get(h.source()).cost() > 0).forEach(h -> paid.merge(
                Abilities.ownStack(army, h.source()) == null ? ARMY : h.source(), stops.get(h.source()).cost(), Integer::sum));
        paid.forEach((purse, amount) -> em.emit(ARMY.equals(purse) ? new SupplyLost("army", due.army(), amount, "stopHit")
                : new AttachmentSupplySpent(due.army(), purse, amount)));
        // each stop of a limited ability spends one of its uses
        hits.stream().filter(h -> STOP.equals(h.to()) && stops.get(h.source()).left() != null)
                .forEach(h -> em.emit(new AbilityUsed(due.army(), h.source(), stops.get(h.source()).ability(), due.army())));
        em.emit(new HitsAssigned(due.army(), hits));
        for (Equipped e : em.state().army(due.army()).attachments()) {
            if (e.hits() >= manpower(e.attachment())) {
                em.emit(new AttachmentDestroyed(due.army(), e.attachment()));
            }
        }
    }

    /**
     * The placements listed for the Army's seat: every Hit on the Army, and for each other place (a living Attachment, a
     * stop) the first Hit there and the rest on the Army; {@code decide} accepts every other legal placement.
     */
    public void legal(WarfighterState state, int seat, List<WarfighterCommand> legal) {
        WarfighterState.HitsDue due = state.hitsDue();
        ArmyState army = state.army(due.army());
        if (army.seat() != seat) {
            return;
        }
        List<Hit> places = new ArrayList<>();
        army.attachments().forEach(e -> places.add(new Hit(ATTACHMENT, e.attachment())));
        stops(army).keySet().stream().sorted().forEach(source -> places.add(new Hit(STOP, source)));
        List<Hit> allOnArmy = new ArrayList<>();
        for (int i = 0; i < due.hits(); i++) {
            allOnArmy.add(new Hit(ARMY, null));
        }
        legal.add(new AssignHits(allOnArmy));
        for (Hit place : places) {
            List<Hit> hits = new ArrayList<>(allOnArmy);
            hits.set(0, place);
            if (problem(state, hits) == null) {
                legal.add(new AssignHits(hits));
            }
        }
    }
}
