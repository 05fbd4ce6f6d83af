package dev.arbiter.kernel.spi;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Deque;

/**
 * Reads and rebuilds records by reflection, for the kernel's {@link Redactor} and the test kit's
 * secrecy check. Each record type's components and canonical constructor are looked up once.
 */
public final class Records {

    private static final ClassValue<Anatomy> ANATOMY = new ClassValue<>() {
        @Override
        protected Anatomy computeValue(Class<?> type) {
            return new Anatomy(type);
        }
    };

    private Records() {
    }

    public static RecordComponent[] components(Record record) {
        return ANATOMY.get(record.getClass()).components.clone();
    }

    /** The values of every component, in declaration order. */
    public static Object[] values(Record record) {
        RecordComponent[] components = ANATOMY.get(record.getClass()).components;
        Object[] values = new Object[components.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = read(record, components[i]);
        }
        return values;
    }

    public static Object read(Record record, RecordComponent component) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + name(component), e);
        }
    }

    /** A record of the same type as {@code like} built from {@code values} by its canonical constructor. */
    public static Record copy(Record like, Object[] values) {
        Constructor<?> constructor = ANATOMY.get(like.getClass()).constructor;
        try {
            return (Record) constructor.newInstance(values);
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("cannot copy " + like.getClass().getName(), e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause
                    : new IllegalStateException("cannot copy " + like.getClass().getName(), e.getCause());
        }
    }

    /**
     * The seat a {@code @Secret(owner = name)} component belongs to: the component {@code name} of the
     * nearest record around it that has one ({@code around} innermost first).
     */
    public static int owner(RecordComponent secret, String name, Deque<Record> around) {
        for (Record record : around) {
            for (RecordComponent component : components(record)) {
                if (component.getName().equals(name)) {
                    if (read(record, component) instanceof Integer seat) {
                        return seat;
                    }
                    throw new IllegalStateException(name(secret) + " names owner \"" + name + "\", which holds no seat number");
                }
            }
        }
        throw new IllegalStateException(name(secret) + " names owner \"" + name + "\", which no record around it has");
    }

    /** {@code Type.component}, for messages. */
    public static String name(RecordComponent component) {
        return component.getDeclaringRecord().getName() + "." + component.getName();
    }

    private static final class Anatomy {

        final RecordComponent[] components;
        final Constructor<?> constructor;

        Anatomy(Class<?> type) {
            components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < types.length; i++) {
                types[i] = components[i].getType();
                components[i].getAccessor().setAccessible(true);
            }
            try {
                constructor = type.getDeclaredConstructor(types);
                constructor.setAccessible(true);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("record " + type.getName() + " has no canonical constructor", e);
            }
        }
    }
}
