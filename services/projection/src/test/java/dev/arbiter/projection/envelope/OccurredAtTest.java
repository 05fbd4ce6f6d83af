package dev.arbiter.projection.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** Envelope's own reading of occurredAt gives Instant.parse's answer, and refuses what it refuses. */
class OccurredAtTest {

    private static final DateTimeFormatter KERNEL = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    @Property
    void readsTheKernelsFormAsInstantParseDoes(@ForAll @LongRange(min = 0, max = 253_402_300_799_999L) long millis) {
        String text = KERNEL.format(Instant.ofEpochMilli(millis));
        assertEquals(Instant.parse(text), Envelope.instant(text), text);
    }

    @Test
    void otherFormsAndEdgesAreInstantParsesToo() {
        for (String text : new String[] {"2026-11-22T04:24:01Z", "2026-11-22T04:24:01.901234Z", "2026-11-22T04:24:01.901+01:00",
                "2026-11-22T24:00:00.000Z", "2026-06-30T23:59:60.000Z", "2024-02-29T00:00:00.000Z"}) {
            assertEquals(Instant.parse(text), Envelope.instant(text), text);
        }
        for (String text : new String[] {"2026-02-29T00:00:00.000Z", "2026-13-01T00:00:00.000Z", "2026-11-22T04:61:01.901Z",
                "2026-11-22 04:24:01.901Z", "2026-11-22T04:24:01.90xZ", ""}) {
            assertThrows(DateTimeException.class, () -> Envelope.instant(text), text);
        }
    }
}
