package dev.arbiter.kernel.spi;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component whose value some viewers may not see. The kernel's {@link Redactor}
 * removes it from every view and event on the way out, so a ruleset never writes its own
 * redaction; the test kit's secrecy check proves nothing unmarked gives a secret away.
 *
 * <p>{@link #owner} names who may see the value before the game is over (afterwards everyone
 * does): the seat held by an {@code int} component of this record or of the nearest record
 * around it ({@code @Secret(owner = "seat")}), each seat its own element of a list indexed by
 * seat ({@link #BY_SEAT}), or nobody ({@link #NOBODY}, the default: a deck's order, a shuffle's
 * rolls).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Secret {

    /** Nobody sees the value until the game is over. */
    String NOBODY = "";

    /** The value is a list whose element i only seat i sees. */
    String BY_SEAT = "#seat";

    String owner() default NOBODY;
}
