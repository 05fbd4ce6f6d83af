package dev.arbiter.warmachine.rules.combat;

import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.Pack;
import dev.arbiter.warmachine.rules.Profile;
import dev.arbiter.warmachine.rules.Profile.Spell;
import dev.arbiter.warmachine.rules.Profile.Weapon;

/** The demo pack's models (docs/rules/warmachine.md, "The demo pack"), loaded once through the real reader. */
final class Demo {

    private static final Pack PACK = WarmachinePacks.demo();

    private Demo() {
    }

    static Profile card(String id) {
        return PACK.model(id).orElseThrow();
    }

    static Combatant model(String id) {
        return Combatant.fresh(card(id));
    }

    static Weapon weapon(String id, String name) {
        return card(id).weapons().stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow();
    }

    static Spell spell(String id, String name) {
        return card(id).spells().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
