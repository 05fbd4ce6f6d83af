package dev.arbiter.highcommand.rules.cards;

import java.util.List;

/**
 * Which cards an effect or a condition looks at ({@code $defs/filter}): {@code this} card,
 * friendly, enemy or any cards (TERMINOLOGY), with at least one of {@code types} (empty: any
 * type), at the ability's own location or anywhere.
 */
public record Filter(Owner owner, List<String> types, Where where) {

    public enum Owner {
        this_, friendly, enemy, any
    }

    public enum Where {
        here, anywhere
    }

    /** The schema's defaults: this card, any type, here. */
    public static final Filter THIS = new Filter(Owner.this_, List.of(), Where.here);

    public Filter {
        owner = owner == null ? Owner.this_ : owner;
        types = types == null ? List.of() : List.copyOf(types);
        where = where == null ? Where.here : where;
    }

    /** The owner as the pack schema spells it ({@code this} is a Java keyword, hence {@code this_}). */
    public static Owner owner(String text) {
        return "this".equals(text) ? Owner.this_ : Owner.valueOf(text);
    }
}
