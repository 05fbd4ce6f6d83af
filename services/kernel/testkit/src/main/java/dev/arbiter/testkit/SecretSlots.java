package dev.arbiter.testkit;

import dev.arbiter.kernel.spi.Records;
import dev.arbiter.kernel.spi.Secret;
import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The secrets a state declares with {@link Secret}, one slot per marked value (a
 * {@link Secret#BY_SEAT} list gives one slot per seat), and copies of the state with one slot's
 * value changed in one small way. A list has one element replaced by another element of the same
 * list (its first, middle or last one): a card that exists, and a change that a reveal of that one
 * element uses up, so the rest of the secret stays as it was. A list of one changes its element;
 * a string is reversed, a number moved by one, a boolean flipped, a record changed member by member.
 */
final class SecretSlots {

    /** One secret of a state: where it is, the seat that may see it ({@link #NOBODY} for none), and its value. */
    record Slot(int index, String path, int owner, Object value) {
    }

    static final int NOBODY = -1;

    private SecretSlots() {
    }

    static List<Slot> of(Object state) {
        Walk walk = new Walk(-1);
        walk.visit(state, "", new ArrayDeque<>());
        return walk.slots;
    }

    /** Copies of the state, each with the value of {@code slot} changed in one of the ways above. */
    @SuppressWarnings("unchecked")
    static <S> List<S> perturbed(S state, Slot slot) {
        List<S> copies = new ArrayList<>();
        for (int way = 0; way < WAYS; way++) {
            S copy = (S) new Walk(slot.index(), way).visit(state, "", new ArrayDeque<>());
            if (copy != state && !copy.equals(state)) {
                copies.add(copy);
            }
        }
        return copies;
    }

    private static final int WAYS = 3;

    /** Walks a state in a fixed order, numbering the slots; changes the one numbered {@code target}. */
    private static final class Walk {

        final int target;
        final int way;
        final List<Slot> slots = new ArrayList<>();

        Walk(int target) {
            this(target, 0);
        }

        Walk(int target, int way) {
            this.target = target;
            this.way = way;
        }

        Object visit(Object value, String path, Deque<Record> around) {
            if (value instanceof Record record) {
                return visitRecord(record, path, around);
            }
            if (value instanceof List<?> list) {
                List<Object> copy = new ArrayList<>(list.size());
                for (int i = 0; i < list.size(); i++) {
                    Object element = list.get(i);
                    // only a container can hold a secret: a number or a text is kept without building its path
                    copy.add(container(element) ? visit(element, path + "[" + i + "]", around) : element);
                }
                return sameElements(list, copy) ? list : Collections.unmodifiableList(copy);
            }
            if (value instanceof Map<?, ?> map) {
                Map<Object, Object> copy = new LinkedHashMap<>();
                map.forEach((key, element) -> copy.put(key, container(element) ? visit(element, path + "[" + key + "]", around) : element));
                return sameElements(new ArrayList<>(map.values()), new ArrayList<>(copy.values())) ? map : Collections.unmodifiableMap(copy);
            }
            return value;
        }

        /** Whether {@link #visit} can find a secret inside the value (anything else it returns as it is). */
        private static boolean container(Object value) {
            return value instanceof Record || value instanceof List<?> || value instanceof Map<?, ?>;
        }

        private Object visitRecord(Record record, String path, Deque<Record> around) {
            RecordComponent[] components = Records.components(record);
            Object[] original = Records.values(record);
            Object[] values = original.clone();
            around.push(record);
            for (int i = 0; i < values.length; i++) {
                Secret secret = components[i].getAnnotation(Secret.class);
                if (secret == null && !container(values[i])) {
                    continue; // a plain value: nothing secret in it, no path needed
                }
                String at = path.isEmpty() ? components[i].getName() : path + "." + components[i].getName();
                if (secret == null) {
                    values[i] = visit(values[i], at, around);
                } else if (secret.owner().equals(Secret.BY_SEAT)) {
                    List<?> list = (List<?>) values[i];
                    List<Object> copy = new ArrayList<>(list);
                    for (int seat = 0; seat < list.size(); seat++) {
                        copy.set(seat, slot(list.get(seat), at + "[" + seat + "]", seat));
                    }
                    values[i] = sameElements(list, copy) ? list : Collections.unmodifiableList(copy);
                } else {
                    int owner = secret.owner().equals(Secret.NOBODY) ? NOBODY : Records.owner(components[i], secret.owner(), around);
                    values[i] = slot(values[i], at, owner);
                }
            }
            around.pop();
            return sameElements(Arrays.asList(original), Arrays.asList(values)) ? record : Records.copy(record, values);
        }

        private Object slot(Object value, String path, int owner) {
            int index = slots.size();
            slots.add(new Slot(index, path, owner, value));
            return index == target ? changed(value, way) : value;
        }
    }

    /** The value changed the {@code way}-th way; the value itself when there is no such way. */
    static Object changed(Object value, int way) {
        if (value instanceof List<?> list && list.size() > 1) {
            int last = list.size() - 1;
            int[][] replacements = {{0, last}, {last, 0}, {last / 2, 0}};
            List<Object> copy = new ArrayList<>(list);
            copy.set(replacements[way][0], list.get(replacements[way][1]));
            return Collections.unmodifiableList(copy);
        }
        return way == 0 ? changed(value) : value;
    }

    private static Object changed(Object value) {
        if (value instanceof List<?> list) {
            return list.stream().map(SecretSlots::changed).toList();
        }
        if (value instanceof String text) {
            String reversed = new StringBuilder(text).reverse().toString();
            return reversed.equals(text) ? text + "~" : reversed;
        }
        if (value instanceof Integer number) {
            return number + 1;
        }
        if (value instanceof Long number) {
            return number + 1;
        }
        if (value instanceof Boolean flag) {
            return !flag;
        }
        if (value instanceof Record record) {
            Object[] values = Records.values(record);
            for (int i = 0; i < values.length; i++) {
                values[i] = changed(values[i]);
            }
            return Records.copy(record, values);
        }
        return value;
    }

    private static boolean sameElements(List<?> before, List<?> after) {
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != after.get(i)) {
                return false;
            }
        }
        return true;
    }
}
