package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Pack;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The content packs games may be played on, by id, in the order given: the first is the default. */
final class PlayedPacks {

    private final Map<String, PackRules> byId = new LinkedHashMap<>();

    PlayedPacks(List<Pack> packs) {
        if (packs.isEmpty()) {
            throw new IllegalArgumentException("at least one content pack is needed");
        }
        for (Pack pack : packs) {
            if (byId.putIfAbsent(pack.pack(), new PackRules(pack)) != null) {
                throw new IllegalArgumentException("two packs with id " + pack.pack());
            }
        }
    }

    PackRules first() {
        return byId.values().iterator().next();
    }

    Optional<PackRules> named(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    Set<String> ids() {
        return byId.keySet();
    }

    /** The pack a game was set up on; a state names one of these, as only {@link WarmachineRules} makes states. */
    PackRules of(WarmachineState state) {
        PackRules rules = byId.get(state.pack());
        if (rules == null) {
            throw new IllegalStateException("the game plays content pack " + state.pack() + ", which is not loaded (loaded: " + ids() + ")");
        }
        return rules;
    }
}
