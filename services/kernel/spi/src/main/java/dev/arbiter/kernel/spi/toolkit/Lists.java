package dev.arbiter.kernel.spi.toolkit;

import java.util.ArrayList;
import java.util.List;

/** Copy-on-write helpers for the immutable lists of rules states: each returns a new unmodifiable list (no nulls). */
public final class Lists {

    private Lists() {
    }

    public static <T> List<T> plus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.add(item);
        return List.copyOf(copy);
    }

    public static <T> List<T> plusAll(List<T> list, List<T> items) {
        List<T> copy = new ArrayList<>(list);
        copy.addAll(items);
        return List.copyOf(copy);
    }

    /** The list without the first occurrence of {@code item}. */
    public static <T> List<T> minus(List<T> list, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.remove(item);
        return List.copyOf(copy);
    }

    /** The list without the first occurrence of each of {@code items}. */
    public static <T> List<T> minusAll(List<T> list, List<T> items) {
        List<T> copy = new ArrayList<>(list);
        items.forEach(copy::remove);
        return List.copyOf(copy);
    }

    /** The list with {@code item} in place of the one at {@code index}. */
    public static <T> List<T> set(List<T> list, int index, T item) {
        List<T> copy = new ArrayList<>(list);
        copy.set(index, item);
        return List.copyOf(copy);
    }
}
