package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kernel.spi.Outcome;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.spi.Rules;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.toolkit.PackShelf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Kharnage (shared/rulebooks/kharnage.md) as a decider over the armies of one or more content
 * packs. Setup options: {@code pack} (pack id; default: the first pack given), {@code armies}
 * (comma-separated army ids in seat order; default: the pack's first armies), {@code yeah}
 * ({@code true} turns on the «YEAH!» rule; off by default).
 */
public final class KharnageRules implements Rules<KharnageState, KharnageCommand, KharnageEvent> {

    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 4;
    public static final String OPTION_PACK = "pack";
    public static final String OPTION_ARMIES = "armies";
    public static final String OPTION_YEAH = "yeah";

    private final PackShelf<Catalogue> catalogues;

    public KharnageRules(Pack pack) {
        this(List.of(pack));
    }

    /** Rules over several packs; a game names its pack in the {@code pack} option. */
    public KharnageRules(List<Pack> packs) {
        catalogues = new PackShelf<>(packs, Pack::id, Catalogue::new);
    }

    public List<Pack> packs() {
        return catalogues.all().stream().map(c -> c.pack).toList();
    }

    @Override
    public String name() {
        return "kharnage";
    }

    /**
     * 2 since rules round 2 (issue 10): a recalled General goes back aside, Stomp acts in every
     * Assault, Flight sends away only units that attacked, Powder counts an Elite Bow unit, an
     * Elite Magic missiles attack may be an Assault, a Web follows its unit's own attacks onto any
     * army they targeted, and a seat that destroyed nothing is ranked for Domination. The same commands can decide otherwise than under 1, and every envelope
     * says which rules decided it.
     */
    @Override
    public String version() {
        return "2";
    }

    @Override
    public Class<KharnageCommand> commandType() {
        return KharnageCommand.class;
    }

    @Override
    public Class<KharnageEvent> eventType() {
        return KharnageEvent.class;
    }

    @Override
    public KharnageState initialState(Setup setup) throws RuleViolation {
        Rulebook.BOOK.require(setup.seats() >= MIN_PLAYERS && setup.seats() <= MAX_PLAYERS, "setup.players", "title",
                "Kharnage is a game for 2-4 players, not " + setup.seats());
        String packId = setup.text(OPTION_PACK, catalogues.firstId());
        Catalogue cards = catalogues.chosen(packId);
        List<String> armies;
        List<String> named = setup.options().get(OPTION_ARMIES) instanceof String v1
                ? List.of(v1.split(",")) // a game created before setup documents kept its armies as one comma-separated text
                : setup.texts(OPTION_ARMIES);
        if (named.isEmpty()) {
            Rulebook.BOOK.require(cards.pack.armies().size() >= setup.seats(), "setup.armies", "SETUP",
                    "pack " + packId + " has fewer armies than players");
            armies = cards.pack.armies().stream().limit(setup.seats()).map(Army::id).toList();
        } else {
            armies = named.stream().map(String::trim).toList();
        }
        Rulebook.BOOK.require(armies.size() == setup.seats(), "setup.armies", "SETUP", "one army per player: " + armies);
        Rulebook.BOOK.require(armies.stream().distinct().count() == armies.size(), "setup.armies", "SETUP",
                "each player chooses a different army: " + armies);
        boolean yeah = setup.flag(OPTION_YEAH, false);
        List<PlayerState> players = new ArrayList<>();
        List<List<Fielded>> empty = List.of(List.of(), List.of(), List.of());
        for (int seat = 0; seat < armies.size(); seat++) {
            String id = armies.get(seat);
            Army army = cards.pack.army(id).orElseThrow(() -> new RuleViolation("setup.unknown-army",
                    "kharnage.md, SETUP: pack " + packId + " has no army " + id));
            players.add(new PlayerState(seat, id, army.reserveCards(), army.parts(), army.generals(), army.allBattleCards(), List.of(),
                    List.of(army.zero().id()), null, empty, List.of(), List.of(), List.of(), 0));
        }
        List<Integer> supply = new ArrayList<>();
        for (int round = 0; round < Flow.ROUNDS; round++) {
            supply.addAll(setup.seats() == 2 ? List.of(5, 3) : List.of(5, 3, 1));
        }
        return new KharnageState(setup.seats(), packId, yeah, Phase.SETUP, 0, false, players, List.of(), List.of(), 0,
                null, List.of(), null, null, supply, List.of());
    }

    @Override
    public List<KharnageEvent> start(KharnageState state, Dice dice) {
        Emitter em = emitter(state);
        flow(state).setup(em, dice);
        return em.events();
    }

    @Override
    public List<KharnageEvent> decide(KharnageState state, int seat, KharnageCommand command, Dice dice) throws RuleViolation {
        Emitter em = emitter(state);
        new Commands(catalogue(state)).handle(em, seat, command, dice);
        return em.events();
    }

    /** Resolves the revealed battle cards one automatic step at a time (kharnage.md, THE ROUND). */
    @Override
    public List<KharnageEvent> advance(KharnageState state, Dice dice) {
        if (state.phase() != Phase.RESOLVING) {
            throw new IllegalStateException("nothing moves on by itself in " + state.phase());
        }
        Emitter em = emitter(state);
        flow(state).advance(em, dice);
        return em.events();
    }

    @Override
    public KharnageState evolve(KharnageState state, KharnageEvent event) {
        return new Evolve(catalogue(state)).apply(state, event);
    }

    @Override
    public Object view(KharnageState state) {
        return KharnageView.of(state, awaiting(state));
    }

    @Override
    public List<KharnageCommand> legalActions(KharnageState state, int seat) {
        return new LegalActions(catalogue(state)).of(state, seat);
    }

    @Override
    public List<Integer> awaiting(KharnageState state) {
        return new Awaiting(catalogue(state)).seats(state);
    }

    /** The placings and each Warchief's total of skulls and kharnage (kharnage.md, END OF THE GAME). */
    @Override
    public Outcome outcome(KharnageState state) {
        if (state.phase() != Phase.OVER) {
            return Outcome.running();
        }
        Map<Integer, Integer> totals = new LinkedHashMap<>();
        state.players().forEach(p -> totals.put(p.seat(), p.skulls() + p.kharnage()));
        return Outcome.ranked(state.placings(), totals);
    }

    /** The round (kharnage.md, THE ROUND); 0 until the first one begins. */
    @Override
    public Integer round(KharnageState state) {
        return state.round();
    }

    @Override
    public String contentPack(KharnageState state) {
        Pack pack = pack(state);
        return pack.id() + "@" + pack.sha256();
    }

    /** The pack a game was created with. */
    public Pack pack(KharnageState state) {
        return catalogue(state).pack;
    }

    private Catalogue catalogue(KharnageState state) {
        return catalogues.of(state.pack());
    }

    private Flow flow(KharnageState state) {
        return new Flow(catalogue(state));
    }

    private Emitter emitter(KharnageState state) {
        return new Emitter(new Evolve(catalogue(state)), state);
    }
}
