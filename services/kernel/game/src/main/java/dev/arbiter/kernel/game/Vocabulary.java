package dev.arbiter.kernel.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The wire names of a sealed family of records: each permitted record is known by its simple
 * name, which becomes a command's {@code type} or an envelope's {@code type}.
 */
public final class Vocabulary {

    private final Map<String, Class<?>> byName = new LinkedHashMap<>();

    public Vocabulary(List<Class<?>> families) {
        for (Class<?> family : families) {
            Class<?>[] members = family.isSealed() ? family.getPermittedSubclasses() : new Class<?>[] {family};
            for (Class<?> member : members) {
                if (!member.isRecord()) {
                    throw new IllegalArgumentException(member + " must be a record to go on the wire");
                }
                Class<?> clash = byName.put(member.getSimpleName(), member);
                if (clash != null) {
                    throw new IllegalArgumentException("two types are named " + member.getSimpleName() + ": " + clash + ", " + member);
                }
            }
        }
    }

    public Optional<Class<?>> type(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public String name(Object value) {
        String name = value.getClass().getSimpleName();
        if (byName.get(name) != value.getClass()) {
            throw new IllegalArgumentException(value.getClass() + " is not in this vocabulary");
        }
        return name;
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
