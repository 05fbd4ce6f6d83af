package dev.arbiter.infra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing a folder and everything in it (broker data, a throwaway cluster, unpacked binaries). */
public final class Folders {

    private Folders() {
    }

    /** Deletes what it can; a temporary folder left behind is harmless, so nothing is thrown. */
    public static void delete(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // see above
        }
    }
}
