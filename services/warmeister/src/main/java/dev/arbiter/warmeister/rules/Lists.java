package dev.arbiter.warmeister.rules;

import java.util.ArrayList;
import java.util.List;

/** Copy-on-write helpers for the immutable lists in states. */
final class Lists {

    private Lists() {
    }

    static <T> List<T> plus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.add(item);
        return List.copyOf(copy);
    }

    static <T> List<T> plusAll(List<T> list, List<T> items) {
        List<T> copy = new ArrayList<>(list);
        copy.addAll(items);
        return List.copyOf(copy);
    }

    /** The list without the first occurrence of {@code item}. */
    static <T> List<T> minus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.remove(item);
        return List.copyOf(copy);
    }

    static <T> List<T> set(List<T> list, int index, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.set(index, item);
        return List.copyOf(copy);
    }
}
