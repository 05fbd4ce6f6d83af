package dev.arbiter.launcher;

import java.nio.file.Path;

/** The launcher's messages, in the shape the deploy scripts always printed them. */
final class Console {

    private final Path root;

    Console(Path root) {
        this.root = root;
    }

    /** A step. */
    void info(String message) {
        System.out.println("==> " + message);
    }

    /** A detail of the step. */
    void note(String message) {
        System.out.println("    " + message);
    }

    void warn(String message) {
        System.err.println("WARNING: " + message);
    }

    void error(String message) {
        System.err.println("ERROR: " + message);
    }

    /** A path relative to the repository when it is inside it: shorter messages. */
    String pretty(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        return absolute.startsWith(root) ? root.relativize(absolute).toString() : absolute.toString();
    }
}
