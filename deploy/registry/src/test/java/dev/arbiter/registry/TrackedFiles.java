package dev.arbiter.registry;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** The files git tracks in the repository: what a contributor wrote, without build output or installed packages. */
final class TrackedFiles {

    private TrackedFiles() {
    }

    static List<String> list(Path root) throws IOException {
        Process git = new ProcessBuilder("git", "ls-files", "-z").directory(root.toFile()).redirectErrorStream(true).start();
        String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (git.waitFor() != 0) {
                throw new IOException("git ls-files failed in " + root + ": " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return Arrays.stream(out.split("\0")).filter(file -> !file.isEmpty()).toList();
    }
}
