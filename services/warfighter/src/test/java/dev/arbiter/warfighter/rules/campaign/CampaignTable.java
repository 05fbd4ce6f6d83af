package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RulesFixture;
import dev.arbiter.testkit.ScriptedDice;
import dev.arbiter.warfighter.rules.Cards;
import dev.arbiter.warfighter.rules.Catalogue;
import dev.arbiter.warfighter.rules.Pack;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the "given" of a campaign test through the real {@code start}: a new campaign on a Map of
 * the demo pack, with the shuffles {@code start} performs (one per Location tier, in the order of
 * the Mission's stars, then the Hostile and Action decks) scripted so the named cards come first.
 */
public final class CampaignTable {

    private static final Catalogue CARDS = new Catalogue(Table.DEMO);

    private final int seats;
    private final Map<String, Object> options = new HashMap<>();
    private List<String> locationsTop = List.of();
    private Pack pack = Table.DEMO;

    private CampaignTable(int seats, Map<String, Object> campaign) {
        this.seats = seats;
        options.put("campaign", campaign);
        options.put("hostileOrder", "fixed");
    }

    /** A continued campaign: the previous game's carry-over document. */
    public static CampaignTable continuing(int seats, Map<String, Object> carryOver) {
        return new CampaignTable(seats, carryOver);
    }

    /** Lowland Road (docs/rules/warfighter.md, The demo pack): Ashby, then Brackenford. */
    static CampaignTable lowlandRoad(int seats) {
        return new CampaignTable(seats, Map.of("map", "lowland-road"));
    }

    /** The same campaign on a fixture pack that changes no Town, Mission's stars, Location or deck (see {@link FixturePacks}). */
    CampaignTable pack(Pack fixture) {
        pack = fixture;
        return this;
    }

    /** The Locations each tier deck deals first, in the order of the Mission's stars. */
    CampaignTable locations(String... top) {
        locationsTop = List.of(top);
        return this;
    }

    Setup setup() {
        return new Setup(seats, options);
    }

    WarfighterRules rules() {
        return new WarfighterRules(pack);
    }

    /** The game after its opening, waiting for the lead seat (team building, or the Town Activities). */
    public RulesFixture<WarfighterState, WarfighterCommand, WarfighterEvent> fixture() {
        return RulesFixture.of(rules(), setup()).started(openingFaces());
    }

    /** The events of the game's opening ({@code start}), with the same scripted shuffles as {@link #fixture()}. */
    public List<WarfighterEvent> opening() {
        return rules().start(rules().initialState(setup()), new ScriptedDice(openingFaces()));
    }

    // with a route to choose nothing is shuffled before ChooseRoute
    private int[] openingFaces() {
        String town = rules().initialState(setup()).campaign().town();
        return town == null ? new int[0] : faces(town);
    }

    /** The dice faces of entering {@code townId}: its tier decks stacked with the named Locations first, then the Hostile and Action decks. */
    public int[] faces(String townId) {
        Cards.Town town = Table.DEMO.town(townId).orElseThrow();
        Cards.Mission mission = Table.DEMO.mission(town.mission()).orElseThrow();
        List<Integer> faces = new ArrayList<>();
        List<String> dealt = new ArrayList<>();
        String lastTier = null;
        for (int i = 0; i < mission.locationTiers().size(); i++) {
            String tier = mission.locationTiers().get(i);
            String top = i < locationsTop.size() ? locationsTop.get(i) : null;
            if (!tier.equals(lastTier)) {
                List<String> deck = Table.DEMO.locations().stream().filter(l -> tier.equals(l.tier()) && !dealt.contains(l.id()))
                        .map(Cards.Location::id).toList();
                List<String> wanted = new ArrayList<>();
                for (int j = i; j < mission.locationTiers().size() && mission.locationTiers().get(j).equals(tier) && j < locationsTop.size(); j++) {
                    wanted.add(locationsTop.get(j));
                }
                faces.addAll(Table.stacked(deck, wanted));
                lastTier = tier;
            }
            if (top != null) {
                dealt.add(top);
            }
        }
        faces.addAll(Table.stacked(CARDS.hostileDeck("germany"), List.of()));
        faces.addAll(Table.stacked(CARDS.actionDeck("europe"), List.of()));
        return faces.stream().mapToInt(Integer::intValue).toArray();
    }
}
