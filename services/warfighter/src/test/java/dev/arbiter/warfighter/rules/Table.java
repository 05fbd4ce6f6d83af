package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the "given" of a game-level rules test through the real {@code start}: the setup
 * document (mission, objective, preset team, Hostile order) and the three shuffles {@code start}
 * performs, in its order (Locations, Hostiles, Action Cards), scripted so that the named cards are
 * on top of each deck.
 */
public final class Table {

    public static final Pack DEMO = Board.DEMO;
    private static final Catalogue CARDS = new Catalogue(DEMO);

    private final int seats;
    private final Map<String, Object> options = new HashMap<>();
    private final List<Map<String, Object>> team = new ArrayList<>();
    private List<String> locationsTop = List.of();
    private List<String> hostilesTop = List.of();
    private List<String> actionsTop = List.of();

    private Table(int seats, String mission, String objective) {
        this.seats = seats;
        options.put("mission", mission);
        options.put("objective", objective);
        options.put("hostileOrder", "fixed");
    }

    public static Table of(int seats, String mission, String objective) {
        return new Table(seats, mission, objective);
    }

    /** Probe with Vital Hill, Cart Track dealt between them, one seat. */
    public static Table probe() {
        return of(1, "probe", "vital-hill").locations("cart-track");
    }

    /** The design's playable Probe team (169 RP), all commanded by {@code seat} unless given per Army. */
    public Table demoTeam(int... seatsPerArmy) {
        int[] s = seatsPerArmy.length == 4 ? seatsPerArmy : new int[] {0, 0, 0, 0};
        return army("309th-regiment", s[0], List.of("engineer-company", "field-radio"), List.of("quality-soldiers"))
                .army("hollow-ridge-battery", s[1], List.of(), List.of())
                .army("48th-battalion", s[2], List.of(), List.of("extra-maps"))
                .army("307th-battalion", s[3], List.of(), List.of());
    }

    public Table army(String army, int seat, List<String> attachments, List<String> skills) {
        team.add(Map.of("army", army, "seat", seat, "attachments", attachments, "skills", skills));
        return this;
    }

    public Table army(String army) {
        return army(army, 0, List.of(), List.of());
    }

    public Table locations(String... top) {
        locationsTop = List.of(top);
        return this;
    }

    public Table hostiles(String... top) {
        hostilesTop = List.of(top);
        return this;
    }

    Table actions(String... top) {
        actionsTop = List.of(top);
        return this;
    }

    public Table option(String key, Object value) {
        options.put(key, value);
        return this;
    }

    public WarfighterRules rules() {
        return new WarfighterRules(DEMO);
    }

    Setup setup() {
        Map<String, Object> all = new HashMap<>(options);
        if (!team.isEmpty()) {
            all.put("team", List.copyOf(team));
        }
        return new Setup(seats, all);
    }

    /** The game after its opening and the automatic steps up to the first choice. */
    public RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> fixture() {
        List<Integer> faces = new ArrayList<>();
        List<String> locations = DEMO.locations().stream().filter(l -> "europe".equals(l.region())).map(Cards.Location::id).toList();
        faces.addAll(stacked(locations, locationsTop));
        faces.addAll(stacked(CARDS.hostileDeck("germany"), hostilesTop));
        faces.addAll(stacked(CARDS.actionDeck("europe"), actionsTop));
        return RulesFixture.of(rules(), setup()).started(faces.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Faces for a shuffle that puts {@code top} first (in that order), the rest after in their order. */
    public static List<Integer> stacked(List<String> unshuffled, List<String> top) {
        List<String> target = new ArrayList<>(top);
        unshuffled.stream().filter(c -> !top.contains(c)).forEach(target::add);
        List<String> current = new ArrayList<>(unshuffled);
        List<Integer> faces = new ArrayList<>();
        for (int i = current.size() - 1; i >= 1; i--) {
            int j = current.indexOf(target.get(i));
            faces.add(j + 1);
            String swapped = current.get(i);
            current.set(i, current.get(j));
            current.set(j, swapped);
        }
        return faces;
    }
}
