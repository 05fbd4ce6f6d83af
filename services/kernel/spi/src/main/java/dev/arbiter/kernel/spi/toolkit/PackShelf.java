package dev.arbiter.kernel.spi.toolkit;

import dev.arbiter.kernel.spi.RuleViolation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The content packs games may be played on, by id in the order given (the first is the default),
 * each as the ruleset reads it (its catalogue of cards, say).
 */
public final class PackShelf<T> {

    private final Map<String, T> byId = new LinkedHashMap<>();

    /** Refuses no packs and two packs with one id: a service must not start so. */
    public <P> PackShelf(List<P> packs, Function<P, String> id, Function<P, T> reading) {
        if (packs.isEmpty()) {
            throw new IllegalArgumentException("at least one content pack is needed");
        }
        for (P pack : packs) {
            if (byId.putIfAbsent(id.apply(pack), reading.apply(pack)) != null) {
                throw new IllegalArgumentException("two packs with id " + id.apply(pack));
            }
        }
    }

    /** The default pack's id. */
    public String firstId() {
        return byId.keySet().iterator().next();
    }

    public Set<String> ids() {
        return byId.keySet();
    }

    public List<T> all() {
        return List.copyOf(byId.values());
    }

    /** The pack a new game's setup names: {@code setup.unknown-pack} if none has that id. */
    public T chosen(String id) throws RuleViolation {
        T pack = byId.get(id);
        if (pack == null) {
            throw new RuleViolation("setup.unknown-pack", "no content pack " + id + " (known: " + ids() + ")");
        }
        return pack;
    }

    /**
     * The pack a game was set up on. The kernel refuses to fold a game whose pack is not loaded
     * (503 content-pack-unavailable), so a missing one is a fault, not a refusal.
     */
    public T of(String id) {
        T pack = byId.get(id);
        if (pack == null) {
            throw new IllegalStateException("the game plays content pack " + id + ", which is not loaded (loaded: " + ids() + ")");
        }
        return pack;
    }
}
