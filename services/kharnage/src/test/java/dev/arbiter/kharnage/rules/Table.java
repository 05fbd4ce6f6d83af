package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kharnage.pack.KharnagePacks;
import dev.arbiter.kharnage.rules.KharnageCommand.CommitCard;
import dev.arbiter.testkit.RulesFixture;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Builds the "given" of a rules test through the real {@code start}: the shuffles are scripted
 * so that the named unit cards are on top of each Reserve and the named battle cards on top of
 * each battle deck (the first three are the opening hand).
 */
final class Table {

    static final Pack DEMO = KharnagePacks.demo();

    private final Pack pack;
    private final List<String> armies;
    private final Map<Integer, List<String>> reserveTop = new HashMap<>();
    private final Map<Integer, List<String>> deckTop = new HashMap<>();
    private final Map<String, Object> options = new HashMap<>();

    private Table(Pack pack, String... armies) {
        this.pack = pack;
        this.armies = List.of(armies);
        options.put(KharnageRules.OPTION_ARMIES, List.of(armies));
    }

    static Table demo(String... armies) {
        return new Table(DEMO, armies);
    }

    static Table of(Pack pack, String... armies) {
        return new Table(pack, armies);
    }

    Table reserve(int seat, String... top) {
        reserveTop.put(seat, List.of(top));
        return this;
    }

    Table deck(int seat, String... top) {
        deckTop.put(seat, List.of(top));
        return this;
    }

    Table option(String key, Object value) {
        options.put(key, value);
        return this;
    }

    KharnageRules rules() {
        return new KharnageRules(pack);
    }

    Setup setup() {
        return new Setup(armies.size(), options);
    }

    RulesFixture<KharnageState, KharnageCommand, KharnageEvent> fixture() {
        List<Integer> faces = new ArrayList<>();
        for (int seat = 0; seat < armies.size(); seat++) {
            Army army = pack.army(armies.get(seat)).orElseThrow();
            faces.addAll(stacked(army.reserveCards(), reserveTop.getOrDefault(seat, List.of())));
            faces.addAll(stacked(army.allBattleCards(), deckTop.getOrDefault(seat, List.of())));
        }
        return RulesFixture.of(rules(), setup()).started(faces.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Faces for a shuffle that puts {@code top} first (in that order), the rest after in their order. */
    static List<Integer> stacked(List<String> unshuffled, List<String> top) {
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

    /** Eight dice for a commitment's salt. */
    static int[] salt(int seed) {
        return IntStream.range(0, Flow.SALT_ROLLS).map(i -> 1 + (seed * 7919 + i * 104_729) % 65_536).toArray();
    }

    /** Every seat commits the named card, in seat order; the last commitment reveals them all. */
    static RulesFixture<KharnageState, KharnageCommand, KharnageEvent> commitAll(
            RulesFixture<KharnageState, KharnageCommand, KharnageEvent> fixture, String... cards) {
        for (int seat = 0; seat < cards.length; seat++) {
            fixture = fixture.when(seat, new CommitCard(cards[seat]), salt(seat)).then();
        }
        return fixture;
    }
}
