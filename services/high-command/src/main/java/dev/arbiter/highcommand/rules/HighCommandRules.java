package dev.arbiter.highcommand.rules;

import dev.arbiter.highcommand.rules.cards.Catalogue;
import dev.arbiter.highcommand.rules.cards.Location;
import dev.arbiter.highcommand.rules.cards.Pack;
import dev.arbiter.highcommand.rules.endgame.Scoring;
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
 * WARMACHINE High Command (shared/rulebooks/high-command.md) as a decider over content packs
 * (docs/rules/high-command.md is the design). Setup options: {@code pack} (pack id; default the
 * first pack given), {@code quickStart} (the pack's Quick Start subsets; default false),
 * {@code customDetachments} (each detachment names its 12 cards; default false),
 * {@code firstPlayer} (the seat that plays first; default drawn at random).
 */
public final class HighCommandRules implements Rules<HighCommandState, HighCommandCommand, HighCommandEvent> {

    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 4;
    public static final String OPTION_PACK = "pack";
    public static final String OPTION_QUICK_START = "quickStart";
    public static final String OPTION_CUSTOM_DETACHMENTS = "customDetachments";
    public static final String OPTION_FIRST_PLAYER = "firstPlayer";

    private final PackShelf<Catalogue> catalogues;

    public HighCommandRules(Pack pack) {
        this(List.of(pack));
    }

    /** Rules over several packs; a game names its pack in the {@code pack} option. */
    public HighCommandRules(List<Pack> packs) {
        catalogues = new PackShelf<>(packs, Pack::id, Catalogue::new);
    }

    public List<Pack> packs() {
        return catalogues.all().stream().map(c -> c.pack).toList();
    }

    @Override
    public String name() {
        return "high-command";
    }

    @Override
    public String version() {
        return "1";
    }

    @Override
    public Class<HighCommandCommand> commandType() {
        return HighCommandCommand.class;
    }

    @Override
    public Class<HighCommandEvent> eventType() {
        return HighCommandEvent.class;
    }

    /** The setup table of docs/rules/high-command.md; the armies are chosen afterwards, by command (clarification 39). */
    @Override
    public HighCommandState initialState(Setup setup) throws RuleViolation {
        Rulebook.BOOK.require(setup.seats() >= MIN_PLAYERS && setup.seats() <= MAX_PLAYERS, "setup.players", "CONTENTS",
                "High Command is a game for 2-4 players, not " + setup.seats());
        String packId = setup.text(OPTION_PACK, catalogues.firstId());
        Catalogue cards = catalogues.chosen(packId);
        Pack pack = cards.pack;
        boolean quickStart = setup.flag(OPTION_QUICK_START, false);
        boolean custom = setup.flag(OPTION_CUSTOM_DETACHMENTS, false);
        Rulebook.BOOK.require(!quickStart || pack.quickStart() != null, "setup.quick-start", "QUICK START SETUP",
                "pack " + packId + " has no Quick Start subsets");
        Rulebook.BOOK.require(!(quickStart && custom), "setup.quick-start", "QUICK START SETUP",
                "Quick Start fixes the detachments, so it cannot be played with customDetachments");
        int factions = quickStart ? pack.quickStart().factions().size() : pack.factions().size();
        Rulebook.BOOK.require(factions >= setup.seats(), "setup.players", "STARTING THE GAME",
                "each player plays a different faction, and pack " + packId + " offers " + factions);
        Integer firstPlayer = setup.options().get(OPTION_FIRST_PLAYER) instanceof Number n ? n.intValue() : null;
        Rulebook.BOOK.require(firstPlayer == null || firstPlayer >= 0 && firstPlayer < setup.seats(), "setup.first-player",
                "STARTING THE GAME", "no seat " + firstPlayer + " in a game of " + setup.seats());
        List<String> locations = quickStart ? pack.quickStart().locations() : pack.locations().stream().map(Location::id).toList();
        List<PlayerState> players = new ArrayList<>();
        for (int seat = 0; seat < setup.seats(); seat++) {
            players.add(PlayerState.empty(seat));
        }
        return new HighCommandState(setup.seats(), packId, quickStart, custom, firstPlayer, Phase.ARMIES, 0, -1, locations, List.of(),
                List.of(), List.of(), players, null, List.of(), null, List.of(), List.of());
    }

    /** STARTING THE GAME: the location deck shuffled and the row dealt, the Winds of War deck stacked; then the armies are chosen. */
    @Override
    public List<HighCommandEvent> start(HighCommandState state, Dice dice) {
        Emitter em = emitter(state);
        flow(state).open(em, dice);
        return em.events();
    }

    @Override
    public List<HighCommandEvent> decide(HighCommandState state, int seat, HighCommandCommand command, Dice dice) throws RuleViolation {
        Emitter em = emitter(state);
        flow(state).handle(em, seat, command, dice);
        return em.events();
    }

    /** The automatic steps: the opening once the armies are chosen, rounds, captures, draws, attacks, the end. */
    @Override
    public List<HighCommandEvent> advance(HighCommandState state, Dice dice) {
        Emitter em = emitter(state);
        flow(state).advance(em, dice);
        return em.events();
    }

    @Override
    public HighCommandState evolve(HighCommandState state, HighCommandEvent event) {
        return new Evolve(catalogue(state)).apply(state, event);
    }

    @Override
    public Object view(HighCommandState state) {
        return HighCommandView.of(state, awaiting(state));
    }

    @Override
    public List<Integer> awaiting(HighCommandState state) {
        return new Awaiting(catalogue(state)).seats(state);
    }

    @Override
    public List<HighCommandCommand> legalActions(HighCommandState state, int seat) {
        return new LegalActions(catalogue(state)).of(state, seat);
    }

    /** ENDGAME: most victory points, then most captures, then earliest in turn order. */
    @Override
    public Outcome outcome(HighCommandState state) {
        if (state.phase() != Phase.OVER) {
            return Outcome.running();
        }
        Map<Integer, Integer> scores = new LinkedHashMap<>();
        Scoring scoring = new Scoring(catalogue(state));
        state.players().forEach(p -> scores.put(p.seat(), scoring.victoryPoints(p)));
        return Outcome.ranked(state.placings(), scores);
    }

    /** The round: Winds of War cards revealed so far (WINDS OF WAR STEP); 0 before the first. */
    @Override
    public Integer round(HighCommandState state) {
        return state.round();
    }

    @Override
    public String contentPack(HighCommandState state) {
        Pack pack = pack(state);
        return pack.id() + "@" + pack.sha256();
    }

    /** The pack a game was created with. */
    public Pack pack(HighCommandState state) {
        return catalogue(state).pack;
    }

    private Catalogue catalogue(HighCommandState state) {
        return catalogues.of(state.pack());
    }

    private Flow flow(HighCommandState state) {
        return new Flow(catalogue(state));
    }

    private Emitter emitter(HighCommandState state) {
        return new Emitter(new Evolve(catalogue(state)), state);
    }
}
