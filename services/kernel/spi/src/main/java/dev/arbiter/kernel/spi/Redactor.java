package dev.arbiter.kernel.spi;

import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one redaction of the kernel: copies a view or an event with every {@link Secret} value the
 * viewer may not see taken out, walking records, lists and map values.
 *
 * <p>In a view a hidden value reads as null. In an event a hidden list reads as an empty list
 * (the payload keeps the shape its schema gives it; a count beside the list says how many) and
 * any other hidden value as null. A {@link Secret#BY_SEAT} list keeps its length, with null in
 * place of each element the viewer may not see.
 */
public final class Redactor {

    private enum Shape { VIEW, EVENT }

    private Redactor() {
    }

    /** What {@code viewer} may see of a view the ruleset built with the whole truth in it. */
    public static Object view(Object view, Viewer viewer) {
        return redact(view, viewer, Shape.VIEW, new ArrayDeque<>());
    }

    /** What {@code viewer} may see of an event. */
    @SuppressWarnings("unchecked")
    public static <E> E event(E event, Viewer viewer) {
        return (E) redact(event, viewer, Shape.EVENT, new ArrayDeque<>());
    }

    private static Object redact(Object value, Viewer viewer, Shape shape, Deque<Record> around) {
        if (value == null || viewer.equals(Viewer.EVERYONE)) {
            return value;
        }
        if (value instanceof Record record) {
            return redactRecord(record, viewer, shape, around);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(element -> copy.add(redact(element, viewer, shape, around)));
            return same(list, copy) ? list : Collections.unmodifiableList(copy);
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = new LinkedHashMap<>();
            map.forEach((key, element) -> copy.put(key, redact(element, viewer, shape, around)));
            return same(map.values(), copy.values()) ? map : Collections.unmodifiableMap(copy);
        }
        return value;
    }

    private static Record redactRecord(Record record, Viewer viewer, Shape shape, Deque<Record> around) {
        RecordComponent[] components = Records.components(record);
        Object[] original = Records.values(record);
        Object[] values = original.clone();
        around.push(record);
        try {
            for (int i = 0; i < values.length; i++) {
                RecordComponent component = components[i];
                Secret secret = component.getAnnotation(Secret.class);
                values[i] = secret == null ? redact(values[i], viewer, shape, around)
                        : hide(component, secret, values[i], viewer, shape, around);
            }
        } finally {
            around.pop();
        }
        return same(Arrays.asList(original), Arrays.asList(values)) ? record : Records.copy(record, values);
    }

    /** Whether nothing was taken out: every element is the very same object (so nothing is copied in vain). */
    private static boolean same(Collection<?> before, Collection<?> after) {
        Iterator<?> a = before.iterator();
        Iterator<?> b = after.iterator();
        while (a.hasNext()) {
            if (a.next() != b.next()) {
                return false;
            }
        }
        return true;
    }

    private static Object hide(RecordComponent component, Secret secret, Object value, Viewer viewer, Shape shape, Deque<Record> around) {
        if (secret.owner().equals(Secret.BY_SEAT)) {
            if (!(value instanceof List<?> list)) {
                throw new IllegalStateException(Records.name(component) + " is @Secret(owner = BY_SEAT) but not a list");
            }
            List<Object> visible = new ArrayList<>(list.size());
            for (int seat = 0; seat < list.size(); seat++) {
                visible.add(viewer.sees(seat) ? redact(list.get(seat), viewer, shape, around) : null);
            }
            return Collections.unmodifiableList(visible);
        }
        boolean sees = !secret.owner().equals(Secret.NOBODY) && viewer.sees(Records.owner(component, secret.owner(), around));
        if (sees) {
            return redact(value, viewer, shape, around);
        }
        if (component.getType().isPrimitive()) {
            throw new IllegalStateException(Records.name(component) + " is @Secret but primitive: it cannot be left out");
        }
        return shape == Shape.EVENT && List.class.isAssignableFrom(component.getType()) ? List.of() : null;
    }
}
