package dev.arbiter.projection.rebuild;

import java.time.Duration;
import java.time.Instant;

/** A snapshot of a rebuild's progress; each change makes a new one. */
public record RebuildProgress(State state, int liveVersion, Integer buildingVersion, long records, long totalRecords,
                              Instant startedAt, Instant finishedAt, Long differences, String error) {

    public enum State { IDLE, RUNNING, FINISHED, FAILED }

    static RebuildProgress idle(int liveVersion) {
        return new RebuildProgress(State.IDLE, liveVersion, null, 0, 0, null, null, null, null);
    }

    static RebuildProgress started(int liveVersion, int buildingVersion, long totalRecords) {
        return new RebuildProgress(State.RUNNING, liveVersion, buildingVersion, 0, totalRecords, Instant.now(), null, null, null);
    }

    RebuildProgress read(long more) {
        return new RebuildProgress(state, liveVersion, buildingVersion, records + more, totalRecords, startedAt, null, null, null);
    }

    RebuildProgress switched(long differences) {
        return new RebuildProgress(State.FINISHED, buildingVersion, null, records, totalRecords, startedAt, Instant.now(), differences, null);
    }

    RebuildProgress failed(String why) {
        return new RebuildProgress(State.FAILED, liveVersion, null, records, totalRecords, startedAt, Instant.now(), null, why);
    }

    public boolean running() {
        return state == State.RUNNING;
    }

    public long recordsPerSecond() {
        if (startedAt == null) {
            return 0;
        }
        long millis = Duration.between(startedAt, finishedAt == null ? Instant.now() : finishedAt).toMillis();
        return millis == 0 ? 0 : records * 1000 / millis;
    }

    /** Seconds left at the speed so far; null before the speed is known and once done. */
    public Long etaSeconds() {
        long rate = recordsPerSecond();
        return !running() || rate == 0 ? null : Math.max(0, totalRecords - records) / rate;
    }
}
