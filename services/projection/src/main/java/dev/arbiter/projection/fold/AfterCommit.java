package dev.arbiter.projection.fold;

import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;

/** Runs an action once the transaction has committed, and not at all if it rolled back. */
public record AfterCommit(Runnable action) implements Synchronization {

    @Override
    public void beforeCompletion() {
    }

    @Override
    public void afterCompletion(int status) {
        if (status == Status.STATUS_COMMITTED) {
            action.run();
        }
    }
}
