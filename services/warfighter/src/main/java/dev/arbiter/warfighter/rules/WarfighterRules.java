package dev.arbiter.warfighter.rules;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.Roll;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.toolkit.PackShelf;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import dev.arbiter.warfighter.rules.campaign.Campaign;
import dev.arbiter.warfighter.rules.campaign.CampaignGame;
import dev.arbiter.warfighter.rules.campaign.CampaignView;
import dev.arbiter.warfighter.rules.setup.Team;
import dev.arbiter.warfighter.rules.turn.Flow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Warfighter: War (shared/rulebooks/warfighter-war.md; design docs/rules/warfighter.md): one to
 * four seats play one team against the Hostiles, which {@link #advance} plays from the recorded
 * dice. Setup document: contracts/setup/warfighter.schema.json ({@code pack}, {@code region},
 * {@code hostileDeck}, {@code mission} and {@code objective}, {@code team}, {@code hostileOrder},
 * {@code campaign}: a new campaign's first game, see {@link CampaignGame}).
 */
public final class WarfighterRules implements Rules<WarfighterState, WarfighterCommand, WarfighterEvent> {

    public static final int MAX_SEATS = 4;

    private final PackShelf<Catalogue> catalogues;

    public WarfighterRules(Pack pack) {
        this(List.of(pack));
    }

    public WarfighterRules(List<Pack> packs) {
        catalogues = new PackShelf<>(packs, Pack::id, Catalogue::new);
    }

    @Override
    public String name() {
        return "warfighter";
    }

    /**
     * 2 since rules round 3 (issue 30): an XP cost is paid by any Army's XP ({@code xpFrom}), the Team value a Location's Hostile
     * table reads stays what was spent until an Army is lost, and a defensive card in a reaction window is paid, chosen and
     * upgunned and helps that attack alone. 3 since a Retain cost's XP is paid by any Army's XP too ({@code PayRetain.xpFrom}). The
     * same commands can decide otherwise than under an earlier version, and every envelope says which rules decided it.
     */
    @Override
    public String version() {
        return "3";
    }

    @Override
    public Class<WarfighterCommand> commandType() {
        return WarfighterCommand.class;
    }

    @Override
    public Class<WarfighterEvent> eventType() {
        return WarfighterEvent.class;
    }

    @Override
    public WarfighterState initialState(Setup setup) throws RuleViolation {
        Rulebook.BOOK.require(setup.seats() >= 1 && setup.seats() <= MAX_SEATS, "setup.seats", "Welcome",
                "Warfighter is played by 1 to 4 seats, not " + setup.seats());
        String packId = setup.text("pack", catalogues.firstId());
        Catalogue cards = catalogues.chosen(packId);
        Pack pack = cards.pack;
        Campaign campaign = null;
        List<ArmyState> carried = List.of();
        if (setup.options().get("campaign") instanceof Map<?, ?> member) {
            for (String refused : List.of("region", "mission", "objective", "team")) {
                Rulebook.BOOK.require(!setup.options().containsKey(refused), "setup.campaign-decides", "§4.4 Campaign Turn",
                        "in a campaign the Town decides the mission and the team is carried: no " + refused);
            }
            campaign = new CampaignGame(cards).read(member);
            carried = new CampaignGame(cards).carriedArmies(member, setup.seats());
        }
        String region = campaign != null ? pack.campaignMap(campaign.map()).orElseThrow().region()
                : setup.text("region", pack.regions().get(0).id());
        Cards.Region r = pack.regions().stream().filter(x -> x.id().equals(region)).findFirst()
                .orElseThrow(() -> Rulebook.BOOK.violation("setup.unknown-region", "§2.1 Preparing the Mission", "no region " + region));
        String deck = setup.text("hostileDeck", r.hostileDecks().get(0).id());
        Rulebook.BOOK.require(r.hostileDecks().stream().anyMatch(d -> d.id().equals(deck)), "setup.unknown-hostile-deck",
                "§2.1 Preparing the Mission", "region " + region + " has no Hostile deck " + deck);
        Cards.Town town = campaign == null || campaign.town() == null ? null : pack.town(campaign.town()).orElseThrow();
        String mission = campaign != null ? (town == null ? null : town.mission()) : setup.text("mission", null);
        String objective = campaign != null ? (town == null ? null : town.objective()) : setup.text("objective", null);
        if (campaign != null) {
            // the Town's Mission and Objective are the pack's own, checked when the pack was read
        } else if (mission != null) {
            Cards.Mission m = pack.mission(mission).orElseThrow(() -> Rulebook.BOOK.violation("setup.unknown-mission", "§2.1 Preparing the Mission",
                    "no Mission " + mission));
            Cards.Objective o = pack.objective(objective).orElseThrow(() -> Rulebook.BOOK.violation("setup.unknown-objective",
                    "§2.1 Preparing the Mission", "no Objective " + objective));
            Rulebook.BOOK.require(region.equals(m.region()) && (o.region() == null || region.equals(o.region())), "setup.region",
                    "§2.1 Preparing the Mission", "the Mission and Objective must be of region " + region);
        } else {
            Rulebook.BOOK.require(!standaloneMissions(pack, region).isEmpty() && !standaloneObjectives(pack, region).isEmpty(), "setup.no-mission",
                    "§2.1 Preparing the Mission", "region " + region + " has no Mission and Objective to draw");
        }
        List<WarfighterState.TeamEntry> preset = team(setup);
        String order = setup.text("hostileOrder", "players");
        WarfighterState state = new WarfighterState(setup.seats(), packId, region, deck, order, carried.isEmpty() ? Stage.TEAM : town == null ? Stage.ROUTE : Stage.TOWN,
                null, mission, objective, List.of(), 0, carried, List.of(), List.of(), Deck.of(List.of()), List.of(), Deck.of(List.of()), List.of(),
                Deck.of(List.of()), 0, 0, 1, null, null, null, List.of(), 0, null, null, preset, List.of(),
                List.of(), null, null, 0, campaign, null, null);
        if (!carried.isEmpty()) {
            new Team(cards).checkComplete(state);
        }
        if (!preset.isEmpty()) {
            Cards.Mission m = pack.mission(mission).orElseThrow();
            Emitter check = emitter(state);
            check.emit(new MissionLaid(mission, objective, m.objectiveSlot(), m.time(), m.resources(), false, List.of()));
            buyTeam(check, cards, preset);
            new Team(cards).checkComplete(check.state());
        }
        return state;
    }

    private static List<WarfighterState.TeamEntry> team(Setup setup) {
        List<WarfighterState.TeamEntry> entries = new ArrayList<>();
        if (setup.options().get("team") instanceof List<?> list) {
            for (Object item : list) {
                Map<?, ?> map = (Map<?, ?>) item;
                entries.add(new WarfighterState.TeamEntry(map.get("army").toString(), ((Number) map.get("seat")).intValue(),
                        texts(map.get("attachments")), texts(map.get("skills"))));
            }
        }
        return entries;
    }

    private static List<String> texts(Object value) {
        return value instanceof List<?> list ? list.stream().map(Object::toString).toList() : List.of();
    }

    private static void buyTeam(Emitter em, Catalogue cards, List<WarfighterState.TeamEntry> preset) {
        Team team = new Team(cards);
        for (WarfighterState.TeamEntry entry : preset) {
            team.recruit(em, entry.army(), entry.seat());
            int number = em.state().armies().get(em.state().armies().size() - 1).number();
            entry.attachments().forEach(a -> team.equip(em, number, a));
            entry.skills().forEach(s -> team.train(em, number, s));
        }
    }

    static List<Cards.Mission> standaloneMissions(Pack pack, String region) {
        return pack.missions().stream().filter(m -> region.equals(m.region()) && m.town() == null).toList();
    }

    static List<Cards.Objective> standaloneObjectives(Pack pack, String region) {
        return pack.objectives().stream().filter(o -> (o.region() == null || region.equals(o.region())) && o.town() == null).toList();
    }

    /** §2.1 Preparing the Mission, and with a preset team §2.2-§2.3. */
    @Override
    public List<WarfighterEvent> start(WarfighterState state, Dice dice) {
        Catalogue cards = catalogue(state);
        Pack pack = cards.pack;
        Emitter em = emitter(state);
        if (state.campaign() != null) {
            if (state.stage() != Stage.ROUTE) {
                new CampaignGame(cards).open(em, dice, state.campaign().town());
            }
            return em.events();
        }
        String mission = state.mission();
        String objective = state.objective();
        List<Roll> rolls = new ArrayList<>();
        if (mission == null) {
            List<Cards.Mission> missions = standaloneMissions(pack, state.region());
            List<Cards.Objective> objectives = standaloneObjectives(pack, state.region());
            Roll m = dice.roll(missions.size());
            Roll o = dice.roll(objectives.size());
            rolls = List.of(m, o);
            mission = missions.get(m.value() - 1).id();
            objective = objectives.get(o.value() - 1).id();
        }
        Cards.Mission m = pack.mission(mission).orElseThrow();
        em.emit(new MissionLaid(mission, objective, m.objectiveSlot(), m.time(), m.resources(), !rolls.isEmpty(), rolls));
        shuffle(em, dice, "location", (int) pack.locations().stream().filter(l -> state.region().equals(l.region())).count());
        shuffle(em, dice, "hostile", cards.hostileDeck(state.hostileDeckId()).size());
        shuffle(em, dice, "action", cards.actionDeck(state.region()).size());
        for (int slot = 2; slot < m.objectiveSlot() && em.state().locationDeck().size() > 0; slot++) {
            em.emit(new LocationDealt(slot, em.state().locationDeck().order().get(0)));
        }
        em.emit(new TimerSet(m.time() + m.condition("timerModifier")));
        if (!state.preset().isEmpty()) {
            buyTeam(em, cards, state.preset());
            new Team(cards).confirm(em, dice);
        }
        return em.events();
    }

    private static void shuffle(Emitter em, Dice dice, String deck, int size) {
        em.emit(new DeckShuffled(deck, size, dice.shuffle(size).rolls()));
    }

    @Override
    public List<WarfighterEvent> decide(WarfighterState state, int seat, WarfighterCommand command, Dice dice) throws RuleViolation {
        Emitter em = emitter(state);
        flow(state).handle(em, seat, command, dice);
        return em.events();
    }

    @Override
    public List<WarfighterEvent> advance(WarfighterState state, Dice dice) {
        Emitter em = emitter(state);
        flow(state).advance(em, dice);
        return em.events();
    }

    @Override
    public WarfighterState evolve(WarfighterState state, WarfighterEvent event) {
        return new Evolve(catalogue(state)).apply(state, event);
    }

    @Override
    public Object view(WarfighterState state) {
        Catalogue cards = catalogue(state);
        Flow flow = flow(state);
        return new WarfighterView(state.stage(), state.step(), state.turn(), state.timer(), state.mission(), state.objective(),
                state.display(), state.resources(), state.stage() == Stage.TEAM ? 0 : cards.teamValue(state), state.armies(), state.hostiles(),
                state.waitingAttachments(), state.actionDeck().size(), state.actionDiscard(), state.hostileDeck().size(),
                state.hostileDiscard(), state.locationDeck().size(), state.stage() == Stage.PLAY ? flow.side(state) : null, state.actor(), state.actorAttachment(),
                state.environ(), state.objectiveSupplied(), awaiting(state), state.result(), campaignView(cards, state), state.retained(),
                state.retainDue(), state.payment(), state.reaction());
    }

    private static CampaignView campaignView(Catalogue cards, WarfighterState state) {
        Campaign c = state.campaign();
        return c == null ? null : new CampaignView(c.map(), c.town(), c.promotion(), c.resupply(), c.played(), c.discarded(),
                c.desperation(), new CampaignGame(cards).routes(state));
    }

    @Override
    public List<WarfighterCommand> legalActions(WarfighterState state, int seat) {
        Flow flow = flow(state);
        return new LegalActions(catalogue(state), flow).of(state, seat);
    }

    @Override
    public List<Integer> awaiting(WarfighterState state) {
        return new Awaiting(flow(state)).seats(state);
    }

    /** Co-operative: every seat wins on victory and loses on defeat (§3 Playing the Mission). */
    @Override
    public Outcome outcome(WarfighterState state) {
        if (state.stage() != Stage.OVER) {
            return Outcome.running();
        }
        return Outcome.cooperative(state.seats(), "victory".equals(state.result()));
    }

    /** The Game Turn (§3.2 Game Turn); 0 before the first, as events.md's envelope says. */
    @Override
    public Integer round(WarfighterState state) {
        return state.turn();
    }

    @Override
    public String contentPack(WarfighterState state) {
        Pack pack = catalogue(state).pack;
        return pack.id() + "@" + pack.sha256();
    }

    private Catalogue catalogue(WarfighterState state) {
        return catalogues.of(state.pack());
    }

    private Flow flow(WarfighterState state) {
        return new Flow(catalogue(state));
    }

    private Emitter emitter(WarfighterState state) {
        return new Emitter(new Evolve(catalogue(state)), state);
    }
}
