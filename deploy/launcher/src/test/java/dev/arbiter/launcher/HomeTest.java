package dev.arbiter.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The state folder's pid files (docs/operations.md: "a pid file counts only if its process still
 * has that mark"). Starts one short-lived shell process (well under a second).
 */
class HomeTest {

    @TempDir
    Path folder;

    @Test
    @DisplayName("a pid file of a live process without our mark (a reused pid) is not ours, and stopping it leaves it alone")
    void reusedPid() {
        Home home = new Home(folder);
        home.create();
        long thisJvm = ProcessHandle.current().pid();
        home.record("warmeister", thisJvm, 8081);

        assertTrue(home.running("warmeister").isEmpty());
        assertEquals(Optional.empty(), home.stop("warmeister", Duration.ofSeconds(1)));
        assertTrue(ProcessHandle.current().isAlive());
        assertTrue(home.recorded().isEmpty(), "the stale pid file is removed");
    }

    @Test
    @DisplayName("a marked process is found from its pid file, listed Kafka first, and stopped with SIGTERM")
    void markedProcess() throws IOException {
        Home home = new Home(folder);
        home.create();
        // bash -c gives its next argument as $0, so the mark shows in its command line; the read
        // builtin waits on the open pipe of its input without a child process
        Process marked = new ProcessBuilder("bash", "-c", "read -t 60", Home.mark("projection")).start();
        try {
            home.record("projection", marked.pid(), 8090);
            home.record("kafka", ProcessHandle.current().pid(), 9092);

            assertEquals(List.of("kafka", "projection"), home.recorded());
            assertEquals(marked.pid(), home.running("projection").orElseThrow().pid());
            assertEquals(8090, home.port("projection").getAsInt());

            assertEquals(Optional.of("stopped projection (pid " + marked.pid() + ")"), home.stop("projection", Duration.ofSeconds(10)));
            assertFalse(marked.isAlive());
            assertEquals(List.of("kafka"), home.recorded());
        } finally {
            marked.destroyForcibly();
        }
    }

    @Test
    @DisplayName("the state folder carries the marker deploy/down --purge looks for")
    void marker() {
        new Home(folder.resolve("state")).create();
        assertTrue(Files.isRegularFile(folder.resolve("state").resolve(Home.MARKER_FILE)));
        assertTrue(Files.isDirectory(folder.resolve("state/run")));
        assertTrue(Files.isDirectory(folder.resolve("state/logs")));
        assertTrue(Files.isDirectory(folder.resolve("state/tmp")));
    }
}
