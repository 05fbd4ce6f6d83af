package dev.arbiter.warmachine.rules;

import java.util.List;
import java.util.Optional;

/**
 * One content pack as the rules read it (contracts/content/warmachine.schema.json; docs/rules/warmachine.md,
 * Content packs): factions, model profiles, army lists, terrain layouts and scenarios.
 *
 * @param pack the pack's id
 * @param sha256 the hash of the file's bytes, which games pin
 */
public record Pack(String pack, String version, String title, String notice, List<Faction> factions, List<Profile> models,
                   List<ArmyList> lists, List<Layout> layouts, List<Scenario> scenarios, String sha256) {

    public Pack {
        factions = List.copyOf(factions);
        models = List.copyOf(models);
        lists = List.copyOf(lists);
        layouts = List.copyOf(layouts);
        scenarios = List.copyOf(scenarios);
    }

    /** A faction ("Building Your Army": an army is of one Faction). */
    public record Faction(String id, String name) {
    }

    public Pack withSha256(String hash) {
        return new Pack(pack, version, title, notice, factions, models, lists, layouts, scenarios, hash);
    }

    public Optional<Profile> model(String id) {
        return models.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    public Optional<Layout> layout(String id) {
        return layouts.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    public Optional<Scenario> scenario(String id) {
        return scenarios.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
