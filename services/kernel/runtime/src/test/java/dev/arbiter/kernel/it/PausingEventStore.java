package dev.arbiter.kernel.it;

import dev.arbiter.kernel.store.CommandRecord;
import dev.arbiter.kernel.store.EventStore;
import io.agroal.api.AgroalDataSource;
import jakarta.annotation.Priority;
import jakarta.inject.Singleton;
import jakarta.enterprise.inject.Alternative;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The real event store, with one latch for tests that must build a race step by step: armed with a
 * command id, the next look-up of that command's stored answer (what a refused or outrun command does
 * to find a twin) stops until the test lets it go. Unarmed, it is the store itself. A singleton: a client
 * proxy would need a constructor without arguments, which the store has not.
 */
@Alternative
@Priority(1)
@Singleton
public class PausingEventStore extends EventStore {

    private final AtomicReference<Pause> armed = new AtomicReference<>();

    public PausingEventStore(AgroalDataSource dataSource) {
        super(dataSource);
    }

    /** A look-up held at the latch: {@link #reached} once it stands there, and it goes on at {@link #release}. */
    public static final class Pause {

        private final String commandId;
        private final CountDownLatch reached = new CountDownLatch(1);
        private final CountDownLatch released = new CountDownLatch(1);

        private Pause(String commandId) {
            this.commandId = commandId;
        }

        public void reached() throws InterruptedException {
            if (!reached.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError("no look-up of command " + commandId + " came within 30 s");
            }
        }

        public void release() {
            released.countDown();
        }
    }

    /** Holds the next look-up of {@code commandId}, that one only. */
    public Pause pauseNextLookUp(String commandId) {
        Pause pause = new Pause(commandId);
        armed.set(pause);
        return pause;
    }

    @Override
    public Optional<CommandRecord> command(UUID gameId, String commandId) {
        Pause pause = armed.get();
        if (pause != null && pause.commandId.equals(commandId) && armed.compareAndSet(pause, null)) {
            pause.reached.countDown();
            try {
                if (!pause.released.await(30, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("the test never released the look-up of command " + commandId);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return super.command(gameId, commandId);
    }
}
